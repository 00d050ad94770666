import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { EVENT_LENGTH_MAX_DAYS, EVENTS_PAGE_SIZE, type EventScope } from '@seedbed/contracts/events';
import { eventListArgsSchema, type EventFilterInput } from '@seedbed/contracts/events-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { parseInput } from '../../core/validation.ts';
import { containsPattern } from '../tasks/list-search.ts';
import { ev, evAttendees, evHosts, type EventRow } from './repo.ts';
import { audienceCondition, mayBypassVisibility, viewerAudience } from './visibility.ts';
import { uuidArray } from '../../core/db/uuid-array.ts';

export interface EventPage {
  results: EventRow[];
  next: string | null;
}

const MAX_LIMIT = 100;
/** No event lasts longer (the editor refuses it), so an event not yet over started at most this long ago. */
const LONGEST_MS = EVENT_LENGTH_MAX_DAYS * 86_400_000;

/**
 * Which events of the list's time order a page may hold. `exact` are the conditions that decide;
 * `from` and `until` bound the start time as well, so that a list reads one index range instead of
 * every event since the organisation began (they follow from `exact` and the longest event).
 */
interface TimeWindow {
  descending: boolean;
  exact: SQL[];
  from: Date | null;
  until: Date | null;
}

type Filter = NonNullable<ReturnType<ReturnType<typeof eventListArgsSchema>['parse']>['filter']>;

/**
 * By default the events not yet over, soonest first; `past` the ended ones, latest first; a range
 * (`from`/`to`, a calendar month) the events overlapping it, whether over or not, unless `past` is
 * also given.
 */
function timeWindow(filter: Filter | null | undefined, now: Date): TimeWindow {
  const window: TimeWindow = { descending: filter?.past === true, exact: [], from: null, until: null };
  const later = (date: Date) => {
    if (!window.from || date > window.from) window.from = date;
  };
  const earlier = (date: Date) => {
    if (!window.until || date < window.until) window.until = date;
  };
  if (filter?.from) {
    window.exact.push(gt(ev.endsAt, filter.from));
    later(new Date(filter.from.getTime() - LONGEST_MS));
  }
  if (filter?.to) {
    window.exact.push(lt(ev.startsAt, filter.to));
    earlier(filter.to);
  }
  if (filter?.past === true) {
    window.exact.push(lt(ev.endsAt, now));
    earlier(now);
  } else if (filter?.past === false || (!filter?.from && !filter?.to)) {
    window.exact.push(gte(ev.endsAt, now));
    later(new Date(now.getTime() - LONGEST_MS));
  }
  return window;
}

/** The keyset of every event list: (starts_at, id), in the window's direction. */
const decodeAt = (cursor: string) => decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);

/**
 * One scope of the event lists (spec 3 §9), keyset-paginated on (starts_at, id). A scope is the
 * union of a few parts, each one index range read in order up to one row more than the page:
 *
 * - FEED: published events the viewer may see (their rules match, or they host, created or hold a
 *   place at it; managers see all), and cancelled ones they hold a place at — over
 *   incubator_events_status_idx.
 * - MY: the events they hold a place at (registered or waitlisted) and those they host — through
 *   event_attendees_user_idx and event_hosts_user_idx.
 * - CREATED_BY_ME: the events they created, in any state — incubator_events_creator_idx.
 * - UNPUBLISHED: drafts they may edit (managers: every draft; others: their own and those they host).
 *
 * Archived events appear only under CREATED_BY_ME.
 */
