import type { Client } from 'graphql-ws';
import { subscribe, wsClient } from './harness.ts';

export type LiveSubscription<T = any> = ReturnType<typeof subscribe<T>> & {
  client: Client;
  close(): Promise<void>;
};

/**
 * Subscribes over a real websocket and resolves once the server has acknowledged the connection
 * and had time to start the subscription. graphql-ws sends no acknowledgement per subscription,
 * so a short settle follows the connection ack; without it an event published right away could
 * race the subscription's start and the test would prove nothing.
 */
export async function liveSubscription<T = any>(
  server: { url: string },
  options: { tenant: string; token?: string; sessionId?: string },
  query: string,
  variables: Record<string, unknown> = {},
  settleMs = 500,
): Promise<LiveSubscription<T>> {
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client = wsClient(server, options, { connected: () => connected() });
  const subscription = subscribe<T>(client, query, variables);
  await Promise.race([ready, new Promise((_, reject) => setTimeout(() => reject(new Error('websocket did not connect')), 10_000))]);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return {
    ...subscription,
    client,
    async close() {
      subscription.dispose();
      await client.dispose();
    },
  };
}

/**
 * The subscription's event number `index` (0-based), waiting for it if it has not arrived yet.
 * Unlike `next()`, an event that arrived while the test was still reading the mutation's answer counts.
 */
export async function eventAt<T>(subscription: { events: T[] }, index = 0, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (subscription.events.length <= index) {
    if (Date.now() > deadline) throw new Error(`subscription event #${index} did not arrive within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return subscription.events[index];
}

/** Waits `ms` and answers the events that arrived meanwhile (for "nothing arrives" checks). */
export async function eventsWithin<T>(subscription: { events: T[] }, ms: number): Promise<T[]> {
  const before = subscription.events.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return subscription.events.slice(before);
}
