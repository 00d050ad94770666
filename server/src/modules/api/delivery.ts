import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '@seedbed/contracts/api-access';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EventContext, RecordedEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { OutboundError, postLimited } from '../../core/outbound.ts';
import { openSecret } from '../../core/secret-box.ts';
import type { Services } from '../../core/services.ts';
import { everyInterval, sweepTenants } from '../../core/sweep.ts';
import { withTenant } from '../../core/transaction.ts';
import type { IncubatorRow, WebhookDeliveryRow } from '../../db/schema/index.ts';
import type { Background } from '../server-module.ts';
import { webhooksOffered } from './access.ts';

const w = schema.webhooks;
const d = schema.webhookDeliveries;

/** Deliveries one server sends per tenant and round; the rest wait for the next round. */
const BATCH = 20;
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;

/** The body every delivery posts: the event, its organisation, and the event's public data. */
export interface WebhookBody {
  id: string;
  kind: string;
  occurredAt: string;
  organisation: { id: string; slug: string; name: string };
  data: Record<string, unknown>;
}

export const webhookBody = (incubator: IncubatorRow, event: { id: string; kind: string; occurredAt: Date; data: Record<string, unknown> }): WebhookBody => ({
  id: event.id,
  kind: event.kind,
  occurredAt: event.occurredAt.toISOString(),
  organisation: { id: incubator.id, slug: incubator.slug, name: incubator.name },
  data: event.data,
});

/** What a webhook's sealed secret is bound to (core/secret-box.ts): it opens on that webhook only. */
export const secretContext = (incubatorId: string, webhookId: string) => `webhook:${incubatorId}:${webhookId}`;

/** `Seedbed-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "<seconds>.<body>">`, as receivers check it. */
export function signature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Queues one delivery per enabled webhook subscribed to the event's public kind, in the
 * transaction that records the event: a change that rolls back sends nothing. The sender is
 * woken once the change commits.
 */
export async function queueDeliveries(ctx: EventContext, db: Db, event: RecordedEvent, made: { kind: string; data: Record<string, unknown> }): Promise<void> {
  if (!webhooksOffered(ctx)) return;
  const hooks = await db
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.enabled, true), sql`${w.eventKinds} @> ARRAY[${made.kind}]::text[]`));
  if (!hooks.length) return;
  const payload = webhookBody(ctx.incubator, { id: event.id, kind: made.kind, occurredAt: event.createdAt, data: made.data });
  await db.insert(d).values(
    hooks.map((hook) => ({
      incubatorId: ctx.incubator.id,
      id: newId(),
      webhookId: hook.id,
      eventId: event.id,
      eventKind: made.kind,
      payload: payload as unknown as Record<string, unknown>,
      nextAttemptAt: event.createdAt,
    })),
  );
  wakeSenderAfterCommit(ctx);
}

export function wakeSenderAfterCommit(ctx: Pick<EventContext, 'services' | 'afterCommit' | 'incubator'>): void {
  const services = ctx.services;
  if (!services) return;
  const incubator = ctx.incubator;
  ctx.afterCommit?.push(async () => senders.get(services)?.wake(incubator));
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) => (WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1] ?? WEBHOOK_RETRY_DELAYS_SECONDS.at(-1)!) * 1000;

/** Takes due deliveries of enabled webhooks (tests whatever the webhook's state) for one owner, until the lease ends. */
async function claim(services: Services, incubator: IncubatorRow, owner: string, now: Date): Promise<WebhookDeliveryRow[]> {
  return withTenant(services.pool, incubator.id, async (db) => {
    const due = db
      .select({ id: d.id })
      .from(d)
      .innerJoin(w, and(eq(w.incubatorId, d.incubatorId), eq(w.id, d.webhookId)))
      .where(
        and(
          eq(d.incubatorId, incubator.id),
          eq(d.status, 'PENDING'),
          lte(d.nextAttemptAt, now),
          or(isNull(d.leaseUntil), lt(d.leaseUntil, now)),
          or(eq(w.enabled, true), eq(d.test, true)),
        ),
      )
      .orderBy(asc(d.nextAttemptAt))
      .limit(BATCH)
      .for('update', { of: d, skipLocked: true });
    return db
      .update(d)
      .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(d.incubatorId, incubator.id), sql`${d.id} in (${due})`))
      .returning();
  });
}

interface Outcome {
  status: number | null;
  excerpt: string;
  durationMs: number;
}

