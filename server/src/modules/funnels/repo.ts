import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { FunnelRoundRow, FunnelRow } from '../../db/schema/index.ts';

export const fn = schema.funnels;
export const fr = schema.funnelRounds;
export const fa = schema.funnelAdmins;
export const fre = schema.funnelRoundEvaluators;
export type { FunnelRoundRow, FunnelRow };

export async function findFunnel(db: Db, tenant: string, id: string): Promise<FunnelRow | null> {
  const [row] = await db
    .select()
    .from(fn)
    .where(and(eq(fn.incubatorId, tenant), eq(fn.id, id)));
  return row ?? null;
}

export async function findRound(db: Db, tenant: string, id: string): Promise<FunnelRoundRow | null> {
  const [row] = await db
    .select()
    .from(fr)
    .where(and(eq(fr.incubatorId, tenant), eq(fr.id, id)));
  return row ?? null;
}

/** A funnel's rounds in their order. */
export function roundsOf(db: Db, tenant: string, funnelId: string): Promise<FunnelRoundRow[]> {
  return db
    .select()
    .from(fr)
    .where(and(eq(fr.incubatorId, tenant), eq(fr.funnelId, funnelId)))
    .orderBy(asc(fr.position), asc(fr.createdAt));
}
