import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { bookingClock, type HostRules } from '../coaching/slots.ts';
import { setFlags } from '../startups/test-support.ts';
import { busyFor, holdFor, insertOneOnOne, openWeekly, SLOTS, startsOf, VIEWER } from './booking-fixtures.ts';
import { hostSlots } from './slots.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
const realNow = bookingClock.now;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  otherTenant = await buildTenant(server, { plan: 'enterprise' });
});
afterAll(() => server.stop());
afterEach(() => {
  bookingClock.now = realNow;
});

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });
const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const at = (iso: string) => Date.parse(iso);

describe('hostSlots (pure)', () => {
  const rules = (extra: Partial<HostRules> = {}): HostRules => ({
    timeZone: 'UTC',
    weekly: [{ weekday: 1, start: 540, end: 720 }],
    exceptions: [],
    holds: [],
    busy: [],
    bufferMinutes: 0,
    minimumNoticeMinutes: 0,
    bookingHorizonDays: 365,
    ...extra,
  });
  const event = { availabilityMode: 'ONE_ON_ONE_GENERAL', oneOnOneDates: [], duration: 60, timeslotIncrement: 30, ignoreHostsLinkedCalendar: false };
  const monday = { lo: at('2030-01-07T00:00:00Z'), hi: at('2030-01-08T00:00:00Z') };

  it('cuts the weekly window into starts every increment that fit the duration', () => {
    const out = hostSlots(event, rules(), monday.lo, monday.hi, 0).map((s) => new Date(s.start).toISOString());
    expect(out).toEqual(['2030-01-07T09:00:00.000Z', '2030-01-07T09:30:00.000Z', '2030-01-07T10:00:00.000Z', '2030-01-07T10:30:00.000Z', '2030-01-07T11:00:00.000Z']);
  });

  it('keeps the window’s rhythm when the range starts inside it, and honours holds widened by the buffer', () => {
    const out = hostSlots(
      event,
      rules({ holds: [{ start: at('2030-01-07T11:00:00Z'), end: at('2030-01-07T11:30:00Z') }], bufferMinutes: 15 }),
      at('2030-01-07T09:10:00Z'),
      monday.hi,
      0,
    );
    // 09:30 and 10:00 fit; 10:30–11:30 and 11:00–12:00 touch the held 11:00–11:30 (or its 15 minutes before).
    expect(out.map((s) => new Date(s.start).toISOString())).toEqual(['2030-01-07T09:30:00.000Z']);
  });

  it('ignores outside busy times only when the event says so', () => {
    const busy = [{ start: at('2030-01-07T09:00:00Z'), end: at('2030-01-07T10:00:00Z') }];
    expect(hostSlots(event, rules({ busy }), monday.lo, monday.hi, 0)).toHaveLength(3);
    expect(hostSlots({ ...event, ignoreHostsLinkedCalendar: true }, rules({ busy }), monday.lo, monday.hi, 0)).toHaveLength(5);
  });
});

