import { filter, pipe } from 'graphql-yoga';
import { and, eq } from 'drizzle-orm';
import { EXPORT_FORMATS, EXPORT_STATUSES, EXPORT_TYPES, type ExportStatus } from '@seedbed/contracts/exports';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { ExportRow } from '../../db/schema/index.ts';
import { Person } from '../users/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { displayName } from '../users/display-name.ts';
import { liveAccount } from '../users/live-account.ts';
import { exportTopic, type ExportSignal } from './live.ts';
import { cancelExport, downloadState, findOwnExport, listOwnExports, requestExport, type ExportPage } from './service.ts';

export const ExportTypeEnum = builder.enumType('ExportType', { values: EXPORT_TYPES });
export const ExportFormatEnum = builder.enumType('ExportFormat', { values: EXPORT_FORMATS });
export const ExportStatusEnum = builder.enumType('ExportStatus', { values: EXPORT_STATUSES });

export const Export = builder.objectRef<ExportRow>('Export').implement({
  description: 'A list written to a file in the background, kept in its requester’s history until it expires.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    type: t.field({ type: ExportTypeEnum, nullable: false, resolve: (e) => e.type as (typeof EXPORT_TYPES)[number] }),
    format: t.field({ type: ExportFormatEnum, nullable: false, resolve: (e) => e.format as (typeof EXPORT_FORMATS)[number] }),
    status: t.field({ type: ExportStatusEnum, nullable: false, resolve: (e) => e.status as ExportStatus }),
    filter: t.string({ description: 'The list’s filter as it was asked for (JSON).', resolve: (e) => (e.filter === null ? null : JSON.stringify(e.filter)) }),
    withAttachments: t.exposeBoolean('withAttachments', { nullable: false }),
    rowCount: t.exposeInt('rowsWritten', { nullable: false, description: 'Rows written so far.' }),
    total: t.exposeInt('total', { description: 'Rows expected, once known.' }),
    sizeBytes: t.float({ resolve: (e) => e.sizeBytes }),
    fileName: t.exposeString('fileName'),
    attempts: t.exposeInt('attempts', { nullable: false }),
    error: t.string({ description: 'Why it ended in ERROR or FAILED, in the reader’s language.', resolve: (e, _a, ctx) => (e.errorKey ? ctx.t(e.errorKey) : null) }),
    createdAt: t.string({ nullable: false, resolve: (e) => e.createdAt.toISOString() }),
    startedAt: t.string({ resolve: (e) => e.startedAt?.toISOString() ?? null }),
    finishedAt: t.string({ resolve: (e) => e.finishedAt?.toISOString() ?? null }),
    expiresAt: t.string({ resolve: (e) => e.expiresAt?.toISOString() ?? null }),
    expired: t.boolean({ nullable: false, description: 'The file was written and its time is up.', resolve: (e) => downloadState(e) === 'expired' }),
    downloadUrl: t.string({
      description: 'While the file is kept: where its requester downloads it (GET, with their bearer token).',
      resolve: (e) => (downloadState(e) === 'ready' ? `/api/exports/${e.id}/file` : null),
    }),
    requestedBy: t.field({
      type: Person,
      resolve: async (e, _a, ctx) => {
        const user = await userLoaders(ctx).user.load(e.requestedBy);
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
  }),
});

const ExportPageRef = builder.objectRef<ExportPage>('ExportPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Export], nullable: false, resolve: (p) => p.results }),
    totalCount: t.int({ nullable: false, description: 'Counted when asked for.', resolve: (p) => p.total() }),
    next: t.exposeString('next'),
  }),
});

builder.queryFields((t) => ({
  exports: t.field({
    type: ExportPageRef,
    nullable: false,
    description: 'The viewer’s own exports, newest first.',
    args: { cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, { cursor, limit }, ctx) => listOwnExports(ctx, cursor, limit),
  }),
  export: t.field({
    type: Export,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => findOwnExport(ctx, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  requestExport: t.field({
    type: Export,
    nullable: false,
    description: 'Queues an export of a list; `filter` is the list’s own filter, sort and columns as JSON.',
    args: {
      type: t.arg({ type: ExportTypeEnum, required: true }),
      format: t.arg({ type: ExportFormatEnum, required: true }),
      filter: t.arg.string(),
      withAttachments: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) => requestExport(ctx, { type: args.type, format: args.format, filter: args.filter ?? null, withAttachments: args.withAttachments ?? null }),
  }),
  cancelExport: t.field({
    type: Export,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => cancelExport(ctx, String(id)),
  }),
}));

builder.subscriptionFields((t) => ({
  exportUpdated: t.field({
    type: Export,
    nullable: false,
    description: 'The export as it is written: its status and progress. Only its requester hears it.',
    args: { exportId: t.arg.id({ required: true }) },
    subscribe: async (_r, { exportId }, ctx) => {
      const viewer = requireViewer(ctx);
      const id = String(exportId);
      if (!isId(id)) throw notFound();
      // The subscription's own transaction is over by now (graphql.ts): this check opens and ends one.
      const own = await withTenant(ctx.services.pool, ctx.incubator.id, async (db) => {
        const [row] = await db
          .select({ requestedBy: schema.exports.requestedBy })
          .from(schema.exports)
          .where(and(eq(schema.exports.incubatorId, ctx.incubator.id), eq(schema.exports.id, id)));
        return row?.requestedBy === viewer.user.id;
      });
      if (!own) throw notFound();
      return pipe(
        ctx.services.pubsub.subscribe(exportTopic(ctx.incubator.id, id)),
        filter(async (event) => (event as unknown as ExportSignal).requestedBy === viewer.user.id && Boolean(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))),
      );
    },
    // Each event is read back in the subscription's fresh transaction: the page gets the export as it is now.
    resolve: (event, _a, ctx) => findOwnExport(ctx, (event as unknown as ExportSignal).id),
  }),
}));
