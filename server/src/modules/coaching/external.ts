import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { atWallTime, isTimeZone, startOfLocalDay } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { ownerDb, schema, type Db } from '../../core/db/pool.ts';
import { checkOutboundAddress, fetchLimited, OutboundError, type OutboundErrorCode } from '../../core/outbound.ts';
import type { Services } from '../../core/services.ts';
import { withTenant } from '../../core/transaction.ts';
import { newId } from '../../core/ids.ts';
import { extBusy, extCalendars, prefs } from './repo.ts';

export type ExternalCalendarRow = typeof extCalendars.$inferSelect;

/** What one read may cost: an outside server that is slow or sends too much is cut off (the messages name these limits). */
const FETCH_TIMEOUT_MS = 10_000;
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'text/calendar, text/plain;q=0.8, */*;q=0.5';
/** Busy times are read this far ahead: slots are never offered further out. */
export const BUSY_HORIZON_DAYS = 90;
/** A calendar with more than this many busy times in the horizon is cut to its first ones. */
const MAX_BUSY_PER_CALENDAR = 5_000;
/** A recurring event is walked at most this many occurrences (from its first), however far in the past it began. */
const MAX_OCCURRENCES = 20_000;
/** Calendars read per tenant at each tick of the schedule. */
const CALENDARS_PER_TICK = 5;
const DAY_MS = 86_400_000;

/** A read that failed, with the message key the integrations page shows until a read succeeds. */
export class CalendarReadError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** The message shown for each way a read can fail; an address refused as private says so whatever the code. */
const OUTBOUND_ERROR_KEYS: Record<OutboundErrorCode, string> = {
  TIMEOUT: 'coaching.calendar.timeout',
  TOO_LARGE: 'coaching.calendar.tooLarge',
  NOT_HTTP: 'coaching.calendar.addressInvalid',
  BAD_ADDRESS: 'coaching.calendar.fetchFailed',
  BAD_STATUS: 'coaching.calendar.fetchFailed',
  UNREACHABLE: 'coaching.calendar.fetchFailed',
};

const readError = (error: OutboundError) => new CalendarReadError(error.privateAddress ? 'coaching.calendar.privateAddress' : OUTBOUND_ERROR_KEYS[error.code]);

/** A calendar's address as it is read: webcal is https by another name. */
export function readableAddress(raw: string): URL {
  const url = new URL(raw.trim().replace(/^webcals?:/i, 'https:'));
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalendarReadError('coaching.calendar.addressInvalid');
  return url;
}

/** Refuses an address naming a private IP or localhost when it is added, before any read (a name is checked each time a read resolves it). */
export function checkAddressLiteral(url: URL, allowPrivate: boolean): void {
  try {
    checkOutboundAddress(url.href, { allowPrivate });
  } catch (error) {
    throw error instanceof OutboundError ? readError(error) : error;
  }
}

/** Reads a calendar file over http(s): 10 s in all, 5 MB at most, a few redirects, each address checked again. */
export async function downloadCalendar(url: URL, allowPrivate: boolean): Promise<string> {
  const answer = await fetchLimited(url.href, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_BYTES, accept: ACCEPT, allowPrivate, userAgent: 'Seedbed calendar reader' }).catch(
    (error: unknown) => {
      throw error instanceof OutboundError ? readError(error) : error;
    },
  );
  // Nothing conditional was asked, so a 304 carries no calendar.
  if (answer.status === 304) throw new CalendarReadError('coaching.calendar.fetchFailed');
  return answer.body;
}

export interface BusyPeriod {
  start: Date;
  end: Date;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * An ical.js time as an instant. Times in UTC or in a zone the file defines (VTIMEZONE) are exact;
 * a floating time, or one naming a zone the file does not define, is read as a wall-clock time in
 * the zone it names when that is an IANA name, else in the person's zone; a date (an all-day
 * event) starts at midnight in the person's zone, when their day is taken.
 */
function instantOf(time: ICAL.Time, zoneName: string | null, personZone: string): Date {
  const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return startOfLocalDay(date, personZone);
  const zone = time.zone;
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating') return time.toJSDate();
  const wallZone = isTimeZone(zoneName) ? zoneName : personZone;
  return atWallTime(date, ((time.hour * 60 + time.minute) * 60 + time.second) * 1000, wallZone);
}

