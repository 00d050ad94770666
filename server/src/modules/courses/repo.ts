import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';

export const co = schema.courses;
export const coAdmins = schema.courseAdmins;
export const coOutline = schema.courseOutlineUnits;
export const coUnits = schema.courseUnits;
export const coCohorts = schema.courseCohorts;
export const coEnrolments = schema.courseEnrolments;
export const coProgress = schema.courseProgress;
export const coAttempts = schema.courseQuizAttempts;
export const coSubmissions = schema.courseSubmissions;

export type CourseRow = typeof co.$inferSelect;
export type OutlineUnitRow = typeof coOutline.$inferSelect;
export type CourseUnitRow = typeof coUnits.$inferSelect;
export type CohortRow = typeof coCohorts.$inferSelect;
export type EnrolmentRow = typeof coEnrolments.$inferSelect;
export type ProgressRow = typeof coProgress.$inferSelect;
export type QuizAttemptRow = typeof coAttempts.$inferSelect;
export type SubmissionRow = typeof coSubmissions.$inferSelect;

/** The attachment reference kinds of a course's files: its lessons' images and videos, and work handed in. */
export const COURSE_REFERENCE = 'course';
export const SUBMISSION_REFERENCE = 'courseSubmission';
/** Where the course's timeline items and tasks point (the startup file's activity, the tasks list). */
export const COURSE_TASK_REFERENCE = 'courseSubmission';

export async function findCourse(db: Db, tenant: string, id: string): Promise<CourseRow | null> {
  const [row] = await db
    .select()
    .from(co)
    .where(and(eq(co.incubatorId, tenant), eq(co.id, id)));
  return row ?? null;
}

export async function findUnit(db: Db, tenant: string, id: string): Promise<CourseUnitRow | null> {
  const [row] = await db
    .select()
    .from(coUnits)
    .where(and(eq(coUnits.incubatorId, tenant), eq(coUnits.id, id)));
  return row ?? null;
}

export async function findEnrolment(db: Db, tenant: string, courseId: string, userId: string): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(coEnrolments)
    .where(and(eq(coEnrolments.incubatorId, tenant), eq(coEnrolments.courseId, courseId), eq(coEnrolments.userId, userId)));
  return row ?? null;
}
