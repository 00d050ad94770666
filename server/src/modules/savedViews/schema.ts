import { SAVED_VIEW_LIST_NAMES } from '@seedbed/contracts/saved-views';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import type { SavedViewRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { createSavedView, deleteSavedView, savedViewsOf, updateSavedView } from './service.ts';

const SavedViewListEnum = builder.enumType('SavedViewList', { values: SAVED_VIEW_LIST_NAMES });

const Owner = builder.objectRef<{ id: string; fullName: string }>('SavedViewOwner').implement({
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }), fullName: t.exposeString('fullName', { nullable: false }) }),
});

const SavedView = builder.objectRef<SavedViewRow>('SavedView').implement({
  description: "A named set of a list's filters and order; its owner's, or shared with those holding SAVED_VIEWS:READ.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    list: t.field({ type: SavedViewListEnum, nullable: false, resolve: (row) => row.list as (typeof SAVED_VIEW_LIST_NAMES)[number] }),
    name: t.exposeString('name', { nullable: false }),
    filters: t.string({
      nullable: false,
      description:
        "The list's filters as JSON text: for applications {filter: ApplicationFilter, sort: ApplicationSort}; for users {filter: UsersFilter, sort: UserSort}; for startups {filter: StartupFilter, sort: StartupSort, mode: CARD|TABLE}.",
      resolve: (row) => JSON.stringify(row.filters),
    }),
    shared: t.exposeBoolean('shared', { nullable: false }),
    mine: t.boolean({
      nullable: false,
      description: 'The viewer owns it: only they rename, change or delete it.',
      resolve: (row, _a, ctx) => row.ownerId === requireViewer(ctx).user.id,
    }),
    owner: t.field({
      type: Owner,
      resolve: async (row, _a, ctx) => {
        const user = await userLoaders(ctx).user.load(row.ownerId);
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

const SavedViewChanges = builder.inputType('SavedViewChanges', {
  fields: (t) => ({ name: t.string(), filters: t.string({ description: 'JSON text, as SavedView.filters.' }), shared: t.boolean() }),
});

builder.queryFields((t) => ({
  savedViews: t.field({
    type: [SavedView],
    nullable: false,
    description: "The viewer's own views of the list by name, then, with SAVED_VIEWS:READ, those others shared.",
    args: { list: t.arg({ type: SavedViewListEnum, required: true }) },
    resolve: (_r, args, ctx) => savedViewsOf(ctx, args.list),
  }),
}));

builder.mutationFields((t) => ({
  createSavedView: t.field({
    type: SavedView,
    nullable: false,
    args: {
      list: t.arg({ type: SavedViewListEnum, required: true }),
      name: t.arg.string({ required: true }),
      filters: t.arg.string({ required: true, description: 'JSON text of at most 8 KB, in the shape of the list.' }),
      shared: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) => createSavedView(ctx, args.list, { name: args.name, filters: args.filters, shared: args.shared }),
  }),
  updateSavedView: t.field({
    type: SavedView,
    nullable: false,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: SavedViewChanges, required: true }) },
    resolve: (_r, args, ctx) => updateSavedView(ctx, args.data, String(args.id)),
  }),
  deleteSavedView: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteSavedView(ctx, {}, String(args.id)),
  }),
}));
