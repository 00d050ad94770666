import { and, eq, sql } from 'drizzle-orm';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import { schema } from '../core/db/pool.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { createPlannedAction } from '../modules/emails/planned.ts';
import { createEmail, scheduleEmail, sendEmail } from '../modules/emails/service.ts';
import { DEMO_STARTUPS } from './demo-startups.ts';

const DAY_MS = 86_400_000;

/** The sent campaign: its subject is what the delivery demo looks for to give its mails opens and a bounce. */
const DEMO_DAY_SUBJECT = 'Demo Day logistics';

const DEMO_DAY_BODY = `<p>Hello {{firstName}},</p>
<p>Demo Day is on the 14th at Station F, Hall B. {{startupName}} pitches in the afternoon session: please be backstage 20 minutes before your slot, with your slides uploaded by Monday.</p>
<ul><li>Doors open at 13:30; pitches start at 14:00.</li><li>Five minutes on stage, three for questions.</li><li>Investors stay for drinks from 18:00.</li></ul>
<p>Your agenda and slot are on your profile: {{profileLink}}</p>
<p>See you there,<br>The {{organisationName}} team</p>`;

/**
 * The demo's campaigns and planned actions, written through the module's own changes as the
 * programme manager: "Demo Day logistics" sent to the climate cohort's founders (queued through
 * delivery, which the delivery demo then marks opened, clicked, bounced), a draft to the mentors, a
 * reminder scheduled for next week, and a task and a feedback request planned ahead. Run before
 * the delivery demo.
 */
export async function seedDemoEmails(services: Services, incubator: IncubatorRow, users: Map<string, string>, startups: Map<string, string>): Promise<void> {
  const staff = users.get('staff@demo.test');
  if (!staff) return;
  const cohort = DEMO_STARTUPS.filter((s) => s.program === 0)
    .map((s) => startups.get(s.name))
    .filter((id): id is string => Boolean(id));
  const design = await runAs(services, incubator, staff, async (ctx) => {
    const designs = schema.emailTemplates;
    const [row] = await (await ctx.tx.db())
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.incubatorId, incubator.id), eq(designs.isDefault, true)));
    return row?.id ?? null;
  });

  const sent = await runAs(services, incubator, staff, async (ctx) => {
    const email = await createEmail(ctx, {
      subject: DEMO_DAY_SUBJECT,
      content: DEMO_DAY_BODY,
      recipients: { startupIds: cohort },
      ...(design ? { layoutId: design } : {}),
    });
    return sendEmail(ctx, {}, email.id);
  });
  // It went out two days ago: the list and the report read as they would have since.
  await runAs(services, incubator, null, async (ctx) => {
    const sentAt = new Date(Date.now() - 2 * DAY_MS);
    await (await ctx.tx.db())
      .update(schema.emails)
      .set({ sentAt, createdAt: new Date(sentAt.getTime() - 3_600_000), updatedAt: sentAt })
      .where(and(eq(schema.emails.incubatorId, incubator.id), eq(schema.emails.id, sent.id)));
  });

  const mentors = ['mentor@demo.test', 'expert@demo.test', 'evaluator@demo.test'].map((e) => users.get(e)).filter((id): id is string => Boolean(id));
  await runAs(services, incubator, staff, (ctx) =>
    createEmail(ctx, {
      subject: 'Mentor office hours in March',
      content:
        '<p>Dear {{firstName}},</p><p>We are opening mentor office hours for the spring cohort. Could you tell us which Thursday afternoons suit you? Founders will book 30-minute slots.</p><p>Thank you for your time,<br>{{organisationName}}</p>',
      recipients: { userIds: mentors },
    }),
  );

  const everyTeam = [...startups.values()];
  await runAs(services, incubator, staff, async (ctx) => {
    const email = await createEmail(ctx, {
      subject: 'Monthly metrics are due on Friday',
      content:
        '<p>Hi {{firstName}},</p><p>The monthly metrics of {{startupName}} are due this Friday. It takes ten minutes: revenue, customers, burn and headcount.</p><p>Sign in to fill them in: {{loginLink}}</p>',
      recipients: { startupIds: everyTeam },
    });
    const nextWeek = endOfLocalDay(addDays(localDate(new Date(), incubator.timezone), 6), incubator.timezone);
    await scheduleEmail(ctx, { runAt: new Date(nextWeek.getTime() - 9 * 3_600_000).toISOString() }, email.id);
  });

  const founder = users.get('founder@demo.test');
  const coach = users.get('coach@demo.test');
  if (coach && founder) {
    await runAs(services, incubator, staff, (ctx) =>
      createPlannedAction(ctx, {
        kind: 'TASK',
        runAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
        payload: JSON.stringify({
          name: 'Rehearse the Demo Day pitch with GreenLoop',
          dueDate: endOfLocalDay(addDays(localDate(new Date(), incubator.timezone), 8), incubator.timezone).toISOString(),
          assignees: [
            { type: 'user', value: coach },
            { type: 'user', value: founder },
          ],
        }),
      }),
    );
  }

  const f = schema.forms;
  const form = await runAs(services, incubator, staff, async (ctx) => {
    const [row] = await (await ctx.tx.db())
      .select({ id: f.id })
      .from(f)
      .where(and(eq(f.incubatorId, incubator.id), eq(f.kind, 'feedback'), sql`${f.title} @> '[{"language":"en","value":"Mentor session feedback"}]'::jsonb`));
    return row ?? null;
  });
  if (form && cohort.length) {
    await runAs(services, incubator, staff, (ctx) =>
      createPlannedAction(ctx, {
        kind: 'FEEDBACK_REQUEST',
        runAt: new Date(Date.now() + 10 * DAY_MS).toISOString(),
        payload: JSON.stringify({
          formId: form.id,
          startupIds: cohort,
          title: 'How did Demo Day go for you?',
          message: 'A few questions on the preparation, the coaching and the day itself.',
          dueDate: addDays(localDate(new Date(), incubator.timezone), 17),
        }),
      }),
    );
  }
}
