import { and, eq } from 'drizzle-orm';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { forbidden, notFound, notFoundField } from '../../core/errors.ts';
import type { TaskAssigneeRow, TaskRow } from '../../db/schema/index.ts';
import { isId } from '../../core/ids.ts';
import { assignedScope, registerAssignedCheck, viewerGrants } from '../permissions/scope.ts';
import { assigneesOf, findTask } from './repo.ts';

const KEY = 'TASK/TASK:DELETE';

/**
 * TASK/TASK:DELETE for one task. ASSIGNED covers tasks of the viewer's assigned startups and the
 * tasks they created or are assigned to; SELECTED lists task ids.
 */
export async function canManageTask(ctx: Context, task: TaskRow, assignees: TaskAssigneeRow[]): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const grant = viewerGrants(ctx).get(KEY)!;
  switch (grant.criteria) {
    case 'ALL':
      return true;
    case 'NONE':
      return false;
    case 'SELECTED':
      return grant.selected?.includes(task.id) ?? false;
    case 'ASSIGNED': {
      if (task.createdBy === viewer.user.id || assignees.some((r) => r.userId === viewer.user.id)) return true;
      return task.startupId !== null && (await assignedScope(ctx)).startupIds.has(task.startupId);
    }
  }
}

// isUserAuthorized('TASK/TASK:DELETE', [taskId]) under ASSIGNED answers by the same rule.
registerAssignedCheck(KEY, async (ctx, id) => {
  if (!isId(id)) return null;
  const db = await ctx.tx.db();
  const task = await findTask(ctx, db, id);
  return task ? canManageTask(ctx, task, await assigneesOf(ctx, db, id)) : null;
});

/**
 * Creating a task: the permission in general, and for the startup it is attached to, which must
 * be one of the tenant's (checked after the permission, so that it reveals nothing).
 */
export async function authorizeCreate(ctx: Context, startupId: string | null | undefined): Promise<void> {
  const grant = viewerGrants(ctx).get(KEY)!;
  if (grant.criteria !== 'ALL' && grant.criteria !== 'ASSIGNED') throw forbidden();
  if (!startupId) return;
  if (grant.criteria === 'ASSIGNED' && !(await assignedScope(ctx)).startupIds.has(startupId)) throw forbidden();
  if (!(await startupExists(ctx, startupId))) throw notFoundField('startupId');
}

async function startupExists(ctx: Context, startupId: string): Promise<boolean> {
  const db = await ctx.tx.db();
  const [startup] = await db
    .select({ id: schema.startups.id })
    .from(schema.startups)
    .where(and(eq(schema.startups.incubatorId, ctx.incubator.id), eq(schema.startups.id, startupId)));
  return Boolean(startup);
}

/** Who may read a task at all: its assignees, its creator, and those who may manage it. */
export async function canSeeTask(ctx: Context, task: TaskRow, assignees: TaskAssigneeRow[]): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (task.createdBy === viewer.user.id || assignees.some((r) => r.userId === viewer.user.id)) return true;
  return canManageTask(ctx, task, assignees);
}

/**
 * Viewing a startup's tasks: its founders and coaches, and staff-like roles that may see startups.
 * A startup the viewer may not see answers NOT_FOUND, like one that does not exist.
 */
export async function authorizeStartupView(ctx: Context, startupId: string): Promise<void> {
  const viewer = requireViewer(ctx);
  if (!(await startupExists(ctx, startupId))) throw notFound();
  if ((await assignedScope(ctx)).startupIds.has(startupId)) return;
  const access = viewer.role?.startupAccess?.visibilitySettings;
  if (isInGroup(viewer.role?.type, STAFF_LIKE) && access === 'ALL') return;
  throw forbidden();
}
