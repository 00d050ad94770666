import { builder } from '../../core/schema-builder.ts';
import { incubatorEvents, type EventPage } from './lists.ts';
import { EventScopeEnum, EventTypeEnum, IncubatorEvent } from './types.ts';
import { visibleEvent } from './visibility.ts';

const EventFilter = builder.inputType('EventFilter', {
  description: 'Narrows an event list. Without from, to or past: the events not yet over.',
  fields: (t) => ({
    from: t.string({ description: 'ISO instant: events ending after it (with `to`, those overlapping the range).' }),
    to: t.string({ description: 'ISO instant: events starting before it.' }),
    past: t.boolean({ description: 'true: the events already over, latest first; false: those not yet over.' }),
    tagIds: t.idList({ description: 'Events holding any of these tags.' }),
    topicIds: t.idList({ description: 'Events holding any of these topics.' }),
    eventTypes: t.field({ type: [EventTypeEnum] }),
    search: t.string({ description: 'Words found in the title.' }),
  }),
});

const EventPageRef = builder.objectRef<EventPage>('IncubatorEventPage').implement({
  fields: (t) => ({
    results: t.field({ type: [IncubatorEvent], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
  }),
});

builder.queryFields((t) => ({
  incubatorEvents: t.field({
    type: EventPageRef,
    nullable: false,
    description: 'An event list (spec 3 §9 scopes), only the events the viewer may see, by start time.',
    args: {
      scope: t.arg({ type: EventScopeEnum, required: true }),
      filter: t.arg({ type: EventFilter }),
      cursor: t.arg.string(),
      limit: t.arg.int({ description: 'At most 100; 24 when left out.' }),
    },
    resolve: (_r, args, ctx) =>
      incubatorEvents(
        ctx,
        args.scope,
        args.filter
          ? {
              ...args.filter,
              tagIds: args.filter.tagIds?.map(String),
              topicIds: args.filter.topicIds?.map(String),
            }
          : null,
        args.cursor,
        args.limit,
      ),
  }),
  incubatorEvent: t.field({
    type: IncubatorEvent,
    nullable: false,
    description: 'One event the viewer may see; NOT_FOUND otherwise.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => visibleEvent(ctx, String(args.id)),
  }),
}));
