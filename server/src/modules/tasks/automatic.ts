import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import type { TaskRow } from '../../db/schema/index.ts';
import { a, insertAssignees, t, type AutomaticType } from './repo.ts';

/**
 * The one way feature modules create and complete automatic tasks. Such tasks belong to the
 * system (no creator) and only these calls change their done flags, in the caller's transaction.
 */
type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

export interface AutomaticTaskInput {
  type: AutomaticType;
  userId: string;
  startupId?: string | null;
  name: string;
  dueDate: Date;
  url?: string | null;
  /**
   * A person may hold several open tasks of the type at once, one per address (a survey each):
   * an open one is looked for at `url` only.
   */
  perUrl?: boolean;
}

/** Creates the task unless the person already has an open one of that type (for that startup, at that url when `perUrl`). */
export async function ensureAutomaticTask(ctx: SystemContext, db: Db, input: AutomaticTaskInput): Promise<TaskRow> {
  const [open] = await db
    .select({ task: t })
    .from(a)
    .innerJoin(t, and(eq(t.incubatorId, a.incubatorId), eq(t.id, a.taskId)))
    .where(
      and(
        eq(a.incubatorId, ctx.incubator.id),
        eq(a.userId, input.userId),
        eq(a.done, false),
        eq(t.taskType, input.type),
        input.startupId ? eq(t.startupId, input.startupId) : isNull(t.startupId),
        input.perUrl && input.url ? eq(t.url, input.url) : undefined,
      ),
    )
    .limit(1);
  if (open) return open.task;
  const [task] = await db
    .insert(t)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      name: input.name,
      url: input.url ?? null,
      dueDate: input.dueDate,
      taskType: input.type,
      startupId: input.startupId ?? null,
      createdBy: null,
    })
    .returning();
  await insertAssignees(ctx, db, task, [input.userId], false);
  await recordEvent(ctx, db, {
    kind: 'task.created',
    subjectKind: 'task',
    subjectId: task.id,
    data: { assigneeIds: [input.userId], open: true, automatic: input.type, dueDate: task.dueDate.toISOString() },
  });
  return task;
}

/**
 * Marks done the open automatic tasks of a type: a person's own (userId), every assignee's on a
 * startup (startupId), or one person's on one startup (both: a founder who left it); with `url`,
 * only those leading there (one survey's). Answers how many assignee flags changed.
 */
export async function completeAutomaticTasks(
  ctx: SystemContext,
  db: Db,
  input: { type: AutomaticType; url?: string } & ({ userId: string; startupId?: string } | { startupId: string; userId?: string }),
): Promise<number> {
  const open = await db
    .select({ task: t, userId: a.userId })
    .from(a)
    .innerJoin(t, and(eq(t.incubatorId, a.incubatorId), eq(t.id, a.taskId)))
    .where(
      and(
        eq(a.incubatorId, ctx.incubator.id),
        eq(a.done, false),
        eq(t.taskType, input.type),
        input.userId ? eq(a.userId, input.userId) : undefined,
        input.startupId ? eq(t.startupId, input.startupId) : undefined,
        input.url ? eq(t.url, input.url) : undefined,
      ),
    );
  for (const row of open) {
    await db
      .update(a)
      .set({ done: true, status: 'done', completedAt: new Date() })
      .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.taskId, row.task.id), eq(a.userId, row.userId)));
  }
  if (open.length) {
    await recordEvent(ctx, db, {
      kind: 'task.completedAutomatically',
      subjectKind: 'task',
      data: {
        type: input.type,
        taskIds: [...new Set(open.map((r) => r.task.id))],
        completed: open.map((r) => ({ taskId: r.task.id, userId: r.userId, dueDate: r.task.dueDate.toISOString() })),
      },
    });
  }
  return open.length;
}

/**
 * Takes away the automatic tasks of a type at an address when what they asked for is gone (a
 * withdrawn survey): nothing is left to do, so they are deleted rather than marked done.
 */
export async function withdrawAutomaticTasks(ctx: SystemContext, db: Db, input: { type: AutomaticType; url: string }): Promise<number> {
  const tasks = await db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.taskType, input.type), eq(t.url, input.url)));
  for (const task of tasks) {
    const assignees = await db
      .select({ userId: a.userId, done: a.done })
      .from(a)
      .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.taskId, task.id)));
    await db.delete(t).where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, task.id)));
    await recordEvent(ctx, db, {
      kind: 'task.deleted',
      subjectKind: 'task',
      subjectId: task.id,
      data: {
        name: task.name,
        dueDate: task.dueDate.toISOString(),
        assigneeIds: assignees.map((row) => row.userId),
        openAssigneeIds: assignees.filter((row) => !row.done).map((row) => row.userId),
      },
    });
  }
  return tasks.length;
}

/**
 * Moves the open automatic tasks of a type at an address when what they ask for changed (a
 * survey's new title or due date): `change` gives each person's task its new name and due date,
 * in their own language and time zone. Tasks already done keep what they were done as.
 */
export async function retimeAutomaticTasks(
  ctx: SystemContext,
  db: Db,
  input: { type: AutomaticType; url: string },
  change: (userId: string, task: TaskRow) => Promise<{ name: string; dueDate: Date }>,
): Promise<number> {
  const open = await db
    .select({ task: t, userId: a.userId })
    .from(a)
    .innerJoin(t, and(eq(t.incubatorId, a.incubatorId), eq(t.id, a.taskId)))
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.done, false), eq(t.taskType, input.type), eq(t.url, input.url)));
  for (const { task, userId } of open) {
    const next = await change(userId, task);
    const fields = [...(next.name !== task.name ? ['name'] : []), ...(next.dueDate.getTime() !== task.dueDate.getTime() ? ['dueDate'] : [])];
    if (!fields.length) continue;
    await db
      .update(t)
      .set({ name: next.name, dueDate: next.dueDate, updatedAt: new Date() })
      .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, task.id)));
    await recordEvent(ctx, db, {
      kind: 'task.updated',
      subjectKind: 'task',
      subjectId: task.id,
      data: { fields, added: [], removed: [], addedOpen: false, dueDate: next.dueDate.toISOString() },
    });
  }
  return open.length;
}
