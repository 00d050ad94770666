import { expect } from 'vitest';
import { gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { runAs } from '../../core/request-context.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';

export const FEED = `query Feed($filter: ActivityFeedFilter, $cursor: String, $limit: Int) {
  activityFeed(filter: $filter, cursor: $cursor, limit: $limit) { results { _id kind createdAt actor { _id fullName } summary } next } }`;
export const KINDS = '{ activityKinds { kind label } }';

export interface FeedRow {
  _id: string;
  kind: string;
  createdAt: string;
  actor: { _id: string; fullName: string } | null;
  summary: string;
}

export function feedCaller(server: TestServer) {
  return (variables: Record<string, unknown>, token: string | undefined, on: Tenant, language?: string) =>
    gql<{ activityFeed: { results: FeedRow[]; next: string | null } }>(server, FEED, variables, { tenant: on.slug, token, language });
}

/** Every page of the feed, following `next`, failing the test on any error. */
export async function allPages(call: ReturnType<typeof feedCaller>, variables: Record<string, unknown>, token: string, on: Tenant): Promise<FeedRow[][]> {
  const pages: FeedRow[][] = [];
  let cursor: string | null = null;
  do {
    const answer = await call({ ...variables, cursor }, token, on);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    pages.push(answer.data!.activityFeed.results);
    cursor = answer.data!.activityFeed.next;
  } while (cursor && pages.length < 100);
  return pages;
}

/** An event as the feed may find it stored: any kind, any data (history predates today's payloads). */
export interface StoredEvent {
  kind: string;
  subjectKind?: string;
  subjectId?: string;
  data?: Record<string, unknown>;
}

/**
 * Stores events as history, as a person (or the system) acted, all in one transaction: they
 * share its time. No reaction runs: these are past events the feed reads, not changes made now.
 */
export function recordAs(on: Tenant, userId: string | null, events: StoredEvent[]) {
  return runAs(on.server.services, on.incubator, userId, async (ctx) => {
    const db = await ctx.tx.db();
    for (const event of events) {
      await db.insert(schema.domainEvents).values({ incubatorId: ctx.incubator.id, id: newId(), actorId: userId, subjectKind: null, subjectId: null, data: {}, ...event });
    }
  });
}
