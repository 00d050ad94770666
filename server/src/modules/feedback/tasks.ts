import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { translator } from '../../core/i18n/index.ts';
import { ensureAutomaticTask } from '../tasks/automatic.ts';
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
  if (!userIds.length) return;
  const u = schema.users;
  const people = await db
    .select({ id: u.id, language: u.language, timezone: u.timezone })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...userIds])));
  for (const person of people) {
    const zone = person.timezone ?? ctx.incubator.timezone;
    const t = translator(pickLanguage(person.language, ctx.incubator.defaultLanguage));
    await ensureAutomaticTask(ctx, db, {
      type: 'formSubmissionRequest',
      userId: person.id,
      name: t('feedback.taskName', { title: request.title }),
      url: surveyUrl(request.id),
      perUrl: true,
      dueDate: endOfLocalDay(request.dueDate ?? addDays(localDate(new Date(), zone), DAYS_TO_ANSWER), zone),
    });
  }
}