async function post(url: string, secret: string, delivery: WebhookDeliveryRow, now: Date): Promise<Outcome> {
  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  const headers = {
    'content-type': 'application/json',
    'seedbed-event': delivery.eventKind,
    'seedbed-delivery': delivery.id,
    'seedbed-signature': signature(secret, Math.floor(now.getTime() / 1000), body),
  };
  try {
    const answer = await postLimited(url, { body, headers, timeoutMs: TIMEOUT_MS, maxBytes: 4 * EXCERPT_CHARS });
    return { status: answer.status, excerpt: answer.body.slice(0, EXCERPT_CHARS), durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const reason = error instanceof OutboundError ? (error.privateAddress ? 'PRIVATE_ADDRESS' : error.code) : 'UNREACHABLE';
    return { status: null, excerpt: reason, durationMs: Math.round(performance.now() - started) };
  }
}

/**
 * Records an attempt: SUCCEEDED on a 2xx; otherwise PENDING again after the back-off (1 min, 5 min,
 * 30 min, 2 h, 12 h), FAILED after the last attempt (a test delivery is tried once). A webhook
 * failing WEBHOOK_DISABLE_AFTER_FAILURES attempts in a row is disabled; a success resets the count.
 */
async function record(services: Services, incubator: IncubatorRow, owner: string, delivery: WebhookDeliveryRow, outcome: Outcome, now: Date): Promise<void> {
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const attempts = delivery.attempts + 1;
  const final = ok || delivery.test || attempts >= WEBHOOK_MAX_ATTEMPTS;
  await withTenant(services.pool, incubator.id, async (db) => {
    const [kept] = await db
      .update(d)
      .set({
        attempts,
        status: ok ? 'SUCCEEDED' : final ? 'FAILED' : 'PENDING',
        nextAttemptAt: final ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        lastAttemptAt: now,
        responseStatus: outcome.status,
        responseExcerpt: outcome.excerpt,
        durationMs: outcome.durationMs,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(and(eq(d.incubatorId, incubator.id), eq(d.id, delivery.id), eq(d.leaseOwner, owner)))
      .returning({ id: d.id });
    if (!kept || delivery.test) return;
    await db
      .update(w)
      .set(
        ok
          ? { failureCount: 0 }
          : {
              failureCount: sql`${w.failureCount} + 1`,
              enabled: sql`${w.failureCount} + 1 < ${WEBHOOK_DISABLE_AFTER_FAILURES} AND ${w.enabled}`,
              disabledAt: sql`CASE WHEN ${w.failureCount} + 1 >= ${WEBHOOK_DISABLE_AFTER_FAILURES} AND ${w.enabled} THEN ${now.toISOString()}::timestamptz ELSE ${w.disabledAt} END`,
            },
      )
      .where(and(eq(w.incubatorId, incubator.id), eq(w.id, delivery.webhookId)));
  });
}

/**
 * Sends one tenant's due deliveries as of `now` (the tests pass a fixed clock) and returns how many
 * were attempted. Each is leased first, so two servers never send one delivery at once.
 */
export async function sendDueDeliveries(services: Services, incubator: IncubatorRow, now = new Date(), owner = randomUUID()): Promise<number> {
  const claimed = await claim(services, incubator, owner, now);
  if (!claimed.length) return 0;
  const hooks = await withTenant(services.pool, incubator.id, (db) =>
    db
      .select({ id: w.id, url: w.url, secret: w.secret })
      .from(w)
      .where(and(eq(w.incubatorId, incubator.id), inArray(w.id, [...new Set(claimed.map((c) => c.webhookId))]))),
  );
  for (const delivery of claimed) {
    const hook = hooks.find((h) => h.id === delivery.webhookId);
    if (!hook) continue;
    const secret = openSecret(services.config, hook.secret, secretContext(incubator.id, hook.id));
    // A secret sealed under another SECRETS_KEY cannot sign: the attempt fails and says why.
    const outcome = secret === null ? { status: null, excerpt: 'SECRET_UNREADABLE', durationMs: 0 } : await post(hook.url, secret, delivery, now);
    await record(services, incubator, owner, delivery, outcome, now);
  }
  return claimed.length;
}

interface Sender extends Background {
  wake(incubator: IncubatorRow): void;
}

const senders = new WeakMap<Services, Sender>();

/**
 * Each server sends what is due every WEBHOOK_SEND_INTERVAL_MS (retries, deliveries another server
 * left), and at once when a change of its own queued some. 0 turns both off.
 */
export function startWebhookSender(services: Services): Background {
  const intervalMs = services.config.webhookSendIntervalMs;
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const sweep = everyInterval(services, 'webhook deliveries', intervalMs, (now, signal) =>
    sweepTenants(services, 'webhook deliveries', (incubator) => sendDueDeliveries(services, incubator, now), { signal }),
  );
  const sender: Sender = {
    wake(incubator) {
      if (stopped || intervalMs <= 0) return;
      const work = sendDueDeliveries(services, incubator)
        .catch((error) => services.log.error({ err: (error as Error).message, incubatorId: incubator.id }, 'webhook deliveries failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async stop() {
      stopped = true;
      await sweep.stop();
      await Promise.all(running);
    },
  };
  senders.set(services, sender);
  return sender;
}