const takesTime = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT' && String(component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

/**
 * The busy periods of a calendar file between `from` and `until`: recurring events expanded
 * (with their moved and cancelled occurrences), free (TRANSP:TRANSPARENT) and cancelled ones left out.
 */
export function busyPeriods(text: string, options: { from: Date; until: Date; personZone: string }): BusyPeriod[] {
  let root: ICAL.Component;
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ''))) throw new Error('not a calendar');
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new CalendarReadError('coaching.calendar.notACalendar');
  }
  const { from, until, personZone } = options;
  const vevents = root.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid ?? newId(), event);
  }
  const loose: ICAL.Event[] = [];
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else loose.push(exception);
  }

  const periods: BusyPeriod[] = [];
  const add = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    if (!takesTime(item.component)) return;
    const zoneName = String(item.component.getFirstProperty('dtstart')?.getParameter('tzid') ?? '') || null;
    const startsAt = instantOf(start, zoneName, personZone);
    let endsAt = instantOf(end, zoneName, personZone);
    // An all-day event without its end lasts its day (RFC 5545 §3.6.1).
    if (start.isDate && endsAt <= startsAt) endsAt = instantOf(nextDay(start), zoneName, personZone);
    if (endsAt <= startsAt || endsAt <= from || startsAt >= until) return;
    periods.push({ start: startsAt, end: endsAt });
  };

  for (const event of [...masters.values(), ...loose]) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate);
      continue;
    }
    if (!takesTime(event.component) && !Object.keys(event.exceptions).length) continue;
    const iterator = event.iterator();
    for (let walked = 0, next = iterator.next(); next && walked < MAX_OCCURRENCES; next = iterator.next(), walked++) {
      const details = event.getOccurrenceDetails(next);
      const zoneName = String(event.component.getFirstProperty('dtstart')?.getParameter('tzid') ?? '') || null;
      if (instantOf(details.startDate, zoneName, personZone) >= until) break;
      add(details.item, details.startDate, details.endDate);
    }
    if (periods.length > MAX_BUSY_PER_CALENDAR) break;
  }
  return periods.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, MAX_BUSY_PER_CALENDAR);
}

function nextDay(time: ICAL.Time): ICAL.Time {
  const copy = time.clone();
  copy.adjust(1, 0, 0, 0);
  return copy;
}

/** The zone a person lives in: their coaching preference, else their profile's, else the organisation's. */
export async function personZone(db: Db, tenant: string, userId: string, organisationZone: string): Promise<string> {
  const u = schema.users;
  const [row] = await db
    .select({ coaching: prefs.timeZone, profile: u.timezone })
    .from(u)
    .leftJoin(prefs, and(eq(prefs.incubatorId, u.incubatorId), eq(prefs.userId, u.id)))
    .where(and(eq(u.incubatorId, tenant), eq(u.id, userId)));
  return [row?.coaching, row?.profile, organisationZone].find(isTimeZone) ?? 'UTC';
}

type ReadOutcome = { periods: BusyPeriod[] } | { error: string };

/** Downloads and reads one calendar, outside any transaction: a slow server holds no connection. */
export async function readBusy(services: Services, url: string, zone: string, now: Date): Promise<ReadOutcome> {
  try {
    const text = await downloadCalendar(readableAddress(url), services.config.calendar.allowPrivateAddresses);
    return { periods: busyPeriods(text, { from: new Date(now.getTime() - DAY_MS), until: new Date(now.getTime() + BUSY_HORIZON_DAYS * DAY_MS), personZone: zone }) };
  } catch (error) {
    if (error instanceof CalendarReadError) return { error: error.key };
    services.log.warn({ err: (error as Error).message }, 'outside calendar read failed');
    return { error: 'coaching.calendar.fetchFailed' };
  }
}

/**
 * Replaces a calendar's busy times with what was read. A failure keeps those read last and
 * records its message key; either way the calendar goes to the back of the schedule's queue.
 */
