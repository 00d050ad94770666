import { and, asc, eq, gt, inArray, isNull, not, notInArray, or } from 'drizzle-orm';
import type { OneOnOneDate } from '@seedbed/contracts/events';
import type { EventEditScope } from '@seedbed/contracts/events-input';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { releaseHolds } from '../coaching/holds.ts';
import { EVENT_HOLD, EVENT_REFERENCE, ev, evAttendees, evHosts, hostsOfEvents, type EventRow } from './repo.ts';
import { eventLoaders } from './types.ts';

/**
 * The occurrences an operation covers, locked (`FOR UPDATE`, as registration locks an event) and
 * read afresh: the event alone, or with scope SERIES it and the following occurrences of its
 * series — without those edited on their own (`detached`) when `withDetached` is false. The event
 * comes first.
 */
export async function lockOccurrences(ctx: Context, db: Db, event: EventRow, scope: EventEditScope, withDetached: boolean): Promise<EventRow[]> {
  const following =
    scope === 'SERIES' && event.seriesId ? and(eq(ev.seriesId, event.seriesId), gt(ev.startsAt, event.startsAt), withDetached ? undefined : not(ev.detached)) : undefined;
  const rows = await db
    .select()
    .from(ev)
    .where(and(eq(ev.incubatorId, ctx.incubator.id), following ? or(eq(ev.id, event.id), following) : eq(ev.id, event.id)))
    .orderBy(asc(ev.startsAt), asc(ev.id))
    .for('update');
  const first = rows.find((r) => r.id === event.id);
  return first ? [first, ...rows.filter((r) => r !== first)] : [];
}

/** Who holds a place at each event (registered, waitlisted or booked), in one query. */
export async function attendeesOf(ctx: Pick<Context, 'incubator'>, db: Db, eventIds: readonly string[]): Promise<Map<string, string[]>> {
  const byEvent = new Map<string, string[]>(eventIds.map((id) => [id, []]));
  if (!eventIds.length) return byEvent;
  const rows = await db
    .select({ eventId: evAttendees.eventId, userId: evAttendees.userId })
    .from(evAttendees)
    .where(and(eq(evAttendees.incubatorId, ctx.incubator.id), inArray(evAttendees.eventId, [...eventIds])));
  for (const row of rows) {
    const list = byEvent.get(row.eventId)!;
    if (!list.includes(row.userId)) list.push(row.userId);
  }
  return byEvent;
}

/** The hosts of each event, in one query. */
export async function hostIdsOf(ctx: Pick<Context, 'incubator'>, db: Db, eventIds: readonly string[]): Promise<Map<string, string[]>> {
  const byEvent = new Map<string, string[]>(eventIds.map((id) => [id, []]));
  for (const row of await hostsOfEvents(db, ctx.incubator.id, eventIds)) byEvent.get(row.eventId)?.push(row.userId);
  return byEvent;
}

/** Makes `hostIds` the event's hosts (each row copying its start); answers who was added and removed. */
export async function setHosts(ctx: Context, db: Db, event: EventRow, hostIds: readonly string[], before: readonly string[]) {
  const tenant = ctx.incubator.id;
  const removed = before.filter((id) => !hostIds.includes(id));
  const added = hostIds.filter((id) => !before.includes(id));
  if (removed.length) await db.delete(evHosts).where(and(eq(evHosts.incubatorId, tenant), eq(evHosts.eventId, event.id), inArray(evHosts.userId, removed)));
  if (added.length) await db.insert(evHosts).values(added.map((userId) => ({ incubatorId: tenant, eventId: event.id, userId, startsAt: event.startsAt })));
  eventLoaders(ctx).hosts.clear(event.id);
  return { added, removed };
}

/** Keeps the copies of the event's start on its hosts and on its places (a booked slot keeps its own time). */
export async function moveDependents(ctx: Pick<Context, 'incubator'>, db: Db, eventId: string, startsAt: Date): Promise<void> {
  const tenant = ctx.incubator.id;
  await db
    .update(evHosts)
    .set({ startsAt })
    .where(and(eq(evHosts.incubatorId, tenant), eq(evHosts.eventId, eventId)));
  await db
    .update(evAttendees)
    .set({ startsAt })
    .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, eventId), isNull(evAttendees.slotStart)));
}

/** Writes a new event with its hosts: a copy of `source` with `values` over it. */
export async function insertEvent(ctx: Context, db: Db, source: EventRow, values: Partial<EventRow>, hostIds: readonly string[]): Promise<EventRow> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...copied } = source;
  const [row] = await db
    .insert(ev)
    .values({ ...copied, registeredCount: 0, waitlistCount: 0, sequence: 0, remindedAt: null, ...values, incubatorId: ctx.incubator.id, id: values.id ?? newId() })
    .returning();
  if (hostIds.length) await db.insert(evHosts).values([...new Set(hostIds)].map((userId) => ({ incubatorId: ctx.incubator.id, eventId: row.id, userId, startsAt: row.startsAt })));
  eventLoaders(ctx).event.prime(row.id, row);
  return row;
}

/**
 * Deletes an event: 'events.deleted' is recorded first, while its places and hosts can still be
 * read (those told of it are named in it); then the time its bookings held, its files and the
 * row with everything that hangs on it go.
 */
export async function removeEvent(ctx: Context, db: Db, event: EventRow, people: { attendeeIds: string[]; hostIds: string[] }): Promise<void> {
  const tenant = ctx.incubator.id;
  await recordEvent(ctx, db, {
    kind: 'events.deleted',
    subjectKind: 'incubatorEvent',
    subjectId: event.id,
    data: { eventId: event.id, title: event.title, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString(), sequence: event.sequence, ...people },
  });
  const bookings = await db
    .select({ id: evAttendees.id })
    .from(evAttendees)
    .where(and(eq(evAttendees.incubatorId, tenant), eq(evAttendees.eventId, event.id), not(isNull(evAttendees.slotStart))));
  for (const booking of bookings) await releaseHolds(ctx, db, EVENT_HOLD, booking.id);
  const a = schema.attachments;
  const files = await db
    .delete(a)
    .where(and(eq(a.incubatorId, tenant), eq(a.referenceKind, EVENT_REFERENCE), eq(a.referenceId, event.id)))
    .returning({ storageKey: a.storageKey });
  for (const file of files) ctx.afterCommit.push(() => ctx.services.storage.remove(file.storageKey));
  await db.delete(ev).where(and(eq(ev.incubatorId, tenant), eq(ev.id, event.id)));
  eventLoaders(ctx).event.clear(event.id);
}

/** Other occurrences of a series still there besides `except`. */
export async function seriesHasOthers(ctx: Pick<Context, 'incubator'>, db: Db, seriesId: string, except: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: ev.id })
    .from(ev)
    .where(and(eq(ev.incubatorId, ctx.incubator.id), eq(ev.seriesId, seriesId), except.length ? notInArray(ev.id, [...except]) : undefined))
    .limit(1);
  return Boolean(row);
}

/** One-on-one windows moved with their occurrence. */
export const shiftWindows = (windows: readonly OneOnOneDate[], ms: number): OneOnOneDate[] =>
  windows.map((w) => ({ start: new Date(new Date(w.start).getTime() + ms).toISOString(), end: new Date(new Date(w.end).getTime() + ms).toISOString() }));
