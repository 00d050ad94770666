import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { MentionCandidate } from '../../../../../ui/richText/MentionEditor';
import { MENTION_PEOPLE } from '../graphql';

/** The people offered after '@': those the viewer may see whose name holds what was typed (none when the search fails). */
export function useMentionPeople(): (query: string) => Promise<readonly MentionCandidate[]> {
  const client = useApolloClient();
  return useCallback(
    async (query: string) => {
      const search = query.trim() || null;
      const answer = await client.query({ query: MENTION_PEOPLE, variables: { search }, fetchPolicy: 'cache-first' }).catch(() => null);
      return answer?.data?.users.results ?? [];
    },
    [client],
  );
}
