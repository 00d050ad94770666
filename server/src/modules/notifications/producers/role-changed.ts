import { and, eq } from 'drizzle-orm';
import { roleDisplayLabel } from '@seedbed/contracts/roles';
import { schema } from '../../../core/db/pool.ts';
import { notificationProducer } from '../producer.ts';

/**
 * `user.roleChanged` with data `{userId, fromRoleId, toRoleId}`: the person whose role changed
 * is told the new one. The label is kept as it was, for when the role is later deleted.
 */
export const roleChanged = notificationProducer({
  eventKind: 'user.roleChanged',
  async produce(event, ctx, db) {
    const { userId, toRoleId } = event.data;
    if (typeof userId !== 'string' || typeof toRoleId !== 'string') return [];
    const r = schema.roles;
    const [role] = await db
      .select({ type: r.type, label: r.label })
      .from(r)
      .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.id, toRoleId)));
    if (!role) return [];
    return [
      {
        type: 'roleChanged',
        recipients: [userId],
        params: { roleId: toRoleId, roleLabel: roleDisplayLabel({ role }) },
        url: '/profile',
        senderId: event.actorId,
      },
    ];
  },
});
