import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { setFlags, setGrant } from '../startups/test-support.ts';
import { CREATE, UPDATE, caller, codeOf, fieldsOf, insertFile, insertProgram, insertTag, ok, stored, type Answer } from './records-support.ts';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  other = await buildTenant(server, { plan: 'enterprise' });
  call = caller(server, tenant);
});
afterAll(() => server.stop());

const create = async (token: string, language?: string) => ok(await call(CREATE, {}, token, { language })).createIncubatorEvent;
const update = (token: string, eventId: string, data: Record<string, unknown>, scope?: string): Promise<Answer> => call(UPDATE, { eventId, data, scope }, token);
const rule = (is: string[] = [], isNot: string[] = []) => ({ is, isNot });

describe('createIncubatorEvent', () => {
  it('makes a draft group event tomorrow 10:00–11:00 in the organisation’s zone, titled in the creator’s language, hosted by them', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff', language: 'fr' });
    const event = await create(staff.token, 'fr');
    expect(event).toMatchObject({ title: 'Événement sans titre', status: 'DRAFT', eventType: 'GROUP', createdBy: { _id: staff.user.id }, hosts: [{ _id: staff.user.id }] });
    expect(event.timezone).toBe(tenant.incubator.timezone);
    const start = new Date(event.startTime);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: event.timezone, hour: '2-digit', minute: '2-digit' }).format(start);
    expect(local).toBe('10:00');
    expect(new Date(event.endTime).getTime() - start.getTime()).toBe(3_600_000);
    expect(start.getTime()).toBeGreaterThan(Date.now());
    expect(event.viewerCan).toEqual({ edit: true, delete: true, publish: true, manageAttendees: true, registerOthers: true });
    const { hosts } = await stored(server, tenant, event._id);
    expect(hosts.map((h) => h.startsAt.toISOString())).toEqual([event.startTime]);
  });

  it('is refused without EVENT:CREATE', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    expect(codeOf(await call(CREATE, {}, founder.token))).toBe('FORBIDDEN');
  });
});

