import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import type { TaskRow } from '../../db/schema/index.ts';

export type TaskUpdateType = 'ADDED' | 'REMOVED';

export const taskTopic = (incubatorId: string, userId: string) => `tasks-for-user:${incubatorId}:${userId}`;

/**
 * Tells each person their task list changed. Published in the caller's transaction, so nobody
 * hears of a change that rolled back. The payload is small: the badge needs only the due date.
 */
export async function publishTaskUpdate(
  ctx: Pick<Context, 'incubator' | 'services'>,
  db: Db,
  updateType: TaskUpdateType,
  task: Pick<TaskRow, 'id' | 'dueDate'>,
  userIds: Iterable<string>,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    await ctx.services.pubsub.publish(db, taskTopic(ctx.incubator.id, userId), {
      updateType,
      taskId: task.id,
      userId,
      dueDate: task.dueDate.toISOString(),
    });
  }
}
