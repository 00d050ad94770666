// A startup's engagement over a long history: four founders with three years of activity each —
// about 30 sign-ins a week, 500 coaching sessions, 5,000 tasks done, 2,000 lessons, 5,000 posts
// and 3,000 notes, 36 metric periods — among 50 other people of the tenant who signed in 2,000
// times each. Read by a staff member: the tab's widest query, twelve months by week.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

const FOUNDERS = 4;
const OTHERS = 50;
const DAYS = 3 * 365;

export interface EngagementHistory {
  slug: string;
  email: string;
  password: string;
  startupId: string;
}

export interface EngagementBenchContext {
  history: EngagementHistory;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillEngagement(pool: pg.Pool): Promise<EngagementHistory> {
  const slug = 'bench-engagement';
  const password = 'bench-password-1';
  const email = 'staff@engagement.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Engagement', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  let startupId = '';
  await withTenant(pool, incubator.id, async (db) => {
    await createUser(db, incubator.id, { email, firstName: 'Sam', lastName: 'Staff', roleType: 'staff', passwordHash, status: 'active', validated: true });
    const person = async (i: number, roleType: 'cofounder' | 'coach') =>
      (
        await createUser(db, incubator.id, {
          email: `p${i}@engagement.test`,
          firstName: 'Person',
          lastName: `${i}`,
          roleType,
          passwordHash: null,
          status: 'active',
          validated: true,
        })
      ).id;
    const founders: string[] = [];
    for (let i = 0; i < FOUNDERS; i++) founders.push(await person(i, 'cofounder'));
    const others: string[] = [];
    for (let i = 0; i < OTHERS; i++) others.push(await person(FOUNDERS + i, i % 2 ? 'coach' : 'cofounder'));
    const t = sql`${incubator.id}::uuid`;
    startupId = (await db.execute<{ id: string }>(sql`INSERT INTO startups (incubator_id, id, name) VALUES (${t}, gen_random_uuid(), 'Long History') RETURNING id`)).rows[0].id;
    const s = sql`${startupId}::uuid`;
    const team = sql`${`{${founders.join(',')}}`}::uuid[]`;
    const crowd = sql`${`{${others.join(',')}}`}::uuid[]`;
    const coach = sql`${others[1]}::uuid`;
    await db.execute(sql`INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type) SELECT ${t}, ${s}, u, 'founder', 'cofounder' FROM unnest(${team}) u`);
    // Sign-ins: the founders about four a day between them, everyone else 2,000 each.
    await db.execute(sql`
      INSERT INTO auth_tokens (incubator_id, id, user_id, token_hash, created_at, expires_at)
      SELECT ${t}, gen_random_uuid(), (${team})[1 + g % ${FOUNDERS}], 'bench-' || g, now() - (g * ${Math.floor((DAYS * 86_400) / (FOUNDERS * 30 * 156))} || ' seconds')::interval, now()
      FROM generate_series(1, ${FOUNDERS * 30 * 156}) g`);
    await db.execute(sql`
      INSERT INTO auth_tokens (incubator_id, id, user_id, token_hash, created_at, expires_at)
      SELECT ${t}, gen_random_uuid(), (${crowd})[1 + g % ${OTHERS}], 'bench-other-' || g, now() - (g * 947 || ' seconds')::interval, now()
      FROM generate_series(1, ${OTHERS * 2000}) g`);
    // Coaching sessions, one in ten cancelled, each with two founders attending.
    await db.execute(sql`
      WITH made AS (
        INSERT INTO coaching_sessions (incubator_id, id, name, startup_id, starts_at, cancelled_at)
        SELECT ${t}, gen_random_uuid(), 'Session ' || g, ${s}, now() - (g * 2 || ' days')::interval, CASE WHEN g % 10 = 0 THEN now() END
        FROM generate_series(1, 500) g RETURNING id, starts_at)
      INSERT INTO coaching_session_people (incubator_id, session_id, user_id, role, starts_at)
      SELECT ${t}, made.id, p.u, p.role, made.starts_at FROM made,
        LATERAL (VALUES ((${team})[1 + (extract(epoch from made.starts_at)::bigint % ${FOUNDERS})], 'attendee'), ((${team})[1 + ((extract(epoch from made.starts_at)::bigint + 1) % ${FOUNDERS})], 'attendee'), (${coach}, 'coach')) p(u, role)`);
    // Tasks done.
    await db.execute(sql`
      WITH made AS (
        INSERT INTO tasks (incubator_id, id, name, due_date, startup_id)
        SELECT ${t}, gen_random_uuid(), 'Task ' || g, now() - (g * 5 || ' hours')::interval, ${s} FROM generate_series(1, 5000) g RETURNING id, due_date)
      INSERT INTO task_assignees (incubator_id, task_id, user_id, done, status, completed_at, due_date)
      SELECT ${t}, id, (${team})[1 + abs(hashtext(id::text)) % ${FOUNDERS}], true, 'done', due_date - interval '1 hour', due_date FROM made`);
    // Lessons of one course.
    await db.execute(sql`
      WITH c AS (INSERT INTO courses (incubator_id, id, title, status) VALUES (${t}, gen_random_uuid(), 'Bench course', 'PUBLISHED') RETURNING id),
           o AS (INSERT INTO course_outline_units (incubator_id, id, course_id, title) SELECT ${t}, gen_random_uuid(), c.id, 'Part' FROM c RETURNING id, course_id),
           k AS (INSERT INTO course_cohorts (incubator_id, id, course_id, name, starts_at) SELECT ${t}, gen_random_uuid(), c.id, 'Open', now() - interval '4 years' FROM c RETURNING id),
           u AS (INSERT INTO course_units (incubator_id, id, course_id, outline_unit_id, type, title, position)
                 SELECT ${t}, gen_random_uuid(), o.course_id, o.id, 'ARTICLE', 'Lesson ' || g, g FROM o, generate_series(1, 500) g RETURNING id, course_id, position)
      INSERT INTO course_progress (incubator_id, unit_id, user_id, course_id, cohort_id, completed_at)
      SELECT ${t}, u.id, f, u.course_id, k.id, now() - ((u.position * 2 + array_position(${team}, f)) || ' days')::interval FROM u, k, unnest(${team}) f`);
    // Posts and notes.
    await db.execute(sql`
      INSERT INTO community_posts (incubator_id, id, kind, author_id, content, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'POST', (${team})[1 + g % ${FOUNDERS}], '<p>Post ' || g || '</p>', now() - (g * 5 || ' hours')::interval, now() FROM generate_series(1, 5000) g`);
    await db.execute(sql`
      INSERT INTO timeline_events (incubator_id, id, startup_id, kind, created_by, message, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), ${s}, 'Event', (${team})[1 + g % ${FOUNDERS}], '<p>Note ' || g || '</p>', now() - (g * 8 || ' hours')::interval, now() FROM generate_series(1, 3000) g`);
    // Monthly metric periods, three in four sent by their due day.
    await db.execute(sql`
      INSERT INTO metric_periods (incubator_id, id, startup_id, period_from, period_to, due_date, submitted_at, submitted_by)
      SELECT ${t}, gen_random_uuid(), ${s}, m::date, (m + interval '1 month - 1 day')::date, (m + interval '1 month 9 days')::date,
             m + interval '1 month' + CASE WHEN g % 4 = 0 THEN interval '20 days' ELSE interval '5 days' END, (${team})[1 + g % ${FOUNDERS}]
      FROM generate_series(1, 36) g, LATERAL (SELECT date_trunc('month', now()) - (g || ' months')::interval AS m) p`);
  });
  await pool.query(
    'VACUUM ANALYZE auth_tokens, coaching_sessions, coaching_session_people, tasks, task_assignees, course_progress, community_posts, timeline_events, metric_periods, startup_members',
  );
  return { slug, email, password, startupId };
}

/** The tab's widest read: twelve months by week, as the staff member. */
export async function engagementBench(context: EngagementBenchContext): Promise<BenchLine[]> {
  const { history } = context;
  const as = { tenant: history.slug, token: await context.signIn(history.slug, history.email, history.password) };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const counts = 'signIns sessionsAttended tasksDone metricsOnTime lessonsCompleted posts';
  return [
    await context.measure(
      'startupEngagement 12 months by week (3 years of history)',
      `{ startupEngagement(startupId: "${history.startupId}", from: "${from}", to: "${to}", interval: WEEK) { team { start ${counts} } totals { ${counts} } founders { person { _id fullName } periods { start ${counts} } totals { ${counts} } } } }`,
      as,
    ),
  ];
}
