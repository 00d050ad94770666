// Application funnels at scale: a tenant of 50,000 applications over two funnels of three rounds,
// their statuses spread as a busy season leaves them (a tenth drafts, most under review, some
// decided), scored by two evaluators each, read by its admin: the overview's first page, a deep
// page reached by walking its own `next` cursors, the queue bar of a funnel, and the dashboard.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

export const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 50_000);
/** How deep the deep page is, in applications. */
export const APPLICATIONS_DEEP = Math.min(3_000, Math.floor(APPLICATIONS * 0.8));
const EVALUATORS = 8;

export interface ApplicationLists {
  slug: string;
  email: string;
  password: string;
  funnelIds: string[];
}

export async function fillApplicationLists(pool: pg.Pool): Promise<ApplicationLists> {
  const slug = 'bench-applications';
  const password = 'bench-password-1';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Applications', plan: 'enterprise' });
  await withTenant(pool, incubator.id, async (db) =>
    createUser(db, incubator.id, {
      email: 'admin@applications.test',
      firstName: 'Ada',
      lastName: 'Admin',
      roleType: 'admin',
      passwordHash: await hashPassword(password),
      status: 'active',
      validated: true,
    }),
  );
  const funnelIds = await withTenant(pool, incubator.id, async (db) => {
    const t = sql`${incubator.id}::uuid`;
    await db.execute(sql`
      INSERT INTO users (incubator_id, id, email, first_name, last_name, status, validated, role_id)
      SELECT ${t}, gen_random_uuid(), 'applicant' || g || '@applications.test', 'Applicant', lpad(g::text, 6, '0'), 'active', true,
             (SELECT id FROM roles WHERE incubator_id = ${t} AND type = 'applicant' AND is_default LIMIT 1)
      FROM generate_series(1, ${APPLICATIONS}) g`);
    await db.execute(sql`
      INSERT INTO users (incubator_id, id, email, first_name, last_name, status, validated, role_id)
      SELECT ${t}, gen_random_uuid(), 'evaluator' || g || '@applications.test', 'Evaluator', g::text, 'active', true,
             (SELECT id FROM roles WHERE incubator_id = ${t} AND type = 'evaluator' AND is_default LIMIT 1)
      FROM generate_series(1, ${EVALUATORS}) g`);
    await db.execute(sql`
      INSERT INTO funnels (incubator_id, id, name, slug, status)
      SELECT ${t}, gen_random_uuid(), 'Funnel ' || g, 'funnel-' || g, 'open' FROM generate_series(1, 2) g`);
    await db.execute(sql`
      INSERT INTO funnel_rounds (incubator_id, id, funnel_id, position, name, required_evaluations)
      SELECT ${t}, gen_random_uuid(), f.id, p, 'Round ' || (p + 1), 2 FROM funnels f CROSS JOIN generate_series(0, 2) p`);
    await db.execute(sql`INSERT INTO tags (incubator_id, id, name, category) SELECT ${t}, gen_random_uuid(), 'Tag ' || g, 'Application' FROM generate_series(1, 5) g`);
    // Application g: funnel g % 2, a round and a status by g; older as g grows, a minute apart.
    await db.execute(sql`
      WITH people AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'applicant%'),
           rounds AS (SELECT r.id, r.position, f.n FROM funnel_rounds r JOIN (SELECT id, row_number() OVER (ORDER BY slug) - 1 AS n FROM funnels) f ON f.id = r.funnel_id)
      INSERT INTO applications (incubator_id, id, funnel_id, applicant_id, name, round_id, status, score, evaluations_done, evaluations_needed, submitted_at, decided_at, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), (SELECT funnel_id FROM funnel_rounds WHERE id = r.id), p.id, 'Project ' || lpad(p.n::text, 6, '0'), r.id, s.status,
             CASE WHEN s.status IN ('draft', 'under_review', 'ready_for_meeting', 'ready_for_invitation') THEN NULL ELSE 1 + (p.n % 33) / 8.0 END,
             CASE WHEN s.status IN ('draft', 'ready_for_meeting', 'ready_for_invitation') THEN 0 WHEN s.status = 'under_review' THEN (p.n % 2)::int ELSE 2 END,
             CASE WHEN s.status = 'draft' THEN 0 ELSE 2 END,
             CASE WHEN s.status = 'draft' THEN NULL ELSE now() - p.n * interval '1 minute' + interval '1 hour' END,
             CASE WHEN s.status IN ('accepted', 'rejected', 'delay_rejected') THEN now() - p.n * interval '1 minute' + interval '5 days' END,
             now() - p.n * interval '1 minute', now() - p.n * interval '1 minute'
      FROM people p
      CROSS JOIN LATERAL (SELECT (ARRAY['draft','under_review','under_review','under_review','pending_decision','rejected','rejected','ready_for_meeting','accepted','delay_rejected'])[1 + p.n % 10] AS status) s
      JOIN rounds r ON r.n = p.n % 2 AND r.position = CASE WHEN s.status IN ('draft', 'under_review', 'pending_decision', 'rejected') THEN 0 WHEN s.status = 'ready_for_meeting' THEN 1 ELSE 2 END`);
    // Two evaluators on every sent application's round, submitted as its counter says.
    await db.execute(sql`
      WITH ev AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE email LIKE 'evaluator%'),
           apps AS (SELECT a.*, row_number() OVER (ORDER BY a.created_at) AS n FROM applications a WHERE a.status <> 'draft')
      INSERT INTO application_evaluations (incubator_id, id, application_id, round_id, evaluator_id, status, total, created_at, submitted_at)
      SELECT ${t}, gen_random_uuid(), a.id, a.round_id, ev.id, CASE WHEN k <= a.evaluations_done THEN 'submitted' ELSE 'assigned' END,
             CASE WHEN k <= a.evaluations_done THEN coalesce(a.score, 3) END, a.submitted_at, CASE WHEN k <= a.evaluations_done THEN a.submitted_at + interval '2 days' END
      FROM apps a CROSS JOIN generate_series(1, 2) k JOIN ev ON ev.n = (a.n + k) % ${EVALUATORS}`);
    await db.execute(sql`
      INSERT INTO application_decisions (incubator_id, application_id, round_id, decision, created_at)
      SELECT ${t}, a.id, a.round_id, CASE a.status WHEN 'accepted' THEN 'accept' WHEN 'rejected' THEN 'reject' ELSE 'delay_reject' END, a.decided_at
      FROM applications a WHERE a.status IN ('accepted', 'rejected', 'delay_rejected')`);
    await db.execute(sql`
      INSERT INTO application_tags (incubator_id, application_id, tag_id)
      SELECT ${t}, a.id, (SELECT id FROM tags WHERE category = 'Application' ORDER BY name OFFSET (abs(hashtext(a.id::text)) % 5) LIMIT 1)
      FROM applications a WHERE abs(hashtext(a.id::text)) % 3 = 0`);
    return ((await db.execute(sql`SELECT id FROM funnels ORDER BY slug`)).rows as Array<{ id: string }>).map((r) => r.id);
  });
  await pool.query('VACUUM ANALYZE users, funnels, funnel_rounds, applications, application_evaluations, application_decisions, application_tags');
  return { slug, email: 'admin@applications.test', password, funnelIds };
}

