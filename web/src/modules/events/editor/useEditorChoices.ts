import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { EVENT_STARTUP_TAG_CATEGORIES, EVENT_TAG_CATEGORIES, EVENT_TOPIC_CATEGORIES, EVENT_USER_TAG_CATEGORIES } from '@seedbed/contracts/events-input';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { EVENT_PROGRAM_CHOICES, EVENT_TAG_CHOICES, type EditedEvent } from './graphql';

export interface Choice {
  value: string;
  label: string;
}

interface TagLike {
  _id: string;
  name: string;
  color?: string | null;
}

const CATEGORIES = [...new Set([...EVENT_TAG_CATEGORIES, ...EVENT_TOPIC_CATEGORIES, ...EVENT_USER_TAG_CATEGORIES, ...EVENT_STARTUP_TAG_CATEGORIES])];

/**
 * Every category the pickers draw from, each read on its own: a category the viewer may not read
 * (a permission of the taxonomy) only leaves its tags out of the pickers.
 */
function useTagsByCategory(): ReadonlyMap<string, readonly TagLike[]> {
  const client = useApolloClient();
  const [lists, setLists] = useState<ReadonlyMap<string, readonly TagLike[]>>(new Map());
  useEffect(() => {
    let live = true;
    void Promise.allSettled(CATEGORIES.map((category) => client.query({ query: EVENT_TAG_CHOICES, variables: { category }, fetchPolicy: 'cache-first' }))).then((answers) => {
      if (!live) return;
      const next = new Map<string, readonly TagLike[]>();
      answers.forEach((answer, i) => {
        if (answer.status === 'fulfilled' && answer.value.data) next.set(CATEGORIES[i]!, answer.value.data.tags);
      });
      setLists(next);
    });
    return () => {
      live = false;
    };
  }, [client]);
  return lists;
}

/** The choices of some categories, with the tags the event already holds kept even when their list could not be read. */
function choicesOf(lists: ReadonlyMap<string, readonly TagLike[]>, categories: readonly string[], held: readonly TagLike[] = []): Choice[] {
  const all = new Map<string, string>();
  for (const tag of [...categories.flatMap((c) => lists.get(c) ?? []), ...held]) all.set(tag._id, tag.name);
  return [...all].map(([value, label]) => ({ value, label }));
}

/** What the pickers offer: tags and topics, and the four visibility dimensions' choices. */
export function useEditorChoices(event: EditedEvent, t: TFunction) {
  const lists = useTagsByCategory();
  const programs = useQuery(EVENT_PROGRAM_CHOICES, { errorPolicy: 'all', fetchPolicy: 'cache-first' });

  return useMemo(() => {
    const tagMap = new Map<string, { name: string; color?: string | null }>();
    for (const tag of [...[...lists.values()].flat(), ...event.tags, ...event.topics]) tagMap.set(tag._id, tag);
    const topics = choicesOf(lists, EVENT_TOPIC_CATEGORIES, event.topics);
    return {
      tags: choicesOf(lists, EVENT_TAG_CATEGORIES, event.tags),
      /** Null when there is nothing to offer (no topic the viewer may read): the field is left out. */
      topics: topics.length ? topics : null,
      userTags: choicesOf(lists, EVENT_USER_TAG_CATEGORIES),
      startupTags: choicesOf(lists, EVENT_STARTUP_TAG_CATEGORIES),
      programs: (programs.data?.programs ?? []).map((p) => ({ value: p._id, label: p.name })),
      roles: ROLE_TYPES.filter((type) => type !== 'system').map((type) => ({ value: type, label: t(`common:roles.${type}`) })),
      tagMap,
    };
  }, [lists, programs.data, event.tags, event.topics, t]);
}

export type EditorChoices = ReturnType<typeof useEditorChoices>;