export async function storeBusy(db: Db, tenantId: string, calendar: ExternalCalendarRow, outcome: ReadOutcome, now: Date): Promise<ExternalCalendarRow> {
  const mine = and(eq(extCalendars.incubatorId, tenantId), eq(extCalendars.id, calendar.id));
  if ('error' in outcome) {
    const [failed] = await db.update(extCalendars).set({ lastError: outcome.error, lastSyncedAt: now }).where(mine).returning();
    return failed ?? calendar;
  }
  await db.delete(extBusy).where(and(eq(extBusy.incubatorId, tenantId), eq(extBusy.calendarId, calendar.id)));
  for (let i = 0; i < outcome.periods.length; i += 1000) {
    await db
      .insert(extBusy)
      .values(
        outcome.periods.slice(i, i + 1000).map((p) => ({ incubatorId: tenantId, id: newId(), calendarId: calendar.id, userId: calendar.userId, startsAt: p.start, endsAt: p.end })),
      );
  }
  const [synced] = await db.update(extCalendars).set({ lastError: null, lastSyncedAt: now }).where(mine).returning();
  return synced ?? calendar;
}

/** Reads one calendar now, for its owner (syncExternalCalendar, addExternalCalendar). */
export async function syncCalendar(services: Services, db: Db, tenant: { id: string; timezone: string }, calendar: ExternalCalendarRow, now = new Date()) {
  const zone = await personZone(db, tenant.id, calendar.userId, tenant.timezone);
  return storeBusy(db, tenant.id, calendar, await readBusy(services, calendar.url, zone, now), now);
}

/**
 * A person's busy times read from their outside calendars that overlap [from, to): booking
 * (slots.ts) offers none of this time.
 */
export async function busyTimes(ctx: Context, db: Db, userId: string, from: Date, to: Date): Promise<BusyPeriod[]> {
  const rows = await db
    .select({ start: extBusy.startsAt, end: extBusy.endsAt })
    .from(extBusy)
    .where(
      and(
        eq(extBusy.incubatorId, ctx.incubator.id),
        eq(extBusy.userId, userId),
        gt(extBusy.startsAt, new Date(from.getTime() - (BUSY_HORIZON_DAYS + 2) * DAY_MS)),
        lt(extBusy.startsAt, to),
        gt(extBusy.endsAt, from),
      ),
    )
    .orderBy(asc(extBusy.startsAt));
  return rows;
}

/**
 * One tick of the schedule: in each tenant, as the system, the few calendars read longest ago
 * (never read first). Each is read in its own transaction; one failing never stops the others.
 */
export async function syncDueCalendars(services: Services, options: { only?: readonly string[]; perTenant?: number; now?: Date } = {}): Promise<number> {
  const tenants = await ownerDb(services.pool).select({ id: schema.incubators.id, timezone: schema.incubators.timezone }).from(schema.incubators);
  let read = 0;
  for (const tenant of tenants) {
    if (options.only && !options.only.includes(tenant.id)) continue;
    try {
      const due = await withTenant(services.pool, tenant.id, async (db) => {
        const calendars = await db
          .select()
          .from(extCalendars)
          .where(eq(extCalendars.incubatorId, tenant.id))
          .orderBy(sql`${extCalendars.lastSyncedAt} asc nulls first`)
          .limit(options.perTenant ?? CALENDARS_PER_TICK);
        const zones = new Map<string, string>();
        for (const c of calendars) if (!zones.has(c.userId)) zones.set(c.userId, await personZone(db, tenant.id, c.userId, tenant.timezone));
        return calendars.map((calendar) => ({ calendar, zone: zones.get(calendar.userId)! }));
      });
      for (const { calendar, zone } of due) {
        const now = options.now ?? new Date();
        const outcome = await readBusy(services, calendar.url, zone, now);
        await withTenant(services.pool, tenant.id, (db) => storeBusy(db, tenant.id, calendar, outcome, now));
        read += 1;
      }
    } catch (error) {
      services.log.error({ err: (error as Error).message, incubatorId: tenant.id }, 'outside calendar schedule failed');
    }
  }
  return read;
}

/** Reads due outside calendars every `intervalMs` (0 turns it off); stopping waits for a tick in progress. */
export function startExternalCalendarSync(services: Services, intervalMs: number) {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = syncDueCalendars(services)
      .catch((error) => services.log.error({ err: (error as Error).message }, 'outside calendar schedule failed'))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
