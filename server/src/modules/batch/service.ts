import { and, asc, eq } from 'drizzle-orm';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { BatchOperationItemRow, BatchOperationRow } from '../../db/schema/index.ts';
import { batchKind } from './kinds.ts';
import { batchRunnerOf } from './runner.ts';

const ops = schema.batchOperations;
const items = schema.batchOperationItems;

/**
 * Stores an operation and its items in the request's transaction; the runner of this server
 * starts on it once that commits (and any server takes it over after a restart).
 */
export async function startBatchOperation(ctx: Context, kind: string, payloads: Array<Record<string, unknown>>): Promise<BatchOperationRow> {
  const viewer = requireViewer(ctx);
  if (!batchKind(kind)) throw new Error(`unknown batch kind ${kind}`);
  const db = await ctx.tx.db();
  const id = newId();
  const [operation] = await db.insert(ops).values({ incubatorId: ctx.incubator.id, id, kind, total: payloads.length, createdBy: viewer.user.id }).returning();
  // Inserted in slices: a bulk action may name a few hundred people.
  for (let start = 0; start < payloads.length; start += 200) {
    await db
      .insert(items)
      .values(payloads.slice(start, start + 200).map((payload, offset) => ({ incubatorId: ctx.incubator.id, id: newId(), operationId: id, position: start + offset, payload })));
  }
  const incubator = ctx.incubator;
  ctx.afterCommit.push(async () => batchRunnerOf(ctx.services)?.kick(incubator, id));
  return operation;
}

/** An operation its creator asks about; anyone else, or another tenant's id, gets not found. */
export async function findOwnOperation(ctx: Context, operationId: string): Promise<BatchOperationRow> {
  const viewer = requireViewer(ctx);
  const [row] = await (await ctx.tx.db())
    .select()
    .from(ops)
    .where(and(eq(ops.incubatorId, ctx.incubator.id), eq(ops.id, operationId)));
  if (!row || row.createdBy !== viewer.user.id) throw notFound();
  return row;
}

export async function operationItems(ctx: Context, operationId: string): Promise<BatchOperationItemRow[]> {
  return (await ctx.tx.db())
    .select()
    .from(items)
    .where(and(eq(items.incubatorId, ctx.incubator.id), eq(items.operationId, operationId)))
    .orderBy(asc(items.position));
}
