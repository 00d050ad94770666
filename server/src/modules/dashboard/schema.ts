import { builder, LanguageValueInput, LanguageValueRef } from '../../core/schema-builder.ts';
import type { DashboardWidgetRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { UserStartup } from '../users/schema.ts';
import { dashboardWidgets } from './queries.ts';
import { recentStartupActivity, type RecentItem } from './recent-activity.ts';
import { createDashboardWidget, deleteDashboardWidget, moveDashboardWidget, updateDashboardWidget } from './service.ts';

const DashboardWidget = builder.objectRef<DashboardWidgetRow>('DashboardWidget').implement({
  description: "A widget an admin placed on the home page (spec 3 §3). The web shows its title and body in the reader's language, else the organisation's default, else English.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false }),
    title: t.field({ type: [LanguageValueRef], nullable: false, resolve: (row) => row.title }),
    body: t.field({ type: [LanguageValueRef], nullable: false, description: 'Sanitised HTML per language.', resolve: (row) => row.body }),
    roleTypes: t.stringList({ nullable: false, description: 'The role types that see it; empty: everyone.', resolve: (row) => row.roleTypes }),
    position: t.exposeInt('position', { nullable: false }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

const DashboardWidgetInput = builder.inputType('DashboardWidgetInput', {
  fields: (t) => ({
    title: t.field({ type: [LanguageValueInput] }),
    body: t.field({ type: [LanguageValueInput] }),
    roleTypes: t.stringList(),
  }),
});

const RecentActivityAuthor = builder.objectRef<{ id: string; fullName: string; avatar: string | null }>('RecentActivityAuthor').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
    avatar: t.exposeString('avatar'),
  }),
});

const RecentTimelineItem = builder.objectRef<RecentItem>('RecentTimelineItem').implement({
  description: "An item of a startup's timeline as the home page lists it.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false, description: "The timeline kind ('Event' for notes, 'MilestonePost'…)." }),
    createdAt: t.string({ nullable: false, resolve: (item) => item.createdAt.toISOString() }),
    startup: t.field({ type: UserStartup, nullable: false, resolve: (item) => item.startup }),
    createdBy: t.field({
      type: RecentActivityAuthor,
      resolve: async (item, _a, ctx) => {
        const user = item.createdBy ? await userLoaders(ctx).user.load(item.createdBy) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx), avatar: user.avatar } : null;
      },
    }),
    excerpt: t.exposeString('excerpt', {
      nullable: false,
      description: "The beginning of the note as plain text, else the name of what the item stands for; '' when it has neither.",
    }),
  }),
});

builder.queryFields((t) => ({
  dashboardWidgets: t.field({
    type: [DashboardWidget],
    nullable: false,
    description: "The widgets of the viewer's role; `all` (organisation admins): every widget, to arrange them.",
    args: { all: t.arg.boolean() },
    resolve: (_r, args, ctx) => dashboardWidgets(ctx, args.all ?? false),
  }),
  recentStartupActivity: t.field({
    type: [RecentTimelineItem],
    nullable: false,
    description: 'The newest timeline items of the startups the viewer may see, newest first (default 8, at most 50).',
    args: { limit: t.arg.int() },
    resolve: (_r, args, ctx) => recentStartupActivity(ctx, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  createDashboardWidget: t.field({
    type: DashboardWidget,
    nullable: false,
    args: { data: t.arg({ type: DashboardWidgetInput, required: true }) },
    resolve: (_r, args, ctx) => createDashboardWidget(ctx, args.data),
  }),
  updateDashboardWidget: t.field({
    type: DashboardWidget,
    nullable: false,
    args: { widgetId: t.arg.id({ required: true }), data: t.arg({ type: DashboardWidgetInput, required: true }) },
    resolve: (_r, args, ctx) => updateDashboardWidget(ctx, args.data, String(args.widgetId)),
  }),
  deleteDashboardWidget: t.field({
    type: 'Boolean',
    nullable: false,
    args: { widgetId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteDashboardWidget(ctx, {}, String(args.widgetId)),
  }),
  moveDashboardWidget: t.field({
    type: [DashboardWidget],
    nullable: false,
    description: 'Places the widget at `position` (from 0) and answers every widget in their new order.',
    args: { widgetId: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => moveDashboardWidget(ctx, { position: args.position }, String(args.widgetId)),
  }),
}));
