import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import { emailDeliverySettings, emailMessages, emailRecipients, type EmailRecipientStatus } from '../db/schema/email-delivery.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { queueMessages, type OutgoingMessage } from '../modules/emailDelivery/deliver.ts';
import { DEMO_CO_FOUNDERS } from './demo-startups.ts';

const DAY_MS = 86_400_000;

/** What became of each demo recipient's mail, as a relay and its readers would have made it. */
interface Fate {
  status: EmailRecipientStatus;
  opened?: number;
  clicked?: number;
  reason?: string;
}

const THREADS: Array<{ startup: string; subject: string; html: string; daysAgo: number; fates: Fate[]; cc?: string[] }> = [
  {
    startup: 'GreenLoop',
    subject: 'Demo Day logistics',
    html: '<p>Hello GreenLoop team,</p><p>Demo Day is on the 14th at Station F, Hall B. Your slot is at 15:20: please be backstage 20 minutes before. Slides are due on Monday.</p><p><a href="https://demo.test/demo-day/agenda">Read the agenda</a> · <a href="https://demo.test/demo-day/slides">Upload your slides</a></p><p>Jonas</p>',
    daysAgo: 3,
    fates: [
      { status: 'DELIVERED', opened: 4, clicked: 2 },
      { status: 'DELIVERED', opened: 1 },
    ],
    cc: ['coach@demo.test'],
  },
  {
    startup: 'MediSync',
    subject: 'Your pilot introduction to Hôpital Saint-Louis',
    html: '<p>Hi Karim,</p><p>As promised, here is the introduction to the innovation team at Hôpital Saint-Louis. They expect a one-page summary of the pilot before the call.</p><p><a href="https://demo.test/resources/pilot-one-pager">One-pager template</a></p>',
    daysAgo: 6,
    fates: [{ status: 'BOUNCED', reason: '550 5.1.1 <karim.benali@demo.test>: mailbox unavailable' }],
  },
  {
    startup: 'FarmLink',
    subject: 'Investor office hours next Thursday',
    html: '<p>Hi Léa and Tom,</p><p>Two angels from our network hold office hours next Thursday. Book a 20-minute slot if you want feedback on your seed round.</p><p><a href="https://demo.test/office-hours">Book a slot</a></p>',
    daysAgo: 1,
    fates: [
      { status: 'DEFERRED', reason: '451 4.7.1 Greylisted, please try again later' },
      { status: 'DELIVERED', opened: 2, clicked: 1 },
    ],
  },
];

/**
 * Mail to startups' teams with its delivery as it would have gone: opens, clicks, one bounce and
 * one delayed mail, each an EmailThreadPost on the startup's timeline. The tracking is written
 * with the messages, so the sender finds nothing to send and no demo mail leaves the machine.
 * Opens are counted in the demo: its organisation turned the pixel on.
 */
