import { builder } from '../../core/schema-builder.ts';
import { CALENDAR_KINDS, calendarItems, type CalendarItem } from './calendar.ts';
import { hasCalendarFeed, regenerateCalendarFeed } from './feed.ts';

const CalendarItemKind = builder.enumType('CalendarItemKind', { values: CALENDAR_KINDS });

const CalendarItemRef = builder.objectRef<CalendarItem>('CalendarItem').implement({
  description: 'One entry of a person’s calendar: a coaching session, a task’s due date, or time taken in an outside calendar.',
  fields: (t) => ({
    kind: t.field({ type: CalendarItemKind, nullable: false, resolve: (i) => i.kind }),
    id: t.exposeID('id', { nullable: false }),
    title: t.exposeString('title', { description: 'Null when the reader may not know what it is (shown as busy).' }),
    start: t.string({ nullable: false, resolve: (i) => i.start.toISOString() }),
    end: t.string({ nullable: false, resolve: (i) => i.end.toISOString() }),
    allDay: t.exposeBoolean('allDay', { nullable: false }),
    url: t.exposeString('url', { description: 'The page it opens, within the application.' }),
    startupName: t.exposeString('startupName'),
    cancelled: t.exposeBoolean('cancelled', { nullable: false }),
  }),
});

const CalendarFeed = builder.objectRef<{ enabled: boolean; url: string | null }>('CalendarFeed').implement({
  description: 'The viewer’s private calendar feed. Only its hash is kept: the address is answered once, when it is made.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { nullable: false }),
    url: t.exposeString('url', { description: 'Only in the answer of regenerateCalendarFeed.' }),
  }),
});

builder.queryFields((t) => ({
  calendar: t.field({
    type: [CalendarItemRef],
    nullable: false,
    description: 'A person’s calendar between two instants (at most 62 days): the viewer’s own, or — with AVAILABILITY:EDIT — another person’s.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }), userId: t.arg.id() },
    resolve: (_r, args, ctx) => calendarItems(ctx, args.from, args.to, args.userId ? String(args.userId) : null),
  }),
  calendarFeed: t.field({
    type: CalendarFeed,
    nullable: false,
    resolve: async (_r, _a, ctx) => ({ enabled: await hasCalendarFeed(ctx), url: null }),
  }),
}));

builder.mutationFields((t) => ({
  regenerateCalendarFeed: t.field({
    type: CalendarFeed,
    nullable: false,
    description: 'Makes a new private feed address; the previous one stops working.',
    resolve: (_r, _a, ctx) => regenerateCalendarFeed(ctx, {}),
  }),
}));
