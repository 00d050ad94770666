import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { STARTUP_TIMELINE_UPDATED, type TimelineEntry } from '../graphql';
import { planLiveChange, type LiveChange } from './liveChanges';
import { appendPage, emptyTimeline, nextCursor, refreshPage, removeItem, timelineItems, type Timeline } from './timelinePages';
import { readTimelinePage } from './timelineQuery';

export const TIMELINE_PAGE_SIZE = 20;

type Status = 'loading' | 'ready' | 'failed';

/**
 * One startup's timeline: the first page, further pages on demand, and live changes
 * (startupTimelineUpdated) merged into the pages shown without a reload. `query` is the timeline's
 * query with every kind's fields; `type` filters by kind.
 */
export function useTimeline(startupId: string, type: string | null, query: DocumentNode) {
  const client = useApolloClient();
  const [timeline, setTimeline] = useState<Timeline<TimelineEntry>>(emptyTimeline);
  const [status, setStatus] = useState<Status>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // The pages of another startup or filter, still arriving, are not this list's.
  const generation = useRef(0);
  const current = useRef(timeline);
  current.current = timeline;
  // Changes are applied one after the other, each on the pages the one before left.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const read = useCallback((cursor: string | null) => readTimelinePage(client, query, { startupId, type, cursor, limit: TIMELINE_PAGE_SIZE }), [client, query, startupId, type]);

  const load = useCallback(() => {
    const mine = ++generation.current;
    setTimeline(emptyTimeline());
    setStatus('loading');
    setMoreFailed(false);
    read(null).then(
      (page) => {
        if (mine !== generation.current) return;
        setTimeline(appendPage(emptyTimeline<TimelineEntry>(), page));
        setStatus('ready');
      },
      () => mine === generation.current && setStatus('failed'),
    );
  }, [read]);

  useEffect(load, [load]);

  const loadMore = useCallback(async () => {
    const cursor = nextCursor(current.current);
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await read(cursor);
      if (mine === generation.current) setTimeline((shown) => appendPage(shown, page));
    } catch {
      if (mine === generation.current) setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [read, loadingMore]);

  /** Brings a change into the pages shown: from the live subscription, and after one's own changes. */
  const apply = useCallback(
    (change: LiveChange) => {
      const mine = generation.current;
      queue.current = queue.current.then(async () => {
        if (mine !== generation.current) return;
        const plan = planLiveChange(current.current, change);
        if (plan.remove) {
          const { id, parentId } = plan.remove;
          setTimeline((shown) => removeItem(shown, id, parentId));
        }
        for (const { cursor, gone } of plan.refresh) {
          const page = await read(cursor).catch(() => null);
          if (!page || mine !== generation.current) return;
          setTimeline((shown) => refreshPage(shown, page, new Set(gone)));
        }
      });
      return queue.current;
    },
    [read],
  );

  useSubscription(STARTUP_TIMELINE_UPDATED, {
    variables: { startupId },
    onData: ({ data }) => {
      const change = data.data?.startupTimelineUpdated;
      if (change) void apply(change);
    },
  });

  const items = useMemo(() => timelineItems(timeline), [timeline]);
  return { items, status, hasMore: Boolean(nextCursor(timeline)), loadingMore, moreFailed, loadMore, reload: load, apply };
}
