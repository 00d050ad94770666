/**
 * Input schemas of events (zod), checked by the server's changes and the web forms alike. Each
 * part of the feature keeps its schemas under a heading with its name.
 */
import { ATTENDEE_STATUSES, EVENT_HOSTS_MAX, EVENT_TAGS_MAX, EVENT_TYPES, REGISTER_PEOPLE_MAX } from './events.ts';
import { instant, optionalText } from './schemas.ts';
import { z } from './zod.ts';
import {
  AVAILABILITY_METHODS,
  AVAILABILITY_MODES,
  AVAILABILITY_TYPES,
  EDIT_PERMISSIONS,
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LENGTH_MAX_DAYS,
  EVENT_LINKS_MAX,
  EVENT_LOCATION_MAX,
  EVENT_LOCATION_MODES,
  EVENT_TITLE_MAX,
  EVENT_VISIBILITY_MAX,
  NOTICE_UNITS,
  ONE_ON_ONE_DATES_MAX,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_MAX_OCCURRENCES,
  RECURRENCE_WEEKDAYS,
  SESSIONS_PER_ATTENDEE_MAX,
  SLOT_DURATIONS,
  SLOT_INCREMENTS,
  modesOf,
  type AvailabilityMode,
  type EventRecurrence,
  type EventType,
} from './events.ts';
import { ROLE_TYPES } from './roles.ts';
import { calendarDate, link, recordId, recordIds, refuse, timezone, type FieldIssue } from './schemas.ts';
import type { TagCategory } from './taxonomy.ts';
import { localDate } from './time.ts';
import { LINK_MAX_LENGTH } from './validation.ts';

/** An id of a record; anything else is 'validation.invalid' on its field. */
export const eventId = recordId;
/** Several ids, without repeats. */
export const eventIds = recordIds;

// ── registration ──
/** Registering others (EVENT:REGISTER, hosts, managers): at least one person, at most REGISTER_PEOPLE_MAX. */
export const registerUsersSchema = () =>
  z.object({
    eventId: eventId(),
    userIds: eventIds(REGISTER_PEOPLE_MAX).refine((list) => list.length > 0, 'events.registration.noPeople'),
  });
/** Leaving an event: oneself when neither is given, another person (`userId`), or one booking (`attendeeId`). */
export const cancelRegistrationSchema = () => z.object({ eventId: eventId(), userId: eventId().nullish(), attendeeId: eventId().nullish() });
/** A host marks attendance; the move must be one ATTENDEE_TRANSITIONS allows. */
export const attendeeStatusSchema = () => z.object({ eventId: eventId(), userId: eventId(), status: z.enum(ATTENDEE_STATUSES, 'validation.invalid') });

// ── one-on-one booking ──

/** The longest note an attendee leaves with a booking. */
export const BOOKING_NOTE_MAX = 1000;
/** The longest range of days one request asks slots for. */
export const EVENT_SLOT_RANGE_MAX_DAYS = 62;

/** eventSlots: free slots of a one-on-one event between two instants, at most EVENT_SLOT_RANGE_MAX_DAYS apart. */
export const eventSlotsInput = z
  .object({ eventId: eventId(), from: instant(), to: instant() })
  .refine((input) => input.to > input.from && input.to.getTime() - input.from.getTime() <= EVENT_SLOT_RANGE_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: 'events.booking.range',
  });

/** bookEventSlot: the viewer (or `forUserId`, for holders of EVENT:REGISTER) takes a slot; no host: the first one free. */
export const bookEventSlotInput = z.object({
  eventId: eventId(),
  start: instant(),
  hostId: eventId().nullish(),
  forUserId: eventId().nullish(),
  note: optionalText(BOOKING_NOTE_MAX),
});
export type BookEventSlotInput = z.output<typeof bookEventSlotInput>;

/** assignEventHosts: the hosts of an event, replacing the ones it had. */
export const assignEventHostsInput = z.object({ eventId: eventId(), hostIds: eventIds(EVENT_HOSTS_MAX) });

// ── lists ──
/** The longest search text of an event list. */
export const EVENT_SEARCH_MAX = 200;
/**
 * The filter of an event list: a time range (events overlapping [from, to)), ended events (`past`,
 * newest first) or, by default, those not yet over; tags, topics and types overlapping; a title search.
 */
export const eventFilterSchema = () =>
  z
    .object({
      from: instant().nullish(),
      to: instant().nullish(),
      past: z.boolean().nullish(),
      tagIds: eventIds(EVENT_TAGS_MAX).nullish(),
      topicIds: eventIds(EVENT_TAGS_MAX).nullish(),
      eventTypes: z.array(z.enum(EVENT_TYPES, 'validation.invalid')).max(EVENT_TYPES.length).nullish(),
      search: z.string().trim().max(EVENT_SEARCH_MAX).nullish(),
    })
    .refine((f) => !f.from || !f.to || f.to > f.from, { path: ['to'], message: 'events.lists.rangeOrder' });
