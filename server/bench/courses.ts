// Courses at scale: a tenant of 5,000 courses (BENCH_COURSES) created over about two months, several
// an hour so that many share a creation time; a twentieth are drafts and a fiftieth archived; six in
// ten are public, two in ten offered to the reader's programme, one to another programme, one to
// nobody — the reader is enrolled in those (500), four in five of them already worked on. Read by
// that founder: the catalogue (CATALOGUE) and their courses (MINE), first pages and deep ones reached
// by walking the lists' own `next` cursors. The course dashboard's lines (bench/course-dashboard.ts)
// are measured after these.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import { courseDashboardBench } from './course-dashboard.ts';

export const COURSES = Number(process.env.BENCH_COURSES ?? 5_000);
/** The reader is enrolled in one course in ten. */
export const ENROLLED = Math.floor(COURSES / 10);
/** How deep the deep pages are: within the courses the founder sees, and within their enrolments. */
export const CATALOGUE_DEEP = Math.min(2_000, Math.floor(COURSES * 0.4));
export const MINE_DEEP = Math.min(400, Math.floor(ENROLLED * 0.8));
/** The largest page a course list gives: the walks' step. */
const STEP = 50;

export interface CourseLists {
  slug: string;
  incubatorId: string;
  email: string;
  password: string;
}

/** Who a measured query runs as: a tenant's slug and a bearer token. */
export interface BenchPerson {
  tenant: string;
  token: string;
}

/** One measured line, as the bench runner prints it beside the bare baseline. */
export interface BenchLine {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
}

/** What the runner lends a courses bench part: the database, and signing in, walking and measuring on the server under test. */
export interface CourseBenchContext {
  pool: pg.Pool;
  /** The tenant `fillCourseLists` made, which other course figures may fill further. */
  lists: CourseLists;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  /** The cursor `rows` deep in a list taking `$cursor` and answering `next`, `step` rows at a time. */
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillCourseLists(pool: pg.Pool): Promise<CourseLists> {
  const slug = 'bench-courses';
  const password = 'bench-password-1';
  const email = 'founder@courses.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Courses', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  await withTenant(pool, incubator.id, async (db) => {
    const founder = await createUser(db, incubator.id, { email, firstName: 'Lea', lastName: 'Learner', roleType: 'cofounder', passwordHash, status: 'active', validated: true });
    const t = sql`${incubator.id}::uuid`;
    await db.execute(sql`INSERT INTO programs (incubator_id, id, name) SELECT ${t}, gen_random_uuid(), 'Programme ' || g FROM generate_series(1, 2) g`);
    const startup = (await db.execute<{ id: string }>(sql`INSERT INTO startups (incubator_id, id, name) VALUES (${t}, gen_random_uuid(), 'Bench Startup') RETURNING id`)).rows[0]
      .id;
    await db.execute(sql`INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type) VALUES (${t}, ${startup}, ${founder.id}, 'founder', 'cofounder')`);
    await db.execute(sql`INSERT INTO startup_programs (incubator_id, startup_id, program_id) SELECT ${t}, ${startup}, id FROM programs WHERE name = 'Programme 1'`);
    // g % 10 in 0–5: public; 6, 7: the founder's programme; 8: the other programme; 9: nobody's (the founder is enrolled).
    await db.execute(sql`
      WITH p AS (SELECT (SELECT id FROM programs WHERE name = 'Programme 1') AS mine, (SELECT id FROM programs WHERE name = 'Programme 2') AS other)
      INSERT INTO courses (incubator_id, id, title, description, status, is_public, program_ids, is_archived, unit_count, created_by, published_at, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'Course ' || lpad(g::text, 5, '0'), '<p>What course ' || g || ' teaches.</p>',
             CASE WHEN g % 20 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END,
             g % 10 < 6,
             CASE WHEN g % 10 IN (6, 7) THEN ARRAY[p.mine] WHEN g % 10 = 8 THEN ARRAY[p.other] ELSE '{}'::uuid[] END,
             g % 50 = 25, 12, ${founder.id}::uuid, now(),
             date_trunc('hour', now() - g * interval '17 minutes'), now()
      FROM generate_series(1, ${COURSES}) g, p`);
    await db.execute(sql`
      INSERT INTO course_cohorts (incubator_id, id, course_id, name, starts_at)
      SELECT incubator_id, gen_random_uuid(), id, 'Spring cohort', now() - interval '30 days' FROM courses`);
    await db.execute(sql`
      INSERT INTO course_enrolments (incubator_id, id, course_id, cohort_id, user_id, completed_units, last_activity_at)
      SELECT c.incubator_id, gen_random_uuid(), c.id, h.id, ${founder.id}::uuid, n % 12,
             CASE WHEN n % 5 = 0 THEN NULL ELSE now() - n * interval '37 minutes' END
      FROM (SELECT incubator_id, id, row_number() OVER (ORDER BY id) AS n FROM courses WHERE NOT (program_ids <> '{}' OR is_public) AND status = 'PUBLISHED' AND NOT is_archived) c
      JOIN course_cohorts h ON h.incubator_id = c.incubator_id AND h.course_id = c.id`);
    await db.execute(sql`UPDATE course_cohorts h SET learner_count = 1 FROM course_enrolments e WHERE e.incubator_id = h.incubator_id AND e.cohort_id = h.id`);
  });
  await pool.query('VACUUM ANALYZE courses, course_cohorts, course_enrolments, users, programs, startup_members, startup_programs');
  return { slug, incubatorId: incubator.id, email, password };
}

/** What the catalogue's and "my courses"' cards read of each course. */
const CARD = '_id title cover status lessonCount viewerEnrolment { _id progress completedAt lastActivityAt lastUnit { _id title } }';

const walkOf = (scope: 'CATALOGUE' | 'MINE') => `query($cursor: String) { courses(scope: ${scope}, cursor: $cursor, limit: ${STEP}) { next } }`;

/** The catalogue's and "my courses"' first and deep pages, as the founder; then the course dashboard's lines. */
export async function courseBench(context: CourseBenchContext): Promise<BenchLine[]> {
  const { lists } = context;
  const as = { tenant: lists.slug, token: await context.signIn(lists.slug, lists.email, lists.password) };
  const deep = {
    catalogue: await context.walk(as, walkOf('CATALOGUE'), 'courses', STEP, CATALOGUE_DEEP),
    mine: await context.walk(as, walkOf('MINE'), 'courses', STEP, MINE_DEEP),
  };
  const page = (scope: string, cursor?: string) => `{ courses(scope: ${scope}${cursor ? `, cursor: "${cursor}"` : ''}) { next results { ${CARD} } } }`;
  return [
    await context.measure(`courses CATALOGUE (${COURSES / 1000}k)`, page('CATALOGUE'), as),
    await context.measure(`courses CATALOGUE ${CATALOGUE_DEEP.toLocaleString('en')} deep`, page('CATALOGUE', deep.catalogue), as),
    await context.measure(`courses MINE (${ENROLLED})`, page('MINE'), as),
    await context.measure(`courses MINE ${MINE_DEEP} deep`, page('MINE', deep.mine), as),
    ...(await courseDashboardBench(context)),
  ];
}
