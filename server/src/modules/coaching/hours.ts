import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { allocationHours, type HourUnit } from '@seedbed/contracts/coaching';
import { hourAllocationInput } from '@seedbed/contracts/coaching-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, notFoundField } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { loadVisibleStartup, onStaffSide } from '../startups/access.ts';
import { allocations, cs } from './repo.ts';

export type HourAllocationRow = typeof allocations.$inferSelect;

export type HourAllocationView = HourAllocationRow & { programName: string | null };

export interface HourBalance {
  allocatedMinutes: number;
  usedMinutes: number;
  remainingMinutes: number;
}

/** Hour allocation is a premium feature (flag hoursAllocation): off, nothing is counted or offered. */
export const allocatesHours = (ctx: Pick<Context, 'incubator'>) => incubatorFlags(ctx.incubator).hoursAllocation;

const planRequired = () => new AppError('FEATURE_DISABLED', 'coaching.hours.planRequired', {}, { flag: 'hoursAllocation' });

export const minutesOf = (row: Pick<HourAllocationRow, 'amount' | 'unit'>) => Math.round(allocationHours(row.amount, row.unit as HourUnit) * 60);

/**
 * The balances of several startups in two queries (the portfolio lists many). Used time is every
 * session not cancelled, booked or logged afterwards alike: what it took once known, else what was planned.
 * A startup without any allocation has no balance (absent from the map).
 */
export async function hourBalances(ctx: Pick<Context, 'incubator'>, db: Db, startupIds: readonly string[]): Promise<Map<string, HourBalance>> {
  const balances = new Map<string, HourBalance>();
  if (!allocatesHours(ctx) || !startupIds.length) return balances;
  const tenant = ctx.incubator.id;
  const given = await db
    .select({ startupId: allocations.startupId, amount: allocations.amount, unit: allocations.unit })
    .from(allocations)
    .where(and(eq(allocations.incubatorId, tenant), inArray(allocations.startupId, [...startupIds])));
  if (!given.length) return balances;
  const allocated = new Map<string, number>();
  for (const row of given) allocated.set(row.startupId, (allocated.get(row.startupId) ?? 0) + minutesOf(row));
  const used = await db
    .select({ startupId: cs.startupId, minutes: sql<string>`coalesce(sum(coalesce(${cs.estimatedDuration}, ${cs.expectedDuration})), 0)` })
    .from(cs)
    .where(and(eq(cs.incubatorId, tenant), inArray(cs.startupId, [...allocated.keys()]), isNull(cs.cancelledAt)))
    .groupBy(cs.startupId);
  for (const [startupId, allocatedMinutes] of allocated) {
    const usedMinutes = Number(used.find((r) => r.startupId === startupId)?.minutes ?? 0);
    balances.set(startupId, { allocatedMinutes, usedMinutes, remainingMinutes: allocatedMinutes - usedMinutes });
  }
  return balances;
}

/** A startup's coaching time: null when it was given none or the plan lacks the feature. The caller has checked that the startup is in reach. */
export async function hourBalance(ctx: Pick<Context, 'incubator'>, db: Db, startupId: string): Promise<HourBalance | null> {
  return (await hourBalances(ctx, db, [startupId])).get(startupId) ?? null;
}

/** Who gives a startup its hours: the programme's side of its file (the rule that edits its profile). */
export const mayAllocateHours = async (ctx: Context, startupId: string) => allocatesHours(ctx) && onStaffSide(ctx, startupId);

/** A startup's allocations (overall first, then per programme), for those who see it. */
export async function startupHourAllocations(ctx: Context, startupId: string): Promise<HourAllocationView[]> {
  const startup = await loadVisibleStartup(ctx, startupId);
  if (!allocatesHours(ctx)) return [];
  const p = schema.programs;
  const rows = await (await ctx.tx.db())
    .select({ row: allocations, programName: p.name })
    .from(allocations)
    .leftJoin(p, and(eq(p.incubatorId, allocations.incubatorId), eq(p.id, allocations.programId)))
    .where(and(eq(allocations.incubatorId, ctx.incubator.id), eq(allocations.startupId, startup.id)))
    .orderBy(sql`${allocations.programId} nulls first`, allocations.id);
  return rows.map(({ row, programName }) => ({ ...row, programName }));
}

