import pg from 'pg';
import { sql } from 'drizzle-orm';
import { Repeater, type RepeaterBuffer } from 'graphql-yoga';
import { CONNECTION_TIMEOUT_MS, type Db } from './db/pool.ts';
import type { Logger } from './log.ts';

const CHANNEL = 'seedbed_events';
/** Sent by the database itself when a row kept in memory changes (migration 0012). */
const CHANGES = 'seedbed_changes';

/** A table's rows of one tenant changed; null: anything may have changed while nothing was heard. */
export type RowsChanged = { table: string; tenant: string } | null;

/** `ok` while events are heard; `reconnecting` while the listening connection is being restored. */
export type LiveState = 'ok' | 'reconnecting';

export interface PubSub {
  /** Publishes inside the caller's transaction: subscribers hear of it only if it commits. */
  publish(db: Db, topic: string, payload: Record<string, unknown>): Promise<void>;
  subscribe(topic: string): AsyncIterable<Record<string, unknown>>;
  /** Hears the database's change notices, and null whenever the listening connection is lost or restored; answers how to stop. */
  onRowsChanged(listener: (change: RowsChanged) => void): () => void;
  state(): LiveState;
  close(): Promise<void>;
}

export interface ReconnectOptions {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Events a subscriber may fall behind by before its oldest are dropped (a stalled socket must not hold memory). */
const SUBSCRIBER_QUEUE = 100;

/**
 * PostgreSQL LISTEN/NOTIFY carries events between server processes; each process fans them out
 * to its own websocket subscribers. Payloads stay small (ids), subscribers load what they show.
 * The listening connection is restored after any loss, waiting longer after each failed attempt
 * (up to `maxDelayMs`) for as long as it takes. Events sent while it was away are not heard
 * (NOTIFY keeps nothing); subscriptions stay open throughout and hear the next ones.
 */
export async function createPgPubSub(url: string, log: Logger, reconnect: ReconnectOptions = { firstDelayMs: 500, maxDelayMs: 10_000 }): Promise<PubSub> {
  const subscribers = new Map<string, Set<(payload: Record<string, unknown>) => void>>();
  const changeListeners = new Set<(change: RowsChanged) => void>();
  const rowsChanged = (change: RowsChanged) => changeListeners.forEach((listener) => listener(change));
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = reconnect.firstDelayMs;

  function deliver(message: pg.Notification) {
    if (!message.payload) return;
    if (message.channel === CHANGES) {
      const at = message.payload.indexOf(':');
      return rowsChanged({ table: message.payload.slice(0, at), tenant: message.payload.slice(at + 1) });
    }
    let event: { topic: string; payload: Record<string, unknown> };
    try {
      event = JSON.parse(message.payload);
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'unreadable event');
      return;
    }
    for (const push of subscribers.get(event.topic) ?? []) push(event.payload);
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', deliver);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}; LISTEN ${CHANGES}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end().catch(() => undefined));
    client = next;
    delay = reconnect.firstDelayMs;
    rowsChanged(null);
  }

  function lost(which: pg.Client, error?: Error) {
    if (which !== client) return; // an attempt that failed, or a connection already replaced
    client = null;
    which.end().catch(() => undefined);
    rowsChanged(null);
    if (closed) return;
    log.warn({ err: error?.message }, 'live events: the listening connection was lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen().then(
        () => log.info('live events: listening again'),
        (error) => {
          log.debug({ err: (error as Error).message, nextAttemptMs: delay * 2 }, 'live events: reconnection failed');
          delay = Math.min(delay * 2, reconnect.maxDelayMs);
          scheduleReconnect();
        },
      );
    }, delay);
  }

  await listen();

  return {
    async publish(db, topic, payload) {
      await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ topic, payload })})`);
    },
    subscribe(topic) {
      const queue = new NewestEvents<Record<string, unknown>>(SUBSCRIBER_QUEUE);
      return new Repeater<Record<string, unknown>>(async (push, stop) => {
        let warned = false;
        const listener = (payload: Record<string, unknown>) => {
          void push(payload);
          if (queue.dropped && !warned) {
            warned = true;
            log.warn({ topic }, 'a live subscriber fell behind; its oldest events were dropped');
          }
        };
        const listeners = subscribers.get(topic) ?? subscribers.set(topic, new Set()).get(topic)!;
        listeners.add(listener);
        await stop;
        listeners.delete(listener);
        if (!listeners.size) subscribers.delete(topic);
      }, queue);
    },
    onRowsChanged(listener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    state: () => (client ? 'ok' : 'reconnecting'),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** A subscriber's queue: bounded, and when full the oldest event gives way to the newest. */
class NewestEvents<T> implements RepeaterBuffer<T> {
  private readonly queue: T[] = [];
  dropped = 0;

  constructor(private readonly capacity: number) {}

  get empty() {
    return this.queue.length === 0;
  }

  get full() {
    return false;
  }

  add(value: T) {
    if (this.queue.length >= this.capacity) {
      this.queue.shift();
      this.dropped++;
    }
    this.queue.push(value);
  }

  remove(): T {
    if (!this.queue.length) throw new Error('no event queued');
    return this.queue.shift()!;
  }
}
