import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { ReceivedMail } from '../../../test/mailbox.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { caller, codeOf, ok, type Call } from '../startups/test-support.ts';
import { buildApplication, buildFunnel } from './overview-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  call = caller(server);
});
afterAll(() => server.stop());

const FIELDS = '_id applicationId startsAt endsAt durationMinutes location link notes status sequence attendees { _id } viewerCanManage';
const SCHEDULE = `mutation Schedule($id: ID!, $input: ApplicationMeetingInput!) { scheduleApplicationMeeting(applicationId: $id, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ApplicationMeetingInput!) { updateApplicationMeeting(meetingId: $id, input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelApplicationMeeting(meetingId: $id) { ${FIELDS} } }`;
const LIST = `query Meetings($id: ID!) { applicationMeetings(applicationId: $id) { ${FIELDS} } }`;
const APPLICATION = 'query One($id: ID!) { application(id: $id) { _id meetingCount viewerCanScheduleMeeting } }';

const inDays = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

const db = <T>(on: Tenant, work: (d: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(server.services.pool, on.incubator.id, work);

async function meetingRows(on: Tenant, applicationId: string) {
  return db(on, (d) =>
    d
      .select()
      .from(schema.applicationMeetings)
      .where(and(eq(schema.applicationMeetings.incubatorId, on.incubator.id), eq(schema.applicationMeetings.applicationId, applicationId))),
  );
}

async function activities(on: Tenant, applicationId: string) {
  return db(on, (d) =>
    d
      .select()
      .from(schema.applicationActivities)
      .where(and(eq(schema.applicationActivities.incubatorId, on.incubator.id), eq(schema.applicationActivities.applicationId, applicationId))),
  );
}

async function eventKinds(on: Tenant, applicationId: string) {
  const rows = await db(on, (d) =>
    d
      .select({ kind: schema.domainEvents.kind })
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.incubatorId, on.incubator.id), eq(schema.domainEvents.subjectId, applicationId))),
  );
  return rows.map((r) => r.kind);
}

/** A MIME part of a received mail, decoded, found by its content type. */
function mimePart(mail: ReceivedMail, type: RegExp): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => type.test(/^Content-Type: ([^\r\n;]+)/im.exec(p)?.[1] ?? ''));
  if (!part) throw new Error(`no ${type} part in ${mail.subject}`);
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The invitation's properties, its folded lines unfolded (RFC 5545 §3.1). */
function calendar(mail: ReceivedMail): Record<string, string> {
  const ics = mimePart(mail, /text\/calendar/i).replace(/\r?\n[ \t]/g, '');
  const fields: Record<string, string> = {};
  for (const line of ics.split(/\r?\n/)) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (match && !(match[1] in fields)) fields[match[1]] = match[2];
  }
  return fields;
}

const icsDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A funnel run by `admin`, an application in its interview round, its applicant, an evaluator on it and a coach. */
async function setup(on: Tenant = tenant, status: 'ready_for_meeting' | 'under_review' | 'draft' | 'accepted' = 'ready_for_meeting') {
  const admin = await buildSignedInUser(on, { roleType: 'staff', language: 'en' });
  const applicant = await buildSignedInUser(on, { roleType: 'applicant', language: 'ko' });
  const evaluator = await buildSignedInUser(on, { roleType: 'evaluator', language: 'fr' });
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const funnel = await buildFunnel(on, { admins: [admin.user], rounds: [{ name: 'Screening' }, { name: 'Interview', meeting: true }] });
  const application = await buildApplication(on, { funnel, applicant: applicant.user, round: 1, status, evaluators: [{ user: evaluator.user, round: 1 }] });
  await db(on, (d) =>
    d
      .update(schema.users)
      .set({ timezone: 'Asia/Seoul' })
      .where(and(eq(schema.users.incubatorId, on.incubator.id), eq(schema.users.id, applicant.user.id))),
  );
  return { admin, applicant, evaluator, coach, funnel, application };
}

