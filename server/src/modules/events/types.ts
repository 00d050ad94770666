import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ATTENDEE_STATUSES,
  AVAILABILITY_METHODS,
  AVAILABILITY_MODES,
  AVAILABILITY_TYPES,
  EDIT_PERMISSIONS,
  EVENT_LOCATION_MODES,
  EVENT_SCOPES,
  EVENT_STATUSES,
  EVENT_TYPES,
  NOTICE_UNITS,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_WEEKDAYS,
  type EventRecurrence,
  type OneOnOneDate,
  type AttachmentLink,
} from '@seedbed/contracts/events';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { Tag } from '../startups/schema.ts';
import { loadTags } from '../startups/loaders.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { ev, hostsOfEvents, type EventRow } from './repo.ts';

export const EventTypeEnum = builder.enumType('IncubatorEventType', { values: EVENT_TYPES });
export const EventStatusEnum = builder.enumType('IncubatorEventStatus', { values: EVENT_STATUSES });
export const AttendeeStatusEnum = builder.enumType('EventAttendeeStatus', { values: ATTENDEE_STATUSES });
export const EventLocationModeEnum = builder.enumType('EventLocationMode', { values: EVENT_LOCATION_MODES });
export const AvailabilityModeEnum = builder.enumType('EventAvailabilityMode', { values: AVAILABILITY_MODES });
export const AvailabilityMethodEnum = builder.enumType('EventAvailabilityMethod', { values: AVAILABILITY_METHODS });
export const AvailabilityTypeEnum = builder.enumType('EventAvailabilityType', { values: AVAILABILITY_TYPES });
export const EventScopeEnum = builder.enumType('EventScope', { values: EVENT_SCOPES });
export const EditPermissionEnum = builder.enumType('EventEditPermission', { values: EDIT_PERMISSIONS });
export const NoticeUnitEnum = builder.enumType('EventNoticeUnit', { values: NOTICE_UNITS });
export const RecurrenceFrequencyEnum = builder.enumType('RecurrenceFrequency', { values: RECURRENCE_FREQUENCIES });
export const RecurrenceWeekdayEnum = builder.enumType('RecurrenceWeekday', { values: RECURRENCE_WEEKDAYS });

