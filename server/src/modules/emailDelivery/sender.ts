import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type SentMessageInfo, type Transporter } from 'nodemailer';
import { pickLanguage } from '@seedbed/contracts/languages';
import { translator } from '../../core/i18n/index.ts';
import { asSystem, everyInterval, sweepTenants } from '../../core/sweep.ts';
import type { Services } from '../../core/services.ts';
import { emailMessages, emailRecipients, emailUnsubscribes, type EmailMessageRow, type EmailRecipientRow, type EmailRecipientStatus } from '../../db/schema/email-delivery.ts';
import { users, type IncubatorRow } from '../../db/schema/index.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { renderInLayout } from '../emailTemplates/layout.ts';
import { escapeHtml } from '../emailTemplates/html.ts';
import type { Background } from '../server-module.ts';
import { rewriteLinks } from './links.ts';
import { deliverySettings } from './settings.ts';
import { trackingAddresses } from './addresses.ts';

/** Mail taken at once from one tenant's queue; the sender comes back for more until none is due. */
const BATCH = 50;
/** How long a claim holds: a server that stops mid-send leaves its mail to be taken again after this. */
const CLAIM_MS = 10 * 60_000;
/** A deferred mail is tried this many times in all, then counted as bounced. */
export const MAX_ATTEMPTS = 5;
/** Waits after each deferral: one minute, then four times longer each time. */
export const retryDelayMs = (attempts: number): number => 60_000 * 4 ** Math.max(0, attempts - 1);

interface Claimed {
  recipient: EmailRecipientRow;
  message: EmailMessageRow;
  /** The language of the person the mail goes to, when it goes to one: the frame (footer, direction) reads in it. */
  language: string | null;
}

interface Outcome {
  status: EmailRecipientStatus;
  smtpResponse?: string | null;
  bounceReason?: string | null;
  smtpMessageId?: string | null;
  retryAt?: Date | null;
}

const transports = new WeakMap<Services, Transporter | null>();
function transportOf(services: Services): Transporter | null {
  if (!transports.has(services)) transports.set(services, services.config.smtpUrl ? nodemailer.createTransport(services.config.smtpUrl) : null);
  return transports.get(services) ?? null;
}

