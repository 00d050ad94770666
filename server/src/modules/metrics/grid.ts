import { and, asc, count, eq, exists, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { metricsFilterSchema, type MetricsFilter } from '@seedbed/contracts/metrics-input';
import { STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import { addDays, isTimeZone, localDate } from '@seedbed/contracts/time';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { onDemand } from '../../core/on-demand.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { assignedScope, viewerGrants } from '../permissions/scope.ts';
import { startupVisibility } from '../startups/access.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { collectsData, METRICS_KEY } from './access.ts';

const st = schema.startups;
const mp = schema.metricPeriods;
const mv = schema.metricValues;
const m = schema.metrics;
const sp = schema.startupPrograms;

/** The startups whose data the viewer reads as staff: every one, or those listed. */
export type StaffScope = { all: true } | { all: false; ids: string[] };

/**
 * METRICS/EDIT:VIEW as staff hold it, within the startups they see: ALL → every startup they see,
 * ASSIGNED → the startups they are on. Founders and anyone without the key, or with data
 * collection off, meet NOT_FOUND: the staff views do not exist for them.
 */
export function staffMetricsScope(ctx: Context): Promise<StaffScope> {
  return memo(ctx, 'metrics:staffScope', async (): Promise<StaffScope> => {
    const viewer = requireViewer(ctx);
    if (!collectsData(ctx) || isInGroup(viewer.role?.type ?? null, STARTUP_SIDE)) throw notFound();
    const grant = viewerGrants(ctx).get(METRICS_KEY)!;
    if (grant.criteria === 'NONE') throw notFound();
    const visible = await startupVisibility(ctx);
    const within = (ids: Iterable<string>) => [...ids].filter((id) => visible.all || visible.ids.has(id));
    if (grant.criteria === 'ALL') return visible.all ? { all: true } : { all: false, ids: [...visible.ids] };
    if (grant.criteria === 'SELECTED') return { all: false, ids: within((grant.selected ?? []).filter(isId)) };
    return { all: false, ids: within((await assignedScope(ctx)).startupIds) };
  });
}

/** `column = ANY($1)`: one array parameter, however many ids (a long IN list costs a parameter each). */
export const anyOf = (column: AnyColumn, ids: readonly string[]): SQL => sql`${column} = ANY(${`{${ids.join(',')}}`}::uuid[])`;

/** The scope as a condition on a column holding startup ids. */
export const inScope = (scope: StaffScope, column: AnyColumn): SQL => (scope.all ? sql`true` : scope.ids.length ? anyOf(column, scope.ids) : sql`false`);

export const GRID_STATUSES = ['SUBMITTED', 'LATE', 'MISSING', 'PENDING', 'UPCOMING'] as const;
export type GridStatus = (typeof GRID_STATUSES)[number];

/** The calendar day of an instant in a zone. */
export function dayInZone(timeZone: string): (instant: Date) => string {
  return (instant) => localDate(instant, timeZone);
}

/**
 * Where a period stands on `today` (the organisation's calendar day): sent on time or after its due
 * day; not sent and past its due day; ended and waiting for its due day; still running.
 */
export function periodStatus(period: { periodTo: string; dueDate: string; submittedAt: Date | null }, today: string, dayOf: (instant: Date) => string): GridStatus {
  if (period.submittedAt) return dayOf(period.submittedAt) > period.dueDate ? 'LATE' : 'SUBMITTED';
  if (period.dueDate < today) return 'MISSING';
  if (period.periodTo < today) return 'PENDING';
  return 'UPCOMING';
}

/** The organisation's zone; a name the runtime does not know reads as UTC rather than failing every read. */
export const zoneOf = (ctx: Pick<Context, 'incubator'>) => (isTimeZone(ctx.incubator.timezone) ? ctx.incubator.timezone : 'UTC');

export const todayOf = (ctx: Pick<Context, 'incubator'>) => localDate(new Date(), zoneOf(ctx));

/** The range a filter names, by default the twelve months up to today. */
export function rangeOf(ctx: Pick<Context, 'incubator'>, filter: { from?: string | null; to?: string | null } | null | undefined) {
  const today = todayOf(ctx);
  const to = filter?.to ?? today;
  const from = filter?.from ?? `${addDays(`${to.slice(0, 7)}-01`, -335).slice(0, 7)}-01`;
  return { from, to };
}

export const parseFilter = (raw: unknown): NonNullable<MetricsFilter> => parseInput(metricsFilterSchema, raw ?? {});

export interface GridValue {
  id: string;
  metricId: string;
  value: string | null;
  number: number | null;
  dateValue: string | null;
  explanation: string | null;
  enteredAt: Date | null;
  onBehalf: boolean;
}
/** What a grid cell shows of a value: its number, its day or its text. */
export interface GridCell {
  number: number | null;
  dateValue: string | null;
  value: string | null;
}
export interface GridPeriod {
  id: string;
  startupId: string;
  from: string;
  to: string;
  dueDate: string;
  status: GridStatus;
  submittedAt: Date | null;
  /** Its values as cells, by metric id. */
  cells: ReadonlyMap<string, GridCell>;
  /** Its values whole (ids, explanations, who entered them), read for the page only when asked for. */
  values: () => Promise<GridValue[]>;
}
export interface GridRow {
  startup: { id: string; name: string; logo: string | null };
  periods: GridPeriod[];
}
export interface GridPage {
  results: GridRow[];
  /** The metrics the page's values are of, in the metrics' order: the columns of each period's `cells` (every row carries them, since pages are joined). */
  metricIds: string[];
  totalCount: number;
  next: string | null;
  from: string;
  to: string;
}

const MAX_LIMIT = 100;

/** Rows grouped by a key, in their order (Map.groupBy, which Node 20 lacks). */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The startup has a period in the range (of one of the metrics, when they are named). */
function reportsIn(db: Db, range: { from: string; to: string }, metricIds: string[] | null | undefined): SQL {
  if (metricIds?.length) {
    return exists(
      db
        .select({ one: sql`1` })
        .from(mv)
        .where(and(eq(mv.incubatorId, st.incubatorId), eq(mv.startupId, st.id), inArray(mv.metricId, metricIds), gte(mv.periodFrom, range.from), lte(mv.periodFrom, range.to))),
    );
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(mp)
      .where(and(eq(mp.incubatorId, st.incubatorId), eq(mp.startupId, st.id), gte(mp.periodFrom, range.from), lte(mp.periodFrom, range.to))),
  );
}

/**
 * The data-collection grid: the startups the viewer manages that report in the range, by name
 * (startups_name_idx, keyset on name and id), each with its periods of the range, their status and
 * values. A page costs three queries whatever its size or depth: the startups, their periods, the
 * periods' values.
 */
export async function metricsGrid(ctx: Context, rawFilter: unknown, cursor: string | null | undefined, limit: number | null | undefined): Promise<GridPage> {
  const scope = await staffMetricsScope(ctx);
  const filter = parseFilter(rawFilter);
  const range = rangeOf(ctx, filter);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, MAX_LIMIT);
  const conditions: Array<SQL | undefined> = [eq(st.incubatorId, ctx.incubator.id), eq(st.archived, false), inScope(scope, st.id), reportsIn(db, range, filter.metricIds)];
  const pattern = containsPattern(filter.search);
  if (pattern) conditions.push(sql`lower(${st.name}) LIKE lower(${pattern})`);
  if (filter.programIds?.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(sp)
          .where(and(eq(sp.incubatorId, st.incubatorId), eq(sp.startupId, st.id), inArray(sp.programId, filter.programIds))),
      ),
    );
  }
  const [{ total }] = await db
    .select({ total: count() })
    .from(st)
    .where(and(...conditions));
  let keyset: SQL | undefined;
  if (cursor) {
    const [name, id] = decodeCursor(cursor, [cursorPart.text, cursorPart.id]);
    keyset = sql`(${st.name}, ${st.id}) > (${name}, ${id}::uuid)`;
  }
  const rows = await db
    .select({ id: st.id, name: st.name, logo: st.logo })
    .from(st)
    .where(and(...conditions, keyset))
    .orderBy(asc(st.name), asc(st.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const periods = await periodsOf(ctx, db, { startupIds: page.map((s) => s.id), ...range, metricIds: filter.metricIds });
  const byStartup = groupBy(periods, (p) => p.startupId);
  const last = page.at(-1);
  return {
    results: page.map((startup) => ({ startup, periods: byStartup.get(startup.id) ?? [] })),
    metricIds: await metricOrder(db, ctx.incubator.id, periods),
    totalCount: Number(total),
    next: rows.length > size && last ? encodeCursor([last.name, last.id]) : null,
    ...range,
  };
}

/** The metrics named by some periods' values, in the metrics' order. */
async function metricOrder(db: Db, tenant: string, periods: readonly GridPeriod[]): Promise<string[]> {
  const ids = [...new Set(periods.flatMap((p) => [...p.cells.keys()]))];
  if (!ids.length) return [];
  const rows = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.incubatorId, tenant), anyOf(m.id, ids)))
    .orderBy(asc(m.position), asc(m.id));
  return rows.map((row) => row.id);
}

