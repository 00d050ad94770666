import { EVENT_EDIT_SCOPES } from '@seedbed/contracts/events-input';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { mayDeleteEvent, mayEditEvent, mayManageAttendees } from './access.ts';
import { EventAttachment, eventFiles } from './attachments.ts';
import { createIncubatorEvent, updateIncubatorEvent } from './events.ts';
import { archiveIncubatorEvent, cancelIncubatorEvent, deleteIncubatorEvent, duplicateIncubatorEvent, publishIncubatorEvent, unpublishIncubatorEvent } from './lifecycle.ts';
import type { EventRow } from './repo.ts';
import {
  AvailabilityMethodEnum,
  AvailabilityModeEnum,
  AvailabilityTypeEnum,
  EditPermissionEnum,
  EventLocationModeEnum,
  EventTypeEnum,
  IncubatorEvent,
  NoticeUnitEnum,
  RecurrenceFrequencyEnum,
  RecurrenceWeekdayEnum,
} from './types.ts';

export const EventEditScopeEnum = builder.enumType('EventEditScope', {
  description: 'ONE: this occurrence (edited on its own from then on). SERIES: this occurrence and the following ones of its series.',
  values: EVENT_EDIT_SCOPES,
});

const ViewerCan = builder.objectRef<EventRow>('IncubatorEventViewerCan').implement({
  description: 'What the viewer may do with the event.',
  fields: (t) => ({
    edit: t.boolean({ nullable: false, resolve: (e, _a, ctx) => mayEditEvent(ctx, e) }),
    delete: t.boolean({ nullable: false, description: 'Cancel or delete.', resolve: (e, _a, ctx) => mayDeleteEvent(ctx, e) }),
    publish: t.boolean({ nullable: false, resolve: (e, _a, ctx) => mayEditEvent(ctx, e) }),
    manageAttendees: t.boolean({ nullable: false, resolve: (e, _a, ctx) => mayManageAttendees(ctx, e) }),
    registerOthers: t.boolean({ nullable: false, resolve: (_e, _a, ctx) => isAuthorized(ctx, 'EVENT:REGISTER') }),
  }),
});

builder.objectFields(IncubatorEvent, (t) => ({
  viewerCan: t.field({ type: ViewerCan, nullable: false, resolve: (e) => e }),
  attachments: t.field({
    type: [EventAttachment],
    nullable: false,
    description: 'The files of the event (attachments of reference kind event).',
    resolve: (e, _a, ctx) => eventFiles(ctx, e.id),
  }),
}));

const rule = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({ is: t.stringList(), isNot: t.stringList() }),
  });
const RoleRule = rule('EventRoleRuleInput');
const IdRule = rule('EventIdRuleInput');

const EventInput = builder.inputType('IncubatorEventInput', {
  description: 'As eventChangesSchema (contracts/events-input.ts): only the fields sent change.',
  fields: (t) => ({
    title: t.string(),
    description: t.string({ description: 'Rich text (HTML), sanitised when stored.' }),
    eventType: t.field({ type: EventTypeEnum }),
    capacity: t.int({ description: 'Places; null for no limit.' }),
    image: t.string({ description: 'The address of an uploaded file.' }),
    cover: t.string({ description: 'The address of an uploaded file.' }),
    locationMode: t.field({ type: EventLocationModeEnum }),
    location: t.field({ type: builder.inputType('EventLocationInput', { fields: (f) => ({ text: f.string(), link: f.string() }) }) }),
    conferenceData: t.field({ type: builder.inputType('EventConferenceDataInput', { fields: (f) => ({ url: f.string(), solution: f.string() }) }) }),
    hostIds: t.idList(),
    editPermission: t.field({ type: EditPermissionEnum }),
    visibility: t.field({
      type: builder.inputType('EventVisibilityInput', {
        fields: (f) => ({
          userRoles: f.field({ type: RoleRule }),
          userTags: f.field({ type: IdRule }),
          startupTags: f.field({ type: IdRule }),
          startupPrograms: f.field({ type: IdRule }),
        }),
      }),
    }),
    topicIds: t.idList(),
    tagIds: t.idList(),
    startTime: t.string({ description: 'ISO instant.' }),
    endTime: t.string({ description: 'ISO instant.' }),
    timezone: t.string({ description: 'IANA zone.' }),
    duration: t.int({ description: 'Minutes of one slot.' }),
    timeslotIncrement: t.int(),
    numberOfSessions: t.int(),
    oneOnOneDates: t.field({ type: [builder.inputType('EventOneOnOneDateInput', { fields: (f) => ({ start: f.string(), end: f.string() }) })] }),
    availability: t.field({
      type: builder.inputType('EventAvailabilityInput', {
        fields: (f) => ({
          method: f.field({ type: AvailabilityMethodEnum }),
          type: f.field({ type: AvailabilityTypeEnum }),
          mode: f.field({ type: AvailabilityModeEnum }),
        }),
      }),
    }),
    attachmentLinks: t.field({ type: [builder.inputType('EventAttachmentLinkInput', { fields: (f) => ({ label: f.string(), url: f.string() }) })] }),
    registrationNoticePeriod: t.field({
      type: builder.inputType('EventRegistrationNoticePeriodInput', {
        fields: (f) => ({ meetingRegistrationHasNoticePeriod: f.boolean(), periodValue: f.int(), periodUnit: f.field({ type: NoticeUnitEnum }) }),
      }),
    }),
    calendarHostId: t.id(),
    ignoreHostsLinkedCalendar: t.boolean(),
    ignoreHourAllocation: t.boolean(),
    recurrence: t.field({
      type: builder.inputType('EventRecurrenceInput', {
        fields: (f) => ({
          frequency: f.field({ type: RecurrenceFrequencyEnum }),
          interval: f.int(),
          weekdays: f.field({ type: [RecurrenceWeekdayEnum] }),
          until: f.string({ description: 'The last day (YYYY-MM-DD in the event’s zone).' }),
          count: f.int(),
        }),
      }),
      description: 'null: not repeated.',
    }),
  }),
});

