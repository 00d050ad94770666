import { inject } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/core/log.ts';
import { startServer, type RunningServer } from '../src/app/server.ts';
import { startMailbox } from './mailbox.ts';

export type TestServer = RunningServer & { mailbox: Awaited<ReturnType<typeof startMailbox>> };

/**
 * A real API server for one test file, on a free port, mailing to a real SMTP server. The daily
 * digest timer is off: tests that need it run it with a fixed clock. `databaseUrl` points it at a
 * PostgreSQL of the test's own instead of the run's shared one.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { databaseUrl?: string } = {}): Promise<TestServer> {
  const mailbox = await startMailbox();
  const saved = { ...process.env };
  // Vitest sets BASE_URL to Vite's base path ("/"): the server's base is http://localhost:<port> unless a test names one.
  Object.assign(process.env, {
    PORT: '0',
    HOST: '127.0.0.1',
    SMTP_URL: mailbox.url,
    SEED_DEMO: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NOTIFICATION_DIGEST_INTERVAL_MS: '0',
    METRICS_SCHEDULE_INTERVAL_MS: '0',
    DECISION_MAIL_INTERVAL_MS: '0',
    // Background sweeps stay off unless a test asks for them: a tick landing inside a measured
    // request would count its statements as the request's.
    PLANNED_ACTIONS_INTERVAL_MS: '0',
    WEBHOOK_SEND_INTERVAL_MS: '0',
    EMAIL_SEND_INTERVAL_MS: '0',
    EXPORT_SWEEP_INTERVAL_MS: '0',
    OUTBOUND_ALLOW_PRIVATE: '1',
    BASE_URL: '',
    ...env,
  });
  const config = loadConfig();
  process.env = saved;
  const server = await startServer(config, createLogger(config.logLevel), options.databaseUrl ?? inject('databaseUrl'));
  return {
    ...server,
    mailbox,
    async stop() {
      await server.stop();
      await mailbox.close();
    },
  };
}

export interface CallOptions {
  tenant: string;
  token?: string | null;
  language?: string;
  headers?: Record<string, string>;
}

export interface GqlAnswer<T = any> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, any> }>;
}

/** A GraphQL call over HTTP, as the web client makes it. */
export async function gql<T = any>(server: { url: string }, query: string, variables: Record<string, unknown> = {}, options: CallOptions): Promise<GqlAnswer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      'x-incubator': options.tenant,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GqlAnswer<T>, 'status'>;
  return { status: response.status, ...body };
}

/** A REST call with JSON in and out. */
export async function rest<T = any>(server: { url: string }, method: string, path: string, body: unknown, options: CallOptions): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-incubator': options.tenant,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...options.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A graphql-ws client over a real websocket, with the connection parameters of the web app. */
export function wsClient(server: { url: string }, options: { tenant: string; token?: string; sessionId?: string }, on?: Parameters<typeof createClient>[0]['on']): Client {
  return createClient({
    on,
    url: `${server.url.replace(/^http/, 'ws')}/subscriptions`,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: {
      incubator: options.tenant,
      authorization: options.token ? `Bearer ${options.token}` : undefined,
      sessionId: options.sessionId,
      userAgent: 'seedbed-tests',
    },
  });
}

/** Collects the events of one subscription. */
export function subscribe<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const events: Array<{ data?: T; errors?: any[] }> = [];
  const waiters: Array<() => void> = [];
  let failure: unknown;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        events.push(value as { data?: T; errors?: any[] });
        waiters.splice(0).forEach((w) => w());
      },
      error: (error) => {
        failure = error;
        waiters.splice(0).forEach((w) => w());
      },
      complete: () => undefined,
    },
  );
  let read = 0;
  return {
    events,
    dispose,
    /** The next event not read yet, whether it arrived before this call or arrives later. */
    async next(timeoutMs = 5000) {
      const start = read++;
      const deadline = Date.now() + timeoutMs;
      while (events.length <= start) {
        if (failure) throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
        if (Date.now() > deadline) throw new Error('no subscription event arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events[start];
    },
  };
}

/**
 * A change made outside the server's own transactions, as the tenant command makes it from a
 * process of its own: resolved once the server has heard the database's notice of it, so that the
 * rows it keeps in memory (core/kept-rows.ts) are fresh for the test's next request.
 */
export async function changeAsOwner(server: Pick<TestServer, 'services'>, text: string, params: unknown[] = []): Promise<void> {
  let stop: () => void = () => undefined;
  const heard = new Promise<void>((resolve) => (stop = server.services.pubsub.onRowsChanged(() => resolve())));
  try {
    await server.services.pool.query(text, params);
    await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 2000))]);
  } finally {
    stop();
  }
}
