import { APPLICATION_STATUS_GROUPS, type ApplicationStatusGroup } from '@seedbed/contracts/applications';
import { APPLICATION_SORTS } from '@seedbed/contracts/applications-input';
import { builder } from '../../core/schema-builder.ts';
import { Application, ApplicationStatusEnum } from './types.ts';
import { applicationAbilities, applicationQueue, listApplications, type ApplicationAbilities, type ApplicationPage, type ApplicationQueue } from './overview.ts';

export const ApplicationSortEnum = builder.enumType('ApplicationSort', { values: APPLICATION_SORTS });
export const ApplicationStatusGroupEnum = builder.enumType('ApplicationStatusGroup', { values: Object.keys(APPLICATION_STATUS_GROUPS) as ApplicationStatusGroup[] });

const ApplicationFilter = builder.inputType('ApplicationFilter', {
  description: 'The overview filters; without APPLICATION_OVERVIEW/FILTERS:VIEW only funnelIds may be set (any other is FORBIDDEN).',
  fields: (t) => ({
    funnelIds: t.idList(),
    roundIds: t.idList(),
    statuses: t.field({ type: [ApplicationStatusEnum] }),
    statusGroup: t.field({ type: ApplicationStatusGroupEnum }),
    tagIds: t.idList(),
    evaluatorIds: t.idList({ description: "Evaluators of the application's current round." }),
    scoreMin: t.float(),
    scoreMax: t.float(),
    search: t.string({ description: 'The project name, and who applied where the viewer may know it; under blind review the reference shown instead.' }),
    assignedToMe: t.boolean({ description: 'Those whose current round the viewer evaluates.' }),
  }),
});

const Page = builder.objectRef<ApplicationPage>('ApplicationPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Application], nullable: false, resolve: (p) => p.results }),
    totalCount: t.int({ nullable: false, description: 'Counted up to 10,000 (see totalCountCapped).', resolve: async (p) => (await p.total()).count }),
    totalCountCapped: t.boolean({ nullable: false, description: 'More match than totalCount says.', resolve: async (p) => (await p.total()).capped }),
    next: t.exposeString('next'),
  }),
});

const StatusCount = builder.objectRef<ApplicationQueue['statuses'][number]>('ApplicationStatusCount').implement({
  fields: (t) => ({
    status: t.field({ type: ApplicationStatusEnum, nullable: false, resolve: (c) => c.status }),
    count: t.exposeInt('count', { nullable: false }),
  }),
});
const GroupCount = builder.objectRef<ApplicationQueue['groups'][number]>('ApplicationStatusGroupCount').implement({
  fields: (t) => ({
    group: t.field({ type: ApplicationStatusGroupEnum, nullable: false, resolve: (c) => c.group }),
    count: t.exposeInt('count', { nullable: false }),
  }),
});
const Queue = builder.objectRef<ApplicationQueue>('ApplicationQueue').implement({
  description: 'The queue bar: how many applications the viewer may review are in each status and group.',
  fields: (t) => ({
    funnelId: t.exposeID('funnelId'),
    total: t.exposeInt('total', { nullable: false }),
    statuses: t.field({ type: [StatusCount], nullable: false, resolve: (q) => q.statuses }),
    groups: t.field({ type: [GroupCount], nullable: false, resolve: (q) => q.groups }),
  }),
});

const Abilities = builder.objectRef<ApplicationAbilities>('ApplicationViewerCan').implement({
  fields: (t) => ({
    decide: t.exposeBoolean('decide', { nullable: false }),
    delete: t.exposeBoolean('delete', { nullable: false }),
    tag: t.exposeBoolean('tag', { nullable: false }),
    assign: t.exposeBoolean('assign', { nullable: false }),
    comment: t.exposeBoolean('comment', { nullable: false }),
    export: t.exposeBoolean('export', { nullable: false }),
  }),
});

builder.objectFields(Application, (t) => ({
  viewerCan: t.field({ type: Abilities, nullable: false, resolve: (row, _a, ctx) => applicationAbilities(ctx, row) }),
}));

builder.queryFields((t) => ({
  applications: t.field({
    type: Page,
    nullable: false,
    description: 'The applications overview: those the viewer may review, filtered and keyset-paged (limit up to 100).',
    args: {
      filter: t.arg({ type: ApplicationFilter }),
      sort: t.arg({ type: ApplicationSortEnum }),
      cursor: t.arg.string(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) => listApplications(ctx, args.filter, args.sort ?? 'NEWEST', args.cursor, args.limit),
  }),
  applicationQueue: t.field({
    type: Queue,
    nullable: false,
    args: { funnelId: t.arg.id() },
    resolve: (_r, args, ctx) => applicationQueue(ctx, args.funnelId),
  }),
}));
