import { and, eq } from 'drizzle-orm';
import { EMAIL_COMPOSERS } from '@seedbed/contracts/emails';
import { isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { EmailRow, PlannedActionRow } from '../../db/schema/index.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { em, pa } from './repo.ts';

export const PLAN_KEY = 'CREATE:PLANNED_ACTION';
export const EDIT_PLAN_KEY = 'EDIT:PLANNED_ACTION';
export const CANCEL_PLAN_KEY = 'CANCEL:PLANNED_ACTION';

/** Whether the viewer composes campaigns: the organisation's staff and administrators (contracts/emails.ts). */
export const isComposer = (ctx: Context) => isInGroup(ctx.viewer?.role?.type, EMAIL_COMPOSERS);

/** Campaigns are the composers' alone: anyone else is refused before anything is read. */
export function requireComposer(ctx: Context): void {
  requireViewer(ctx);
  if (!isComposer(ctx)) throw forbidden();
}

/** A campaign of the tenant for a composer; a malformed id or another tenant's is NOT_FOUND. */
export async function composedEmail(ctx: Context, id: string): Promise<EmailRow> {
  requireComposer(ctx);
  if (!isId(id)) throw notFound();
  const [row] = await (await ctx.tx.db())
    .select()
    .from(em)
    .where(and(eq(em.incubatorId, ctx.incubator.id), eq(em.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * Planned actions are listed to whoever may plan, edit or cancel them; each change needs its own
 * key (spec 1 §6). Planning an e-mail also needs to be one of its composers.
 */
export async function maySeePlannedActions(ctx: Context): Promise<boolean> {
  for (const key of [PLAN_KEY, EDIT_PLAN_KEY, CANCEL_PLAN_KEY]) if (await isAuthorized(ctx, key)) return true;
  return false;
}

export const authorizePlanning = (ctx: Context) => authorize(ctx, PLAN_KEY);

/** A planned action the viewer may see; anything else (another tenant's, a malformed id) is NOT_FOUND. */
export async function visiblePlannedAction(ctx: Context, id: string): Promise<PlannedActionRow> {
  requireViewer(ctx);
  if (!isId(id) || !(await maySeePlannedActions(ctx))) throw notFound();
  const [row] = await (await ctx.tx.db())
    .select()
    .from(pa)
    .where(and(eq(pa.incubatorId, ctx.incubator.id), eq(pa.id, id)));
  if (!row) throw notFound();
  return row;
}
