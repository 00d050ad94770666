import DataLoader from 'dataloader';
import { eventSlotsInput } from '@seedbed/contracts/events-input';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { parseInput } from '../../core/validation.ts';
import { bookEventSlot, bookingsOfViewer, requireOneOnOneEvents } from './booking.ts';
import { assignEventHosts } from './hosts.ts';
import { EventAttendee } from './registration-schema.ts';
import type { AttendeeRow } from './repo.ts';
import { bookingBlock, eventSlots, slotDays, type EventSlot } from './slots.ts';
import { IncubatorEvent } from './types.ts';
import { visibleEvent } from './visibility.ts';

const BOOKING_BLOCKS = ['NOT_ONE_ON_ONE', 'NOT_PUBLISHED', 'NO_HOSTS', 'FULL', 'SESSIONS_USED', 'HOURS_USED_UP'] as const;
const BookingBlockEnum = builder.enumType('EventBookingBlock', {
  description: 'Why the viewer cannot book a one-on-one event at all.',
  values: BOOKING_BLOCKS,
});

const EventSlotRef = builder.objectRef<EventSlot>('EventSlot').implement({
  description: 'A free time of a one-on-one event and the hosts free then.',
  fields: (t) => ({
    start: t.string({ nullable: false, resolve: (s) => s.start.toISOString() }),
    end: t.string({ nullable: false, resolve: (s) => s.end.toISOString() }),
    hostIds: t.idList({ nullable: false, resolve: (s) => s.hostIds }),
  }),
});
const EventSlotDay = builder.objectRef<{ date: string; slots: EventSlot[] }>('EventSlotDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { nullable: false, description: 'yyyy-mm-dd in the event’s time zone.' }),
    slots: t.field({ type: [EventSlotRef], nullable: false, resolve: (d) => d.slots }),
  }),
});

/** The viewer's bookings at each event of a list, read once for the whole list. */
const bookingLoader = (ctx: Context) =>
  memo(
    ctx,
    'eventViewerBookings',
    () =>
      new DataLoader<string, AttendeeRow[]>(async (ids) => {
        const byEvent = await bookingsOfViewer(ctx, ids);
        return ids.map((id) => byEvent.get(id) ?? []);
      }),
  );

builder.objectFields(IncubatorEvent, (t) => ({
  viewerBookings: t.field({
    type: [EventAttendee],
    nullable: false,
    description: 'The slots the viewer booked at this one-on-one event, in time order.',
    resolve: (e, _a, ctx) => (ctx.viewer && e.eventType === 'ONE_ON_ONE' ? bookingLoader(ctx).load(e.id) : []),
  }),
  viewerBookingBlock: t.field({
    type: BookingBlockEnum,
    description: 'Why the viewer cannot book this one-on-one event now (their sessions used, no hours left, full…); null when they may.',
    resolve: async (e, _a, ctx) => (ctx.viewer && e.eventType === 'ONE_ON_ONE' ? bookingBlock(ctx, await ctx.tx.db(), e, ctx.viewer.user.id) : null),
  }),
}));

builder.queryFields((t) => ({
  eventSlots: t.field({
    type: [EventSlotDay],
    nullable: false,
    description:
      'The free slots of a one-on-one event between two instants (at most 62 days), grouped by day in the event’s zone. Empty when the viewer cannot book it (see viewerBookingBlock).',
    args: { eventId: t.arg.id({ required: true }), from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx);
      requireOneOnOneEvents(ctx);
      const input = parseInput(eventSlotsInput, args);
      const event = await visibleEvent(ctx, input.eventId);
      const db = await ctx.tx.db();
      if (await bookingBlock(ctx, db, event, viewer.user.id)) return [];
      return slotDays(await eventSlots(ctx, db, event, input, { attendeeId: viewer.user.id }), event.timezone);
    },
  }),
}));

builder.mutationFields((t) => ({
  bookEventSlot: t.field({
    type: EventAttendee,
    nullable: false,
    description: 'Books a slot of a one-on-one event for the viewer (or `forUserId`, with EVENT:REGISTER); no host: the first one free.',
    args: {
      eventId: t.arg.id({ required: true }),
      start: t.arg.string({ required: true }),
      hostId: t.arg.id(),
      note: t.arg.string(),
      forUserId: t.arg.id(),
    },
    resolve: (_r, args, ctx) => bookEventSlot(ctx, args),
  }),
  assignEventHosts: t.field({
    type: IncubatorEvent,
    nullable: false,
    description: 'Sets the hosts of an event (coaches, mentors, experts, staff of the organisation), for those who may edit it.',
    args: { eventId: t.arg.id({ required: true }), hostIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => assignEventHosts(ctx, args),
  }),
}));
