import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { exportRequestSchema } from '@seedbed/contracts/exports-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId, newId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { onDemand } from '../../core/on-demand.ts';
import type { ExportRow } from '../../db/schema/index.ts';
import { pageSize } from '../tasks/list-search.ts';
import type { ExportTypeDefinition } from './export-type.ts';
import { exportTypeDefinition } from './registry.ts';
import { exportRunnerOf } from './runner.ts';

const x = schema.exports;

export interface ExportPage {
  results: ExportRow[];
  /** Counted only when asked for: the history's screen does not show it. */
  total: () => Promise<number>;
  next: string | null;
}

/** The list's filter checked by its type's schema; its failures are fields under `filter`. */
export function parseExportFilter<F>(definition: ExportTypeDefinition<F>, filter: unknown): F {
  try {
    return parseInput(definition.filter, filter);
  } catch (error) {
    if (error instanceof AppError && error.fields.length) {
      throw validationError(error.fields.map((f) => ({ ...f, field: f.field === 'input' ? 'filter' : `filter.${f.field}` })));
    }
    throw error;
  }
}

/** The JSON text a list sent, as its value; text that is not JSON is a field error. */
function filterValue(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'filter', key: 'validation.invalid' }]);
  }
}

/**
 * Asks for an export: the request and the list's filter are checked, the requester must be
 * allowed to export that list (the type's own rule), then the export is queued in the request's
 * transaction; this server's runner starts on it once that commits (any server takes it over
 * after a restart).
 */
export async function requestExport(ctx: Context, input: unknown): Promise<ExportRow> {
  const viewer = requireViewer(ctx);
  const request = parseInput(exportRequestSchema, input);
  const definition = exportTypeDefinition(request.type);
  if (!definition) throw validationError([{ field: 'type', key: 'exports.errors.unknownType' }]);
  const raw = filterValue(request.filter);
  const filter = parseExportFilter(definition, raw);
  await definition.authorize(ctx, filter);
  const db = await ctx.tx.db();
  const [row] = await db
    .insert(x)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      type: request.type,
      format: request.format,
      // As the list sent it: the runner checks it again with the type's schema when it writes.
      filter: raw,
      withAttachments: request.withAttachments ?? false,
      requestedBy: viewer.user.id,
    })
    .returning();
  await recordEvent(ctx, db, {
    kind: 'export.requested',
    subjectKind: 'export',
    subjectId: row.id,
    data: { type: request.type, format: request.format, withAttachments: row.withAttachments },
  });
  const incubator = ctx.incubator;
  // Started, not awaited: the request answers at once and the page follows the export live.
  ctx.afterCommit.push(async () => void exportRunnerOf(ctx.services)?.kick(incubator, row.id));
  return row;
}

/** One of the viewer's own exports; another person's, or another tenant's id, is not found. */
export async function findOwnExport(ctx: Context, exportId: string): Promise<ExportRow> {
  const viewer = requireViewer(ctx);
  if (!isId(exportId)) throw notFound();
  const [row] = await (await ctx.tx.db())
    .select()
    .from(x)
    .where(and(eq(x.incubatorId, ctx.incubator.id), eq(x.id, exportId), eq(x.requestedBy, viewer.user.id)));
  if (!row) throw notFound();
  return row;
}

/** The viewer's export history, newest first, keyset-paged on exports_history_idx. */
export async function listOwnExports(ctx: Context, cursor: string | null | undefined, limit: number | null | undefined): Promise<ExportPage> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 20, 100);
  const own = and(eq(x.incubatorId, ctx.incubator.id), eq(x.requestedBy, viewer.user.id));
  let keyset: SQL | undefined;
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${x.createdAt}, ${x.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ row: x, createdKey: exactTime(x.createdAt) })
    .from(x)
    .where(and(own, keyset))
    .orderBy(desc(x.createdAt), desc(x.id))
    .limit(size + 1);
  const last = rows[size - 1];
  return {
    results: rows.slice(0, size).map((r) => r.row),
    total: onDemand(async () => Number((await db.select({ total: count() }).from(x).where(own))[0].total)),
    next: rows.length > size && last ? encodeCursor([last.createdKey, last.row.id]) : null,
  };
}

/**
 * Stops an export that has not finished: it ends in ERROR ("cancelled"), and the runner writing
 * it stops at its next step (its lease no longer holds). A finished export is left as it is.
 */
export async function cancelExport(ctx: Context, exportId: string): Promise<ExportRow> {
  const row = await findOwnExport(ctx, exportId);
  if (row.status !== 'QUEUED' && row.status !== 'IN_PROGRESS') return row;
  const db = await ctx.tx.db();
  const [cancelled] = await db
    .update(x)
    .set({ status: 'ERROR', errorKey: 'exports.errors.cancelled', finishedAt: new Date(), leaseOwner: null, leaseUntil: null })
    .where(and(eq(x.incubatorId, ctx.incubator.id), eq(x.id, row.id), inArray(x.status, ['QUEUED', 'IN_PROGRESS'])))
    .returning();
  if (!cancelled) return findOwnExport(ctx, exportId);
  await recordEvent(ctx, db, { kind: 'export.cancelled', subjectKind: 'export', subjectId: row.id, data: { requestedBy: row.requestedBy } });
  return cancelled;
}

/** Whether the file can be downloaded: 'ready', 'expired' (removed, or its time is up), or 'none' (not written). */
export function downloadState(row: ExportRow, now = new Date()): 'ready' | 'expired' | 'none' {
  if (row.status !== 'COMPLETED') return 'none';
  if (row.expiredAt || !row.storageKey || (row.expiresAt && row.expiresAt <= now)) return 'expired';
  return 'ready';
}
