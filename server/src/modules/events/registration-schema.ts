import DataLoader from 'dataloader';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { eventAttendees, setAttendeeStatus, viewerPlaces, type AttendeePage } from './attendance.ts';
import { cancelEventRegistration, REGISTRATION_CLOSED_REASONS, registerForEvent, registerUsersForEvent, registrationState, type RegistrationState } from './registration.ts';
import type { AttendeeRow } from './repo.ts';
import { AttendeeStatusEnum, IncubatorEvent } from './types.ts';

const ClosedReasonEnum = builder.enumType('EventRegistrationClosedReason', { values: REGISTRATION_CLOSED_REASONS });

/** The viewer's place at each event of a list, read once for the whole list. */
const placeLoader = (ctx: Context) =>
  memo(
    ctx,
    'eventViewerPlace',
    () =>
      new DataLoader<string, AttendeeRow | null>(async (ids) => {
        const rows = await viewerPlaces(ctx, ids);
        return ids.map((id) => rows.find((r) => r.eventId === id) ?? null);
      }),
  );

const user = (ctx: Context, id: string | null) => (id ? (userLoaders(ctx).user.load(id) as never) : null);

/** A person's place at an event, or one booked slot of a one-on-one event. */
export const EventAttendee = builder.objectRef<AttendeeRow>('EventAttendee').implement({
  description: 'A person’s place at an event (a group event) or one booked slot (a one-on-one event).',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    user: t.field({ type: User, resolve: (row, _a, ctx) => user(ctx, row.userId) }),
    status: t.field({ type: AttendeeStatusEnum, nullable: false, resolve: (row) => row.status as never }),
    waitlisted: t.exposeBoolean('waitlisted', { nullable: false, description: 'Waiting for a place; promoted in registration order.' }),
    registrationTime: t.string({ nullable: false, resolve: (row) => row.registrationTime.toISOString() }),
    registrant: t.field({ type: User, description: 'Who registered them: themselves or someone holding EVENT:REGISTER.', resolve: (row, _a, ctx) => user(ctx, row.registrantId) }),
    slotStart: t.string({ resolve: (row) => row.slotStart?.toISOString() ?? null }),
    slotEnd: t.string({ resolve: (row) => row.slotEnd?.toISOString() ?? null }),
    host: t.field({ type: User, resolve: (row, _a, ctx) => user(ctx, row.hostId) }),
    bookingNote: t.exposeString('bookingNote'),
    checkedInAt: t.string({ resolve: (row) => row.checkedInAt?.toISOString() ?? null }),
  }),
});

const EventRegistration = builder.objectRef<RegistrationState>('EventRegistration').implement({
  description: 'Whether people may register themselves now; when not, why.',
  fields: (t) => ({
    open: t.exposeBoolean('open', { nullable: false }),
    reason: t.field({ type: ClosedReasonEnum, resolve: (s) => s.reason }),
    placesLeft: t.exposeInt('placesLeft', { description: 'Null when the event has no capacity.' }),
  }),
});

const AttendeePageRef = builder.objectRef<AttendeePage>('EventAttendeePage').implement({
  fields: (t) => ({
    results: t.field({ type: [EventAttendee], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
  }),
});

const AttendeeFilter = builder.inputType('EventAttendeeFilter', {
  fields: (t) => ({
    status: t.field({ type: AttendeeStatusEnum }),
    waitlisted: t.boolean(),
    search: t.string({ description: 'Part of a name or an address.' }),
  }),
});

builder.objectFields(IncubatorEvent, (t) => ({
  viewerRegistration: t.field({
    type: EventAttendee,
    description: 'The viewer’s place at this group event; null when they hold none.',
    resolve: (e, _a, ctx) => placeLoader(ctx).load(e.id),
  }),
  registration: t.field({ type: EventRegistration, nullable: false, resolve: (e) => registrationState(e) }),
}));

builder.queryFields((t) => ({
  eventAttendees: t.field({
    type: AttendeePageRef,
    nullable: false,
    description: 'The people of an event in registration order, for its hosts and managers.',
    args: {
      eventId: t.arg.id({ required: true }),
      filter: t.arg({ type: AttendeeFilter }),
      cursor: t.arg.string(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) => eventAttendees(ctx, String(args.eventId), { ...args.filter, status: args.filter?.status as never }, args.cursor, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  registerForEvent: t.field({
    type: EventAttendee,
    nullable: false,
    description: 'The viewer takes a place (or joins the waitlist) at a group event open to self-registration.',
    args: { eventId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => registerForEvent(ctx, { eventId: args.eventId }),
  }),
  registerUsersForEvent: t.field({
    type: [EventAttendee],
    nullable: false,
    description: 'Registers other people (EVENT:REGISTER, or the event’s hosts and managers); each must be among those the event is for.',
    args: { eventId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => registerUsersForEvent(ctx, { eventId: args.eventId, userIds: args.userIds }),
  }),
  cancelEventRegistration: t.boolean({
    nullable: false,
    description: 'Gives up a place: one’s own, another person’s (managers), or one one-on-one booking (attendeeId). The next person waiting takes it.',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id(), attendeeId: t.arg.id() },
    resolve: (_r, args, ctx) => cancelEventRegistration(ctx, { eventId: args.eventId, userId: args.userId, attendeeId: args.attendeeId }),
  }),
  setAttendeeStatus: t.field({
    type: EventAttendee,
    nullable: false,
    description: 'Marks attendance (check-in from the event’s day on).',
    args: { eventId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }), status: t.arg({ type: AttendeeStatusEnum, required: true }) },
    resolve: (_r, args, ctx) => setAttendeeStatus(ctx, { eventId: args.eventId, userId: args.userId, status: args.status }),
  }),
}));
