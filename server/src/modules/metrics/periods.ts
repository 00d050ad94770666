import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { TrackingRecurrence } from '@seedbed/contracts/metrics';
import { addDays, endOfLocalDay, isTimeZone, localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import { newId } from '../../core/ids.ts';
import type { IncubatorRow, MetricPeriodRow } from '../../db/schema/index.ts';
import { ensureAutomaticTask } from '../tasks/automatic.ts';
import { postTimelineItem } from '../timeline/post.ts';
import { metricSettingsOf } from './settings.ts';

/** What work done by the system (the schedule, a batch item, a request) needs of its context. */
export type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services' | 'afterCommit'>;

const c = schema.dataCollections;
const p = schema.metricPeriods;
const v = schema.metricValues;
const m = schema.metrics;

/** The timeline kind announcing a due period (declared with the other metrics kinds). */
export const DATA_DUE_KIND = 'DataDueEvent';

/** The tenant's "today" in its own zone. */
export const tenantToday = (incubator: Pick<IncubatorRow, 'timezone'>, now = new Date()): string => localDate(now, isTimeZone(incubator.timezone) ? incubator.timezone : 'UTC');

/**
 * Where a founder reports a period: the startup file's analytics tab opens the metrics form of
 * the period starting on `from`. The founders' task leads there, and submitting completes the
 * tasks at this address.
 */
export const metricsReportUrl = (startupId: string, from: string): string => `/startup/${startupId}/file/analytics?report=${from}`;

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** yyyy-MM-dd moved by whole months; a day past the target month's end becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/**
 * The start of the `index`-th period from `startsOn`. Each start is counted from the first one, not
 * from the previous period, so a collection starting on the 31st keeps the 31st in long months.
 */
export function periodStart(startsOn: string, recurrence: TrackingRecurrence, index: number): string {
  const amount = Math.max(1, recurrence.amount);
  switch (recurrence.type) {
    case 'weekly':
      return addDays(startsOn, 7 * amount * index);
    case 'quarterly':
      return addMonths(startsOn, 3 * amount * index);
    case 'yearly':
      return addMonths(startsOn, 12 * amount * index);
    default:
      return addMonths(startsOn, amount * index);
  }
}

/** A run of a bounded number of periods: a start date centuries ago must not hang the server. */
const MAX_PERIODS = 2000;

/** The periods from `startsOn` at the recurrence that have begun by `today` (the last one may still be running): each ends the day before the next starts. */
export function periodsUntil(startsOn: string, recurrence: TrackingRecurrence, today: string): Array<{ from: string; to: string }> {
  const periods: Array<{ from: string; to: string }> = [];
  for (let index = 0; index < MAX_PERIODS; index++) {
    const from = periodStart(startsOn, recurrence, index);
    if (from > today) break;
    periods.push({ from, to: addDays(periodStart(startsOn, recurrence, index + 1), -1) });
  }
  return periods;
}

interface WantedPeriod {
  startupId: string;
  from: string;
  to: string;
  dueDate: string;
  metricIds: Set<string>;
}

/** The startups each active collection reports from now: its startup, or the (unarchived) startups of its programme. */
async function collectionTargets(ctx: SystemContext, db: Db, startupIds?: readonly string[]) {
  const tenant = ctx.incubator.id;
  const collections = await db
    .select()
    .from(c)
    .where(and(eq(c.incubatorId, tenant), isNull(c.stoppedAt)));
  if (!collections.length) return [];
  const programIds = [...new Set(collections.map((row) => row.programId).filter((id): id is string => Boolean(id)))];
  const sp = schema.startupPrograms;
  const st = schema.startups;
  const members = programIds.length
    ? await db
        .select({ programId: sp.programId, startupId: st.id })
        .from(sp)
        .innerJoin(st, and(eq(st.incubatorId, sp.incubatorId), eq(st.id, sp.startupId)))
        .where(and(eq(sp.incubatorId, tenant), inArray(sp.programId, programIds), eq(st.archived, false), startupIds ? inArray(sp.startupId, [...startupIds]) : undefined))
    : [];
  const archived = new Set(
    (
      await db
        .select({ id: st.id })
        .from(st)
        .where(and(eq(st.incubatorId, tenant), eq(st.archived, true)))
    ).map((row) => row.id),
  );
  const only = startupIds ? new Set(startupIds) : null;
  return collections.flatMap((collection) => {
    const startups = collection.startupId ? [collection.startupId] : members.filter((row) => row.programId === collection.programId).map((row) => row.startupId);
    return startups.filter((id) => !archived.has(id) && (!only || only.has(id))).map((startupId) => ({ collection, startupId }));
  });
}

/** The periods every collection asks of its startups by `today`, one per startup and dates, with the metrics due in it. */
async function wantedPeriods(ctx: SystemContext, db: Db, startupIds: readonly string[] | undefined, today: string): Promise<WantedPeriod[]> {
  const targets = await collectionTargets(ctx, db, startupIds);
  if (!targets.length) return [];
  const metricIds = [...new Set(targets.flatMap((row) => row.collection.metricIds))];
  const metrics = await db
    .select({ id: m.id, amount: m.recurrenceAmount, type: m.recurrenceType })
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), inArray(m.id, metricIds), eq(m.archived, false)));
  const byId = new Map(metrics.map((row) => [row.id, { amount: row.amount, type: row.type } as TrackingRecurrence]));
  const wanted = new Map<string, WantedPeriod>();
  // The same dates are computed once per collection and recurrence, not once per metric and startup.
  const cache = new Map<string, Array<{ from: string; to: string }>>();
  for (const { collection, startupId } of targets) {
    for (const metricId of collection.metricIds) {
      const recurrence = byId.get(metricId);
      if (!recurrence) continue;
      const cacheKey = `${collection.startsOn}|${recurrence.type}|${recurrence.amount}`;
      const periods = cache.get(cacheKey) ?? periodsUntil(collection.startsOn, recurrence, today);
      cache.set(cacheKey, periods);
      for (const period of periods) {
        const key = `${startupId}|${period.from}|${period.to}`;
        const dueDate = addDays(period.to, collection.dueDays);
        const found = wanted.get(key);
        if (found) {
          found.metricIds.add(metricId);
          // Two collections asking for the same dates: the sooner due date stands.
          if (dueDate < found.dueDate) found.dueDate = dueDate;
        } else wanted.set(key, { startupId, ...period, dueDate, metricIds: new Set([metricId]) });
      }
    }
  }
  return [...wanted.values()];
}

