import type { TFunction } from 'i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  modesOf,
  openVisibility,
  type AvailabilityMethod,
  type AvailabilityMode,
  type AvailabilityType,
  type EditPermission,
  type EventLocationMode,
  type EventType,
  type EventVisibility,
  type NoticeUnit,
  type RecurrenceFrequency,
  type RecurrenceWeekday,
} from '@seedbed/contracts/events';
import { eventChangesSchema } from '@seedbed/contracts/events-input';
import { fieldIssues, type FieldIssue } from '@seedbed/contracts/schemas';
import { isValidationError } from '../../../app/apollo/errors';
import type { Rules } from '../../../ui/form/useForm';
import type { EditedEvent, EventInput } from './graphql';
import { instantToWall, wallToInstant } from './zonedTime';

/** 'NONE' is a single event; the others repeat it (spec 3 §9 recurrence). */
export type Repeat = 'NONE' | RecurrenceFrequency;
export type RepeatEnd = 'UNTIL' | 'COUNT';

export interface WindowValue {
  /** Wall times on the event's clock, as the pickers write them. */
  start: string;
  end: string;
}

export interface EventFormValues {
  eventType: EventType;
  title: string;
  /** Rich text (HTML); '' when nothing is written. */
  description: string;
  image: string;
  cover: string;
  tagIds: string[];
  topicIds: string[];
  /** Wall times on the event's clock ('YYYY-MM-DD HH:mm:ss'). */
  start: string;
  end: string;
  timezone: string;
  repeat: Repeat;
  interval: number | string;
  weekdays: RecurrenceWeekday[];
  repeatEnd: RepeatEnd;
  /** The last day (YYYY-MM-DD) when the series ends on a date. */
  until: string;
  count: number | string;
  locationMode: EventLocationMode;
  locationText: string;
  locationLink: string;
  conferenceUrl: string;
  conferenceSolution: string;
  hostIds: string[];
  calendarHostId: string | null;
  editPermission: EditPermission;
  unlimited: boolean;
  capacity: number | string;
  method: AvailabilityMethod;
  whenFull: AvailabilityType;
  mode: AvailabilityMode;
  noticeEnabled: boolean;
  noticeValue: number | string;
  noticeUnit: NoticeUnit;
  visibility: EventVisibility;
  duration: number;
  timeslotIncrement: number;
  numberOfSessions: number | string;
  oneOnOneDates: WindowValue[];
  ignoreHostsLinkedCalendar: boolean;
  ignoreHourAllocation: boolean;
  attachmentLinks: Array<{ label: string; url: string }>;
}

export type EventFormField = keyof EventFormValues;

/** The people the pickers name before any search has found them. */
export interface NamedPerson {
  _id: string;
  fullName: string;
}

/** The form's values for an event as the server returns it, on the event's own clock. */
export function eventValues(event: EditedEvent): EventFormValues {
  const zone = event.timezone;
  const recurrence = event.recurrence;
  const notice = event.registrationNoticePeriod;
  return {
    eventType: event.eventType,
    title: event.title,
    description: event.description,
    image: event.image ?? '',
    cover: event.cover ?? '',
    tagIds: event.tags.map((tag) => tag._id),
    topicIds: event.topics.map((tag) => tag._id),
    start: instantToWall(event.startTime, zone),
    end: instantToWall(event.endTime, zone),
    timezone: zone,
    repeat: recurrence?.frequency ?? 'NONE',
    interval: recurrence?.interval ?? 1,
    weekdays: [...(recurrence?.weekdays ?? [])],
    repeatEnd: recurrence?.count ? 'COUNT' : 'UNTIL',
    until: recurrence?.until ?? '',
    count: recurrence?.count ?? 10,
    locationMode: event.locationMode,
    locationText: event.location.text ?? '',
    locationLink: event.location.link ?? '',
    conferenceUrl: event.conferenceData.url ?? '',
    conferenceSolution: event.conferenceData.solution ?? '',
    hostIds: event.hosts.map((host) => host._id),
    calendarHostId: event.calendarHost?._id ?? null,
    editPermission: event.editPermission,
    unlimited: event.capacity === null,
    capacity: event.capacity ?? '',
    method: event.availability.method,
    whenFull: event.availability.type,
    mode: event.availability.mode,
    noticeEnabled: notice.meetingRegistrationHasNoticePeriod,
    noticeValue: notice.periodValue,
    noticeUnit: notice.periodUnit,
    visibility: {
      userRoles: { is: [...event.visibility.userRoles.is], isNot: [...event.visibility.userRoles.isNot] },
      userTags: { is: [...event.visibility.userTags.is], isNot: [...event.visibility.userTags.isNot] },
      startupTags: { is: [...event.visibility.startupTags.is], isNot: [...event.visibility.startupTags.isNot] },
      startupPrograms: { is: [...event.visibility.startupPrograms.is], isNot: [...event.visibility.startupPrograms.isNot] },
    },
    duration: event.duration,
    timeslotIncrement: event.timeslotIncrement,
    numberOfSessions: event.numberOfSessions,
    oneOnOneDates: event.oneOnOneDates.map((window) => ({ start: instantToWall(window.start, zone), end: instantToWall(window.end, zone) })),
    ignoreHostsLinkedCalendar: event.ignoreHostsLinkedCalendar,
    ignoreHourAllocation: event.ignoreHourAllocation,
    attachmentLinks: event.attachmentLinks.map(({ label, url }) => ({ label, url })),
  };
}

