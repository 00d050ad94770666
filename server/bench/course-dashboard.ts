// The course dashboard at scale: one cohort of 2,000 learners (BENCH_COHORT_LEARNERS) in a course of
// 60 lessons (six chapters of ten, one released every two days from a start 100 days ago), four
// learners to a startup, each learner somewhere between nothing and everything done (about 60,000
// completed lessons in all). Read by a course manager: the learners' progress (courseLearners) first
// page, a deep page reached by walking the list's own `next` cursors, the learners behind, and the
// figures per lesson — each a line beside the bare baseline, as the runner prints them.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { withTenant } from '../src/core/transaction.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, CourseBenchContext } from './courses.ts';

export const COHORT_LEARNERS = Number(process.env.BENCH_COHORT_LEARNERS ?? 2_000);
const LESSONS = 60;
/** How deep the deep page is, and the walk's step (the largest page courseLearners gives). */
const LEARNERS_DEEP = Math.floor(COHORT_LEARNERS * 0.75);
const STEP = 200;

interface DashboardCohort {
  courseId: string;
  cohortId: string;
  email: string;
  password: string;
}

/** Fills the courses bench's tenant with the dashboard's course, cohort and learners, written by SQL in a few statements. */
async function fillDashboard(context: CourseBenchContext): Promise<DashboardCohort> {
  const { pool, lists } = context;
  const email = 'manager@courses.test';
  const password = 'bench-password-1';
  const passwordHash = await hashPassword(password);
  const ids = await withTenant(pool, lists.incubatorId, async (db) => {
    const manager = await createUser(db, lists.incubatorId, { email, firstName: 'Max', lastName: 'Manager', roleType: 'staff', passwordHash, status: 'active', validated: true });
    const t = sql`${lists.incubatorId}::uuid`;
    const courseId = (
      await db.execute<{ id: string }>(sql`
        INSERT INTO courses (incubator_id, id, title, status, unit_count, created_by, published_at)
        VALUES (${t}, gen_random_uuid(), 'Dashboard course', 'PUBLISHED', ${LESSONS}, ${manager.id}::uuid, now()) RETURNING id`)
    ).rows[0].id;
    await db.execute(sql`INSERT INTO course_admins (incubator_id, course_id, user_id) VALUES (${t}, ${courseId}::uuid, ${manager.id}::uuid)`);
    await db.execute(sql`
      INSERT INTO course_outline_units (incubator_id, id, course_id, title, position)
      SELECT ${t}, gen_random_uuid(), ${courseId}::uuid, 'Chapter ' || g, g FROM generate_series(1, ${LESSONS / 10}) g`);
    await db.execute(sql`
      INSERT INTO course_units (incubator_id, id, course_id, outline_unit_id, type, title, position, content, release_days)
      SELECT ${t}, gen_random_uuid(), ${courseId}::uuid, o.id, CASE WHEN g % 2 = 0 THEN 'VIDEO' ELSE 'ARTICLE' END,
             'Lesson ' || ((o.position - 1) * 10 + g), g, '<p>Lesson ' || ((o.position - 1) * 10 + g) || '</p>', 2 * ((o.position - 1) * 10 + g - 1)
      FROM course_outline_units o, generate_series(1, 10) g WHERE o.course_id = ${courseId}::uuid`);
    const cohortId = (
      await db.execute<{ id: string }>(sql`
        INSERT INTO course_cohorts (incubator_id, id, course_id, name, starts_at)
        VALUES (${t}, gen_random_uuid(), ${courseId}::uuid, 'Dashboard cohort', now() - interval '100 days') RETURNING id`)
    ).rows[0].id;
    await db.execute(sql`
      INSERT INTO users (incubator_id, id, email, role_id, status, first_name, last_name, validated, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'learner' || g || '@dashboard.test', (SELECT id FROM roles WHERE type = 'cofounder' AND is_default), 'active',
             'Learner', 'Number ' || g, true, now(), now()
      FROM generate_series(1, ${COHORT_LEARNERS}) g`);
    await db.execute(sql`
      INSERT INTO startups (incubator_id, id, name)
      SELECT ${t}, gen_random_uuid(), 'Dashboard startup ' || g FROM generate_series(1, ${Math.ceil(COHORT_LEARNERS / 4)}) g`);
    await db.execute(sql`
      WITH learner AS (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'learner%@dashboard.test'),
           startup AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM startups WHERE name LIKE 'Dashboard startup %')
      INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type)
      SELECT ${t}, s.id, l.id, 'founder', 'cofounder' FROM learner l JOIN startup s ON s.n = 1 + (l.n - 1) / 4`);
    // Learner n has completed (7n mod 61) lessons: every count from none to all, spread over the cohort.
    await db.execute(sql`
      INSERT INTO course_enrolments (incubator_id, id, course_id, cohort_id, user_id, startup_id, completed_units, last_activity_at, completed_at)
      SELECT ${t}, gen_random_uuid(), ${courseId}::uuid, ${cohortId}::uuid, m.user_id, m.startup_id, d.done,
             CASE WHEN d.done > 0 THEN now() - (l.n % 90) * interval '1 day' END, CASE WHEN d.done = ${LESSONS} THEN now() END
      FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'learner%@dashboard.test') l
      JOIN startup_members m ON m.user_id = l.id AND m.kind = 'founder'
      CROSS JOIN LATERAL (SELECT ((l.n * 7) % (${LESSONS} + 1))::int AS done) d`);
    await db.execute(sql`
      INSERT INTO course_progress (incubator_id, unit_id, user_id, course_id, cohort_id, completed_at, updated_at)
      SELECT e.incubator_id, u.id, e.user_id, e.course_id, e.cohort_id, now(), now()
      FROM course_enrolments e
      JOIN (SELECT id, row_number() OVER (ORDER BY release_days) AS n FROM course_units WHERE course_id = ${courseId}::uuid) u ON u.n <= e.completed_units
      WHERE e.cohort_id = ${cohortId}::uuid`);
    await db.execute(sql`
      UPDATE course_cohorts SET learner_count = (SELECT count(*) FROM course_enrolments WHERE cohort_id = ${cohortId}::uuid),
             completed_count = (SELECT count(*) FROM course_enrolments WHERE cohort_id = ${cohortId}::uuid AND completed_at IS NOT NULL)
      WHERE id = ${cohortId}::uuid`);
    return { courseId, cohortId };
  });
  await pool.query('VACUUM ANALYZE courses, course_units, course_outline_units, course_cohorts, course_enrolments, course_progress, users, startups, startup_members');
  return { ...ids, email, password };
}