export type EventFilterInput = z.input<ReturnType<typeof eventFilterSchema>>;
/** The arguments of an event list that need checking, so that a failure names its field ('filter.to'). */
export const eventListArgsSchema = () => z.object({ filter: eventFilterSchema().nullish() });

// ── Slice 1: records ──

/** What an edit, a publication, a cancellation or a deletion of a recurring event covers: this occurrence, or it and the following ones. */
export const EVENT_EDIT_SCOPES = ['ONE', 'SERIES'] as const;
export type EventEditScope = (typeof EVENT_EDIT_SCOPES)[number];

/** The tag categories each picker of the event form offers (and the server accepts). */
export const EVENT_TAG_CATEGORIES: readonly TagCategory[] = ['IncubatorEvent'];
/** Topics are the subjects people are known for, as a coaching session's. */
export const EVENT_TOPIC_CATEGORIES: readonly TagCategory[] = ['MentorExpert', 'UserSkills', 'Other'];
export const EVENT_USER_TAG_CATEGORIES: readonly TagCategory[] = ['User', 'UserSkills', 'MentorExpert', 'CommunityMember'];
export const EVENT_STARTUP_TAG_CATEGORIES: readonly TagCategory[] = ['Startup'];

export const EVENT_LINK_LABEL_MAX = 200;
export const EVENT_CONFERENCE_SOLUTION_MAX = 100;
export const EVENT_CANCEL_MESSAGE_MAX = 2000;
/** The longest registration notice, in its unit. */
export const EVENT_NOTICE_MAX = 365;
export const RECURRENCE_INTERVAL_MAX = 99;

/**
 * An uploaded file as the attachments serve it (/api/files/{id}/{key}/{name}): an event's picture
 * is never another site's address, which would learn who opens the page. The server checks the
 * file is the organisation's own.
 */
export const EVENT_FILE_ADDRESS = /^\/api\/files\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{10,100})\/[^\s\\]*$/i;
const fileAddress = () =>
  z
    .string('validation.invalid')
    .trim()
    .max(LINK_MAX_LENGTH)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      return EVENT_FILE_ADDRESS.test(value) ? value : refuse(ctx, { key: 'events.records.fileInvalid' });
    });

const whole = (min: number, max: number) => z.number().int('validation.invalid').min(min).max(max);
const oneOf = (values: readonly number[], key: string) => z.number('validation.invalid').refine((n) => values.includes(n), key);
const rule = <T extends z.ZodType>(item: T) => z.object({ is: z.array(item).max(EVENT_VISIBILITY_MAX), isNot: z.array(item).max(EVENT_VISIBILITY_MAX) });
const windowOf = () => z.object({ start: instant(), end: instant() });

const recurrenceSchema = () =>
  z
    .object({
      frequency: z.enum(RECURRENCE_FREQUENCIES, 'validation.invalid'),
      interval: whole(1, RECURRENCE_INTERVAL_MAX),
      weekdays: z
        .array(z.enum(RECURRENCE_WEEKDAYS, 'validation.invalid'))
        .max(RECURRENCE_WEEKDAYS.length)
        .default([])
        .transform((list) => [...new Set(list)]),
      until: calendarDate()
        .nullish()
        .transform((v) => v ?? null),
      count: whole(1, RECURRENCE_MAX_OCCURRENCES)
        .nullish()
        .transform((v) => v ?? null),
    })
    // A series ends on a day or after a number of occurrences: exactly one of them.
    .refine((r) => (r.until === null) !== (r.count === null), { path: ['count'], message: 'events.records.recurrenceEnd' });

