// Events at scale: a tenant of 20,000 events spread evenly over two years (one behind, one ahead),
// on the hour so that many share a start time; a twentieth are drafts and a hundredth cancelled,
// three in ten carry visibility rules (by role, by person's tag, by programme — half of them
// shutting the reader out), each has a host, a tag, and every fiftieth the reader's registration.
// Read by a founder (whose startup is in one programme and who holds one tag): the /events list's
// first page (FEED) and a deep one, reached by walking the list's own `next` cursors.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

export const EVENTS = Number(process.env.BENCH_INCUBATOR_EVENTS ?? 20_000);
/** How deep the deep page is: within the events ahead that the founder sees. */
export const EVENTS_DEEP = Math.min(5_000, Math.floor(EVENTS * 0.25));
const DAYS = 730;

export interface EventLists {
  slug: string;
  email: string;
  password: string;
}

export async function fillEventLists(pool: pg.Pool): Promise<EventLists> {
  const slug = 'bench-events';
  const password = 'bench-password-1';
  const email = 'founder@events.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Events', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  await withTenant(pool, incubator.id, async (db) => {
    const founder = await createUser(db, incubator.id, { email, firstName: 'Fay', lastName: 'Founder', roleType: 'cofounder', passwordHash, status: 'active', validated: true });
    const t = sql`${incubator.id}::uuid`;
    await db.execute(sql`
      INSERT INTO users (incubator_id, id, email, role_id, status, first_name, last_name, validated, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'host' || g || '@events.test', (SELECT id FROM roles WHERE type = 'staff' AND is_default), 'active', 'Host', 'Number ' || g, true, now(), now()
      FROM generate_series(1, 10) g`);
    await db.execute(sql`INSERT INTO programs (incubator_id, id, name) SELECT ${t}, gen_random_uuid(), 'Programme ' || g FROM generate_series(1, 2) g`);
    await db.execute(sql`INSERT INTO tags (incubator_id, id, name, category) SELECT ${t}, gen_random_uuid(), 'Person tag ' || g, 'User' FROM generate_series(1, 2) g`);
    await db.execute(sql`INSERT INTO tags (incubator_id, id, name, category) SELECT ${t}, gen_random_uuid(), 'Event tag ' || g, 'IncubatorEvent' FROM generate_series(1, 5) g`);
    const startup = (await db.execute<{ id: string }>(sql`INSERT INTO startups (incubator_id, id, name) VALUES (${t}, gen_random_uuid(), 'Bench Startup') RETURNING id`)).rows[0]
      .id;
    await db.execute(sql`INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type) VALUES (${t}, ${startup}, ${founder.id}, 'founder', 'cofounder')`);
    await db.execute(sql`INSERT INTO startup_programs (incubator_id, startup_id, program_id) SELECT ${t}, ${startup}, id FROM programs WHERE name = 'Programme 1'`);
    await db.execute(sql`INSERT INTO user_tags (incubator_id, user_id, tag_id) SELECT ${t}, ${founder.id}, id FROM tags WHERE name = 'Person tag 1'`);
    const ids = (where: string) => sql.raw(`(SELECT array_agg(id) FROM ${where})`);
    // g % 10 = 1: a role rule; 2: a person-tag rule; 3: a programme rule. Odd twentieths let the founder in, even ones keep them out.
    await db.execute(sql`
      WITH facts AS (
        SELECT ${ids("programs WHERE name = 'Programme 1'")} AS mine_program, ${ids("programs WHERE name = 'Programme 2'")} AS other_program,
               ${ids("tags WHERE name = 'Person tag 1'")} AS mine_tag, ${ids("tags WHERE name = 'Person tag 2'")} AS other_tag,
               ${ids("tags WHERE category = 'IncubatorEvent'")} AS event_tags,
               date_trunc('hour', now()) - interval '${sql.raw(String(DAYS / 2))} days' AS first_start,
               (SELECT id FROM users WHERE email = 'host1@events.test') AS creator
      )
      INSERT INTO incubator_events (incubator_id, id, title, description, status, event_type, availability_mode, starts_at, ends_at, timezone, created_by, capacity,
                                    vis_roles_is, vis_roles_not, vis_user_tags_is, vis_programs_is, vis_programs_not, tag_ids, published_at, cancelled_at)
      SELECT ${t}, gen_random_uuid(), 'Event ' || lpad(g::text, 5, '0'), '<p>What happens at event ' || g || '.</p>',
             CASE WHEN g % 20 = 0 THEN 'DRAFT' WHEN g % 100 = 7 THEN 'CANCELLED' ELSE 'PUBLISHED' END,
             CASE WHEN g % 10 = 9 THEN 'ONE_ON_ONE' ELSE 'GROUP' END,
             CASE WHEN g % 10 = 9 THEN 'ONE_ON_ONE_GENERAL' ELSE 'GROUP_GENERAL' END,
             s.at, s.at + interval '2 hours', 'Europe/Paris', f.creator, CASE WHEN g % 3 = 0 THEN 30 END,
             CASE WHEN g % 20 = 1 THEN '{cofounder}'::text[] WHEN g % 20 = 11 THEN '{coach,staff}'::text[] ELSE '{}' END,
             CASE WHEN g % 40 = 21 THEN '{mentor}'::text[] ELSE '{}' END,
             CASE WHEN g % 20 = 2 THEN f.mine_tag WHEN g % 20 = 12 THEN f.other_tag ELSE '{}' END,
             CASE WHEN g % 20 = 3 THEN f.mine_program WHEN g % 20 = 13 THEN f.other_program ELSE '{}' END,
             CASE WHEN g % 40 = 23 THEN f.mine_program ELSE '{}' END,
             ARRAY[f.event_tags[1 + g % 5]], now(), CASE WHEN g % 100 = 7 THEN now() END
      FROM generate_series(1, ${EVENTS}) g, facts f,
           LATERAL (SELECT date_trunc('hour', f.first_start + (g - 1) * interval '${sql.raw(String((DAYS * 24 * 60) / EVENTS))} minutes') AS at) s`);
    await db.execute(sql`
      INSERT INTO event_hosts (incubator_id, event_id, user_id, starts_at)
      SELECT e.incubator_id, e.id, h.id, e.starts_at
      FROM (SELECT incubator_id, id, starts_at, row_number() OVER (ORDER BY starts_at, id) AS n FROM incubator_events) e
      JOIN (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'host%') h ON h.n = 1 + e.n % 10`);
    await db.execute(sql`
      INSERT INTO event_attendees (incubator_id, id, event_id, user_id, starts_at)
      SELECT incubator_id, gen_random_uuid(), id, ${founder.id}::uuid, starts_at
      FROM (SELECT incubator_id, id, starts_at, row_number() OVER (ORDER BY starts_at, id) AS n FROM incubator_events WHERE status <> 'DRAFT') e WHERE n % 50 = 0`);
    await db.execute(sql`UPDATE incubator_events e SET registered_count = 1 FROM event_attendees a WHERE a.incubator_id = e.incubator_id AND a.event_id = e.id`);
  });
  await pool.query('VACUUM ANALYZE incubator_events, event_hosts, event_attendees, users, tags, programs');
  return { slug, email, password };
}

/** What the /events cards read of each event. */
const CARD = '_id title eventType status startTime endTime timezone locationMode cover capacity noOfBookings waitlistCount tags { _id name color } hosts { _id fullName avatar }';

/** The queries measured, as the founder, given the deep cursor that `eventWalks` found. */
export function eventQueries(deep: { feed: string }) {
  return [
    { title: `incubatorEvents FEED (${EVENTS / 1000}k)`, query: `{ incubatorEvents(scope: FEED) { next results { ${CARD} } } }` },
    { title: `incubatorEvents FEED ${EVENTS_DEEP.toLocaleString('en')} deep`, query: `{ incubatorEvents(scope: FEED, cursor: "${deep.feed}") { next results { ${CARD} } } }` },
  ];
}

/** The walk to the feed's deep page, a hundred events at a time. */
export const eventWalks = () => ({
  feed: { query: 'query($cursor: String) { incubatorEvents(scope: FEED, cursor: $cursor, limit: 100) { next } }', field: 'incubatorEvents', step: 100, rows: EVENTS_DEEP },
});