/** Per-request loaders: events by id, each event's hosts, tags. */
export function eventLoaders(ctx: Context) {
  return memo(ctx, 'eventLoaders', () => {
    const tenant = ctx.incubator.id;
    return {
      event: new DataLoader<string, EventRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(ev)
          .where(and(eq(ev.incubatorId, tenant), inArray(ev.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      hosts: new DataLoader<string, string[]>(async (ids) => {
        const rows = await hostsOfEvents(await ctx.tx.db(), tenant, ids);
        return ids.map((id) => rows.filter((r) => r.eventId === id).map((r) => r.userId));
      }),
    };
  });
}

const EventLocation = builder.objectRef<EventRow>('EventLocation').implement({
  fields: (t) => ({ text: t.exposeString('locationText'), link: t.exposeString('locationLink') }),
});
const ConferenceData = builder.objectRef<EventRow>('EventConferenceData').implement({
  fields: (t) => ({ url: t.exposeString('conferenceUrl'), solution: t.exposeString('conferenceSolution'), iconUri: t.exposeString('conferenceIconUri') }),
});
const VisibilityRule = builder.objectRef<{ is: string[]; isNot: string[] }>('EventVisibilityRule').implement({
  fields: (t) => ({ is: t.exposeStringList('is', { nullable: false }), isNot: t.exposeStringList('isNot', { nullable: false }) }),
});
const rule = (is: string[], isNot: string[]) => ({ is, isNot });
const EventVisibility = builder.objectRef<EventRow>('EventVisibility').implement({
  description: 'Who the event is for: each rule an `is` list (match one, when not empty) and an `isNot` list (match none).',
  fields: (t) => ({
    userRoles: t.field({ type: VisibilityRule, nullable: false, resolve: (e) => rule(e.visRolesIs, e.visRolesNot) }),
    userTags: t.field({ type: VisibilityRule, nullable: false, resolve: (e) => rule(e.visUserTagsIs, e.visUserTagsNot) }),
    startupTags: t.field({ type: VisibilityRule, nullable: false, resolve: (e) => rule(e.visStartupTagsIs, e.visStartupTagsNot) }),
    startupPrograms: t.field({ type: VisibilityRule, nullable: false, resolve: (e) => rule(e.visProgramsIs, e.visProgramsNot) }),
  }),
});
const EventAvailability = builder.objectRef<EventRow>('EventAvailability').implement({
  fields: (t) => ({
    method: t.field({ type: AvailabilityMethodEnum, nullable: false, resolve: (e) => e.availabilityMethod as never }),
    type: t.field({ type: AvailabilityTypeEnum, nullable: false, resolve: (e) => e.availabilityType as never }),
    mode: t.field({ type: AvailabilityModeEnum, nullable: false, resolve: (e) => e.availabilityMode as never }),
  }),
});
const NoticePeriod = builder.objectRef<EventRow>('EventRegistrationNoticePeriod').implement({
  fields: (t) => ({
    meetingRegistrationHasNoticePeriod: t.exposeBoolean('noticeEnabled', { nullable: false }),
    periodValue: t.exposeInt('noticeValue', { nullable: false }),
    periodUnit: t.field({ type: NoticeUnitEnum, nullable: false, resolve: (e) => e.noticeUnit as never }),
  }),
});
const Recurrence = builder.objectRef<EventRecurrence>('EventRecurrence').implement({
  fields: (t) => ({
    frequency: t.field({ type: RecurrenceFrequencyEnum, nullable: false, resolve: (r) => r.frequency }),
    interval: t.exposeInt('interval', { nullable: false }),
    weekdays: t.field({ type: [RecurrenceWeekdayEnum], nullable: false, resolve: (r) => r.weekdays }),
    until: t.exposeString('until', { description: 'The last day (YYYY-MM-DD in the event’s zone).' }),
    count: t.exposeInt('count'),
  }),
});
const OneOnOneWindow = builder.objectRef<OneOnOneDate>('EventOneOnOneDate').implement({
  fields: (t) => ({ start: t.exposeString('start', { nullable: false }), end: t.exposeString('end', { nullable: false }) }),
});
const EventLink = builder.objectRef<AttachmentLink>('EventAttachmentLink').implement({
  fields: (t) => ({ label: t.exposeString('label', { nullable: false }), url: t.exposeString('url', { nullable: false }) }),
});

/**
 * An event (spec 3 §3) as everyone allowed to open it reads it (the visibility rules decide who).
 * Attendees, the viewer's own registration, slots and what the viewer may do are added by the
 * files that own them.
 */
export const IncubatorEvent = builder.objectRef<EventRow>('IncubatorEvent').implement({
  description: 'An event of the organisation: a group event or one-on-one office hours.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    eventType: t.field({ type: EventTypeEnum, nullable: false, resolve: (e) => e.eventType as never }),
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description', { nullable: false, description: 'Sanitised HTML.' }),
    capacity: t.exposeInt('capacity', { description: 'Places; null for no limit.' }),
    image: t.exposeString('image'),
    cover: t.exposeString('cover'),
    locationMode: t.field({ type: EventLocationModeEnum, nullable: false, resolve: (e) => e.locationMode as never }),
    location: t.field({ type: EventLocation, nullable: false, resolve: (e) => e }),
    conferenceData: t.field({ type: ConferenceData, nullable: false, resolve: (e) => e }),
    hosts: t.field({
      type: [User],
      nullable: false,
      resolve: async (e, _a, ctx) => (await userLoaders(ctx).user.loadMany(await eventLoaders(ctx).hosts.load(e.id))).filter((u) => u && !(u instanceof Error)) as never,
    }),
    status: t.field({ type: EventStatusEnum, nullable: false, resolve: (e) => e.status as never }),
    createdBy: t.field({ type: User, resolve: (e, _a, ctx) => (e.createdBy ? userLoaders(ctx).user.load(e.createdBy) : null) }),
    editPermission: t.field({ type: EditPermissionEnum, nullable: false, resolve: (e) => e.editPermission as never }),
    visibility: t.field({ type: EventVisibility, nullable: false, resolve: (e) => e }),
    topics: t.field({ type: [Tag], nullable: false, resolve: (e, _a, ctx) => loadTags(ctx, e.topicIds) }),
    tags: t.field({ type: [Tag], nullable: false, resolve: (e, _a, ctx) => loadTags(ctx, e.tagIds) }),
    startTime: t.string({ nullable: false, resolve: (e) => e.startsAt.toISOString() }),
    endTime: t.string({ nullable: false, resolve: (e) => e.endsAt.toISOString() }),
    duration: t.exposeInt('duration', { nullable: false, description: 'Minutes of one slot (one-on-one events).' }),
    timeslotIncrement: t.exposeInt('timeslotIncrement', { nullable: false }),
    numberOfSessions: t.exposeInt('numberOfSessions', { nullable: false }),
    oneOnOneDates: t.field({ type: [OneOnOneWindow], nullable: false, resolve: (e) => e.oneOnOneDates }),
    availability: t.field({ type: EventAvailability, nullable: false, resolve: (e) => e }),
    attachmentLinks: t.field({ type: [EventLink], nullable: false, resolve: (e) => e.attachmentLinks }),
    isArchived: t.exposeBoolean('isArchived', { nullable: false }),
    noOfBookings: t.exposeInt('registeredCount', { nullable: false }),
    waitlistCount: t.exposeInt('waitlistCount', { nullable: false }),
    calendarHost: t.field({ type: User, resolve: (e, _a, ctx) => (e.calendarHost ? userLoaders(ctx).user.load(e.calendarHost) : null) }),
    timezone: t.exposeString('timezone', { nullable: false }),
    registrationNoticePeriod: t.field({ type: NoticePeriod, nullable: false, resolve: (e) => e }),
    ignoreHostsLinkedCalendar: t.exposeBoolean('ignoreHostsLinkedCalendar', { nullable: false }),
    ignoreHourAllocation: t.exposeBoolean('ignoreHourAllocation', { nullable: false }),
    recurrence: t.field({ type: Recurrence, resolve: (e) => e.recurrence ?? null }),
    seriesId: t.exposeID('seriesId'),
    detached: t.exposeBoolean('detached', { nullable: false, description: 'An occurrence edited on its own.' }),
    publishedAt: t.string({ resolve: (e) => e.publishedAt?.toISOString() ?? null }),
    cancelledAt: t.string({ resolve: (e) => e.cancelledAt?.toISOString() ?? null }),
    createdAt: t.string({ nullable: false, resolve: (e) => e.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (e) => e.updatedAt.toISOString() }),
  }),
});
