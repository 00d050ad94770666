import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { translator } from '../../core/i18n/index.ts';
import { ensureAutomaticTask, retimeAutomaticTasks } from '../tasks/automatic.ts';
import { surveyUrl, type FeedbackRequestRow } from './repo.ts';

type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

/** Without a due date on the request, a fortnight to answer, counted in the person's own days. */
const DAYS_TO_ANSWER = 14;

/**
 * Each person asked gets a formSubmissionRequest task leading to their survey, named in their own
 * language and due at the end of the request's due date where they are. One task per survey: a
 * person asked twice has two.
 */
export async function giveSurveyTasks(ctx: SystemContext, db: Db, request: Pick<FeedbackRequestRow, 'id' | 'title' | 'dueDate'>, userIds: readonly string[]): Promise<void> {
  const people = await peopleOf(ctx, db, userIds);
  for (const person of people.values()) {
    await ensureAutomaticTask(ctx, db, {
      type: 'formSubmissionRequest',
      userId: person.id,
      url: surveyUrl(request.id),
      perUrl: true,
      ...surveyTask(ctx, request, person),
    });
  }
}

/**
 * A request's new title or due date reaches the tasks of those who have not answered yet; without
 * a due date any more, each task keeps the one it had.
 */
export async function retimeSurveyTasks(ctx: SystemContext, db: Db, request: Pick<FeedbackRequestRow, 'id' | 'title' | 'dueDate'>): Promise<void> {
  const recipients = await db
    .select({ userId: schema.feedbackRecipients.userId })
    .from(schema.feedbackRecipients)
    .where(and(eq(schema.feedbackRecipients.incubatorId, ctx.incubator.id), eq(schema.feedbackRecipients.requestId, request.id)));
  const people = await peopleOf(
    ctx,
    db,
    recipients.map((r) => r.userId),
  );
  await retimeAutomaticTasks(ctx, db, { type: 'formSubmissionRequest', url: surveyUrl(request.id) }, async (userId, task) => {
    const person = people.get(userId);
    if (!person) return { name: task.name, dueDate: task.dueDate };
    const next = surveyTask(ctx, request, person);
    return request.dueDate ? next : { name: next.name, dueDate: task.dueDate };
  });
}

type Person = { id: string; language: string | null; timezone: string | null };

async function peopleOf(ctx: SystemContext, db: Db, userIds: readonly string[]): Promise<Map<string, Person>> {
  if (!userIds.length) return new Map();
  const u = schema.users;
  const rows = await db
    .select({ id: u.id, language: u.language, timezone: u.timezone })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...userIds])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A survey task as its person reads it: named in their language, due at the end of the due date where they are. */
function surveyTask(ctx: SystemContext, request: Pick<FeedbackRequestRow, 'title' | 'dueDate'>, person: Person): { name: string; dueDate: Date } {
  const zone = person.timezone ?? ctx.incubator.timezone;
  const t = translator(pickLanguage(person.language, ctx.incubator.defaultLanguage));
  return {
    name: t('feedback.taskName', { title: request.title }),
    dueDate: endOfLocalDay(request.dueDate ?? addDays(localDate(new Date(), zone), DAYS_TO_ANSWER), zone),
  };
}
