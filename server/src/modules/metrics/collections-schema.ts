import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { builder } from '../../core/schema-builder.ts';
import type { DataCollectionRow } from '../../db/schema/index.ts';
import type { ProgramRow } from '../startups/repo.ts';
import { Program, StartupSummary } from '../startups/schema.ts';
import { createDataCollection, listDataCollections, stopDataCollection, type CollectionCreation, type CollectionPage } from './collections.ts';
import { MetricRef, metricLoaders } from './metric-type.ts';
import { sendMetricsReminder } from './reminders.ts';
import { revokeMetricReportLinks } from './report-links.ts';

/** The programme or startup each collection on a page names: one query per kind, whatever the page size. */
function collectionLoaders(ctx: Context) {
  return memo(ctx, 'collectionLoaders', () => {
    const tenant = ctx.incubator.id;
    const byId = <R extends { id: string }>(load: (ids: string[]) => Promise<R[]>) =>
      new DataLoader<string, R | null>(async (ids) => {
        const rows = await load([...ids]);
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      });
    const pr = schema.programs;
    const st = schema.startups;
    return {
      program: byId<ProgramRow>(async (ids) =>
        (await ctx.tx.db())
          .select()
          .from(pr)
          .where(and(eq(pr.incubatorId, tenant), inArray(pr.id, ids))),
      ),
      startup: byId(async (ids) =>
        (await ctx.tx.db())
          .select({ id: st.id, name: st.name, logo: st.logo })
          .from(st)
          .where(and(eq(st.incubatorId, tenant), inArray(st.id, ids))),
      ),
    };
  });
}

const DataCollection = builder.objectRef<DataCollectionRow>('DataCollection').implement({
  description: 'Metrics collected from one startup or from every startup of a programme, period after period from startsOn.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    program: t.field({ type: Program, resolve: (row, _a, ctx) => (row.programId ? collectionLoaders(ctx).program.load(row.programId) : null) }),
    startup: t.field({ type: StartupSummary, resolve: (row, _a, ctx) => (row.startupId ? collectionLoaders(ctx).startup.load(row.startupId) : null) }),
    metrics: t.field({
      type: [MetricRef],
      nullable: false,
      resolve: async (row, _a, ctx) =>
        (await metricLoaders(ctx).metric.loadMany(row.metricIds)).filter((m): m is Exclude<typeof m, Error | null> => Boolean(m) && !(m instanceof Error)),
    }),
    startsOn: t.exposeString('startsOn', { nullable: false, description: 'The first period starts on this day (YYYY-MM-DD).' }),
    dueDays: t.exposeInt('dueDays', { nullable: false, description: 'Each period is due this many days after it ends.' }),
    stoppedAt: t.string({ resolve: (row) => row.stoppedAt?.toISOString() ?? null }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const DataCollectionPage = builder.objectRef<CollectionPage>('DataCollectionPage').implement({
  fields: (t) => ({
    results: t.field({ type: [DataCollection], nullable: false, resolve: (page) => page.results }),
    next: t.exposeString('next'),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
  }),
});

const DataCollectionCreation = builder.objectRef<CollectionCreation>('DataCollectionCreation').implement({
  description: 'One startup is assigned at once (collections); several, or a programme, run as a startups batch operation (operationId, count).',
  fields: (t) => ({
    operationId: t.exposeID('operationId'),
    count: t.exposeInt('count', { nullable: false }),
    collections: t.field({ type: [DataCollection], nullable: false, resolve: (r) => r.collections }),
  }),
});

const DataCollectionInput = builder.inputType('DataCollectionInput', {
  fields: (t) => ({
    programIds: t.idList(),
    startupIds: t.idList(),
    metricIds: t.idList({ required: true }),
    startsOn: t.string({ required: true, description: 'The first period starts on this day (YYYY-MM-DD).' }),
    dueDays: t.int({ required: true, description: 'Each period is due this many days after it ends (0–60).' }),
  }),
});

builder.queryFields((t) => ({
  dataCollections: t.field({
    type: DataCollectionPage,
    nullable: false,
    description: 'Data collections, newest first: every one with METRICS/EDIT:VIEW ALL, those of the startups one is on with ASSIGNED.',
    args: { cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listDataCollections(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createDataCollection: t.field({
    type: DataCollectionCreation,
    nullable: false,
    args: { input: t.arg({ type: DataCollectionInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createDataCollection(ctx, args.input);
    },
  }),
  stopDataCollection: t.field({
    type: DataCollection,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return stopDataCollection(ctx, {}, String(args.id));
    },
  }),
  sendMetricsReminder: t.int({
    nullable: false,
    description: "Mails the period's cofounders a reminder with a link to report it now; answers how many were mailed.",
    args: { periodId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return sendMetricsReminder(ctx, {}, String(args.periodId));
    },
  }),
  revokeMetricReportLinks: t.int({
    nullable: false,
    description: 'Withdraws every open link to report the period without signing in; answers how many.',
    args: { periodId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return revokeMetricReportLinks(ctx, {}, String(args.periodId));
    },
  }),
}));
