import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { METRIC_IMPORT_MAX_ROWS } from '@seedbed/contracts/metrics';
import { importMetricValuesSchema } from '@seedbed/contracts/metrics-input';
import type { MetricUnitType, TrackingRecurrence } from '@seedbed/contracts/metrics';
import { checkRules, parseMetricInput, plainDecimal, readCalendarDay, type ParsedMetricValue } from '@seedbed/contracts/metrics-values';
import { addDays } from '@seedbed/contracts/time';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import type { MetricRow } from '../../db/schema/index.ts';
import { parseCsv } from './csv.ts';
import { inScope, staffMetricsScope, todayOf } from './grid.ts';
import { ensureDuePeriods, periodsUntil } from './periods.ts';
import { submitMetricValues } from './reporting.ts';

const st = schema.startups;
const m = schema.metrics;
const mp = schema.metricPeriods;
const mv = schema.metricValues;
const dc = schema.dataCollections;
const sp = schema.startupPrograms;

const COLUMNS = ['startup', 'metric', 'period', 'value'] as const;
type Column = (typeof COLUMNS)[number];

export interface ImportIssue {
  column: string;
  message: string;
}
export interface ImportRow {
  line: number;
  startup: string;
  metric: string;
  period: string;
  value: string;
  periodFrom: string | null;
  errors: ImportIssue[];
}
export interface ImportResult {
  dryRun: boolean;
  valid: boolean;
  total: number;
  invalid: number;
  written: number;
  errors: ImportIssue[];
  rows: ImportRow[];
}

/** A row once its cells are understood; what is not is an error on the row. */
interface Resolved {
  row: ImportRow;
  startupId?: string;
  metric?: MetricRow;
  date?: string;
  parsed?: ParsedMetricValue;
  /** The existing value row it goes to; absent for a collection's period not made yet. */
  target?: ValueRow;
}

interface ValueRow {
  id: string;
  periodId: string;
  startupId: string;
  metricId: string;
  from: string;
  to: string;
  number: number | null;
}

const lower = (text: string) => text.trim().toLocaleLowerCase();

