/**
 * Input schemas of coaching (zod), checked by the server's changes and the web forms alike. Each
 * part of the feature keeps its schemas under a heading with its name.
 */
import { HOUR_UNITS, MENTOR_WEIGHT_MAX } from './coaching.ts';
import { SESSION_NOTES_MAX } from './coaching.ts';
import { z } from './zod.ts';
import { checkInstant, checkLink } from './checks.ts';
import { COACHING_EVENT_TYPES, LOCATION_MODES, SESSION_PEOPLE_MAX, isSessionDuration, type CoachingEventType } from './coaching.ts';
import { refuse } from './schemas.ts';
import { LINK_MAX_LENGTH } from './validation.ts';
import { AVAILABILITY_HOURS, type AvailabilityHours, type Weekday } from './coaching.ts';
import { instant, link, optionalText, timezone } from './schemas.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id of a record; anything else is 'validation.invalid' on its field. */
export const coachingId = () => z.string('validation.invalid').trim().regex(UUID, 'validation.invalid');
/** Several ids, without repeats. */
export const coachingIds = (max: number) =>
  z
    .array(coachingId())
    .max(max)
    .transform((list) => [...new Set(list)]);

// ── Slice 1: sessions ──

/** Longest session name and place. */
export const SESSION_NAME_MAX = 200;
export const SESSION_LOCATION_MAX = 200;
/** Topics one session may carry. */
export const SESSION_TOPICS_MAX = 20;
/**
 * A planned session may start this long before the moment it is saved: the form's clock and the
 * time spent filling it in should not refuse a meeting that starts "now".
 */
export const SESSION_NOW_TOLERANCE_MS = 15 * 60_000;

/**
 * Whether a session of this type may start at `date`: a logged (unscheduled) session already took
 * place, a planned one lies ahead (or starts now). Null when it may, else the message key.
 */
export function sessionDateProblem(eventType: CoachingEventType, date: Date, now = Date.now()): string | null {
  if (eventType === 'UNSCHEDULED_COACHING_SESSION') return date.getTime() <= now + SESSION_NOW_TOLERANCE_MS ? null : 'coaching.sessions.unscheduledInFuture';
  return date.getTime() >= now - SESSION_NOW_TOLERANCE_MS ? null : 'coaching.sessions.dateInPast';
}

const sessionName = () => z.string('coaching.sessions.nameRequired').trim().min(1, 'coaching.sessions.nameRequired').max(SESSION_NAME_MAX);
const sessionDate = () =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(40)
    .transform((value, ctx) => {
      const checked = checkInstant(value);
      return 'date' in checked ? checked.date : refuse(ctx, checked.error);
    });
const sessionDuration = () => z.number('validation.required').refine(isSessionDuration, 'coaching.sessions.durationInvalid');
const sessionPlace = () =>
  z
    .string()
    .trim()
    .max(SESSION_LOCATION_MAX)
    .nullish()
    .transform((v) => (v ? v : null));
const sessionLink = () =>
  z
    .string()
    .max(LINK_MAX_LENGTH)
    .nullish()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      const checked = checkLink(value);
      return 'link' in checked ? checked.link : refuse(ctx, checked.error);
    });
const optionalId = () =>
  coachingId()
    .nullish()
    .or(z.literal('').transform(() => null));

const sessionFields = () => ({
  name: sessionName(),
  date: sessionDate(),
  expectedDuration: sessionDuration(),
  coachIds: coachingIds(SESSION_PEOPLE_MAX).optional(),
  attendeeIds: coachingIds(SESSION_PEOPLE_MAX).optional(),
  topicIds: coachingIds(SESSION_TOPICS_MAX).optional(),
  locationMode: z.enum(LOCATION_MODES, 'validation.invalid').optional(),
  location: sessionPlace(),
  meetingLink: sessionLink(),
  evaluationFormId: optionalId(),
  staffEditorPublic: z.boolean('validation.invalid').optional(),
});

/**
 * createCoachingSession (spec 2 §3): a planned session lies ahead and has at least one coach; a
 * logged one already took place. Without attendees the startup's founders attend.
 */
export function sessionInputSchema(now: () => number = Date.now) {
  return z
    .object({ ...sessionFields(), eventType: z.enum(COACHING_EVENT_TYPES, 'validation.invalid').default('SCHEDULED_COACHING_SESSION'), startupId: optionalId() })
    .superRefine((input, ctx) => {
      const problem = sessionDateProblem(input.eventType, input.date, now());
      if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem, params: { key: problem } });
      if (input.eventType !== 'UNSCHEDULED_COACHING_SESSION' && !input.coachIds?.length)
        ctx.addIssue({ code: 'custom', path: ['coachIds'], message: 'coaching.sessions.coachRequired', params: { key: 'coaching.sessions.coachRequired' } });
    });
}
export type SessionInput = z.input<ReturnType<typeof sessionInputSchema>>;

