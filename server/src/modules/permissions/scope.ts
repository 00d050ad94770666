import { and, eq, inArray } from 'drizzle-orm';
import { PERMISSION_KEYS, isPermissionKey, type PermissionCriteria, type PermissionKey } from '@seedbed/contracts/permissions';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { forbidden } from '../../core/errors.ts';

export interface Grant {
  key: string;
  criteria: PermissionCriteria;
  selected?: string[];
}

/** The viewer's grant for every key of the registry; a key the role does not list is NONE. */
export function viewerGrants(ctx: Context): Map<string, Grant> {
  return memo(ctx, 'grants', () => {
    const stored = new Map((ctx.viewer?.role?.permissions ?? []).map((g) => [g.key, g as Grant]));
    return new Map(PERMISSION_KEYS.map((key) => [key, stored.get(key) ?? { key, criteria: 'NONE' as const }]));
  });
}

/**
 * What ASSIGNED covers for the viewer: the startups they are on — placed there (startup_members
 * kind 'assigned': staff, coaches, mentors, experts) or as a founder — and the founders of those
 * startups. Assignments are made in the startups module. Later features (funnels, courses,
 * events) add their own assignments here.
 */
export function assignedScope(ctx: Context): Promise<{ startupIds: Set<string>; userIds: Set<string> }> {
  return memo(ctx, 'assignedScope', async () => {
    const viewer = requireViewer(ctx);
    const db = await ctx.tx.db();
    const m = schema.startupMembers;
    const mine = await db
      .select({ startupId: m.startupId })
      .from(m)
      .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.userId, viewer.user.id)));
    const startupIds = new Set(mine.map((r) => r.startupId));
    const founders = startupIds.size
      ? await db
          .select({ userId: m.userId })
          .from(m)
          .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.kind, 'founder'), inArray(m.startupId, [...startupIds])))
      : [];
    return { startupIds, userIds: new Set([viewer.user.id, ...founders.map((r) => r.userId)]) };
  });
}

/**
 * Under ASSIGNED, whether a record is the viewer's own depends on what the record is: startups and
 * people are read from the assignments here; a feature whose permission guards its own records
 * (tasks) registers how to decide for one of them. A check answers null for an id it does not know.
 */
type AssignedCheck = (ctx: Context, id: string) => Promise<boolean | null>;
const assignedChecks = new Map<string, AssignedCheck>();

export function registerAssignedCheck(key: PermissionKey, check: AssignedCheck): void {
  assignedChecks.set(key, check);
}

/**
 * Some keys are also held on single records by people their role does not grant them to: a
 * course's administrators always manage it (COURSES:MANAGE with its id). A feature registers how
 * to tell; it is asked only when the role's grant does not already allow.
 */
type RecordGrant = (ctx: Context, id: string) => Promise<boolean>;
const recordGrants = new Map<string, RecordGrant>();

export function registerRecordGrant(key: PermissionKey, grant: RecordGrant): void {
  recordGrants.set(key, grant);
}

/** Answers whether the viewer holds `key` for every record in `ids` (or in general when none). */
export async function isAuthorized(ctx: Context, key: string, ids: readonly string[] = []): Promise<boolean> {
  if (!ctx.viewer || !isPermissionKey(key)) return false;
  if (await isGranted(ctx, key, ids)) return true;
  const grant = recordGrants.get(key);
  if (!grant || ids.length === 0) return false;
  for (const id of ids) if (!(await grant(ctx, id))) return false;
  return true;
}

async function isGranted(ctx: Context, key: PermissionKey, ids: readonly string[]): Promise<boolean> {
  const grant = viewerGrants(ctx).get(key)!;
  switch (grant.criteria) {
    case 'ALL':
      return true;
    case 'NONE':
      return false;
    case 'SELECTED':
      return ids.length > 0 && ids.every((id) => grant.selected?.includes(id));
    case 'ASSIGNED': {
      if (ids.length === 0) return true; // holds the permission for at least their own records
      const scope = await assignedScope(ctx);
      const check = assignedChecks.get(key);
      for (const id of ids) {
        if (scope.startupIds.has(id) || scope.userIds.has(id)) continue;
        if (!check || !(await check(ctx, id))) return false;
      }
      return true;
    }
  }
}

/** The one check every resolver uses before acting: throws FORBIDDEN when the viewer may not. */
export async function authorize(ctx: Context, key: string, ids: readonly string[] = []): Promise<void> {
  requireViewer(ctx);
  if (!(await isAuthorized(ctx, key, ids))) throw forbidden();
}
