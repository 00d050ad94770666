import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<Row> {
  results: Row[];
  next: string | null;
  /** Asked for only by screens that show it: counting a long range costs the server a scan. */
  totalCount?: number;
}

/**
 * A list read page by page with the server's keyset cursor. A new `key` (the filter and sort, by
 * value) starts over; answers for an older key are dropped, so fast typing never shows stale rows.
 */
export function usePagedList<Row extends { _id: string }>(fetchPage: (cursor: string | null) => Promise<Page<Row> | undefined>, key: string) {
  const [rows, setRows] = useState<Row[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [totalCount, setTotalCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  // `key` stands for what the fetcher reads, by value: a new key is a new list.
  const load = useCallback(
    async (cursor: string | null, append: boolean) => {
      const mine = append ? generation.current : ++generation.current;
      setLoading(true);
      try {
        const page = await fetcher.current(cursor);
        if (mine !== generation.current || !page) return;
        setRows((old) => (append ? [...old, ...page.results.filter((r) => !old.some((o) => o._id === r._id))] : page.results));
        setNext(page.next);
        setTotalCount(page.totalCount ?? 0);
        setError(null);
      } catch (e) {
        if (mine === generation.current) setError(e);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [key],
  );

  useEffect(() => {
    void load(null, false);
  }, [load]);

  /** Puts a changed row in place (or removes it), without reloading the list. */
  const patch = useCallback((id: string, change: ((row: Row) => Row) | null) => {
    setRows((old) => (change ? old.map((r) => (r._id === id ? change(r) : r)) : old.filter((r) => r._id !== id)));
    if (!change) setTotalCount((count) => Math.max(0, count - 1));
  }, []);

  return {
    rows,
    totalCount,
    loading,
    error,
    hasMore: next !== null,
    loadMore: () => (next && !loading ? load(next, true) : undefined),
    reload: () => load(null, false),
    patch,
  };
}
