import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { EventListItem } from '../shared/graphql';
import type { Choice } from './EventFilters';
import { EVENT_TAG_CHOICES } from './graphql';

type Tag = { _id: string; name: string };

const merge = (old: readonly Choice[], tags: readonly Tag[]): readonly Choice[] => {
  const known = new Set(old.map((choice) => choice.value));
  const fresh = new Map(tags.filter((tag) => !known.has(tag._id)).map((tag) => [tag._id, tag.name]));
  if (fresh.size === 0) return old;
  return [...old, ...[...fresh].map(([value, label]) => ({ value, label }))].sort((a, b) => a.label.localeCompare(b.label));
};

/**
 * The tags and topics to filter by. Those who make events read the organisation's event tags; everyone
 * can pick among the tags and topics of the events they have been shown, which are kept while the
 * page is open so that narrowing the list never takes a choice away.
 */
export function useEventChoices(rows: readonly EventListItem[], readsTags: boolean) {
  const { data } = useQuery(EVENT_TAG_CHOICES, { skip: !readsTags, fetchPolicy: 'cache-first' });
  const [tags, setTags] = useState<readonly Choice[]>([]);
  const [topics, setTopics] = useState<readonly Choice[]>([]);
  useEffect(() => {
    setTags((old) =>
      merge(
        merge(old, data?.tags ?? []),
        rows.flatMap((row) => row.tags),
      ),
    );
    setTopics((old) =>
      merge(
        old,
        rows.flatMap((row) => row.topics),
      ),
    );
  }, [rows, data]);
  return { tags, topics };
}
