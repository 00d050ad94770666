import { and, eq } from 'drizzle-orm';
import type { EventRecurrence } from '@seedbed/contracts/events';
import type { EventChanges } from '@seedbed/contracts/events-input';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import type { DomainEvent } from '../../core/events.ts';
import { ev, type EventRow } from './repo.ts';
import { expandRecurrence } from './recurrence.ts';
import { attendeesOf, hostIdsOf, insertEvent, moveDependents, removeEvent, seriesHasOthers, shiftWindows } from './series.ts';
import { eventLoaders } from './types.ts';

const normal = (rule: EventRecurrence | null | undefined) =>
  rule ? JSON.stringify({ f: rule.frequency, i: rule.interval, w: [...rule.weekdays].sort(), u: rule.until ?? null, c: rule.count ?? null }) : null;

/** Whether an edit sets a rule other than the event's. */
export const recurrenceChanged = (event: EventRow, input: EventChanges) => input.recurrence !== undefined && normal(input.recurrence) !== normal(event.recurrence);

async function write(ctx: Context, db: Db, id: string, values: Partial<EventRow>): Promise<EventRow> {
  const [row] = await db
    .update(ev)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(ev.incubatorId, ctx.incubator.id), eq(ev.id, id)))
    .returning();
  eventLoaders(ctx).event.clear(id).prime(id, row);
  return row;
}

/**
 * Gives `anchor` (already edited) a new rule, or none, and makes the following occurrences of
 * `followers` (those the edit covered) follow it. Occurrences nobody holds a place at are moved to
 * the new dates, and removed when the new rule has fewer; occurrences with people keep their time
 * (their people registered for it) unless they fall past the new series' end, where they are
 * removed and their people told through 'events.deleted'. Missing dates become new occurrences,
 * copies of the anchor with its hosts. The anchor heads the series from now on (`series_id` = its
 * id): occurrences before it keep the rule they had.
 */
export async function applyRecurrence(ctx: Context, db: Db, anchor: EventRow, followers: EventRow[], rule: EventRecurrence | null, hostIds: readonly string[]) {
  const ids = followers.map((f) => f.id);
  const people = await attendeesOf(ctx, db, ids);
  const hosts = await hostIdsOf(ctx, db, ids);
  const events: DomainEvent[] = [];
  const remove = (row: EventRow) => removeEvent(ctx, db, row, { attendeeIds: people.get(row.id)!, hostIds: hosts.get(row.id)! });
  const taken = followers.filter((f) => people.get(f.id)!.length > 0);
  const free = followers.filter((f) => people.get(f.id)!.length === 0);

  if (!rule) {
    for (const row of free) await remove(row);
    for (const row of taken) await write(ctx, db, row.id, { recurrence: null });
    const stays = anchor.seriesId !== null && (await seriesHasOthers(ctx, db, anchor.seriesId, [anchor.id]));
    return { anchor: await write(ctx, db, anchor.id, { recurrence: null, seriesId: stays ? anchor.seriesId : null }), events };
  }

  const occurrences = expandRecurrence(anchor.startsAt, anchor.endsAt, anchor.timezone, rule);
  const seriesEnd = occurrences.at(-1)!.end.getTime();
  const series = { recurrence: rule, seriesId: anchor.id };
  const kept = new Set<number>();
  for (const row of taken) {
    if (row.startsAt.getTime() >= seriesEnd) await remove(row);
    else {
      await write(ctx, db, row.id, series);
      kept.add(row.startsAt.getTime());
    }
  }
  const dates = occurrences.slice(1).filter((o) => !kept.has(o.start.getTime()));
  for (const [i, row] of free.entries()) {
    const date = dates[i];
    if (!date) {
      await remove(row);
      continue;
    }
    const timeChanged = date.start.getTime() !== row.startsAt.getTime() || date.end.getTime() !== row.endsAt.getTime();
    const moved = await write(ctx, db, row.id, {
      ...series,
      startsAt: date.start,
      endsAt: date.end,
      oneOnOneDates: shiftWindows(anchor.oneOnOneDates, date.start.getTime() - anchor.startsAt.getTime()),
      sequence: row.sequence + (timeChanged ? 1 : 0),
    });
    if (timeChanged) await moveDependents(ctx, db, row.id, date.start);
    events.push({
      kind: 'events.updated',
      subjectKind: 'incubatorEvent',
      subjectId: row.id,
      data: { eventId: row.id, title: moved.title, fields: ['recurrence'], timeChanged, placeChanged: false },
    });
  }
  for (const date of dates.slice(free.length)) {
    const row = await insertEvent(
      ctx,
      db,
      anchor,
      { ...series, startsAt: date.start, endsAt: date.end, detached: false, oneOnOneDates: shiftWindows(anchor.oneOnOneDates, date.start.getTime() - anchor.startsAt.getTime()) },
      hostIds,
    );
    events.push({ kind: 'events.created', subjectKind: 'incubatorEvent', subjectId: row.id, data: { eventId: row.id, title: row.title } });
    if (row.status === 'PUBLISHED') events.push({ kind: 'events.published', subjectKind: 'incubatorEvent', subjectId: row.id, data: { eventId: row.id, title: row.title } });
  }
  return { anchor: await write(ctx, db, anchor.id, series), events };
}
