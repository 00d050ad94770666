import { builder } from '../../core/schema-builder.ts';
import { communityAnalytics, type CommunityAnalytics as Analytics, type NamedCount, type WeekActivity } from './analytics.ts';

const Totals = builder.objectRef<Analytics['totals']>('CommunityAnalyticsTotals').implement({
  fields: (t) => ({
    people: t.exposeInt('people', { nullable: false, description: 'The people counted, whenever they joined.' }),
    newPeople: t.exposeInt('newPeople', { nullable: false }),
    activePeople: t.exposeInt('activePeople', { nullable: false, description: 'Those who did anything recorded in the period, signing in included.' }),
    posts: t.exposeInt('posts', { nullable: false }),
    replies: t.exposeInt('replies', { nullable: false }),
    reactions: t.exposeInt('reactions', { nullable: false }),
    messages: t.exposeInt('messages', { nullable: false }),
  }),
});

const RoleCount = builder.objectRef<Analytics['byRole'][number]>('CommunityRoleCount').implement({
  fields: (t) => ({ roleType: t.exposeString('roleType', { nullable: false }), count: t.exposeInt('count', { nullable: false }) }),
});

const NamedCountRef = builder.objectRef<NamedCount>('CommunityNamedCount').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    count: t.exposeInt('count', { nullable: false }),
  }),
});

const Week = builder.objectRef<WeekActivity>('CommunityWeekActivity').implement({
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { nullable: false, description: "The week's Monday in the organisation's time zone (yyyy-MM-dd)." }),
    newPeople: t.exposeInt('newPeople', { nullable: false }),
    activePeople: t.exposeInt('activePeople', { nullable: false }),
    posts: t.exposeInt('posts', { nullable: false }),
    replies: t.exposeInt('replies', { nullable: false }),
    reactions: t.exposeInt('reactions', { nullable: false }),
    messages: t.exposeInt('messages', { nullable: false }),
  }),
});

const CommunityAnalytics = builder.objectRef<Analytics>('CommunityAnalytics').implement({
  fields: (t) => ({
    from: t.string({ nullable: false, resolve: (a) => a.from.toISOString() }),
    to: t.string({ nullable: false, resolve: (a) => a.to.toISOString() }),
    programId: t.exposeID('programId'),
    totals: t.field({ type: Totals, nullable: false, resolve: (a) => a.totals }),
    byRole: t.field({ type: [RoleCount], nullable: false, resolve: (a) => a.byRole }),
    bySkill: t.field({ type: [NamedCountRef], nullable: false, description: 'The most frequent skills, at most 15.', resolve: (a) => a.bySkill }),
    byIndustry: t.field({ type: [NamedCountRef], nullable: false, description: 'The most frequent industries, at most 15.', resolve: (a) => a.byIndustry }),
    byProgram: t.field({ type: [NamedCountRef], nullable: false, resolve: (a) => a.byProgram }),
    weeks: t.field({ type: [Week], nullable: false, description: 'Every week of the period, oldest first.', resolve: (a) => a.weeks }),
  }),
});

builder.queryFields((t) => ({
  communityAnalytics: t.field({
    type: CommunityAnalytics,
    nullable: false,
    description: 'The community in numbers, for staff-like roles: `from` and `to` are instants (ISO 8601), at most two years apart; the last 90 days when left out.',
    args: { from: t.arg.string(), to: t.arg.string(), programId: t.arg.id() },
    resolve: (_r, args, ctx) => communityAnalytics(ctx, args),
  }),
}));