describe('eventSlots', () => {
  it('offers a GENERAL event’s hours in the host’s wall clock across a daylight-saving change, grouped by the event’s days', async () => {
    bookingClock.now = () => new Date('2030-03-01T00:00:00Z');
    const host = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await openWeekly(server, tenant, host.user.id, { timeZone: 'Europe/Paris', weekdays: [1], from: 540, to: 660 });
    const event = await insertOneOnOne(server, tenant, {
      hostIds: [host.user.id],
      timezone: 'Europe/Paris',
      startsAt: new Date('2030-03-20T00:00:00Z'),
      endsAt: new Date('2030-04-05T00:00:00Z'),
    });
    const answer = await call(SLOTS, { eventId: event.id, from: '2030-03-24T00:00:00Z', to: '2030-04-03T00:00:00Z' }, founder.token);
    expect(answer.errors).toBeUndefined();
    // 09:00–11:00 in Paris: 08:00Z before the change (31 March 2030), 07:00Z after.
    expect(answer.data.eventSlots).toEqual([
      {
        date: '2030-03-25',
        slots: ['08:00', '08:30', '09:00'].map((time) => ({
          start: `2030-03-25T${time}:00.000Z`,
          end: new Date(Date.parse(`2030-03-25T${time}:00Z`) + 3_600_000).toISOString(),
          hostIds: [host.user.id],
        })),
      },
      {
        date: '2030-04-01',
        slots: ['07:00', '07:30', '08:00'].map((time) => ({
          start: `2030-04-01T${time}:00.000Z`,
          end: new Date(Date.parse(`2030-04-01T${time}:00Z`) + 3_600_000).toISOString(),
          hostIds: [host.user.id],
        })),
      },
    ]);
  });

  it('offers a SPECIFIC event’s own windows, grouped by local day across the change', async () => {
    bookingClock.now = () => new Date('2030-03-01T00:00:00Z');
    const host = await buildSignedInUser(tenant, { roleType: 'expert' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const event = await insertOneOnOne(server, tenant, {
      hostIds: [host.user.id],
      availabilityMode: 'ONE_ON_ONE_SPECIFIC',
      timezone: 'Europe/Paris',
      timeslotIncrement: 60,
      startsAt: new Date('2030-03-30T00:00:00Z'),
      endsAt: new Date('2030-04-01T00:00:00Z'),
      oneOnOneDates: [{ start: '2030-03-30T22:00:00.000Z', end: '2030-03-31T03:00:00.000Z' }],
    });
    const answer = await call(SLOTS, { eventId: event.id, from: '2030-03-29T00:00:00Z', to: '2030-04-02T00:00:00Z' }, founder.token);
    const days = answer.data.eventSlots as Array<{ date: string; slots: Array<{ start: string }> }>;
    // 23:00 on the 30th in Paris, then 00:00, 01:00, 03:00 and 04:00 on the 31st (02:00 does not exist that night).
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ['2030-03-30', 1],
      ['2030-03-31', 4],
    ]);
    expect(startsOf(days)).toEqual(['22', '23', '00', '01', '02'].map((h, i) => `2030-03-${i < 2 ? 30 : 31}T${h}:00:00.000Z`));
  });

  it('hides slots inside the notice period, the host’s held time and, unless ignored, their outside busy times', async () => {
    bookingClock.now = () => new Date('2030-01-07T06:00:00Z');
    const host = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await openWeekly(server, tenant, host.user.id);
    const range = { from: '2030-01-07T00:00:00Z', to: '2030-01-08T00:00:00Z' };
    const noticed = await insertOneOnOne(server, tenant, { hostIds: [host.user.id], noticeEnabled: true, noticeValue: 4, noticeUnit: 'HOURS' });
    const all = ['09:00', '09:30', '10:00', '10:30', '11:00'].map((t) => `2030-01-07T${t}:00.000Z`);
    // Now 06:00 with four hours' notice: nothing before 10:00.
    expect(startsOf((await call(SLOTS, { eventId: noticed.id, ...range }, founder.token)).data.eventSlots)).toEqual(all.slice(2));

    const plain = await insertOneOnOne(server, tenant, { hostIds: [host.user.id] });
    await holdFor(server, tenant, host.user.id, '2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z');
    await busyFor(server, tenant, host.user.id, '2030-01-07T11:30:00Z', '2030-01-07T12:00:00Z');
    expect(startsOf((await call(SLOTS, { eventId: plain.id, ...range }, founder.token)).data.eventSlots)).toEqual(['2030-01-07T10:00:00.000Z', '2030-01-07T10:30:00.000Z']);

    const ignoring = await insertOneOnOne(server, tenant, { hostIds: [host.user.id], ignoreHostsLinkedCalendar: true });
    expect(startsOf((await call(SLOTS, { eventId: ignoring.id, ...range }, founder.token)).data.eventSlots)).toEqual(all.slice(2));
  });

  it('merges hosts free at the same time and leaves out the attendee’s own busy times', async () => {
    bookingClock.now = () => new Date('2030-01-07T06:00:00Z');
    const [first, second] = [await buildSignedInUser(tenant, { roleType: 'coach' }), await buildSignedInUser(tenant, { roleType: 'mentor' })];
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await openWeekly(server, tenant, first.user.id, { from: 540, to: 600 });
    await openWeekly(server, tenant, second.user.id, { from: 540, to: 660 });
    await holdFor(server, tenant, founder.user.id, '2030-01-07T10:00:00Z', '2030-01-07T10:15:00Z');
    const event = await insertOneOnOne(server, tenant, { hostIds: [first.user.id, second.user.id] });
    const days = (await call(SLOTS, { eventId: event.id, from: '2030-01-07T00:00:00Z', to: '2030-01-08T00:00:00Z' }, founder.token)).data.eventSlots;
    expect(days[0].slots.map((s: { start: string; hostIds: string[] }) => [s.start.slice(11, 16), s.hostIds.length])).toEqual([['09:00', 2]]);
  });

  it('offers nothing to a founder whose startup has too few hours left, unless the event ignores hour allocation', async () => {
    bookingClock.now = () => new Date('2030-01-07T06:00:00Z');
    const host = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { founders: [founder.user] });
    await openWeekly(server, tenant, host.user.id);
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.insert(schema.hourAllocations).values({ incubatorId: tenant.incubator.id, id: newId(), startupId: startup.id, amount: 0.5, unit: 'HOUR' }),
    );
    const range = { from: '2030-01-07T00:00:00Z', to: '2030-01-08T00:00:00Z' };
    const counted = await insertOneOnOne(server, tenant, { hostIds: [host.user.id] });
    expect((await call(SLOTS, { eventId: counted.id, ...range }, founder.token)).data.eventSlots).toEqual([]);
    expect((await call(VIEWER, { id: counted.id }, founder.token)).data.incubatorEvent.viewerBookingBlock).toBe('HOURS_USED_UP');

    const ignoring = await insertOneOnOne(server, tenant, { hostIds: [host.user.id], ignoreHourAllocation: true });
    expect(startsOf((await call(SLOTS, { eventId: ignoring.id, ...range }, founder.token)).data.eventSlots)).toHaveLength(5);
    expect((await call(VIEWER, { id: ignoring.id }, founder.token)).data.incubatorEvent.viewerBookingBlock).toBeNull();
  });

  it('refuses unseen events, other tenants’ ids, bad ranges, and a plan without one-on-one events', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const range = { from: '2030-01-07T00:00:00Z', to: '2030-01-08T00:00:00Z' };
    const draft = await insertOneOnOne(server, tenant, { status: 'DRAFT' });
    expect(codeOf(await call(SLOTS, { eventId: draft.id, ...range }, founder.token))).toBe('NOT_FOUND');
    const elsewhere = await insertOneOnOne(server, otherTenant);
    expect(codeOf(await call(SLOTS, { eventId: elsewhere.id, ...range }, founder.token))).toBe('NOT_FOUND');
    const open = await insertOneOnOne(server, tenant);
    expect(codeOf(await call(SLOTS, { eventId: open.id, from: '2030-01-01T00:00:00Z', to: '2030-03-15T00:00:00Z' }, founder.token))).toBe('VALIDATION_ERROR');
    expect(codeOf(await call(SLOTS, { eventId: open.id, from: '2030-01-08T00:00:00Z', to: '2030-01-07T00:00:00Z' }, founder.token))).toBe('VALIDATION_ERROR');
    expect(codeOf(await call(SLOTS, { eventId: 'nope', ...range }, founder.token))).toBe('VALIDATION_ERROR');

    const starter = await buildTenant(server, { plan: 'starter' });
    await setFlags(server, starter, { oneOnOneEvents: false });
    const person = await buildSignedInUser(starter, { roleType: 'cofounder' });
    const theirs = await insertOneOnOne(server, starter);
    expect(codeOf(await call(SLOTS, { eventId: theirs.id, ...range }, person.token, starter))).toBe('FEATURE_DISABLED');
  });
});
