// Data collection at scale: a tenant of 1,000 startups (ten programmes) reporting 10 metrics
// every month for two years — 24,000 periods and 240,000 values, a tenth of the periods late,
// a tenth missing — read by its admin: the data-collection grid (first page, and a deep page
// reached by walking its own `next` cursors), one startup's charts with its programme's medians,
// and the portfolio's sums and medians, over all startups and per programme.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

export const METRIC_STARTUPS = Number(process.env.BENCH_METRIC_STARTUPS ?? 1_000);
export const METRIC_PERIODS = Number(process.env.BENCH_METRIC_PERIODS ?? 24);
export const METRIC_COUNT = 10;
/** How deep the deep page is, in startups. */
export const METRIC_GRID_DEEP = Math.floor(METRIC_STARTUPS * 0.8);

export interface MetricLists {
  slug: string;
  email: string;
  password: string;
  startupId: string;
  programIds: string[];
  from: string;
}

export async function fillMetricLists(pool: pg.Pool): Promise<MetricLists> {
  const slug = 'bench-metrics';
  const password = 'bench-password-1';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Metrics', plan: 'enterprise' });
  await withTenant(pool, incubator.id, async (db) =>
    createUser(db, incubator.id, {
      email: 'admin@metrics.test',
      firstName: 'Ada',
      lastName: 'Admin',
      roleType: 'admin',
      passwordHash: await hashPassword(password),
      status: 'active',
      validated: true,
    }),
  );
  const filled = await withTenant(pool, incubator.id, async (db) => {
    const t = sql`${incubator.id}`;
    await db.execute(sql`INSERT INTO programs (incubator_id, id, name) SELECT ${t}, gen_random_uuid(), 'Programme ' || g FROM generate_series(1, 10) g`);
    await db.execute(sql`
      INSERT INTO metrics (incubator_id, id, name, unit_type, position)
      SELECT ${t}, gen_random_uuid(), jsonb_build_array(jsonb_build_object('language', 'en', 'value', 'Metric ' || g)),
             (ARRAY['MONETARY','CUSTOMER','USER','EMPLOYEE','PERCENTAGE'])[1 + g % 5], g
      FROM generate_series(1, ${METRIC_COUNT}) g`);
    await db.execute(sql`
      INSERT INTO startups (incubator_id, id, name, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'Startup ' || lpad(g::text, 5, '0'), now(), now()
      FROM generate_series(1, ${METRIC_STARTUPS}) g`);
    await db.execute(sql`
      INSERT INTO startup_programs (incubator_id, startup_id, program_id)
      SELECT ${t}, s.id, p.id
      FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM startups) s
      JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM programs) p ON p.n = 1 + s.n % 10`);
    // Month k (1 = last month) of every startup: due ten days after it ends; every tenth missing, every tenth late.
    await db.execute(sql`
      INSERT INTO metric_periods (incubator_id, id, startup_id, period_from, period_to, due_date, submitted_at)
      SELECT ${t}, gen_random_uuid(), s.id, m.from_day, (m.from_day + interval '1 month' - interval '1 day')::date, (m.from_day + interval '1 month' + interval '9 days')::date,
             CASE WHEN (s.n + k) % 10 = 0 THEN NULL
                  WHEN (s.n + k) % 10 = 1 THEN m.from_day + interval '1 month' + interval '20 days'
                  ELSE m.from_day + interval '1 month' + interval '3 days' END
      FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM startups) s
      CROSS JOIN generate_series(1, ${METRIC_PERIODS}) k
      CROSS JOIN LATERAL (SELECT (date_trunc('month', now()) - k * interval '1 month')::date AS from_day) m`);
    await db.execute(sql`
      INSERT INTO metric_values (incubator_id, id, period_id, startup_id, metric_id, period_from, value, number, entered_at)
      SELECT p.incubator_id, gen_random_uuid(), p.id, p.startup_id, m.id, p.period_from,
             CASE WHEN p.submitted_at IS NULL THEN NULL ELSE (100 + (abs(hashtext(p.id::text || m.id::text)) % 10000))::text END,
             CASE WHEN p.submitted_at IS NULL THEN NULL ELSE 100 + (abs(hashtext(p.id::text || m.id::text)) % 10000) END,
             p.submitted_at
      FROM metric_periods p CROSS JOIN metrics m`);
    const [first] = (await db.execute(sql`SELECT id FROM startups ORDER BY name LIMIT 1`)).rows as Array<{ id: string }>;
    const programs = (await db.execute(sql`SELECT id FROM programs ORDER BY name LIMIT 3`)).rows as Array<{ id: string }>;
    const [range] = (await db.execute(sql`SELECT min(period_from)::text AS from FROM metric_periods`)).rows as Array<{ from: string }>;
    return { startupId: first.id, programIds: programs.map((p) => p.id), from: range.from };
  });
  await pool.query('VACUUM ANALYZE startups, startup_programs, metrics, metric_periods, metric_values');
  return { slug, email: 'admin@metrics.test', password, ...filled };
}

const GRID_ROW = 'startup { _id name logo } metricIds periods { id from to dueDate status submittedAt cells }';

/** The queries measured, by title, given the grid's deep cursor that `metricWalks` found. */
export function metricQueries(lists: MetricLists, deep: { grid: string }) {
  const filter = `filter: { from: "${lists.from}" }`;
  return [
    { title: `metricsGrid (${METRIC_STARTUPS / 1000}k × ${METRIC_PERIODS})`, query: `{ metricsGrid(${filter}, limit: 25) { totalCount next results { ${GRID_ROW} } } }` },
    {
      title: `metricsGrid ${METRIC_GRID_DEEP.toLocaleString('en')} deep`,
      query: `{ metricsGrid(${filter}, limit: 25, cursor: "${deep.grid}") { totalCount next results { ${GRID_ROW} } } }`,
    },
    {
      title: `startupMetrics (${METRIC_PERIODS} × ${METRIC_COUNT})`,
      query: `{ startupMetrics(startupId: "${lists.startupId}", from: "${lists.from}") { metricId metric { name unitOfMeasure { unitType } } points { from to value number median } } }`,
    },
    {
      title: `portfolioMetrics (${(METRIC_STARTUPS * METRIC_PERIODS * METRIC_COUNT) / 1000}k values)`,
      query: `{ portfolioMetrics(from: "${lists.from}") { metricId metric { name } points { from to sum median count growth } } }`,
    },
    {
      title: 'portfolioMetrics 3 programmes',
      query: `{ portfolioMetrics(filter: { programIds: ${JSON.stringify(lists.programIds)} }, from: "${lists.from}") { metricId program { name } points { from sum median count growth } } }`,
    },
  ];
}

/** The walk to the grid's deep page, `step` startups at a time. */
const WALK_STEP = Math.max(1, Math.min(100, Math.floor(METRIC_GRID_DEEP / 8)));
export const metricWalks = (lists: MetricLists) => ({
  grid: {
    query: `query($cursor: String) { metricsGrid(filter: { from: "${lists.from}" }, cursor: $cursor, limit: ${WALK_STEP}) { next } }`,
    field: 'metricsGrid',
    step: WALK_STEP,
    rows: METRIC_GRID_DEEP,
  },
});
