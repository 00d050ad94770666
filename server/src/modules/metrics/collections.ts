import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dataCollectionInputSchema } from '@seedbed/contracts/metrics-input';
import { defineChange, type Written } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, notFoundField } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { DataCollectionRow } from '../../db/schema/index.ts';
import { registerBatchKind } from '../batch/kinds.ts';
import { startBatchOperation } from '../batch/service.ts';
import { assignedScope, viewerGrants } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { loadVisibleProgram, visibleStartupsCondition } from '../startups/access.ts';
import { pageSize } from '../tasks/list-search.ts';
import { collectsData, mayManageMetrics, METRICS_KEY } from './access.ts';
import { ensureDuePeriods, tenantToday } from './periods.ts';

const c = schema.dataCollections;

/** The batch kind of assigning metrics to many startups; its prefix puts it in the startups' banner. */
export const ASSIGN_METRICS_BATCH_KIND = 'startup.assignMetrics';

/** Staff work on collections only while data collection is part of the plan. */
function requireCollections(ctx: Context): void {
  requireViewer(ctx);
  if (!collectsData(ctx)) throw new AppError('FEATURE_DISABLED', 'metrics.collectionsDisabled', {}, { flag: 'dataCollection' });
}

/** Whether the viewer holds METRICS/EDIT:VIEW for every startup (ALL), rather than for their assigned ones only. */
const managesEveryStartup = (ctx: Context) => viewerGrants(ctx).get(METRICS_KEY)?.criteria === 'ALL';

/** The collections the viewer reads: all of them with ALL; with ASSIGNED, those of the startups they are on. */
async function visibleCollections(ctx: Context): Promise<SQL | undefined> {
  if (managesEveryStartup(ctx)) return undefined;
  const own = [...(await assignedScope(ctx)).startupIds];
  return own.length ? inArray(c.startupId, own) : sql`false`;
}

async function requireManager(ctx: Context): Promise<void> {
  requireCollections(ctx);
  if (!(await mayManageMetrics(ctx))) throw forbidden();
}

export interface CollectionPage {
  results: DataCollectionRow[];
  next: string | null;
  totalCount: number;
}

/** The organisation's data collections, newest first, by keyset on (created_at, id). */
export async function listDataCollections(ctx: Context, args: { cursor?: string | null; limit?: number | null }): Promise<CollectionPage> {
  await requireManager(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(args.limit);
  const conditions = [eq(c.incubatorId, ctx.incubator.id), await visibleCollections(ctx)];
  const [{ total }] = await db
    .select({ total: count() })
    .from(c)
    .where(and(...conditions));
  let keyset: SQL | undefined;
  if (args.cursor) {
    const [createdAt, id] = decodeCursor(args.cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${c.createdAt}, ${c.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ row: c, key: exactTime(c.createdAt) })
    .from(c)
    .where(and(...conditions, keyset))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.row), totalCount: Number(total), next: rows.length > size && last ? encodeCursor([last.key, last.row.id]) : null };
}

/** Gives a startup its categorization questionnaire with its first collection (one per startup). */
async function ensureCategorization(ctx: Pick<Context, 'incubator'>, db: Db, startupIds: readonly string[]): Promise<void> {
  if (!startupIds.length) return;
  await db
    .insert(schema.startupCategorizations)
    .values(startupIds.map((startupId) => ({ incubatorId: ctx.incubator.id, id: newId(), startupId })))
    .onConflictDoNothing();
}

interface CollectionSettings {
  metricIds: string[];
  startsOn: string;
  dueDays: number;
}

async function insertCollection(ctx: Context, db: Db, target: { programId?: string; startupId?: string }, settings: CollectionSettings): Promise<DataCollectionRow> {
  const [row] = await db
    .insert(c)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      programId: target.programId ?? null,
      startupId: target.startupId ?? null,
      metricIds: settings.metricIds,
      startsOn: settings.startsOn,
      dueDays: settings.dueDays,
      createdBy: requireViewer(ctx).user.id,
    })
    .returning();
  return row;
}

/** After a startup gets a collection: its questionnaire, and the periods due by today. */
async function startReporting(ctx: Context, db: Db, startupIds: readonly string[]): Promise<void> {
  await ensureCategorization(ctx, db, startupIds);
  await ensureDuePeriods(ctx, db, { startupIds, today: tenantToday(ctx.incubator) });
}

interface AssignItem {
  startupId: string;
  /** The startup's own collection to create; null when a programme's collection covers it. */
  create: CollectionSettings | null;
}

// Each startup of a bulk assignment is one item, made as the person who started it: their right
// over that startup is checked again when it runs.
registerBatchKind<AssignItem>({
  kind: ASSIGN_METRICS_BATCH_KIND,
  subjectOf: (item) => item.startupId,
  async run(ctx, item) {
    requireCollections(ctx);
    if (!(await mayManageMetrics(ctx, item.startupId))) throw forbidden();
    const db = await ctx.tx.db();
    if (item.create) await insertCollection(ctx, db, { startupId: item.startupId }, item.create);
    await startReporting(ctx, db, [item.startupId]);
    return { subjectId: item.startupId };
  },
});

