import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { FEATURE_FLAG_DEFINITIONS, PLANS, isPlan } from '@seedbed/contracts/flags';
import { LICENSED_USER_GROUP, USER_GROUPS } from '@seedbed/contracts/roles';
import type { Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { listedFlags } from '../../core/deliveries.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { incubatorFlags } from '../setup/schema.ts';

export interface OrganisationPlan {
  name: string;
  employeeCountLimit: number | null;
  employeeCount: number;
  flags: Array<{ name: string; enabled: boolean; premium: boolean; inPlan: boolean }>;
}

/** Accounts that no longer hold a seat: they cannot sign in again without an admin restoring them. */
const SEATLESS_STATUSES = ['deleted', 'archived', 'deny'];

/**
 * The plan, its seats and the features delivered so far: a flag of something not built yet stays in
 * the catalogue (and in `featureFlags`) but is not shown here as a feature the organisation has.
 */
export async function organisationPlan(ctx: Context): Promise<OrganisationPlan> {
  requireOrganisationAdmin(ctx);
  const db = await ctx.tx.db();
  const u = schema.users;
  const r = schema.roles;
  const [seats] = await db
    .select({ n: count() })
    .from(u)
    .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(r.type, [...USER_GROUPS[LICENSED_USER_GROUP]]), notInArray(u.status, SEATLESS_STATUSES)));
  const planName = isPlan(ctx.incubator.plan.name) ? ctx.incubator.plan.name : 'starter';
  const inPlan = new Set<string>(PLANS[planName].flags);
  const values = incubatorFlags(ctx.incubator);
  return {
    name: ctx.incubator.plan.name,
    employeeCountLimit: ctx.incubator.plan.employeeCountLimit,
    employeeCount: Number(seats?.n ?? 0),
    flags: listedFlags().map((name) => ({ name, enabled: values[name], premium: FEATURE_FLAG_DEFINITIONS[name].premium, inPlan: inPlan.has(name) })),
  };
}
