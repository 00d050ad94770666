import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { modesOf, type EventType } from '@seedbed/contracts/events';
import { eventChangesSchema, eventProblems, type EventChanges, type EventEditScope } from '@seedbed/contracts/events-input';
import { addDays, isTimeZone, localDate } from '@seedbed/contracts/time';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import type { DomainEvent } from '../../core/events.ts';
import { AppError, forbidden, validationError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { richTextSanitiser } from '../../core/rich-text.ts';
import { wallInstant } from '../coaching/slots.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { mayCreateEvent, requireEditableEvent } from './access.ts';
import { referenceProblems } from './record-checks.ts';
import { ev, evHosts, type EventRow } from './repo.ts';
import { endLike, shiftedLike } from './recurrence.ts';
import { applyRecurrence, recurrenceChanged } from './series-rule.ts';
import { hostIdsOf, lockOccurrences, moveDependents, setHosts, shiftWindows } from './series.ts';
import { eventLoaders } from './types.ts';

/** What the event editor produces: the note editor's blocks and links. */
export const sanitizeEventHtml = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4'] });

/** ONE_ON_ONE events belong to the plan's oneOnOneEvents. */
export function requireOneOnOne(ctx: Context, type: EventType | string | undefined): void {
  if (type === 'ONE_ON_ONE' && !incubatorFlags(ctx.incubator).oneOnOneEvents)
    throw new AppError('FEATURE_DISABLED', 'events.records.oneOnOneDisabled', {}, { flag: 'oneOnOneEvents' });
}

/** A cancelled event stays as it was cancelled. */
export const eventCancelled = () => new AppError('EVENT_CANCELLED', 'events.records.cancelled');

const NEW_EVENT_HOUR = 10;

/**
 * createIncubatorEvent (spec 1 §2.10): a draft group event the editor opens at once, called
 * "Untitled event" in the creator's language, tomorrow 10:00–11:00 in the organisation's zone,
 * hosted by its creator.
 */
export const createIncubatorEvent = defineChange({
  input: () => z.object({}),
  async authorize(ctx) {
    requireViewer(ctx);
    if (!(await mayCreateEvent(ctx))) throw forbidden();
  },
  async write(ctx, db) {
    const viewer = requireViewer(ctx);
    const zone = isTimeZone(ctx.incubator.timezone) ? ctx.incubator.timezone : 'UTC';
    const day = addDays(localDate(new Date(), zone), 1);
    const [event] = await db
      .insert(ev)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        title: ctx.t('events.records.untitled'),
        startsAt: new Date(wallInstant(day, NEW_EVENT_HOUR * 60, zone)),
        endsAt: new Date(wallInstant(day, (NEW_EVENT_HOUR + 1) * 60, zone)),
        timezone: zone,
        createdBy: viewer.user.id,
        calendarHost: viewer.user.id,
      })
      .returning();
    await db.insert(evHosts).values({ incubatorId: ctx.incubator.id, eventId: event.id, userId: viewer.user.id, startsAt: event.startsAt });
    eventLoaders(ctx).event.prime(event.id, event);
    return { result: event, events: [{ kind: 'events.created', subjectKind: 'incubatorEvent', subjectId: event.id, data: { eventId: event.id, title: event.title } }] };
  },
});

