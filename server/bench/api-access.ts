// A webhook's delivery log at scale: an organisation whose one webhook has 200,000 deliveries
// (BENCH_WEBHOOK_DELIVERIES) over about a year, one in twenty failed, beside a second webhook with
// as many of its own. Read by the admin: the log's first page and a deep one reached by walking the
// log's own `next` cursors (webhook_deliveries_log_idx).
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

export const DELIVERIES = Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 200_000);
/** How deep the deep page is. */
export const LOG_DEEP = Math.min(5_000, Math.floor(DELIVERIES * 0.5));
/** The largest page the log gives: the walk's step. */
const STEP = 100;

export interface WebhookLog {
  slug: string;
  email: string;
  password: string;
  webhookId: string;
}

export interface ApiAccessBenchContext {
  log: WebhookLog;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillWebhookLog(pool: pg.Pool): Promise<WebhookLog> {
  const slug = 'bench-api';
  const password = 'bench-password-1';
  const email = 'admin@api.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench API', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  const webhookId = await withTenant(pool, incubator.id, async (db) => {
    const admin = await createUser(db, incubator.id, { email, firstName: 'Ada', lastName: 'Admin', roleType: 'admin', passwordHash, status: 'active', validated: true });
    const t = sql`${incubator.id}::uuid`;
    const hooks = (
      await db.execute<{ id: string }>(sql`
        INSERT INTO webhooks (incubator_id, id, url, secret, event_kinds, created_by)
        SELECT ${t}, gen_random_uuid(), 'https://hooks.example.org/' || g, 'whsec_bench', ARRAY['startup.created'], ${admin.id}::uuid FROM generate_series(1, 2) g
        RETURNING id`)
    ).rows.map((r) => r.id);
    for (const hook of hooks) {
      await db.execute(sql`
        INSERT INTO webhook_deliveries (incubator_id, id, webhook_id, event_id, event_kind, payload, status, attempts, last_attempt_at, response_status, response_excerpt, duration_ms, created_at)
        SELECT ${t}, gen_random_uuid(), ${hook}::uuid, gen_random_uuid(), 'startup.created',
               jsonb_build_object('kind', 'startup.created', 'data', jsonb_build_object('name', 'Startup ' || g)),
               CASE WHEN g % 20 = 0 THEN 'FAILED' ELSE 'SUCCEEDED' END, CASE WHEN g % 20 = 0 THEN 6 ELSE 1 END,
               now() - g * interval '157 seconds', CASE WHEN g % 20 = 0 THEN 503 ELSE 200 END, 'ok', 100 + g % 300,
               now() - g * interval '157 seconds'
        FROM generate_series(1, ${DELIVERIES}) g`);
    }
    return hooks[0];
  });
  await pool.query('VACUUM ANALYZE webhooks, webhook_deliveries, users');
  return { slug, email, password, webhookId };
}

/** What the log's row reads of each delivery. */
const ROW = '_id eventKind status attempts test replayOf nextAttemptAt lastAttemptAt responseStatus responseExcerpt durationMs payload createdAt';

/** The log's first page and a deep page, as the admin. */
export async function apiAccessBench(context: ApiAccessBenchContext): Promise<BenchLine[]> {
  const { log } = context;
  const as = { tenant: log.slug, token: await context.signIn(log.slug, log.email, log.password) };
  const deep = await context.walk(
    as,
    `query($cursor: String) { webhookDeliveries(webhookId: "${log.webhookId}", cursor: $cursor, limit: ${STEP}) { next } }`,
    'webhookDeliveries',
    STEP,
    LOG_DEEP,
  );
  return [
    await context.measure(`webhookDeliveries (${DELIVERIES / 1000}k)`, `{ webhookDeliveries(webhookId: "${log.webhookId}") { next results { ${ROW} } } }`, as),
    await context.measure(
      `webhookDeliveries ${LOG_DEEP.toLocaleString('en')} deep`,
      `{ webhookDeliveries(webhookId: "${log.webhookId}", cursor: "${deep}") { next results { ${ROW} } } }`,
      as,
    ),
  ];
}