/** A type changes the availability modes on offer: the mode follows, keeping it when it still fits. */
export function withEventType(values: EventFormValues, eventType: EventType): EventFormValues {
  const modes = modesOf(eventType);
  return { ...values, eventType, mode: modes.includes(values.mode) ? values.mode : modes[0] };
}

const text = (value: string) => value.trim() || null;
const iso = (wall: string, zone: string) => wallToInstant(wall, zone)?.toISOString() ?? wall;
/** What a number input holds: a number, or '' (or partial text) while being typed; the schema judges it. */
const numberOf = (value: number | string) => (value === '' ? null : typeof value === 'number' ? value : Number.isNaN(Number(value)) ? value : Number(value));

function recurrenceOf(values: EventFormValues): EventInput['recurrence'] {
  if (values.repeat === 'NONE') return null;
  const byCount = values.repeatEnd === 'COUNT';
  return {
    frequency: values.repeat,
    interval: numberOf(values.interval) as number,
    weekdays: values.repeat === 'WEEKLY' ? values.weekdays : [],
    until: byCount ? null : values.until || null,
    count: byCount ? (numberOf(values.count) as number) : null,
  };
}

/** What updateIncubatorEvent receives: the times as instants of the event's zone, the one-on-one settings only for such an event. */
export function toEventInput(values: EventFormValues): EventInput {
  const zone = values.timezone;
  const oneOnOne = values.eventType === 'ONE_ON_ONE';
  return {
    eventType: values.eventType,
    title: values.title.trim(),
    description: values.description,
    image: text(values.image),
    cover: text(values.cover),
    tagIds: values.tagIds,
    topicIds: values.topicIds,
    startTime: iso(values.start, zone),
    endTime: iso(values.end, zone),
    timezone: zone,
    recurrence: recurrenceOf(values),
    locationMode: values.locationMode,
    location: { text: text(values.locationText), link: text(values.locationLink) },
    conferenceData: { url: text(values.conferenceUrl), solution: text(values.conferenceSolution) },
    hostIds: values.hostIds,
    calendarHostId: values.calendarHostId && values.hostIds.includes(values.calendarHostId) ? values.calendarHostId : null,
    editPermission: values.editPermission,
    capacity: values.unlimited || oneOnOne ? null : (numberOf(values.capacity) as number),
    availability: { method: values.method, type: values.whenFull, mode: values.mode },
    registrationNoticePeriod: {
      meetingRegistrationHasNoticePeriod: values.noticeEnabled,
      periodValue: values.noticeEnabled ? (numberOf(values.noticeValue) as number) : 0,
      periodUnit: values.noticeUnit,
    },
    visibility: values.visibility,
    duration: values.duration,
    timeslotIncrement: values.timeslotIncrement,
    numberOfSessions: numberOf(values.numberOfSessions) as number,
    oneOnOneDates: oneOnOne && values.mode === 'ONE_ON_ONE_SPECIFIC' ? values.oneOnOneDates.map((w) => ({ start: iso(w.start, zone), end: iso(w.end, zone) })) : [],
    ignoreHostsLinkedCalendar: values.ignoreHostsLinkedCalendar,
    ignoreHourAllocation: values.ignoreHourAllocation,
    attachmentLinks: values.attachmentLinks.map((link) => ({ label: link.label.trim(), url: link.url.trim() })),
  };
}

/** The form field an input path's failure shows on ('location.text' → the place). */
const FIELD_OF_PATH: Readonly<Record<string, EventFormField>> = {
  startTime: 'start',
  endTime: 'end',
  'recurrence.frequency': 'repeat',
  'recurrence.interval': 'interval',
  'recurrence.weekdays': 'weekdays',
  'recurrence.until': 'until',
  'recurrence.count': 'count',
  recurrence: 'repeat',
  'location.text': 'locationText',
  'location.link': 'locationLink',
  location: 'locationText',
  'conferenceData.url': 'conferenceUrl',
  'conferenceData.solution': 'conferenceSolution',
  conferenceData: 'conferenceUrl',
  calendarHostId: 'calendarHostId',
  'availability.method': 'method',
  'availability.type': 'whenFull',
  'availability.mode': 'mode',
  availability: 'mode',
  'registrationNoticePeriod.periodValue': 'noticeValue',
  'registrationNoticePeriod.periodUnit': 'noticeUnit',
  registrationNoticePeriod: 'noticeValue',
};