export async function incubatorEvents(
  ctx: Context,
  scope: EventScope,
  rawFilter: EventFilterInput | null | undefined,
  cursor: string | null | undefined,
  limit: number | null | undefined,
): Promise<EventPage> {
  const viewer = requireViewer(ctx);
  const { filter } = parseInput(eventListArgsSchema(), { filter: rawFilter ?? null });
  const size = Math.min(Math.max(limit ?? EVENTS_PAGE_SIZE, 1), MAX_LIMIT);
  const at = cursor ? decodeAt(cursor) : null;
  const window = timeWindow(filter, new Date());
  const tenant = ctx.incubator.id;
  const me = viewer.user.id;

  const common: SQL[] = [eq(ev.incubatorId, tenant), ...window.exact];
  if (window.from) common.push(gte(ev.startsAt, window.from));
  if (window.until) common.push(lte(ev.startsAt, window.until));
  if (at) {
    const [time, id] = at;
    common.push(window.descending ? sql`(${ev.startsAt}, ${ev.id}) < (${time}::timestamptz, ${id}::uuid)` : sql`(${ev.startsAt}, ${ev.id}) > (${time}::timestamptz, ${id}::uuid)`);
  }
  if (filter?.tagIds?.length) common.push(sql`${ev.tagIds} && ${uuidArray(filter.tagIds)}`);
  if (filter?.topicIds?.length) common.push(sql`${ev.topicIds} && ${uuidArray(filter.topicIds)}`);
  if (filter?.eventTypes?.length) common.push(inArray(ev.eventType, filter.eventTypes));
  const pattern = containsPattern(filter?.search);
  if (pattern) common.push(ilike(ev.title, pattern));

  // The viewer's hosted and attended events, bounded in time like the list (a booked slot starts
  // within its event, at most the longest event after the event's start).
  const bounded = (table: typeof evHosts | typeof evAttendees, slack: number) => {
    const conditions = [eq(table.incubatorId, tenant), eq(table.userId, me)];
    if (window.from) conditions.push(gte(table.startsAt, window.from));
    if (window.until) conditions.push(lte(table.startsAt, new Date(window.until.getTime() + slack)));
    return sql`${ev.id} IN (SELECT ${table.eventId} FROM ${table} WHERE ${and(...conditions)})`;
  };
  const hosted = bounded(evHosts, 0);
  const attended = bounded(evAttendees, LONGEST_MS);
  const notArchived = sql`NOT ${ev.isArchived}`;
  const manager = await mayBypassVisibility(ctx);

  let parts: SQL[];
  switch (scope) {
    case 'FEED': {
      const forMe = manager ? undefined : or(audienceCondition(await viewerAudience(ctx)), eq(ev.createdBy, me), hosted, attended);
      parts = [and(eq(ev.status, 'PUBLISHED'), notArchived, forMe)!, and(eq(ev.status, 'CANCELLED'), notArchived, attended)!];
      break;
    }
    case 'MY':
      parts = [and(notArchived, hosted)!, and(inArray(ev.status, ['PUBLISHED', 'CANCELLED']), notArchived, attended)!];
      break;
    case 'CREATED_BY_ME':
      parts = [eq(ev.createdBy, me)];
      break;
    case 'UNPUBLISHED':
      parts = [and(eq(ev.status, 'DRAFT'), notArchived, manager ? undefined : or(eq(ev.createdBy, me), hosted))!];
      break;
  }

  const db = await ctx.tx.db();
  const order = window.descending ? [desc(ev.startsAt), desc(ev.id)] : [asc(ev.startsAt), asc(ev.id)];
  const read = (part: SQL) =>
    db
      .select({ event: ev, at: exactTime(ev.startsAt).as('at') })
      .from(ev)
      .where(and(...common, part))
      .orderBy(...order)
      .limit(size + 1);
  // The parts in one round trip; an event in two of them (hosted and attended) counts once.
  const [first, ...others] = parts.map(read);
  const rows = await others.reduce((union, next) => union.unionAll(next), first as ReturnType<typeof read> | ReturnType<ReturnType<typeof read>['unionAll']>);
  const found = new Map<string, { event: EventRow; at: string }>();
  for (const row of rows) found.set(row.event.id, row);
  // The same order as PostgreSQL's: the times are fixed-width UTC texts, the ids lower-case uuids.
  const ascending = (a: { at: string; event: EventRow }, b: { at: string; event: EventRow }) =>
    a.at !== b.at ? (a.at < b.at ? -1 : 1) : a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0;
  const merged = [...found.values()].sort((a, b) => (window.descending ? ascending(b, a) : ascending(a, b)));
  const page = merged.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.event), next: merged.length > size && last ? encodeCursor([last.at, last.event.id]) : null };
}
