import type { Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { PageBlockRef } from './block-types.ts';
import { funnelManageLoaders } from './loaders.ts';
import { applyBlocker, publicFunnels, publicProgram } from './public.ts';
import type { FunnelRoundRow, FunnelRow } from './repo.ts';
import { FunnelStatus, roundIsOpen } from './types.ts';

/**
 * What the public apply screens read: names, summary, page, rounds' names and dates, and whether
 * one can apply now. No administrator, evaluator, form or mail is reachable from these types.
 */
const PublicRound = builder.objectRef<{ round: FunnelRoundRow; funnel: FunnelRow }>('PublicFunnelRound').implement({
  fields: (t) => ({
    _id: t.id({ nullable: false, resolve: (r) => r.round.id }),
    name: t.string({ nullable: false, resolve: (r) => r.round.name }),
    opensAt: t.string({ resolve: (r) => r.round.opensAt?.toISOString() ?? null }),
    closesAt: t.string({ resolve: (r) => r.round.closesAt?.toISOString() ?? null }),
    meeting: t.boolean({ nullable: false, resolve: (r) => r.round.meeting }),
    isOpen: t.boolean({ nullable: false, resolve: (r) => roundIsOpen(r.funnel, r.round) }),
  }),
});

const ApplyBlockerEnum = builder.enumType('FunnelApplyBlocker', { values: ['closed', 'unavailable', 'notYetOpen', 'ended'] as const });

const roundsOf = (ctx: Context, f: FunnelRow) => funnelManageLoaders(ctx).rounds.load(f.id);

/** An open funnel as /apply/explore lists it, and a programme page as /apply/program/:slug shows it. */
const PublicFunnel = builder.objectRef<FunnelRow>('PublicFunnel').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    summary: t.exposeString('summary'),
    slug: t.exposeString('slug', { nullable: false }),
    status: t.field({ type: FunnelStatus, nullable: false, resolve: (f) => f.status as 'draft' | 'open' | 'closed' }),
    page: t.field({ type: [PageBlockRef], nullable: false, resolve: (f) => f.page }),
    rounds: t.field({ type: [PublicRound], nullable: false, resolve: async (f, _a, ctx) => (await roundsOf(ctx, f)).map((round) => ({ round, funnel: f })) }),
    isOpen: t.boolean({
      nullable: false,
      description: 'Whether one can apply now (the first round takes applications).',
      resolve: async (f, _a, ctx) => applyBlocker(f, await roundsOf(ctx, f)) === null,
    }),
    applyBlocker: t.field({
      type: ApplyBlockerEnum,
      description: 'Why one cannot apply now; null when one can.',
      resolve: async (f, _a, ctx) => applyBlocker(f, await roundsOf(ctx, f)),
    }),
    hasPage: t.boolean({
      nullable: false,
      description: 'Whether its programme page can be opened (flag programPage).',
      resolve: (_f, _a, ctx) => incubatorFlags(ctx.incubator).programPage,
    }),
  }),
});

builder.queryFields((t) => ({
  publicFunnels: t.field({ type: [PublicFunnel], nullable: false, resolve: (_r, _a, ctx) => publicFunnels(ctx) }),
  publicProgram: t.field({ type: PublicFunnel, nullable: false, args: { slug: t.arg.string({ required: true }) }, resolve: (_r, args, ctx) => publicProgram(ctx, args.slug) }),
}));
