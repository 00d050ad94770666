import DataLoader from 'dataloader';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ENROL_MAX } from '@seedbed/contracts/courses';
import { courseEnrolmentSchema, enrolInCohortSchema, removeEnrolmentSchema } from '@seedbed/contracts/courses-input';
import { defineChange } from '../../core/change.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { DomainEvent } from '../../core/events.ts';
import { AppError, notFound, validationError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { viewerAudience } from '../events/visibility.ts';
import { isOpenToViewer, manageableCourse, requireCourseFlag, visibleCourse } from './access.ts';
import { coAttempts, coCohorts, coEnrolments, coProgress, findCourse, findEnrolment, type CohortRow, type CourseRow, type EnrolmentRow } from './repo.ts';

/** Statuses of people who no longer take part: nobody enrols them. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

const members = schema.startupMembers;

/**
 * Enrolments, batched per request but never kept: a change in the same request (a lesson
 * completed, an enrolment made) is read as it now stands.
 */
function enrolmentLoader(ctx: Context) {
  return memo(
    ctx,
    'courseEnrolments',
    () =>
      new DataLoader<{ courseId: string; userId: string }, EnrolmentRow | null, string>(
        async (keys) => {
          const rows = await (await ctx.tx.db())
            .select()
            .from(coEnrolments)
            .where(
              and(
                eq(coEnrolments.incubatorId, ctx.incubator.id),
                inArray(coEnrolments.courseId, [...new Set(keys.map((k) => k.courseId))]),
                inArray(coEnrolments.userId, [...new Set(keys.map((k) => k.userId))]),
              ),
            );
          return keys.map((k) => rows.find((r) => r.courseId === k.courseId && r.userId === k.userId) ?? null);
        },
        { cache: false, cacheKeyFn: (k) => `${k.courseId}:${k.userId}` },
      ),
  );
}

/** A person's enrolment in a course, or null: read as it stands now (batched with the other reads of the moment). */
export const enrolmentOf = (ctx: Context, courseId: string, userId: string): Promise<EnrolmentRow | null> => enrolmentLoader(ctx).load({ courseId, userId });

/**
 * The cohort a learner enrolling themselves joins, among those not yet ended: one offered to one of
 * their programmes, else one open to all (without a programme), else any; of those the latest
 * already started, else the next to start.
 */
export function cohortForLearner(cohorts: readonly CohortRow[], programIds: readonly string[], now: Date): CohortRow | null {
  const running = cohorts.filter((c) => !c.endsAt || c.endsAt > now);
  const theirs = running.filter((c) => c.programId && programIds.includes(c.programId));
  const general = running.filter((c) => !c.programId);
  const pool = theirs.length ? theirs : general.length ? general : running;
  const started = pool.filter((c) => c.startsAt <= now).sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const upcoming = pool.filter((c) => c.startsAt > now).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return started[0] ?? upcoming[0] ?? null;
}

/** The first startup each of these people founded (by when they joined it): the startup they learn for. */
async function firstStartups(db: Db, tenant: string, userIds: readonly string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: members.userId, startupId: members.startupId })
    .from(members)
    .where(and(eq(members.incubatorId, tenant), eq(members.kind, 'founder'), inArray(members.userId, [...userIds])))
    .orderBy(asc(members.createdAt), asc(members.startupId));
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.userId)) first.set(row.userId, row.startupId);
  return first;
}

/** Moves a cohort's counts by these amounts, in the change's transaction. */
async function countInCohort(db: Db, tenant: string, cohortId: string, learners: number, completed: number) {
  if (!learners && !completed) return;
  await db
    .update(coCohorts)
    .set({ learnerCount: sql`${coCohorts.learnerCount} + ${learners}`, completedCount: sql`${coCohorts.completedCount} + ${completed}` })
    .where(and(eq(coCohorts.incubatorId, tenant), eq(coCohorts.id, cohortId)));
}

const enrolmentEvent = (kind: 'courses.enrolled' | 'courses.unenrolled', course: CourseRow, row: EnrolmentRow): DomainEvent => ({
  kind,
  subjectKind: 'course',
  subjectId: course.id,
  data: { courseId: course.id, cohortId: row.cohortId, userId: row.userId, startupId: row.startupId, title: course.title },
});

/**
 * Writes enrolments in one cohort for those not yet enrolled in its course (anyone already
 * enrolled, in whichever cohort, is left as they are), and counts them in the cohort.
 */
