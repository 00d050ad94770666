import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { schema } from '../../core/db/pool.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import { CALENDAR_QUERY } from './calendar-fixtures.ts';
import { busyPeriods, busyTimes, CalendarReadError, checkAddressLiteral, downloadCalendar, readableAddress, syncDueCalendars } from './external.ts';

const DAY = 86_400_000;
const ADD = 'mutation Add($url: String!) { addExternalCalendar(url: $url) { id url lastSyncedAt lastError } }';
const SYNC = 'mutation Sync($id: ID!) { syncExternalCalendar(id: $id) { id lastSyncedAt lastError } }';
const REMOVE = 'mutation Remove($id: ID!) { removeExternalCalendar(id: $id) }';
const LIST = 'query { externalCalendars { id url lastError } }';

/** ICS date-time in UTC. */
const utc = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const vcalendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

// America/New_York as Outlook and Google write it: DST from the 2nd Sunday of March to the 1st of November.
const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16011104T020000',
  'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010311T020000',
  'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n');

describe('reading an outside calendar file', () => {
  const from = new Date('2030-03-01T00:00:00Z');
  const until = new Date('2030-04-01T00:00:00Z');

  it('expands a weekly event across a DST change with the file’s own zone, its moved and removed occurrences included', () => {
    const text = vcalendar(
      NEW_YORK,
      vevent([
        'UID:weekly@test',
        'DTSTAMP:20300101T000000Z',
        'DTSTART;TZID=Eastern Standard Time:20300304T100000',
        'DTEND;TZID=Eastern Standard Time:20300304T110000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;TZID=Eastern Standard Time:20300318T100000',
        'SUMMARY:Stand-up',
      ]),
      // The 25 March occurrence moved to 14:00 the same day.
      vevent([
        'UID:weekly@test',
        'DTSTAMP:20300101T000000Z',
        'RECURRENCE-ID;TZID=Eastern Standard Time:20300325T100000',
        'DTSTART;TZID=Eastern Standard Time:20300325T140000',
        'DTEND;TZID=Eastern Standard Time:20300325T150000',
        'SUMMARY:Stand-up (moved)',
      ]),
    );
    const periods = busyPeriods(text, { from, until, personZone: 'Europe/Paris' });
    expect(periods.map((p) => [p.start.toISOString(), p.end.toISOString()])).toEqual([
      ['2030-03-04T15:00:00.000Z', '2030-03-04T16:00:00.000Z'],
      // New York moved its clocks on 10 March: 10:00 there is now 14:00 UTC.
      ['2030-03-11T14:00:00.000Z', '2030-03-11T15:00:00.000Z'],
      // 18 March is removed (EXDATE); 25 March moved; 1 April falls after the range.
      ['2030-03-25T18:00:00.000Z', '2030-03-25T19:00:00.000Z'],
    ]);
  });

  it('takes all-day events as the person’s whole day, skips free and cancelled ones, reads floating times in the person’s zone', () => {
    const text = vcalendar(
      vevent(['UID:off@test', 'DTSTAMP:20300101T000000Z', 'DTSTART;VALUE=DATE:20300310', 'DTEND;VALUE=DATE:20300312', 'SUMMARY:Conference']),
      vevent(['UID:single-day@test', 'DTSTAMP:20300101T000000Z', 'DTSTART;VALUE=DATE:20300320', 'SUMMARY:Holiday']),
      vevent(['UID:free@test', 'DTSTAMP:20300101T000000Z', 'DTSTART:20300305T090000Z', 'DTEND:20300305T100000Z', 'TRANSP:TRANSPARENT']),
      vevent(['UID:cancelled@test', 'DTSTAMP:20300101T000000Z', 'DTSTART:20300306T090000Z', 'DTEND:20300306T100000Z', 'STATUS:CANCELLED']),
      vevent(['UID:floating@test', 'DTSTAMP:20300101T000000Z', 'DTSTART:20300307T090000', 'DTEND:20300307T093000']),
      vevent(['UID:iana@test', 'DTSTAMP:20300101T000000Z', 'DTSTART;TZID=Asia/Tokyo:20300308T090000', 'DTEND;TZID=Asia/Tokyo:20300308T100000']),
      vevent(['UID:old@test', 'DTSTAMP:20300101T000000Z', 'DTSTART:20290101T090000Z', 'DTEND:20290101T100000Z']),
    );
    const periods = busyPeriods(text, { from, until, personZone: 'Europe/Paris' });
    expect(periods.map((p) => [p.start.toISOString(), p.end.toISOString()])).toEqual([
      ['2030-03-07T08:00:00.000Z', '2030-03-07T08:30:00.000Z'],
      ['2030-03-08T00:00:00.000Z', '2030-03-08T01:00:00.000Z'],
      ['2030-03-09T23:00:00.000Z', '2030-03-11T23:00:00.000Z'],
      ['2030-03-19T23:00:00.000Z', '2030-03-20T23:00:00.000Z'],
    ]);
  });

  it('refuses what is not a calendar', () => {
    expect(() => busyPeriods('<html>Sign in</html>', { from, until, personZone: 'UTC' })).toThrow(CalendarReadError);
  });
});

