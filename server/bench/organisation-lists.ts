// The organisation's own lists at scale: a tenant of 100,000 people and 1,000,000 recorded events,
// with its admin reading the Users tab (first page, a page half-way down, a search) and the
// activity feed (first page, a page half-way down). Written in bulk by PostgreSQL itself.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { encodeCursor } from '../src/core/cursor.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

export const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
export const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);

export interface OrganisationLists {
  slug: string;
  email: string;
  password: string;
  /** The GraphQL queries measured, by title. */
  queries: Array<{ title: string; query: string }>;
}

const FIRST = [
  'Amira',
  'Ben',
  'Chloé',
  'Daniel',
  'Elif',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kenji',
  'Lea',
  'Mateo',
  'Nadia',
  'Omar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sami',
  'Tara',
];
const LAST = [
  'Silva',
  'Nguyen',
  'Kowalski',
  'Haddad',
  'Okafor',
  'Larsen',
  'Moreau',
  'Tanaka',
  'Yilmaz',
  'Schmidt',
  'Rahman',
  'Costa',
  'Ivanenko',
  'Park',
  'Dubois',
  'Mensah',
  'Garcia',
  'Novak',
  'Ali',
  'Brown',
];
const KINDS = ['user.roleChanged', 'task.created', 'organisation.updated', 'user.invited'];
/** A constant list of the bench's own words as an SQL array (none holds a quote). */
const textArray = (words: string[]) => sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(', ')}]`);

export async function fillOrganisationLists(pool: pg.Pool): Promise<OrganisationLists> {
  const slug = 'bench-organisation';
  const password = 'bench-password-1';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Organisation', plan: 'enterprise' });
  const admin = await withTenant(pool, incubator.id, async (db) =>
    createUser(db, incubator.id, {
      email: 'admin@organisation.test',
      firstName: 'Ada',
      lastName: 'Admin',
      roleType: 'admin',
      passwordHash: await hashPassword(password),
      status: 'active',
      validated: true,
    }),
  );
  const cursors = await withTenant(pool, incubator.id, async (db) => {
    await db.execute(sql`
      INSERT INTO users (incubator_id, id, email, role_id, status, first_name, last_name, validated, created_at, updated_at)
      SELECT ${incubator.id}, gen_random_uuid(), 'person' || g || '@organisation.test',
             (SELECT id FROM roles WHERE type = 'staff' AND is_default), 'active',
             (${textArray(FIRST)})[1 + g % ${FIRST.length}], (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || ' ' || g, true,
             now() - g * interval '1 minute', now()
      FROM generate_series(1, ${PEOPLE}) g`);
    await db.execute(sql`
      INSERT INTO domain_events (incubator_id, id, kind, actor_id, subject_kind, subject_id, data, created_at)
      SELECT ${incubator.id}, gen_random_uuid(), (${textArray(KINDS)})[1 + g % ${KINDS.length}], ${admin.id}, 'user', ${admin.id}, '{}'::jsonb,
             now() - g * interval '1 second'
      FROM generate_series(1, ${EVENTS}) g`);
    // The rows half-way down each list, as a reader who scrolled there would hold their cursors.
    const [person] = (await db.execute(sql`SELECT first_name, last_name, id FROM users ORDER BY first_name, last_name, id OFFSET ${PEOPLE / 2} LIMIT 1`)).rows as Array<{
      first_name: string;
      last_name: string;
      id: string;
    }>;
    const [event] = (
      await db.execute(sql`
      SELECT to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id FROM domain_events
      ORDER BY created_at DESC, id DESC OFFSET ${EVENTS / 2} LIMIT 1`)
    ).rows as Array<{ at: string; id: string }>;
    return { people: encodeCursor([person.first_name, person.last_name, person.id]), events: encodeCursor([event.at, event.id]) };
  });
  await pool.query('VACUUM ANALYZE users, domain_events');
  const USERS = 'totalCount next results { _id fullName email status role { type label } }';
  const FEED = 'next results { _id kind createdAt summary actor { _id fullName } }';
  return {
    slug,
    email: 'admin@organisation.test',
    password,
    queries: [
      { title: `users tab (${PEOPLE / 1000}k people)`, query: `{ users(limit: 25) { ${USERS} } }` },
      { title: 'users tab half-way', query: `{ users(limit: 25, cursor: "${cursors.people}") { ${USERS} } }` },
      { title: 'users tab search', query: `{ users(limit: 25, filter: { search: "kowal" }) { ${USERS} } }` },
      { title: `activity feed (${EVENTS / 1_000_000}M)`, query: `{ activityFeed(limit: 25) { ${FEED} } }` },
      { title: 'activity feed half-way', query: `{ activityFeed(limit: 25, cursor: "${cursors.events}") { ${FEED} } }` },
    ],
  };
}