/** updateCoachingSession: only the fields sent change (whether the new date suits the session's type is checked against it). */
export function sessionChangesSchema() {
  return z.object(sessionFields()).partial();
}
export type SessionChanges = z.input<ReturnType<typeof sessionChangesSchema>>;

/** endCoachingSession: the minutes it took, when the person ending it says so (else the real span counts). */
export function sessionEndSchema() {
  return z.object({
    estimatedDuration: z
      .number('validation.invalid')
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(24 * 60, 'validation.invalid')
      .nullish(),
  });
}

// ── Slice 3: availability and booking ──

/** 'HH:mm' on a 24-hour clock, as minutes from midnight. */
export function minuteOfDay(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
/** Minutes from midnight as 'HH:mm'. */
export const clockTime = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Weekly ranges one person may keep: far more than a week of working hours needs. */
export const WEEKLY_SLOTS_MAX = 70;
export const AVAILABILITY_NOTE_MAX = 200;
export const BOOKING_TOPIC_MAX = 200;
/** The longest date exception, in days. */
export const EXCEPTION_DAYS_MAX = 366;

const bookingDuration = () => z.number('validation.required').int('validation.invalid').refine(isSessionDuration, { message: 'coaching.availability.duration' });

export const coachingPreferencesSchema = z.object({
  timeZone: timezone().nullish(),
  defaultDuration: bookingDuration(),
  bufferMinutes: z.number('validation.required').int('validation.invalid').min(0).max(120),
  minimumNoticeMinutes: z.number('validation.required').int('validation.invalid').min(0).max(20_160),
  bookingHorizonDays: z.number('validation.required').int('validation.invalid').min(1).max(365),
  hours: z.enum(['business', 'all'], 'validation.invalid'),
  meetingLink: link(),
});
export type CoachingPreferencesInput = z.output<typeof coachingPreferencesSchema>;

const weeklySlot = z.object({
  weekday: z.number('validation.required').int('validation.invalid').min(1).max(7),
  from: z.string('validation.required').trim().min(1, 'validation.required'),
  to: z.string('validation.required').trim().min(1, 'validation.required'),
});

/**
 * A week of availability: per weekday, ranges 'HH:mm'–'HH:mm' that start before they end, do not
 * overlap and stay within the person's hours setting (AVAILABILITY_HOURS). Answers them as minutes.
 */
export const weeklyAvailabilitySchema = (hours: AvailabilityHours) =>
  z.object({
    slots: z
      .array(weeklySlot)
      .max(WEEKLY_SLOTS_MAX)
      .transform((list, ctx) => {
        const bounds = AVAILABILITY_HOURS[hours];
        const ranges = list.map((slot, index) => ({ index, weekday: slot.weekday as Weekday, start: minuteOfDay(slot.from), end: minuteOfDay(slot.to) }));
        let failed = false;
        for (const range of ranges) {
          const path = [range.index];
          if (range.start === null) ctx.addIssue({ code: 'custom', path: [...path, 'from'], message: 'coaching.availability.time', params: { key: 'coaching.availability.time' } });
          if (range.end === null) ctx.addIssue({ code: 'custom', path: [...path, 'to'], message: 'coaching.availability.time', params: { key: 'coaching.availability.time' } });
          if (range.start === null || range.end === null) {
            failed = true;
            continue;
          }
          const issue = (key: string, params?: Record<string, unknown>) => {
            failed = true;
            ctx.addIssue({ code: 'custom', path: [...path, 'to'], message: key, params: { key, params } });
          };
          if (range.end <= range.start) issue('coaching.availability.order');
          else if (range.start < bounds.from || range.end > bounds.to) issue('coaching.availability.outsideHours', { from: clockTime(bounds.from), to: clockTime(bounds.to) });
        }
        if (failed) return z.NEVER;
        const sorted = (ranges as Array<(typeof ranges)[number] & { start: number; end: number }>).sort((a, b) => a.weekday - b.weekday || a.start - b.start);
        for (let i = 1; i < sorted.length; i++) {
          const [before, range] = [sorted[i - 1], sorted[i]];
          if (before.weekday === range.weekday && range.start < before.end)
            ctx.addIssue({ code: 'custom', path: [range.index, 'from'], message: 'coaching.availability.overlap', params: { key: 'coaching.availability.overlap' } });
        }
        return sorted.map(({ weekday, start, end }) => ({ weekday, start, end }));
      }),
  });
export type WeeklyAvailabilityInput = z.output<ReturnType<typeof weeklyAvailabilitySchema>>;

export const availabilityExceptionSchema = z
  .object({
    userId: coachingId().nullish(),
    start: instant(),
    end: instant(),
    available: z.boolean('validation.invalid').default(false),
    note: optionalText(AVAILABILITY_NOTE_MAX),
  })
  .superRefine((value, ctx) => {
    const span = value.end.getTime() - value.start.getTime();
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: 'coaching.availability.endBeforeStart', params: { key: 'coaching.availability.endBeforeStart' } });
    else if (span > EXCEPTION_DAYS_MAX * 86_400_000)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'coaching.availability.tooLong',
        params: { key: 'coaching.availability.tooLong', params: { days: EXCEPTION_DAYS_MAX } },
      });
  });
