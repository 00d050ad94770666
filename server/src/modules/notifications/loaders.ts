import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { NotificationRecipientRow, NotificationRow } from '../../db/schema/index.ts';
import { userLoaders } from '../users/loaders.ts';
import { renderMessage, roleIdOf } from './render.ts';

const n = schema.notifications;
const r = schema.notificationRecipients;

/** Per-request loaders: one query per kind of row, however many notifications a page shows. */
export function notificationLoaders(ctx: Context) {
  return memo(ctx, 'notificationLoaders', () => {
    const tenant = ctx.incubator.id;
    return {
      notification: new DataLoader<string, NotificationRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(n)
          .where(and(eq(n.incubatorId, tenant), inArray(n.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      recipient: new DataLoader<string, NotificationRecipientRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(r)
          .where(and(eq(r.incubatorId, tenant), inArray(r.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
    };
  });
}

/** The notification's text in the viewer's language; sender and role come through the user loaders. */
export async function messageOf(ctx: Context, notification: NotificationRow): Promise<string> {
  const users = userLoaders(ctx);
  const roleId = roleIdOf(notification);
  const [sender, role] = await Promise.all([notification.senderId ? users.user.load(notification.senderId) : null, roleId ? users.role.load(roleId) : null]);
  return renderMessage(ctx.t, notification, { sender, ...(roleId ? { role } : {}) });
}
