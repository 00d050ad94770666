import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/pool.ts';
import { schema } from '../../../core/db/pool.ts';
import type { EventContext, RecordedEvent } from '../../../core/events.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';
import { byTasksPage } from './tasks-page.ts';

async function loadTask(ctx: EventContext, db: Db, taskId: string) {
  const t = schema.tasks;
  const [task] = await db
    .select({ name: t.name, taskType: t.taskType, url: t.url })
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, taskId)));
  return task ?? null;
}

/**
 * People who were just given a task hear of it. Automatic tasks come from the system, not from
 * whoever happened to trigger them, so they carry no sender.
 *
 * The notification leads to where the task is done: an automatic task's own address (the
 * profile editor for "Complete your profile"); else the tasks page, for those who have one.
 */
async function assigned(event: RecordedEvent, ctx: EventContext, db: Db, recipients: string[]): Promise<NotificationDraft[]> {
  if (!recipients.length || !event.subjectId) return [];
  const task = await loadTask(ctx, db, event.subjectId);
  // A survey's task is announced by the feedback request's own notification (feedback-requested.ts),
  // a due metrics period's by metricsRequest (metrics-due.ts).
  if (!task || task.taskType === 'formSubmissionRequest' || task.taskType === 'metrics') return [];
  const senderId = task.taskType === 'normal' ? event.actorId : null;
  const draft = (group: { recipients: string[]; url: string | null }): NotificationDraft => ({
    type: 'taskAssigned',
    messageKey: senderId ? 'taskAssigned' : 'taskAssignedBySystem',
    recipients: group.recipients,
    params: { name: task.name },
    url: group.url,
    senderId,
  });
  if (task.taskType !== 'normal' && task.url) return [draft({ recipients, url: task.url })];
  return (await byTasksPage(ctx, db, recipients)).map(draft);
}

/** `task.created` names every assignee in `data.assigneeIds`. */
export const taskCreated = notificationProducer({
  eventKind: 'task.created',
  produce: (event, ctx, db) => assigned(event, ctx, db, idsIn(event.data.assigneeIds)),
});

/** `task.updated` names the people an edit added in `data.added`. */
export const taskAssigneesAdded = notificationProducer({
  eventKind: 'task.updated',
  produce: (event, ctx, db) => assigned(event, ctx, db, idsIn(event.data.added)),
});
