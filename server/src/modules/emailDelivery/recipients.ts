import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { emailRecipients, type EmailRecipientRow } from '../../db/schema/email-delivery.ts';

/** The most recipients one page holds. */
export const RECIPIENTS_PAGE_MAX = 100;

export interface RecipientsPage {
  items: EmailRecipientRow[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
}

/**
 * A campaign's recipients by address, each with what became of their mail, a page at a time
 * (keyset on address and id, read from email_recipients_email_idx). The caller has decided that
 * the viewer may read the campaign's report.
 */
export async function recipientsPage(ctx: Context, emailId: string, cursor: string | null | undefined, limit: number): Promise<RecipientsPage> {
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), RECIPIENTS_PAGE_MAX);
  const after = cursor ? decodeCursor(cursor, [cursorPart.text, cursorPart.id] as const) : null;
  const r = emailRecipients;
  const rows = await (await ctx.tx.db())
    .select()
    .from(r)
    .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.emailId, emailId), after ? or(gt(r.email, after[0]), and(eq(r.email, after[0]), gt(r.id, after[1]))) : undefined))
    .orderBy(asc(r.email), asc(r.id))
    .limit(size + 1);
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, next: rows.length > size && last ? encodeCursor([last.email, last.id]) : null };
}
