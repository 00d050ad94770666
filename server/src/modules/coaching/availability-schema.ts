import { SLOT_REFUSALS, type SlotRefusal } from '@seedbed/contracts/coaching';
import { bookMeetingSchema, clockTime } from '@seedbed/contracts/coaching-input';
import { isTimeZone, localDate } from '@seedbed/contracts/time';
import { requireViewer } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { builder } from '../../core/schema-builder.ts';
import { parseInput } from '../../core/validation.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { User } from '../users/schema.ts';
import {
  addAvailabilityException,
  availabilityExceptions,
  deleteAvailabilityException,
  updateWeeklyAvailability,
  weeklyAvailability,
  type AvailabilityExceptionRow,
} from './availability.ts';
import { authorizeBooking, bookableHosts, bookMeeting, refusalFor } from './booking.ts';
import { availabilityOwner, readPreferences, updateCoachingPreferences, type CoachingPreferencesView } from './preferences.ts';
import { bookableSlots, hoursRefusal, hostZone, type WeeklyRange } from './slots.ts';
import { CoachingSession } from './types.ts';

const SlotRefusalEnum = builder.enumType('SlotRefusal', { values: SLOT_REFUSALS });
const AvailabilityHoursEnum = builder.enumType('AvailabilityHours', { values: ['business', 'all'] as const });

const CoachingPreferences = builder.objectRef<CoachingPreferencesView>('CoachingPreferences').implement({
  description: "A person's coaching preferences and booking rules.",
  fields: (t) => ({
    userId: t.exposeID('userId', { nullable: false }),
    timeZone: t.exposeString('timeZone', { description: 'The zone chosen for coaching; null follows the profile.' }),
    effectiveTimeZone: t.exposeString('effectiveTimeZone', { nullable: false, description: 'The zone the weekly slots are read in.' }),
    defaultDuration: t.exposeInt('defaultDuration', { nullable: false }),
    bufferMinutes: t.exposeInt('bufferMinutes', { nullable: false }),
    minimumNoticeMinutes: t.exposeInt('minimumNoticeMinutes', { nullable: false }),
    bookingHorizonDays: t.exposeInt('bookingHorizonDays', { nullable: false }),
    hours: t.field({ type: AvailabilityHoursEnum, nullable: false, resolve: (p) => (p.hours === 'all' ? 'all' : 'business') }),
    meetingLink: t.exposeString('meetingLink'),
  }),
});

const WeeklySlot = builder.objectRef<WeeklyRange>('WeeklySlot').implement({
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { nullable: false, description: '1 (Monday) to 7 (Sunday).' }),
    from: t.string({ nullable: false, description: "'HH:mm' in the person's zone.", resolve: (s) => clockTime(s.start) }),
    to: t.string({ nullable: false, resolve: (s) => clockTime(s.end) }),
  }),
});

type Week = { user: UserRow; preferences: CoachingPreferencesView; slots: WeeklyRange[] };
const WeeklyAvailability = builder.objectRef<Week>('WeeklyAvailability').implement({
  fields: (t) => ({
    user: t.field({ type: User, nullable: false, resolve: (w) => w.user }),
    timeZone: t.string({ nullable: false, resolve: (w) => w.preferences.effectiveTimeZone }),
    hours: t.field({ type: AvailabilityHoursEnum, nullable: false, resolve: (w) => (w.preferences.hours === 'all' ? 'all' : 'business') }),
    slots: t.field({ type: [WeeklySlot], nullable: false, resolve: (w) => w.slots }),
  }),
});

const AvailabilityException = builder.objectRef<AvailabilityExceptionRow>('AvailabilityException').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    userId: t.exposeID('userId', { nullable: false }),
    start: t.string({ nullable: false, resolve: (e) => e.startsAt.toISOString() }),
    end: t.string({ nullable: false, resolve: (e) => e.endsAt.toISOString() }),
    available: t.exposeBoolean('available', { nullable: false, description: 'True: extra time; false: time off.' }),
    note: t.exposeString('note'),
  }),
});

