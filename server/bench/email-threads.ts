// Email threads at scale: one startup whose timeline holds 20,000 messages to its team
// (BENCH_EMAIL_THREADS), each to three people with its own fate (delivered and opened, delayed,
// bounced), among as many notes. Read by a staff member who sees the tracking: the timeline's first
// page and a deep one reached by walking its own `next` cursors, each thread with its message,
// recipients and summed figures (one query per page for the messages, one for their recipients).
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

export const THREADS = Number(process.env.BENCH_EMAIL_THREADS ?? 20_000);
/** How deep the deep page is, in timeline items. */
export const THREADS_DEEP = Math.min(5_000, THREADS);
/** The timeline's largest page: the walk's step. */
const STEP = 50;

export interface EmailThreadsTimeline {
  slug: string;
  email: string;
  password: string;
  startupId: string;
}

export interface EmailThreadsBenchContext {
  timeline: EmailThreadsTimeline;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillEmailThreads(pool: pg.Pool): Promise<EmailThreadsTimeline> {
  const slug = 'bench-email-threads';
  const password = 'bench-password-1';
  const email = 'staff@threads.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Email Threads', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  const startupId = await withTenant(pool, incubator.id, async (db) => {
    const staff = await createUser(db, incubator.id, { email, firstName: 'Sam', lastName: 'Staff', roleType: 'staff', passwordHash, status: 'active', validated: true });
    const t = sql`${incubator.id}::uuid`;
    const startup = (await db.execute<{ id: string }>(sql`INSERT INTO startups (incubator_id, id, name) VALUES (${t}, gen_random_uuid(), 'Bench Startup') RETURNING id`)).rows[0]
      .id;
    await db.execute(sql`
      INSERT INTO email_messages (incubator_id, id, startup_id, timeline_event_id, subject, html, text, created_by, created_at)
      SELECT ${t}, gen_random_uuid(), ${startup}::uuid, gen_random_uuid(), 'Update ' || g, '<p>News number ' || g || ' for the team.</p>', 'News number ' || g,
             ${staff.id}::uuid, now() - g * interval '7 minutes'
      FROM generate_series(1, ${THREADS}) g`);
    await db.execute(sql`
      INSERT INTO email_recipients (incubator_id, id, message_id, email, token, status, attempts, opened_count, last_opened_at, bounce_reason)
      SELECT m.incubator_id, gen_random_uuid(), m.id, 'person' || r || '-' || left(m.id::text, 8) || '@threads.test', md5(random()::text || m.id::text || r),
             CASE r WHEN 1 THEN 'DELIVERED' WHEN 2 THEN 'DEFERRED' ELSE 'BOUNCED' END, 1,
             CASE r WHEN 1 THEN 2 ELSE 0 END, CASE r WHEN 1 THEN m.created_at + interval '1 hour' END, CASE r WHEN 3 THEN '550 5.1.1 unknown' END
      FROM email_messages m, generate_series(1, 3) r WHERE m.incubator_id = ${t}`);
    await db.execute(sql`
      INSERT INTO timeline_events (incubator_id, id, startup_id, kind, subject_id, created_by, created_at, updated_at)
      SELECT incubator_id, timeline_event_id, startup_id, 'EmailThreadPost', id, created_by, created_at, created_at FROM email_messages WHERE incubator_id = ${t}`);
    await db.execute(sql`
      INSERT INTO timeline_events (incubator_id, id, startup_id, kind, message, created_by, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), ${startup}::uuid, 'Event', '<p>Note ' || g || '</p>', ${staff.id}::uuid, now() - g * interval '7 minutes' - interval '3 minutes', now()
      FROM generate_series(1, ${THREADS}) g`);
    return startup;
  });
  await pool.query('VACUUM ANALYZE email_messages, email_recipients, timeline_events, users, startups');
  return { slug, email, password, startupId };
}

const ITEM = `__typename _id createdAt createdBy { _id fullName }
  ... on EmailThreadPost { emailMessage { _id subject cc bcc recipients { email user { _id } status numberOfTimesOpened reason } numberOfTimesOpened lastOpenedAt isDelivered isDeferred isBounced isDropped isMarkedAsSpam } }`;

/** The timeline's first page and a deep one, as a staff member who sees the tracking. */
export async function emailThreadsBench(context: EmailThreadsBenchContext): Promise<BenchLine[]> {
  const { timeline } = context;
  const as = { tenant: timeline.slug, token: await context.signIn(timeline.slug, timeline.email, timeline.password) };
  const events = (cursor: string) => `startupEvents(startupId: "${timeline.startupId}"${cursor}, limit: ${STEP})`;
  const deep = await context.walk(as, `query($cursor: String) { ${events(', cursor: $cursor')} { next } }`, 'startupEvents', STEP, THREADS_DEEP);
  return [
    await context.measure(`startupEvents with email threads (${(2 * THREADS) / 1000}k items)`, `{ ${events('')} { next results { ${ITEM} } } }`, as),
    await context.measure(`startupEvents with email threads ${THREADS_DEEP.toLocaleString('en')} deep`, `{ ${events(`, cursor: "${deep}"`)} { next results { ${ITEM} } } }`, as),
  ];
}