export type AvailabilityExceptionInput = z.output<typeof availabilityExceptionSchema>;

/** A meeting booked from a host's free time; `forUserId` books it for someone else (COACHING_MEETING:SCHEDULING). */
export const bookMeetingSchema = z.object({
  hostId: coachingId(),
  start: instant(),
  duration: bookingDuration(),
  startupId: coachingId().nullish(),
  topic: optionalText(BOOKING_TOPIC_MAX),
  forUserId: coachingId().nullish(),
});
export type BookMeetingInput = z.output<typeof bookMeetingSchema>;

// ── Slice 6: hours and matching ──

/** 'validation.required' only when the number is missing: its range checks keep their own messages. */
const givenNumber = () => z.number({ error: (issue) => (issue.code === 'invalid_type' ? 'validation.required' : undefined) });

/** Largest allocation accepted, in its unit. */
export const HOUR_ALLOCATION_MAX = 10_000;

/** setHourAllocation: coaching time given to a startup, overall or for one of its programmes. */
export const hourAllocationInput = z.object({
  startupId: coachingId(),
  programId: coachingId().nullish(),
  amount: givenNumber().positive('coaching.hours.amountPositive').max(HOUR_ALLOCATION_MAX),
  unit: z.enum(HOUR_UNITS, 'validation.invalid'),
});

const weight = () => givenNumber().int('validation.invalid').min(0).max(MENTOR_WEIGHT_MAX);

/** updateMentorMatchingSettings: every weight, 0 (ignored) to MENTOR_WEIGHT_MAX. */
export const mentorMatchingWeightsInput = z.strictObject({
  industries: weight(),
  skills: weight(),
  tags: weight(),
  availability: weight(),
  load: weight(),
});

// ── Slice 5: invites ──

/** Longest message an invite carries, in characters. */
export const INVITE_MESSAGE_MAX = 2000;
/** People one invite may name on each side. */
export const INVITEES_MAX = 50;

/**
 * What sendCoachingInvite accepts: people of the organisation and of the startup, at least one in
 * all, an optional expiry (the server checks it falls before the session starts; absent, it is
 * INVITE_DEFAULT_DAYS away or the session's start, whichever comes first) and a message.
 */
export const coachingInviteInputSchema = () =>
  z
    .object({
      incubatorInviteeIds: coachingIds(INVITEES_MAX).default([]),
      startupInviteeIds: coachingIds(INVITEES_MAX).default([]),
      expires: z.iso.datetime({ offset: true, message: 'validation.date' }).nullish(),
      message: z.string('validation.invalid').trim().max(INVITE_MESSAGE_MAX, 'validation.maxLength').nullish(),
    })
    .superRefine((input, ctx) => {
      if (!input.incubatorInviteeIds.length && !input.startupInviteeIds.length) ctx.addIssue({ code: 'custom', path: ['startupInviteeIds'], message: 'validation.required' });
    });

// ── Slice 2: notes and evaluations ──

/**
 * One save of a session's notes. Each text is sent only when it changed; `revision` is the notes
 * revision the writer started from, so a save over someone else's newer one is refused rather
 * than lost. The length is counted on the HTML (SESSION_NOTES_MAX).
 */
export const sessionNotesInput = z.object({
  editor: z.string().max(SESSION_NOTES_MAX).nullish(),
  staffEditor: z.string().max(SESSION_NOTES_MAX).nullish(),
  staffEditorPublic: z.boolean().nullish(),
  revision: z.number().int().min(0),
});
export type SessionNotesInput = z.input<typeof sessionNotesInput>;

/** Whether the person is on the session's page, and whether they are typing in its notes. */
export const sessionPresenceInput = z.object({ sessionId: coachingId(), editing: z.boolean() });

// ── Slice 4: calendar ──

/** The longest address of an outside calendar. */
export const CALENDAR_ADDRESS_MAX = 2000;
/** How many outside calendars one person may link. */
export const EXTERNAL_CALENDARS_MAX = 10;

/** An outside calendar's address: an ICS file or CalDAV calendar over https, http or webcal. */
export function isCalendarAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return ['https:', 'http:', 'webcal:', 'webcals:'].includes(url.protocol) && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const externalCalendarInput = z.object({
  url: z.string('validation.required').trim().min(1, 'validation.required').max(CALENDAR_ADDRESS_MAX, 'validation.maxLength').refine(isCalendarAddress, 'validation.url'),
});
export type ExternalCalendarInput = z.input<typeof externalCalendarInput>;
