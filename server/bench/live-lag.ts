// Live-event lag under load: N people, each on a websocket of their own, hold the subscription
// every open page holds (accessChanged: one topic per tenant, checked per subscriber against the
// role they hold) while autocannon puts a mixed load (reads and a write) on the API. An admin
// renames their role at a steady pace; each arrival is timed from the mutation's answer (its
// commit). The same rounds without load are the baseline. The server runs in a process of its own,
// as `npm start` runs it, so its memory is its own and the load generator does not share its loop.
import fs from 'node:fs/promises';
import autocannon from 'autocannon';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { and, eq } from 'drizzle-orm';
import { schema } from '../src/core/db/pool.ts';
import type { Services } from '../src/core/services.ts';
import { withTenant } from '../src/core/transaction.ts';
import { runAs } from '../src/core/request-context.ts';
import { issueAuthToken } from '../src/modules/auth/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { IncubatorRow } from '../src/db/schema/index.ts';
import { startServerProcess } from './server-process.ts';

export interface LiveLagOptions {
  databaseUrl: string;
  /** Subscriptions held during the measurement, one person and one websocket each. */
  subscriptions: number;
  /** The mixed load's rate, in requests per second over all connections. */
  rate: number;
  connections: number;
  seconds: number;
  /** How often the publisher changes the subscribers' role. */
  roundMs: number;
  /** A signed-in person with lists to read, for the mixed load. */
  readerToken: string;
}

export interface LagFigures {
  events: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
}
export interface LiveLagResult {
  unloaded: LagFigures;
  loaded: LagFigures;
  load: { rps: number; p99: number; non2xx: number };
  /** Half-way through the load and at its end tell growth that levels off from growth that does not. */
  rssMb: { before: number; halfway: number; afterLoad: number; peak: number; settled: number };
}

const SUBSCRIPTION = 'subscription { accessChanged }';
const RENAME = 'mutation Rename($roleId: ID!, $label: String!) { updateRole(roleId: $roleId, label: $label) { _id } }';