/** The metrics named must be the tenant's and in use; the first one that is not is NOT_FOUND on its field. */
async function checkMetrics(ctx: Context, metricIds: readonly string[]): Promise<void> {
  const m = schema.metrics;
  const rows = await (await ctx.tx.db())
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), inArray(m.id, [...metricIds]), eq(m.archived, false)));
  const found = new Set(rows.map((row) => row.id));
  const missing = metricIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw notFoundField(`metricIds.${missing}`);
}

/** The startups named must be visible to the viewer and theirs to manage; the first one that is not is NOT_FOUND on its field. */
async function checkStartups(ctx: Context, startupIds: readonly string[]): Promise<void> {
  if (!startupIds.length) return;
  const st = schema.startups;
  const seen = await (await ctx.tx.db())
    .select({ id: st.id })
    .from(st)
    .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, [...startupIds]), eq(st.archived, false), await visibleStartupsCondition(ctx)));
  const visible = new Set(seen.map((row) => row.id));
  for (const [index, id] of startupIds.entries()) {
    if (!visible.has(id) || !(await mayManageMetrics(ctx, id))) throw notFoundField(`startupIds.${index}`);
  }
}

/** The unarchived startups of programmes now. */
async function programStartups(ctx: Context, db: Db, programIds: readonly string[]): Promise<string[]> {
  if (!programIds.length) return [];
  const sp = schema.startupPrograms;
  const st = schema.startups;
  const rows = await db
    .select({ id: st.id })
    .from(sp)
    .innerJoin(st, and(eq(st.incubatorId, sp.incubatorId), eq(st.id, sp.startupId)))
    .where(and(eq(sp.incubatorId, ctx.incubator.id), inArray(sp.programId, [...programIds]), eq(st.archived, false)));
  return [...new Set(rows.map((row) => row.id))];
}

export interface CollectionCreation {
  /** The batch operation assigning many startups (the banner follows it); null when done at once. */
  operationId: string | null;
  /** Startups concerned. */
  count: number;
  /** The collections made now: programmes' and a single startup's (a bulk assignment's are made item by item). */
  collections: DataCollectionRow[];
}

/**
 * Assigns metrics to programmes and startups (spec: "Assign metric sets to programmes or to chosen
 * startups"). One startup is assigned at once; more than one, or any programme, needs
 * bulkDataAssignation and runs as a startups batch operation with its banner. Programmes need the
 * permission for every startup (ALL); ASSIGNED reaches only the startups one is on.
 */
export const createDataCollection = defineChange({
  input: () => dataCollectionInputSchema,
  async authorize(ctx, input) {
    await requireManager(ctx);
    const bulk = input.programIds.length > 0 || input.startupIds.length > 1;
    if (bulk && !incubatorFlags(ctx.incubator).bulkDataAssignation) throw new AppError('FEATURE_DISABLED', 'metrics.bulkAssignDisabled', {}, { flag: 'bulkDataAssignation' });
    if (input.programIds.length && !managesEveryStartup(ctx)) throw forbidden();
    await checkMetrics(ctx, input.metricIds);
    for (const [index, programId] of input.programIds.entries()) await loadVisibleProgram(ctx, programId).catch(() => Promise.reject(notFoundField(`programIds.${index}`)));
    await checkStartups(ctx, input.startupIds);
    return { bulk };
  },
  async write(ctx, db, input, { bulk }): Promise<Written<CollectionCreation>> {
    const settings: CollectionSettings = { metricIds: input.metricIds, startsOn: input.startsOn, dueDays: input.dueDays };
    const event = {
      kind: 'metrics.collectionCreated' as const,
      subjectKind: 'dataCollection',
      data: { programIds: input.programIds, startupIds: input.startupIds, ...settings },
    };
    if (!bulk) {
      const startupId = input.startupIds[0];
      const row = await insertCollection(ctx, db, { startupId }, settings);
      await startReporting(ctx, db, [startupId]);
      return { result: { operationId: null, count: 1, collections: [row] }, events: [{ ...event, subjectId: row.id }] };
    }
    const collections: DataCollectionRow[] = [];
    for (const programId of input.programIds) collections.push(await insertCollection(ctx, db, { programId }, settings));
    const members = await programStartups(ctx, db, input.programIds);
    const own = new Set(input.startupIds);
    const items: AssignItem[] = [
      ...input.startupIds.map((startupId) => ({ startupId, create: settings })),
      ...members.filter((id) => !own.has(id)).map((startupId) => ({ startupId, create: null })),
    ];
    const operation = items.length ? await startBatchOperation(ctx, ASSIGN_METRICS_BATCH_KIND, items as unknown as Array<Record<string, unknown>>) : null;
    return { result: { operationId: operation?.id ?? null, count: items.length, collections }, events: [event] };
  },
});

/** Stops a collection: no new period falls due from it; what was collected stays. */
export const stopDataCollection = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, collectionId: string) {
    await requireManager(ctx);
    if (!isId(collectionId)) throw notFound();
    const [row] = await (await ctx.tx.db())
      .select()
      .from(c)
      .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.id, collectionId), await visibleCollections(ctx)));
    if (!row) throw notFound();
    return row;
  },
  async write(ctx, db, _input, row) {
    if (row.stoppedAt) return { result: row, events: [] };
    const [stopped] = await db
      .update(c)
      .set({ stoppedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.id, row.id)))
      .returning();
    return {
      result: stopped,
      events: [{ kind: 'metrics.collectionStopped', subjectKind: 'dataCollection', subjectId: row.id, data: { programId: row.programId, startupId: row.startupId } }],
    };
  },
});
