/**
 * Events (spec 3 §3, §9): group events people register for and one-on-one events whose hosts
 * offer bookable slots, shared by the server (which enforces them) and the web (which offers only
 * what they allow). No zod here; the input schemas are in events-input.ts.
 */

/** GROUP: people register for one time. ONE_ON_ONE: people book a slot with one of its hosts (oneOnOneEvents). */
export const EVENT_TYPES = ['GROUP', 'ONE_ON_ONE'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Only PUBLISHED events are listed to the people they are for; CANCELLED ones stay readable to those registered. */
export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Spec 3 §9. */
export const ATTENDEE_STATUSES = ['REGISTERED', 'ATTENDED', 'NO_SHOW', 'EVENT_CANCELLED'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];
/**
 * Attendee moves (spec 3 leaves them open): hosts mark a registered person ATTENDED (check-in) or
 * NO_SHOW and may correct one into the other or back to REGISTERED; EVENT_CANCELLED is set for
 * everyone when the event is cancelled and is final.
 */
export const ATTENDEE_TRANSITIONS: Readonly<Record<AttendeeStatus, readonly AttendeeStatus[]>> = {
  REGISTERED: ['ATTENDED', 'NO_SHOW', 'EVENT_CANCELLED'],
  ATTENDED: ['REGISTERED', 'NO_SHOW', 'EVENT_CANCELLED'],
  NO_SHOW: ['REGISTERED', 'ATTENDED', 'EVENT_CANCELLED'],
  EVENT_CANCELLED: [],
};
export const mayMoveAttendee = (from: AttendeeStatus, to: AttendeeStatus): boolean => ATTENDEE_TRANSITIONS[from].includes(to);

/** Spec 3 §9 (the same values as a coaching session's). */
export const EVENT_LOCATION_MODES = ['IN_PERSON', 'ONLINE', 'HYBRID'] as const;
export type EventLocationMode = (typeof EVENT_LOCATION_MODES)[number];

/** Spec 3 §9. The ONE_ON_ONE_* modes belong to ONE_ON_ONE events, the GROUP_* modes to GROUP events. */
export const AVAILABILITY_MODES = ['ONE_ON_ONE_GENERAL', 'ONE_ON_ONE_SPECIFIC', 'GROUP_GENERAL', 'GROUP_TRAINING'] as const;
export type AvailabilityMode = (typeof AVAILABILITY_MODES)[number];
export const modesOf = (type: EventType): readonly AvailabilityMode[] =>
  type === 'ONE_ON_ONE' ? ['ONE_ON_ONE_GENERAL', 'ONE_ON_ONE_SPECIFIC'] : ['GROUP_GENERAL', 'GROUP_TRAINING'];
/** SELF: people it is visible to register themselves. INVITED: only hosts and holders of EVENT:REGISTER add people. */
export const AVAILABILITY_METHODS = ['SELF', 'INVITED'] as const;
export type AvailabilityMethod = (typeof AVAILABILITY_METHODS)[number];
/** What a full event does: WAITLIST keeps a queue promoted in order; CLOSED refuses (EVENT_FULL). */
export const AVAILABILITY_TYPES = ['WAITLIST', 'CLOSED'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

/** Spec 3 §9 event list scopes. */
export const EVENT_SCOPES = ['FEED', 'MY', 'CREATED_BY_ME', 'UNPUBLISHED'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];
/** Spec 3 §9 view modes of the lists. */
export const EVENT_VIEW_MODES = ['CARD', 'TABLE', 'CALENDAR'] as const;
export type EventViewMode = (typeof EVENT_VIEW_MODES)[number];
/** Events per page of a list (spec 1 §9 leaves the size open). */
export const EVENTS_PAGE_SIZE = 24;

/** Who besides holders of EVENT:EDIT may edit an event. */
export const EDIT_PERMISSIONS = ['CREATOR', 'HOSTS'] as const;
export type EditPermission = (typeof EDIT_PERMISSIONS)[number];

/** Spec 3 §9 recurrence. */
export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
export const RECURRENCE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RecurrenceWeekday = (typeof RECURRENCE_WEEKDAYS)[number];
/** A series never holds more occurrences than this, whatever its `count` or `until`. */
export const RECURRENCE_MAX_OCCURRENCES = 104;
export interface EventRecurrence {
  frequency: RecurrenceFrequency;
  /** Every `interval` days, weeks, months or years. */
  interval: number;
  /** WEEKLY: the weekdays it falls on (empty: the first occurrence's). */
  weekdays: RecurrenceWeekday[];
  /** The last day (YYYY-MM-DD, in the event's zone) or a number of occurrences; one of them. */
  until: string | null;
  count: number | null;
}

/** A window a ONE_ON_ONE_SPECIFIC event offers slots in. */
export interface OneOnOneDate {
  start: string;
  end: string;
}

export interface AttachmentLink {
  label: string;
  url: string;
}

/** Registration closes this long before the start when the notice period is on. */
export const NOTICE_UNITS = ['HOURS', 'DAYS'] as const;
export type NoticeUnit = (typeof NOTICE_UNITS)[number];
export const noticeMs = (value: number, unit: NoticeUnit): number => value * (unit === 'DAYS' ? 86_400_000 : 3_600_000);

/** Visibility rule dimensions (spec 3 §3), each with an `is` and an `isNot` list. */
export const VISIBILITY_DIMENSIONS = ['userRoles', 'userTags', 'startupTags', 'startupPrograms'] as const;
export type VisibilityDimension = (typeof VISIBILITY_DIMENSIONS)[number];
export interface VisibilityRule {
  is: string[];
  isNot: string[];
}
export type EventVisibility = Record<VisibilityDimension, VisibilityRule>;
export const openVisibility = (): EventVisibility => ({
  userRoles: { is: [], isNot: [] },
  userTags: { is: [], isNot: [] },
  startupTags: { is: [], isNot: [] },
  startupPrograms: { is: [], isNot: [] },
});

/** Limits of one event. */
export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 50_000;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENT_HOSTS_MAX = 20;
export const EVENT_TAGS_MAX = 20;
export const EVENT_LINKS_MAX = 20;
export const EVENT_VISIBILITY_MAX = 50;
/** The longest event or one-on-one window, in days. */
export const EVENT_LENGTH_MAX_DAYS = 31;
/** One-on-one slot lengths and steps, in minutes. */
export const SLOT_DURATIONS = [15, 20, 30, 45, 60, 90, 120] as const;
export const SLOT_INCREMENTS = [5, 10, 15, 20, 30, 60] as const;
export const ONE_ON_ONE_DATES_MAX = 50;
/** Bookings one person may hold at one one-on-one event. */
export const SESSIONS_PER_ATTENDEE_MAX = 10;
/** People registered in one go by someone holding EVENT:REGISTER. */
export const REGISTER_PEOPLE_MAX = 200;
/** Reminders go out this long before an event starts (reminderEmails). */
export const EVENT_REMINDER_HOURS = 24;
