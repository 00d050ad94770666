import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../app/apollo/graphql';

const PERSON_NAME = graphql(`
  fragment EventEditorPersonName on User { _id fullName }
`);

/**
 * The names of the chosen people: those the event came with, then whoever the picker's searches
 * brought into the cache (a person is picked from what a search just listed).
 */
export function usePeopleNames(ids: readonly string[], known: ReadonlyArray<{ _id: string; fullName: string }>): Map<string, string> {
  const client = useApolloClient();
  const names = new Map(known.map((person) => [person._id, person.fullName]));
  for (const id of ids) {
    if (names.has(id)) continue;
    const cacheId = client.cache.identify({ __typename: 'User', _id: id });
    const person = cacheId ? client.cache.readFragment({ id: cacheId, fragment: PERSON_NAME }) : null;
    if (person?.fullName) names.set(id, person.fullName);
  }
  return names;
}
