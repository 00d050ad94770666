import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { assignedScope } from '../permissions/scope.ts';
import { visibleStartupsCondition } from '../startups/access.ts';

const u = schema.users;
const r = schema.roles;

/**
 * The person's role is of one of these types. It reads `roles` itself, so callers need not join
 * it; the roles of the tenant are a handful, so the subquery is computed once and hashed.
 */
export const roleTypeIn = (tenant: string, types: readonly string[]): SQL =>
  types.length ? sql`${u.roleId} in (select ${r.id} from ${r} where ${r.incubatorId} = ${tenant} and ${inArray(r.type, [...types])})` : sql`false`;

/**
 * The people the viewer may see, as a WHERE on `users` (no join needed): the rule of
 * users/visibility.ts canSeeUser written in SQL. The role's userAccess decides — NONE sees nobody
 * (not even oneself: the directory is closed to that role), otherwise the person's role type must be
 * listed (a person without a role passes that test, as in canSeeUser), and with ASSIGNED the person
 * is staff-like or shares a startup with the viewer (permissions/scope.ts assignedScope). Only active
 * accounts: deleted, invited-but-not-joined, archived and refused ones are no one's to find.
 */
export async function visiblePeople(ctx: Context): Promise<SQL> {
  const viewer = requireViewer(ctx);
  const access = viewer.role?.userAccess;
  if (!access || access.visibilitySettings === 'NONE') return sql`false`;
  const active = eq(u.status, 'active');
  const tenant = ctx.incubator.id;
  const listed = or(sql`${u.roleId} is null`, roleTypeIn(tenant, access.roles))!;
  const self = eq(u.id, viewer.user.id);
  if (access.visibilitySettings === 'ALL') return and(active, or(self, listed))!;
  const near = [...(await assignedScope(ctx)).userIds];
  const nearby = or(roleTypeIn(tenant, STAFF_LIKE), near.length ? inArray(u.id, near) : undefined)!;
  return and(active, or(self, and(listed, nearby)))!;
}

/**
 * The startups the viewer may see, as a WHERE on `startups`: the one rule of startups/access.ts
 * (startupVisibility — own startups, STARTUP_FILE:VIEW, capped by the role's startupAccess).
 */
export function visibleStartups(ctx: Context): Promise<SQL> {
  return visibleStartupsCondition(ctx);
}