const SLICE = 500;
const slices = <T>(rows: readonly T[], size = SLICE) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Inserts the missing periods and their empty values; answers every wanted period's row. */
async function materialise(ctx: SystemContext, db: Db, wanted: readonly WantedPeriod[]): Promise<Map<string, MetricPeriodRow>> {
  const tenant = ctx.incubator.id;
  for (const slice of slices(wanted)) {
    await db
      .insert(p)
      .values(slice.map((w) => ({ incubatorId: tenant, id: newId(), startupId: w.startupId, periodFrom: w.from, periodTo: w.to, dueDate: w.dueDate })))
      .onConflictDoNothing();
  }
  const startupIds = [...new Set(wanted.map((w) => w.startupId))];
  const rows = new Map<string, MetricPeriodRow>();
  for (const slice of slices(startupIds)) {
    for (const row of await db
      .select()
      .from(p)
      .where(and(eq(p.incubatorId, tenant), inArray(p.startupId, slice))))
      rows.set(`${row.startupId}|${row.periodFrom}|${row.periodTo}`, row);
  }
  // Only periods holding fewer values than they should get the missing ones (a daily run then writes nothing).
  const counts = new Map<string, number>();
  for (const slice of slices(startupIds)) {
    for (const row of await db
      .select({ periodId: v.periodId, n: count() })
      .from(v)
      .where(and(eq(v.incubatorId, tenant), inArray(v.startupId, slice)))
      .groupBy(v.periodId))
      counts.set(row.periodId, Number(row.n));
  }
  const values = wanted.flatMap((w) => {
    const period = rows.get(`${w.startupId}|${w.from}|${w.to}`);
    if (!period || (counts.get(period.id) ?? 0) >= w.metricIds.size) return [];
    return [...w.metricIds].map((metricId) => ({ incubatorId: tenant, id: newId(), periodId: period.id, startupId: w.startupId, metricId, periodFrom: w.from }));
  });
  for (const slice of slices(values)) await db.insert(v).values(slice).onConflictDoNothing();
  return rows;
}

/** The cofounders among a startup's founders (active accounts): they report its metrics. */
export async function reportingFounders(ctx: SystemContext, db: Db, startupIds: readonly string[]) {
  if (!startupIds.length) return [];
  const sm = schema.startupMembers;
  const u = schema.users;
  const r = schema.roles;
  return db
    .select({ startupId: sm.startupId, userId: u.id, email: u.email, firstName: u.firstName, language: u.language, timezone: u.timezone })
    .from(sm)
    .innerJoin(u, and(eq(u.incubatorId, sm.incubatorId), eq(u.id, sm.userId)))
    .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(and(eq(sm.incubatorId, ctx.incubator.id), inArray(sm.startupId, [...startupIds]), eq(sm.kind, 'founder'), eq(r.type, 'cofounder'), eq(u.status, 'active')));
}

/** Periods whose DataDueEvent is already on the timeline: each is announced once. */
async function announcedPeriods(ctx: SystemContext, db: Db, periodIds: readonly string[]): Promise<Set<string>> {
  const te = schema.timelineEvents;
  const announced = new Set<string>();
  for (const slice of slices(periodIds)) {
    for (const row of await db
      .select({ id: te.subjectId })
      .from(te)
      .where(and(eq(te.incubatorId, ctx.incubator.id), eq(te.kind, DATA_DUE_KIND), inArray(te.subjectId, slice))))
      if (row.id) announced.add(row.id);
  }
  return announced;
}

