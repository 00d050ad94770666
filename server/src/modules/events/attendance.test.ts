import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { runAs } from '../../core/request-context.ts';
import { downloadedRows, exportRefusal, writeExport } from '../exports/type-test-support.ts';
import { eventExportType } from './export-type.ts';
import { inHours, insertEvent } from './visibility-fixtures.ts';

const STATUS = 'mutation($id: ID!, $user: ID!, $status: EventAttendeeStatus!) { setAttendeeStatus(eventId: $id, userId: $user, status: $status) { status checkedInAt } }';
const ATTENDEES =
  'query($id: ID!, $filter: EventAttendeeFilter, $cursor: String, $limit: Int) { eventAttendees(eventId: $id, filter: $filter, cursor: $cursor, limit: $limit) { next results { _id status waitlisted user { _id } } } }';
const CALENDAR = 'query($from: String!, $to: String!) { calendar(from: $from, to: $to) { kind id title url cancelled start end } }';

let server: TestServer;
let tenant: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let staff: Person;
let host: Person;

const as = (person: { token: string }, query: string, variables: Record<string, unknown> = {}) => gql(server, query, variables, { tenant: tenant.slug, token: person.token });
const founder = (firstName = 'Test') => buildSignedInUser(tenant, { roleType: 'founder', firstName });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const fetchAs = (person: { token: string }, path: string) => fetch(`${server.url}${path}`, { headers: { 'x-incubator': tenant.slug, authorization: `Bearer ${person.token}` } });

