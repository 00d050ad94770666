import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createDemoTenant } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 180_000);
afterAll(() => server.stop());

const query = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '(SELECT id FROM incubators WHERE slug = $1)'), [slug])).rows;

describe('the demo’s events', () => {
  it('has past, coming, recurring, one-on-one, cancelled and draft events', async () => {
    const kinds = await query(
      `SELECT event_type, status, starts_at < now() AS past, count(*)::int AS n
         FROM incubator_events WHERE incubator_id = :tenant AND series_id IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    expect(kinds).toEqual([
      { event_type: 'GROUP', status: 'CANCELLED', past: false, n: 1 },
      { event_type: 'GROUP', status: 'DRAFT', past: false, n: 1 },
      { event_type: 'GROUP', status: 'PUBLISHED', past: false, n: 4 },
      { event_type: 'GROUP', status: 'PUBLISHED', past: true, n: 2 },
      { event_type: 'ONE_ON_ONE', status: 'PUBLISHED', past: false, n: 1 },
    ]);
    // The weekly office hour: eight Wednesdays, the first already past, each at 16:00 in the organisation's zone.
    const series = await query(
      `SELECT count(*)::int AS n, bool_or(starts_at < now()) AS some_past, count(DISTINCT (starts_at AT TIME ZONE timezone)::time)::int AS times
         FROM incubator_events WHERE incubator_id = :tenant AND series_id IS NOT NULL`,
    );
    expect(series).toEqual([{ n: 8, some_past: true, times: 1 }]);
  });

  it('keeps the services’ rules: counts equal to the rows, starts copied, bookings holding their time', async () => {
    const counts = await query(
      `SELECT e.id FROM incubator_events e
        WHERE e.incubator_id = :tenant
          AND (e.registered_count <> (SELECT count(*) FROM event_attendees a WHERE a.event_id = e.id AND NOT a.waitlisted AND a.status <> 'EVENT_CANCELLED')
               AND e.status <> 'CANCELLED'
            OR e.waitlist_count <> (SELECT count(*) FROM event_attendees a WHERE a.event_id = e.id AND a.waitlisted))`,
    );
    expect(counts).toEqual([]);
    expect(
      await query(
        `SELECT count(*)::int AS n FROM event_attendees a JOIN incubator_events e ON e.id = a.event_id
          WHERE e.incubator_id = :tenant AND a.starts_at <> coalesce(a.slot_start, e.starts_at)`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(
      await query(`SELECT count(*)::int AS n FROM event_hosts h JOIN incubator_events e ON e.id = h.event_id WHERE e.incubator_id = :tenant AND h.starts_at <> e.starts_at`),
    ).toEqual([{ n: 0 }]);
    const bookings = await query(`SELECT count(*)::int AS n FROM event_attendees WHERE incubator_id = :tenant AND slot_start IS NOT NULL`);
    expect(bookings).toEqual([{ n: 3 }]);
    expect(await query(`SELECT count(*)::int AS n FROM calendar_holds WHERE incubator_id = :tenant AND source = 'event'`)).toEqual([{ n: 6 }]);
    const attendance = await query(
      `SELECT status, count(*)::int AS n FROM event_attendees WHERE incubator_id = :tenant AND status IN ('ATTENDED', 'NO_SHOW') GROUP BY 1 ORDER BY 1`,
    );
    expect(attendance.map((r) => r.status)).toEqual(['ATTENDED', 'NO_SHOW']);
  });
});
