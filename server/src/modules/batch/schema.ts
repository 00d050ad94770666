import { filter, pipe } from 'graphql-yoga';
import { and, eq } from 'drizzle-orm';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { BatchOperationItemRow, BatchOperationRow } from '../../db/schema/index.ts';
import { liveAccount } from '../users/live-account.ts';
import { BATCH_UPDATE_TYPES, batchTopic, type BatchEvent } from './events.ts';
import { findOwnOperation, operationItems } from './service.ts';

export const BatchUpdateTypeEnum = builder.enumType('BatchUpdateType', { values: BATCH_UPDATE_TYPES });

/** What a mutation that starts a batch operation answers. */
export const BatchOperationStarted = builder.objectRef<{ operationId: string; count: number }>('BatchOperationStarted').implement({
  fields: (t) => ({ operationId: t.exposeID('operationId', { nullable: false }), count: t.exposeInt('count', { nullable: false }) }),
});

const translated = (ctx: Context, error: BatchOperationItemRow['error']) =>
  error ? new AppError(error.code, error.key, error.params ?? {}, {}, error.fields ?? []).translate(ctx.t).message : null;

const BatchOperationItem = builder.objectRef<BatchOperationItemRow>('BatchOperationItem').implement({
  fields: (t) => ({
    position: t.exposeInt('position', { nullable: false }),
    status: t.exposeString('status', { nullable: false }),
    subjectId: t.exposeID('subjectId'),
    /** The item as it was asked for, as JSON (its creator wrote it). */
    payload: t.string({ nullable: false, resolve: (i) => JSON.stringify(i.payload) }),
    /** Why the item failed, in the reader's language. */
    error: t.string({ resolve: (i, _a, ctx) => translated(ctx, i.error) }),
  }),
});

export const BatchOperation = builder.objectRef<BatchOperationRow>('BatchOperation').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    id: t.exposeID('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false }),
    status: t.exposeString('status', { nullable: false }),
    total: t.exposeInt('total', { nullable: false }),
    processed: t.exposeInt('processed', { nullable: false }),
    failed: t.exposeInt('failed', { nullable: false }),
    count: t.int({ nullable: false, resolve: (o) => o.processed + o.failed }),
    error: t.string({ resolve: (o, _a, ctx) => (o.error ? ctx.t(o.error) : null) }),
    createdAt: t.string({ nullable: false, resolve: (o) => o.createdAt.toISOString() }),
    finishedAt: t.string({ resolve: (o) => o.finishedAt?.toISOString() ?? null }),
    items: t.field({
      type: [BatchOperationItem],
      nullable: false,
      args: { status: t.arg.string() },
      resolve: async (o, { status }, ctx) => (await operationItems(ctx, o.id)).filter((i) => !status || i.status === status),
    }),
  }),
});

builder.queryFields((t) => ({
  batchOperation: t.field({
    type: BatchOperation,
    nullable: false,
    args: { operationId: t.arg.id({ required: true }) },
    resolve: async (_r, { operationId }, ctx) => {
      requireViewer(ctx);
      if (!isId(operationId)) throw notFound();
      return findOwnOperation(ctx, operationId);
    },
  }),
}));

/**
 * A progress subscription for one family of operations (users, startups, applications): only the
 * operation's creator hears it, and only while their account is live. `subjectField` is the name
 * the spec gives the item's record in that family (userId, startupId, applicationId).
 */
export function defineBatchSubscription(fieldName: string, typeName: string, subjectField: string, kindPrefix: string) {
  const Update = builder.objectRef<BatchEvent>(typeName).implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      count: t.exposeInt('count', { nullable: false }),
      total: t.exposeInt('total', { nullable: false }),
      processed: t.exposeInt('processed', { nullable: false }),
      failed: t.exposeInt('failed', { nullable: false }),
      updateType: t.field({ type: BatchUpdateTypeEnum, nullable: false, resolve: (e) => e.updateType }),
      position: t.exposeInt('position'),
      [subjectField]: t.id({ resolve: (e) => e.subjectId }),
    }),
  });
  builder.subscriptionFields((t) => ({
    [fieldName]: t.field({
      type: Update,
      nullable: false,
      args: { operationId: t.arg.id({ required: true }) },
      subscribe: async (_r, { operationId }, ctx) => {
        const viewer = requireViewer(ctx);
        if (!isId(operationId)) throw notFound();
        // The subscription's own transaction is over by now (graphql.ts): this check opens and ends one.
        const operation = await withTenant(ctx.services.pool, ctx.incubator.id, async (db) => {
          const o = schema.batchOperations;
          const [row] = await db
            .select()
            .from(o)
            .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.id, operationId)));
          return row;
        });
        if (!operation || operation.createdBy !== viewer.user.id || !operation.kind.startsWith(kindPrefix)) throw notFound();
        return pipe(
          ctx.services.pubsub.subscribe(batchTopic(ctx.incubator.id, operationId)),
          filter(async (event) => event.createdBy === viewer.user.id && Boolean(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))),
        );
      },
      resolve: (event) => event as unknown as BatchEvent,
    }),
  }));
}