type Slot = { start: Date; end: Date };
const BookableSlot = builder.objectRef<Slot>('BookableSlot').implement({
  fields: (t) => ({
    start: t.string({ nullable: false, resolve: (s) => s.start.toISOString() }),
    end: t.string({ nullable: false, resolve: (s) => s.end.toISOString() }),
  }),
});
const BookableDay = builder.objectRef<{ date: string; slots: Slot[] }>('BookableDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { nullable: false, description: 'yyyy-mm-dd in the zone asked for.' }),
    slots: t.field({ type: [BookableSlot], nullable: false, resolve: (d) => d.slots }),
  }),
});
type Offer = { hostTimeZone: string; days: Array<{ date: string; slots: Slot[] }>; unavailable: SlotRefusal | null };
const BookableSlots = builder.objectRef<Offer>('BookableSlots').implement({
  fields: (t) => ({
    hostTimeZone: t.exposeString('hostTimeZone', { nullable: false }),
    days: t.field({ type: [BookableDay], nullable: false, resolve: (o) => o.days }),
    unavailable: t.field({ type: SlotRefusalEnum, description: 'Why nothing can be booked at all (the startup has no hours left).', resolve: (o) => o.unavailable }),
  }),
});
const SlotStatus = builder.objectRef<{ bookable: boolean; reason: SlotRefusal | null }>('SlotStatus').implement({
  fields: (t) => ({
    bookable: t.exposeBoolean('bookable', { nullable: false }),
    reason: t.field({ type: SlotRefusalEnum, resolve: (s) => s.reason }),
  }),
});
const BookableHost = builder.objectRef<{ user: UserRow; preferences: CoachingPreferencesView }>('BookableHost').implement({
  fields: (t) => ({
    user: t.field({ type: User, nullable: false, resolve: (h) => h.user }),
    timeZone: t.string({ nullable: false, resolve: (h) => h.preferences.effectiveTimeZone }),
    defaultDuration: t.int({ nullable: false, resolve: (h) => h.preferences.defaultDuration }),
  }),
});

const PreferencesInput = builder.inputType('CoachingPreferencesInput', {
  fields: (t) => ({
    timeZone: t.string(),
    defaultDuration: t.int(),
    bufferMinutes: t.int(),
    minimumNoticeMinutes: t.int(),
    bookingHorizonDays: t.int(),
    hours: t.string(),
    meetingLink: t.string(),
  }),
});
const WeeklySlotInput = builder.inputType('WeeklySlotInput', { fields: (t) => ({ weekday: t.int(), from: t.string(), to: t.string() }) });
const ExceptionInput = builder.inputType('AvailabilityExceptionInput', {
  fields: (t) => ({ userId: t.id(), start: t.string(), end: t.string(), available: t.boolean(), note: t.string() }),
});
const BookMeetingInput = builder.inputType('BookMeetingInput', {
  fields: (t) => ({ hostId: t.id(), start: t.string(), duration: t.int(), startupId: t.id(), topic: t.string(), forUserId: t.id() }),
});

const DAY = 86_400_000;
const rangeError = () => new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, [{ field: 'to', key: 'coaching.availability.range' }]);
const instantOf = (text: string) => {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw rangeError();
  return date;
};