const ROW =
  '_id name status score evaluationsDone evaluationsNeeded createdAt applicant { _id fullName } funnel { _id name } round { _id name } tags { _id name } viewerCan { decide tag assign }';

/** The queries measured, by title, given the overview's deep cursor that `applicationWalks` found. */
export function applicationQueries(lists: ApplicationLists, deep: { overview: string }) {
  const funnel = lists.funnelIds[0];
  return [
    { title: `applications (${APPLICATIONS / 1000}k)`, query: `{ applications(limit: 25) { totalCount next results { ${ROW} } } }` },
    { title: `applications ${APPLICATIONS_DEEP.toLocaleString('en')} deep`, query: `{ applications(limit: 25, cursor: "${deep.overview}") { next results { ${ROW} } } }` },
    {
      title: 'applications 1 funnel, by score',
      query: `{ applications(filter: { funnelIds: ["${funnel}"] }, sort: SCORE_DESC, limit: 25) { totalCount next results { ${ROW} } } }`,
    },
    { title: 'applicationQueue (1 funnel)', query: `{ applicationQueue(funnelId: "${funnel}") { total statuses { status count } groups { group count } } }` },
    {
      title: `applicationsDashboard (${APPLICATIONS / 2000}k)`,
      query: `{ applicationsDashboard(funnelId: "${funnel}") { total rounds { name entered submitted accepted rejected } weeks { week created submitted } scores { from count } evaluators { evaluator { fullName } assigned done } timeToDecision { medianDays p90Days } } }`,
    },
  ];
}

/** The walk to the overview's deep page, a hundred applications at a time. */
export const applicationWalks = () => ({
  overview: { query: 'query($cursor: String) { applications(cursor: $cursor, limit: 100) { next } }', field: 'applications', step: 100, rows: APPLICATIONS_DEEP },
});
