import { and, eq } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { openFunnels } from './loaders.ts';
import { fn, type FunnelRoundRow, type FunnelRow } from './repo.ts';
import { roundIsOpen } from './types.ts';

/**
 * Why applying is not possible now, or null when it is: applications enter the first round, so
 * the funnel must be open and that round must have a form and be within its dates.
 */
export type ApplyBlocker = 'closed' | 'unavailable' | 'notYetOpen' | 'ended';

export function applyBlocker(funnel: FunnelRow, rounds: readonly FunnelRoundRow[], now = new Date()): ApplyBlocker | null {
  if (funnel.status !== 'open' || funnel.archived) return 'closed';
  const first = rounds[0];
  if (!first?.formId) return 'unavailable';
  if (first.opensAt && first.opensAt > now) return 'notYetOpen';
  if (first.closesAt && first.closesAt <= now) return 'ended';
  return roundIsOpen(funnel, first, now) ? null : 'closed';
}

/** /apply/explore: the organisation's open funnels. Anyone may read them, signed in or not. */
export const publicFunnels = (ctx: Context) => openFunnels(ctx);

/**
 * /apply/program/:slug (flag programPage). A draft, archived or unknown slug is NOT_FOUND like a
 * page that never existed; a closed funnel still shows, as closed.
 */
export async function publicProgram(ctx: Context, slug: string): Promise<FunnelRow> {
  if (!incubatorFlags(ctx.incubator).programPage) throw new AppError('NOT_FOUND', 'funnels.programPageDisabled');
  if (typeof slug !== 'string' || slug.length > 100) throw notFound();
  const [funnel] = await (await ctx.tx.db())
    .select()
    .from(fn)
    .where(and(eq(fn.incubatorId, ctx.incubator.id), eq(fn.slug, slug.trim().toLowerCase())));
  if (!funnel || funnel.status === 'draft' || funnel.archived) throw notFound();
  return funnel;
}