/**
 * A period's values as one text per metric of `metricIds` (null where it has none): the date of a
 * date metric, the number of a numeric one, else the text given. A page of the grid holds thousands
 * of values; sent this way they weigh a fifth of the objects and cost no resolver each.
 */
export function periodCells(period: GridPeriod, metricIds: readonly string[]): Array<string | null> {
  return metricIds.map((id) => {
    const v = period.cells.get(id);
    if (!v) return null;
    if (v.dateValue) return v.dateValue;
    return v.number !== null ? String(v.number) : v.value;
  });
}

/**
 * The periods of some startups in a range, oldest first, with their status and cells (of the named
 * metrics only, when named). A page of 25 startups over two years holds 6,000 values: each period
 * brings its cells in one JSON array, and the values whole are read only if the client asks.
 */
export async function periodsOf(ctx: Context, db: Db, options: { startupIds: string[]; from: string; to: string; metricIds?: string[] | null }): Promise<GridPeriod[]> {
  if (!options.startupIds.length) return [];
  const tenant = ctx.incubator.id;
  // Written out with the tables' names: in a one-table select, drizzle leaves columns unqualified.
  const v = (column: AnyColumn) => sql.raw(`v.${column.name}`);
  const period = (column: AnyColumn) => sql.raw(`metric_periods.${column.name}`);
  const named = options.metricIds?.length ? sql`AND ${v(mv.metricId)} = ANY(${`{${options.metricIds.join(',')}}`}::uuid[])` : sql``;
  const periods = await db
    .select({
      id: mp.id,
      startupId: mp.startupId,
      from: mp.periodFrom,
      to: mp.periodTo,
      dueDate: mp.dueDate,
      submittedAt: mp.submittedAt,
      cells: sql<Array<[string, string | null, number | null, string | null]> | null>`(
        SELECT json_agg(json_build_array(${v(mv.metricId)}, ${v(mv.dateValue)}, ${v(mv.number)}, ${v(mv.value)}))
        FROM ${mv} v WHERE ${v(mv.incubatorId)} = ${period(mp.incubatorId)} AND ${v(mv.periodId)} = ${period(mp.id)} ${named})`,
    })
    .from(mp)
    .where(and(eq(mp.incubatorId, tenant), anyOf(mp.startupId, options.startupIds), gte(mp.periodFrom, options.from), lte(mp.periodFrom, options.to)))
    .orderBy(asc(mp.startupId), asc(mp.periodFrom), asc(mp.periodTo));
  const values = onDemand(() =>
    valuesOf(
      db,
      tenant,
      periods.map((p) => p.id),
      options.metricIds,
    ),
  );
  const today = todayOf(ctx);
  const dayOf = dayInZone(zoneOf(ctx));
  const shown = options.metricIds?.length ? periods.filter((p) => p.cells?.length) : periods;
  return shown.map(({ cells, ...p }) => ({
    ...p,
    status: periodStatus({ periodTo: p.to, dueDate: p.dueDate, submittedAt: p.submittedAt }, today, dayOf),
    cells: new Map((cells ?? []).map(([metricId, dateValue, number, value]) => [metricId, { dateValue, number, value }])),
    values: async () => (await values()).get(p.id) ?? [],
  }));
}

/** Some periods' values whole, by period (of the named metrics only, when named). */
async function valuesOf(db: Db, tenant: string, periodIds: string[], metricIds: string[] | null | undefined): Promise<Map<string, Array<GridValue & { periodId: string }>>> {
  const rows = await db
    .select({
      id: mv.id,
      periodId: mv.periodId,
      metricId: mv.metricId,
      value: mv.value,
      number: mv.number,
      dateValue: mv.dateValue,
      explanation: mv.explanation,
      enteredAt: mv.enteredAt,
      onBehalf: mv.onBehalf,
    })
    .from(mv)
    .where(and(eq(mv.incubatorId, tenant), anyOf(mv.periodId, periodIds), metricIds?.length ? anyOf(mv.metricId, metricIds) : undefined));
  return groupBy(rows, (row) => row.periodId);
}
