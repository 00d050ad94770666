import { livePubSub, type EventContext, type EventReactions, type RecordedEvent } from '../../core/events.ts';
import type { Db } from '../../core/db/pool.ts';

export type TimelineUpdateType = 'ADDED' | 'UPDATED' | 'REMOVED';

export const timelineTopic = (incubatorId: string, startupId: string) => `timeline:${incubatorId}:${startupId}`;

/**
 * What an open timeline hears: which item changed and how. `isPublic` says who may hear it — a
 * private item only those who read private items; `onlyWithoutPrivate` narrows it to those who
 * do not (an item that became private leaves their page, one that became public arrives on it).
 * Each subscriber's filter decides against their own rights at that moment.
 */
export interface TimelineLiveEvent {
  updateType: TimelineUpdateType;
  eventId: string;
  parentId: string | null;
  startupId: string;
  isPublic: boolean;
  onlyWithoutPrivate: boolean;
}

type Placed = RecordedEvent<'timeline.noteCreated' | 'timeline.noteUpdated' | 'timeline.noteDeleted' | 'timeline.itemPosted' | 'timeline.itemRemoved'>;

/** Published in the recording transaction: nobody hears of a change that rolled back. */
async function publish(ctx: EventContext, db: Db, event: Placed, updateType: TimelineUpdateType, audience: { isPublic: boolean; onlyWithoutPrivate?: boolean }) {
  const payload: TimelineLiveEvent = {
    updateType,
    eventId: event.subjectId!,
    parentId: event.data.parentId,
    startupId: event.data.startupId,
    isPublic: audience.isPublic,
    onlyWithoutPrivate: audience.onlyWithoutPrivate ?? false,
  };
  await livePubSub(ctx).publish(db, timelineTopic(ctx.incubator.id, event.data.startupId), { ...payload });
}

/** Every open timeline allowed to see an item hears it arrive, change and go. */
export const timelineLiveReactions: EventReactions = {
  'timeline.noteCreated': (ctx, db, event) => publish(ctx, db, event, 'ADDED', event.data),
  'timeline.noteUpdated': async (ctx, db, event) => {
    const { isPublic, wasPublic } = event.data;
    if (isPublic === wasPublic) return publish(ctx, db, event, 'UPDATED', { isPublic });
    // Private readers saw it before and after; the others see it come or go.
    await publish(ctx, db, event, 'UPDATED', { isPublic: false });
    await publish(ctx, db, event, isPublic ? 'ADDED' : 'REMOVED', { isPublic: true, onlyWithoutPrivate: true });
  },
  'timeline.noteDeleted': (ctx, db, event) => publish(ctx, db, event, 'REMOVED', event.data),
  'timeline.itemPosted': (ctx, db, event) => publish(ctx, db, event, 'ADDED', event.data),
  'timeline.itemRemoved': (ctx, db, event) => publish(ctx, db, event, 'REMOVED', event.data),
};