async function enrol(ctx: Context, db: Db, cohort: CohortRow, people: ReadonlyMap<string, string | null>): Promise<EnrolmentRow[]> {
  if (!people.size) return [];
  const tenant = ctx.incubator.id;
  const viewerId = requireViewer(ctx).user.id;
  const rows = [...people].map(([userId, startupId]) => ({
    incubatorId: tenant,
    id: newId(),
    courseId: cohort.courseId,
    cohortId: cohort.id,
    userId,
    startupId,
    enrolledBy: viewerId,
  }));
  const inserted = await db.insert(coEnrolments).values(rows).onConflictDoNothing().returning();
  await countInCohort(db, tenant, cohort.id, inserted.length, 0);
  return inserted;
}

/**
 * The viewer enrols themselves (spec 3 §2): the course must be open to them and offer
 * self-enrolment; they join the cohort `cohortForLearner` picks, learning for their first startup.
 * Enrolling again answers the enrolment they hold.
 */
export const enrolInCourse = defineChange({
  input: () => courseEnrolmentSchema(),
  authorize: (ctx, input) => visibleCourse(ctx, input.courseId),
  async write(ctx, db, _input, course) {
    const viewerId = requireViewer(ctx).user.id;
    const held = await findEnrolment(db, ctx.incubator.id, course.id, viewerId);
    if (held) return { result: held, events: [] };
    if (!course.selfEnrolment || !(await isOpenToViewer(ctx, course))) throw new AppError('ENROLMENT_CLOSED', 'courses.enrolment.closed');
    const cohorts = await db
      .select()
      .from(coCohorts)
      .where(and(eq(coCohorts.incubatorId, ctx.incubator.id), eq(coCohorts.courseId, course.id)));
    const cohort = cohortForLearner(cohorts, (await viewerAudience(ctx)).programIds, new Date());
    if (!cohort) throw new AppError('NO_COHORT', 'courses.enrolment.noCohort');
    const startupId = (await firstStartups(db, ctx.incubator.id, [viewerId])).get(viewerId) ?? null;
    const [row] = await enrol(ctx, db, cohort, new Map([[viewerId, startupId]]));
    // Enrolled at the same moment by another request: that enrolment stands.
    if (!row) return { result: (await findEnrolment(db, ctx.incubator.id, course.id, viewerId))!, events: [] };
    return { result: row, events: [enrolmentEvent('courses.enrolled', course, row)] };
  },
});

/** A cohort of the tenant, and its course if the viewer manages it (NOT_FOUND / FORBIDDEN otherwise). */
async function managedCohort(ctx: Context, cohortId: string): Promise<{ cohort: CohortRow; course: CourseRow }> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const [cohort] = await (await ctx.tx.db())
    .select()
    .from(coCohorts)
    .where(and(eq(coCohorts.incubatorId, ctx.incubator.id), eq(coCohorts.id, cohortId)));
  if (!cohort) throw notFound();
  return { cohort, course: await manageableCourse(ctx, cohort.courseId) };
}

/**
 * The course's managers enrol people and startups in a cohort (spec 3 §3). People must be the
 * tenant's and still taking part; a startup (the tenant's) brings its founders, who learn for it.
 * Any unknown person or startup is an error naming it, and nothing is written. At most ENROL_MAX
 * people at once. Answers how many were enrolled: those already in the course are left alone.
 */
