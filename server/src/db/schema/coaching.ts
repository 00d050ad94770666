import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MentorMatchingWeights } from '@seedbed/contracts/coaching';
import { incubators } from './incubators.ts';
import { programs, startups } from './programs.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * A coaching session (spec 2 §3): a meeting of coaches with a startup's people, or a one-on-one
 * booked from someone's availability. `event_type` is one of COACHING_EVENT_TYPES; an
 * UNSCHEDULED_COACHING_SESSION logs a meeting that already happened. `starts_at` is the `date`,
 * `expected_duration` the planned minutes (SESSION_DURATIONS), `estimated_duration` what it took;
 * `started_at`/`ended_at` are sessionStartDateTime/sessionEndDateTime once someone starts and
 * ends it. `editor` holds the notes everyone taking part shares, `staff_editor` the staff's own
 * (read by the session's people only when `staff_editor_public`); both sanitised HTML, with
 * `notes_revision` counting saves so that two editors see each other's work live.
 * `sequence` counts the versions sent as calendar invitations (iTIP SEQUENCE).
 */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    eventType: text('event_type').notNull().default('SCHEDULED_COACHING_SESSION'),
    startupId: uuid('startup_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expectedDuration: integer('expected_duration').notNull().default(60),
    estimatedDuration: integer('estimated_duration'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** One of LOCATION_MODES; `location` is the place, `meeting_link` the video room. */
    locationMode: text('location_mode').notNull().default('ONLINE'),
    location: text('location'),
    meetingLink: text('meeting_link'),
    topicIds: uuid('topic_ids').array().notNull().default(sql`'{}'::uuid[]`),
    editor: text('editor').notNull().default(''),
    staffEditor: text('staff_editor').notNull().default(''),
    staffEditorPublic: boolean('staff_editor_public').notNull().default(false),
    notesRevision: integer('notes_revision').notNull().default(0),
    /** The published evaluation form founders and coaches fill after it (a form of kind 'evaluation'). */
    evaluationFormId: uuid('evaluation_form_id'),
    /** Set when it was cancelled (from an invitation's link or by its organiser) rather than deleted. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    // The dashboard, the export and a startup's sessions, by date.
    index('coaching_sessions_date_idx').on(t.incubatorId, t.startsAt, t.id),
    index('coaching_sessions_startup_idx').on(t.incubatorId, t.startupId, t.startsAt, t.id),
  ],
);

/**
 * The people of a session: `role` 'coach' (coachs) or 'attendee'. `starts_at` copies the
 * session's so that one person's sessions in a range (the calendar, the feed) are one index range.
 */
export const coachingSessionPeople = pgTable(
  'coaching_session_people',
  {
    incubatorId: uuid('incubator_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.sessionId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('coaching_session_people_user_idx').on(t.incubatorId, t.userId, t.startsAt, t.sessionId),
  ],
);

/**
 * What changed on a session and who changed it (changelogs): `type` one of CHANGELOG_TYPES; a date
 * or duration change keeps the old and new value (ISO instant or minutes). One edit's entries share `group_id`.
 */
export const coachingSessionChangelogs = pgTable(
  'coaching_session_changelogs',
  {
    ...tenantColumns(),
    sessionId: uuid('session_id').notNull(),
    initiatorId: uuid('initiator_id'),
    type: text('type').notNull(),
    groupId: uuid('group_id').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changeTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    index('coaching_session_changelogs_session_idx').on(t.incubatorId, t.sessionId, t.changeTime, t.id),
  ],
);

/**
 * Time a person cannot be booked twice for: one row per coach (and host) of a session or, later,
 * of an event. The migration adds `during tstzrange` generated from the two instants and an
 * exclusion constraint over (incubator_id, user_id, during) for rows not released: two bookings of
 * the same person that overlap can never both commit, whichever server takes them.
 */
export const calendarHolds = pgTable(
  'calendar_holds',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    /** 'coaching' (a session) or 'event'; `source_id` is its id. */
    source: text('source').notNull(),
    sourceId: uuid('source_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    uniqueIndex('calendar_holds_source_unique').on(t.incubatorId, t.source, t.sourceId, t.userId),
  ],
);

/**
 * A coaching invite (spec 2 §3): a session offered to founders and people until `expires_at`.
 * `status` is one of INVITE_STATUSES, moved only along INVITE_TRANSITIONS.
 */
export const coachingInvites = pgTable(
  'coaching_invites',
  {
    ...tenantColumns(),
    sessionId: uuid('session_id').notNull(),
    status: text('status').notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    message: text('message'),
    createdBy: uuid('created_by'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    index('coaching_invites_session_idx').on(t.incubatorId, t.sessionId),
    // The expiry sweep reads pending invites by their end.
    index('coaching_invites_pending_idx').on(t.incubatorId, t.expiresAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * Who an invite is for: `side` 'incubator' (incubatorInvitees) or 'startup' (startupInvitees), each
 * with their own answer. The links in each one's mail (accept, decline, cancel the meeting) carry
 * their own token, whose SHA-256 is `token_hash`: one mail answers only for its reader.
 */
export const coachingInvitees = pgTable(
  'coaching_invitees',
  {
    incubatorId: uuid('incubator_id').notNull(),
    inviteId: uuid('invite_id').notNull(),
    userId: uuid('user_id').notNull(),
    side: text('side').notNull(),
    /** PENDING, ACCEPTED or DECLINED. */
    response: text('response').notNull().default('PENDING'),
    tokenHash: text('token_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.inviteId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.inviteId], foreignColumns: [coachingInvites.incubatorId, coachingInvites.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('coaching_invitees_user_idx').on(t.incubatorId, t.userId),
  ],
);

/**
 * A person's coaching preferences and booking rules (/account/settings/coaching, /availability):
 * the zone their weekly slots are in, the default length offered, the gap kept between meetings,
 * the shortest notice a booking may give, how far ahead one may book, whether slots stay within
 * business hours, and their own meeting link.
 */
export const coachingPreferences = pgTable(
  'coaching_preferences',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    timeZone: text('time_zone'),
    defaultDuration: integer('default_duration').notNull().default(60),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(720),
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
    /** 'business' (07:00–18:00) or 'all' (00:00–23:59). */
    hours: text('hours').notNull().default('business'),
    meetingLink: text('meeting_link'),
    /** The private calendar feed's token, as its SHA-256 (`GET /api/calendar/{token}.ics`); regenerating replaces it. */
    feedTokenHash: text('feed_token_hash'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    uniqueIndex('coaching_preferences_feed_unique').on(t.incubatorId, t.feedTokenHash),
  ],
);

/** A weekly recurring slot: `weekday` 1 (Monday) to 7 (Sunday), minutes from midnight in the person's zone. */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('availability_slots_user_idx').on(t.incubatorId, t.userId, t.weekday, t.startMinute),
  ],
);

/** A date exception: time off (`available` false) or extra time (true) between two instants. */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    available: boolean('available').notNull().default(false),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('availability_exceptions_user_idx').on(t.incubatorId, t.userId, t.startsAt),
  ],
);

/** An outside calendar (ICS or CalDAV address) whose busy times are read on a schedule. */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    url: text('url').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** A message key of the last failure, shown on the integrations page until a read succeeds. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('external_calendars_user_idx').on(t.incubatorId, t.userId),
    // The schedule reads the calendars read longest ago first.
    index('external_calendars_sync_idx').on(t.incubatorId, t.lastSyncedAt),
  ],
);

/** Busy times read from an outside calendar, replaced whole at each read. */
export const externalBusyTimes = pgTable(
  'external_busy_times',
  {
    ...tenantColumns(),
    calendarId: uuid('calendar_id').notNull(),
    userId: uuid('user_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.calendarId], foreignColumns: [externalCalendars.incubatorId, externalCalendars.id] }).onDelete('cascade'),
    index('external_busy_times_user_idx').on(t.incubatorId, t.userId, t.startsAt),
  ],
);

/**
 * Coaching time a startup is given (hoursAllocation, premium): `amount` in `unit` (HOUR or DAY,
 * a day being HOURS_PER_DAY hours), for one programme or, with no programme, overall.
 */
export const hourAllocations = pgTable(
  'hour_allocations',
  {
    ...tenantColumns(),
    startupId: uuid('startup_id').notNull(),
    programId: uuid('program_id'),
    amount: doublePrecision('amount').notNull(),
    unit: text('unit').notNull().default('HOUR'),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('cascade'),
    uniqueIndex('hour_allocations_unique').on(t.incubatorId, t.startupId, sql`coalesce(${t.programId}, '00000000-0000-0000-0000-000000000000'::uuid)`),
  ],
);

/** How mentors are scored for a startup (/admin/configuration/mentormatching): one row per organisation. */
export const mentorMatchingSettings = pgTable(
  'mentor_matching_settings',
  {
    incubatorId: uuid('incubator_id').notNull().primaryKey(),
    weights: jsonb('weights').$type<MentorMatchingWeights>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade')],
);

export type CoachingSessionRow = typeof coachingSessions.$inferSelect;
export type CoachingInviteRow = typeof coachingInvites.$inferSelect;
export type CoachingPreferencesRow = typeof coachingPreferences.$inferSelect;
