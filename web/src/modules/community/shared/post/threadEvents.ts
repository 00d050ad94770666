import { useEffect, useRef } from 'react';
import type { PostCardData } from './graphql';

/** A change in a thread, as the feed's live subscription hears it. */
export interface ThreadEvent {
  type: string;
  postId: string;
  rootId: string;
  post?: PostCardData | null;
}

type Listener = (event: ThreadEvent) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * Hands a reply's change to the thread showing its post, if one is open: the page listening to
 * the feed's changes publishes, each open thread hears its own post's. Nothing is kept: a thread
 * opened later reads its replies from the server.
 */
export function publishThreadEvent(event: ThreadEvent): void {
  for (const listener of listeners.get(event.rootId) ?? []) listener(event);
}

/** Whether a thread of this post is open to hear its changes. */
export const threadIsOpen = (rootId: string) => (listeners.get(rootId)?.size ?? 0) > 0;

export function useThreadEvents(rootId: string, onEvent: Listener): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const listener: Listener = (event) => handler.current(event);
    const set = listeners.get(rootId) ?? new Set();
    set.add(listener);
    listeners.set(rootId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(rootId);
    };
  }, [rootId]);
}
