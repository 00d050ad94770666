import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { isSearchableText, type SearchKind } from '@seedbed/contracts/search';
import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const SEARCH_RECORDS = graphql(`
  query SearchRecords($text: String!) {
    searchRecords(text: $text) {
      kind
      id
      title
      subtitle
      url
      image
    }
  }
`);

export type RecordHit = ResultOf<typeof SEARCH_RECORDS>['searchRecords'][number];

/** How long typing must pause before the records are asked for. */
export const RECORDS_DEBOUNCE_MS = 200;

export interface RecordSearch {
  hits: readonly RecordHit[];
  /** The text typed has not been answered yet. */
  searching: boolean;
  failed: boolean;
}

interface Answer {
  text: string;
  hits: readonly RecordHit[];
  failed: boolean;
}

const NOTHING: Answer = { text: '', hits: [], failed: false };

/**
 * The records found for what is typed, asked for once typing pauses; a new text cancels the request
 * still running for the previous one, so an old answer never replaces a newer one. Hits are those of
 * the text last answered, until the next answer arrives.
 */
export function useRecordSearch(query: string, enabled: boolean): RecordSearch {
  const client = useApolloClient();
  const text = query.trim();
  const [debounced] = useDebouncedValue(text, RECORDS_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer>(NOTHING);
  const wanted = enabled && isSearchableText(debounced);

  useEffect(() => {
    if (!wanted) {
      setAnswer(NOTHING);
      return;
    }
    const controller = new AbortController();
    client
      .query({ query: SEARCH_RECORDS, variables: { text: debounced }, fetchPolicy: 'network-only', context: { fetchOptions: { signal: controller.signal } } })
      .then(({ data }) => {
        if (!controller.signal.aborted) setAnswer({ text: debounced, hits: data?.searchRecords ?? [], failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ text: debounced, hits: [], failed: true });
      });
    return () => controller.abort();
  }, [client, debounced, wanted]);

  if (!enabled || !isSearchableText(text)) return { hits: [], searching: false, failed: false };
  return { hits: answer.hits, searching: answer.text !== text, failed: answer.failed && answer.text === text };
}

/** Hits of one kind, in the order of the best of them: the server ranks across kinds. */
export interface RecordGroup {
  kind: SearchKind;
  hits: RecordHit[];
}

export function groupHits(hits: readonly RecordHit[]): RecordGroup[] {
  const groups = new Map<SearchKind, RecordHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups].map(([kind, list]) => ({ kind, hits: list }));
}
