import { and, eq, inArray } from 'drizzle-orm';
import DataLoader from 'dataloader';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { requireFlag } from '../access/guard.ts';
import { viewerAudience } from '../events/visibility.ts';
import { isAuthorized, registerRecordGrant } from '../permissions/scope.ts';
import { coAdmins, coEnrolments, findCourse, type CourseRow, type EnrolmentRow } from './repo.ts';

/**
 * Who may do what with a course. Managing (the builder, the dashboard, reviews): holders of
 * COURSES:MANAGE, and the course's administrators (its creator among them) — COURSES:MANAGE with
 * the course's id answers yes for them too, so the web's route guard and the server agree.
 * Learning: a published, unarchived course that is public, offered to one of the viewer's
 * programmes, or that they are enrolled in. Every course operation needs the plan's course flag.
 */

/** Per request: the courses the viewer administers, and their enrolments (batched). */
function accessLoaders(ctx: Context) {
  return memo(ctx, 'courseAccess', () => {
    const tenant = ctx.incubator.id;
    const viewerId = requireViewer(ctx).user.id;
    return {
      admin: new DataLoader<string, boolean>(async (courseIds) => {
        const rows = await (await ctx.tx.db())
          .select({ courseId: coAdmins.courseId })
          .from(coAdmins)
          .where(and(eq(coAdmins.incubatorId, tenant), eq(coAdmins.userId, viewerId), inArray(coAdmins.courseId, [...courseIds])));
        const mine = new Set(rows.map((r) => r.courseId));
        return courseIds.map((id) => mine.has(id));
      }),
      enrolment: new DataLoader<string, EnrolmentRow | null>(async (courseIds) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(coEnrolments)
          .where(and(eq(coEnrolments.incubatorId, tenant), eq(coEnrolments.userId, viewerId), inArray(coEnrolments.courseId, [...courseIds])));
        return courseIds.map((id) => rows.find((r) => r.courseId === id) ?? null);
      }),
    };
  });
}

export const requireCourseFlag = (ctx: Context) => requireFlag(ctx, 'course');

/** COURSE:CREATE makes one's own courses; COURSES:MANAGE any. */
export const mayCreateCourse = async (ctx: Context) => (await isAuthorized(ctx, 'COURSE:CREATE')) || (await isAuthorized(ctx, 'COURSES:MANAGE'));

export const isCourseAdmin = (ctx: Context, courseId: string): Promise<boolean> =>
  ctx.viewer && isId(courseId) ? accessLoaders(ctx).admin.load(courseId) : Promise.resolve(false);

// Course admins always manage their course (spec 3 §6).
registerRecordGrant('COURSES:MANAGE', isCourseAdmin);

export const mayManageCourse = (ctx: Context, course: Pick<CourseRow, 'id'>): Promise<boolean> => isAuthorized(ctx, 'COURSES:MANAGE', [course.id]);

/** The viewer's enrolment in a course, if any. */
export const viewerEnrolment = (ctx: Context, courseId: string): Promise<EnrolmentRow | null> => accessLoaders(ctx).enrolment.load(courseId);

/** Whether the course is open to the viewer as a learner (without enrolment: may they see it in the catalogue?). */
export async function isOpenToViewer(ctx: Context, course: CourseRow): Promise<boolean> {
  if (course.status !== 'PUBLISHED' || course.isArchived) return false;
  if (course.isPublic) return true;
  if (await viewerEnrolment(ctx, course.id)) return true;
  if (!course.programIds.length) return false;
  const { programIds } = await viewerAudience(ctx);
  return course.programIds.some((id) => programIds.includes(id));
}

export const canSeeCourse = async (ctx: Context, course: CourseRow): Promise<boolean> => (await isOpenToViewer(ctx, course)) || (await mayManageCourse(ctx, course));

/** A course the viewer may open (as a learner or a manager); NOT_FOUND otherwise, another tenant's included. */
export async function visibleCourse(ctx: Context, id: string): Promise<CourseRow> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const course = isId(id) ? await findCourse(await ctx.tx.db(), ctx.incubator.id, id) : null;
  if (!course || !(await canSeeCourse(ctx, course))) throw notFound();
  return course;
}

/** A course the viewer manages: NOT_FOUND when they cannot see it, FORBIDDEN when they see it but may not manage it. */
export async function manageableCourse(ctx: Context, id: string): Promise<CourseRow> {
  const course = await visibleCourse(ctx, id);
  if (!(await mayManageCourse(ctx, course))) throw forbidden();
  return course;
}
