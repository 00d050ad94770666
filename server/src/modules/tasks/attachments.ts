import { memo, type Context } from '../../core/context.ts';
import type { TaskAssigneeRow, TaskRow } from '../../db/schema/index.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { canManageTask, canSeeTask } from './access.ts';
import { assigneesOf, findTask } from './repo.ts';

function loadTask(ctx: Context, id: string): Promise<{ task: TaskRow; assignees: TaskAssigneeRow[] } | null> {
  return memo(ctx, `attachmentTask:${id}`, async () => {
    const db = await ctx.tx.db();
    const task = await findTask(ctx, db, id);
    return task ? { task, assignees: await assigneesOf(ctx, db, id) } : null;
  });
}

/** A task's files go with the task: those who read it see them, those who may manage it change them. */
export const taskFileAccess: AttachmentReferenceAccess = {
  async canView(ctx, id) {
    const found = await loadTask(ctx, id);
    return found ? canSeeTask(ctx, found.task, found.assignees) : false;
  },
  async canEdit(ctx, id) {
    const found = await loadTask(ctx, id);
    return found ? canManageTask(ctx, found.task, found.assignees) : false;
  },
};
