import { livePubSub, type EventContext, type EventReactions } from '../../core/events.ts';
import type { Db } from '../../core/db/pool.ts';

export type TaskUpdateType = 'ADDED' | 'REMOVED';

export const taskTopic = (incubatorId: string, userId: string) => `tasks-for-user:${incubatorId}:${userId}`;

/**
 * Tells each person their task list changed. Published in the transaction that recorded the
 * event, so nobody hears of a change that rolled back. The payload is small: the badge needs
 * only the due date.
 */
async function publish(ctx: EventContext, db: Db, updateType: TaskUpdateType, taskId: string, dueDate: string, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await livePubSub(ctx).publish(db, taskTopic(ctx.incubator.id, userId), { updateType, taskId, userId, dueDate });
}

/** Each person whose open list a task event changed hears ADDED or REMOVED. */
export const taskListReactions: EventReactions = {
  'task.created': async (ctx, db, { subjectId, data }) => {
    if (data.open) await publish(ctx, db, 'ADDED', subjectId!, data.dueDate, data.assigneeIds);
  },
  'task.updated': async (ctx, db, { subjectId, data }) => {
    if (data.completion) await publish(ctx, db, data.completion.done ? 'REMOVED' : 'ADDED', subjectId!, data.dueDate, data.completion.userIds);
    await publish(ctx, db, 'REMOVED', subjectId!, data.dueDate, data.removed);
    if (data.addedOpen) await publish(ctx, db, 'ADDED', subjectId!, data.dueDate, data.added);
  },
  'task.deleted': (ctx, db, { subjectId, data }) => publish(ctx, db, 'REMOVED', subjectId!, data.dueDate, data.openAssigneeIds),
  'task.done': (ctx, db, { subjectId, data }) => publish(ctx, db, 'REMOVED', subjectId!, data.dueDate, [data.userId]),
  'task.undone': (ctx, db, { subjectId, data }) => publish(ctx, db, 'ADDED', subjectId!, data.dueDate, [data.userId]),
  'task.completedAutomatically': async (ctx, db, { data }) => {
    for (const row of data.completed) await publish(ctx, db, 'REMOVED', row.taskId, row.dueDate, [row.userId]);
  },
};