const FORM_FIELDS: ReadonlySet<string> = new Set<EventFormField>([
  'eventType',
  'title',
  'description',
  'image',
  'cover',
  'tagIds',
  'topicIds',
  'timezone',
  'hostIds',
  'editPermission',
  'capacity',
  'visibility',
  'duration',
  'timeslotIncrement',
  'numberOfSessions',
  'oneOnOneDates',
  'ignoreHostsLinkedCalendar',
  'ignoreHourAllocation',
  'attachmentLinks',
]);

/**
 * The form field a failure at an input path belongs to; the longest known prefix decides. A series
 * with no end is reported on `count`; the form shows it on the end the person chose.
 */
export function formFieldOf(path: string, values?: Pick<EventFormValues, 'repeatEnd'>): EventFormField | null {
  if (path === 'recurrence.count' && values?.repeatEnd === 'UNTIL') return 'until';
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const prefix = parts.slice(0, n).join('.');
    if (FIELD_OF_PATH[prefix]) return FIELD_OF_PATH[prefix];
  }
  return FORM_FIELDS.has(parts[0]!) ? (parts[0] as EventFormField) : null;
}

/**
 * A shared schema's message in the reader's language. Events' own keys ('events.records.endBeforeStart')
 * are read from the editor's catalogue, the one screen that shows them; 'validation.*' from the shared one.
 */
export function eventIssueMessage(t: TFunction, issue: FieldIssue, label: string): string {
  const [namespace, ...rest] = issue.key.split('.');
  const key = namespace === 'validation' ? `validation:${rest.join('.')}` : `eventEditor:validation.${rest.join('.')}`;
  return t(key, { ...issue.params, field: label, defaultValue: t('validation:invalid', { field: label }) }) as string;
}

/** The schema updateIncubatorEvent's `data` is checked with on the server (contracts/events-input.ts). */
const eventSchema = eventChangesSchema();

/** What the schema cannot know: a limited capacity needs its number (empty would read as no limit). */
function formIssues(values: EventFormValues): FieldIssue[] {
  const limited = values.eventType === 'GROUP' && !values.unlimited;
  return limited && values.capacity === '' ? [{ field: 'capacity', key: 'validation.required' }] : [];
}

/**
 * The form's rules: the very schema the server checks updateIncubatorEvent with, run once per set
 * of values; each failure shows on its field.
 */
export function eventRules(t: TFunction, labelOf: (field: EventFormField) => string): Rules<EventFormValues> {
  const checked = new WeakMap<EventFormValues, Map<EventFormField, string>>();
  const messagesOf = (values: EventFormValues) => {
    let messages = checked.get(values);
    if (!messages) {
      messages = new Map();
      const result = eventSchema.safeParse(toEventInput(values));
      for (const issue of [...formIssues(values), ...(result.success ? [] : result.error.issues.flatMap(fieldIssues))]) {
        const field = formFieldOf(issue.field, values);
        if (field && !messages.has(field)) messages.set(field, eventIssueMessage(t, issue, labelOf(field)));
      }
      checked.set(values, messages);
    }
    return messages;
  };
  const fields = Object.keys(openValues()) as EventFormField[];
  return Object.fromEntries(fields.map((name) => [name, [(_value: unknown, values: EventFormValues) => messagesOf(values).get(name)]])) as Rules<EventFormValues>;
}

/** A blank set of values: only its keys are read (the fields the rules cover). */
function openValues(): EventFormValues {
  return {
    eventType: 'GROUP',
    title: '',
    description: '',
    image: '',
    cover: '',
    tagIds: [],
    topicIds: [],
    start: '',
    end: '',
    timezone: 'UTC',
    repeat: 'NONE',
    interval: 1,
    weekdays: [],
    repeatEnd: 'UNTIL',
    until: '',
    count: 10,
    locationMode: 'IN_PERSON',
    locationText: '',
    locationLink: '',
    conferenceUrl: '',
    conferenceSolution: '',
    hostIds: [],
    calendarHostId: null,
    editPermission: 'CREATOR',
    unlimited: true,
    capacity: '',
    method: 'SELF',
    whenFull: 'WAITLIST',
    mode: 'GROUP_GENERAL',
    noticeEnabled: false,
    noticeValue: 0,
    noticeUnit: 'HOURS',
    visibility: openVisibility(),
    duration: 30,
    timeslotIncrement: 30,
    numberOfSessions: 1,
    oneOnOneDates: [],
    ignoreHostsLinkedCalendar: false,
    ignoreHourAllocation: false,
    attachmentLinks: [],
  };
}

/** The server's field messages (already translated), on the form's own fields. */
export function serverFieldErrors(error: unknown): Partial<Record<EventFormField, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Partial<Record<EventFormField, string>> = {};
  for (const e of error.errors.filter(isValidationError)) {
    const fields = Array.isArray(e.extensions?.fields) ? (e.extensions.fields as Array<{ field?: string; message?: string }>) : [];
    for (const { field, message } of fields) {
      const name = formFieldOf((field ?? '').replace(/^data\./, ''));
      if (name && message) out[name] ??= message;
    }
  }
  return out;
}