describe('the address guard', () => {
  const keyOf = (check: () => void) => {
    try {
      check();
      return null;
    } catch (error) {
      return (error as CalendarReadError).key;
    }
  };

  it('refuses private addresses by default, when added and when read, with the calendar’s own messages', async () => {
    for (const address of ['http://127.0.0.1:9/x.ics', 'http://[::1]:9/x.ics', 'http://localhost:9/x.ics', 'webcal://169.254.169.254/latest/meta-data/']) {
      expect(
        keyOf(() => checkAddressLiteral(readableAddress(address), false)),
        address,
      ).toBe('coaching.calendar.privateAddress');
      await expect(downloadCalendar(readableAddress(address), false), address).rejects.toMatchObject({ key: 'coaching.calendar.privateAddress' });
    }
    expect(keyOf(() => checkAddressLiteral(readableAddress('webcal://calendar.example.org/team.ics'), false))).toBeNull();
    expect(keyOf(() => checkAddressLiteral(readableAddress('http://127.0.0.1:9/x.ics'), true))).toBeNull();
    expect(keyOf(() => readableAddress('ftp://example.org/x.ics'))).toBe('coaching.calendar.addressInvalid');
    await expect(downloadCalendar(new URL('ftp://example.org/x.ics'), false)).rejects.toMatchObject({ key: 'coaching.calendar.addressInvalid' });
  });

  it('follows OUTBOUND_ALLOW_PRIVATE unless EXTERNAL_CALENDAR_ALLOW_PRIVATE is set', () => {
    const allowed = (outbound: string, calendars: string) => {
      vi.stubEnv('BASE_URL', '');
      vi.stubEnv('OUTBOUND_ALLOW_PRIVATE', outbound);
      vi.stubEnv('EXTERNAL_CALENDAR_ALLOW_PRIVATE', calendars);
      try {
        return loadConfig().calendar.allowPrivateAddresses;
      } finally {
        vi.unstubAllEnvs();
      }
    };
    expect(allowed('', '')).toBe(false);
    expect(allowed('1', '')).toBe(true);
    expect(allowed('', '1')).toBe(true);
    expect(allowed('1', '0')).toBe(false);
    expect(allowed('0', '1')).toBe(true);
  });
});