describe('updateIncubatorEvent', () => {
  it('writes every field and reads it back', async () => {
    await setFlags(server, tenant, { oneOnOneEvents: true });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const event = await create(staff.token);
    const [topic, tag, userTag, startupTag, program] = [
      await insertTag(server, tenant, 'MentorExpert'),
      await insertTag(server, tenant, 'IncubatorEvent'),
      await insertTag(server, tenant, 'User'),
      await insertTag(server, tenant, 'Startup'),
      await insertProgram(server, tenant),
    ];
    const cover = await insertFile(server, tenant, staff.user.id);
    const data = {
      title: '  Office hours  ',
      description: '<p>Bring <strong>questions</strong></p><script>alert(1)</script>',
      eventType: 'ONE_ON_ONE',
      capacity: 12,
      image: cover,
      cover,
      locationMode: 'HYBRID',
      location: { text: 'Room 4', link: 'maps.example.com/room4' },
      conferenceData: { url: 'https://meet.example.com/abc', solution: 'Meet' },
      hostIds: [staff.user.id, coach.user.id],
      editPermission: 'HOSTS',
      visibility: { userRoles: rule(['cofounder'], ['mentor']), userTags: rule([userTag]), startupTags: rule([], [startupTag]), startupPrograms: rule([program]) },
      topicIds: [topic],
      tagIds: [tag],
      startTime: '2030-05-06T08:00:00.000Z',
      endTime: '2030-05-06T12:00:00.000Z',
      timezone: 'Europe/Paris',
      duration: 30,
      timeslotIncrement: 15,
      numberOfSessions: 2,
      oneOnOneDates: [{ start: '2030-05-06T09:00:00.000Z', end: '2030-05-06T11:00:00.000Z' }],
      availability: { method: 'INVITED', type: 'CLOSED', mode: 'ONE_ON_ONE_SPECIFIC' },
      attachmentLinks: [{ label: 'Agenda', url: 'https://example.com/agenda' }],
      registrationNoticePeriod: { meetingRegistrationHasNoticePeriod: true, periodValue: 2, periodUnit: 'DAYS' },
      calendarHostId: coach.user.id,
      ignoreHostsLinkedCalendar: true,
      ignoreHourAllocation: true,
    };
    const saved = ok(await update(staff.token, event._id, data)).updateIncubatorEvent;
    expect(saved).toMatchObject({
      title: 'Office hours',
      description: '<p>Bring <strong>questions</strong></p>',
      eventType: 'ONE_ON_ONE',
      capacity: 12,
      image: cover,
      cover,
      locationMode: 'HYBRID',
      location: { text: 'Room 4', link: 'http://maps.example.com/room4' },
      conferenceData: { url: 'https://meet.example.com/abc', solution: 'Meet' },
      editPermission: 'HOSTS',
      visibility: { userRoles: rule(['cofounder'], ['mentor']), userTags: rule([userTag]), startupTags: rule([], [startupTag]), startupPrograms: rule([program]) },
      topics: [{ _id: topic }],
      tags: [{ _id: tag }],
      startTime: data.startTime,
      endTime: data.endTime,
      timezone: 'Europe/Paris',
      duration: 30,
      timeslotIncrement: 15,
      numberOfSessions: 2,
      oneOnOneDates: data.oneOnOneDates,
      availability: data.availability,
      attachmentLinks: data.attachmentLinks,
      registrationNoticePeriod: data.registrationNoticePeriod,
      calendarHost: { _id: coach.user.id },
      ignoreHostsLinkedCalendar: true,
      ignoreHourAllocation: true,
      recurrence: null,
      detached: false,
    });
    expect(saved.hosts.map((h: { _id: string }) => h._id).sort()).toEqual([staff.user.id, coach.user.id].sort());
    const { row, hosts } = await stored(server, tenant, event._id);
    // Time and place moved: a new calendar version; the hosts' copies of the start follow.
    expect(row.sequence).toBe(1);
    expect(hosts.every((h) => h.startsAt.toISOString() === data.startTime)).toBe(true);

    // Changing the type without the mode picks the type's first mode; an unchanged place keeps the version.
    const group = ok(await update(staff.token, event._id, { eventType: 'GROUP', oneOnOneDates: [], title: 'Office hours' })).updateIncubatorEvent;
    expect(group.availability.mode).toBe('GROUP_GENERAL');
    expect((await stored(server, tenant, event._id)).row.sequence).toBe(1);
    // Taking the calendar host off the hosts clears it.
    expect(ok(await update(staff.token, event._id, { hostIds: [staff.user.id] })).updateIncubatorEvent.calendarHost).toBeNull();
  });

  it('refuses bad input field by field, translated, writing nothing', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const event = await create(staff.token);
    const before = await stored(server, tenant, event._id);
    const foreigner = await buildSignedInUser(other, { roleType: 'staff' });
    const foreignTag = await insertTag(server, other, 'IncubatorEvent');
    const foreignProgram = await insertProgram(server, other);
    const foreignFile = await insertFile(server, other, foreigner.user.id);
    const startupTag = await insertTag(server, tenant, 'Startup');
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ startTime: '2030-01-02T10:00:00Z', endTime: '2030-01-02T09:00:00Z' }, ['endTime']],
      [{ endTime: new Date(new Date(event.startTime).getTime() - 60_000).toISOString() }, ['endTime']],
      [{ startTime: '2030-01-01T10:00:00Z', endTime: '2030-03-01T10:00:00Z' }, ['endTime']],
      [{ capacity: 0 }, ['capacity']],
      [{ capacity: -1 }, ['capacity']],
      [{ tagIds: ['0190a000-0000-7000-8000-000000000001'] }, ['tagIds.0']],
      [{ tagIds: [foreignTag] }, ['tagIds.0']],
      [{ tagIds: [startupTag] }, ['tagIds.0']],
      [{ topicIds: [foreignTag] }, ['topicIds.0']],
      [{ hostIds: [foreigner.user.id] }, ['hostIds.0']],
      [{ hostIds: ['not-an-id'] }, ['hostIds.0']],
      [{ visibility: { userRoles: rule(['wizard']), userTags: rule(), startupTags: rule(), startupPrograms: rule() } }, ['visibility.userRoles.is.0']],
      [{ visibility: { userRoles: rule(), userTags: rule(), startupTags: rule(), startupPrograms: rule([], [foreignProgram]) } }, ['visibility.startupPrograms.isNot.0']],
      [{ visibility: { userRoles: rule(), userTags: rule([startupTag]), startupTags: rule(), startupPrograms: rule() } }, ['visibility.userTags.is.0']],
      [{ image: 'https://tracker.example.com/pixel.png' }, ['image']],
      [{ cover: foreignFile }, ['cover']],
      [{ timezone: 'Mars/Olympus' }, ['timezone']],
      [{ duration: 17 }, ['duration']],
      [{ availability: { method: 'SELF', type: 'WAITLIST', mode: 'ONE_ON_ONE_GENERAL' } }, ['availability.mode']],
      [{ calendarHostId: '0190a000-0000-7000-8000-000000000001' }, ['calendarHostId']],
      [{ oneOnOneDates: [{ start: '2031-01-01T10:00:00Z', end: '2031-01-01T11:00:00Z' }] }, ['oneOnOneDates.0.start']],
      [{ recurrence: { frequency: 'WEEKLY', interval: 1, weekdays: [], until: null, count: null } }, ['recurrence.count']],
      [{ attachmentLinks: [{ label: 'x', url: 'javascript:alert(1)' }] }, ['attachmentLinks.0.url']],
    ];
    for (const [data, fields] of cases) {
      const answer = await update(staff.token, event._id, { title: 'Changed', ...data });
      expect(codeOf(answer), JSON.stringify(data)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), JSON.stringify(data)).toEqual(fields);
    }
    const capacity = await call(UPDATE, { eventId: event._id, data: { capacity: 0 } }, staff.token, { language: 'de' });
    expect(capacity.errors?.[0].message).toMatch(/Kapazität/);
    const order = await call(UPDATE, { eventId: event._id, data: { endTime: '2000-01-01T00:00:00Z' } }, staff.token, { language: 'fr' });
    expect(order.errors?.[0].message).toBe('La fin doit venir après le début.');
    expect(await stored(server, tenant, event._id)).toEqual(before);
  });

  it('refuses a one-on-one event while the plan lacks oneOnOneEvents', async () => {
    const plain = await buildTenant(server, { plan: 'enterprise' });
    await setFlags(server, plain, { oneOnOneEvents: false });
    const staff = await buildSignedInUser(plain, { roleType: 'staff' });
    const event = ok(await call(CREATE, {}, staff.token, { on: plain })).createIncubatorEvent;
    const answer = await call(
      UPDATE,
      { eventId: event._id, data: { eventType: 'ONE_ON_ONE', availability: { method: 'SELF', type: 'WAITLIST', mode: 'ONE_ON_ONE_GENERAL' } } },
      staff.token,
      {
        on: plain,
      },
    );
    expect(codeOf(answer)).toBe('FEATURE_DISABLED');
    expect((await stored(server, plain, event._id)).row.eventType).toBe('GROUP');
  });

  it('answers NOT_FOUND for another tenant’s event and a malformed id', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const foreigner = await buildSignedInUser(other, { roleType: 'staff' });
    const theirs = ok(await call(CREATE, {}, foreigner.token, { on: other })).createIncubatorEvent;
    expect(codeOf(await update(staff.token, theirs._id, { title: 'Mine now' }))).toBe('NOT_FOUND');
    expect(codeOf(await update(staff.token, 'nope', { title: 'Mine now' }))).toBe('NOT_FOUND');
    expect((await stored(server, other, theirs._id)).row.title).toBe(theirs.title);
  });
});

