import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ErrorLike } from '@apollo/client';
import type { ShellUser } from '../../app/features/types';
import { SHELL_USER, toShellUser } from './shellUser';

export interface ShellUserState {
  /** Null while loading, for a visitor, or when the answer failed. */
  user: ShellUser | null;
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => void;
}

/**
 * The signed-in user's role type, startups, permissions and plan flags. Loaded once per sign-in
 * and then read from the cache by every caller (the guard, the bars, the search, the Create menu);
 * signing out resets the cache, so the next user loads their own.
 */
export function useShellUser({ skip = false }: { skip?: boolean } = {}): ShellUserState {
  const { data, loading, error, refetch } = useQuery(SHELL_USER, { skip, fetchPolicy: 'cache-first' });
  const user = useMemo(() => (data ? toShellUser(data) : null), [data]);
  return { user, loading: !skip && loading, error, refetch: () => void refetch() };
}
