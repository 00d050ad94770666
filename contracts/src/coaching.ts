/**
 * Coaching (spec 2 §3–§4, spec 3 §3, §9): sessions, invites, availability, hour allocation and
 * mentor matching, shared by the server (which enforces the invite transitions and the booking
 * rules) and the web (which offers only what they allow). No zod here; the input schemas are in
 * coaching-input.ts.
 */

/** Spec 2 §3. An UNSCHEDULED_COACHING_SESSION records a meeting that already took place. */
export const COACHING_EVENT_TYPES = ['ONE_ON_ONE', 'SCHEDULED_COACHING_SESSION', 'UNSCHEDULED_COACHING_SESSION'] as const;
export type CoachingEventType = (typeof COACHING_EVENT_TYPES)[number];

/** Spec 2 §9: the lengths a session may be planned for, in minutes. */
export const SESSION_DURATIONS = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];
export const isSessionDuration = (value: unknown): value is SessionDuration => typeof value === 'number' && (SESSION_DURATIONS as readonly number[]).includes(value);

/** Spec 3 §9. */
export const LOCATION_MODES = ['ONLINE', 'IN_PERSON', 'HYBRID'] as const;
export type LocationMode = (typeof LOCATION_MODES)[number];

/** A person's part in a session. */
export const SESSION_ROLES = ['coach', 'attendee'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

/** What a changelog entry records. */
export const CHANGELOG_TYPES = ['created', 'date', 'duration', 'people', 'started', 'ended', 'cancelled'] as const;
export type ChangelogType = (typeof CHANGELOG_TYPES)[number];

/** Longest notes accepted, in characters of their HTML. */
export const SESSION_NOTES_MAX = 100_000;
/** People on one session. */
export const SESSION_PEOPLE_MAX = 50;

/**
 * Coaching invite statuses (spec 2 leaves them open) and the only moves allowed:
 * - PENDING → ACCEPTED / DECLINED: an invitee answers from the mail or the app.
 * - PENDING → EXPIRED: its expiry passes unanswered (the schedule, or the first read after it).
 * - PENDING / ACCEPTED → CANCELLED: the organiser withdraws it, or an invitee cancels the meeting
 *   from the invitation's link; the session is cancelled with it.
 */
export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const INVITE_TRANSITIONS: Readonly<Record<InviteStatus, readonly InviteStatus[]>> = {
  PENDING: ['ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'],
  ACCEPTED: ['CANCELLED'],
  DECLINED: [],
  CANCELLED: [],
  EXPIRED: [],
};
export const mayMoveInvite = (from: InviteStatus, to: InviteStatus): boolean => INVITE_TRANSITIONS[from].includes(to);
/** Days an invite stays open when its sender names no expiry. */
export const INVITE_DEFAULT_DAYS = 7;

/** Weekdays as ISO numbers 1 (Monday) to 7 (Sunday), with their RFC 5545 names (spec 3 §9 MO–SU). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** Spec 2 §9: business hours 07:00–18:00; all hours 00:00–23:59 (minutes from midnight). */
export const AVAILABILITY_HOURS = { business: { from: 7 * 60, to: 18 * 60 }, all: { from: 0, to: 24 * 60 - 1 } } as const;
export type AvailabilityHours = keyof typeof AVAILABILITY_HOURS;
/** Slots are offered every this many minutes. */
export const SLOT_STEP_MINUTES = 15;

/** Why a slot cannot be booked (the booking screen says which). */
export const SLOT_REFUSALS = ['BUSY', 'BUSY_EXTERNAL', 'OUTSIDE_HOURS', 'NOTICE', 'HORIZON', 'HOURS_USED_UP', 'PAST'] as const;
export type SlotRefusal = (typeof SLOT_REFUSALS)[number];

/** Spec 3 §9 hour allocation units; a day counts this many hours. */
export const HOUR_UNITS = ['HOUR', 'DAY'] as const;
export type HourUnit = (typeof HOUR_UNITS)[number];
export const HOURS_PER_DAY = 8;
export const allocationHours = (amount: number, unit: HourUnit): number => (unit === 'DAY' ? amount * HOURS_PER_DAY : amount);

/** Weight of each reason a mentor suits a startup (0 ignores it); the score is their weighted sum. */
export interface MentorMatchingWeights {
  industries: number;
  skills: number;
  tags: number;
  availability: number;
  /** Subtracted per startup the mentor already coaches. */
  load: number;
}
export const MENTOR_MATCHING_DEFAULTS: MentorMatchingWeights = { industries: 3, skills: 2, tags: 1, availability: 1, load: 1 };
export const MENTOR_WEIGHT_MAX = 10;