/** The columns an edit sets on every occurrence it covers; time and one-on-one windows are set per occurrence. */
function commonColumns(input: EventChanges, typeChangedTo: EventType | null): Partial<EventRow> {
  const v = input.visibility;
  return {
    title: input.title,
    description: input.description === undefined ? undefined : sanitizeEventHtml(input.description),
    eventType: input.eventType,
    capacity: input.capacity,
    image: input.image,
    cover: input.cover,
    locationMode: input.locationMode,
    ...(input.location ? { locationText: input.location.text, locationLink: input.location.link } : {}),
    ...(input.conferenceData ? { conferenceUrl: input.conferenceData.url, conferenceSolution: input.conferenceData.solution } : {}),
    editPermission: input.editPermission,
    ...(v
      ? {
          visRolesIs: v.userRoles.is,
          visRolesNot: v.userRoles.isNot,
          visUserTagsIs: v.userTags.is,
          visUserTagsNot: v.userTags.isNot,
          visStartupTagsIs: v.startupTags.is,
          visStartupTagsNot: v.startupTags.isNot,
          visProgramsIs: v.startupPrograms.is,
          visProgramsNot: v.startupPrograms.isNot,
        }
      : {}),
    topicIds: input.topicIds,
    tagIds: input.tagIds,
    timezone: input.timezone,
    duration: input.duration,
    timeslotIncrement: input.timeslotIncrement,
    numberOfSessions: input.numberOfSessions,
    ...(input.availability
      ? { availabilityMethod: input.availability.method, availabilityType: input.availability.type, availabilityMode: input.availability.mode }
      : typeChangedTo
        ? { availabilityMode: modesOf(typeChangedTo)[0] }
        : {}),
    attachmentLinks: input.attachmentLinks,
    ...(input.registrationNoticePeriod
      ? {
          noticeEnabled: input.registrationNoticePeriod.meetingRegistrationHasNoticePeriod,
          noticeValue: input.registrationNoticePeriod.periodValue,
          noticeUnit: input.registrationNoticePeriod.periodUnit,
        }
      : {}),
    calendarHost: input.calendarHostId,
    ignoreHostsLinkedCalendar: input.ignoreHostsLinkedCalendar,
    ignoreHourAllocation: input.ignoreHourAllocation,
  };
}

const PLACE_COLUMNS = ['locationMode', 'locationText', 'locationLink', 'conferenceUrl', 'timezone'] as const;

/** The rules between fields over the stored event with the edit applied, and the references it names. */
async function editProblems(ctx: Context, db: Db, event: EventRow, hosts: readonly string[], input: EventChanges, scope: EventEditScope): Promise<FieldError[]> {
  const problems: FieldError[] = eventProblems({
    eventType: (input.eventType ?? event.eventType) as EventType,
    startTime: input.startTime ?? event.startsAt,
    endTime: input.endTime ?? event.endsAt,
    timezone: input.timezone ?? event.timezone,
    hostIds: input.hostIds ?? hosts,
    calendarHostId: input.calendarHostId,
    oneOnOneDates: input.oneOnOneDates ?? event.oneOnOneDates,
    availability: input.availability ?? (input.eventType ? undefined : { mode: event.availabilityMode as never }),
    recurrence: input.recurrence === undefined ? event.recurrence : input.recurrence,
  });
  if (input.title === '' && event.status !== 'DRAFT') problems.push({ field: 'title', key: 'events.records.titleRequired' });
  // The rule belongs to the series: one occurrence edited alone keeps it.
  if (scope === 'ONE' && event.seriesId && recurrenceChanged(event, input)) problems.push({ field: 'recurrence', key: 'events.records.recurrenceOnSeries' });
  return [...problems, ...(await referenceProblems(ctx, db, input))];
}

const changedFields = (input: EventChanges) => Object.keys(input).filter((key) => input[key as keyof EventChanges] !== undefined);
const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();
const isoWindow = (w: { start: Date; end: Date }) => ({ start: w.start.toISOString(), end: w.end.toISOString() });

/**
 * updateIncubatorEvent: the fields sent, on this occurrence (scope ONE: it is then `detached` from
 * its series) or on it and the following occurrences not edited on their own (SERIES: each moved
 * on the wall clock as this one moved). Each occurrence whose time or place changed counts a new
 * calendar version; the copies of its start on hosts and places follow. A new rule regenerates
 * the series from this occurrence (series-rule.ts).
 */
