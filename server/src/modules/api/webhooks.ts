import { randomBytes } from 'node:crypto';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { WEBHOOK_TEST_KIND, WEBHOOKS_MAX, webhookChangesSchema, webhookInputSchema } from '@seedbed/contracts/api-access';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { sealSecret, openSecret } from '../../core/secret-box.ts';
import { isId, newId } from '../../core/ids.ts';
import { OutboundError, checkOutboundAddress } from '../../core/outbound.ts';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/schema/index.ts';
import { requireWebhooks } from './access.ts';
import { secretContext, wakeSenderAfterCommit, webhookBody } from './delivery.ts';

const w = schema.webhooks;
const d = schema.webhookDeliveries;

/** `whsec_` and 192 random bits: the key receivers check signatures with. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** An address the sender would refuse (not http(s), a private network) is refused on its field as it is typed. */
function checkReachable(url: string): void {
  try {
    checkOutboundAddress(url);
  } catch (error) {
    const key = error instanceof OutboundError && error.privateAddress ? 'apiAccess.privateUrl' : 'apiAccess.badUrl';
    throw validationError([{ field: 'url', key }]);
  }
}

export async function listWebhooks(ctx: Context): Promise<WebhookRow[]> {
  requireWebhooks(ctx);
  const db = await ctx.tx.db();
  return db
    .select()
    .from(w)
    .where(eq(w.incubatorId, ctx.incubator.id))
    .orderBy(desc(w.createdAt), desc(w.id))
    .limit(WEBHOOKS_MAX * 2);
}

