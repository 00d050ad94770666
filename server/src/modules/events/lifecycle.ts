import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { EVENT_TITLE_MAX } from '@seedbed/contracts/events';
import { cancelEventSchema, type EventEditScope } from '@seedbed/contracts/events-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { DomainEvent } from '../../core/events.ts';
import { AppError, forbidden, validationError, type FieldError } from '../../core/errors.ts';
import { mayCreateEvent, requireDeletableEvent, requireEditableEvent } from './access.ts';
import { requireOneOnOne } from './events.ts';
import { ev, type EventRow } from './repo.ts';
import { attendeesOf, hostIdsOf, insertEvent, lockOccurrences, removeEvent } from './series.ts';
import { eventLoaders } from './types.ts';
import { visibleEvent } from './visibility.ts';

type Target = { eventId: string; scope: EventEditScope };

const titled = (row: EventRow) => ({ eventId: row.id, title: row.title });

async function setStatus(ctx: Context, rows: EventRow[], values: Partial<EventRow>): Promise<EventRow[]> {
  const db = await ctx.tx.db();
  const out: EventRow[] = [];
  for (const row of rows) {
    const [written] = await db
      .update(ev)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(ev.incubatorId, ctx.incubator.id), eq(ev.id, row.id)))
      .returning();
    eventLoaders(ctx).event.clear(row.id).prime(row.id, written);
    out.push(written);
  }
  return out;
}

/** What a draft lacks before people may see it: a title; for a one-on-one event hosts, and windows when it offers chosen dates. */
function publishProblems(event: EventRow, hostCount: number): FieldError[] {
  const problems: FieldError[] = [];
  if (!event.title.trim()) problems.push({ field: 'title', key: 'events.records.titleRequired' });
  if (event.eventType === 'ONE_ON_ONE') {
    if (!hostCount) problems.push({ field: 'hostIds', key: 'events.records.hostsRequired' });
    if (event.availabilityMode === 'ONE_ON_ONE_SPECIFIC' && !event.oneOnOneDates.length) problems.push({ field: 'oneOnOneDates', key: 'events.records.datesRequired' });
    if (event.endsAt.getTime() - event.startsAt.getTime() < event.duration * 60_000) problems.push({ field: 'duration', key: 'events.records.durationLongerThanEvent' });
  }
  return problems;
}

/** publishIncubatorEvent: the draft (or the drafts of the series from it) becomes visible to the people it is for. */
export const publishIncubatorEvent = defineChange({
  input: () => z.object({}),
  authorize: async (ctx, _input, target: Target) => ({ event: await requireEditableEvent(ctx, target.eventId), scope: target.scope }),
  async write(ctx, db, _input, { event, scope }) {
    const rows = await lockOccurrences(ctx, db, event, scope, true);
    if (rows[0].status !== 'DRAFT') throw new AppError('EVENT_NOT_DRAFT', 'events.records.notDraft');
    const drafts = rows.filter((r) => r.status === 'DRAFT');
    const hosts = await hostIdsOf(
      ctx,
      db,
      drafts.map((r) => r.id),
    );
    for (const row of drafts) {
      requireOneOnOne(ctx, row.eventType);
      const problems = publishProblems(row, hosts.get(row.id)!.length);
      if (problems.length) throw validationError(problems);
    }
    const published = await setStatus(ctx, drafts, { status: 'PUBLISHED', publishedAt: new Date() });
    return {
      result: published[0],
      events: published.map((row) => ({ kind: 'events.published', subjectKind: 'incubatorEvent', subjectId: row.id, data: titled(row) }) as DomainEvent),
    };
  },
});

/** unpublishIncubatorEvent: back to a draft, only while nobody holds a place (they would lose sight of it); cancelling tells them instead. */
export const unpublishIncubatorEvent = defineChange({
  input: () => z.object({}),
  authorize: async (ctx, _input, target: Target) => ({ event: await requireEditableEvent(ctx, target.eventId), scope: target.scope }),
  async write(ctx, db, _input, { event, scope }) {
    const rows = await lockOccurrences(ctx, db, event, scope, true);
    if (rows[0].status !== 'PUBLISHED') throw new AppError('EVENT_NOT_PUBLISHED', 'events.records.notPublished');
    const published = rows.filter((r) => r.status === 'PUBLISHED');
    const people = await attendeesOf(
      ctx,
      db,
      published.map((r) => r.id),
    );
    if (published.some((r) => people.get(r.id)!.length > 0)) throw new AppError('EVENT_HAS_REGISTRATIONS', 'events.records.hasRegistrations');
    const drafts = await setStatus(ctx, published, { status: 'DRAFT', publishedAt: null });
    return { result: drafts[0], events: drafts.map((row) => ({ kind: 'events.unpublished', subjectKind: 'incubatorEvent', subjectId: row.id, data: titled(row) }) as DomainEvent) };
  },
});