export const updateIncubatorEvent = defineChange({
  input: () => eventChangesSchema(),
  async authorize(ctx, input, target: { eventId: string; scope: EventEditScope }) {
    const event = await requireEditableEvent(ctx, target.eventId);
    requireOneOnOne(ctx, input.eventType);
    return { event, scope: target.scope };
  },
  async write(ctx, db, input, { event, scope }) {
    const targets = await lockOccurrences(ctx, db, event, scope, false);
    const anchor = targets[0];
    if (anchor.status === 'CANCELLED') throw eventCancelled();
    const hosts = await hostIdsOf(
      ctx,
      db,
      targets.map((t) => t.id),
    );
    const problems = await editProblems(ctx, db, anchor, hosts.get(anchor.id)!, input, scope);
    if (problems.length) throw validationError(problems);

    const typeChangedTo = input.eventType && input.eventType !== anchor.eventType ? input.eventType : null;
    const common = commonColumns(input, typeChangedTo);
    const newStart = input.startTime ?? anchor.startsAt;
    const newEnd = input.endTime ?? anchor.endsAt;
    const newZone = input.timezone ?? anchor.timezone;
    const moved = !sameTime(newStart, anchor.startsAt) || !sameTime(newEnd, anchor.endsAt) || newZone !== anchor.timezone;
    const fields = changedFields(input);
    const events: DomainEvent[] = [];
    const updated: EventRow[] = [];

    for (const [index, occurrence] of targets.entries()) {
      let startsAt = occurrence.startsAt;
      let endsAt = occurrence.endsAt;
      if (index === 0) [startsAt, endsAt] = [newStart, newEnd];
      else if (moved) {
        startsAt = shiftedLike(occurrence.startsAt, anchor.startsAt, newStart, anchor.timezone, newZone);
        endsAt = endLike(startsAt, newStart, newEnd, newZone);
      }
      const windows =
        index === 0
          ? input.oneOnOneDates?.map(isoWindow)
          : input.oneOnOneDates
            ? shiftWindows(input.oneOnOneDates.map(isoWindow), startsAt.getTime() - newStart.getTime())
            : shiftWindows(occurrence.oneOnOneDates, startsAt.getTime() - occurrence.startsAt.getTime());
      const hostsBefore = hosts.get(occurrence.id)!;
      const calendarHost = input.calendarHostId === undefined && input.hostIds && occurrence.calendarHost && !input.hostIds.includes(occurrence.calendarHost) ? null : undefined;
      const timeChanged = !sameTime(startsAt, occurrence.startsAt) || !sameTime(endsAt, occurrence.endsAt);
      const placeChanged = PLACE_COLUMNS.some((column) => common[column] !== undefined && common[column] !== occurrence[column]);
      const [row] = await db
        .update(ev)
        .set({
          ...common,
          ...(calendarHost === null ? { calendarHost } : {}),
          startsAt,
          endsAt,
          ...(windows ? { oneOnOneDates: windows } : {}),
          sequence: occurrence.sequence + (timeChanged || placeChanged ? 1 : 0),
          detached: scope === 'ONE' && occurrence.seriesId ? true : occurrence.detached,
          updatedAt: new Date(),
        })
        .where(and(eq(ev.incubatorId, ctx.incubator.id), eq(ev.id, occurrence.id)))
        .returning();
      if (timeChanged) await moveDependents(ctx, db, row.id, row.startsAt);
      if (input.hostIds) await setHosts(ctx, db, row, input.hostIds, hostsBefore);
      eventLoaders(ctx).event.clear(row.id).prime(row.id, row);
      updated.push(row);
      events.push({ kind: 'events.updated', subjectKind: 'incubatorEvent', subjectId: row.id, data: { eventId: row.id, title: row.title, fields, timeChanged, placeChanged } });
    }

    let result = updated[0];
    if (recurrenceChanged(anchor, input)) {
      const applied = await applyRecurrence(ctx, db, result, updated.slice(1), input.recurrence ?? null, input.hostIds ?? hosts.get(anchor.id)!);
      result = applied.anchor;
      events.push(...applied.events);
    }
    return { result, events };
  },
});