/** One of the organisation's webhooks, for an admin; another tenant's id or a malformed one is simply not found. */
export async function findWebhook(ctx: Context, id: string): Promise<WebhookRow> {
  requireWebhooks(ctx);
  if (!isId(id)) throw notFound();
  const db = await ctx.tx.db();
  const [row] = await db
    .select()
    .from(w)
    .where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export const createWebhook = defineChange({
  input: () => webhookInputSchema,
  authorize: async (ctx, input) => {
    checkReachable(input.url);
    return requireWebhooks(ctx);
  },
  async write(ctx, db, input, viewer) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`webhooks:${ctx.incubator.id}`}))`);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(w).where(eq(w.incubatorId, ctx.incubator.id));
    if (n >= WEBHOOKS_MAX) throw validationError([{ field: 'url', key: 'apiAccess.tooManyWebhooks', params: { max: WEBHOOKS_MAX } }]);
    const secret = newSecret();
    const id = newId();
    const [row] = await db
      .insert(w)
      .values({
        incubatorId: ctx.incubator.id,
        id,
        url: input.url,
        description: input.description,
        secret: sealSecret(ctx.services.config, secret, secretContext(ctx.incubator.id, id)),
        eventKinds: input.eventKinds,
        enabled: input.enabled,
        createdBy: viewer.user.id,
      })
      .returning();
    return {
      result: { webhook: row, secret },
      events: [{ kind: 'webhook.created', subjectKind: 'webhook', subjectId: row.id, data: { url: row.url, eventKinds: row.eventKinds } }],
    };
  },
});

export const updateWebhook = defineChange({
  input: () => webhookChangesSchema,
  authorize: async (ctx, input, id: string) => {
    if (input.url !== undefined) checkReachable(input.url);
    return findWebhook(ctx, id);
  },
  async write(ctx, db, input, hook) {
    const fields = (['url', 'description', 'eventKinds', 'enabled'] as const).filter((key) => input[key] !== undefined);
    // Turned on again by a person: its run of failures starts over.
    const reopened = input.enabled === true && !hook.enabled ? { failureCount: 0, disabledAt: null } : {};
    const [row] = await db
      .update(w)
      .set({ url: input.url, description: input.description, eventKinds: input.eventKinds, enabled: input.enabled, ...reopened })
      .where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.id, hook.id)))
      .returning();
    return { result: row, events: [{ kind: 'webhook.updated', subjectKind: 'webhook', subjectId: row.id, data: { url: row.url, fields } }] };
  },
});

export const deleteWebhook = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => findWebhook(ctx, id),
  async write(ctx, db, _input, hook) {
    await db.delete(w).where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.id, hook.id)));
    return { result: true, events: [{ kind: 'webhook.deleted', subjectKind: 'webhook', subjectId: hook.id, data: { url: hook.url } }] };
  },
});

/** The secret again, for an admin setting up the receiving end. */
export async function webhookSecret(ctx: Context, id: string): Promise<string> {
  const hook = await findWebhook(ctx, id);
  const secret = openSecret(ctx.services.config, hook.secret, secretContext(ctx.incubator.id, hook.id));
  if (secret === null) throw new AppError('SECRET_UNREADABLE', 'apiAccess.errors.secretUnreadable');
  return secret;
}

export interface DeliveryPage {
  results: WebhookDeliveryRow[];
  next: string | null;
}

const CURSOR = [cursorPart.exactTime, cursorPart.id] as const;

/** The delivery log of one webhook, newest first, by keyset on (created_at, id) (webhook_deliveries_log_idx). */
export async function webhookDeliveries(ctx: Context, webhookId: string, cursor: string | null | undefined, limit: number | null | undefined): Promise<DeliveryPage> {
  const hook = await findWebhook(ctx, webhookId);
  const size = Math.min(Math.max(limit ?? 20, 1), 100);
  const after = cursor ? decodeCursor(cursor, CURSOR) : null;
  const db = await ctx.tx.db();
  const rows = await db
    .select({ row: d, at: exactTime(d.createdAt) })
    .from(d)
    .where(
      and(
        eq(d.incubatorId, ctx.incubator.id),
        eq(d.webhookId, hook.id),
        after ? or(lt(d.createdAt, sql`${after[0]}::timestamptz`), and(eq(d.createdAt, sql`${after[0]}::timestamptz`), lt(d.id, after[1]))) : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.row), next: rows.length > size && last ? encodeCursor([last.at, last.row.id]) : null };
}

async function queueCopy(ctx: Context, db: Db, from: Pick<WebhookDeliveryRow, 'webhookId' | 'eventId' | 'eventKind' | 'payload' | 'test'>, replayOf: string | null) {
  const [row] = await db
    .insert(d)
    .values({
      incubatorId: ctx.incubator.id,
      id: newId(),
      webhookId: from.webhookId,
      eventId: from.eventId,
      eventKind: from.eventKind,
      payload: from.payload,
      test: from.test,
      replayOf,
      nextAttemptAt: new Date(),
    })
    .returning();
  wakeSenderAfterCommit(ctx);
  return row;
}

/** replayWebhookDelivery: the same event sent again as a new delivery (the log keeps both). */
export const replayWebhookDelivery = defineChange({
  input: () => z.object({}),
  authorize: async (ctx, _input, id: string) => {
    requireWebhooks(ctx);
    if (!isId(id)) throw notFound();
    const db = await ctx.tx.db();
    const [delivery] = await db
      .select()
      .from(d)
      .where(and(eq(d.incubatorId, ctx.incubator.id), eq(d.id, id)))
      .limit(1);
    if (!delivery) throw notFound();
    return { delivery, hook: await findWebhook(ctx, delivery.webhookId) };
  },
  async write(ctx, db, _input, { delivery, hook }) {
    const row = await queueCopy(ctx, db, delivery, delivery.id);
    return { result: row, events: [{ kind: 'webhook.replayed', subjectKind: 'webhook', subjectId: hook.id, data: { url: hook.url, deliveryId: row.id } }] };
  },
});

/** sendTestWebhook: a `webhook.test` delivery, tried once, whatever events the webhook follows. */
export async function sendTestWebhook(ctx: Context, id: string): Promise<WebhookDeliveryRow> {
  const hook = await findWebhook(ctx, id);
  const eventId = newId();
  const payload = webhookBody(ctx.incubator, {
    id: eventId,
    kind: WEBHOOK_TEST_KIND,
    occurredAt: new Date(),
    data: { webhookId: hook.id, message: ctx.t('apiAccess.testMessage') },
  });
  return queueCopy(ctx, await ctx.tx.db(), { webhookId: hook.id, eventId, eventKind: WEBHOOK_TEST_KIND, payload: payload as unknown as Record<string, unknown>, test: true }, null);
}
