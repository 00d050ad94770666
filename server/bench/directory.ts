// The people directory at scale: a tenant of 20,000 people (BENCH_DIRECTORY_PEOPLE) — one in ten on the
// programme's side (coaches, mentors, experts), the others founders, community members and applicants —
// with names drawn from a few dozen first and last names so that many share one, a headline each
// (its topic drawn apart from the name, as in life), two skills each, and 4,000 startups of two
// founders in five programmes. Read by a staff member, who sees everyone: the directory's first page,
// a deep one reached by walking its own `next` cursors, and a search for a word that a tenth of the
// people carry in their headline.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

export const PEOPLE = Number(process.env.BENCH_DIRECTORY_PEOPLE ?? 20_000);
/** How deep the deep page is. */
export const DIRECTORY_DEEP = Math.min(5_000, Math.floor(PEOPLE * 0.25));
/** The largest page the directory gives: the walk's step. */
const STEP = 100;
const FIRST_NAMES = ['Ada', 'Ben', 'Chloe', 'Dara', 'Emil', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jon', 'Kira', 'Leo', 'Mina', 'Nils', 'Omar', 'Pia', 'Quinn', 'Rosa', 'Sami', 'Tess'];
const LAST_NAMES = ['Almeida', 'Berger', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ivanova', 'Jensen', 'Kim', 'Lopez', 'Moreau', 'Novak', 'Okafor'];
const TOPICS = ['fintech', 'climate', 'health', 'logistics', 'education', 'retail', 'robotics', 'energy', 'media', 'travel'];
/** Found in a tenth of the headlines. */
export const SEARCH_TERM = 'robotics';

export interface DirectoryLists {
  slug: string;
  email: string;
  password: string;
}

export interface DirectoryBenchContext {
  lists: DirectoryLists;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

export async function fillDirectory(pool: pg.Pool): Promise<DirectoryLists> {
  const slug = 'bench-directory';
  const password = 'bench-password-1';
  const email = 'staff@directory.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Directory', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  await withTenant(pool, incubator.id, async (db) => {
    await createUser(db, incubator.id, { email, firstName: 'Sasha', lastName: 'Staff', roleType: 'staff', passwordHash, status: 'active', validated: true });
    const t = sql`${incubator.id}::uuid`;
    // g % 10: 0 coach, mentor or expert (by g % 3); 1–6 cofounder; 7–8 community member; 9 applicant.
    await db.execute(sql`
      INSERT INTO users (incubator_id, id, email, role_id, status, first_name, last_name, headline, validated, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'person' || g || '@directory.test',
             (SELECT id FROM roles WHERE is_default AND type = CASE
                WHEN g % 10 = 0 THEN (ARRAY['coach', 'mentor', 'expert'])[1 + g % 3]
                WHEN g % 10 < 7 THEN 'cofounder' WHEN g % 10 < 9 THEN 'community_member' ELSE 'applicant' END),
             'active', (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}], (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
             'Building ' || (${textArray(TOPICS)})[1 + abs(hashint4(g)) % ${TOPICS.length}] || ' products for ' || (ARRAY['farmers', 'hospitals', 'schools'])[1 + g % 3],
             true, now(), now()
      FROM generate_series(1, ${PEOPLE}) g`);
    await db.execute(sql`INSERT INTO tags (incubator_id, id, name, category) SELECT ${t}, gen_random_uuid(), 'Skill ' || g, 'UserSkills' FROM generate_series(1, 30) g`);
    await db.execute(sql`
      INSERT INTO user_tags (incubator_id, user_id, tag_id)
      SELECT u.incubator_id, u.id, s.id
      FROM (SELECT incubator_id, id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'person%') u
      JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM tags WHERE category = 'UserSkills') s ON s.n IN (1 + u.n % 30, 1 + (u.n + 7) % 30)`);
    await db.execute(sql`INSERT INTO programs (incubator_id, id, name) SELECT ${t}, gen_random_uuid(), 'Programme ' || g FROM generate_series(1, 5) g`);
    await db.execute(sql`
      INSERT INTO startups (incubator_id, id, name, created_at)
      SELECT ${t}, gen_random_uuid(), 'Startup ' || lpad(g::text, 5, '0'), now() FROM generate_series(1, ${Math.floor(PEOPLE / 5)}) g`);
    // Two founders a startup, from the cofounders in order.
    await db.execute(sql`
      INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type)
      SELECT s.incubator_id, s.id, f.id, 'founder', 'cofounder'
      FROM (SELECT incubator_id, id, row_number() OVER (ORDER BY name) AS n FROM startups) s
      JOIN (SELECT u.id, row_number() OVER (ORDER BY u.email) AS n FROM users u JOIN roles r ON r.id = u.role_id WHERE r.type = 'cofounder') f ON (f.n + 1) / 2 = s.n`);
    await db.execute(sql`
      INSERT INTO startup_programs (incubator_id, startup_id, program_id)
      SELECT s.incubator_id, s.id, p.id
      FROM (SELECT incubator_id, id, row_number() OVER (ORDER BY name) AS n FROM startups) s
      JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM programs) p ON p.n = 1 + s.n % 5`);
  });
  await pool.query('VACUUM ANALYZE users, roles, tags, user_tags, user_industries, user_programs, startups, startup_members, startup_programs, programs');
  return { slug, email, password };
}

/** What the directory's card reads of each person. */
const CARD = '_id fullName avatar headline roleLabel role { type label } startups { _id name } skills { _id name }';

/** The directory's first page, a deep one and a search, as the staff member. */
export async function directoryBench(context: DirectoryBenchContext): Promise<BenchLine[]> {
  const { lists } = context;
  const as = { tenant: lists.slug, token: await context.signIn(lists.slug, lists.email, lists.password) };
  const deep = await context.walk(as, `query($cursor: String) { communityPeople(cursor: $cursor, limit: ${STEP}) { next } }`, 'communityPeople', STEP, DIRECTORY_DEEP);
  return [
    await context.measure(`communityPeople (${PEOPLE / 1000}k people)`, `{ communityPeople { next results { ${CARD} } } }`, as),
    await context.measure(`communityPeople ${DIRECTORY_DEEP.toLocaleString('en')} deep`, `{ communityPeople(cursor: "${deep}") { next results { ${CARD} } } }`, as),
    await context.measure(`communityPeople search "${SEARCH_TERM}"`, `{ communityPeople(filter: { search: "${SEARCH_TERM}" }) { next results { ${CARD} } } }`, as),
  ];
}
