import { and, eq } from 'drizzle-orm';
import type { Tenant } from '../../../test/factories.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

export { caller, codeOf, fieldsOf, ok, type Answer } from '../../../test/answers.ts';

/** Fixtures of the records, outline and cohorts tests: the operations, and rows written as other parts of the feature would leave them. */

export const COURSE_FIELDS = `_id title description cover status isPublic selfEnrolment programIds certificate isArchived lessonCount publishedAt
  createdBy { _id } admins { _id } viewerCan { manage edit publish delete }`;
export const OUTLINE_FIELDS = 'outline { _id title position units { _id title type position outlineUnitId } }';

export const CREATE = `mutation C($title: String!) { createCourse(title: $title) { ${COURSE_FIELDS} } }`;
export const UPDATE = `mutation U($courseId: ID!, $data: CourseInput!) { updateCourse(courseId: $courseId, data: $data) { ${COURSE_FIELDS} } }`;
export const PUBLISH = 'mutation P($courseId: ID!) { publishCourse(courseId: $courseId) { _id status publishedAt } }';
export const UNPUBLISH = 'mutation P($courseId: ID!) { unpublishCourse(courseId: $courseId) { _id status } }';
export const ARCHIVE = 'mutation A($courseId: ID!, $archived: Boolean!) { archiveCourse(courseId: $courseId, archived: $archived) { _id isArchived } }';
export const DUPLICATE = `mutation D($courseId: ID!) { duplicateCourse(courseId: $courseId) { ${COURSE_FIELDS} ${OUTLINE_FIELDS} cohorts { _id } } }`;
export const DELETE = 'mutation D($courseId: ID!) { deleteCourse(courseId: $courseId) }';
export const ADMINS = 'mutation A($courseId: ID!, $userIds: [ID!]!) { setCourseAdmins(courseId: $courseId, userIds: $userIds) { _id admins { _id } } }';
export const COURSE = `query Q($id: ID!) { course(id: $id) { ${COURSE_FIELDS} ${OUTLINE_FIELDS} cohorts { _id name startsAt endsAt programId learnerCount } } }`;
export const AUTHORIZED = 'query A($data: [String!]) { isUserAuthorized(permission: "COURSES:MANAGE", data: $data) }';

export const CREATE_CHAPTER = 'mutation C($courseId: ID!, $title: String!) { createOutlineUnit(courseId: $courseId, title: $title) { _id title position courseId } }';
export const UPDATE_CHAPTER = 'mutation U($id: ID!, $title: String!) { updateOutlineUnit(outlineUnitId: $id, title: $title) { _id title } }';
export const DELETE_CHAPTER = 'mutation D($id: ID!) { deleteOutlineUnit(outlineUnitId: $id) }';
export const REORDER = 'mutation R($courseId: ID!, $ids: [ID!]!) { reorderOutlineUnits(courseId: $courseId, outlineUnitIds: $ids) { _id position } }';
export const CREATE_LESSON =
  'mutation C($id: ID!, $type: CourseLessonType!, $title: String!) { createCourseUnit(outlineUnitId: $id, type: $type, title: $title) { _id type title position outlineUnitId } }';
export const UPDATE_LESSON = `mutation U($id: ID!, $data: CourseUnitInput!) { updateCourseUnit(unitId: $id, data: $data) {
  _id title passMark attemptsAllowed handIn releaseDays minutes } }`;
export const DELETE_LESSON = 'mutation D($id: ID!) { deleteCourseUnit(unitId: $id) }';
export const MOVE = 'mutation M($id: ID!, $to: ID!, $position: Int!) { moveCourseUnit(unitId: $id, outlineUnitId: $to, position: $position) { _id outlineUnitId position } }';

export const CREATE_COHORT = 'mutation C($courseId: ID!, $data: CohortInput!) { createCohort(courseId: $courseId, data: $data) { _id name startsAt endsAt programId } }';
export const UPDATE_COHORT = 'mutation U($id: ID!, $data: CohortInput!) { updateCohort(cohortId: $id, data: $data) { _id name startsAt endsAt programId } }';
export const DELETE_COHORT = 'mutation D($id: ID!) { deleteCohort(cohortId: $id) }';

const db = <T>(on: Tenant, work: (tx: Db) => Promise<T>) => withTenant(on.server.services.pool, on.incubator.id, work);

/** The stored rows of a course: itself, its admins, chapters and lessons. */
export async function storedCourse(on: Tenant, courseId: string) {
  return db(on, async (tx) => {
    const t = on.incubator.id;
    const [course] = await tx
      .select()
      .from(schema.courses)
      .where(and(eq(schema.courses.incubatorId, t), eq(schema.courses.id, courseId)));
    const admins = await tx
      .select()
      .from(schema.courseAdmins)
      .where(and(eq(schema.courseAdmins.incubatorId, t), eq(schema.courseAdmins.courseId, courseId)));
    const chapters = await tx
      .select()
      .from(schema.courseOutlineUnits)
      .where(and(eq(schema.courseOutlineUnits.incubatorId, t), eq(schema.courseOutlineUnits.courseId, courseId)))
      .orderBy(schema.courseOutlineUnits.position);
    const lessons = await tx
      .select()
      .from(schema.courseUnits)
      .where(and(eq(schema.courseUnits.incubatorId, t), eq(schema.courseUnits.courseId, courseId)))
      .orderBy(schema.courseUnits.position);
    const cohorts = await tx
      .select()
      .from(schema.courseCohorts)
      .where(and(eq(schema.courseCohorts.incubatorId, t), eq(schema.courseCohorts.courseId, courseId)));
    return { course, admins, chapters, lessons, cohorts };
  });
}