export const enrolInCohort = defineChange({
  input: () => enrolInCohortSchema(),
  authorize: (ctx, input) => managedCohort(ctx, input.cohortId),
  async write(ctx, db, input, { cohort, course }) {
    const tenant = ctx.incubator.id;
    const userIds = input.userIds ?? [];
    const startupIds = input.startupIds ?? [];
    const u = schema.users;
    const [people, startups] = await Promise.all([
      userIds.length
        ? db
            .select({ id: u.id })
            .from(u)
            .where(and(eq(u.incubatorId, tenant), inArray(u.id, userIds), notInArray(u.status, GONE_STATUSES)))
        : [],
      startupIds.length
        ? db
            .select({ id: schema.startups.id })
            .from(schema.startups)
            .where(and(eq(schema.startups.incubatorId, tenant), inArray(schema.startups.id, startupIds)))
        : [],
    ]);
    const knownPeople = new Set(people.map((p) => p.id));
    const knownStartups = new Set(startups.map((s) => s.id));
    const problems: FieldError[] = [
      ...userIds.flatMap((id, i) => (knownPeople.has(id) ? [] : [{ field: `userIds.${i}`, key: 'courses.enrolment.unknownPerson' }])),
      ...startupIds.flatMap((id, i) => (knownStartups.has(id) ? [] : [{ field: `startupIds.${i}`, key: 'courses.enrolment.unknownStartup' }])),
    ];
    if (problems.length) throw validationError(problems);

    // Each person once, learning for the first startup named that they found, else for their own first startup.
    const learners = new Map<string, string | null>();
    if (startupIds.length) {
      const founders = await db
        .select({ userId: members.userId, startupId: members.startupId })
        .from(members)
        .innerJoin(u, and(eq(u.incubatorId, members.incubatorId), eq(u.id, members.userId)))
        .where(and(eq(members.incubatorId, tenant), eq(members.kind, 'founder'), inArray(members.startupId, startupIds), notInArray(u.status, GONE_STATUSES)))
        .orderBy(asc(members.createdAt), asc(members.userId));
      for (const startupId of startupIds) {
        for (const f of founders) if (f.startupId === startupId && !learners.has(f.userId)) learners.set(f.userId, startupId);
      }
    }
    const own = await firstStartups(
      db,
      tenant,
      userIds.filter((id) => !learners.has(id)),
    );
    for (const id of userIds) if (!learners.has(id)) learners.set(id, own.get(id) ?? null);
    if (learners.size > ENROL_MAX) throw validationError([{ field: 'userIds', key: 'courses.enrolment.tooMany', params: { max: ENROL_MAX } }]);

    const added = await enrol(ctx, db, cohort, learners);
    return { result: added.length, events: added.map((row) => enrolmentEvent('courses.enrolled', course, row)) };
  },
});

/**
 * Ends an enrolment: the learner's progress and quiz attempts in the course go with it (a cohort's
 * figures count only its learners, and enrolling again starts afresh); work handed in stays, as it
 * may be their startup's. The cohort's counts follow.
 */
async function dropEnrolment(ctx: Context, db: Db, enrolment: EnrolmentRow): Promise<EnrolmentRow> {
  const tenant = ctx.incubator.id;
  const [gone] = await db
    .delete(coEnrolments)
    .where(and(eq(coEnrolments.incubatorId, tenant), eq(coEnrolments.id, enrolment.id)))
    .returning();
  if (!gone) throw notFound();
  const ofLearner = <T extends typeof coProgress | typeof coAttempts>(table: T) =>
    and(eq(table.incubatorId, tenant), eq(table.courseId, gone.courseId), eq(table.userId, gone.userId));
  await db.delete(coProgress).where(ofLearner(coProgress));
  await db.delete(coAttempts).where(ofLearner(coAttempts));
  await countInCohort(db, tenant, gone.cohortId, -1, gone.completedAt ? -1 : 0);
  return gone;
}

/** The course's managers take a learner out of it. */
export const removeEnrolment = defineChange({
  input: () => removeEnrolmentSchema(),
  authorize: async (ctx, input) => {
    requireViewer(ctx);
    requireCourseFlag(ctx);
    const [enrolment] = await (await ctx.tx.db())
      .select()
      .from(coEnrolments)
      .where(and(eq(coEnrolments.incubatorId, ctx.incubator.id), eq(coEnrolments.id, input.enrolmentId)));
    if (!enrolment) throw notFound();
    return { enrolment, course: await manageableCourse(ctx, enrolment.courseId) };
  },
  async write(ctx, db, _input, { enrolment, course }) {
    const gone = await dropEnrolment(ctx, db, enrolment);
    return { result: true, events: [enrolmentEvent('courses.unenrolled', course, gone)] };
  },
});

/** The viewer leaves a course they are enrolled in (NOT_FOUND when they are not). */
export const leaveCourse = defineChange({
  input: () => courseEnrolmentSchema(),
  authorize: async (ctx, input) => {
    const viewerId = requireViewer(ctx).user.id;
    requireCourseFlag(ctx);
    const db = await ctx.tx.db();
    const course = await findCourse(db, ctx.incubator.id, input.courseId);
    const enrolment = course ? await findEnrolment(db, ctx.incubator.id, course.id, viewerId) : null;
    if (!course || !enrolment) throw notFound();
    return { enrolment, course };
  },
  async write(ctx, db, _input, { enrolment, course }) {
    const gone = await dropEnrolment(ctx, db, enrolment);
    return { result: true, events: [enrolmentEvent('courses.unenrolled', course, gone)] };
  },
});
