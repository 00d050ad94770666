import { expect } from 'vitest';
import { gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { runAs } from '../../core/request-context.ts';
import { recordEvent, type DomainEvent } from '../../core/events.ts';

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

/** Records events as a person (or the system) would, all in one transaction: they share its time. */
export function recordAs(on: Tenant, userId: string | null, events: DomainEvent[]) {
  return runAs(on.server.services, on.incubator, userId, async (ctx) => {
    const db = await ctx.tx.db();
    for (const event of events) await recordEvent(ctx, db, event);
  });
}
