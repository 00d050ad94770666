import DataLoader from 'dataloader';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { recordEvent, type EventContext } from '../../core/events.ts';
import { coCohorts, coEnrolments, coProgress, findCourse, findEnrolment, type CourseUnitRow, type EnrolmentRow, type ProgressRow } from './repo.ts';

/** What time it is for drip release and progress; tests set it to a fixed instant. */
export const learningClock = { now: () => new Date() };

const progressKey = (unitId: string, userId: string) => `${userId}:${unitId}`;

/** Per request: learners' progress rows by lesson, one query for a whole outline. */
function progressLoader(ctx: Context) {
  return memo(
    ctx,
    'courseProgress',
    () =>
      new DataLoader<string, ProgressRow | null>(async (keys) => {
        const pairs = keys.map((key) => key.split(':') as [string, string]);
        const rows = await (await ctx.tx.db())
          .select()
          .from(coProgress)
          .where(
            and(
              eq(coProgress.incubatorId, ctx.incubator.id),
              inArray(coProgress.userId, [...new Set(pairs.map(([userId]) => userId))]),
              inArray(coProgress.unitId, [...new Set(pairs.map(([, unitId]) => unitId))]),
            ),
          );
        return keys.map((key) => rows.find((row) => progressKey(row.unitId, row.userId) === key) ?? null);
      }),
  );
}

export const progressOf = (ctx: Context, unitId: string, userId: string): Promise<ProgressRow | null> => progressLoader(ctx).load(progressKey(unitId, userId));

/** After a change to progress, the answer reads it again rather than what the request loaded before. */
export const forgetProgress = (ctx: Context, unitId: string, userId: string) => progressLoader(ctx).clear(progressKey(unitId, userId));

/** "Continue where I left off": the lesson the learner was last at, and when. */
export async function touchEnrolment(ctx: EventContext, db: Db, enrolment: Pick<EnrolmentRow, 'id'>, unitId: string): Promise<void> {
  await db
    .update(coEnrolments)
    .set({ lastUnitId: unitId, lastActivityAt: learningClock.now() })
    .where(and(eq(coEnrolments.incubatorId, ctx.incubator.id), eq(coEnrolments.id, enrolment.id)));
}

/** Where a learner stopped in a video: kept on their progress row, without completing anything. */
export async function savePosition(ctx: EventContext, db: Db, unit: CourseUnitRow, enrolment: EnrolmentRow, seconds: number): Promise<void> {
  const now = learningClock.now();
  await db
    .insert(coProgress)
    .values({
      incubatorId: ctx.incubator.id,
      unitId: unit.id,
      userId: enrolment.userId,
      courseId: unit.courseId,
      cohortId: enrolment.cohortId,
      positionSeconds: seconds,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: [coProgress.incubatorId, coProgress.unitId, coProgress.userId], set: { positionSeconds: seconds, updatedAt: now } });
  await touchEnrolment(ctx, db, enrolment, unit.id);
}

/**
 * Completes a lesson for a learner, in the caller's transaction: their progress row, their
 * enrolment's count of completed lessons and where they are; once that count reaches the course's
 * lessons, the enrolment's completion, the cohort's count of learners done and 'courses.completed'.
 * Idempotent: a lesson already complete (or a person not enrolled) changes nothing and answers
 * false. Counters move only when the progress row changes from open to complete, under that row's
 * lock, so two completions at once count once.
 */
export async function markCompleted(ctx: EventContext, db: Db, unit: CourseUnitRow, userId: string): Promise<boolean> {
  const tenant = ctx.incubator.id;
  const enrolment = await findEnrolment(db, tenant, unit.courseId, userId);
  if (!enrolment) return false;
  const now = learningClock.now();
  const [completed] = await db
    .insert(coProgress)
    .values({ incubatorId: tenant, unitId: unit.id, userId, courseId: unit.courseId, cohortId: enrolment.cohortId, completedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [coProgress.incubatorId, coProgress.unitId, coProgress.userId],
      set: { completedAt: now, updatedAt: now },
      setWhere: isNull(coProgress.completedAt),
    })
    .returning({ unitId: coProgress.unitId });
  if (!completed) return false;

  const [counted] = await db
    .update(coEnrolments)
    .set({ completedUnits: sql`${coEnrolments.completedUnits} + 1`, lastUnitId: unit.id, lastActivityAt: now })
    .where(and(eq(coEnrolments.incubatorId, tenant), eq(coEnrolments.id, enrolment.id)))
    .returning();
  const course = await findCourse(db, tenant, unit.courseId);
  const learner = { courseId: unit.courseId, courseTitle: course?.title ?? '', cohortId: enrolment.cohortId, userId, startupId: enrolment.startupId };
  await recordEvent(ctx, db, {
    kind: 'courses.lessonCompleted',
    subjectKind: 'courseUnit',
    subjectId: unit.id,
    actorId: userId,
    data: { ...learner, unitId: unit.id, lessonTitle: unit.title },
  });

  if (!course || counted.completedAt || counted.completedUnits < course.unitCount) return true;
  const [done] = await db
    .update(coEnrolments)
    .set({ completedAt: now })
    .where(and(eq(coEnrolments.incubatorId, tenant), eq(coEnrolments.id, enrolment.id), isNull(coEnrolments.completedAt)))
    .returning({ id: coEnrolments.id });
  if (!done) return true;
  await db
    .update(coCohorts)
    .set({ completedCount: sql`${coCohorts.completedCount} + 1` })
    .where(and(eq(coCohorts.incubatorId, tenant), eq(coCohorts.id, enrolment.cohortId)));
  await recordEvent(ctx, db, {
    kind: 'courses.completed',
    subjectKind: 'course',
    subjectId: unit.courseId,
    actorId: userId,
    data: { ...learner, enrolmentId: enrolment.id },
  });
  return true;
}
