import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { TaskAssigneeRow, TaskRow } from '../../db/schema/index.ts';

export const t = schema.tasks;
export const a = schema.taskAssignees;

type Tenant = Pick<Context, 'incubator'>;

export const AUTOMATIC_TYPES = [
  'avail',
  'availCoaching',
  'availApplication',
  'metrics',
  'availEventSpecific',
  'availEventCoaching',
  'evaluation',
  'coachingEvaluation',
  'completeUserProfile',
  'completeStartupProfile',
  'formSubmissionRequest',
  'hostAssignation',
  'courseReview',
] as const;
export type AutomaticType = (typeof AUTOMATIC_TYPES)[number];

export const isAutomatic = (task: Pick<TaskRow, 'taskType'>) => task.taskType !== 'normal';

export async function findTask(ctx: Tenant, db: Db, taskId: string): Promise<TaskRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, taskId)));
  return row ?? null;
}

export async function assigneesOf(ctx: Tenant, db: Db, taskId: string): Promise<TaskAssigneeRow[]> {
  return db
    .select()
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.taskId, taskId)))
    .orderBy(a.createdAt, a.userId);
}

/** Adds people to a task, with the task's due date and approval status copied for the list indexes. */
export async function insertAssignees(ctx: Tenant, db: Db, task: TaskRow, userIds: string[], done: boolean): Promise<void> {
  if (!userIds.length) return;
  const now = new Date();
  await db.insert(a).values(
    userIds.map((userId) => ({
      incubatorId: ctx.incubator.id,
      taskId: task.id,
      userId,
      done,
      status: done ? 'done' : 'pending',
      completedAt: done ? now : null,
      dueDate: task.dueDate,
      approvalStatus: task.approvalStatus,
    })),
  );
}

export async function removeAssignees(ctx: Tenant, db: Db, taskId: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await db.delete(a).where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.taskId, taskId), inArray(a.userId, userIds)));
}

/** Sets done flags; `userIds` null means every assignee. Answers the rows that changed. */
export async function setDone(ctx: Tenant, db: Db, taskId: string, userIds: string[] | null, done: boolean): Promise<TaskAssigneeRow[]> {
  return db
    .update(a)
    .set({ done, status: done ? 'done' : 'pending', completedAt: done ? new Date() : null })
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.taskId, taskId), eq(a.done, !done), userIds ? inArray(a.userId, userIds) : undefined))
    .returning();
}
