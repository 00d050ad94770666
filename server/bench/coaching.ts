// Coaching at scale: a coach holding 5,000 sessions with one startup, one every six hours over
// three and a half years. Measured: the calendar month (its first month and one two years on),
// the sessions list's first page and a deep page reached by walking its own `next` cursors, and
// booking under contention: many founders' requests at once for overlapping times of the one host,
// counting the sessions made against SLOT_UNAVAILABLE and checking that no two of them overlap.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';

export const SESSIONS = Number(process.env.BENCH_COACHING_SESSIONS ?? 5_000);
/** How deep the sessions list's deep page is. */
export const SESSIONS_DEEP = Math.min(3_000, Math.floor(SESSIONS * 0.8));
const DAY = 86_400_000;
const SPACING_HOURS = 6;
/** Booking requests sent, and how many at a time. */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 320);
const BOOKING_CONCURRENCY = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 20);

export interface CoachingLists {
  slug: string;
  password: string;
  coach: { id: string; email: string };
  founder: { email: string };
  startupId: string;
  /** The first session's start: the first month begins there, the deep one two years later. */
  start: Date;
}

export async function fillCoachingLists(pool: pg.Pool): Promise<CoachingLists> {
  const slug = 'bench-coaching';
  const password = 'bench-password-1';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Coaching', plan: 'enterprise' });
  // Midnight UTC at the start of next month: every figure below is measured ahead of now.
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const passwordHash = await hashPassword(password);
  const { coach, startupId } = await withTenant(pool, incubator.id, async (db) => {
    const coachUser = await createUser(db, incubator.id, {
      email: 'coach@coaching.test',
      firstName: 'Cora',
      lastName: 'Coach',
      roleType: 'coach',
      passwordHash,
      status: 'active',
      validated: true,
    });
    const founder = await createUser(db, incubator.id, {
      email: 'founder@coaching.test',
      firstName: 'Finn',
      lastName: 'Founder',
      roleType: 'cofounder',
      passwordHash,
      status: 'active',
      validated: true,
    });
    const t = sql`${incubator.id}::uuid`;
    const startup = (await db.execute<{ id: string }>(sql`INSERT INTO startups (incubator_id, id, name) VALUES (${t}, gen_random_uuid(), 'Bench Startup') RETURNING id`)).rows[0]
      .id;
    await db.execute(sql`
      INSERT INTO startup_members (incubator_id, startup_id, user_id, kind, founder_type) VALUES
        (${t}, ${startup}, ${founder.id}, 'founder', 'cofounder'), (${t}, ${startup}, ${coachUser.id}, 'assigned', NULL)`);
    // Bookable at any hour of any day, at no notice, years ahead: only the holds decide.
    await db.execute(sql`
      INSERT INTO coaching_preferences (incubator_id, user_id, time_zone, default_duration, buffer_minutes, minimum_notice_minutes, booking_horizon_days, hours)
      VALUES (${t}, ${coachUser.id}, 'UTC', 60, 0, 0, 3650, 'all')`);
    await db.execute(sql`
      INSERT INTO availability_slots (incubator_id, id, user_id, weekday, start_minute, end_minute)
      SELECT ${t}, gen_random_uuid(), ${coachUser.id}::uuid, d, 0, 1439 FROM generate_series(1, 7) d`);
    await db.execute(sql`
      INSERT INTO coaching_sessions (incubator_id, id, name, event_type, startup_id, starts_at, expected_duration, created_by, created_at, updated_at)
      SELECT ${t}, gen_random_uuid(), 'Session ' || lpad(g::text, 5, '0'), 'SCHEDULED_COACHING_SESSION', ${startup}::uuid, ${start.toISOString()}::timestamptz + (g - 1) * interval '${sql.raw(String(SPACING_HOURS))} hours', 60, ${coachUser.id}::uuid, now(), now()
      FROM generate_series(1, ${SESSIONS}) g`);
    await db.execute(sql`
      INSERT INTO coaching_session_people (incubator_id, session_id, user_id, role, starts_at)
      SELECT incubator_id, id, ${coachUser.id}::uuid, 'coach', starts_at FROM coaching_sessions
      UNION ALL SELECT incubator_id, id, ${founder.id}::uuid, 'attendee', starts_at FROM coaching_sessions`);
    await db.execute(sql`
      INSERT INTO calendar_holds (incubator_id, id, user_id, source, source_id, starts_at, ends_at)
      SELECT incubator_id, gen_random_uuid(), ${coachUser.id}::uuid, 'coaching', id, starts_at, starts_at + expected_duration * interval '1 minute' FROM coaching_sessions`);
    await db.execute(sql`
      INSERT INTO coaching_session_changelogs (incubator_id, id, session_id, initiator_id, type, group_id, new_value)
      SELECT incubator_id, gen_random_uuid(), id, ${coachUser.id}::uuid, 'created', gen_random_uuid(), to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM coaching_sessions`);
    return { coach: coachUser, startupId: startup };
  });
  await pool.query('VACUUM ANALYZE coaching_sessions, coaching_session_people, calendar_holds, coaching_session_changelogs, availability_slots');
  return { slug, password, coach: { id: coach.id, email: coach.email }, founder: { email: 'founder@coaching.test' }, startupId, start };
}

const SESSION = '_id name date expectedDuration locationMode startup { _id name } coachs { _id fullName } attendees { _id fullName }';
const monthOf = (start: Date, days: number) => ({ from: new Date(start.getTime() + days * DAY).toISOString(), to: new Date(start.getTime() + (days + 31) * DAY).toISOString() });

