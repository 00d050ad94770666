import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SAVED_VIEW_LIST_NAMES,
  SAVED_VIEW_LISTS,
  SAVED_VIEWS_PER_OWNER_MAX,
  savedViewChangesSchema,
  savedViewInputSchema,
  type SavedViewList,
} from '@seedbed/contracts/saved-views';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import type { SavedViewRow } from '../../db/schema/index.ts';
import { mayReadSharedViews, ownedView, requireSavedViews, sv } from './access.ts';

/** Others' shared views offered at most: the menu lists them by name, the first ones are what a person picks from. */
export const SHARED_VIEWS_SHOWN = 200;

/**
 * The views of `list` the viewer may apply: their own by name (saved_views_owner_idx), then,
 * with SAVED_VIEWS:READ, those others shared, by name (saved_views_shared_idx).
 */
export async function savedViewsOf(ctx: Context, rawList: string): Promise<SavedViewRow[]> {
  const viewer = requireViewer(ctx);
  const list = requireSavedViews(ctx, rawList);
  const db = await ctx.tx.db();
  const mine = and(eq(sv.incubatorId, ctx.incubator.id), eq(sv.list, list), eq(sv.ownerId, viewer.user.id));
  const own = await db.select().from(sv).where(mine).orderBy(asc(sv.name), asc(sv.id)).limit(SAVED_VIEWS_PER_OWNER_MAX);
  if (!(await mayReadSharedViews(ctx))) return own;
  const shared = await db
    .select()
    .from(sv)
    .where(and(eq(sv.incubatorId, ctx.incubator.id), eq(sv.list, list), eq(sv.shared, true), ne(sv.ownerId, viewer.user.id)))
    .orderBy(asc(sv.name), asc(sv.id))
    .limit(SHARED_VIEWS_SHOWN);
  return [...own, ...shared];
}

/**
 * Names are unique per owner and list, whatever the case ("Shortlist" and "shortlist" would be
 * the same entry in the menu). The owner's lock keeps two saves racing past the check.
 */
async function assertNameFree(ctx: Context, db: Db, list: SavedViewList, name: string, except?: string) {
  const ownerId = requireViewer(ctx).user.id;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-views:${ctx.incubator.id}:${ownerId}:${list}`}))`);
  const rows = await db
    .select({ id: sv.id })
    .from(sv)
    .where(and(eq(sv.incubatorId, ctx.incubator.id), eq(sv.list, list), eq(sv.ownerId, ownerId), sql`lower(${sv.name}) = lower(${name})`));
  if (rows.some((r) => r.id !== except)) throw validationError([{ field: 'name', key: 'savedViews.nameTaken', params: { name } }]);
  return rows.length;
}

async function countOwn(ctx: Context, db: Db, list: SavedViewList) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sv)
    .where(and(eq(sv.incubatorId, ctx.incubator.id), eq(sv.list, list), eq(sv.ownerId, requireViewer(ctx).user.id)));
  return n;
}

/** One change per list, since the list says which filters are valid. */
const creators = Object.fromEntries(
  SAVED_VIEW_LIST_NAMES.map((list) => [
    list,
    defineChange({
      input: () => savedViewInputSchema(list),
      authorize: async (ctx) => {
        requireSavedViews(ctx, list);
      },
      async write(ctx, db, input) {
        await assertNameFree(ctx, db, list, input.name);
        if ((await countOwn(ctx, db, list)) >= SAVED_VIEWS_PER_OWNER_MAX)
          throw validationError([{ field: 'name', key: 'savedViews.tooMany', params: { max: SAVED_VIEWS_PER_OWNER_MAX } }]);
        const [view] = await db
          .insert(sv)
          .values({ incubatorId: ctx.incubator.id, id: newId(), list, ownerId: requireViewer(ctx).user.id, name: input.name, filters: input.filters, shared: input.shared })
          .returning();
        return { result: view, events: [{ kind: 'savedView.created', subjectKind: 'savedView', subjectId: view.id, data: { list, shared: view.shared } }] };
      },
    }),
  ]),
) as Record<SavedViewList, (ctx: Context, input: unknown) => Promise<SavedViewRow>>;

/** createSavedView(list, …): a list the plan does not offer is refused before its input is read. */
export function createSavedView(ctx: Context, rawList: string, input: unknown): Promise<SavedViewRow> {
  return creators[requireSavedViews(ctx, rawList)](ctx, input);
}

export const updateSavedView = defineChange({
  input: () => savedViewChangesSchema,
  authorize: async (ctx, input, id: string) => {
    const view = await ownedView(ctx, id);
    // The filters' shape depends on the view's list, known only now.
    const filters = input.filters && parseInput(z.object({ filters: SAVED_VIEW_LISTS[view.list as SavedViewList].filters }), { filters: input.filters }).filters;
    return { view, filters: filters as Record<string, unknown> | undefined };
  },
  async write(ctx, db, input, { view, filters }) {
    if (input.name !== undefined) await assertNameFree(ctx, db, view.list as SavedViewList, input.name, view.id);
    const [updated] = await db
      .update(sv)
      .set({ name: input.name, filters, shared: input.shared, updatedAt: new Date() })
      .where(and(eq(sv.incubatorId, ctx.incubator.id), eq(sv.id, view.id)))
      .returning();
    const fields = (['name', 'filters', 'shared'] as const).filter((key) => input[key] !== undefined);
    return {
      result: updated,
      events: [{ kind: 'savedView.updated', subjectKind: 'savedView', subjectId: view.id, data: { list: view.list, shared: updated.shared, fields } }],
    };
  },
});

export const deleteSavedView = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => ownedView(ctx, id),
  async write(ctx, db, _input, view) {
    await db.delete(sv).where(and(eq(sv.incubatorId, ctx.incubator.id), eq(sv.id, view.id)));
    return { result: true, events: [{ kind: 'savedView.deleted', subjectKind: 'savedView', subjectId: view.id, data: { list: view.list, shared: view.shared } }] };
  },
});
