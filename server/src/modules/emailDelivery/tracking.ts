import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { emailMessages, emailRecipients, emailUnsubscribes, type EmailRecipientRow } from '../../db/schema/email-delivery.ts';
import { deliverySettings } from './settings.ts';

/** Tokens are base64url of 24 random bytes; anything else is no token of ours and costs no query. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const isTrackingToken = (value: string): boolean => TOKEN.test(value);

export async function recipientByToken(db: Db, incubatorId: string, token: string): Promise<EmailRecipientRow | null> {
  if (!isTrackingToken(token)) return null;
  const [row] = await db
    .select()
    .from(emailRecipients)
    .where(and(eq(emailRecipients.incubatorId, incubatorId), eq(emailRecipients.token, token)));
  return row ?? null;
}

/**
 * A click on a link of a recipient's mail: counted, and the address to send them on to — only one
 * the message itself contained, so that the redirect can lead nowhere else.
 */
export async function recordClick(ctx: Context, token: string, url: string): Promise<string | null> {
  const db = await ctx.tx.db();
  const recipient = await recipientByToken(db, ctx.incubator.id, token);
  if (!recipient) return null;
  const [message] = await db
    .select({ links: emailMessages.links })
    .from(emailMessages)
    .where(and(eq(emailMessages.incubatorId, ctx.incubator.id), eq(emailMessages.id, recipient.messageId)));
  if (!message?.links.includes(url)) return null;
  await db
    .update(emailRecipients)
    .set({ clickedCount: sql`${emailRecipients.clickedCount} + 1`, lastClickedAt: new Date() })
    .where(and(eq(emailRecipients.incubatorId, ctx.incubator.id), eq(emailRecipients.id, recipient.id)));
  return url;
}

/** The open pixel was fetched: counted only while the organisation counts opens. */
export async function recordOpen(ctx: Context, token: string): Promise<boolean> {
  const db = await ctx.tx.db();
  if (!(await deliverySettings(db, ctx.incubator.id)).openTracking) return false;
  const recipient = await recipientByToken(db, ctx.incubator.id, token);
  if (!recipient) return false;
  await db
    .update(emailRecipients)
    .set({ openedCount: sql`${emailRecipients.openedCount} + 1`, lastOpenedAt: new Date() })
    .where(and(eq(emailRecipients.incubatorId, ctx.incubator.id), eq(emailRecipients.id, recipient.id)));
  return true;
}

/** Adds an address to the organisation's unsubscribed list (once), with its event. */
export async function unsubscribeAddress(ctx: Pick<Context, 'incubator' | 'viewer'>, db: Db, email: string): Promise<void> {
  const [added] = await db.insert(emailUnsubscribes).values({ incubatorId: ctx.incubator.id, id: newId(), email }).onConflictDoNothing().returning({ id: emailUnsubscribes.id });
  if (added) await recordEvent(ctx, db, { kind: 'emailDelivery.unsubscribed', subjectKind: 'incubator', subjectId: ctx.incubator.id, data: { email } });
}

/** The recipient of the token leaves the organisation's bulk mail; answers their address, or null for an unknown token. */
export async function unsubscribeByToken(ctx: Context, token: string): Promise<string | null> {
  const db = await ctx.tx.db();
  const recipient = await recipientByToken(db, ctx.incubator.id, token);
  if (!recipient) return null;
  await unsubscribeAddress(ctx, db, recipient.email);
  return recipient.email;
}

export async function isUnsubscribed(ctx: Context, email: string): Promise<boolean> {
  const db = await ctx.tx.db();
  const [row] = await db
    .select({ id: emailUnsubscribes.id })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.incubatorId, ctx.incubator.id), eq(emailUnsubscribes.email, email)));
  return Boolean(row);
}