describe('outside calendars', () => {
  let server: TestServer;
  let strict: TestServer;
  let tenant: Tenant;
  let files: Server;
  let base: string;
  const served = new Map<string, { status?: number; body: string }>();

  beforeAll(async () => {
    server = await startTestServer({ EXTERNAL_CALENDAR_SYNC_INTERVAL_MS: '0', EXTERNAL_CALENDAR_ALLOW_PRIVATE: '1' });
    tenant = await buildTenant(server);
    files = createServer((request, response) => {
      const file = served.get(request.url ?? '');
      if (request.url === '/redirect') return void response.writeHead(302, { location: '/team.ics' }).end();
      if (request.url === '/huge.ics') {
        response.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = 'X'.repeat(1024 * 1024);
        for (let i = 0; i < 6; i++) response.write(chunk);
        return void response.end();
      }
      if (!file) return void response.writeHead(404).end();
      response.writeHead(file.status ?? 200, { 'content-type': 'text/calendar' }).end(file.body);
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.stop();
    await strict?.stop();
    await new Promise((resolve) => files.close(resolve));
  });

  const soon = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const meeting = (uid: string, start: Date, minutes = 60) =>
    vevent([`UID:${uid}`, 'DTSTAMP:20300101T000000Z', `DTSTART:${utc(start)}`, `DTEND:${utc(new Date(start.getTime() + minutes * 60_000))}`]);

  it('reads a linked calendar at once, shows its busy times in the calendar and to booking, and reads it again on demand', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'mentor' });
    served.set('/team.ics', { body: vcalendar(meeting('a@test', soon(2, 9)), meeting('b@test', soon(3, 13), 30)) });
    const added = await gql(server, ADD, { url: `${base}/redirect` }, { tenant: tenant.slug, token: person.token });
    expect(added.errors).toBeUndefined();
    expect(added.data.addExternalCalendar).toMatchObject({ lastError: null, url: `${base}/redirect` });
    expect(added.data.addExternalCalendar.lastSyncedAt).toBeTruthy();

    const range = { from: new Date(Date.now()).toISOString(), to: new Date(Date.now() + 10 * DAY).toISOString() };
    const shown = await gql(server, CALENDAR_QUERY, range, { tenant: tenant.slug, token: person.token });
    expect(shown.data.calendar.filter((i: { kind: string }) => i.kind === 'BUSY').map((i: { start: string }) => i.start)).toEqual([
      soon(2, 9).toISOString(),
      soon(3, 13).toISOString(),
    ]);
    const forBooking = await runAs(server.services, tenant.incubator, person.user.id, async (ctx) => busyTimes(ctx, await ctx.tx.db(), person.user.id, soon(3, 0), soon(4, 0)));
    expect(forBooking).toEqual([{ start: soon(3, 13), end: new Date(soon(3, 13).getTime() + 30 * 60_000) }]);

    // The file changes; reading again replaces what was read.
    served.set('/team.ics', { body: vcalendar(meeting('c@test', soon(5, 10))) });
    const synced = await gql(server, SYNC, { id: added.data.addExternalCalendar.id }, { tenant: tenant.slug, token: person.token });
    expect(synced.data.syncExternalCalendar.lastError).toBeNull();
    const again = await gql(server, CALENDAR_QUERY, range, { tenant: tenant.slug, token: person.token });
    expect(again.data.calendar.filter((i: { kind: string }) => i.kind === 'BUSY').map((i: { start: string }) => i.start)).toEqual([soon(5, 10).toISOString()]);

    // A failed read keeps what was read last and says why, in the reader's language.
    served.set('/team.ics', { status: 500, body: 'oops' });
    const failed = await gql(server, SYNC, { id: added.data.addExternalCalendar.id }, { tenant: tenant.slug, token: person.token, language: 'de' });
    expect(failed.data.syncExternalCalendar.lastError).toBe('Der Kalender konnte nicht gelesen werden. Prüfen Sie die Adresse und versuchen Sie es erneut.');
    const kept = await gql(server, CALENDAR_QUERY, range, { tenant: tenant.slug, token: person.token });
    expect(kept.data.calendar.filter((i: { kind: string }) => i.kind === 'BUSY')).toHaveLength(1);

    // Removing it takes its busy times away.
    const removed = await gql(server, REMOVE, { id: added.data.addExternalCalendar.id }, { tenant: tenant.slug, token: person.token });
    expect(removed.data.removeExternalCalendar).toBe(true);
    const none = await gql(server, CALENDAR_QUERY, range, { tenant: tenant.slug, token: person.token });
    expect(none.data.calendar.filter((i: { kind: string }) => i.kind === 'BUSY')).toEqual([]);
  });

  it('shows an outside all-day event as a whole day of the person’s calendar', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const day = soon(3, 0);
    const date = day.toISOString().slice(0, 10).replace(/-/g, '');
    served.set('/holiday.ics', { body: vcalendar(vevent(['UID:holiday@test', 'DTSTAMP:20300101T000000Z', `DTSTART;VALUE=DATE:${date}`])) });
    await gql(server, ADD, { url: `${base}/holiday.ics` }, { tenant: tenant.slug, token: person.token });
    const range = { from: new Date().toISOString(), to: new Date(Date.now() + 10 * DAY).toISOString() };
    const shown = await gql(server, CALENDAR_QUERY, range, { tenant: tenant.slug, token: person.token });
    expect(shown.data.calendar).toEqual([expect.objectContaining({ kind: 'BUSY', allDay: true, start: day.toISOString(), end: new Date(day.getTime() + DAY).toISOString() })]);
  });

  it('refuses bad addresses with a translated message and writes nothing; files too large are cut off', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'mentor' });
    for (const url of ['', 'not an address', 'ftp://example.org/cal.ics', 'https://user:secret@example.org/cal.ics']) {
      const answer = await gql(server, ADD, { url }, { tenant: tenant.slug, token: person.token });
      expect(answer.errors?.[0].extensions?.code, url).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields[0].field).toBe('url');
    }
    expect((await gql(server, LIST, {}, { tenant: tenant.slug, token: person.token })).data.externalCalendars).toEqual([]);
    const huge = await gql(server, ADD, { url: `${base}/huge.ics` }, { tenant: tenant.slug, token: person.token });
    expect(huge.data.addExternalCalendar.lastError).toBe('The calendar is larger than 5 MB.');
    const missing = await gql(server, ADD, { url: `${base}/missing.ics` }, { tenant: tenant.slug, token: person.token });
    expect(missing.data.addExternalCalendar.lastError).toBe('The calendar could not be read. Check the address and try again.');
  });

  it('keeps each person’s calendars their own', async () => {
    const owner = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const other = await buildSignedInUser(tenant, { roleType: 'admin' });
    served.set('/own.ics', { body: vcalendar(meeting('own@test', soon(2, 9))) });
    const added = await gql(server, ADD, { url: `${base}/own.ics` }, { tenant: tenant.slug, token: owner.token });
    const id = added.data.addExternalCalendar.id;
    for (const query of [SYNC, REMOVE]) {
      const refused = await gql(server, query, { id }, { tenant: tenant.slug, token: other.token });
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await gql(server, LIST, {}, { tenant: tenant.slug, token: other.token })).data.externalCalendars).toEqual([]);
    expect((await gql(server, REMOVE, { id: 'nope' }, { tenant: tenant.slug, token: owner.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('reads on a schedule, those never read first', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'mentor' });
    served.set('/scheduled.ics', { body: vcalendar(meeting('s@test', soon(4, 8))) });
    const calendarId = await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      const [row] = await db
        .insert(schema.externalCalendars)
        .values({ incubatorId: tenant.incubator.id, id: crypto.randomUUID(), userId: person.user.id, url: `${base}/scheduled.ics` })
        .returning();
      return row.id;
    });
    const read = await syncDueCalendars(server.services, { only: [tenant.incubator.id], perTenant: 1 });
    expect(read).toBe(1);
    const rows = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.externalBusyTimes)
        .where(and(eq(schema.externalBusyTimes.incubatorId, tenant.incubator.id), eq(schema.externalBusyTimes.calendarId, calendarId))),
    );
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([soon(4, 8).toISOString()]);
  });

  it('refuses a private address by default', async () => {
    // Neither setting allows private addresses, as in production.
    strict = await startTestServer({ EXTERNAL_CALENDAR_SYNC_INTERVAL_MS: '0', OUTBOUND_ALLOW_PRIVATE: '0' });
    const strictTenant = await buildTenant(strict);
    const person = await buildSignedInUser(strictTenant, { roleType: 'mentor' });
    const answer = await gql(strict, ADD, { url: `${base}/team.ics` }, { tenant: strictTenant.slug, token: person.token });
    expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(answer.errors?.[0].message).toBe('This address points inside a private network and cannot be read.');
  });
});
