import { livePubSub, type EventContext, type EventReactions } from '../../core/events.ts';
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

/** Published in the recording transaction: open pages hear of a change only once it is committed. */
async function publishAccessChanged(ctx: EventContext, db: Db, change: Partial<AccessChange>): Promise<void> {
  const payload: AccessChange = { roleIds: change.roleIds ?? [], userIds: change.userIds ?? [] };
  await livePubSub(ctx).publish(db, accessTopic(ctx.incubator.id), { ...payload });
}

/** Open pages rebuild their menus when their role's rights change or their person gets another role. */
export const accessReactions: EventReactions = {
  'role.updated': (ctx, db, event) => publishAccessChanged(ctx, db, { roleIds: [event.subjectId!] }),
  'user.roleChanged': (ctx, db, event) => publishAccessChanged(ctx, db, { userIds: [event.data.userId] }),
};