export async function measureLiveLag(services: Services, incubator: IncubatorRow, options: LiveLagOptions): Promise<LiveLagResult> {
  const people = await withTenant(services.pool, incubator.id, async (tx) => {
    const publisher = await createUser(tx, incubator.id, {
      email: 'publisher@bench.test',
      firstName: 'Live',
      lastName: 'Publisher',
      roleType: 'admin',
      status: 'active',
      validated: true,
    });
    const subscribers = [];
    for (let i = 0; i < options.subscriptions; i++) {
      subscribers.push(
        await createUser(tx, incubator.id, { email: `live${i}@bench.test`, firstName: `Live ${i}`, lastName: 'Subscriber', roleType: 'staff', status: 'active', validated: true }),
      );
    }
    const [role] = await tx
      .select({ id: schema.roles.id })
      .from(schema.roles)
      .where(and(eq(schema.roles.incubatorId, incubator.id), eq(schema.roles.type, 'staff')));
    return { publisher, subscribers, roleId: role.id };
  });
  // Tokens issued directly: signing 200 people in would only measure the password hash.
  const tokenOf = (user: (typeof people.subscribers)[number]) => runAs(services, incubator, null, async (ctx) => (await issueAuthToken(ctx, await ctx.tx.db(), user)).token);
  const publisherToken = await tokenOf(people.publisher);
  const tokens = await Promise.all(people.subscribers.map(tokenOf));

  const server = await startServerProcess({ databaseUrl: options.databaseUrl });
  // Events arrive in order and every subscriber hears every round: its k-th arrival is round k's.
  const arrivals: number[][] = people.subscribers.map(() => []);
  const clients: Client[] = [];
  try {
    await Promise.all(
      people.subscribers.map(async (_user, i) => {
        let connected!: () => void;
        const ready = new Promise<void>((resolve) => (connected = resolve));
        const client = createClient({
          url: `${server.url.replace(/^http/, 'ws')}/subscriptions`,
          webSocketImpl: WebSocket,
          retryAttempts: 0,
          on: { connected: () => connected() },
          connectionParams: { incubator: incubator.slug, authorization: `Bearer ${tokens[i]}` },
        });
        clients.push(client);
        client.subscribe<{ accessChanged: boolean }>(
          { query: SUBSCRIPTION },
          {
            next: (value) => {
              if (value.data?.accessChanged) arrivals[i].push(performance.now());
            },
            error: (error) => console.error('subscription failed', error),
            complete: () => undefined,
          },
        );
        await ready;
      }),
    );
    // graphql-ws acknowledges the connection, not each subscription: give them time to start.
    await sleep(1000);

    const answered: number[] = [];
    let round = 0;
    // At a steady pace whatever the answers take, as changes come from many people at once; the
    // answers are kept in the order they come (the order of the commits, and so of the events).
    async function publishRounds(until: () => boolean) {
      const inFlight = new Set<Promise<void>>();
      while (!until()) {
        const rename = (async () => {
          const response = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-incubator': incubator.slug, authorization: `Bearer ${publisherToken}` },
            body: JSON.stringify({ query: RENAME, variables: { roleId: people.roleId, label: `Staff ${++round}` } }),
          });
          const body = (await response.json()) as { data?: unknown; errors?: unknown };
          if (!body.data) throw new Error(`the publisher's updateRole failed: ${JSON.stringify(body.errors)}`);
          answered.push(performance.now());
        })();
        inFlight.add(rename);
        void rename.finally(() => inFlight.delete(rename)).catch(() => undefined);
        await sleep(options.roundMs);
      }
      await Promise.all(inFlight);
    }
    /** Lags of the rounds `from` to `to` (exclusive), once their events had time to arrive. */
    async function figures(from: number, to: number, waitMs: number): Promise<LagFigures> {
      const deadline = performance.now() + waitMs;
      const expected = (to - from) * options.subscriptions;
      const count = () => arrivals.reduce((sum, list) => sum + Math.max(0, Math.min(list.length, to) - from), 0);
      while (count() < expected && performance.now() < deadline) await sleep(100);
      const lags = arrivals.flatMap((list) => list.slice(from, to).map((at, k) => Math.max(0, at - answered[from + k]))).sort((a, b) => a - b);
      const at = (q: number) => Math.round(lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? NaN);
      return { events: lags.length, missing: expected - lags.length, p50: at(0.5), p99: at(0.99), max: Math.round(lags[lags.length - 1] ?? NaN) };
    }

    const unloadedRounds = 5;
    await publishRounds(() => round >= unloadedRounds);
    const unloaded = await figures(0, unloadedRounds, 30_000);

    const before = await rssMb(server.pid);
    let peak = before;
    const sampling = setInterval(
      () =>
        void rssMb(server.pid).then(
          (mb) => (peak = Math.max(peak, mb)),
          () => undefined,
        ),
      500,
    );
    let halfway = before;
    const halfwayTimer = setTimeout(() => void rssMb(server.pid).then((mb) => (halfway = mb)), (options.seconds * 1000) / 2);
    let loading = true;
    const publishing = publishRounds(() => !loading);
    const load = await autocannon({
      url: `${server.url}/graphql`,
      method: 'POST',
      connections: options.connections,
      overallRate: options.rate,
      duration: options.seconds,
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-incubator': incubator.slug, authorization: `Bearer ${options.readerToken}` },
      requests: MIXED_LOAD.map((query) => ({ body: JSON.stringify({ query }) })),
    });
    loading = false;
    await publishing;
    clearInterval(sampling);
    clearTimeout(halfwayTimer);
    const afterLoad = await rssMb(server.pid);
    const loaded = await figures(unloadedRounds, round, 60_000);
    await sleep(SETTLE_MS);
    const settled = await rssMb(server.pid);
    return {
      unloaded,
      loaded,
      load: { rps: load.requests.average, p99: load.latency.p99, non2xx: load.non2xx },
      rssMb: { before, halfway, afterLoad, peak: Math.max(peak, afterLoad), settled },
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await server.stop();
  }
}

/** What a signed-in page asks for, and one write: the mixed load. */
const MIXED_LOAD = [
  '{ currentUser { _id fullName email role { type label } startups { _id name } } }',
  '{ myTasksPaginated(queryOptions: { completionStatus: "PENDING" }, limit: 15) { totalCount next results { _id name dueDate assignees { user { _id fullName } done } } } }',
  '{ paginatedNotifications(page: 1, pageSize: 16) { meta { totalPages } unreadCount notifications { _id isRead message notification { url sender { fullName } } } } }',
  '{ unseenNotifications { count lastSeenTimestamp } }',
  'mutation { updateLastSeenNotifications { count } }',
];

/** Idle time before memory is read again: V8 gives unused heap back only after a quiet spell. */
export const SETTLE_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}