describe('scheduling an application meeting', () => {
  it('arranges it, records the activity and the event, and mails everyone an invitation in their language and zone', async () => {
    const { admin, applicant, evaluator, application } = await setup();
    const startsAt = inDays(7, 8);
    const data = await ok(
      call(
        SCHEDULE,
        {
          id: application.id,
          input: {
            startsAt: startsAt.toISOString(),
            durationMinutes: 45,
            location: 'Room 2, Station F',
            link: 'https://meet.example.test/abc',
            notes: 'Ask about the team',
            attendeeIds: [evaluator.user.id],
          },
        },
        admin.token,
        tenant,
      ),
    );
    const meeting = data.scheduleApplicationMeeting;
    expect(meeting).toMatchObject({
      applicationId: application.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
      durationMinutes: 45,
      status: 'scheduled',
      sequence: 0,
      notes: 'Ask about the team',
      attendees: [{ _id: evaluator.user.id }],
      viewerCanManage: true,
    });
    expect((await activities(tenant, application.id)).map((a) => a.kind)).toContain('meeting');
    expect(await eventKinds(tenant, application.id)).toContain('application.meetingScheduled');

    const toApplicant = await server.mailbox.waitFor(applicant.user.email, /인터뷰 일정 확정/);
    const invitation = calendar(toApplicant);
    expect(invitation.METHOD).toBe('REQUEST');
    expect(invitation.UID).toBe(`${meeting._id}@${new URL(tenantUrl(server.services.config, tenant.incubator)).hostname}`);
    expect(invitation.SEQUENCE).toBe('0');
    expect(invitation.DTSTART).toBe(icsDate(startsAt));
    expect(invitation.DTEND).toBe(icsDate(new Date(startsAt.getTime() + 45 * 60_000)));
    expect(invitation.LOCATION).toBe('Room 2\\, Station F');
    const text = mimePart(toApplicant, /text\/plain/i);
    const seoul = new Intl.DateTimeFormat('ko', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(startsAt);
    expect(text).toContain(seoul);
    expect(text).toContain('https://meet.example.test/abc');
    expect(text).not.toContain('Ask about the team');

    const toEvaluator = await server.mailbox.waitFor(evaluator.user.email, /Entretien organisé/);
    expect(calendar(toEvaluator).UID).toBe(invitation.UID);
  });

  it('moves it (SEQUENCE goes up, a removed attendee gets the cancellation) and cancels it', async () => {
    const { admin, applicant, evaluator, application } = await setup();
    const other = await buildSignedInUser(tenant, { roleType: 'staff' });
    const first = inDays(3);
    const { scheduleApplicationMeeting: meeting } = await ok(
      call(SCHEDULE, { id: application.id, input: { startsAt: first.toISOString(), durationMinutes: 30, attendeeIds: [evaluator.user.id] } }, admin.token, tenant),
    );
    const moved = inDays(4, 14);
    const { updateApplicationMeeting: updated } = await ok(
      call(
        UPDATE,
        { id: meeting._id, input: { startsAt: moved.toISOString(), durationMinutes: 60, link: 'https://meet.example.test/xyz', attendeeIds: [other.user.id] } },
        admin.token,
        tenant,
      ),
    );
    expect(updated).toMatchObject({ _id: meeting._id, sequence: 1, durationMinutes: 60, startsAt: moved.toISOString(), attendees: [{ _id: other.user.id }] });

    const movedMail = calendar(await server.mailbox.waitFor(applicant.user.email, /인터뷰 변경/));
    expect(movedMail).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '1', DTSTART: icsDate(moved) });
    expect(movedMail.UID.startsWith(`${meeting._id}@`)).toBe(true);
    expect(calendar(await server.mailbox.waitFor(other.user.email, /Interview changed/)).SEQUENCE).toBe('1');
    const dropped = calendar(await server.mailbox.waitFor(evaluator.user.email, /Entretien annulé/));
    expect(dropped).toMatchObject({ METHOD: 'CANCEL', SEQUENCE: '1', STATUS: 'CANCELLED' });

    const { cancelApplicationMeeting: cancelled } = await ok(call(CANCEL, { id: meeting._id }, admin.token, tenant));
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    const cancelMail = calendar(await server.mailbox.waitFor(applicant.user.email, /인터뷰 취소/));
    expect(cancelMail).toMatchObject({ METHOD: 'CANCEL', SEQUENCE: '2', STATUS: 'CANCELLED', UID: movedMail.UID });

    expect(await codeOf(call(CANCEL, { id: meeting._id }, admin.token, tenant))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(UPDATE, { id: meeting._id, input: { startsAt: moved.toISOString(), durationMinutes: 30 } }, admin.token, tenant))).toBe('VALIDATION_ERROR');
    const kinds = await eventKinds(tenant, application.id);
    expect(kinds).toEqual(expect.arrayContaining(['application.meetingScheduled', 'application.meetingRescheduled', 'application.meetingCancelled']));
    const rows = await meetingRows(tenant, application.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'cancelled', sequence: 2 });
  });
});

