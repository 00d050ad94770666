import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { runAs } from '../../core/request-context.ts';
import { ownerDb, schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import type { Services } from '../../core/services.ts';
import { withTenant } from '../../core/transaction.ts';
import type { BatchOperationRow, IncubatorRow } from '../../db/schema/index.ts';
import { batchTopic, FINAL_STATUS, type BatchEvent, type BatchUpdateType } from './events.ts';
import { batchKind } from './kinds.ts';

const ops = schema.batchOperations;
const items = schema.batchOperationItems;

export interface BatchRunnerOptions {
  /** How long a claim holds without renewal; a crashed server's operations wait this long. */
  leaseMs?: number;
  /** How often to look for operations whose server went away. */
  sweepMs?: number;
}

export interface BatchRunner {
  kick(incubator: IncubatorRow, operationId: string): void;
  /** Looks in every tenant for running operations nobody holds, and takes them. */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

// Requests reach the runner of their own server through its services.
const runners = new WeakMap<Services, BatchRunner>();
export const batchRunnerOf = (services: Services) => runners.get(services);

/** Raised when another server took the operation over: this one stops working on it. */
class LeaseLost extends Error {}

/**
 * Works through batch operations item by item, each item in its own tenant transaction as the
 * person who started the operation, publishing progress after every item. A lease on the
 * operation row keeps two servers from running one operation; a server that stops finishes its
 * current item and releases the lease, and the others (or the next start) pick the operation up.
 */
export function startBatchRunner(services: Services, options: BatchRunnerOptions = {}): BatchRunner {
  const leaseMs = options.leaseMs ?? 30_000;
  const owner = randomUUID();
  const active = new Map<string, Promise<void>>();
  let stopping = false;

  const leaseUntil = () => new Date(Date.now() + leaseMs);

  async function claim(incubator: IncubatorRow, operationId: string): Promise<BatchOperationRow | null> {
    return withTenant(services.pool, incubator.id, async (db) => {
      const [row] = await db
        .update(ops)
        .set({ leaseOwner: owner, leaseUntil: leaseUntil() })
        .where(
          and(
            eq(ops.incubatorId, incubator.id),
            eq(ops.id, operationId),
            eq(ops.status, 'running'),
            or(isNull(ops.leaseUntil), lt(ops.leaseUntil, new Date()), eq(ops.leaseOwner, owner)),
          ),
        )
        .returning();
      return row ?? null;
    });
  }

  async function release(incubator: IncubatorRow, operationId: string): Promise<void> {
    await withTenant(services.pool, incubator.id, (db) =>
      db
        .update(ops)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(ops.incubatorId, incubator.id), eq(ops.id, operationId), eq(ops.leaseOwner, owner))),
    );
  }

  /** Counts an outcome and renews the lease, only while this server still holds it. */
  async function advance(db: Db, operation: BatchOperationRow, change: Partial<BatchOperationRow>): Promise<BatchOperationRow> {
    const [row] = await db
      .update(ops)
      .set({ ...change, leaseUntil: change.status && change.status !== 'running' ? null : leaseUntil() })
      .where(and(eq(ops.incubatorId, operation.incubatorId), eq(ops.id, operation.id), eq(ops.leaseOwner, owner)))
      .returning();
    if (!row) throw new LeaseLost();
    return row;
  }

  async function publish(db: Db, row: BatchOperationRow, updateType: BatchUpdateType, item?: { subjectId: string | null; position: number }) {
    const event: BatchEvent = {
      id: row.id,
      kind: row.kind,
      updateType,
      count: row.processed + row.failed,
      total: row.total,
      processed: row.processed,
      failed: row.failed,
      subjectId: item?.subjectId ?? null,
      position: item?.position ?? null,
      createdBy: row.createdBy,
    };
    await services.pubsub.publish(db, batchTopic(row.incubatorId, row.id), { ...event });
  }

  /** Runs the kind's check of the whole operation once, before its first item. */
  async function validate(incubator: IncubatorRow, operation: BatchOperationRow): Promise<boolean> {
    const kind = batchKind(operation.kind);
    return runAs(services, incubator, operation.createdBy, async (ctx) => {
      const db = await ctx.tx.db();
      let refusal: AppError | null = kind ? null : new AppError('VALIDATION_ERROR', 'batch.errors.unknownKind');
      if (kind?.validate) {
        const rows = await db
          .select({ payload: items.payload })
          .from(items)
          .where(and(eq(items.incubatorId, incubator.id), eq(items.operationId, operation.id)))
          .orderBy(asc(items.position));
        await db.execute(sql`SAVEPOINT batch_validation`);
        try {
          await kind.validate(
            ctx,
            rows.map((r) => r.payload),
          );
        } catch (error) {
          await db.execute(sql`ROLLBACK TO SAVEPOINT batch_validation`);
          refusal = error instanceof AppError ? error : new AppError('INTERNAL', 'batch.errors.itemFailed');
          if (!(error instanceof AppError)) services.log.error({ err: (error as Error).message, operationId: operation.id }, 'batch validation crashed');
        }
      }
      if (refusal) {
        const row = await advance(db, operation, { status: 'failed', error: refusal.key, failed: operation.total - operation.processed, finishedAt: new Date() });
        await db
          .update(items)
          .set({ status: 'failed', error: { code: String(refusal.code), key: refusal.key, params: refusal.params }, finishedAt: new Date() })
          .where(and(eq(items.incubatorId, incubator.id), eq(items.operationId, operation.id), eq(items.status, 'pending')));
        await publish(db, row, 'VALIDATION_FAILED');
        await publish(db, row, 'FAILED');
        return false;
      }
      await publish(db, await advance(db, operation, {}), 'VALIDATED');
      return true;
    });
  }

  /** One item in its own transaction; answers false when none is left. */
  async function processNext(incubator: IncubatorRow, operation: BatchOperationRow): Promise<boolean> {
    const kind = batchKind(operation.kind)!;
    return runAs(services, incubator, operation.createdBy, async (ctx) => {
      const db = await ctx.tx.db();
      const [item] = await db
        .select()
        .from(items)
        .where(and(eq(items.incubatorId, incubator.id), eq(items.operationId, operation.id), eq(items.status, 'pending')))
        .orderBy(asc(items.position))
        .limit(1)
        .for('update', { skipLocked: true });
      const [current] = await db
        .select()
        .from(ops)
        .where(and(eq(ops.incubatorId, incubator.id), eq(ops.id, operation.id)));
      if (!item) {
        const updateType: BatchUpdateType = current.failed === 0 ? 'SUCCEEDED' : current.processed === 0 ? 'FAILED' : 'PARTIALLY_SUCCEEDED';
        const row = await advance(db, current, { status: FINAL_STATUS[updateType as keyof typeof FINAL_STATUS], finishedAt: new Date() });
        await publish(db, row, updateType);
        return false;
      }
      // The item's work is undone on failure, while its outcome is still written in this transaction.
      await db.execute(sql`SAVEPOINT batch_item`);
      const pendingAfterCommit = ctx.afterCommit.length;
      let subjectId: string | null = null;
      let failure: AppError | null = null;
      try {
        subjectId = (await kind.run(ctx, item.payload)).subjectId ?? null;
      } catch (error) {
        await db.execute(sql`ROLLBACK TO SAVEPOINT batch_item`);
        ctx.afterCommit.splice(pendingAfterCommit);
        if (error instanceof AppError) failure = error;
        else {
          services.log.error({ err: (error as Error).message, operationId: operation.id, position: item.position }, 'batch item crashed');
          failure = new AppError('INTERNAL', 'batch.errors.itemFailed');
        }
      }
      await db
        .update(items)
        .set({
          status: failure ? 'failed' : 'succeeded',
          subjectId: subjectId ?? kind.subjectOf?.(item.payload) ?? null,
          error: failure ? { code: String(failure.code), key: failure.key, params: failure.params, fields: failure.fields } : null,
          finishedAt: new Date(),
        })
        .where(and(eq(items.incubatorId, incubator.id), eq(items.id, item.id)));
      const row = await advance(db, current, failure ? { failed: current.failed + 1 } : { processed: current.processed + 1 });
      await publish(db, row, failure ? 'ITEM_FAILED' : 'ITEM_PROCESSED', { subjectId: subjectId ?? kind.subjectOf?.(item.payload) ?? null, position: item.position });
      return true;
    });
  }

  async function run(incubator: IncubatorRow, operationId: string): Promise<void> {
    const operation = await claim(incubator, operationId);
    if (!operation) return;
    try {
      if (operation.processed + operation.failed === 0 && !(await validate(incubator, operation))) return;
      while (!stopping) {
        if (!(await processNext(incubator, operation))) return;
      }
      await release(incubator, operationId);
    } catch (error) {
      if (error instanceof LeaseLost) return;
      // The lease is left to lapse: a later sweep (here or on another server) retries the operation.
      services.log.error({ err: (error as Error).message, operationId }, 'batch operation interrupted');
    }
  }

  const runner: BatchRunner = {
    kick(incubator, operationId) {
      const key = `${incubator.id}:${operationId}`;
      if (stopping || active.has(key)) return;
      active.set(
        key,
        run(incubator, operationId).finally(() => active.delete(key)),
      );
    },
    async sweep() {
      const tenants = await ownerDb(services.pool).select().from(schema.incubators);
      for (const incubator of tenants) {
        if (stopping) return;
        const waiting = await withTenant(services.pool, incubator.id, (db) =>
          db
            .select({ id: ops.id, kind: ops.kind })
            .from(ops)
            .where(and(eq(ops.incubatorId, incubator.id), eq(ops.status, 'running'), or(isNull(ops.leaseUntil), lt(ops.leaseUntil, new Date())))),
        );
        // A kind this server does not know (a newer server's, during an upgrade) waits for a server that does.
        for (const { id, kind } of waiting) if (batchKind(kind)) runner.kick(incubator, id);
      }
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      await Promise.allSettled([...active.values()]);
      runners.delete(services);
    },
  };
  const sweepSafely = () => runner.sweep().catch((error) => services.log.error({ err: (error as Error).message }, 'batch sweep failed'));
  const timer = setInterval(sweepSafely, options.sweepMs ?? 60_000);
  timer.unref();
  runners.set(services, runner);
  void sweepSafely();
  return runner;
}
