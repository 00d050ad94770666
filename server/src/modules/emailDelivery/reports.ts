import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emailEventsBody, type EmailEventKind, type EmailEventReport, type EmailRecipientStatus } from '@seedbed/contracts/email-delivery';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { emailRecipients, type EmailRecipientRow } from '../../db/schema/email-delivery.ts';
import { deliverySettings } from './settings.ts';
import { recipientByToken, unsubscribeAddress } from './tracking.ts';

const STATUS_OF: Record<EmailEventKind, EmailRecipientStatus> = {
  delivered: 'DELIVERED',
  deferred: 'DEFERRED',
  bounced: 'BOUNCED',
  dropped: 'DROPPED',
  spam: 'SPAM',
};

/** The hex HMAC-SHA256 of the body under a secret, as the relay sends it in X-Seedbed-Signature. */
export const signReport = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('hex');

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the body was signed with the organisation's secret or the installation's. */
export async function signedByRelay(ctx: Context, body: string, header: string | undefined): Promise<boolean> {
  const given = header
    ?.trim()
    .replace(/^sha256=/i, '')
    .toLowerCase();
  if (!given) return false;
  const own = (await deliverySettings(await ctx.tx.db(), ctx.incubator.id)).eventsSecret;
  const secrets = [own, ctx.services.config.emailDelivery.eventsSecret].filter((s): s is string => Boolean(s));
  return secrets.some((secret) => matches(signReport(secret, body), given));
}

export type ParsedReports = { ok: true; reports: EmailEventReport[] } | { ok: false; message: string };

/** The body as a list of reports, or what is wrong with it, in words a relay's operator can act on. */
export function parseReports(body: string): ParsedReports {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The body is not JSON.' };
  }
  const result = emailEventsBody.safeParse(value);
  if (result.success) return { ok: true, reports: result.data };
  const issue = result.error.issues[0];
  const at = issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return { ok: false, message: `Expected a list of { token | messageId, event: delivered | deferred | bounced | dropped | spam, reason? }: ${issue.message}${at}.` };
}

async function recipientOf(db: Db, incubatorId: string, report: EmailEventReport): Promise<EmailRecipientRow | null> {
  if (report.token) return recipientByToken(db, incubatorId, report.token);
  const id = report.messageId!.replace(/^<?/, '<').replace(/>?$/, '>');
  const [row] = await db
    .select()
    .from(emailRecipients)
    .where(and(eq(emailRecipients.incubatorId, incubatorId), eq(emailRecipients.smtpMessageId, id)));
  return row ?? null;
}

/**
 * Applies the relay's reports to the mails they name in this organisation: a complaint is final
 * (and the address leaves the bulk mail), the relay's own retries are its business, so a deferral
 * here schedules nothing. Unknown mails (or another organisation's) are counted and left.
 */
export async function applyReports(ctx: Context, reports: EmailEventReport[]): Promise<{ applied: number; ignored: number }> {
  const db = await ctx.tx.db();
  let applied = 0;
  for (const report of reports) {
    const recipient = await recipientOf(db, ctx.incubator.id, report);
    if (!recipient || recipient.status === 'SPAM') continue;
    const status = STATUS_OF[report.event];
    const reason = report.reason?.trim() || null;
    await db
      .update(emailRecipients)
      .set({
        status,
        nextAttemptAt: null,
        updatedAt: new Date(),
        ...(status === 'BOUNCED' || status === 'DROPPED' ? { bounceReason: reason ?? recipient.bounceReason } : {}),
        ...(reason && status !== 'BOUNCED' ? { smtpResponse: reason } : {}),
      })
      .where(and(eq(emailRecipients.incubatorId, ctx.incubator.id), eq(emailRecipients.id, recipient.id)));
    if (status === 'SPAM') await unsubscribeAddress(ctx, db, recipient.email);
    applied++;
  }
  return { applied, ignored: reports.length - applied };
}
