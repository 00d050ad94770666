import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { isTimeZone } from '@seedbed/contracts/time';
import { requireViewer, type Context } from '../../core/context.ts';
import { eventSearchDocument } from '../../db/schema/events.ts';
import { matchesQuery, searchRank } from '../search/query.ts';
import type { SearchSource } from '../search/source.ts';
import { ev, evAttendees, evHosts, type EventRow } from './repo.ts';
import { audienceCondition, mayBypassVisibility, viewerAudience, visibleAmong } from './visibility.ts';

/** When the event starts, in the reader's language and time zone (the event's own when theirs is unknown). */
function startsAt(ctx: Context, event: EventRow): string {
  const own = requireViewer(ctx).user.timezone;
  const timeZone = isTimeZone(own) ? own : isTimeZone(event.timezone) ? event.timezone : 'UTC';
  return new Intl.DateTimeFormat(ctx.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(event.startsAt);
}

/**
 * The events the viewer may open, in SQL to narrow the search (canSeeEvent's rule: managers all;
 * others those they created or host, those they hold a place at, and published ones meant for them).
 * Archived events are left out of the search.
 */
async function openableCondition(ctx: Context) {
  if (await mayBypassVisibility(ctx)) return undefined;
  const me = requireViewer(ctx).user.id;
  const tenant = ctx.incubator.id;
  const tiedBy = (table: typeof evHosts | typeof evAttendees) =>
    sql`${ev.id} IN (SELECT ${table.eventId} FROM ${table} WHERE ${and(eq(table.incubatorId, tenant), eq(table.userId, me))})`;
  return or(
    eq(ev.createdBy, me),
    tiedBy(evHosts),
    and(inArray(ev.status, ['PUBLISHED', 'CANCELLED']), tiedBy(evAttendees)),
    and(eq(ev.status, 'PUBLISHED'), audienceCondition(await viewerAudience(ctx))),
  );
}

/** Events the viewer may open, found by their title and description; canSeeEvent has the last word on each. */
export const eventSearchSource: SearchSource = {
  kind: 'EVENT',
  async search(ctx, db, query, limit) {
    const rank = searchRank(query, ev.title, ev.description);
    const rows = await db
      .select({ event: ev, rank })
      .from(ev)
      .where(and(eq(ev.incubatorId, ctx.incubator.id), sql`NOT ${ev.isArchived}`, await openableCondition(ctx), matchesQuery(eventSearchDocument(ev), query)))
      .orderBy(desc(rank), asc(ev.id))
      .limit(limit);
    const openable = await visibleAmong(
      ctx,
      rows.map((row) => row.event),
    );
    return rows
      .filter((row) => openable.has(row.event.id))
      .map(({ event, rank: value }) => ({
        kind: 'EVENT' as const,
        id: event.id,
        title: event.title,
        subtitle: startsAt(ctx, event),
        url: `/events/${event.id}`,
        image: event.image,
        rank: value,
      }));
  },
};
