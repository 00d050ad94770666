import { RECURRENCE_MAX_OCCURRENCES, type EventRecurrence } from '@seedbed/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { expandRecurrence } from './recurrence.ts';
import { CREATE, UPDATE, caller, fieldsOf, insertAttendee, ok, seriesRows, stored } from './records-support.ts';

const rule = (over: Partial<EventRecurrence>): EventRecurrence => ({ frequency: 'WEEKLY', interval: 1, weekdays: [], until: null, count: null, ...over });
const wall = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

describe('expandRecurrence', () => {
  it('keeps 09:00 in Paris on both sides of the March change', () => {
    // 2027-03-28 is the change in Europe: 09:00 is 08:00 UTC before, 07:00 UTC after.
    const list = expandRecurrence(new Date('2027-03-18T08:00:00Z'), new Date('2027-03-18T09:00:00Z'), 'Europe/Paris', rule({ count: 4 }));
    expect(list.map((o) => wall(o.start, 'Europe/Paris'))).toEqual(['2027-03-18, 09:00', '2027-03-25, 09:00', '2027-04-01, 09:00', '2027-04-08, 09:00']);
    expect(list.map((o) => o.start.toISOString().slice(11, 16))).toEqual(['08:00', '08:00', '07:00', '07:00']);
    expect(list.every((o) => o.end.getTime() - o.start.getTime() === 3_600_000)).toBe(true);
  });

  it('keeps 10:00 in New York across the November change, on the weekdays chosen, until the last day', () => {
    const list = expandRecurrence(new Date('2027-10-27T14:00:00Z'), new Date('2027-10-27T15:30:00Z'), 'America/New_York', rule({ weekdays: ['WE', 'FR'], until: '2027-11-10' }));
    expect(list.map((o) => wall(o.start, 'America/New_York'))).toEqual(['2027-10-27, 10:00', '2027-10-29, 10:00', '2027-11-03, 10:00', '2027-11-05, 10:00', '2027-11-10, 10:00']);
    expect(list.at(-1)!.start.toISOString()).toBe('2027-11-10T15:00:00.000Z');
  });

  it('skips months without a 31st and stops at the count', () => {
    const list = expandRecurrence(new Date('2027-01-31T09:00:00Z'), new Date('2027-01-31T10:00:00Z'), 'UTC', rule({ frequency: 'MONTHLY', count: 4 }));
    expect(list.map((o) => o.start.toISOString().slice(0, 10))).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31']);
  });

  it('never yields more than the cap', () => {
    const daily = expandRecurrence(new Date('2027-01-01T09:00:00Z'), new Date('2027-01-01T10:00:00Z'), 'UTC', rule({ frequency: 'DAILY', until: '2035-01-01' }));
    expect(daily).toHaveLength(RECURRENCE_MAX_OCCURRENCES);
    expect(
      expandRecurrence(new Date('2027-01-01T09:00:00Z'), new Date('2027-01-01T10:00:00Z'), 'UTC', rule({ frequency: 'DAILY', interval: 2, count: 3 })).map((o) =>
        o.start.getUTCDate(),
      ),
    ).toEqual([1, 3, 5]);
  });
});

describe('series', () => {
  let server: TestServer;
  let tenant: Tenant;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    server = await startTestServer();
    tenant = await buildTenant(server, { plan: 'enterprise' });
    call = caller(server, tenant);
  });
  afterAll(() => server.stop());

  const PARIS = { timezone: 'Europe/Paris', startTime: '2027-03-18T08:00:00.000Z', endTime: '2027-03-18T09:00:00.000Z' };

  it('creates the occurrences with the hosts, edits one alone or the series, and regenerates on a new rule', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const event = ok(await call(CREATE, {}, staff.token)).createIncubatorEvent;
    const first = ok(
      await call(UPDATE, { eventId: event._id, data: { ...PARIS, title: 'Weekly', hostIds: [staff.user.id, coach.user.id], recurrence: rule({ count: 4 }) } }, staff.token),
    ).updateIncubatorEvent;
    expect(first.seriesId).toBe(event._id);
    let rows = await seriesRows(server, tenant, event._id);
    expect(rows.map((r) => wall(r.startsAt, 'Europe/Paris'))).toEqual(['2027-03-18, 09:00', '2027-03-25, 09:00', '2027-04-01, 09:00', '2027-04-08, 09:00']);
    expect(rows.every((r) => r.title === 'Weekly' && r.recurrence?.count === 4)).toBe(true);
    expect((await stored(server, tenant, rows[2].id)).hosts.map((h) => h.startsAt.toISOString())).toEqual([rows[2].startsAt.toISOString(), rows[2].startsAt.toISOString()]);

    // ONE: the second occurrence moves alone and leaves the series' edits.
    ok(
      await call(
        UPDATE,
        { eventId: rows[1].id, data: { title: 'Special', startTime: '2027-03-25T13:00:00.000Z', endTime: '2027-03-25T14:00:00.000Z' }, scope: 'ONE' },
        staff.token,
      ),
    );
    // A rule cannot change for one occurrence.
    expect(fieldsOf(await call(UPDATE, { eventId: rows[2].id, data: { recurrence: rule({ count: 2 }) }, scope: 'ONE' }, staff.token))).toEqual(['recurrence']);
    // SERIES from the first: 09:00 → 10:30 local on every occurrence not detached, across the change.
    await insertAttendee(server, tenant, rows[3].id, founder.user.id, rows[3].startsAt);
    ok(
      await call(
        UPDATE,
        { eventId: event._id, data: { title: 'Weekly talk', startTime: '2027-03-18T09:30:00.000Z', endTime: '2027-03-18T10:30:00.000Z' }, scope: 'SERIES' },
        staff.token,
      ),
    );
    rows = await seriesRows(server, tenant, event._id);
    expect(rows.map((r) => [wall(r.startsAt, 'Europe/Paris'), r.title, r.detached])).toEqual([
      ['2027-03-18, 10:30', 'Weekly talk', false],
      ['2027-03-25, 14:00', 'Special', true],
      ['2027-04-01, 10:30', 'Weekly talk', false],
      ['2027-04-08, 10:30', 'Weekly talk', false],
    ]);
    expect(rows[3].sequence).toBe(1);
    const withPlace = await stored(server, tenant, rows[3].id);
    expect(withPlace.hosts.every((h) => h.startsAt.getTime() === rows[3].startsAt.getTime())).toBe(true);

    // A new rule from the first: two occurrences only. The one with a place past the new end goes,
    // the free one is removed, the detached one stays as it was.
    ok(await call(UPDATE, { eventId: event._id, data: { recurrence: rule({ count: 2 }) }, scope: 'SERIES' }, staff.token));
    rows = await seriesRows(server, tenant, event._id);
    expect(rows.map((r) => [wall(r.startsAt, 'Europe/Paris'), r.detached])).toEqual([
      ['2027-03-18, 10:30', false],
      ['2027-03-25, 10:30', false],
      ['2027-03-25, 14:00', true],
    ]);
  });

  it('caps a series at the maximum number of occurrences', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const event = ok(await call(CREATE, {}, staff.token)).createIncubatorEvent;
    ok(await call(UPDATE, { eventId: event._id, data: { ...PARIS, recurrence: rule({ frequency: 'DAILY', until: '2030-12-31' }) } }, staff.token));
    expect(await seriesRows(server, tenant, event._id)).toHaveLength(RECURRENCE_MAX_OCCURRENCES);
  });
});
