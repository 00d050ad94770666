import { and, eq } from 'drizzle-orm';
import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId, newId } from '../../core/ids.ts';
import type { TaskRow } from '../../db/schema/index.ts';
import { authorizeCreate, canManageTask, canSeeTask } from './access.ts';
import { expandAssignees } from './options.ts';
import { a, assigneesOf, findTask, insertAssignees, isAutomatic, removeAssignees, setDone, t } from './repo.ts';
import { validateTask, type TaskInput } from './validation.ts';

const automaticRefused = () => new AppError('TASK_AUTOMATIC', 'tasks.automatic');

/** Loads a task the viewer may read; anything else (another tenant's, a malformed id) is NOT_FOUND. */
async function loadVisible(ctx: Context, taskId: string) {
  if (!isId(taskId)) throw notFound();
  const db = await ctx.tx.db();
  const task = await findTask(ctx, db, taskId);
  if (!task) throw notFound();
  const assignees = await assigneesOf(ctx, db, task.id);
  if (!(await canSeeTask(ctx, task, assignees))) throw notFound();
  return { db, task, assignees };
}

/** One task for the task dialog: the same rule as every other read. */
export async function findVisibleTask(ctx: Context, taskId: string): Promise<TaskRow> {
  requireViewer(ctx);
  return (await loadVisible(ctx, taskId)).task;
}

async function loadManaged(ctx: Context, taskId: string) {
  const loaded = await loadVisible(ctx, taskId);
  if (!(await canManageTask(ctx, loaded.task, loaded.assignees))) throw forbidden();
  return loaded;
}

export async function createTask(ctx: Context, input: TaskInput): Promise<TaskRow> {
  const viewer = requireViewer(ctx);
  const valid = validateTask(input, { timeZone: ctx.incubator.timezone, partial: false });
  await authorizeCreate(ctx, valid.startupId);
  const userIds = await expandAssignees(ctx, valid.assignees!);
  const db = await ctx.tx.db();
  const groups = valid.assignees!.filter((r) => r.type !== 'user');
  const [task] = await db
    .insert(t)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      name: valid.name!,
      url: valid.url ?? null,
      dueDate: valid.dueDate!,
      startupId: valid.startupId ?? null,
      createdBy: viewer.user.id,
      isGroupTask: groups.length > 0,
      group: groups.length ? groups : null,
    })
    .returning();
  await insertAssignees(ctx, db, task, userIds, valid.done ?? false);
  await recordEvent(ctx, db, {
    kind: 'task.created',
    subjectKind: 'task',
    subjectId: task.id,
    data: { assigneeIds: userIds, open: !valid.done, startupId: task.startupId, dueDate: task.dueDate.toISOString() },
  });
  return task;
}

export async function updateTask(ctx: Context, taskId: string, input: TaskInput): Promise<TaskRow> {
  const { db, task, assignees } = await loadManaged(ctx, taskId);
  if (isAutomatic(task)) throw automaticRefused();
  const valid = validateTask(input, { timeZone: ctx.incubator.timezone, partial: true });
  if (valid.startupId !== undefined && valid.startupId !== task.startupId) await authorizeCreate(ctx, valid.startupId);

  const groups = valid.assignees?.filter((r) => r.type !== 'user');
  const [updated] = await db
    .update(t)
    .set({
      name: valid.name,
      url: valid.url,
      dueDate: valid.dueDate,
      startupId: valid.startupId,
      ...(groups ? { isGroupTask: groups.length > 0, group: groups.length ? groups : null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, task.id)))
    .returning();
  if (valid.dueDate) {
    await db
      .update(a)
      .set({ dueDate: valid.dueDate })
      .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.taskId, task.id)));
  }

  const before = new Set(assignees.map((r) => r.userId));
  let removed: string[] = [];
  let added: string[] = [];
  if (valid.assignees) {
    const after = new Set(await expandAssignees(ctx, valid.assignees));
    removed = [...before].filter((id) => !after.has(id));
    added = [...after].filter((id) => !before.has(id));
    await removeAssignees(ctx, db, task.id, removed);
    await insertAssignees(ctx, db, updated, added, false);
  }
  let completion: { done: boolean; userIds: string[] } | undefined;
  if (valid.done !== undefined) {
    const changed = await setDone(ctx, db, task.id, null, valid.done);
    completion = { done: valid.done, userIds: changed.map((r) => r.userId).filter((id) => !added.includes(id)) };
  }
  await recordEvent(ctx, db, {
    kind: 'task.updated',
    subjectKind: 'task',
    subjectId: task.id,
    data: { fields: Object.keys(valid), added, removed, addedOpen: !valid.done, completion, dueDate: updated.dueDate.toISOString() },
  });
  return updated;
}

export async function deleteTask(ctx: Context, taskId: string): Promise<boolean> {
  const { db, task, assignees } = await loadManaged(ctx, taskId);
  await db.delete(t).where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, task.id)));
  await recordEvent(ctx, db, {
    kind: 'task.deleted',
    subjectKind: 'task',
    subjectId: task.id,
    data: {
      name: task.name,
      assigneeIds: assignees.map((r) => r.userId),
      openAssigneeIds: assignees.filter((r) => !r.done).map((r) => r.userId),
      dueDate: task.dueDate.toISOString(),
    },
  });
  return true;
}

/** An assignee ticks or unticks their own flag; nobody else can, and automatic tasks refuse. */
export async function updateTaskDone(ctx: Context, taskId: string, done: boolean, assigneeId?: string | null): Promise<TaskRow> {
  const viewer = requireViewer(ctx);
  const { db, task, assignees } = await loadVisible(ctx, taskId);
  const notAssignee = () => new AppError('FORBIDDEN', 'tasks.notAssignee');
  if (assigneeId && assigneeId !== viewer.user.id) throw notAssignee();
  if (!assignees.some((r) => r.userId === viewer.user.id)) throw notAssignee();
  if (isAutomatic(task)) throw automaticRefused();
  const changed = await setDone(ctx, db, task.id, [viewer.user.id], done);
  if (changed.length) {
    await recordEvent(ctx, db, {
      kind: done ? 'task.done' : 'task.undone',
      subjectKind: 'task',
      subjectId: task.id,
      data: { userId: viewer.user.id, dueDate: task.dueDate.toISOString() },
    });
  }
  return task;
}
