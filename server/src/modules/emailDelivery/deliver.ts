import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { plainText } from '../../core/rich-text.ts';
import type { SweepContext } from '../../core/sweep.ts';
import { emailMessages, emailRecipients } from '../../db/schema/email-delivery.ts';
import { postTimelineItem } from '../timeline/post.ts';
import { linksOf } from './links.ts';
import { kickSender } from './sender.ts';
import { EMAIL_THREAD_POST } from './thread-kind.ts';

export interface OutgoingMessage {
  /** The campaign (emails.id) the message belongs to, if any. */
  emailId: string | null;
  /** Personalised already. */
  subject: string;
  html: string;
  to: Array<{ email: string; userId: string | null }>;
  cc?: string[];
  bcc?: string[];
  /** Posts an EmailThreadPost on that startup's timeline. */
  startupId?: string | null;
  /** Bulk mail carries an unsubscribe link and List-Unsubscribe headers, and skips addresses that unsubscribed. */
  bulk: boolean;
  /** A design template chosen in the composer. */
  layoutId?: string | null;
}

export interface CampaignTracking {
  recipients: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  deferred: number;
  dropped: number;
  spam: number;
}

/** A request's context or a background job's: the latter passes the transaction it works in. */
type QueueContext = Context | SweepContext;

/** The recipient's key in the links of their mail and in the relay's reports: unguessable. */
export const newTrackingToken = (): string => randomBytes(24).toString('base64url');

const normalised = (address: string) => address.trim().toLowerCase();

/**
 * Writes the messages and their recipients in the caller's transaction, each recipient's mail
 * queued; a message for a startup posts on its timeline there too. The sender takes the mail once
 * the transaction commits (and its sweep takes whatever a stopped server left), so a rollback
 * sends nothing and a restart loses nothing. Answers the messages' ids (a message with no
 * recipient left is not written).
 */
export async function queueMessages(ctx: QueueContext, messages: OutgoingMessage[], given?: Db): Promise<string[]> {
  const db = given ?? (await (ctx as Context).tx.db());
  const incubatorId = ctx.incubator.id;
  const createdBy = ctx.viewer?.user.id ?? null;
  const now = new Date();
  let queued = 0;
  const ids: string[] = [];
  for (const message of messages) {
    const seen = new Set<string>();
    const to = message.to.filter((r) => {
      const address = normalised(r.email);
      if (!address || seen.has(address)) return false;
      seen.add(address);
      return true;
    });
    if (!to.length) continue;
    const id = newId();
    const [row] = await db
      .insert(emailMessages)
      .values({
        incubatorId,
        id,
        emailId: message.emailId,
        startupId: message.startupId ?? null,
        subject: message.subject,
        html: message.html,
        text: plainText(message.html),
        cc: (message.cc ?? []).map(normalised).filter(Boolean),
        bcc: (message.bcc ?? []).map(normalised).filter(Boolean),
        links: linksOf(message.html),
        bulk: message.bulk,
        layoutId: message.layoutId ?? null,
        createdBy,
      })
      .returning();
    await db.insert(emailRecipients).values(
      to.map((r) => ({
        incubatorId,
        id: newId(),
        messageId: id,
        emailId: message.emailId,
        userId: r.userId,
        email: normalised(r.email),
        token: newTrackingToken(),
        nextAttemptAt: now,
      })),
    );
    queued += to.length;
    ids.push(id);
    if (row.startupId) {
      const post = await postTimelineItem(ctx, db, { kind: EMAIL_THREAD_POST, startupId: row.startupId, subjectId: row.id, createdBy });
      await db
        .update(emailMessages)
        .set({ timelineEventId: post.id })
        .where(and(eq(emailMessages.incubatorId, incubatorId), eq(emailMessages.id, id)));
    }
  }
  if (queued && ctx.services) {
    const { services, incubator } = ctx;
    ctx.afterCommit?.push(async () => kickSender(services, incubator));
  }
  return ids;
}

const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Each campaign's delivery figures, read from its recipients in one grouped query. */
export async function campaignTracking(ctx: QueueContext, emailIds: readonly string[], given?: Db): Promise<Map<string, CampaignTracking>> {
  const result = new Map<string, CampaignTracking>();
  if (!emailIds.length) return result;
  const db = given ?? (await (ctx as Context).tx.db());
  const r = emailRecipients;
  const rows = await db
    .select({
      emailId: r.emailId,
      recipients: count(),
      delivered: counted(sql`${r.status} = 'DELIVERED'`),
      opened: counted(sql`${r.openedCount} > 0`),
      clicked: counted(sql`${r.clickedCount} > 0`),
      bounced: counted(sql`${r.status} = 'BOUNCED'`),
      deferred: counted(sql`${r.status} = 'DEFERRED'`),
      dropped: counted(sql`${r.status} = 'DROPPED'`),
      spam: counted(sql`${r.status} = 'SPAM'`),
    })
    .from(r)
    .where(and(eq(r.incubatorId, ctx.incubator.id), inArray(r.emailId, [...emailIds])))
    .groupBy(r.emailId);
  for (const id of emailIds) result.set(id, { recipients: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, deferred: 0, dropped: 0, spam: 0 });
  for (const { emailId, ...figures } of rows) if (emailId) result.set(emailId, figures);
  return result;
}