/** yyyy-MM (the period holding its first day) or yyyy-MM-dd (the period holding that day). */
function periodDate(cell: string): string | null {
  const text = cell.trim();
  if (/^\d{4}-\d{2}$/.test(text)) return readCalendarDay(`${text}-01`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? readCalendarDay(text) : null;
}

/** The header's columns in the file's order, or the four in their usual order when the first line is data. */
function columnsOf(first: string[]): { order: Column[]; header: boolean } | null {
  const named = first.map((cell) => lower(cell));
  if (named.some((cell) => (COLUMNS as readonly string[]).includes(cell))) {
    return COLUMNS.every((c) => named.includes(c)) ? { order: named as Column[], header: true } : null;
  }
  return first.length >= COLUMNS.length ? { order: [...COLUMNS], header: false } : null;
}

/**
 * importMetricValues: historical values from a CSV file with the columns startup (its name or id),
 * metric (its name in any language, or its id), period (yyyy-MM or yyyy-MM-dd) and value. Each row
 * is checked as the form checks a value (the unit's reading, the metric's rules) and must land in
 * a period the startup has, or one its data collections ask for. The preview lists every row with
 * its errors; values are written only when no row has one and `dryRun` is false, period by period
 * through submitMetricValues, on the founders' behalf.
 */
export async function importMetricValues(ctx: Context, input: unknown): Promise<ImportResult> {
  requireViewer(ctx);
  const scope = await staffMetricsScope(ctx);
  const { csv, dryRun } = parseInput(importMetricValuesSchema, input);
  const table = parseCsv(csv);
  const result = (rows: ImportRow[], errors: ImportIssue[] = [], written = 0): ImportResult => {
    const invalid = rows.filter((r) => r.errors.length).length;
    return { dryRun, valid: !errors.length && !invalid, total: rows.length, invalid, written, errors, rows };
  };
  const columns = table.length ? columnsOf(table[0]) : null;
  if (!columns) return result([], [{ column: '', message: ctx.t('metrics.import.headerMissing') }]);
  const lines = table.slice(columns.header ? 1 : 0);
  if (lines.length > METRIC_IMPORT_MAX_ROWS) return result([], [{ column: '', message: ctx.t('metrics.import.tooManyRows', { max: METRIC_IMPORT_MAX_ROWS }) }]);
  const offset = columns.header ? 2 : 1;
  const resolved: Resolved[] = lines.map((cells, index) => {
    const cell = (c: Column) => (cells[columns.order.indexOf(c)] ?? '').trim();
    return { row: { line: index + offset, startup: cell('startup'), metric: cell('metric'), period: cell('period'), value: cell('value'), periodFrom: null, errors: [] } };
  });
  const db = await ctx.tx.db();
  const fail = (r: Resolved, column: Column, key: string, params: Record<string, unknown> = {}) => r.row.errors.push({ column, message: ctx.t(key, params) });

  await resolveStartups(ctx, db, scope, resolved, fail);
  await resolveMetrics(ctx, db, resolved, fail);
  for (const r of resolved) {
    const date = periodDate(r.row.period);
    if (date) r.date = date;
    else fail(r, 'period', 'metrics.invalidPeriodDate');
    if (!r.metric) continue;
    if (!r.row.value) {
      fail(r, 'value', 'metrics.import.valueRequired');
      continue;
    }
    const parsed = parseMetricInput(r.row.value, r.metric.unitType as MetricUnitType, ctx.language);
    if ('error' in parsed) fail(r, 'value', `metrics.${parsed.error}`);
    else r.parsed = parsed;
  }
  const { planned, stored } = await findPeriods(ctx, db, resolved, fail);
  checkDuplicatesAndRules(planned, stored, fail);

  const rows = resolved.map((r) => r.row);
  if (dryRun || rows.some((r) => r.errors.length) || !rows.length) return result(rows);
  return result(rows, [], await write(ctx, db, resolved));
}

type Fail = (r: Resolved, column: Column, key: string, params?: Record<string, unknown>) => void;

/** Startups by id or by name among those the viewer manages; a name two of them share must be given as an id. */
async function resolveStartups(ctx: Context, db: Db, scope: Awaited<ReturnType<typeof staffMetricsScope>>, resolved: Resolved[], fail: Fail) {
  const ids = [...new Set(resolved.map((r) => r.row.startup.toLowerCase()).filter(isId))];
  const names = [...new Set(resolved.map((r) => lower(r.row.startup)).filter((n) => n && !isId(n)))];
  const found =
    ids.length || names.length
      ? await db
          .select({ id: st.id, name: st.name })
          .from(st)
          .where(
            and(
              eq(st.incubatorId, ctx.incubator.id),
              eq(st.archived, false),
              inScope(scope, st.id),
              or(ids.length ? inArray(st.id, ids) : undefined, names.length ? inArray(sql`lower(${st.name})`, names) : undefined),
            ),
          )
      : [];
  const byId = new Map(found.map((s) => [s.id, s.id]));
  const byName = new Map<string, string[]>();
  for (const s of found) byName.set(lower(s.name), [...(byName.get(lower(s.name)) ?? []), s.id]);
  for (const r of resolved) {
    const key = r.row.startup.toLowerCase();
    const matches = isId(key) ? (byId.has(key) ? [key] : []) : (byName.get(lower(r.row.startup)) ?? []);
    if (matches.length === 1) r.startupId = matches[0];
    else fail(r, 'startup', matches.length ? 'metrics.import.ambiguousStartup' : 'metrics.import.unknownStartup');
  }
}

/** Metrics by id or by their name in any language; calculated ones are computed, never imported. */
async function resolveMetrics(ctx: Context, db: Db, resolved: Resolved[], fail: Fail) {
  const metrics = await db.select().from(m).where(eq(m.incubatorId, ctx.incubator.id));
  const byName = new Map<string, MetricRow[]>();
  for (const metric of metrics) {
    for (const name of new Set(metric.name.map((n) => lower(n.value)))) byName.set(name, [...(byName.get(name) ?? []), metric]);
  }
  const byId = new Map(metrics.map((metric) => [metric.id, metric]));
  for (const r of resolved) {
    const key = r.row.metric.toLowerCase();
    const matches = isId(key) ? [byId.get(key)].filter((x): x is MetricRow => Boolean(x)) : (byName.get(lower(r.row.metric)) ?? []);
    if (matches.length !== 1) fail(r, 'metric', matches.length ? 'metrics.import.ambiguousMetric' : 'metrics.import.unknownMetric');
    else if (matches[0].formula) fail(r, 'metric', 'metrics.calculatedNotWritable');
    else r.metric = matches[0];
  }
}

const ready = (r: Resolved): r is Resolved & Required<Pick<Resolved, 'startupId' | 'metric' | 'date'>> => Boolean(r.startupId && r.metric && r.date);

/** The existing value rows of the file's startups and metrics over its dates. */
async function valueRows(ctx: Context, db: Db, rows: Resolved[]): Promise<ValueRow[]> {
  const candidates = rows.filter(ready);
  if (!candidates.length) return [];
  const dates = candidates.map((r) => r.date).sort();
  return db
    .select({ id: mv.id, periodId: mv.periodId, startupId: mv.startupId, metricId: mv.metricId, from: mp.periodFrom, to: mp.periodTo, number: mv.number })
    .from(mv)
    .innerJoin(mp, and(eq(mp.incubatorId, mv.incubatorId), eq(mp.id, mv.periodId)))
    .where(
      and(
        eq(mv.incubatorId, ctx.incubator.id),
        inArray(mv.startupId, [...new Set(candidates.map((r) => r.startupId))]),
        inArray(mv.metricId, [...new Set(candidates.map((r) => r.metric.id))]),
        // A period holding the earliest date started at most a few years before it.
        gte(mv.periodFrom, addDays(dates[0], -5 * 366)),
        lte(mv.periodFrom, dates.at(-1)!),
      ),
    );
}

/**
 * The periods each startup's active collections ask for, per metric, up to today (as
 * ensureDuePeriods makes them): a row may target one that the schedule has not made yet.
 */
async function collectionPeriods(ctx: Context, db: Db, startupIds: string[]): Promise<Map<string, Array<{ from: string; to: string }>>> {
  const tenant = ctx.incubator.id;
  const programs = await db
    .select({ startupId: sp.startupId, programId: sp.programId })
    .from(sp)
    .where(and(eq(sp.incubatorId, tenant), inArray(sp.startupId, startupIds)));
  const programIds = [...new Set(programs.map((p) => p.programId).filter((id): id is string => Boolean(id)))];
  const collections = await db
    .select()
    .from(dc)
    .where(and(eq(dc.incubatorId, tenant), isNull(dc.stoppedAt), or(inArray(dc.startupId, startupIds), programIds.length ? inArray(dc.programId, programIds) : undefined)));
  if (!collections.length) return new Map();
  const metricIds = [...new Set(collections.flatMap((c) => c.metricIds))];
  const recurrences = new Map(
    (
      await db
        .select({ id: m.id, amount: m.recurrenceAmount, type: m.recurrenceType })
        .from(m)
        .where(and(eq(m.incubatorId, tenant), inArray(m.id, metricIds)))
    ).map((r) => [r.id, { amount: r.amount, type: r.type } as TrackingRecurrence]),
  );
  const today = todayOf(ctx);
  const periods = new Map<string, Array<{ from: string; to: string }>>();
  for (const startupId of startupIds) {
    const own = new Set(programs.filter((p) => p.startupId === startupId).map((p) => p.programId));
    for (const collection of collections.filter((c) => c.startupId === startupId || (c.programId && own.has(c.programId)))) {
      for (const metricId of collection.metricIds) {
        const recurrence = recurrences.get(metricId);
        if (!recurrence) continue;
        const key = `${startupId}|${metricId}`;
        periods.set(key, [...(periods.get(key) ?? []), ...periodsUntil(collection.startsOn, recurrence, today)]);
      }
    }
  }
  return periods;
}

/** A planned write: the period (existing or to be made) a row's value goes to. */
interface Planned {
  key: string;
  from: string;
}

/** Finds each row's period: an existing one holding its date, else one of its collections'; none is an error. */
async function findPeriods(
  ctx: Context,
  db: Db,
  resolved: Resolved[],
  fail: Fail,
): Promise<{ planned: Map<Resolved, Planned>; stored: Map<string, Record<string, number | null>> }> {
  const existing = await valueRows(ctx, db, resolved);
  const byPair = new Map<string, ValueRow[]>();
  for (const v of existing) byPair.set(`${v.startupId}|${v.metricId}`, [...(byPair.get(`${v.startupId}|${v.metricId}`) ?? []), v]);
  const missing = resolved.filter(ready).filter((r) => !(byPair.get(`${r.startupId}|${r.metric.id}`) ?? []).some((v) => v.from <= r.date && r.date <= v.to));
  const collected = missing.length ? await collectionPeriods(ctx, db, [...new Set(missing.map((r) => r.startupId))]) : new Map();
  const planned = new Map<Resolved, Planned>();
  for (const r of resolved.filter(ready)) {
    const pair = `${r.startupId}|${r.metric.id}`;
    const target = (byPair.get(pair) ?? []).find((v) => v.from <= r.date && r.date <= v.to);
    const period = target ?? (collected.get(pair) as Array<{ from: string; to: string }> | undefined)?.find((p) => p.from <= r.date && r.date <= p.to);
    if (!period) {
      fail(r, 'period', 'metrics.import.noSuchPeriod');
      continue;
    }
    r.target = target;
    r.row.periodFrom = period.from;
    planned.set(r, { key: `${r.startupId}|${period.from}|${period.to}`, from: period.from });
  }
  // Rules compare with the period's other values: those stored, under those of the file.
  const stored = new Map<string, Record<string, number | null>>();
  for (const v of existing) {
    const key = `${v.startupId}|${v.from}|${v.to}`;
    stored.set(key, { ...stored.get(key), [v.metricId]: v.number });
  }
  return { planned, stored };
}

/** A value given twice for one period is refused on its second row; then every value meets its metric's rules. */
function checkDuplicatesAndRules(planned: Map<Resolved, Planned>, stored: Map<string, Record<string, number | null>>, fail: Fail) {
  const seen = new Set<string>();
  const fileNumbers = new Map<string, Record<string, number | null>>();
  for (const [r, plan] of planned) {
    if (!r.parsed || r.row.errors.length) continue;
    const id = `${plan.key}|${r.metric!.id}`;
    if (seen.has(id)) fail(r, 'value', 'metrics.import.duplicate');
    seen.add(id);
    fileNumbers.set(plan.key, { ...fileNumbers.get(plan.key), [r.metric!.id]: r.parsed.number });
  }
  for (const [r, plan] of planned) {
    if (!r.parsed || r.row.errors.length) continue;
    const numbers = { ...stored.get(plan.key), ...fileNumbers.get(plan.key) };
    const problem = checkRules(r.parsed.number, r.metric!.rules, numbers);
    if (!problem) continue;
    if (problem.customLabel) r.row.errors.push({ column: 'value', message: problem.customLabel });
    else fail(r, 'value', `metrics.${problem.message}`, { value: plainDecimal(Number(problem.limit.toFixed(10))) });
  }
}

/**
 * Writes the values period by period through submitMetricValues (on the founders' behalf), after
 * making the collections' periods the file needs that did not exist yet.
 */
async function write(ctx: Context, db: Db, resolved: Resolved[]): Promise<number> {
  const viewer = requireViewer(ctx);
  const rows = resolved.filter(ready).filter((r) => r.parsed);
  const unmade = rows.filter((r) => !r.target);
  if (unmade.length) {
    await ensureDuePeriods(ctx, db, { startupIds: [...new Set(unmade.map((r) => r.startupId))], today: todayOf(ctx) });
    const made = await valueRows(ctx, db, unmade);
    for (const r of unmade) r.target = made.find((v) => v.startupId === r.startupId && v.metricId === r.metric.id && v.from <= r.date && r.date <= v.to);
  }
  const byPeriod = new Map<string, Resolved[]>();
  for (const r of rows) if (r.target) byPeriod.set(r.target.periodId, [...(byPeriod.get(r.target.periodId) ?? []), r]);
  // Said beside every imported value: a jump from the previous period then needs no founder's word.
  const explanation = ctx.t('metrics.import.explanation');
  let written = 0;
  for (const [periodId, values] of byPeriod) {
    await submitMetricValues(ctx, db, {
      periodId,
      values: values.map((r) => ({ metricDataId: r.target!.id, value: r.parsed!.value, explanation })),
      onBehalf: true,
      viewerId: viewer.user.id,
    });
    written += values.length;
  }
  return written;
}
