import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { insertSession } from './calendar-fixtures.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer({ EXTERNAL_CALENDAR_SYNC_INTERVAL_MS: '0' });
  tenant = await buildTenant(server, { name: 'Orbit Labs' });
});
afterAll(() => server.stop());

const REGENERATE = 'mutation { regenerateCalendarFeed { enabled url } }';
const FEED = 'query { calendarFeed { enabled url } }';
const DAY = 86_400_000;

async function download(url: string, on: Tenant = tenant) {
  const path = new URL(url).pathname;
  return fetch(`${server.url}${path}`, { headers: { 'x-incubator': on.slug } });
}

describe('the private calendar feed', () => {
  it('answers the person’s sessions as a calendar file, cancelled ones marked, times in UTC', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildUser(tenant, { roleType: 'cofounder' });
    const soon = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000);
    const kept = await insertSession(tenant, { name: 'Pitch review', startsAt: soon, minutes: 45, coaches: [coach.user.id], attendees: [founder.user.id], sequence: 2 });
    const cancelled = await insertSession(tenant, { name: 'Called off', startsAt: new Date(soon.getTime() + DAY), coaches: [coach.user.id], cancelled: true });
    await insertSession(tenant, { name: 'Long ago', startsAt: new Date(Date.now() - 200 * DAY), coaches: [coach.user.id] });
    await insertSession(tenant, { name: 'Someone else’s', startsAt: soon, coaches: [founder.user.id] });

    const before = await gql(server, FEED, {}, { tenant: tenant.slug, token: coach.token });
    expect(before.data.calendarFeed).toEqual({ enabled: false, url: null });
    const made = await gql(server, REGENERATE, {}, { tenant: tenant.slug, token: coach.token });
    expect(made.errors).toBeUndefined();
    const url: string = made.data.regenerateCalendarFeed.url;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const after = await gql(server, FEED, {}, { tenant: tenant.slug, token: coach.token });
    expect(after.data.calendarFeed).toEqual({ enabled: true, url: null });

    const response = await download(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Orbit Labs coaching');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual(['Called off', 'Pitch review']);
    const pitch = events.find((e) => e.summary === 'Pitch review')!;
    const host = new URL(url).hostname;
    expect(pitch.uid).toBe(`${kept}@${host}`);
    expect(pitch.startDate.zone?.tzid).toBe('UTC');
    expect(pitch.startDate.toJSDate().toISOString()).toBe(soon.toISOString());
    expect(pitch.endDate.toJSDate().getTime() - soon.getTime()).toBe(45 * 60_000);
    expect(pitch.sequence).toBe(2);
    expect(pitch.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const off = events.find((e) => e.summary === 'Called off')!;
    expect(off.uid).toBe(`${cancelled}@${host}`);
    expect(off.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('stops answering the old address once a new one is made; an unknown or malformed token is not found', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'staff' });
    const first = (await gql(server, REGENERATE, {}, { tenant: tenant.slug, token: person.token })).data.regenerateCalendarFeed.url;
    expect((await download(first)).status).toBe(200);
    const second = (await gql(server, REGENERATE, {}, { tenant: tenant.slug, token: person.token })).data.regenerateCalendarFeed.url;
    expect(second).not.toBe(first);
    expect((await download(first)).status).toBe(404);
    expect((await download(second)).status).toBe(200);
    expect((await download(`${server.url}/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await download(`${server.url}/api/calendar/nope.ics`)).status).toBe(404);
    expect((await download(`${server.url}/api/calendar/${new URL(second).pathname.split('/').pop()!.slice(0, -4)}`)).status).toBe(404);
  });

  it('belongs to its organisation: another tenant’s host does not know the token', async () => {
    const other = await buildTenant(server);
    const person = await buildSignedInUser(tenant, { roleType: 'staff' });
    const url = (await gql(server, REGENERATE, {}, { tenant: tenant.slug, token: person.token })).data.regenerateCalendarFeed.url;
    expect((await download(url, other)).status).toBe(404);
  });

  it('needs a signed-in person to make an address', async () => {
    const answer = await gql(server, REGENERATE, {}, { tenant: tenant.slug });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
