import DataLoader from 'dataloader';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import type { ProgramRow } from '../startups/repo.ts';
import { fa, fn, fr, fre, type FunnelRoundRow } from './repo.ts';

const grouped = <K, R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K) => keys.map((key) => rows.filter((row) => keyOf(row) === key));

/**
 * What the funnel screens read per funnel or round, one query per kind whatever the page shows:
 * rounds, administrators, evaluators, criteria tags, programmes, page images, application counts.
 */
export function funnelManageLoaders(ctx: Context) {
  return memo(ctx, 'funnelManageLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    const u = schema.users;
    const ap = schema.applications;
    return {
      rounds: new DataLoader<string, FunnelRoundRow[]>(async (funnelIds) => {
        const rows = await (await db())
          .select()
          .from(fr)
          .where(and(eq(fr.incubatorId, tenant), inArray(fr.funnelId, [...funnelIds])))
          .orderBy(asc(fr.position), asc(fr.createdAt));
        return grouped(funnelIds, rows, (r) => r.funnelId);
      }),
      admins: new DataLoader<string, UserRow[]>(async (funnelIds) => {
        const rows = await (await db())
          .select({ funnelId: fa.funnelId, user: u })
          .from(fa)
          .innerJoin(u, and(eq(u.incubatorId, fa.incubatorId), eq(u.id, fa.userId)))
          .where(and(eq(fa.incubatorId, tenant), inArray(fa.funnelId, [...funnelIds])))
          .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id));
        return grouped(funnelIds, rows, (r) => r.funnelId).map((list) => list.map((r) => r.user));
      }),
      evaluators: new DataLoader<string, UserRow[]>(async (roundIds) => {
        const rows = await (await db())
          .select({ roundId: fre.roundId, user: u })
          .from(fre)
          .innerJoin(u, and(eq(u.incubatorId, fre.incubatorId), eq(u.id, fre.userId)))
          .where(and(eq(fre.incubatorId, tenant), inArray(fre.roundId, [...roundIds])))
          .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id));
        return grouped(roundIds, rows, (r) => r.roundId).map((list) => list.map((r) => r.user));
      }),
      tag: new DataLoader<string, { id: string; name: string; color: string | null; category: string } | null>(async (ids) => {
        const t = schema.tags;
        const rows = await (await db())
          .select({ id: t.id, name: t.name, color: t.color, category: t.category })
          .from(t)
          .where(and(eq(t.incubatorId, tenant), inArray(t.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      program: new DataLoader<string, ProgramRow | null>(async (ids) => {
        const p = schema.programs;
        const rows = await (await db())
          .select()
          .from(p)
          .where(and(eq(p.incubatorId, tenant), inArray(p.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      /** A page's images: only files attached to a funnel are ever named by one. */
      image: new DataLoader<string, AttachmentRow | null>(async (ids) => {
        const a = schema.attachments;
        const rows = await (await db())
          .select()
          .from(a)
          .where(and(eq(a.incubatorId, tenant), inArray(a.id, [...ids]), eq(a.referenceKind, 'funnel')));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      /** Applications sent to each funnel (drafts apart): one grouped query per page of funnels. */
      applicationCount: new DataLoader<string, number>(async (funnelIds) => {
        const rows = await (await db())
          .select({ funnelId: ap.funnelId, n: sql<number>`count(*)::int` })
          .from(ap)
          .where(and(eq(ap.incubatorId, tenant), inArray(ap.funnelId, [...funnelIds]), sql`${ap.status} <> 'draft'`))
          .groupBy(ap.funnelId);
        return funnelIds.map((id) => rows.find((r) => r.funnelId === id)?.n ?? 0);
      }),
      /** Applications in each round, drafts included: a round holding any cannot be deleted. */
      roundApplicationCount: new DataLoader<string, number>(async (roundIds) => {
        const rows = await (await db())
          .select({ roundId: ap.roundId, n: sql<number>`count(*)::int` })
          .from(ap)
          .where(and(eq(ap.incubatorId, tenant), inArray(ap.roundId, [...roundIds])))
          .groupBy(ap.roundId);
        return roundIds.map((id) => rows.find((r) => r.roundId === id)?.n ?? 0);
      }),
    };
  });
}

/** Open funnels for /apply/explore, by name (funnels_open_idx). */
export async function openFunnels(ctx: Context) {
  return (await ctx.tx.db())
    .select()
    .from(fn)
    .where(and(eq(fn.incubatorId, ctx.incubator.id), eq(fn.status, 'open'), eq(fn.archived, false)))
    .orderBy(asc(fn.name), asc(fn.id))
    .limit(200);
}
