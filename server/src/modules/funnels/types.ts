import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { FUNNEL_STATUSES } from '@seedbed/contracts/applications';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { fn, fr, type FunnelRoundRow, type FunnelRow } from './repo.ts';

/** Per-request loaders of funnels and rounds by id: one query per kind, whatever a page shows. */
export function funnelLoaders(ctx: Context) {
  return memo(ctx, 'funnelLoaders', () => {
    const tenant = ctx.incubator.id;
    return {
      funnel: new DataLoader<string, FunnelRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(fn)
          .where(and(eq(fn.incubatorId, tenant), inArray(fn.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      round: new DataLoader<string, FunnelRoundRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(fr)
          .where(and(eq(fr.incubatorId, tenant), inArray(fr.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
    };
  });
}

export const FunnelStatus = builder.enumType('FunnelStatus', { values: FUNNEL_STATUSES });

/**
 * A funnel as every reader sees it; what only its managers read (rounds' settings, administrators,
 * mails) is added by the files that manage them. Fields readable on the public page are marked so.
 */
export const Funnel = builder.objectRef<FunnelRow>('Funnel').implement({
  description: 'An application funnel: its public programme page, its rounds, and the programme accepted startups join.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    summary: t.exposeString('summary'),
    slug: t.exposeString('slug', { nullable: false, description: 'Its public page is /apply/program/<slug>.' }),
    status: t.field({ type: FunnelStatus, nullable: false, resolve: (row) => row.status as (typeof FUNNEL_STATUSES)[number] }),
    anonymous: t.exposeBoolean('anonymous', { nullable: false, description: 'Blind review: evaluators never learn who applied (anonymityApplications).' }),
    archived: t.exposeBoolean('archived', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

export const FunnelRound = builder.objectRef<FunnelRoundRow>('FunnelRound').implement({
  description: 'One round of a funnel, in order: the form applicants fill, the evaluation of what they sent, its dates.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    position: t.exposeInt('position', { nullable: false }),
    meeting: t.exposeBoolean('meeting', { nullable: false, description: 'An interview round.' }),
    opensAt: t.string({ resolve: (row) => row.opensAt?.toISOString() ?? null }),
    closesAt: t.string({ resolve: (row) => row.closesAt?.toISOString() ?? null }),
    funnel: t.field({ type: Funnel, nullable: false, resolve: async (row, _a, ctx) => (await funnelLoaders(ctx).funnel.load(row.funnelId))! }),
  }),
});

/** Whether a round takes answers now: open, and within its dates when it has them. */
export function roundIsOpen(funnel: Pick<FunnelRow, 'status' | 'archived'>, round: Pick<FunnelRoundRow, 'opensAt' | 'closesAt'>, now = new Date()): boolean {
  if (funnel.status !== 'open' || funnel.archived) return false;
  if (round.opensAt && round.opensAt > now) return false;
  if (round.closesAt && round.closesAt <= now) return false;
  return true;
}