/**
 * cancelIncubatorEvent (EVENT:DELETE, or one's own event): the event stays, readable to those who
 * held a place, and counts a new calendar version (calendars mark it cancelled). Telling attendees
 * and marking their places is a reaction to 'events.cancelled'.
 */
export const cancelIncubatorEvent = defineChange({
  input: () => cancelEventSchema(),
  authorize: async (ctx, _input, target: Target) => ({ event: await requireDeletableEvent(ctx, target.eventId), scope: target.scope }),
  async write(ctx, db, input, { event, scope }) {
    const rows = await lockOccurrences(ctx, db, event, scope, true);
    if (rows[0].status === 'CANCELLED') throw new AppError('EVENT_CANCELLED', 'events.records.alreadyCancelled');
    const now = new Date();
    const cancelled: EventRow[] = [];
    for (const row of rows.filter((r) => r.status !== 'CANCELLED'))
      cancelled.push(...(await setStatus(ctx, [row], { status: 'CANCELLED', cancelledAt: now, sequence: row.sequence + 1 })));
    return {
      result: cancelled[0],
      events: cancelled.map(
        (row) => ({ kind: 'events.cancelled', subjectKind: 'incubatorEvent', subjectId: row.id, data: { ...titled(row), message: input.message } }) as DomainEvent,
      ),
    };
  },
});

/** deleteIncubatorEvent (EVENT:DELETE, or one's own event): the occurrences go, each recorded first with the people it concerned. */
export const deleteIncubatorEvent = defineChange({
  input: () => z.object({}),
  authorize: async (ctx, _input, target: Target) => ({ event: await requireDeletableEvent(ctx, target.eventId), scope: target.scope }),
  async write(ctx, db, _input, { event, scope }) {
    const rows = await lockOccurrences(ctx, db, event, scope, true);
    const ids = rows.map((r) => r.id);
    const people = await attendeesOf(ctx, db, ids);
    const hosts = await hostIdsOf(ctx, db, ids);
    for (const row of rows) await removeEvent(ctx, db, row, { attendeeIds: people.get(row.id)!, hostIds: hosts.get(row.id)! });
    return { result: true, events: [] };
  },
});

/** archiveIncubatorEvent: out of the lists (or back), kept with its people. */
export const archiveIncubatorEvent = defineChange({
  input: () => z.object({ archived: z.boolean('validation.invalid') }),
  authorize: (ctx, _input, eventId: string) => requireEditableEvent(ctx, eventId),
  async write(ctx, _db, { archived }, event) {
    if (event.isArchived === archived) return { result: event, events: [] };
    const [row] = await setStatus(ctx, [event], { isArchived: archived });
    return { result: row, events: [{ kind: 'events.archived', subjectKind: 'incubatorEvent', subjectId: row.id, data: { ...titled(row), archived } }] };
  },
});

/**
 * duplicateIncubatorEvent (EVENT:CREATE, of an event one sees): a draft "Copy of …" owned by the
 * viewer with the same fields and hosts, no places, and on its own (no series, no rule).
 */
export const duplicateIncubatorEvent = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, eventId: string) {
    const event = await visibleEvent(ctx, eventId);
    if (!(await mayCreateEvent(ctx))) throw forbidden();
    requireOneOnOne(ctx, event.eventType);
    return event;
  },
  async write(ctx, db, _input, source) {
    const hosts = (await hostIdsOf(ctx, db, [source.id])).get(source.id)!;
    const title = ctx.t('events.records.copyOf', { title: source.title }).slice(0, EVENT_TITLE_MAX);
    const copy = await insertEvent(
      ctx,
      db,
      source,
      {
        title,
        status: 'DRAFT',
        createdBy: requireViewer(ctx).user.id,
        seriesId: null,
        recurrence: null,
        detached: false,
        isArchived: false,
        publishedAt: null,
        cancelledAt: null,
      },
      hosts,
    );
    return {
      result: copy,
      events: [{ kind: 'events.created', subjectKind: 'incubatorEvent', subjectId: copy.id, data: { eventId: copy.id, title: copy.title, duplicateOf: source.id } }],
    };
  },
});