builder.queryFields((t) => ({
  coachingPreferences: t.field({
    type: CoachingPreferences,
    nullable: false,
    description: "The viewer's coaching preferences, or another person's with AVAILABILITY:EDIT.",
    args: { userId: t.arg.id() },
    resolve: async (_r, args, ctx) => readPreferences(ctx, await ctx.tx.db(), await availabilityOwner(ctx, args.userId)),
  }),
  weeklyAvailability: t.field({
    type: WeeklyAvailability,
    nullable: false,
    args: { userId: t.arg.id() },
    resolve: (_r, args, ctx) => weeklyAvailability(ctx, args.userId),
  }),
  availabilityExceptions: t.field({
    type: [AvailabilityException],
    nullable: false,
    args: { userId: t.arg.id(), from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => availabilityExceptions(ctx, args.userId, instantOf(args.from), instantOf(args.to)),
  }),
  bookableSlots: t.field({
    type: BookableSlots,
    nullable: false,
    description: "A host's free times of `duration` minutes between two instants (at most two months), grouped by day in `timeZone` (default: the viewer's).",
    args: {
      hostId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      duration: t.arg.int({ required: true }),
      startupId: t.arg.id(),
      timeZone: t.arg.string(),
    },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx);
      const { host, startupId } = await authorizeBooking(ctx, { hostId: args.hostId, startupId: args.startupId }, 'read');
      const { duration } = parseInput(bookMeetingSchema.pick({ duration: true }), { duration: args.duration });
      const from = instantOf(args.from);
      const to = instantOf(args.to);
      if (to <= from || to.getTime() - from.getTime() > 62 * DAY) throw rangeError();
      const db = await ctx.tx.db();
      const preferences = await readPreferences(ctx, db, host);
      const zone = isTimeZone(args.timeZone) ? args.timeZone : hostZone(null, viewer.user.timezone, ctx.incubator.timezone);
      const unavailable = await hoursRefusal(ctx, db, startupId, duration);
      const free = unavailable ? [] : await bookableSlots(ctx, db, host.id, from, to, duration);
      const days = new Map<string, Slot[]>();
      for (const slot of free) {
        const date = localDate(slot.start, zone);
        days.set(date, [...(days.get(date) ?? []), slot]);
      }
      return { hostTimeZone: preferences.effectiveTimeZone, unavailable, days: [...days].map(([date, list]) => ({ date, slots: list })) };
    },
  }),
  slotStatus: t.field({
    type: SlotStatus,
    nullable: false,
    description: 'Whether a host can be booked at a time, and if not why.',
    args: { hostId: t.arg.id({ required: true }), start: t.arg.string({ required: true }), duration: t.arg.int({ required: true }), startupId: t.arg.id() },
    resolve: async (_r, args, ctx) => {
      const { host, startupId } = await authorizeBooking(ctx, { hostId: args.hostId, startupId: args.startupId }, 'read');
      const input = parseInput(bookMeetingSchema.pick({ start: true, duration: true }), { start: args.start, duration: args.duration });
      const reason = await refusalFor(ctx, await ctx.tx.db(), host.id, input.start, input.duration, startupId);
      return { bookable: !reason, reason };
    },
  }),
  bookableHosts: t.field({
    type: [BookableHost],
    nullable: false,
    description: 'The coaches, mentors and experts assigned to a startup who keep time to be booked.',
    args: { startupId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const hosts = await bookableHosts(ctx, args.startupId);
      const db = await ctx.tx.db();
      return Promise.all(hosts.map(async (user) => ({ user, preferences: await readPreferences(ctx, db, user) })));
    },
  }),
}));

builder.mutationFields((t) => ({
  updateCoachingPreferences: t.field({
    type: CoachingPreferences,
    nullable: false,
    args: { userId: t.arg.id(), input: t.arg({ type: PreferencesInput, required: true }) },
    resolve: (_r, args, ctx) => updateCoachingPreferences(ctx, args.input, { userId: args.userId }),
  }),
  updateWeeklyAvailability: t.field({
    type: WeeklyAvailability,
    nullable: false,
    args: { userId: t.arg.id(), slots: t.arg({ type: [WeeklySlotInput], required: true }) },
    resolve: (_r, args, ctx) => updateWeeklyAvailability(ctx, { slots: args.slots }, { userId: args.userId }),
  }),
  addAvailabilityException: t.field({
    type: AvailabilityException,
    nullable: false,
    args: { input: t.arg({ type: ExceptionInput, required: true }) },
    resolve: (_r, args, ctx) => addAvailabilityException(ctx, args.input),
  }),
  deleteAvailabilityException: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteAvailabilityException(ctx, {}, args.id),
  }),
  bookMeeting: t.field({
    type: CoachingSession,
    nullable: false,
    description: "Books a one-on-one in a host's free time; SLOT_UNAVAILABLE (with the reason) when the time cannot be booked.",
    args: { input: t.arg({ type: BookMeetingInput, required: true }) },
    resolve: (_r, args, ctx) => bookMeeting(ctx, args.input),
  }),
}));
