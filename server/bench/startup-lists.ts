// The startups list and one startup's timeline at scale: a tenant of 5,000 startups (each in a
// programme, with an industry, a tag and a founder) and one startup with 100,000 timeline items
// (a tenth private, a few pinned, a reply under every twentieth), read by its admin. The deep
// pages are reached by walking the lists' own `next` cursors, as a reader scrolling there would.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

export const STARTUPS = Number(process.env.BENCH_STARTUPS ?? 5_000);
export const TIMELINE_ITEMS = Number(process.env.BENCH_TIMELINE_ITEMS ?? 100_000);
/** How deep the deep pages are. */
export const STARTUPS_DEEP = 4_000;
export const TIMELINE_DEEP = 10_000;

export interface StartupLists {
  slug: string;
  email: string;
  password: string;
  startupId: string;
}

export async function fillStartupLists(pool: pg.Pool): Promise<StartupLists> {
  const slug = 'bench-startups';
  const password = 'bench-password-1';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Startups', plan: 'enterprise' });
  const admin = await withTenant(pool, incubator.id, async (db) =>
    createUser(db, incubator.id, {
      email: 'admin@startups.test',
      firstName: 'Ada',
      lastName: 'Admin',
      roleType: 'admin',
      passwordHash: await hashPassword(password),
      status: 'active',
      validated: true,
    }),
  );
  const startupId = await withTenant(pool, incubator.id, async (db) => {
    const t = sql`${incubator.id}`;
    await db.execute(sql`INSERT INTO programs (incubator_id, id, name) SELECT ${t}, gen_random_uuid(), 'Programme ' || g FROM generate_series(1, 10) g`);
    await db.execute(sql`INSERT INTO industries (incubator_id, id, name) SELECT ${t}, gen_random_uuid(), 'Industry ' || g FROM generate_series(1, 20) g`);
    await db.execute(sql`INSERT INTO tags (incubator_id, id, name, category) SELECT ${t}, gen_random_uuid(), 'Tag ' || g, 'Startup' FROM generate_series(1, 20) g`);
    await db.execute(sql`
      INSERT INTO users (incubator_id, id, email, role_id, status, first_name, last_name, validated, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'founder' || g || '@startups.test', (SELECT id FROM roles WHERE type = 'cofounder' AND is_default), 'active',
             'Founder', 'Number ' || g, true, now(), now()
      FROM generate_series(1, ${STARTUPS}) g`);
    await db.execute(sql`
      INSERT INTO startups (incubator_id, id, name, description, stage, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'Startup ' || lpad(g::text, 5, '0'), 'What startup ' || g || ' does.',
             (ARRAY['idea','mvp','pre_seed','seed','series_a','growth'])[1 + g % 6], now() - g * interval '1 hour', now()
      FROM generate_series(1, ${STARTUPS}) g`);
    const numbered = sql`SELECT id, row_number() OVER (ORDER BY name) AS n FROM startups`;
    await db.execute(sql`
      INSERT INTO startup_programs (incubator_id, startup_id, program_id)
      SELECT ${t}, s.id, p.id FROM (${numbered}) s JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM programs) p ON p.n = 1 + s.n % 10`);
    await db.execute(sql`
      INSERT INTO startup_industries (incubator_id, startup_id, industry_id)
      SELECT ${t}, s.id, i.id FROM (${numbered}) s JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM industries) i ON i.n = 1 + s.n % 20`);
    await db.execute(sql`
      INSERT INTO startup_tags (incubator_id, startup_id, tag_id)
      SELECT ${t}, s.id, g.id FROM (${numbered}) s JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM tags) g ON g.n = 1 + s.n % 20`);
    await db.execute(sql`
      INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type)
      SELECT ${t}, s.id, u.id, 'founder', 'cofounder'
      FROM (${numbered}) s JOIN (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'founder%') u ON u.n = s.n`);
    const [first] = (await db.execute(sql`SELECT id FROM startups ORDER BY name LIMIT 1`)).rows as Array<{ id: string }>;
    await db.execute(sql`
      INSERT INTO timeline_events (incubator_id, id, startup_id, kind, created_by, message, is_public, is_pinned, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), ${first.id}, 'Event', ${admin.id}, '<p>Note ' || g || ' about the week.</p>', g % 10 <> 0, g % 25000 = 0,
             now() - g * interval '1 minute', now() - g * interval '1 minute'
      FROM generate_series(1, ${TIMELINE_ITEMS}) g`);
    await db.execute(sql`
      INSERT INTO timeline_events (incubator_id, id, startup_id, kind, parent_id, created_by, message, is_public, created_at, updated_at)
      SELECT incubator_id, gen_random_uuid(), startup_id, 'Event', id, created_by, '<p>A reply.</p>', is_public, created_at + interval '10 seconds', created_at
      FROM timeline_events WHERE startup_id = ${first.id} AND parent_id IS NULL AND (extract(epoch FROM created_at)::bigint / 60) % 20 = 0`);
    return first.id;
  });
  await pool.query('VACUUM ANALYZE users, startups, startup_members, startup_programs, startup_industries, startup_tags, timeline_events');
  return { slug, email: 'admin@startups.test', password, startupId };
}

const STARTUP = '_id name logo stage archived programs { _id name } industries { _id name } tags { _id name color } people { _id fullName }';
const ITEM =
  '__typename _id createdAt createdBy { _id fullName avatar roleType roleLabel } ... on Event { message isPublic isPinned isUpdate replyCount attachments { _id name } }';

/** The queries measured, by title, given the cursors `walk` found for the deep pages. */
export function startupQueries(lists: StartupLists, deep: { startups: string; timeline: string }) {
  const events = (cursor: string | null) => `{ startupEvents(startupId: "${lists.startupId}"${cursor ? `, cursor: "${cursor}"` : ''}) { next results { ${ITEM} } } }`;
  return [
    { title: `startups (${STARTUPS / 1000}k)`, query: `{ startups(limit: 25) { totalCount next results { ${STARTUP} } } }` },
    { title: `startups ${STARTUPS_DEEP.toLocaleString('en')} deep`, query: `{ startups(limit: 25, cursor: "${deep.startups}") { totalCount next results { ${STARTUP} } } }` },
    { title: `startupEvents (${TIMELINE_ITEMS / 1000}k)`, query: events(null) },
    { title: `startupEvents ${TIMELINE_DEEP.toLocaleString('en')} deep`, query: events(deep.timeline) },
  ];
}

/** The queries that walk each list to its deep page, `step` rows at a time. */
export const startupWalks = (lists: StartupLists) => ({
  startups: { query: 'query($cursor: String) { startups(cursor: $cursor, limit: 100) { next } }', field: 'startups', step: 100, rows: STARTUPS_DEEP },
  timeline: {
    query: `query($cursor: String) { startupEvents(startupId: "${lists.startupId}", cursor: $cursor, limit: 50) { next } }`,
    field: 'startupEvents',
    step: 50,
    rows: TIMELINE_DEEP,
  },
});
