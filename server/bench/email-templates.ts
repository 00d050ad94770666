// The content templates at scale: a tenant of 20,000 content templates (BENCH_CONTENT_TEMPLATES), far
// more than any organisation keeps, so that the list's keyset on (name, id) and its word search are
// measured where a missing index would show. Read by a staff member: the first page, a deep one
// reached by walking the list's own `next` cursors, and a search by a word of the subject.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

export const CONTENT_TEMPLATES = Number(process.env.BENCH_CONTENT_TEMPLATES ?? 20_000);
export const CONTENT_TEMPLATES_DEEP = Math.min(5_000, Math.floor(CONTENT_TEMPLATES * 0.5));
/** The largest page the list gives: the walk's step. */
const STEP = 100;

export interface ContentTemplateLists {
  slug: string;
  email: string;
  password: string;
}

export interface EmailTemplatesBenchContext {
  lists: ContentTemplateLists;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillEmailTemplates(pool: pg.Pool): Promise<ContentTemplateLists> {
  const slug = 'bench-email-templates';
  const password = 'bench-password-1';
  const email = 'staff@templates.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Templates', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  await withTenant(pool, incubator.id, async (db) => {
    const staff = await createUser(db, incubator.id, { email, firstName: 'Sam', lastName: 'Staff', roleType: 'staff', passwordHash, status: 'active', validated: true });
    const t = sql`${incubator.id}::uuid`;
    await db.execute(sql`
      INSERT INTO email_content_templates (incubator_id, id, name, subject, body, created_by, updated_by, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'Template ' || lpad(g::text, 6, '0'),
             (ARRAY['Welcome to the cohort', 'Demo day logistics', 'Monthly metrics reminder', 'Mentor introduction'])[1 + g % 4] || ' ' || g,
             '<p>Hello {{firstName}}, a message from the programme (' || g || ').</p>',
             ${staff.id}::uuid, ${staff.id}::uuid, now() - g * interval '3 minutes', now() - g * interval '3 minutes'
      FROM generate_series(1, ${CONTENT_TEMPLATES}) g`);
  });
  await pool.query('VACUUM ANALYZE email_content_templates, users');
  return { slug, email, password };
}

const ROW = '_id name subject body updatedAt';

/** The content templates, first and deep pages and a word search, as the staff member. */
export async function emailTemplatesBench(context: EmailTemplatesBenchContext): Promise<BenchLine[]> {
  const { lists } = context;
  const as = { tenant: lists.slug, token: await context.signIn(lists.slug, lists.email, lists.password) };
  const deep = await context.walk(as, `query($cursor: String) { contentTemplates(cursor: $cursor, limit: ${STEP}) { next } }`, 'contentTemplates', STEP, CONTENT_TEMPLATES_DEEP);
  return [
    await context.measure(`contentTemplates (${CONTENT_TEMPLATES / 1000}k)`, `{ contentTemplates { next results { ${ROW} } } }`, as),
    await context.measure(`contentTemplates ${CONTENT_TEMPLATES_DEEP.toLocaleString('en')} deep`, `{ contentTemplates(cursor: "${deep}") { next results { ${ROW} } } }`, as),
    await context.measure('contentTemplates search "mentor"', `{ contentTemplates(search: "mentor") { next results { ${ROW} } } }`, as),
  ];
}
