import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AttachmentLink, EventRecurrence, OneOnOneDate } from '@seedbed/contracts/events';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * An event of the organisation (spec 3 §3 Event): a GROUP event people register for, or a
 * ONE_ON_ONE event whose hosts offer bookable slots. `status` is DRAFT, PUBLISHED or CANCELLED;
 * only PUBLISHED events are listed to attendees. `starts_at`/`ends_at` are the event's time (for a
 * one-on-one event: the window slots are offered in); `duration` the length of one slot,
 * `timeslot_increment` the step between slot starts, `number_of_sessions` the bookings one person
 * may hold, `one_on_one_dates` the windows a ONE_ON_ONE_SPECIFIC event offers.
 *
 * Visibility (spec 3 §3): eight arrays, each rule an `is` list (the viewer must match one, when
 * not empty) and an `isNot` list (the viewer must match none): the viewer's role type, their tags,
 * the tags of their startups, the programmes of their startups (or their own programmes). Kept as
 * columns so that every list filters in SQL.
 *
 * A recurring event is stored as one row per occurrence sharing `series_id` (the first occurrence's
 * id), each with the series' `recurrence`; `detached` marks an occurrence edited on its own, which
 * an edit of the whole series leaves alone. `registered_count` and `waitlist_count` are kept in the
 * same transaction as the attendee rows (under the event row's lock) so that lists read them.
 * `sequence` counts the versions sent in calendar files (iTIP SEQUENCE).
 */
/**
 * What the record search (modules/search) matches an event by. Its GIN index is built on this very
 * expression, so a search reads the index; 'simple' (no stemming) matches every language alike.
 */
export const eventSearchDocument = (t: { title: SQLWrapper; description: SQLWrapper }) => sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`;

export const incubatorEvents = pgTable(
  'incubator_events',
  {
    ...tenantColumns(),
    eventType: text('event_type').notNull().default('GROUP'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    capacity: integer('capacity'),
    /** Addresses of uploaded files (the attachments' file URLs), as a startup's logo. */
    image: text('image'),
    cover: text('cover'),
    locationMode: text('location_mode').notNull().default('IN_PERSON'),
    locationText: text('location_text'),
    locationLink: text('location_link'),
    conferenceUrl: text('conference_url'),
    conferenceSolution: text('conference_solution'),
    conferenceIconUri: text('conference_icon_uri'),
    status: text('status').notNull().default('DRAFT'),
    createdBy: uuid('created_by'),
    /** Who besides holders of EVENT:EDIT may edit it: its creator only, or its hosts too (EDIT_PERMISSIONS). */
    editPermission: text('edit_permission').notNull().default('CREATOR'),
    visRolesIs: text('vis_roles_is').array().notNull().default(sql`'{}'::text[]`),
    visRolesNot: text('vis_roles_not').array().notNull().default(sql`'{}'::text[]`),
    visUserTagsIs: uuid('vis_user_tags_is').array().notNull().default(sql`'{}'::uuid[]`),
    visUserTagsNot: uuid('vis_user_tags_not').array().notNull().default(sql`'{}'::uuid[]`),
    visStartupTagsIs: uuid('vis_startup_tags_is').array().notNull().default(sql`'{}'::uuid[]`),
    visStartupTagsNot: uuid('vis_startup_tags_not').array().notNull().default(sql`'{}'::uuid[]`),
    visProgramsIs: uuid('vis_programs_is').array().notNull().default(sql`'{}'::uuid[]`),
    visProgramsNot: uuid('vis_programs_not').array().notNull().default(sql`'{}'::uuid[]`),
    /** Taxonomy topic tags and IncubatorEvent tags. */
    topicIds: uuid('topic_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull().default(60),
    timezone: text('timezone').notNull(),
    timeslotIncrement: integer('timeslot_increment').notNull().default(30),
    numberOfSessions: integer('number_of_sessions').notNull().default(1),
    oneOnOneDates: jsonb('one_on_one_dates').$type<OneOnOneDate[]>().notNull().default([]),
    /** AVAILABILITY_METHODS (who registers), AVAILABILITY_TYPES (what a full event does), AVAILABILITY_MODES. */
    availabilityMethod: text('availability_method').notNull().default('SELF'),
    availabilityType: text('availability_type').notNull().default('WAITLIST'),
    availabilityMode: text('availability_mode').notNull().default('GROUP_GENERAL'),
    attachmentLinks: jsonb('attachment_links').$type<AttachmentLink[]>().notNull().default([]),
    isArchived: boolean('is_archived').notNull().default(false),
    /** The host whose address organises the calendar invitations. */
    calendarHost: uuid('calendar_host'),
    noticeEnabled: boolean('notice_enabled').notNull().default(false),
    noticeValue: integer('notice_value').notNull().default(0),
    noticeUnit: text('notice_unit').notNull().default('HOURS'),
    ignoreHostsLinkedCalendar: boolean('ignore_hosts_linked_calendar').notNull().default(false),
    ignoreHourAllocation: boolean('ignore_hour_allocation').notNull().default(false),
    recurrence: jsonb('recurrence').$type<EventRecurrence | null>(),
    seriesId: uuid('series_id'),
    detached: boolean('detached').notNull().default(false),
    registeredCount: integer('registered_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the reminder mail went out (once per event). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    // FEED and UNPUBLISHED scopes: by status, in time order.
    index('incubator_events_status_idx').on(t.incubatorId, t.status, t.startsAt, t.id).where(sql`NOT ${t.isArchived}`),
    // CREATED_BY_ME.
    index('incubator_events_creator_idx').on(t.incubatorId, t.createdBy, t.startsAt, t.id),
    index('incubator_events_series_idx').on(t.incubatorId, t.seriesId, t.startsAt).where(sql`${t.seriesId} IS NOT NULL`),
    // The reminder sweep: published events not yet reminded, by start.
    index('incubator_events_reminder_idx').on(t.startsAt).where(sql`${t.status} = 'PUBLISHED' AND ${t.remindedAt} IS NULL`),
    index('incubator_events_search_idx').using('gin', eventSearchDocument(t)),
  ],
);

/** The hosts of an event; `starts_at` copies the event's so one person's hosted events in a range are one index range. */
export const eventHosts = pgTable(
  'event_hosts',
  {
    incubatorId: uuid('incubator_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.eventId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.eventId], foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('event_hosts_user_idx').on(t.incubatorId, t.userId, t.startsAt, t.eventId),
  ],
);

/**
 * A person's place at an event (spec 3 §3 attendees): `status` one of ATTENDEE_STATUSES;
 * `waitlisted` while the event is full (promoted in registration order when a place frees up);
 * `registrant_id` who registered them (themselves or someone holding EVENT:REGISTER). A booking of
 * a one-on-one event is one row per slot: `slot_start`/`slot_end` and `host_id` set, its time held
 * in calendar_holds (source 'event', source_id this row's id). `starts_at` copies the slot's start
 * or the event's, for one person's events in a range.
 */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    ...tenantColumns(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull().default('REGISTERED'),
    waitlisted: boolean('waitlisted').notNull().default(false),
    registrationTime: timestamp('registration_time', { withTimezone: true }).notNull().defaultNow(),
    registrantId: uuid('registrant_id'),
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    hostId: uuid('host_id'),
    /** What the attendee wrote when booking (a topic, a question). */
    bookingNote: text('booking_note'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.eventId], foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    // One place per person at a group event; one row per booked slot at a one-on-one event.
    uniqueIndex('event_attendees_person_idx').on(t.incubatorId, t.eventId, t.userId).where(sql`${t.slotStart} IS NULL`),
    uniqueIndex('event_attendees_slot_idx').on(t.incubatorId, t.eventId, t.userId, t.slotStart).where(sql`${t.slotStart} IS NOT NULL`),
    // The attendee list of an event in registration order (also the waitlist's order).
    index('event_attendees_event_idx').on(t.incubatorId, t.eventId, t.registrationTime, t.id),
    // MY scope, the calendar and the feed.
    index('event_attendees_user_idx').on(t.incubatorId, t.userId, t.startsAt, t.eventId),
  ],
);
