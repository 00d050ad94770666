import { and, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { forbidden } from '../../core/errors.ts';
import { assignedScope, viewerGrants } from '../permissions/scope.ts';
import { a, t } from './repo.ts';

const u = schema.users;
const r = schema.roles;

/** The overview pages (/tasks/users, /tasks/startups) are for the organisation's side only. */
export function requireStaffLike(ctx: Context): void {
  if (!isInGroup(requireViewer(ctx).role?.type, STAFF_LIKE)) throw forbidden();
}

/**
 * canSeeTask (access.ts) as a condition on `tasks`, so that lists and counts filter in the
 * database: undefined when the viewer may see every task.
 */
export async function visibleTasksCondition(ctx: Context): Promise<SQL | undefined> {
  const viewer = requireViewer(ctx);
  const grant = viewerGrants(ctx).get('TASK/TASK:DELETE')!;
  if (grant.criteria === 'ALL') return undefined;
  const own = a;
  const mine: SQL[] = [
    eq(t.createdBy, viewer.user.id),
    exists(
      (await ctx.tx.db())
        .select({ one: sql`1` })
        .from(own)
        .where(and(eq(own.incubatorId, t.incubatorId), eq(own.taskId, t.id), eq(own.userId, viewer.user.id))),
    ),
  ];
  if (grant.criteria === 'ASSIGNED') {
    const startups = [...(await assignedScope(ctx)).startupIds];
    if (startups.length) mine.push(inArray(t.startupId, startups));
  }
  if (grant.criteria === 'SELECTED' && grant.selected?.length) mine.push(inArray(t.id, grant.selected));
  return or(...mine);
}

/**
 * canSeeUser (users/visibility.ts) as a condition on `users` left-joined with `roles`: the role's
 * userAccess lists the person's role type, and with ASSIGNED visibility the person is staff-like
 * or founds one of the viewer's startups. The viewer always sees themself; nobody sees deleted accounts.
 */
export async function visibleUsersCondition(ctx: Context): Promise<SQL> {
  const viewer = requireViewer(ctx);
  const self = eq(u.id, viewer.user.id);
  const access = viewer.role?.userAccess;
  if (!access || access.visibilitySettings === 'NONE') return self;
  const listed = access.roles.length ? or(sql`${u.roleId} is null`, inArray(r.type, [...access.roles]))! : sql`${u.roleId} is null`;
  const live = and(ne(u.status, 'deleted'), listed)!;
  if (access.visibilitySettings === 'ALL') return or(self, live)!;
  const people = [...(await assignedScope(ctx)).userIds];
  const near = people.length ? or(inArray(r.type, [...STAFF_LIKE]), inArray(u.id, people))! : inArray(r.type, [...STAFF_LIKE]);
  return or(self, and(live, near))!;
}

/**
 * The startups the viewer may see, as assigneeOptions offers them: all with ALL startup access,
 * none with NONE, else those they coach or found. Null means every startup.
 */
export async function visibleStartupIds(ctx: Context): Promise<string[] | null> {
  const access = requireViewer(ctx).role?.startupAccess?.visibilitySettings;
  if (access === 'ALL') return null;
  if (access === 'NONE') return [];
  return [...(await assignedScope(ctx)).startupIds];
}