/** Every editable field of an event (spec 3 §3); an edit sends those it changes. */
const eventFields = () => ({
  title: z.string('validation.invalid').trim().max(EVENT_TITLE_MAX),
  description: z.string('validation.invalid').max(EVENT_DESCRIPTION_MAX),
  eventType: z.enum(EVENT_TYPES, 'validation.invalid'),
  capacity: whole(1, EVENT_CAPACITY_MAX).nullable(),
  image: fileAddress(),
  cover: fileAddress(),
  locationMode: z.enum(EVENT_LOCATION_MODES, 'validation.invalid'),
  location: z.object({ text: optionalText(EVENT_LOCATION_MAX), link: link() }),
  conferenceData: z.object({ url: link(), solution: optionalText(EVENT_CONFERENCE_SOLUTION_MAX) }),
  hostIds: eventIds(EVENT_HOSTS_MAX),
  editPermission: z.enum(EDIT_PERMISSIONS, 'validation.invalid'),
  visibility: z.object({
    userRoles: rule(z.enum(ROLE_TYPES, 'validation.invalid')),
    userTags: rule(eventId()),
    startupTags: rule(eventId()),
    startupPrograms: rule(eventId()),
  }),
  topicIds: eventIds(EVENT_TAGS_MAX),
  tagIds: eventIds(EVENT_TAGS_MAX),
  startTime: instant(),
  endTime: instant(),
  timezone: timezone(),
  duration: oneOf(SLOT_DURATIONS, 'events.records.durationInvalid'),
  timeslotIncrement: oneOf(SLOT_INCREMENTS, 'events.records.incrementInvalid'),
  numberOfSessions: whole(1, SESSIONS_PER_ATTENDEE_MAX),
  oneOnOneDates: z.array(windowOf()).max(ONE_ON_ONE_DATES_MAX),
  availability: z.object({
    method: z.enum(AVAILABILITY_METHODS, 'validation.invalid'),
    type: z.enum(AVAILABILITY_TYPES, 'validation.invalid'),
    mode: z.enum(AVAILABILITY_MODES, 'validation.invalid'),
  }),
  attachmentLinks: z
    .array(
      z.object({
        label: z.string('validation.required').trim().min(1).max(EVENT_LINK_LABEL_MAX),
        url: link().refine((v) => v !== null, 'validation.required'),
      }),
    )
    .max(EVENT_LINKS_MAX),
  registrationNoticePeriod: z.object({
    meetingRegistrationHasNoticePeriod: z.boolean('validation.invalid'),
    periodValue: whole(0, EVENT_NOTICE_MAX),
    periodUnit: z.enum(NOTICE_UNITS, 'validation.invalid'),
  }),
  calendarHostId: eventId().nullable(),
  ignoreHostsLinkedCalendar: z.boolean('validation.invalid'),
  ignoreHourAllocation: z.boolean('validation.invalid'),
  recurrence: recurrenceSchema().nullable(),
});

/** An event's values as the checks across fields read them: any may be missing from an edit. */
export interface EventValues {
  eventType?: EventType;
  startTime?: Date;
  endTime?: Date;
  timezone?: string;
  hostIds?: readonly string[];
  calendarHostId?: string | null;
  oneOnOneDates?: ReadonlyArray<{ start: Date | string; end: Date | string }>;
  availability?: { mode: AvailabilityMode };
  recurrence?: EventRecurrence | null;
}

const issue = (field: string, key: string, params?: Record<string, unknown>): FieldIssue => ({ field, key, ...(params ? { params } : {}) });
const DAY_MS = 86_400_000;

/**
 * The rules between an event's fields, over what is known of them: the web form (every field)
 * and an edit's input (the fields sent) check them with the schema; the server checks them again
 * over the stored event with the edit applied.
 */
export function eventProblems(values: EventValues): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const { startTime: start, endTime: end } = values;
  if (start && end) {
    if (end <= start) problems.push(issue('endTime', 'events.records.endBeforeStart'));
    else if (end.getTime() - start.getTime() > EVENT_LENGTH_MAX_DAYS * DAY_MS) problems.push(issue('endTime', 'events.records.tooLong', { days: EVENT_LENGTH_MAX_DAYS }));
  }
  values.oneOnOneDates?.forEach((window, i) => {
    const from = new Date(window.start);
    const to = new Date(window.end);
    if (to <= from) problems.push(issue(`oneOnOneDates.${i}.end`, 'events.records.endBeforeStart'));
    else if (start && end && (from < start || to > end)) problems.push(issue(`oneOnOneDates.${i}.start`, 'events.records.dateOutsideEvent'));
  });
  if (values.eventType && values.availability && !modesOf(values.eventType).includes(values.availability.mode))
    problems.push(issue('availability.mode', 'events.records.modeMismatch'));
  if (values.calendarHostId && values.hostIds && !values.hostIds.includes(values.calendarHostId)) problems.push(issue('calendarHostId', 'events.records.calendarHostNotHost'));
  const until = values.recurrence?.until;
  if (until && start && values.timezone && until < localDate(start, values.timezone)) problems.push(issue('recurrence.until', 'events.records.untilBeforeStart'));
  return problems;
}

/** updateIncubatorEvent's `data`: the fields an edit changes, each checked, and the rules between those sent. */
export function eventChangesSchema() {
  return z
    .object(eventFields())
    .partial()
    .strict()
    .superRefine((input, ctx) => {
      for (const problem of eventProblems(input)) {
        ctx.addIssue({
          code: 'custom',
          path: problem.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message: problem.key,
          params: { key: problem.key, params: problem.params },
        });
      }
    });
}
export type EventChangesInput = z.input<ReturnType<typeof eventChangesSchema>>;
export type EventChanges = z.output<ReturnType<typeof eventChangesSchema>>;

/** cancelIncubatorEvent: what attendees are told, if anything. */
export const cancelEventSchema = () => z.object({ message: optionalText(EVENT_CANCEL_MESSAGE_MAX) });
