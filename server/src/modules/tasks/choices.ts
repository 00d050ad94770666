import type { Context } from '../../core/context.ts';
import type { TaskRow } from '../../db/schema/index.ts';
import type { AssigneeOption } from './options.ts';
import { membersOf } from './options.ts';
import { taskLoaders } from './loaders.ts';

/**
 * What the task form shows as chosen when a task is edited: the groups stored with the task, and
 * each assignee no group accounts for. Saving the form unchanged then keeps the same people.
 * Labels are left empty: the form names each choice from its own option list.
 */
export async function assigneeChoices(ctx: Context, task: TaskRow): Promise<AssigneeOption[]> {
  const groups = task.group ?? [];
  const fromGroups = new Set(groups.length ? await membersOf(ctx, groups) : []);
  const people = (await taskLoaders(ctx).assignees.load(task.id)).filter((row) => !fromGroups.has(row.userId));
  return [...groups.map((g) => ({ label: '', type: g.type, value: g.value })), ...people.map((row) => ({ label: '', type: 'user', value: row.userId }))];
}