/** GraphQL leaves absent fields out; the schema tells "not sent" from null by that. */
const defined = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
const scoped = (args: { eventId: string | number; scope?: string | null }) => ({ eventId: String(args.eventId), scope: (args.scope ?? 'ONE') as 'ONE' | 'SERIES' });

builder.mutationFields((t) => {
  const eventId = () => t.arg.id({ required: true });
  const scope = () => t.arg({ type: EventEditScopeEnum, defaultValue: 'ONE' });
  const lifecycle = (change: typeof publishIncubatorEvent, description: string) =>
    t.field({
      type: IncubatorEvent,
      nullable: false,
      description,
      args: { eventId: eventId(), scope: scope() },
      resolve: (_r, args, ctx) => change(ctx, {}, scoped(args)),
    });
  return {
    createIncubatorEvent: t.field({
      type: IncubatorEvent,
      nullable: false,
      description: 'A draft group event (EVENT:CREATE), tomorrow 10:00 in the organisation’s zone; the web opens /events/{id}/edit.',
      resolve: (_r, _a, ctx) => {
        requireViewer(ctx);
        return createIncubatorEvent(ctx, {});
      },
    }),
    updateIncubatorEvent: t.field({
      type: IncubatorEvent,
      nullable: false,
      args: { eventId: eventId(), data: t.arg({ type: EventInput, required: true }), scope: scope() },
      resolve: (_r, args, ctx) => updateIncubatorEvent(ctx, defined(args.data), scoped(args)),
    }),
    publishIncubatorEvent: lifecycle(publishIncubatorEvent, 'A draft becomes visible to the people it is for.'),
    unpublishIncubatorEvent: lifecycle(unpublishIncubatorEvent, 'Back to a draft; refused while anyone holds a place.'),
    cancelIncubatorEvent: t.field({
      type: IncubatorEvent,
      nullable: false,
      args: { eventId: eventId(), scope: scope(), message: t.arg.string({ description: 'Told to the people who held a place.' }) },
      resolve: (_r, args, ctx) => cancelIncubatorEvent(ctx, { message: args.message }, scoped(args)),
    }),
    deleteIncubatorEvent: t.boolean({
      nullable: false,
      args: { eventId: eventId(), scope: scope() },
      resolve: (_r, args, ctx) => deleteIncubatorEvent(ctx, {}, scoped(args)),
    }),
    archiveIncubatorEvent: t.field({
      type: IncubatorEvent,
      nullable: false,
      args: { eventId: eventId(), archived: t.arg.boolean({ required: true }) },
      resolve: (_r, args, ctx) => archiveIncubatorEvent(ctx, { archived: args.archived }, String(args.eventId)),
    }),
    duplicateIncubatorEvent: t.field({
      type: IncubatorEvent,
      nullable: false,
      description: 'A draft copy owned by the viewer, without places and outside any series.',
      args: { eventId: eventId() },
      resolve: (_r, args, ctx) => duplicateIncubatorEvent(ctx, {}, String(args.eventId)),
    }),
  };
});