describe('who may edit', () => {
  it('lets a creator with EVENT:CREATE edit their own events, holders of EVENT:EDIT any, hosts only when the event allows it', async () => {
    const first = await buildSignedInUser(tenant, { roleType: 'coach' });
    const second = await buildSignedInUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const own = await create(first.token);
    // Coaches hold EVENT:CREATE but not EVENT:EDIT by default.
    expect(ok(await update(first.token, own._id, { title: 'Mine' })).updateIncubatorEvent.title).toBe('Mine');
    expect(codeOf(await update(second.token, own._id, { title: 'Theirs' }))).toBe('NOT_FOUND');
    ok(await update(first.token, own._id, { hostIds: [first.user.id, mentor.user.id] }));
    expect(codeOf(await update(mentor.token, own._id, { title: 'Host edit' }))).toBe('FORBIDDEN');
    ok(await update(first.token, own._id, { editPermission: 'HOSTS' }));
    expect(ok(await update(mentor.token, own._id, { title: 'Host edit' })).updateIncubatorEvent.viewerCan).toMatchObject({ edit: true, delete: false, manageAttendees: true });
    expect(ok(await update(staff.token, own._id, { title: 'Staff edit' })).updateIncubatorEvent.title).toBe('Staff edit');
    // Without EVENT:CREATE the creator no longer edits their own event (they host it, but only the creator's side edits now).
    ok(await update(staff.token, own._id, { editPermission: 'CREATOR' }));
    await setGrant(server, tenant, 'coach', 'EVENT:CREATE', 'NONE');
    try {
      expect(codeOf(await update(first.token, own._id, { title: 'Again' }))).toBe('FORBIDDEN');
    } finally {
      await setGrant(server, tenant, 'coach', 'EVENT:CREATE', 'ALL');
    }
  });
});