/** hourBalance for the API: the same rule as every read of the startup. */
export async function visibleHourBalance(ctx: Context, startupId: string): Promise<HourBalance | null> {
  const startup = await loadVisibleStartup(ctx, startupId);
  return hourBalance(ctx, await ctx.tx.db(), startup.id);
}

async function requireAllocator(ctx: Context, startupId: string) {
  requireViewer(ctx);
  if (!allocatesHours(ctx)) throw planRequired();
  const startup = await loadVisibleStartup(ctx, startupId);
  if (!(await onStaffSide(ctx, startup.id))) throw forbidden();
  return startup;
}

/** Gives a startup its coaching time, overall or for one of its programmes; setting it again replaces the amount. */
export const setHourAllocation = defineChange({
  input: () => hourAllocationInput,
  async authorize(ctx, input) {
    const startup = await requireAllocator(ctx, input.startupId);
    if (input.programId) {
      const sp = schema.startupPrograms;
      const [inProgram] = await (await ctx.tx.db())
        .select({ one: sql`1` })
        .from(sp)
        .where(and(eq(sp.incubatorId, ctx.incubator.id), eq(sp.startupId, startup.id), eq(sp.programId, input.programId)));
      if (!inProgram) throw notFoundField('programId');
    }
    return startup;
  },
  async write(ctx, db, input, startup) {
    const tenant = ctx.incubator.id;
    const programId = input.programId ?? null;
    const values = { amount: input.amount, unit: input.unit, updatedBy: requireViewer(ctx).user.id, updatedAt: new Date() };
    const [existing] = await db
      .select({ id: allocations.id })
      .from(allocations)
      .where(and(eq(allocations.incubatorId, tenant), eq(allocations.startupId, startup.id), programId ? eq(allocations.programId, programId) : isNull(allocations.programId)));
    const [row] = existing
      ? await db
          .update(allocations)
          .set(values)
          .where(and(eq(allocations.incubatorId, tenant), eq(allocations.id, existing.id)))
          .returning()
      : await db
          .insert(allocations)
          .values({ incubatorId: tenant, id: newId(), startupId: startup.id, programId, ...values })
          .returning();
    return {
      result: row,
      events: [
        {
          kind: 'coaching.hoursAllocated',
          subjectKind: 'startup',
          subjectId: startup.id,
          data: { startupId: startup.id, startupName: startup.name, programId, amount: input.amount, unit: input.unit },
        },
      ],
    };
  },
});

/** Takes an allocation away; the startup's sessions stay as they are. */
export const removeHourAllocation = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, id: string) {
    requireViewer(ctx);
    if (!allocatesHours(ctx)) throw planRequired();
    if (!isId(id)) throw notFound();
    const [row] = await (await ctx.tx.db())
      .select()
      .from(allocations)
      .where(and(eq(allocations.incubatorId, ctx.incubator.id), eq(allocations.id, id)));
    if (!row) throw notFound();
    return { row, startup: await requireAllocator(ctx, row.startupId) };
  },
  async write(ctx, db, _input, { row, startup }) {
    await db.delete(allocations).where(and(eq(allocations.incubatorId, ctx.incubator.id), eq(allocations.id, row.id)));
    return {
      result: true,
      events: [
        {
          kind: 'coaching.hoursAllocationRemoved',
          subjectKind: 'startup',
          subjectId: startup.id,
          data: { startupId: startup.id, startupName: startup.name, programId: row.programId },
        },
      ],
    };
  },
});
