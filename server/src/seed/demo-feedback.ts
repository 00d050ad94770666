import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, localDate } from '@seedbed/contracts/time';
import { schema } from '../core/db/pool.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { createFeedbackRequest, submitFeedback } from '../modules/feedback/service.ts';
import { surveyUrl } from '../modules/feedback/repo.ts';
import { completeAutomaticTasks } from '../modules/tasks/automatic.ts';
import { DEMO_CO_FOUNDERS } from './demo-startups.ts';

/** Co-founders who were asked about their mentor sessions but have not answered yet (their task waits). */
const STILL_TO_ANSWER = 3;

/**
 * Two feedback requests on the mentor session form, sent through the service as the staff member
 * would (so each recipient has their task and notification): one to the co-founders, whose answers
 * already given to the form are linked as theirs — all but the last few, who still have it to do —
 * and one about GreenLoop to its founders, answered by one of them.
 */
export async function seedDemoFeedback(services: Services, incubator: IncubatorRow, users: Map<string, string>, startups: Map<string, string>): Promise<void> {
  const staff = users.get('staff@demo.test');
  const greenLoop = startups.get('GreenLoop');
  if (!staff || !greenLoop) return;
  const f = schema.forms;
  const form = await runAs(services, incubator, staff, async (ctx) => {
    const [row] = await (await ctx.tx.db())
      .select({ id: f.id })
      .from(f)
      .where(and(eq(f.incubatorId, incubator.id), eq(f.kind, 'feedback'), sql`${f.title} @> '[{"language":"en","value":"Mentor session feedback"}]'::jsonb`));
    return row ?? null;
  });
  if (!form) return;
  const dueIn = (days: number) => addDays(localDate(new Date(), incubator.timezone), days);
  const coFounders = DEMO_CO_FOUNDERS.map((c) => users.get(c.email)).filter((id): id is string => Boolean(id));

  const sessions = await runAs(services, incubator, staff, (ctx) =>
    createFeedbackRequest(ctx, {
      formId: form.id,
      recipientIds: coFounders,
      title: 'Mentor sessions of the autumn cohort',
      message: 'Tell us how your mentor sessions went this term: it takes two minutes and shapes next term’s pairings.',
      dueDate: dueIn(10),
    }),
  );
  const answered = coFounders.slice(0, coFounders.length - STILL_TO_ANSWER);
  await runAs(services, incubator, staff, async (ctx) => {
    const db = await ctx.tx.db();
    const s = schema.formSubmissions;
    const given = await db
      .select({ id: s.id, respondentId: s.respondentId, submittedAt: s.submittedAt })
      .from(s)
      .where(and(eq(s.incubatorId, incubator.id), eq(s.formId, form.id), eq(s.status, 'submitted'), inArray(s.respondentId, answered)));
    const r = schema.feedbackRecipients;
    for (const submission of given) {
      if (!submission.respondentId) continue;
      await db
        .update(r)
        .set({ submissionId: submission.id, answeredAt: submission.submittedAt })
        .where(and(eq(r.incubatorId, incubator.id), eq(r.requestId, sessions.id), eq(r.userId, submission.respondentId)));
      await completeAutomaticTasks(ctx, db, { type: 'formSubmissionRequest', userId: submission.respondentId, url: surveyUrl(sessions.id) });
    }
  });

  const coaching = await runAs(services, incubator, users.get('coach@demo.test') ?? staff, (ctx) =>
    createFeedbackRequest(ctx, {
      formId: form.id,
      startupIds: [greenLoop],
      subjectKind: 'startup',
      subjectId: greenLoop,
      title: 'Coaching of GreenLoop',
      message: 'How are the weekly coaching sessions working for your team?',
      dueDate: dueIn(5),
    }),
  );
  const ana = users.get('ana.costa@demo.test');
  if (ana) {
    await runAs(services, incubator, ana, (ctx) =>
      submitFeedback(ctx, { answers: { useful: 3, recommend: 8, format: 'onsite', better: 'Shorter sessions, more often.' } }, coaching.id),
    );
  }
}