export async function insertProgram(on: Tenant): Promise<string> {
  const id = newId();
  await db(on, (tx) => tx.insert(schema.programs).values({ incubatorId: on.incubator.id, id, name: `Programme ${id.slice(-6)}` }));
  return id;
}

/** An uploaded file of the tenant (loose unless a course is given), its id and the address that names it. */
export async function insertFile(on: Tenant, ownerId: string, options: { fileType?: string; courseId?: string } = {}): Promise<{ id: string; url: string }> {
  const id = newId();
  const [row] = await db(on, (tx) =>
    tx
      .insert(schema.attachments)
      .values({
        incubatorId: on.incubator.id,
        id,
        ownerId,
        name: 'file.bin',
        fileType: options.fileType ?? 'image/png',
        size: 10,
        storageKey: `test/${id}`,
        referenceKind: options.courseId ? 'course' : null,
        referenceId: options.courseId ?? null,
      })
      .returning(),
  );
  return { id, url: `/api/files/${row.id}/${row.accessKey}/file.bin` };
}

export async function storedFile(on: Tenant, id: string) {
  const [row] = await db(on, (tx) =>
    tx
      .select()
      .from(schema.attachments)
      .where(and(eq(schema.attachments.incubatorId, on.incubator.id), eq(schema.attachments.id, id))),
  );
  return row;
}

/** A form of a kind, published (a version) unless told otherwise. */
export async function insertForm(on: Tenant, kind: string, options: { published?: boolean } = {}): Promise<string> {
  const id = newId();
  const title = [{ language: 'en' as const, value: `${kind} form` }];
  await db(on, async (tx) => {
    await tx.insert(schema.forms).values({ incubatorId: on.incubator.id, id, kind, title });
    if (options.published === false) return;
    const versionId = newId();
    await tx.insert(schema.formVersions).values({ incubatorId: on.incubator.id, id: versionId, formId: id, number: 1, title, description: [], questions: [] });
    await tx
      .update(schema.forms)
      .set({ versionId, publishedRevision: 0 })
      .where(and(eq(schema.forms.incubatorId, on.incubator.id), eq(schema.forms.id, id)));
  });
  return id;
}

/** A cohort of the course, written directly. */
export async function insertCohort(on: Tenant, courseId: string): Promise<string> {
  const id = newId();
  await db(on, (tx) => tx.insert(schema.courseCohorts).values({ incubatorId: on.incubator.id, id, courseId, name: 'Spring', startsAt: new Date() }));
  return id;
}

/**
 * A learner enrolled in a cohort who has completed `completed` lessons of it, counted as
 * enrolment and progress keep them (the enrolment's completed_units, the cohort's learner_count).
 */
export async function insertLearner(on: Tenant, courseId: string, cohortId: string, userId: string, completed: readonly string[], lastUnitId?: string): Promise<void> {
  const t = on.incubator.id;
  await db(on, async (tx) => {
    await tx.insert(schema.courseEnrolments).values({ incubatorId: t, id: newId(), courseId, cohortId, userId, completedUnits: completed.length, lastUnitId: lastUnitId ?? null });
    for (const unitId of completed) await tx.insert(schema.courseProgress).values({ incubatorId: t, unitId, userId, courseId, cohortId, completedAt: new Date() });
    const [cohort] = await tx
      .select()
      .from(schema.courseCohorts)
      .where(and(eq(schema.courseCohorts.incubatorId, t), eq(schema.courseCohorts.id, cohortId)));
    await tx
      .update(schema.courseCohorts)
      .set({ learnerCount: cohort.learnerCount + 1 })
      .where(and(eq(schema.courseCohorts.incubatorId, t), eq(schema.courseCohorts.id, cohortId)));
  });
}

export async function enrolmentOf(on: Tenant, courseId: string, userId: string) {
  const [row] = await db(on, (tx) =>
    tx
      .select()
      .from(schema.courseEnrolments)
      .where(and(eq(schema.courseEnrolments.incubatorId, on.incubator.id), eq(schema.courseEnrolments.courseId, courseId), eq(schema.courseEnrolments.userId, userId))),
  );
  return row;
}

/** The kinds of domain event recorded about a subject, oldest first. */
export async function eventKinds(on: Tenant, subjectId: string): Promise<string[]> {
  const rows = await db(on, (tx) =>
    tx
      .select({ kind: schema.domainEvents.kind })
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.incubatorId, on.incubator.id), eq(schema.domainEvents.subjectId, subjectId)))
      .orderBy(schema.domainEvents.createdAt),
  );
  return rows.map((r) => r.kind);
}