/** What the dashboard's learners table reads of each learner. */
const LEARNER = '_id completedUnits progress lastActivityAt completedAt remindedAt user { _id fullName avatar } startup { _id name }';

/** The course dashboard's lines: its learners' progress first and deep, those behind, and the figures per lesson. */
export async function courseDashboardBench(context: CourseBenchContext): Promise<BenchLine[]> {
  const dashboard = await fillDashboard(context);
  const as = { tenant: context.lists.slug, token: await context.signIn(context.lists.slug, dashboard.email, dashboard.password) };
  const cohort = `cohortId: "${dashboard.cohortId}"`;
  const deep = await context.walk(as, `query($cursor: String) { courseLearners(${cohort}, cursor: $cursor, limit: ${STEP}) { next } }`, 'courseLearners', STEP, LEARNERS_DEEP);
  const learners = (args: string) => `{ courseLearners(${cohort}${args}) { total next results { ${LEARNER} } } }`;
  const size = `${COHORT_LEARNERS.toLocaleString('en')} × ${LESSONS}`;
  return [
    await context.measure(`courseLearners (${size})`, learners(''), as),
    await context.measure(`courseLearners ${LEARNERS_DEEP.toLocaleString('en')} deep`, learners(`, cursor: "${deep}"`), as),
    await context.measure('courseLearners BEHIND', learners(', filter: { status: BEHIND }'), as),
    await context.measure(
      `courseLessonStats (${LESSONS} lessons)`,
      `{ courseLessonStats(courseId: "${dashboard.courseId}", ${cohort}) { unit { _id title } completed started averageScore passRate submissionsToReview } }`,
      as,
    ),
  ];
}