describe('who sees and arranges meetings', () => {
  it('lets only managers arrange; the applicant and evaluators read meetings without the notes; others get NOT_FOUND', async () => {
    const { admin, applicant, evaluator, coach, application } = await setup();
    const { scheduleApplicationMeeting: meeting } = await ok(
      call(SCHEDULE, { id: application.id, input: { startsAt: inDays(2).toISOString(), durationMinutes: 30, notes: 'Staff only' } }, admin.token, tenant),
    );
    const input = { startsAt: inDays(5).toISOString(), durationMinutes: 30 };
    for (const person of [applicant, evaluator]) {
      expect(await codeOf(call(SCHEDULE, { id: application.id, input }, person.token, tenant))).toBe('FORBIDDEN');
      expect(await codeOf(call(UPDATE, { id: meeting._id, input }, person.token, tenant))).toBe('FORBIDDEN');
      expect(await codeOf(call(CANCEL, { id: meeting._id }, person.token, tenant))).toBe('FORBIDDEN');
      const seen = (await ok(call(LIST, { id: application.id }, person.token, tenant))).applicationMeetings;
      expect(seen).toEqual([expect.objectContaining({ _id: meeting._id, notes: null, viewerCanManage: false, durationMinutes: 30 })]);
      expect((await ok(call(APPLICATION, { id: application.id }, person.token, tenant))).application).toMatchObject({ meetingCount: 1, viewerCanScheduleMeeting: false });
    }
    expect(await codeOf(call(SCHEDULE, { id: application.id, input }, coach.token, tenant))).toBe('NOT_FOUND');
    expect(await codeOf(call(CANCEL, { id: meeting._id }, coach.token, tenant))).toBe('NOT_FOUND');
    expect(await codeOf(call(LIST, { id: application.id }, coach.token, tenant))).toBe('NOT_FOUND');

    const staff = (await ok(call(LIST, { id: application.id }, admin.token, tenant))).applicationMeetings;
    expect(staff[0]).toMatchObject({ notes: 'Staff only', viewerCanManage: true });
    expect((await ok(call(APPLICATION, { id: application.id }, admin.token, tenant))).application).toMatchObject({ meetingCount: 1, viewerCanScheduleMeeting: true });
    expect(await meetingRows(tenant, application.id)).toHaveLength(1);
  });

  it("answers NOT_FOUND for another tenant's application and meeting, and for malformed ids", async () => {
    const other = await buildTenant(server);
    const theirs = await setup(other);
    const { scheduleApplicationMeeting: foreign } = await ok(
      call(SCHEDULE, { id: theirs.application.id, input: { startsAt: inDays(2).toISOString(), durationMinutes: 30 } }, theirs.admin.token, other),
    );
    const { admin } = await setup();
    const input = { startsAt: inDays(3).toISOString(), durationMinutes: 30 };
    expect(await codeOf(call(SCHEDULE, { id: theirs.application.id, input }, admin.token, tenant))).toBe('NOT_FOUND');
    expect(await codeOf(call(UPDATE, { id: foreign._id, input }, admin.token, tenant))).toBe('NOT_FOUND');
    expect(await codeOf(call(CANCEL, { id: foreign._id }, admin.token, tenant))).toBe('NOT_FOUND');
    expect(await codeOf(call(LIST, { id: theirs.application.id }, admin.token, tenant))).toBe('NOT_FOUND');
    expect(await codeOf(call(CANCEL, { id: 'not-an-id' }, admin.token, tenant))).toBe('NOT_FOUND');
    expect((await meetingRows(other, theirs.application.id))[0]).toMatchObject({ status: 'scheduled', sequence: 0 });
  });
});

describe('what a meeting accepts', () => {
  it('refuses bad input with translated field errors and writes nothing', async () => {
    const { admin, applicant, application } = await setup();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startsAt: inDays(-1).toISOString(), durationMinutes: 30 }, 'startsAt'],
      [{ startsAt: '2027-02-30T10:00:00Z', durationMinutes: 30 }, 'startsAt'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 10 }, 'durationMinutes'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 300 }, 'durationMinutes'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 30, link: 'http://meet.example.test/abc' }, 'link'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 30, link: `https://meet.example.test/${'a'.repeat(500)}` }, 'link'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 30, location: 'x'.repeat(201) }, 'location'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 30, notes: 'x'.repeat(2001) }, 'notes'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 30, attendeeIds: [applicant.user.id] }, 'attendeeIds.0'],
      [{ startsAt: inDays(2).toISOString(), durationMinutes: 30, attendeeIds: ['nope'] }, 'attendeeIds.0'],
    ];
    for (const [input, field] of cases) {
      const answer = await call(SCHEDULE, { id: application.id, input }, admin.token, tenant);
      const error = answer.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(input)).toBe('VALIDATION_ERROR');
      expect(error?.extensions?.fields?.map((f: { field: string }) => f.field)).toContain(field);
    }
    // In the viewer's language (theirs is English).
    const past = await call(SCHEDULE, { id: application.id, input: cases[0][0] }, admin.token, tenant);
    expect(past.errors?.[0]?.message).toContain('The meeting must start in the future');
    expect(await meetingRows(tenant, application.id)).toHaveLength(0);
    expect((await activities(tenant, application.id)).filter((a) => a.kind === 'meeting')).toHaveLength(0);
  });

  it('refuses drafts and decided applications, and accepts any status under way', async () => {
    for (const status of ['draft', 'accepted'] as const) {
      const { admin, application } = await setup(tenant, status);
      const answer = await call(SCHEDULE, { id: application.id, input: { startsAt: inDays(2).toISOString(), durationMinutes: 30 } }, admin.token, tenant);
      expect(answer.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
      expect(await meetingRows(tenant, application.id)).toHaveLength(0);
    }
    const { admin, application } = await setup(tenant, 'under_review');
    await ok(call(SCHEDULE, { id: application.id, input: { startsAt: inDays(2).toISOString(), durationMinutes: 120 } }, admin.token, tenant));
  });
});