/**
 * Announces periods that have fallen due (the reminder window before the due day included): the
 * DataDueEvent on the startup's timeline, a 'metrics' task per cofounder leading to the form, and
 * one `metrics.periodsDue` event per startup (the metricsRequest notification reacts to it).
 */
async function announce(ctx: SystemContext, db: Db, periods: readonly MetricPeriodRow[], today: string): Promise<number> {
  const settings = metricSettingsOf(ctx.incubator);
  const due = periods.filter((row) => !row.submittedAt && today >= addDays(row.dueDate, -settings.remindDaysBefore));
  if (!due.length) return 0;
  const announced = await announcedPeriods(
    ctx,
    db,
    due.map((row) => row.id),
  );
  const fresh = due.filter((row) => !announced.has(row.id)).sort((a, b) => a.periodFrom.localeCompare(b.periodFrom));
  if (!fresh.length) return 0;
  const byStartup = new Map<string, MetricPeriodRow[]>();
  for (const row of fresh) byStartup.set(row.startupId, [...(byStartup.get(row.startupId) ?? []), row]);
  const founders = await reportingFounders(ctx, db, [...byStartup.keys()]);
  const st = schema.startups;
  const names = new Map(
    (
      await db
        .select({ id: st.id, name: st.name })
        .from(st)
        .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, [...byStartup.keys()])))
    ).map((row) => [row.id, row.name]),
  );
  const fallbackZone = isTimeZone(ctx.incubator.timezone) ? ctx.incubator.timezone : 'UTC';
  for (const [startupId, rows] of byStartup) {
    const people = founders.filter((f) => f.startupId === startupId);
    for (const row of rows) {
      await postTimelineItem(ctx, db, {
        kind: DATA_DUE_KIND,
        startupId,
        subjectId: row.id,
        isPublic: true,
        data: { dueDate: row.dueDate, from: row.periodFrom, to: row.periodTo },
      });
      for (const person of people) {
        const t = translator(pickLanguage(person.language, ctx.incubator.defaultLanguage));
        await ensureAutomaticTask(ctx, db, {
          type: 'metrics',
          userId: person.userId,
          startupId,
          name: t('metrics.taskName', { startup: names.get(startupId) ?? '' }),
          url: metricsReportUrl(startupId, row.periodFrom),
          perUrl: true,
          dueDate: endOfLocalDay(row.dueDate, isTimeZone(person.timezone) ? person.timezone : fallbackZone),
        });
      }
    }
    const oldest = rows[0];
    await recordEvent(ctx, db, {
      kind: 'metrics.periodsDue',
      subjectKind: 'startup',
      subjectId: startupId,
      data: {
        startupId,
        startupName: names.get(startupId) ?? '',
        periodIds: rows.map((row) => row.id),
        recipientIds: people.map((person) => person.userId),
        dueDate: oldest.dueDate,
        url: metricsReportUrl(startupId, oldest.periodFrom),
      },
    });
  }
  return fresh.length;
}

export interface EnsureDuePeriodsOptions {
  /** Only these startups (a new collection's); every startup of every active collection when absent. */
  startupIds?: readonly string[];
  /** The tenant's calendar day (yyyy-MM-dd). */
  today: string;
}

/**
 * Makes every period the active collections ask for by `today` exist, with an empty value per
 * metric due in it, and announces those that fell due. Idempotent: the unique indexes on a
 * startup's dates and on a period's metric make a second run write nothing, and a period is
 * announced once (its DataDueEvent is the mark).
 */
export async function ensureDuePeriods(ctx: SystemContext, db: Db, options: EnsureDuePeriodsOptions): Promise<{ periods: number; announced: number }> {
  if (options.startupIds && !options.startupIds.length) return { periods: 0, announced: 0 };
  const wanted = await wantedPeriods(ctx, db, options.startupIds, options.today);
  if (!wanted.length) return { periods: 0, announced: 0 };
  const rows = await materialise(ctx, db, wanted);
  const concerned = wanted.map((w) => rows.get(`${w.startupId}|${w.from}|${w.to}`)).filter((row): row is MetricPeriodRow => Boolean(row));
  const announced = await announce(ctx, db, concerned, options.today);
  return { periods: concerned.length, announced };
}

/** Unsubmitted periods of a startup set (or all) whose due date is in [from, to]: what reminders look at. */
export async function unsubmittedPeriodsDueBetween(ctx: SystemContext, db: Db, from: string, to: string): Promise<MetricPeriodRow[]> {
  return db
    .select()
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), isNull(p.submittedAt), sql`${p.dueDate} between ${from} and ${to}`));
}