/** The queries measured, as the coach, given the sessions list's deep cursor that `coachingWalks` found. */
export function coachingQueries(lists: CoachingLists, deep: { sessions: string }) {
  const first = monthOf(lists.start, 0);
  const later = monthOf(lists.start, 730);
  const filter = `filter: { coachId: "${lists.coach.id}" }`;
  return [
    { title: 'calendar month (first)', query: `{ calendar(from: "${first.from}", to: "${first.to}") { id kind start end title startupName url cancelled } }` },
    { title: 'calendar month (2 years on)', query: `{ calendar(from: "${later.from}", to: "${later.to}") { id kind start end title startupName url cancelled } }` },
    { title: `coachingSessions (${SESSIONS / 1000}k)`, query: `{ coachingSessions(${filter}, limit: 25) { next results { ${SESSION} } } }` },
    {
      title: `coachingSessions ${SESSIONS_DEEP.toLocaleString('en')} deep`,
      query: `{ coachingSessions(${filter}, limit: 25, cursor: "${deep.sessions}") { next results { ${SESSION} } } }`,
    },
  ];
}

/** The walk to the sessions list's deep page, a hundred sessions at a time. */
export const coachingWalks = (lists: CoachingLists) => ({
  sessions: {
    query: `query($cursor: String) { coachingSessions(filter: { coachId: "${lists.coach.id}" }, cursor: $cursor, limit: 100) { next } }`,
    field: 'coachingSessions',
    step: 100,
    rows: SESSIONS_DEEP,
  },
});

export interface BookingFigures {
  requests: number;
  created: number;
  unavailable: number;
  otherErrors: number;
  /** The other answers' error codes, with how many of each. */
  otherCodes: Record<string, number>;
  rps: number;
  p50: number;
  p99: number;
  /** Pairs of the host's sessions that overlap once the run is over: must be 0. */
  overlaps: number;
}

/**
 * Many founders' bookings at once for overlapping hours of the one host: each day of the run
 * offers starts every 15 minutes from 07:00 to 10:45 UTC for an hour (the host's sessions sit at
 * 00, 06, 12 and 18 h), sent BOOKING_CONCURRENCY at a time in an order that puts rivals side by side.
 */
export async function measureBooking(url: string, lists: CoachingLists, token: string, pool: pg.Pool): Promise<BookingFigures> {
  const starts: string[] = [];
  const perDay = 16;
  const days = Math.ceil(BOOKINGS / perDay);
  for (let i = 0; i < perDay; i++) {
    for (let d = 0; d < days && starts.length < BOOKINGS; d++) {
      // Days a year ahead, among the host's generated sessions, apart from the calendar months measured.
      const day = new Date(lists.start.getTime() + (400 + d) * DAY);
      starts.push(new Date(day.getTime() + (7 * 60 + i * 15) * 60_000).toISOString());
    }
  }
  // Rival starts of a day in flight together: sort by day, then by start within it.
  starts.sort();
  const query = 'mutation($input: BookMeetingInput!) { bookMeeting(input: $input) { _id } }';
  const latencies: number[] = [];
  let created = 0;
  let unavailable = 0;
  let otherErrors = 0;
  const otherCodes: Record<string, number> = {};
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: BOOKING_CONCURRENCY }, async () => {
      while (next < starts.length) {
        const start = starts[next++];
        const sent = performance.now();
        const answer = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-incubator': lists.slug, authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables: { input: { hostId: lists.coach.id, startupId: lists.startupId, start, duration: 60 } } }),
        });
        const body = (await answer.json()) as { data?: { bookMeeting?: { _id: string } }; errors?: Array<{ extensions?: { code?: string } }> };
        latencies.push(performance.now() - sent);
        if (body.data?.bookMeeting) created++;
        else if (body.errors?.[0]?.extensions?.code === 'SLOT_UNAVAILABLE') unavailable++;
        else {
          otherErrors++;
          const code = body.errors?.[0]?.extensions?.code ?? `HTTP ${answer.status}`;
          otherCodes[code] = (otherCodes[code] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  const [{ overlaps }] = (
    await pool.query(
      `SELECT count(*)::int AS overlaps FROM coaching_session_people a
       JOIN coaching_sessions sa ON sa.incubator_id = a.incubator_id AND sa.id = a.session_id AND sa.cancelled_at IS NULL
       JOIN coaching_session_people b ON b.incubator_id = a.incubator_id AND b.user_id = a.user_id AND b.session_id > a.session_id
       JOIN coaching_sessions sb ON sb.incubator_id = b.incubator_id AND sb.id = b.session_id AND sb.cancelled_at IS NULL
       WHERE a.user_id = $1 AND a.role = 'coach' AND b.role = 'coach' AND a.starts_at >= $2 AND a.starts_at < $3 AND b.starts_at >= $2 AND b.starts_at < $3
         AND tstzrange(sa.starts_at, sa.starts_at + sa.expected_duration * interval '1 minute') && tstzrange(sb.starts_at, sb.starts_at + sb.expected_duration * interval '1 minute')`,
      [lists.coach.id, new Date(lists.start.getTime() + 399 * DAY), new Date(lists.start.getTime() + (401 + days) * DAY)],
    )
  ).rows as Array<{ overlaps: number }>;
  return { requests: starts.length, created, unavailable, otherErrors, otherCodes, rps: starts.length / seconds, p50: at(0.5), p99: at(0.99), overlaps };
}