export async function seedDemoEmailDelivery(services: Services, incubator: IncubatorRow, users: Map<string, string>, startups: Map<string, string>): Promise<void> {
  const sender = users.get('staff@demo.test')!;
  await runAs(services, incubator, sender, async (ctx) => {
    const db = await ctx.tx.db();
    const now = Date.now();
    await db.insert(emailDeliverySettings).values({ incubatorId: incubator.id, id: newId(), openTracking: true }).onConflictDoNothing();
    for (const thread of THREADS) {
      const team = [...(thread.startup === 'GreenLoop' ? ['founder@demo.test'] : []), ...DEMO_CO_FOUNDERS.filter((c) => c.startup === thread.startup).map((c) => c.email)];
      const message: OutgoingMessage = {
        emailId: null,
        subject: thread.subject,
        html: thread.html,
        to: team.map((email) => ({ email, userId: users.get(email) ?? null })),
        cc: thread.cc,
        startupId: startups.get(thread.startup)!,
        bulk: false,
      };
      const [id] = await queueMessages(ctx, [message]);
      const row = { id };
      const sentAt = new Date(now - thread.daysAgo * DAY_MS);
      const [written] = await db
        .update(emailMessages)
        .set({ createdAt: sentAt })
        .where(and(eq(emailMessages.incubatorId, incubator.id), eq(emailMessages.id, row.id)))
        .returning();
      if (written.timelineEventId) {
        await db
          .update(schema.timelineEvents)
          .set({ createdAt: sentAt, updatedAt: sentAt })
          .where(and(eq(schema.timelineEvents.incubatorId, incubator.id), eq(schema.timelineEvents.id, written.timelineEventId)));
      }
      const recipients = await db
        .select()
        .from(emailRecipients)
        .where(and(eq(emailRecipients.incubatorId, incubator.id), eq(emailRecipients.messageId, row.id)));
      for (const [index, recipient] of recipients.entries()) {
        const fate = thread.fates[index % thread.fates.length];
        await db
          .update(emailRecipients)
          .set({
            status: fate.status,
            attempts: fate.status === 'DEFERRED' ? 2 : 1,
            // The relay holds the delayed mail (its report said so): nothing is left for the sender here.
            nextAttemptAt: null,
            smtpResponse: fate.status === 'DELIVERED' ? '250 2.0.0 OK queued' : fate.reason,
            bounceReason: fate.status === 'BOUNCED' ? fate.reason : null,
            smtpMessageId: `<${recipient.token}@demo.localhost>`,
            sentAt: fate.status === 'DELIVERED' ? sentAt : null,
            openedCount: fate.opened ?? 0,
            lastOpenedAt: fate.opened ? new Date(sentAt.getTime() + 5 * 3_600_000) : null,
            clickedCount: fate.clicked ?? 0,
            lastClickedAt: fate.clicked ? new Date(sentAt.getTime() + 5 * 3_600_000) : null,
          })
          .where(and(eq(emailRecipients.incubatorId, incubator.id), eq(emailRecipients.id, recipient.id)));
      }
    }
  });
  await decorateDemoCampaign(services, incubator);
}

/** The campaign the demo sent, when there is one: a believable spread of opens and clicks, one bounce, one delay. */
async function decorateDemoCampaign(services: Services, incubator: IncubatorRow): Promise<void> {
  await runAs(services, incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    const r = emailRecipients;
    const rows = await db
      .select({ id: r.id, emailId: r.emailId })
      .from(r)
      .innerJoin(emailMessages, and(eq(emailMessages.incubatorId, r.incubatorId), eq(emailMessages.id, r.messageId)))
      .where(and(eq(r.incubatorId, incubator.id), inArray(r.status, ['SENT', 'DELIVERED', 'QUEUED']), eq(emailMessages.subject, 'Demo Day logistics')))
      .orderBy(r.email);
    const campaign = rows.filter((row) => row.emailId);
    for (const [index, row] of campaign.entries()) {
      const fate: Fate =
        index === 1
          ? { status: 'BOUNCED', reason: '550 5.1.1 Recipient address rejected: user unknown' }
          : index === 2
            ? { status: 'DEFERRED', reason: '421 4.7.0 Try again later, closing connection' }
            : { status: 'DELIVERED', opened: index % 3, clicked: index % 4 === 0 ? 1 : 0 };
      await db
        .update(r)
        .set({
          status: fate.status,
          nextAttemptAt: null,
          smtpResponse: fate.status === 'DELIVERED' ? '250 2.0.0 OK queued' : fate.reason,
          bounceReason: fate.status === 'BOUNCED' ? fate.reason : null,
          openedCount: fate.opened ?? 0,
          lastOpenedAt: fate.opened ? new Date(Date.now() - 3_600_000 * (index + 1)) : null,
          clickedCount: fate.clicked ?? 0,
          lastClickedAt: fate.clicked ? new Date(Date.now() - 3_600_000 * (index + 1)) : null,
        })
        .where(and(eq(r.incubatorId, incubator.id), eq(r.id, row.id)));
    }
  });
}
