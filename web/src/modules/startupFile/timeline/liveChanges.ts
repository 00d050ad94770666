import { pageCursorOf, type Item, type Timeline } from './timelinePages';

export interface LiveChange {
  updateType: string;
  eventId: string;
  parentId?: string | null;
}

/** What a change asks of the shown timeline: pages to read again (in this order), or an item to take out. */
export interface LivePlan {
  remove?: { id: string; parentId: string | null };
  refresh: Array<{ cursor: string | null; gone: string[] }>;
}

/**
 * How a live change (startupTimelineUpdated) reaches the pages shown:
 * - a new post appears at the top: the first page is read again;
 * - a reply, or a changed reply, is shown in its thread: the page showing the post it answers is read again;
 * - a changed post is read again where it is shown, and the first page too, since pinning moves it there
 *   (unpinned, it leaves the top and shows again where its date puts it when that page is read);
 * - a removed post or reply is taken out at once, nothing is read.
 * A change on something not shown (a thread further down than the pages read) asks for nothing.
 */
export function planLiveChange<T extends Item>(timeline: Timeline<T>, change: LiveChange): LivePlan {
  const parentId = change.parentId ?? null;
  if (change.updateType === 'REMOVED') return { remove: { id: change.eventId, parentId }, refresh: [] };
  if (parentId) {
    const cursor = pageCursorOf(timeline, parentId);
    return { refresh: cursor === undefined ? [] : [{ cursor, gone: [] }] };
  }
  if (change.updateType === 'ADDED') return { refresh: [{ cursor: null, gone: [] }] };
  const cursor = pageCursorOf(timeline, change.eventId);
  const refresh: LivePlan['refresh'] = [{ cursor: null, gone: [change.eventId] }];
  if (cursor) refresh.push({ cursor, gone: [change.eventId] });
  return { refresh };
}
