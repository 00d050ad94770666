import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/** The due date rides along so that the live push (the badge needs only it) reads nothing back. */
interface Due {
  dueDate: string;
}

/**
 * What happens to tasks. Each payload names the people whose open list changed, so that the live
 * pushes (live.ts) and the notifications are reactions to the event alone.
 */
export const taskEvents = {
  /** `open`: the assignees start with it open (a task created already done is in nobody's list). */
  'task.created': declareEvent<Due & { assigneeIds: string[]; open: boolean; startupId?: string | null; automatic?: string }>(sentences.task),
  /** `completion`: assignees whose done flag the edit set, beyond those it `added`. */
  'task.updated': declareEvent<Due & { fields: string[]; added: string[]; removed: string[]; addedOpen: boolean; completion?: { done: boolean; userIds: string[] } }>(
    sentences.task,
  ),
  /** `openAssigneeIds`: those who still had it to do. */
  'task.deleted': declareEvent<Due & { name: string; assigneeIds: string[]; openAssigneeIds: string[] }>(sentences.task),
  'task.done': declareEvent<Due & { userId: string }>(sentences.task),
  'task.undone': declareEvent<Due & { userId: string }>(sentences.task),
  /** `completed`: each task and person the system ticked. */
  'task.completedAutomatically': declareEvent<{ type: string; taskIds: string[]; completed: Array<Due & { taskId: string; userId: string }> }>({
    params: (e) => ({ count: sentences.count(e.data.taskIds) }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof taskEvents> {}
}
