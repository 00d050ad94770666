import { and, desc, eq } from 'drizzle-orm';
import { ownerDb, schema } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import { withTenant } from '../core/transaction.ts';
import { API_TOKEN_PREFIX } from '@seedbed/contracts/api-access';
import { hashToken } from '../core/auth/tokens.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { sealSecret } from '../core/secret-box.ts';
import { secretContext, webhookBody } from '../modules/api/delivery.ts';
import { createApiToken } from '../modules/api/tokens.ts';
import { createWebhook, sendTestWebhook } from '../modules/api/webhooks.ts';
import { DEMO_WEBHOOK_PATH, DEMO_WEBHOOK_SECRET } from './demo-webhook-receiver.ts';

/**
 * The secret of the admin's "Reporting spreadsheet" token, known like the demo's passwords: the
 * start prints it with a request to try, so that the API answers a newcomer at once.
 */
export const DEMO_API_TOKEN = `${API_TOKEN_PREFIX}demo-reporting-spreadsheet`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The public API as an organisation uses it: the admin's "Reporting spreadsheet" token reading
 * startups, metrics and applications; an organisation token for Zapier; and a webhook sending new
 * startups and submitted applications to a Zapier catch hook, with a week of deliveries in its log
 * (one receiver outage: retried, failed, then sent again by hand). That webhook is off in the demo: its address is
 * an example, and switching it on would send the demo's events to the outside world. A second one,
 * "Demo CRM", is on and delivers to the server itself (seed/demo-webhook-receiver.ts), signed with a
 * known secret: whatever people do in the demo shows in its log, a test delivery first.
 */
export async function seedDemoApi(services: Services, created: IncubatorRow, users: Map<string, string>) {
  // Read again: the plan's add-ons (publicApi among them) were set after the row was created.
  const [incubator] = await ownerDb(services.pool).select().from(schema.incubators).where(eq(schema.incubators.id, created.id));
  const adminId = users.get('admin@demo.test')!;
  const tenant = incubator.id;
  const now = Date.now();

  const reporting = await runAs(services, incubator, adminId, (ctx) =>
    createApiToken(ctx, { name: 'Reporting spreadsheet', scopes: ['read:startups', 'read:metrics', 'read:applications'] }),
  );
  const zapier = await runAs(services, incubator, adminId, (ctx) => createApiToken(ctx, { name: 'Zapier', scopes: ['read:*', 'write:integrations'], organisation: true }));
  const { webhook } = await runAs(services, incubator, adminId, (ctx) =>
    createWebhook(ctx, {
      url: 'https://hooks.zapier.com/hooks/catch/4821907/3kq7zd/',
      description: 'New startups and applications to the CRM',
      eventKinds: ['startup.created', 'application.submitted'],
      enabled: false,
    }),
  );

  const { webhook: live } = await runAs(services, incubator, adminId, (ctx) =>
    createWebhook(ctx, {
      url: `${services.config.baseUrl}${DEMO_WEBHOOK_PATH}`,
      description: 'Demo CRM (this server): new startups, applications, done tasks, bookings',
      eventKinds: ['startup.created', 'application.submitted', 'task.done', 'coaching.meetingBooked', 'events.registered'],
      enabled: true,
    }),
  );

  await withTenant(services.pool, tenant, async (db) => {
    await db
      .update(schema.webhooks)
      .set({ secret: sealSecret(services.config, DEMO_WEBHOOK_SECRET, secretContext(tenant, live.id)), createdAt: new Date(now - 20 * DAY) })
      .where(and(eq(schema.webhooks.incubatorId, tenant), eq(schema.webhooks.id, live.id)));
    const t = schema.apiTokens;
    await db
      .update(t)
      .set({
        tokenHash: hashToken(DEMO_API_TOKEN),
        prefix: DEMO_API_TOKEN.slice(0, API_TOKEN_PREFIX.length + 6),
        createdAt: new Date(now - 40 * DAY),
        lastUsedAt: new Date(now - 2 * HOUR),
      })
      .where(and(eq(t.incubatorId, tenant), eq(t.id, reporting.apiToken.id)));
    await db
      .update(t)
      .set({ createdAt: new Date(now - 60 * DAY), lastUsedAt: new Date(now - 26 * HOUR) })
      .where(and(eq(t.incubatorId, tenant), eq(t.id, zapier.apiToken.id)));
    await db
      .update(schema.webhooks)
      .set({ createdAt: new Date(now - 60 * DAY) })
      .where(and(eq(schema.webhooks.incubatorId, tenant), eq(schema.webhooks.id, webhook.id)));

    const startups = await db
      .select({ id: schema.startups.id, name: schema.startups.name })
      .from(schema.startups)
      .where(eq(schema.startups.incubatorId, tenant))
      .orderBy(desc(schema.startups.createdAt))
      .limit(4);
    const sent = (
      daysAgo: number,
      startup: { id: string; name: string },
      outcome: { status: string; attempts: number; code: number | null; excerpt: string; ms: number },
      replayOf?: string,
    ) => {
      const at = new Date(now - daysAgo * DAY);
      const eventId = newId();
      return {
        incubatorId: tenant,
        id: newId(),
        webhookId: webhook.id,
        eventId,
        eventKind: 'startup.created',
        payload: webhookBody(incubator, { id: eventId, kind: 'startup.created', occurredAt: at, data: { startupId: startup.id, name: startup.name } }) as unknown as Record<
          string,
          unknown
        >,
        status: outcome.status,
        attempts: outcome.attempts,
        lastAttemptAt: new Date(at.getTime() + (outcome.attempts - 1) * 6 * 60_000),
        responseStatus: outcome.code,
        responseExcerpt: outcome.excerpt,
        durationMs: outcome.ms,
        replayOf: replayOf ?? null,
        createdAt: at,
      };
    };
    const ok = (ms: number) => ({ status: 'SUCCEEDED', attempts: 1, code: 200, excerpt: '{"status":"success","attempt":"accepted"}', ms });
    const [first, second, third, fourth] = startups;
    const rows = [];
    if (first) rows.push(sent(7, first, ok(212)));
    if (second) rows.push(sent(5, second, ok(187)));
    if (third) {
      // The receiver was down: all six attempts failed; sent again by hand the next day, it got through.
      const failed = sent(3, third, { status: 'FAILED', attempts: 6, code: 503, excerpt: 'Service Unavailable', ms: 10_000 });
      rows.push(failed, { ...sent(2, third, ok(241), failed.id), eventId: failed.eventId, payload: failed.payload });
    }
    if (fourth) rows.push(sent(1, fourth, ok(198)));
    if (rows.length) await db.insert(schema.webhookDeliveries).values(rows);
  });
  // Sent once the server runs: the log shows a delivery the receiver accepted.
  await runAs(services, incubator, adminId, (ctx) => sendTestWebhook(ctx, live.id));
}
