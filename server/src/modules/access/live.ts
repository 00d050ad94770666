import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';

/**
 * One topic per tenant: a subscriber cannot know in advance which role it will hold when the
 * change lands (an admin may move them to another role), so each event names the roles and
 * people it concerns and every subscription decides against the viewer's role at that moment.
 */
export const accessTopic = (incubatorId: string) => `access-changed:${incubatorId}`;

export interface AccessChange {
  roleIds: string[];
  userIds: string[];
}

/** Published in the caller's transaction: open pages hear of a change only once it is committed. */
export async function publishAccessChanged(ctx: Pick<Context, 'incubator' | 'services'>, db: Db, change: Partial<AccessChange>): Promise<void> {
  const payload: AccessChange = { roleIds: change.roleIds ?? [], userIds: change.userIds ?? [] };
  if (!payload.roleIds.length && !payload.userIds.length) return;
  await ctx.services.pubsub.publish(db, accessTopic(ctx.incubator.id), payload as unknown as Record<string, unknown>);
}
