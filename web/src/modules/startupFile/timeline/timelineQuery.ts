import { InMemoryCache, type ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { FEATURES } from '../../../features';
import { STARTUP_EVENTS, type TimelineEntry } from '../graphql';
import { declaredKinds, loadKinds, withKindFragments, type LoadedKind } from './kinds';
import type { TimelinePage } from './timelinePages';

let kindsLoading: Promise<ReadonlyMap<string, LoadedKind>> | undefined;

/** Every kind the features declare, downloaded once for all timelines (a failed download is tried again next time). */
export function allKinds(): Promise<ReadonlyMap<string, LoadedKind>> {
  kindsLoading ??= loadKinds(declaredKinds(FEATURES)).catch((error: unknown) => {
    kindsLoading = undefined;
    throw error;
  });
  return kindsLoading;
}

const queries = new WeakMap<ReadonlyMap<string, LoadedKind>, DocumentNode>();

/** startupEvents with every kind's own fields. */
export function timelineQuery(kinds: ReadonlyMap<string, LoadedKind>): DocumentNode {
  let query = queries.get(kinds);
  if (!query) {
    query = withKindFragments(
      STARTUP_EVENTS,
      [...kinds.values()].map((kind) => kind.fragment),
    );
    queries.set(kinds, query);
  }
  return query;
}

export interface PageRequest {
  startupId: string;
  type: string | null;
  cursor: string | null;
  limit: number;
}

const told = new WeakMap<ApolloClient, Set<string>>();

/**
 * Tells the cache which types are timeline items, so that it matches each kind's fragment with
 * its own items only (and does not warn of a missing possibleTypes entry for every other kind).
 */
export function declareKindsToCache(client: ApolloClient, typenames: Iterable<string>): void {
  if (!(client.cache instanceof InMemoryCache)) return;
  const known = told.get(client) ?? new Set<string>();
  const fresh = [...typenames].filter((name) => !known.has(name));
  if (fresh.length === 0) return;
  client.cache.policies.addPossibleTypes({ TimelineItem: fresh });
  for (const name of fresh) known.add(name);
  told.set(client, known);
}

/** One page, always from the server: the list itself keeps what was read. */
export async function readTimelinePage(client: ApolloClient, query: DocumentNode, { startupId, type, cursor, limit }: PageRequest): Promise<TimelinePage<TimelineEntry>> {
  const { data } = await client.query({ query: query as typeof STARTUP_EVENTS, variables: { startupId, type, cursor, limit }, fetchPolicy: 'network-only' });
  if (!data) throw new Error('No timeline page');
  return { cursor, results: data.startupEvents.results as TimelineEntry[], next: data.startupEvents.next ?? null };
}
