// The campaigns and planned actions at scale: a tenant of 100,000 campaigns (BENCH_EMAILS) written
// over about two years, one in five sent, and 50,000 planned actions (tasks, feedback requests, the
// campaigns' sendings) of which one in three still waits. Read by a staff member: the campaigns
// list's first page and a deep one (with a status filter too), and the waiting planned actions'
// first and deep pages, each reached by walking the list's own `next` cursors.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

export const EMAILS = Number(process.env.BENCH_EMAILS ?? 100_000);
const PLANNED = Math.floor(EMAILS / 2);
/** How deep the deep pages are. */
export const EMAILS_DEEP = Math.min(5_000, Math.floor(EMAILS * 0.5));
const PLANNED_DEEP = Math.min(2_000, Math.floor(PLANNED / 6));
/** The largest page the lists give: the walk's step. */
const STEP = 100;

export interface EmailLists {
  slug: string;
  email: string;
  password: string;
}

export interface EmailsBenchContext {
  lists: EmailLists;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillEmailLists(pool: pg.Pool): Promise<EmailLists> {
  const slug = 'bench-emails';
  const password = 'bench-password-1';
  const email = 'staff@emails.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Emails', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  await withTenant(pool, incubator.id, async (db) => {
    const staff = await createUser(db, incubator.id, { email, firstName: 'Sam', lastName: 'Staff', roleType: 'staff', passwordHash, status: 'active', validated: true });
    const t = sql`${incubator.id}::uuid`;
    // g % 5 = 0: sent; 1: scheduled; 2: cancelled; else drafts.
    await db.execute(sql`
      INSERT INTO emails (incubator_id, id, subject, content, recipients, status, created_by, sent_at, scheduled_at, recipient_count, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'Cohort update ' || g, '<p>Hello {{firstName}}, news from the programme (' || g || ').</p>',
             jsonb_build_object('userIds', jsonb_build_array(${staff.id}::text), 'startupIds', '[]'::jsonb, 'applicants', null, 'savedViewId', null),
             CASE g % 5 WHEN 0 THEN 'SENT' WHEN 1 THEN 'SCHEDULED' WHEN 2 THEN 'CANCELLED' ELSE 'DRAFT' END,
             ${staff.id}::uuid,
             CASE WHEN g % 5 = 0 THEN now() - g * interval '7 minutes' END,
             CASE WHEN g % 5 = 1 THEN now() + g * interval '7 minutes' END,
             CASE WHEN g % 5 = 0 THEN 1 + g % 40 ELSE 0 END,
             now() - g * interval '7 minutes', now() - g * interval '7 minutes'
      FROM generate_series(1, ${EMAILS}) g`);
    await db.execute(sql`
      INSERT INTO planned_actions (incubator_id, id, kind, run_at, payload, status, created_by, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), CASE WHEN g % 2 = 0 THEN 'TASK' ELSE 'FEEDBACK_REQUEST' END,
             now() + (g - ${Math.floor(PLANNED / 3)}) * interval '11 minutes',
             CASE WHEN g % 2 = 0 THEN jsonb_build_object('name', 'Check-in ' || g) ELSE jsonb_build_object('title', 'Survey ' || g) END,
             CASE WHEN g % 3 = 0 THEN 'PLANNED' WHEN g % 3 = 1 THEN 'DONE' ELSE 'CANCELLED' END,
             ${staff.id}::uuid, now(), now()
      FROM generate_series(1, ${PLANNED}) g`);
  });
  await pool.query('VACUUM ANALYZE emails, planned_actions, users');
  return { slug, email, password };
}

const ROW = '_id subject status recipientCount scheduledAt sentAt updatedAt tracking { recipients delivered opened clicked bounced }';
const ACTION = '_id kind status runAt title error createdBy { _id fullName } viewerCan { edit cancel }';

/** The campaigns list (all, and SENT only) and the waiting planned actions, first and deep pages, as the staff member. */
export async function emailsBench(context: EmailsBenchContext): Promise<BenchLine[]> {
  const { lists } = context;
  const as = { tenant: lists.slug, token: await context.signIn(lists.slug, lists.email, lists.password) };
  const deep = await context.walk(as, `query($cursor: String) { emails(cursor: $cursor, limit: ${STEP}) { next } }`, 'emails', STEP, EMAILS_DEEP);
  const deepSent = await context.walk(as, `query($cursor: String) { emails(filter: { status: SENT }, cursor: $cursor, limit: ${STEP}) { next } }`, 'emails', STEP, EMAILS_DEEP / 5);
  const deepPlanned = await context.walk(as, `query($cursor: String) { plannedActions(cursor: $cursor, limit: ${STEP}) { next } }`, 'plannedActions', STEP, PLANNED_DEEP);
  return [
    await context.measure(`emails (${EMAILS / 1000}k campaigns)`, `{ emails { next results { ${ROW} } } }`, as),
    await context.measure(`emails ${EMAILS_DEEP.toLocaleString('en')} deep`, `{ emails(cursor: "${deep}") { next results { ${ROW} } } }`, as),
    await context.measure(
      `emails SENT ${(EMAILS_DEEP / 5).toLocaleString('en')} deep`,
      `{ emails(filter: { status: SENT }, cursor: "${deepSent}") { next results { ${ROW} } } }`,
      as,
    ),
    await context.measure(`plannedActions (${PLANNED / 1000}k)`, `{ plannedActions { next results { ${ACTION} } } }`, as),
    await context.measure(`plannedActions ${PLANNED_DEEP.toLocaleString('en')} deep`, `{ plannedActions(cursor: "${deepPlanned}") { next results { ${ACTION} } } }`, as),
  ];
}
