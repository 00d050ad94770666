import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { LICENSED_USER_GROUP, USER_GROUPS, userGroupOf } from '@seedbed/contracts/roles';
import { PLANS, isPlan } from '@seedbed/contracts/flags';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';

const u = schema.users;
const r = schema.roles;

/** Statuses that give a licensed seat back: the person can no longer sign in. */
export const SEAT_FREE_STATUSES = ['archived', 'deleted', 'deny'] as const;

export const isLicensed = (roleType: string | null | undefined) => userGroupOf(roleType) === LICENSED_USER_GROUP;
export const holdsSeat = (roleType: string | null | undefined, status: string) => isLicensed(roleType) && !(SEAT_FREE_STATUSES as readonly string[]).includes(status);

/** The plan's licensed-seat limit; null is unlimited. A stored plan without one follows its named plan. */
export function seatLimit(ctx: Context): number | null {
  const plan = ctx.incubator.plan as Partial<{ name: string; employeeCountLimit: number | null }> | null;
  if (plan && plan.employeeCountLimit !== undefined) return plan.employeeCountLimit;
  return plan && isPlan(plan.name) ? PLANS[plan.name].employeeCountLimit : null;
}

export async function seatsUsed(ctx: Context, db: Db): Promise<number> {
  const [{ used }] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(u)
    .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(r.type, [...USER_GROUPS[LICENSED_USER_GROUP]]), notInArray(u.status, [...SEAT_FREE_STATUSES])));
  return used;
}

/**
 * Refuses to hand out `extra` more licensed seats than the plan allows. Takes a per-tenant lock
 * for the rest of the transaction, so two invitations running at once cannot both take the last seat.
 */
export async function ensureSeats(ctx: Context, db: Db, extra: number): Promise<void> {
  if (extra <= 0) return;
  const limit = seatLimit(ctx);
  if (limit === null) return;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`seats:${ctx.incubator.id}`}))`);
  const used = await seatsUsed(ctx, db);
  if (used + extra > limit) throw new AppError('SEAT_LIMIT', 'people.errors.seatLimit', { limit, used });
}