/** A minimal CSV reader for the export's own output (quoted cells, doubled quotes, CRLF rows). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') endCell();
    else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'growth' });
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  host = await buildSignedInUser(tenant, { roleType: 'mentor' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('attendance', () => {
  it('lets hosts check people in from the event’s day on, along the allowed moves', async () => {
    const a = await founder();
    const started = await insertEvent(tenant, { startsAt: inHours(-1), hosts: [host.user.id], attendees: [a.user.id] });
    const attended = await as(host, STATUS, { id: started, user: a.user.id, status: 'ATTENDED' });
    expect(attended.data.setAttendeeStatus.status).toBe('ATTENDED');
    expect(Date.parse(attended.data.setAttendeeStatus.checkedInAt)).toBeGreaterThan(Date.now() - 60_000);
    const noShow = await as(host, STATUS, { id: started, user: a.user.id, status: 'NO_SHOW' });
    expect(noShow.data.setAttendeeStatus).toEqual({ status: 'NO_SHOW', checkedInAt: null });
    expect((await as(host, STATUS, { id: started, user: a.user.id, status: 'EVENT_CANCELLED' })).data.setAttendeeStatus.status).toBe('EVENT_CANCELLED');
    // EVENT_CANCELLED is final.
    expect(codeOf(await as(host, STATUS, { id: started, user: a.user.id, status: 'ATTENDED' }))).toBe('VALIDATION_ERROR');

    const later = await insertEvent(tenant, { startsAt: inHours(72), hosts: [host.user.id], attendees: [a.user.id] });
    const early = await as(host, STATUS, { id: later, user: a.user.id, status: 'ATTENDED' });
    expect(codeOf(early)).toBe('VALIDATION_ERROR');
    expect(early.errors?.[0].message).toBe('Attendance can be marked from the day of the event.');
  });

  it('keeps attendance to the event’s managers: FORBIDDEN for those who only see it, NOT_FOUND for the others', async () => {
    const a = await founder();
    const id = await insertEvent(tenant, { startsAt: inHours(-1), attendees: [a.user.id] });
    const hidden = await insertEvent(tenant, { startsAt: inHours(-1), visRolesIs: ['staff'], attendees: [] });
    expect(codeOf(await as(a, STATUS, { id, user: a.user.id, status: 'ATTENDED' }))).toBe('FORBIDDEN');
    expect(codeOf(await as(a, ATTENDEES, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await as(a, ATTENDEES, { id: hidden }))).toBe('NOT_FOUND');
    expect((await as(staff, STATUS, { id, user: a.user.id, status: 'ATTENDED' })).data.setAttendeeStatus.status).toBe('ATTENDED');
  });

  it('lists attendees in registration order a page at a time, with filters', async () => {
    const people = [await founder('Alma'), await founder('Bruno'), await founder('Carla'), await founder('Dario'), await founder('Elif')];
    const id = await insertEvent(tenant, {
      hosts: [host.user.id],
      attendees: [...people.slice(0, 3).map((p) => p.user.id), ...people.slice(3).map((p) => ({ userId: p.user.id, waitlisted: true }))],
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const answer = await as(host, ATTENDEES, { id, cursor, limit: 2 });
      seen.push(...answer.data.eventAttendees.results.map((r: { user: { _id: string } }) => r.user._id));
      cursor = answer.data.eventAttendees.next;
      if (!cursor) break;
    }
    expect(seen).toEqual(people.map((p) => p.user.id));
    const waiting = await as(host, ATTENDEES, { id, filter: { waitlisted: true } });
    expect(waiting.data.eventAttendees.results.map((r: { user: { _id: string } }) => r.user._id)).toEqual(people.slice(3).map((p) => p.user.id));
    const found = await as(host, ATTENDEES, { id, filter: { search: 'carl' } });
    expect(found.data.eventAttendees.results.map((r: { user: { _id: string } }) => r.user._id)).toEqual([people[2].user.id]);
    expect(codeOf(await as(host, ATTENDEES, { id, cursor: 'garbage' }))).toBe('VALIDATION_ERROR');
  });
});

describe('files', () => {
  it('exports the attendees as CSV and XLSX for the managers only', async () => {
    const a = await founder('Ana');
    const b = await founder('Ben');
    await buildStartup(tenant, { name: 'Acme', founders: [a.user] });
    const id = await insertEvent(tenant, { title: 'Demo day', hosts: [host.user.id], attendees: [a.user.id, { userId: b.user.id, waitlisted: true }] });

    const csv = await fetchAs(host, `/api/events/${id}/attendees?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(encodeURIComponent('Attendees Demo day.csv'));
    const rows = readCsv((await csv.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(['Name', 'Email', 'Startup', 'Status', 'On the waitlist', 'Registered at (UTC)', 'Checked in at (UTC)', 'Registered by', 'Time slot (UTC)']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([
      ['Ana founder', a.email, 'Acme', 'Registered', 'No'],
      ['Ben founder', b.email, '', 'Registered', 'Yes'],
    ]);

    const xlsx = await fetchAs(host, `/api/events/${id}/attendees?format=xlsx`);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.getRow(2).getCell(2).value).toBe(a.email);
    expect(sheet.rowCount).toBe(3);

    expect((await fetchAs(a, `/api/events/${id}/attendees?format=csv`)).status).toBe(403);
    expect((await fetchAs(host, `/api/events/${id}/attendees?format=pdf`)).status).toBe(400);
  });

  it('writes through the export type event the rows the REST download gives, for its managers only', async () => {
    const a = await founder('Ida');
    const id = await insertEvent(tenant, { title: 'Office hours', hosts: [host.user.id], attendees: [a.user.id] });
    const written = await writeExport(server.services, tenant.incubator, host.user.id, eventExportType, { eventId: id });
    expect([written.header, ...written.rows]).toEqual(await downloadedRows(await fetchAs(host, `/api/events/${id}/attendees?format=csv`)));
    expect(written.total).toBe(1);
    expect(written.descriptions[5]).toBe("When the attendee registered, in the event's time zone (UTC).");
    expect(await exportRefusal(server.services, tenant.incubator, a.user.id, eventExportType, { eventId: id })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await exportRefusal(server.services, tenant.incubator, host.user.id, eventExportType, { eventId: 'x', extra: 1 })).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('gives anyone who sees the event its calendar file, cancelled once it is', async () => {
    const a = await founder();
    const id = await insertEvent(tenant, { title: 'Pitch practice', locationMode: 'IN_PERSON', locationText: 'Room 4', attendees: [a.user.id], hosts: [host.user.id] });
    const read = async () => {
      const answer = await fetchAs(a, `/api/events/${id}/calendar.ics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(await answer.text()) as unknown[]);
      return calendar.getAllSubcomponents('vevent')[0];
    };
    const entry = await read();
    // The tenant's own host: the same UID as its invitations and the feed.
    expect(entry.getFirstPropertyValue('uid')).toBe(`${id}@${tenant.slug}.localhost`);
    expect(entry.getFirstPropertyValue('summary')).toBe('Pitch practice');
    expect(entry.getFirstPropertyValue('location')).toBe('Room 4');
    expect(entry.getFirstPropertyValue('status')).toBe('CONFIRMED');

    // Cancelled: the attendees are all EVENT_CANCELLED and the file says it.
    await runAs(server.services, tenant.incubator, staff.user.id, async (ctx) => {
      const db = await ctx.tx.db();
      await db.update(schema.incubatorEvents).set({ status: 'CANCELLED', cancelledAt: new Date() }).where(eq(schema.incubatorEvents.id, id));
      await recordEvent(ctx, db, { kind: 'events.cancelled', subjectKind: 'incubatorEvent', subjectId: id, data: { eventId: id, title: 'Pitch practice', message: null } });
    });
    expect((await read()).getFirstPropertyValue('status')).toBe('CANCELLED');
    const list = await as(host, ATTENDEES, { id });
    expect(list.data.eventAttendees.results.map((r: { status: string }) => r.status)).toEqual(['EVENT_CANCELLED']);

    const hidden = await insertEvent(tenant, { visRolesIs: ['staff'] });
    expect((await fetchAs(a, `/api/events/${hidden}/calendar.ics`)).status).toBe(404);
  });
});

describe('calendar', () => {
  it('shows the events one holds a place at or hosts, not those one waits for, in the calendar and the feed', async () => {
    const a = await founder();
    const mine = await insertEvent(tenant, { title: 'Office hours', startsAt: inHours(26), attendees: [a.user.id] });
    const waiting = await insertEvent(tenant, { title: 'Waiting list', startsAt: inHours(27), attendees: [{ userId: a.user.id, waitlisted: true }] });
    const hosted = await insertEvent(tenant, { title: 'Hosted', startsAt: inHours(28), hosts: [a.user.id] });
    const draft = await insertEvent(tenant, { title: 'Draft', status: 'DRAFT', startsAt: inHours(29), attendees: [a.user.id] });
    const range = { from: new Date().toISOString(), to: inHours(24 * 7).toISOString() };
    const items = (await as(a, CALENDAR, range)).data.calendar.filter((i: { kind: string }) => i.kind === 'EVENT');
    expect(items.map((i: { id: string }) => i.id)).toEqual([mine, hosted]);
    expect(items[0]).toMatchObject({ title: 'Office hours', url: `/events/${mine}`, cancelled: false });
    expect(items.map((i: { id: string }) => i.id)).not.toContain(waiting);
    expect(items.map((i: { id: string }) => i.id)).not.toContain(draft);

    const made = await as(a, 'mutation { regenerateCalendarFeed { url } }');
    const url = new URL(made.data.regenerateCalendarFeed.url);
    const feed = await fetch(`${server.url}${url.pathname}`, { headers: { 'x-incubator': tenant.slug } });
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
    const uids = calendar.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')).split('@')[0]);
    expect(uids).toEqual(expect.arrayContaining([mine, hosted]));
    expect(uids).not.toContain(waiting);
  });
});
