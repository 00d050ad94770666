import type { Db } from '../../core/db/pool.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { NOTE_KIND } from '../timeline/note-kind.ts';

/**
 * Writes what the other features record when a person takes part, as they record it, at chosen
 * instants: the demo's history and the tests and the bench that count it. Nothing here is an
 * action of the product; each function stores the rows such an action leaves.
 */
export function activityWriter(db: Db, incubatorId: string) {
  const tenant = { incubatorId };
  let course: { courseId: string; outlineUnitId: string; cohortId: string } | null = null;

  async function ensureCourse() {
    if (course) return course;
    const courseId = newId();
    const outlineUnitId = newId();
    const cohortId = newId();
    await db.insert(schema.courses).values({ ...tenant, id: courseId, title: 'Founder essentials', status: 'PUBLISHED' });
    await db.insert(schema.courseOutlineUnits).values({ ...tenant, id: outlineUnitId, courseId, title: 'Foundations' });
    await db.insert(schema.courseCohorts).values({ ...tenant, id: cohortId, courseId, name: 'Open cohort', startsAt: new Date('2020-01-01T00:00:00Z') });
    course = { courseId, outlineUnitId, cohortId };
    return course;
  }

  return {
    /** A sign-in: the token it issued. */
    signIn: (userId: string, at: Date) =>
      db.insert(schema.authTokens).values({ ...tenant, id: newId(), userId, tokenHash: `activity-${newId()}`, createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000) }),

    /** Many sign-ins of one person at once (a history). */
    async signIns(userId: string, instants: readonly Date[]) {
      for (let i = 0; i < instants.length; i += 1000)
        await db
          .insert(schema.authTokens)
          .values(
            instants
              .slice(i, i + 1000)
              .map((at) => ({ ...tenant, id: newId(), userId, tokenHash: `activity-${newId()}`, createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000) })),
          );
    },

    /** A coaching session of the startup with its attendees (and its coach), held or cancelled. */
    async session(startupId: string, startsAt: Date, attendees: string[], options: { coachId?: string; cancelled?: boolean; name?: string } = {}) {
      const id = newId();
      await db.insert(schema.coachingSessions).values({
        ...tenant,
        id,
        name: options.name ?? 'Coaching session',
        startupId,
        startsAt,
        cancelledAt: options.cancelled ? startsAt : null,
        createdBy: options.coachId ?? null,
      });
      const people = [...attendees.map((userId) => ({ userId, role: 'attendee' })), ...(options.coachId ? [{ userId: options.coachId, role: 'coach' }] : [])];
      await db.insert(schema.coachingSessionPeople).values(people.map((p) => ({ ...tenant, sessionId: id, startsAt, ...p })));
      return id;
    },

    /** A task given to a person, done at `completedAt` or still open. */
    async task(userId: string, dueDate: Date, completedAt: Date | null, options: { startupId?: string; name?: string } = {}) {
      const taskId = newId();
      await db.insert(schema.tasks).values({ ...tenant, id: taskId, name: options.name ?? 'Task', dueDate, startupId: options.startupId ?? null });
      await db.insert(schema.taskAssignees).values({ ...tenant, taskId, userId, dueDate, done: completedAt !== null, status: completedAt ? 'done' : 'pending', completedAt });
      return taskId;
    },

    /** A metrics period of the startup, due on `dueDate`, submitted by someone at `submittedAt` (or not yet). */
    async metricPeriod(startupId: string, periodFrom: string, periodTo: string, dueDate: string, submitted: { by: string; at: Date } | null) {
      const id = newId();
      await db
        .insert(schema.metricPeriods)
        .values({ ...tenant, id, startupId, periodFrom, periodTo, dueDate, submittedAt: submitted?.at ?? null, submittedBy: submitted?.by ?? null });
      return id;
    },

    /** A lesson of a course completed by a person. */
    async lesson(userId: string, completedAt: Date, title = 'Lesson') {
      const { courseId, outlineUnitId, cohortId } = await ensureCourse();
      const unitId = newId();
      await db.insert(schema.courseUnits).values({ ...tenant, id: unitId, courseId, outlineUnitId, type: 'ARTICLE', title });
      await db.insert(schema.courseProgress).values({ ...tenant, unitId, userId, courseId, cohortId, completedAt, updatedAt: completedAt });
    },

    /** A community post, or a reply under `rootId`. */
    communityPost: (authorId: string, at: Date, content: string, rootId?: string) => {
      const id = newId();
      return db
        .insert(schema.communityPosts)
        .values({ ...tenant, id, authorId, content, rootId: rootId ?? null, parentId: rootId ?? null, createdAt: at, updatedAt: at })
        .then(() => id);
    },

    /** A note on the startup's timeline. */
    note: (startupId: string, authorId: string, at: Date, message: string) =>
      db.insert(schema.timelineEvents).values({ ...tenant, id: newId(), startupId, kind: NOTE_KIND, createdBy: authorId, message, createdAt: at, updatedAt: at }),
  };
}
export type ActivityWriter = ReturnType<typeof activityWriter>;
