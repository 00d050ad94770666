import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { emailMessages, emailRecipients, type EmailMessageRow, type EmailRecipientRow } from '../../db/schema/email-delivery.ts';

/** Per-request loaders: the messages a page of the timeline posts and their recipients, one query each. */
export function emailLoaders(ctx: Context) {
  return memo(ctx, 'emailDeliveryLoaders', () => ({
    message: new DataLoader<string, EmailMessageRow | null>(async (ids) => {
      const rows = await (await ctx.tx.db())
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.incubatorId, ctx.incubator.id), inArray(emailMessages.id, [...ids])));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    recipients: new DataLoader<string, EmailRecipientRow[]>(async (messageIds) => {
      const r = emailRecipients;
      const rows = await (await ctx.tx.db())
        .select()
        .from(r)
        .where(and(eq(r.incubatorId, ctx.incubator.id), inArray(r.messageId, [...messageIds])))
        .orderBy(asc(r.messageId), asc(r.email), asc(r.id));
      return messageIds.map((id) => rows.filter((row) => row.messageId === id));
    }),
  }));
}
