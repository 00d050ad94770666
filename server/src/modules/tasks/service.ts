import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { taskChangesSchema, taskInputSchema } from '@seedbed/contracts/tasks';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { TaskRow } from '../../db/schema/index.ts';
import { authorizeCreate, canManageTask, canSeeTask } from './access.ts';
import { expandAssignees } from './options.ts';
import { a, assigneesOf, findTask, insertAssignees, isAutomatic, removeAssignees, setDone, t } from './repo.ts';
import { teamStartupOf } from './team-startup.ts';

const automaticRefused = () => new AppError('TASK_AUTOMATIC', 'tasks.automatic');

/** Loads a task the viewer may read; anything else (another tenant's, a malformed id) is NOT_FOUND. */
async function loadVisible(ctx: Context, taskId: string) {
  if (!isId(taskId)) throw notFound();
  const db = await ctx.tx.db();
  const task = await findTask(ctx, db, taskId);
  if (!task) throw notFound();
  const assignees = await assigneesOf(ctx, db, task.id);
  if (!(await canSeeTask(ctx, task, assignees))) throw notFound();
  return { task, assignees };
}

/** One task for the task dialog: the same rule as every other read. */
export async function findVisibleTask(ctx: Context, taskId: string): Promise<TaskRow> {
  requireViewer(ctx);
  return (await loadVisible(ctx, taskId)).task;
}

/** A task the viewer may change by hand: visible, theirs to manage, and not one the system keeps. */
async function loadManaged(ctx: Context, taskId: string) {
  const loaded = await loadVisible(ctx, taskId);
  if (!(await canManageTask(ctx, loaded.task, loaded.assignees))) throw forbidden();
  return loaded;
}

const dueOf = (task: TaskRow) => task.dueDate.toISOString();

export const createTask = defineChange({
  input: (ctx) => taskInputSchema({ timeZone: ctx.incubator.timezone }),
  authorize: async (ctx, input) => {
    requireViewer(ctx);
    await authorizeCreate(ctx, input.startupId);
  },
  async write(ctx, db, input) {
    const userIds = await expandAssignees(ctx, input.assignees);
    const groups = input.assignees.filter((r) => r.type !== 'user');
    const [task] = await db
      .insert(t)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        name: input.name,
        url: input.url ?? null,
        dueDate: input.dueDate,
        // The team was one of the options offered to the viewer, so its startup needs no further check.
        startupId: input.startupId ?? teamStartupOf(input.assignees),
        createdBy: requireViewer(ctx).user.id,
        isGroupTask: groups.length > 0,
        group: groups.length ? groups : null,
      })
      .returning();
    await insertAssignees(ctx, db, task, userIds, input.done ?? false);
    return {
      result: task,
      events: [
        {
          kind: 'task.created',
          subjectKind: 'task',
          subjectId: task.id,
          data: { assigneeIds: userIds, open: !input.done, startupId: task.startupId, dueDate: dueOf(task) },
        },
      ],
    };
  },
});

export const updateTask = defineChange({
  input: (ctx) => taskChangesSchema({ timeZone: ctx.incubator.timezone }),
  authorize: async (ctx, input, taskId: string) => {
    const loaded = await loadManaged(ctx, taskId);
    if (isAutomatic(loaded.task)) throw automaticRefused();
    if (input.startupId !== undefined && input.startupId !== loaded.task.startupId) await authorizeCreate(ctx, input.startupId);
    return loaded;
  },
  async write(ctx, db, input, { task, assignees }) {
    const groups = input.assignees?.filter((r) => r.type !== 'user');
    const [updated] = await db
      .update(t)
      .set({
        name: input.name,
        url: input.url,
        dueDate: input.dueDate,
        startupId: input.startupId ?? (task.startupId === null ? (teamStartupOf(input.assignees) ?? undefined) : undefined),
        ...(groups ? { isGroupTask: groups.length > 0, group: groups.length ? groups : null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, task.id)))
      .returning();
    if (input.dueDate) {
      await db
        .update(a)
        .set({ dueDate: input.dueDate })
        .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.taskId, task.id)));
    }

    const before = new Set(assignees.map((r) => r.userId));
    let removed: string[] = [];
    let added: string[] = [];
    if (input.assignees) {
      const after = new Set(await expandAssignees(ctx, input.assignees));
      removed = [...before].filter((id) => !after.has(id));
      added = [...after].filter((id) => !before.has(id));
      await removeAssignees(ctx, db, task.id, removed);
      await insertAssignees(ctx, db, updated, added, false);
    }
    let completion: { done: boolean; userIds: string[] } | undefined;
    if (input.done !== undefined) {
      const changed = await setDone(ctx, db, task.id, null, input.done);
      completion = { done: input.done, userIds: changed.map((r) => r.userId).filter((id) => !added.includes(id)) };
    }
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    return {
      result: updated,
      events: [
        {
          kind: 'task.updated',
          subjectKind: 'task',
          subjectId: task.id,
          data: { fields, added, removed, addedOpen: !input.done, completion, dueDate: dueOf(updated) },
        },
      ],
    };
  },
});

export const deleteTask = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, taskId: string) => loadManaged(ctx, taskId),
  async write(ctx, db, _input, { task, assignees }) {
    await db.delete(t).where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, task.id)));
    return {
      result: true,
      events: [
        {
          kind: 'task.deleted',
          subjectKind: 'task',
          subjectId: task.id,
          data: {
            name: task.name,
            assigneeIds: assignees.map((r) => r.userId),
            openAssigneeIds: assignees.filter((r) => !r.done).map((r) => r.userId),
            dueDate: dueOf(task),
          },
        },
      ],
    };
  },
});

/** An assignee ticks or unticks their own flag; nobody else can, and automatic tasks refuse. */
export const updateTaskDone = defineChange({
  input: () => z.object({ done: z.boolean(), assigneeId: z.string().nullish() }),
  async authorize(ctx, input, taskId: string) {
    const viewer = requireViewer(ctx);
    const loaded = await loadVisible(ctx, taskId);
    const notAssignee = () => new AppError('FORBIDDEN', 'tasks.notAssignee');
    if (input.assigneeId && input.assigneeId !== viewer.user.id) throw notAssignee();
    if (!loaded.assignees.some((r) => r.userId === viewer.user.id)) throw notAssignee();
    if (isAutomatic(loaded.task)) throw automaticRefused();
    return { ...loaded, userId: viewer.user.id };
  },
  async write(ctx, db, { done }, { task, userId }) {
    const changed = await setDone(ctx, db, task.id, [userId], done);
    return {
      result: task,
      events: changed.length ? [{ kind: done ? 'task.done' : 'task.undone', subjectKind: 'task', subjectId: task.id, data: { userId, dueDate: dueOf(task) } }] : [],
    };
  },
});
