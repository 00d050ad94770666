import { and, eq } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EventContext, EventReactions } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import { completeAutomaticTasks, ensureAutomaticTask } from '../tasks/automatic.ts';
import { a, t } from '../tasks/repo.ts';
import { displayName } from '../users/display-name.ts';
import { coAdmins, coSubmissions } from './repo.ts';

type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

/** Where a hand-in is reviewed: the course dashboard's submission. */
export const submissionReviewUrl = (courseId: string, submissionId: string) => `/courses/management/course/${courseId}/dashboard/submissions/${submissionId}`;
/** How long reviewers are given. */
const DAYS_TO_REVIEW = 7;

/**
 * Work handed in gives each administrator of the course a task to review it, named in their
 * language ("Review the hand-in of … for …": the learner, or the startup it was handed in for),
 * due within a week of their days. A hand-in again after changes were asked for opens a new one.
 */
export async function askForReview(ctx: SystemContext, db: Db, data: { courseId: string; submissionId: string; lessonTitle: string }): Promise<void> {
  const tenant = ctx.incubator.id;
  const [submission] = await db
    .select()
    .from(coSubmissions)
    .where(and(eq(coSubmissions.incubatorId, tenant), eq(coSubmissions.id, data.submissionId)));
  if (submission?.status !== 'SUBMITTED') return;
  const [author] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.incubatorId, tenant), eq(schema.users.id, submission.userId)));
  const [startup] = submission.startupId
    ? await db
        .select({ name: schema.startups.name })
        .from(schema.startups)
        .where(and(eq(schema.startups.incubatorId, tenant), eq(schema.startups.id, submission.startupId)))
    : [];
  const reviewers = await db
    .select({ user: schema.users })
    .from(coAdmins)
    .innerJoin(schema.users, and(eq(schema.users.incubatorId, coAdmins.incubatorId), eq(schema.users.id, coAdmins.userId)))
    .where(and(eq(coAdmins.incubatorId, tenant), eq(coAdmins.courseId, data.courseId)));
  const url = submissionReviewUrl(data.courseId, submission.id);
  for (const { user } of reviewers) {
    if (user.id === submission.userId || user.status === 'deleted') continue;
    const tr = translator(pickLanguage(user.language, ctx.incubator.defaultLanguage));
    const zone = user.timezone ?? ctx.incubator.timezone;
    const learner = startup?.name ?? (author ? displayName(author, { t: tr }) : '');
    await ensureAutomaticTask(ctx, db, {
      type: 'courseReview',
      userId: user.id,
      name: tr('courses.staff.reviewTask', { learner, lesson: data.lessonTitle }),
      url,
      dueDate: endOfLocalDay(addDays(localDate(new Date(), zone), DAYS_TO_REVIEW), zone),
      perUrl: true,
    });
  }
}

/** A verdict given by any reviewer is the review every administrator was asked for. */
async function reviewDone(ctx: SystemContext, db: Db, data: { courseId: string; submissionId: string }): Promise<void> {
  const url = submissionReviewUrl(data.courseId, data.submissionId);
  const open = await db
    .selectDistinct({ userId: a.userId })
    .from(a)
    .innerJoin(t, and(eq(t.incubatorId, a.incubatorId), eq(t.id, a.taskId)))
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.done, false), eq(t.taskType, 'courseReview'), eq(t.url, url)));
  for (const { userId } of open) await completeAutomaticTasks(ctx, db, { type: 'courseReview', userId, url });
}

const system = (ctx: EventContext) => ctx as SystemContext;

export const reviewTaskReactions: EventReactions = {
  'courses.handedIn': async (ctx, db, event) => askForReview(system(ctx), db, event.data),
  'courses.reviewed': async (ctx, db, event) => reviewDone(system(ctx), db, event.data),
};
