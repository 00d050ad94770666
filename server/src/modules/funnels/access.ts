import { and, eq } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { fa, findFunnel, type FunnelRow } from './repo.ts';

/** The funnels the viewer administers (its creator and those added): they keep full access to them whatever their role. One query per request. */
export function adminFunnelIds(ctx: Context): Promise<ReadonlySet<string>> {
  return memo(ctx, 'adminFunnelIds', async () => {
    const viewer = requireViewer(ctx);
    const rows = await (await ctx.tx.db())
      .select({ funnelId: fa.funnelId })
      .from(fa)
      .where(and(eq(fa.incubatorId, ctx.incubator.id), eq(fa.userId, viewer.user.id)));
    return new Set(rows.map((row) => row.funnelId as string));
  });
}

export const isFunnelAdmin = async (ctx: Context, funnelId: string) => (await adminFunnelIds(ctx)).has(funnelId);

/** FUNNELS:VIEW:LIST lists every funnel; without it one sees the funnels one administers. */
export const mayListAllFunnels = (ctx: Context) => isAuthorized(ctx, 'FUNNELS:VIEW:LIST');
export const mayCreateFunnels = (ctx: Context) => isAuthorized(ctx, 'FUNNEL:CREATE');

/** FUNNEL:EDIT edits any funnel; its administrators edit their own. */
export async function mayEditFunnel(ctx: Context, funnelId: string): Promise<boolean> {
  return (await isAuthorized(ctx, 'FUNNEL:EDIT')) || (await isFunnelAdmin(ctx, funnelId));
}

/** FUNNEL:DELETE deletes any funnel; its administrators delete their own. */
export async function mayDeleteFunnel(ctx: Context, funnelId: string): Promise<boolean> {
  return (await isAuthorized(ctx, 'FUNNEL:DELETE')) || (await isFunnelAdmin(ctx, funnelId));
}

/** Whether the viewer sees a funnel in the management screens. */
export async function maySeeFunnel(ctx: Context, funnelId: string): Promise<boolean> {
  return (await mayListAllFunnels(ctx)) || (await mayEditFunnel(ctx, funnelId));
}

/** A funnel the viewer may manage; a malformed id, another tenant's or one out of reach is NOT_FOUND alike. */
export async function visibleFunnel(ctx: Context, id: string): Promise<FunnelRow> {
  requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const funnel = await findFunnel(await ctx.tx.db(), ctx.incubator.id, id);
  if (!funnel || !(await maySeeFunnel(ctx, funnel.id))) throw notFound();
  return funnel;
}