/** Takes the due mail of a tenant, moving it forward by a claim so that no other server takes it meanwhile. */
async function claim(services: Services, incubator: IncubatorRow, now: Date): Promise<Claimed[]> {
  return asSystem(services, incubator, async (_ctx, db) => {
    const r = emailRecipients;
    const due = await db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.incubatorId, incubator.id), inArray(r.status, ['QUEUED', 'DEFERRED']), lte(r.nextAttemptAt, now)))
      .orderBy(asc(r.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    const recipients = await db
      .update(r)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${r.attempts} + 1` })
      .where(
        and(
          eq(r.incubatorId, incubator.id),
          inArray(
            r.id,
            due.map((d) => d.id),
          ),
        ),
      )
      .returning();
    const messageIds = [...new Set(recipients.map((x) => x.messageId))];
    const messages = await db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.incubatorId, incubator.id), inArray(emailMessages.id, messageIds)));
    const byId = new Map(messages.map((m) => [m.id, m]));
    const userIds = [...new Set(recipients.flatMap((x) => (x.userId ? [x.userId] : [])))];
    const people = userIds.length
      ? await db
          .select({ id: users.id, language: users.language })
          .from(users)
          .where(and(eq(users.incubatorId, incubator.id), inArray(users.id, userIds)))
      : [];
    const languages = new Map(people.map((p) => [p.id, p.language]));
    return recipients.map((recipient) => ({ recipient, message: byId.get(recipient.messageId)!, language: (recipient.userId && languages.get(recipient.userId)) || null }));
  });
}

/** The first recipient (by id) of a message carries its copies, so that cc and bcc hear it once. */
async function firstRecipients(services: Services, incubator: IncubatorRow, messageIds: string[]): Promise<Set<string>> {
  if (!messageIds.length) return new Set();
  return asSystem(services, incubator, async (_ctx, db) => {
    const r = emailRecipients;
    const rows = await db
      .selectDistinctOn([r.messageId], { id: r.id })
      .from(r)
      .where(and(eq(r.incubatorId, incubator.id), inArray(r.messageId, messageIds)))
      .orderBy(r.messageId, asc(r.id));
    return new Set(rows.map((x) => x.id));
  });
}

/** The SMTP answer's code and text, from a rejection of the whole mail or of its one recipient. */
function answerOf(error: unknown): { code: number | null; text: string } {
  const e = error as { responseCode?: number; response?: string; message?: string };
  return { code: typeof e.responseCode === 'number' ? e.responseCode : null, text: (e.response ?? e.message ?? 'delivery failed').slice(0, 1000) };
}

/** What an SMTP refusal means: a temporary one (4xx, or no answer at all) is tried again later, a permanent one bounces. */
export function refusalOutcome(answer: { code: number | null; text: string }, attempts: number, now: Date): Outcome {
  const temporary = answer.code === null || (answer.code >= 400 && answer.code < 500);
  if (temporary && attempts < MAX_ATTEMPTS) return { status: 'DEFERRED', smtpResponse: answer.text, retryAt: new Date(now.getTime() + retryDelayMs(attempts)) };
  return { status: 'BOUNCED', smtpResponse: answer.text, bounceReason: answer.text };
}

async function sendOne(services: Services, incubator: IncubatorRow, item: Claimed, carriesCopies: boolean, openTracking: boolean, now: Date): Promise<Outcome> {
  const { recipient, message } = item;
  const transport = transportOf(services);
  const origin = tenantUrl(services.config, incubator);
  const addresses = trackingAddresses(origin, recipient.token);
  const allowed = new Set(message.links);
  const language = pickLanguage(item.language, incubator.defaultLanguage);
  const t = translator(language);
  const body = rewriteLinks(message.html, (url) => (allowed.has(url) ? addresses.click(url) : url));
  const footerHtml = message.bulk
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(addresses.unsubscribe)}">${escapeHtml(t('emailDelivery.mail.unsubscribe'))}</a></p>`
    : undefined;
  const rendered = await asSystem(services, incubator, (_ctx, db) =>
    renderInLayout(db, incubator, { subject: message.subject, html: body }, { layoutId: message.layoutId, footerHtml, origin, language }),
  );
  // The pixel is the last thing in the body, and only where the organisation chose to count opens.
  const pixel = `<img src="${escapeHtml(addresses.open)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`;
  const html = openTracking ? (rendered.html.includes('</body>') ? rendered.html.replace('</body>', `${pixel}\n</body>`) : `${rendered.html}${pixel}`) : rendered.html;
  const text = message.bulk ? `${rendered.text}\n${t('emailDelivery.mail.unsubscribe')}: ${addresses.unsubscribe}\n` : rendered.text;
  const messageId = `<${recipient.token}@${new URL(origin).hostname}>`;
  if (!transport) {
    services.log.info({ to: recipient.email, subject: message.subject }, 'tracked mail not sent (no SMTP server configured)');
    return { status: 'SENT', smtpMessageId: messageId, smtpResponse: null };
  }
  try {
    const info: SentMessageInfo = await transport.sendMail({
      from: services.config.mailFrom,
      to: recipient.email,
      cc: carriesCopies && message.cc.length ? message.cc : undefined,
      bcc: carriesCopies && message.bcc.length ? message.bcc : undefined,
      subject: rendered.subject,
      html,
      text,
      messageId,
      headers: {
        'X-Seedbed-Token': recipient.token,
        ...(message.bulk ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', Precedence: 'bulk' } : {}),
      },
      // nodemailer writes List-Unsubscribe itself from `list` (a raw header of that name comes out empty).
      list: message.bulk ? { unsubscribe: { url: addresses.unsubscribe, comment: t('emailDelivery.mail.unsubscribe') } } : undefined,
    });
    // The relay may take the copies and refuse the recipient: the recipient's own answer is what counts.
    const refused = (info.rejectedErrors as unknown[] | undefined)?.find((e) => (e as { recipient?: string }).recipient === recipient.email);
    if (refused || (info.rejected as string[] | undefined)?.includes(recipient.email)) {
      return { ...refusalOutcome(answerOf(refused ?? { message: 'recipient refused' }), recipient.attempts, now), smtpMessageId: messageId };
    }
    return { status: 'DELIVERED', smtpResponse: String(info.response ?? '').slice(0, 1000), smtpMessageId: messageId };
  } catch (error) {
    return { ...refusalOutcome(answerOf(error), recipient.attempts, now), smtpMessageId: messageId };
  }
}

async function record(services: Services, incubator: IncubatorRow, recipientId: string, outcome: Outcome, now: Date): Promise<void> {
  await asSystem(services, incubator, (_ctx, db) =>
    db
      .update(emailRecipients)
      .set({
        status: outcome.status,
        smtpResponse: outcome.smtpResponse ?? null,
        bounceReason: outcome.bounceReason ?? null,
        smtpMessageId: outcome.smtpMessageId ?? null,
        nextAttemptAt: outcome.retryAt ?? null,
        sentAt: outcome.status === 'DELIVERED' || outcome.status === 'SENT' ? now : null,
        updatedAt: now,
      })
      .where(and(eq(emailRecipients.incubatorId, incubator.id), eq(emailRecipients.id, recipientId), inArray(emailRecipients.status, ['QUEUED', 'DEFERRED']))),
  );
}

/** The addresses among `emails` that unsubscribed from the organisation's bulk mail. */
async function unsubscribedAmong(services: Services, incubator: IncubatorRow, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await asSystem(services, incubator, (_ctx, db) =>
    db
      .select({ email: emailUnsubscribes.email })
      .from(emailUnsubscribes)
      .where(and(eq(emailUnsubscribes.incubatorId, incubator.id), inArray(emailUnsubscribes.email, emails))),
  );
  return new Set(rows.map((r) => r.email));
}

/**
 * Sends a tenant's due mail, one SMTP conversation per recipient so that each has their own
 * answer, tracking links and unsubscribe key. Answers how many mails it took.
 */
export async function deliverDue(services: Services, incubator: IncubatorRow, now = new Date()): Promise<number> {
  let taken = 0;
  for (;;) {
    const claimed = await claim(services, incubator, now);
    if (!claimed.length) return taken;
    taken += claimed.length;
    const settings = await asSystem(services, incubator, (_ctx, db) => deliverySettings(db, incubator.id));
    const unsubscribed = await unsubscribedAmong(
      services,
      incubator,
      claimed.filter((c) => c.message.bulk).map((c) => c.recipient.email),
    );
    const carriers = await firstRecipients(services, incubator, [...new Set(claimed.filter((c) => c.message.cc.length || c.message.bcc.length).map((c) => c.message.id))]);
    for (const item of claimed) {
      const outcome: Outcome =
        item.message.bulk && unsubscribed.has(item.recipient.email)
          ? { status: 'DROPPED', smtpResponse: null, bounceReason: 'unsubscribed' }
          : await sendOne(services, incubator, item, carriers.has(item.recipient.id), settings.openTracking, now);
      await record(services, incubator, item.recipient.id, outcome, now);
    }
    if (claimed.length < BATCH) return taken;
  }
}

interface Sender {
  kick(incubator: IncubatorRow): void;
  /** Resolves once nothing is being sent (tests wait for it). */
  idle(): Promise<void>;
}

const senders = new WeakMap<Services, Sender>();

/** Sends a tenant's queued mail now, on this server, when its sender runs; the sweep takes it otherwise. */
export function kickSender(services: Services, incubator: IncubatorRow): void {
  senders.get(services)?.kick(incubator);
}

export const senderOf = (services: Services): Sender | undefined => senders.get(services);

/** The sender: kicked after each commit that queued mail, and sweeping every tenant for due mail (retries, a stopped server's claims). */
export function startSender(services: Services): Background {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let stopping = false;
  const run = (incubator: IncubatorRow): Promise<void> =>
    deliverDue(services, incubator)
      .then(() => undefined)
      .catch((error) => services.log.error({ err: (error as Error).message, incubatorId: incubator.id }, 'tracked mail sending failed'))
      .finally(() => {
        running.delete(incubator.id);
        if (again.delete(incubator.id) && !stopping) sender.kick(incubator);
      });
  const sender: Sender = {
    kick(incubator) {
      if (stopping) return;
      if (running.has(incubator.id)) {
        again.add(incubator.id);
        return;
      }
      running.set(incubator.id, run(incubator));
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running.values()]);
    },
  };
  senders.set(services, sender);
  const sweep = everyInterval(services, 'tracked mail sweep', services.config.emailDelivery.sweepIntervalMs, (now, signal) =>
    sweepTenants(services, 'tracked mail sweep', (incubator) => deliverDue(services, incubator, now), { signal }),
  );
  return {
    async stop() {
      stopping = true;
      await sweep.stop();
      await sender.idle();
      senders.delete(services);
    },
  };
}
