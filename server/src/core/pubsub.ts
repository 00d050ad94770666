import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createPubSub } from 'graphql-yoga';
import type { Db } from './db/pool.ts';
import type { Logger } from './log.ts';

const CHANNEL = 'seedbed_events';

export interface PubSub {
  /** Publishes inside the caller's transaction: subscribers hear of it only if it commits. */
  publish(db: Db, topic: string, payload: Record<string, unknown>): Promise<void>;
  subscribe(topic: string): AsyncIterable<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * PostgreSQL LISTEN/NOTIFY carries events between server processes; each process fans them out
 * to its own websocket subscribers. Payloads stay small (ids), subscribers load what they show.
 */
export async function createPgPubSub(url: string, log: Logger): Promise<PubSub> {
  const local = createPubSub<Record<string, [Record<string, unknown>]>>();
  let client: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => {
      log.warn({ err: error.message }, 'event listener connection lost; reconnecting');
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => listen().catch((e) => log.error({ err: e.message }, 'event listener')), 1000);
    });
    next.on('notification', (message) => {
      if (!message.payload) return;
      try {
        const { topic, payload } = JSON.parse(message.payload) as { topic: string; payload: Record<string, unknown> };
        local.publish(topic, payload);
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'unreadable event');
      }
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }
  await listen();

  return {
    async publish(db, topic, payload) {
      await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ topic, payload })})`);
    },
    subscribe(topic) {
      return local.subscribe(topic);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
