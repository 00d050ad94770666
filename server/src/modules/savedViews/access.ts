import { and, eq } from 'drizzle-orm';
import { SAVED_VIEW_LISTS, type SavedViewList } from '@seedbed/contracts/saved-views';
import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { schema } from '../../core/db/pool.ts';
import type { SavedViewRow } from '../../db/schema/index.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';

export const sv = schema.savedViews;

const isList = (list: string): list is SavedViewList => Object.hasOwn(SAVED_VIEW_LISTS, list);

/** Saved views of a list are a feature of the plan (its flag): without it nothing of them is read or written. */
export function requireSavedViews(ctx: Context, list: string): SavedViewList {
  requireViewer(ctx);
  if (!isList(list)) throw notFound();
  const { flag } = SAVED_VIEW_LISTS[list];
  if (!incubatorFlags(ctx.incubator)[flag]) throw new AppError('FEATURE_DISABLED', 'savedViews.planRequired', {}, { flag });
  return list;
}

/** SAVED_VIEWS:READ: the views others shared are offered too. */
export const mayReadSharedViews = (ctx: Context) => isAuthorized(ctx, 'SAVED_VIEWS:READ');

/**
 * A view the viewer owns, for a change: anyone else's (shared or not), another tenant's or a
 * malformed id is NOT_FOUND, so an edit never tells whether someone else's view exists.
 */
export async function ownedView(ctx: Context, id: string): Promise<SavedViewRow> {
  const viewer = requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const db = await ctx.tx.db();
  const [view] = await db
    .select()
    .from(sv)
    .where(and(eq(sv.incubatorId, ctx.incubator.id), eq(sv.id, id), eq(sv.ownerId, viewer.user.id)));
  if (!view) throw notFound();
  requireSavedViews(ctx, view.list);
  return view;
}
