import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { USERS, type PersonRow, type UserSort, type UsersFilterInput } from './graphql';

export const PAGE_SIZE = 25;

/**
 * The users list, page by page with the server's keyset cursor. A new filter or sort starts
 * over; answers for an older filter are dropped so that fast typing never shows stale rows.
 */
export function useUsersList(filter: UsersFilterInput, sort: UserSort) {
  const client = useApolloClient();
  const [rows, setRows] = useState<PersonRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [totalCount, setTotalCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const generation = useRef(0);
  const key = JSON.stringify([filter, sort]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for filter and sort by value, so a new but equal object does not reload the list.
  const load = useCallback(
    async (cursor: string | null, append: boolean) => {
      const mine = append ? generation.current : ++generation.current;
      setLoading(true);
      try {
        const { data } = await client.query({ query: USERS, variables: { filter, sort, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' });
        if (mine !== generation.current || !data) return;
        setRows((old) => (append ? [...old, ...data.users.results.filter((r) => !old.some((o) => o._id === r._id))] : data.users.results));
        setNext(data.users.next);
        setTotalCount(data.users.totalCount);
        setError(null);
      } catch (e) {
        if (mine === generation.current) setError(e);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [client, key],
  );

  useEffect(() => {
    void load(null, false);
  }, [load]);

  return {
    rows,
    totalCount,
    loading,
    error,
    hasMore: next !== null,
    loadMore: () => (next && !loading ? load(next, true) : undefined),
    reload: () => load(null, false),
  };
}
