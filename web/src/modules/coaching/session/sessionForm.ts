import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { CoachingEventType, LocationMode } from '@seedbed/contracts/coaching';
import { sessionChangesSchema, sessionInputSchema } from '@seedbed/contracts/coaching-input';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import type { Rules } from '../../../ui/form/useForm';
import type { CreateSessionDefaults } from './createSession';
import type { CoachingSessionChanges, CoachingSessionDetails, CoachingSessionInput } from './graphql';

/** The picker's value: a local day and time. */
export const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Planned sessions a person creates by hand; a one-on-one is booked from someone's availability. */
export const FORM_EVENT_TYPES = ['SCHEDULED_COACHING_SESSION', 'UNSCHEDULED_COACHING_SESSION'] as const satisfies readonly CoachingEventType[];

export interface SessionFormValues {
  name: string;
  eventType: CoachingEventType;
  startupId: string | null;
  date: string | null;
  expectedDuration: string;
  coachIds: string[];
  attendeeIds: string[];
  topicIds: string[];
  evaluationFormId: string | null;
  locationMode: LocationMode;
  location: string;
  meetingLink: string;
  staffEditorPublic: boolean;
}

export const SESSION_FORM_FIELDS = [
  'name',
  'eventType',
  'startupId',
  'date',
  'expectedDuration',
  'coachIds',
  'attendeeIds',
  'topicIds',
  'evaluationFormId',
  'locationMode',
  'location',
  'meetingLink',
  'staffEditorPublic',
] as const satisfies ReadonlyArray<keyof SessionFormValues>;

/** The next whole hour: a new session's start when the caller names none. */
export function nextHour(now: Date): Date {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
}

export function newSessionValues(defaults: CreateSessionDefaults, viewerId: string | null, now = new Date()): SessionFormValues {
  const coach = defaults.coachId ?? viewerId;
  return {
    name: '',
    eventType: 'SCHEDULED_COACHING_SESSION',
    startupId: defaults.startupId ?? null,
    date: dayjs(defaults.start ?? nextHour(now)).format(PICKER_FORMAT),
    expectedDuration: '60',
    coachIds: coach ? [coach] : [],
    attendeeIds: [],
    topicIds: [],
    evaluationFormId: null,
    locationMode: 'ONLINE',
    location: '',
    meetingLink: '',
    staffEditorPublic: false,
  };
}

export function editSessionValues(session: CoachingSessionDetails): SessionFormValues {
  return {
    name: session.name,
    eventType: session.eventType,
    startupId: session.startup?._id ?? null,
    date: dayjs(session.date).format(PICKER_FORMAT),
    expectedDuration: String(session.expectedDuration),
    coachIds: session.coachs.map((p) => p._id),
    attendeeIds: session.attendees.map((p) => p._id),
    topicIds: session.topics.map((tag) => tag._id),
    evaluationFormId: null,
    locationMode: session.locationMode,
    location: session.location ?? '',
    meetingLink: session.meetingLink ?? '',
    staffEditorPublic: session.staffEditorPublic,
  };
}

const instant = (value: string | null) => (value ? dayjs(value).toISOString() : '');

/** What createCoachingSession receives; no attendees chosen means the startup's founders. */
export function toSessionInput(values: SessionFormValues): CoachingSessionInput {
  return {
    name: values.name.trim(),
    eventType: values.eventType,
    startupId: values.startupId,
    date: instant(values.date),
    expectedDuration: Number(values.expectedDuration),
    coachIds: values.coachIds,
    ...(values.attendeeIds.length ? { attendeeIds: values.attendeeIds } : {}),
    topicIds: values.topicIds,
    evaluationFormId: values.evaluationFormId,
    locationMode: values.locationMode,
    location: values.location.trim() || null,
    meetingLink: values.meetingLink.trim() || null,
    staffEditorPublic: values.staffEditorPublic,
  };
}

/** What updateCoachingSession receives: the date only when it moved, so that a past logged session stays editable. */
export function toSessionChanges(values: SessionFormValues, initial: SessionFormValues): CoachingSessionChanges {
  const { eventType: _type, startupId: _startup, ...input } = toSessionInput(values);
  return {
    ...input,
    date: values.date === initial.date ? undefined : input.date,
    attendeeIds: values.attendeeIds,
    // The session's form is not read back here (the notes part owns it): it changes only when one is chosen.
    evaluationFormId: values.evaluationFormId ?? undefined,
  };
}

/** The server's schemas check the form; their messages are found in this namespace's `validation.*` or the validation namespace. */
export function sessionRules(t: TFunction, editing: SessionFormValues | null, now: () => number = Date.now): Rules<SessionFormValues> {
  const schema = editing ? sessionChangesSchema() : sessionInputSchema(now);
  const toInput = (values: SessionFormValues) => (editing ? toSessionChanges(values, editing) : toSessionInput(values));
  return schemaRules<SessionFormValues>(schema, toInput, SESSION_FORM_FIELDS, (issue) => issueMessage(t, issue, t(`coaching:fields.${issue.field.split('.')[0]}`) as string));
}
