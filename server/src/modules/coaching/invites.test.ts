import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_STATUSES, mayMoveInvite } from '@seedbed/contracts/coaching';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { ReceivedMail } from '../../../test/mailbox.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { caller, codeOf, ok, type Call } from '../startups/test-support.ts';
import { buildSession, inviteRow, onTenant, sessionRow } from './invites-fixtures.ts';
import { moveInvite, sweepExpiredInvites } from './invites.ts';

let server: TestServer;
let tenant: Tenant;
let call: Call;

beforeAll(async () => {
  server = await startTestServer({ SHARED_FORM_MAX_PER_ADDRESS: '1000' });
  tenant = await buildTenant(server);
  call = caller(server);
});
afterAll(() => server.stop());

const INVITE_FIELDS = '_id status expires message invitees { user { _id } side response } viewerResponse viewerCan { respond cancel }';
const SEND = `mutation Send($id: ID!, $input: CoachingInviteInput!) { sendCoachingInvite(sessionId: $id, input: $input) { ${INVITE_FIELDS} } }`;
const RESPOND = `mutation Respond($id: ID!, $accept: Boolean!) { respondToCoachingInvite(inviteId: $id, accept: $accept) { ${INVITE_FIELDS} } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelCoachingInvite(inviteId: $id) { ${INVITE_FIELDS} } }`;
const SESSION = `query Session($id: ID!) { coachingSession(id: $id) { _id invite { ${INVITE_FIELDS} incubatorInvitees { _id } startupInvitees { _id } coachingSession { _id } } attendees { _id } } }`;
const PUBLIC_FIELDS = '_id status response inviteeName sessionName date expectedDuration meetingLink sessionCancelled';
const INVITATION = `query Invitation($id: ID!, $token: String!) { coachingInvitation(id: $id, token: $token) { ${PUBLIC_FIELDS} } }`;
const ANSWER = `mutation Answer($id: ID!, $token: String!, $accept: Boolean!) { respondToCoachingInvitation(id: $id, token: $token, accept: $accept) { ${PUBLIC_FIELDS} } }`;
const CANCEL_MEETING = `mutation CancelMeeting($id: ID!, $token: String!) { cancelMeetingFromInvitation(id: $id, token: $token) { ${PUBLIC_FIELDS} } }`;

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

/** The mail's calendar file read back with ical.js. */
function calendarOf(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mimePart(mail, /text\/calendar/i)));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no event');
  return { method: String(calendar.getFirstPropertyValue('method')), event: new ICAL.Event(event), status: String(event.getFirstPropertyValue('status')) };
}

/** The accept, decline and cancel links of an invitation mail. */
function linksOf(mail: ReceivedMail) {
  const text = mimePart(mail, /text\/plain/i);
  const find = (pattern: RegExp) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`no link ${pattern} in ${text}`);
    return new URL(match[0]);
  };
  return {
    accept: find(/https?:\/\/\S+\/coaching\/invitation\/[0-9a-f-]+\?token=\S+&answer=accept/),
    decline: find(/https?:\/\/\S+\/coaching\/invitation\/[0-9a-f-]+\?token=\S+&answer=decline/),
    cancel: find(/https?:\/\/\S+\/coaching\/invitation\/[0-9a-f-]+\/cancel-meeting\?token=\S+/),
  };
}

const linkParts = (url: URL) => ({ id: url.pathname.split('/')[3], token: url.searchParams.get('token') ?? '' });

/** A coach who organises a session with a startup's founder, a staff member to invite, and a bystander. */
async function setup(on: Tenant = tenant) {
  const coach = await buildSignedInUser(on, { roleType: 'coach', language: 'en' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', language: 'fr' });
  const cofounder = await buildSignedInUser(on, { roleType: 'cofounder', language: 'en' });
  const staff = await buildSignedInUser(on, { roleType: 'staff', language: 'en' });
  const outsider = await buildSignedInUser(on, { roleType: 'cofounder', language: 'en' });
  const startup = await buildStartup(on, { founders: [founder.user, cofounder.user], coaches: [coach.user] });
  const session = await buildSession(on, { startupId: startup.id, coachIds: [coach.user.id] });
  return { coach, founder, cofounder, staff, outsider, startup, session };
}

async function eventKinds(on: Tenant, subjectId: string) {
  const rows = await onTenant(on, (db) =>
    db
      .select({ kind: schema.domainEvents.kind })
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.incubatorId, on.incubator.id), eq(schema.domainEvents.subjectId, subjectId))),
  );
  return rows.map((r) => r.kind);
}

async function holdsOf(on: Tenant, sessionId: string) {
  return onTenant(on, (db) =>
    db
      .select()
      .from(schema.calendarHolds)
      .where(and(eq(schema.calendarHolds.incubatorId, on.incubator.id), eq(schema.calendarHolds.sourceId, sessionId))),
  );
}

describe('invite transitions', () => {
  it('moves an invite only along INVITE_TRANSITIONS; every other move is INVALID_TRANSITION and changes nothing', async () => {
    const { session } = await setup();
    for (const from of INVITE_STATUSES) {
      for (const to of INVITE_STATUSES) {
        const invite = await onTenant(tenant, async (db) => {
          const [row] = await db
            .insert(schema.coachingInvites)
            .values({ incubatorId: tenant.incubator.id, id: newId(), sessionId: session.id, status: from, expiresAt: new Date(Date.now() + 86_400_000) })
            .returning();
          return row;
        });
        const moved = await onTenant(tenant, (db) => moveInvite(tenant, db, invite, to)).then(
          (row) => row.status,
          (error: unknown) => (error instanceof AppError ? error.code : String(error)),
        );
        expect(moved, `${from} → ${to}`).toBe(mayMoveInvite(from, to) ? to : 'INVALID_TRANSITION');
        expect((await inviteRow(tenant, invite.id)).status).toBe(mayMoveInvite(from, to) ? to : from);
      }
    }
  });

  it('refuses a move from a status that another request already changed', async () => {
    const { session } = await setup();
    const invite = await onTenant(tenant, async (db) => {
      const [row] = await db
        .insert(schema.coachingInvites)
        .values({ incubatorId: tenant.incubator.id, id: newId(), sessionId: session.id, status: 'PENDING', expiresAt: new Date(Date.now() + 86_400_000) })
        .returning();
      return row;
    });
    await onTenant(tenant, (db) => moveInvite(tenant, db, invite, 'DECLINED'));
    // The stale read still says PENDING: accepting from it must not overwrite the decline.
    await expect(onTenant(tenant, (db) => moveInvite(tenant, db, invite, 'ACCEPTED'))).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    expect((await inviteRow(tenant, invite.id)).status).toBe('DECLINED');
  });
});

describe('sending an invite', () => {
  it('invites people as attendees and mails each their links and a calendar request', async () => {
    const { coach, founder, staff, session } = await setup();
    const data = await ok(
      call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id], incubatorInviteeIds: [staff.user.id], message: 'Bring the deck' } }, coach.token, tenant),
    );
    const invite = data.sendCoachingInvite;
    expect(invite).toMatchObject({ status: 'PENDING', message: 'Bring the deck', viewerCan: { cancel: true, respond: false } });
    expect(invite.invitees).toEqual(
      expect.arrayContaining([
        { user: { _id: founder.user.id }, side: 'startup', response: 'PENDING' },
        { user: { _id: staff.user.id }, side: 'incubator', response: 'PENDING' },
      ]),
    );
    // The default expiry: a week away, or the session's start when that is sooner (here, in 3 days).
    expect(new Date(invite.expires).getTime()).toBe(session.startsAt.getTime());
    const read = await ok(call(SESSION, { id: session.id }, coach.token, tenant));
    expect(read.coachingSession.attendees.map((u: { _id: string }) => u._id).sort()).toEqual([founder.user.id, staff.user.id].sort());
    expect(read.coachingSession.invite).toMatchObject({
      _id: invite._id,
      startupInvitees: [{ _id: founder.user.id }],
      incubatorInvitees: [{ _id: staff.user.id }],
      coachingSession: { _id: session.id },
    });
    expect(await eventKinds(tenant, invite._id)).toContain('coaching.inviteSent');

    // The founder reads French, in the organisation's zone.
    const mail = await server.mailbox.waitFor(founder.email, /Invitation : Pitch review/);
    expect(mail.text).toContain('Bring the deck');
    const { method, event, status } = calendarOf(mail);
    expect(method).toBe('REQUEST');
    expect(status).toBe('CONFIRMED');
    expect(event.uid).toBe(`${session.id}@${new URL(tenantUrl(server.services.config, tenant.incubator)).hostname}`);
    expect(event.startDate.toJSDate().getTime()).toBe(session.startsAt.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(session.startsAt.getTime() + 60 * 60_000);
    const links = linksOf(mail);
    expect(linkParts(links.accept).id).toBe(invite._id);
    // Each invitee's link is their own.
    const staffLinks = linksOf(await server.mailbox.waitFor(staff.email, /Invitation: Pitch review/));
    expect(linkParts(staffLinks.accept).token).not.toBe(linkParts(links.accept).token);
  });

  it('is for the session’s organisers only; another tenant’s session is NOT_FOUND', async () => {
    const { founder, staff, session, outsider } = await setup();
    expect(await codeOf(call(SEND, { id: session.id, input: { incubatorInviteeIds: [staff.user.id] } }, founder.token, tenant))).toBe('FORBIDDEN');
    expect(await codeOf(call(SEND, { id: session.id, input: { incubatorInviteeIds: [staff.user.id] } }, outsider.token, tenant))).toBe('NOT_FOUND');
    const other = await buildTenant(server);
    const stranger = await buildSignedInUser(other, { roleType: 'admin' });
    expect(await codeOf(call(SEND, { id: session.id, input: { incubatorInviteeIds: [staff.user.id] } }, stranger.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(SEND, { id: 'not-an-id', input: { incubatorInviteeIds: [staff.user.id] } }, stranger.token, other))).toBe('NOT_FOUND');
    const rows = await onTenant(tenant, (db) => db.select().from(schema.coachingInvites).where(eq(schema.coachingInvites.sessionId, session.id)));
    expect(rows).toEqual([]);
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const { coach, staff, outsider, session } = await setup();
    const fields = async (input: Record<string, unknown>) => {
      const answer = await call(SEND, { id: session.id, input }, coach.token, tenant);
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('VALIDATION_ERROR');
      return answer.errors?.[0]?.extensions?.fields.map((f: { field: string }) => f.field);
    };
    expect(await fields({})).toEqual(['startupInviteeIds']);
    expect(await fields({ incubatorInviteeIds: [staff.user.id], message: 'x'.repeat(2001) })).toEqual(['message']);
    expect(await fields({ incubatorInviteeIds: [staff.user.id], expires: new Date(session.startsAt.getTime() + 60_000).toISOString() })).toEqual(['expires']);
    expect(await fields({ incubatorInviteeIds: [staff.user.id], expires: new Date(Date.now() - 60_000).toISOString() })).toEqual(['expires']);
    // Someone of the startup side is no organisation invitee, and no founder of this startup is a founder invitee.
    expect(await fields({ incubatorInviteeIds: [outsider.user.id] })).toEqual(['incubatorInviteeIds.0']);
    expect(await fields({ startupInviteeIds: [outsider.user.id] })).toEqual(['startupInviteeIds.0']);
    const answer = await call(
      SEND,
      { id: session.id, input: { incubatorInviteeIds: [staff.user.id], expires: session.startsAt.toISOString().replace('Z', '-09:00') } },
      coach.token,
      tenant,
    );
    expect(answer.errors?.[0]?.message).toBe('The invitation must end after now and no later than the start of the session.');
    const rows = await onTenant(tenant, (db) => db.select().from(schema.coachingInvites).where(eq(schema.coachingInvites.sessionId, session.id)));
    expect(rows).toEqual([]);
  });

  it('replaces a pending invite: the old one is cancelled and the people left out are told', async () => {
    const { coach, founder, staff, session } = await setup();
    const first = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id], incubatorInviteeIds: [staff.user.id] } }, coach.token, tenant)))
      .sendCoachingInvite;
    const second = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id] } }, coach.token, tenant))).sendCoachingInvite;
    expect((await inviteRow(tenant, first._id)).status).toBe('CANCELLED');
    expect(second.status).toBe('PENDING');
    const withdrawn = await server.mailbox.waitFor(staff.email, /Invitation withdrawn/);
    expect(calendarOf(withdrawn)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    const read = await ok(call(SESSION, { id: session.id }, coach.token, tenant));
    expect(read.coachingSession.attendees.map((u: { _id: string }) => u._id)).toEqual([founder.user.id]);
    expect(read.coachingSession.invite._id).toBe(second._id);
  });
});

describe('answering an invite', () => {
  it('is accepted when a startup invitee accepts; the others may still answer', async () => {
    const { coach, founder, staff, session } = await setup();
    const invite = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id], incubatorInviteeIds: [staff.user.id] } }, coach.token, tenant)))
      .sendCoachingInvite;
    const declined = (await ok(call(RESPOND, { id: invite._id, accept: false }, staff.token, tenant))).respondToCoachingInvite;
    // Only the startup's side decides while it has invitees.
    expect(declined).toMatchObject({ status: 'PENDING', viewerResponse: 'DECLINED' });
    const accepted = (await ok(call(RESPOND, { id: invite._id, accept: true }, founder.token, tenant))).respondToCoachingInvite;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', viewerResponse: 'ACCEPTED' });
    expect(await eventKinds(tenant, invite._id)).toEqual(expect.arrayContaining(['coaching.inviteSent', 'coaching.inviteAnswered']));
  });

  it('is declined when everyone declines', async () => {
    const { coach, founder, cofounder, session } = await setup();
    const invite = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id, cofounder.user.id] } }, coach.token, tenant))).sendCoachingInvite;
    expect((await ok(call(RESPOND, { id: invite._id, accept: false }, founder.token, tenant))).respondToCoachingInvite.status).toBe('PENDING');
    expect((await ok(call(RESPOND, { id: invite._id, accept: false }, cofounder.token, tenant))).respondToCoachingInvite.status).toBe('DECLINED');
    // A declined invite takes no more answers.
    expect(await codeOf(call(RESPOND, { id: invite._id, accept: true }, founder.token, tenant))).toBe('INVALID_TRANSITION');
  });

  it('is for its invitees only; another tenant’s invite is NOT_FOUND', async () => {
    const { coach, founder, staff, outsider, session } = await setup();
    const invite = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id] } }, coach.token, tenant))).sendCoachingInvite;
    expect(await codeOf(call(RESPOND, { id: invite._id, accept: true }, staff.token, tenant))).toBe('NOT_FOUND');
    expect(await codeOf(call(RESPOND, { id: invite._id, accept: true }, outsider.token, tenant))).toBe('NOT_FOUND');
    const other = await buildTenant(server);
    const stranger = await buildSignedInUser(other, { roleType: 'admin' });
    expect(await codeOf(call(RESPOND, { id: invite._id, accept: true }, stranger.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(CANCEL, { id: invite._id }, stranger.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(CANCEL, { id: invite._id }, founder.token, tenant))).toBe('FORBIDDEN');
    expect((await inviteRow(tenant, invite._id)).status).toBe('PENDING');
  });
});

describe('the invitation links', () => {
  it('open the invitation and answer it without signing in; a wrong token is NOT_FOUND', async () => {
    const { coach, founder, session } = await setup();
    const invite = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id] } }, coach.token, tenant))).sendCoachingInvite;
    const links = linksOf(await server.mailbox.waitFor(founder.email, /Invitation : Pitch review/));
    const { id, token } = linkParts(links.accept);
    const opened = (await ok(call(INVITATION, { id, token }, undefined, tenant))).coachingInvitation;
    expect(opened).toMatchObject({ _id: invite._id, status: 'PENDING', response: 'PENDING', sessionName: 'Pitch review', expectedDuration: 60, sessionCancelled: false });

    const [raw, userId] = token.split('.');
    const wrong = [`${raw.slice(0, -1)}${raw.endsWith('A') ? 'B' : 'A'}.${userId}`, `${raw}.${coach.user.id}`, 'short', `${raw}.${userId}.extra`];
    for (const bad of wrong) {
      expect(await codeOf(call(INVITATION, { id, token: bad }, undefined, tenant)), bad).toBe('NOT_FOUND');
      expect(await codeOf(call(ANSWER, { id, token: bad, accept: true }, undefined, tenant)), bad).toBe('NOT_FOUND');
    }
    // The same link at another organisation opens nothing.
    const other = await buildTenant(server);
    expect(await codeOf(call(INVITATION, { id, token }, undefined, other))).toBe('NOT_FOUND');

    const answered = (await ok(call(ANSWER, { id, token, accept: true }, undefined, tenant))).respondToCoachingInvitation;
    expect(answered).toMatchObject({ status: 'ACCEPTED', response: 'ACCEPTED' });
    const [row] = await onTenant(tenant, (db) =>
      db
        .select()
        .from(schema.coachingInvitees)
        .where(and(eq(schema.coachingInvitees.incubatorId, tenant.incubator.id), eq(schema.coachingInvitees.inviteId, invite._id))),
    );
    expect(row).toMatchObject({ userId: founder.user.id, response: 'ACCEPTED' });
  });

  it('cancel the meeting: the invite and the session are cancelled and the coaches’ time is freed', async () => {
    const { coach, founder, session } = await setup();
    await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id] } }, coach.token, tenant));
    expect(await holdsOf(tenant, session.id)).toHaveLength(1);
    const { id, token } = linkParts(linksOf(await server.mailbox.waitFor(founder.email, /Invitation : Pitch review/)).cancel);
    const cancelled = (await ok(call(CANCEL_MEETING, { id, token }, undefined, tenant))).cancelMeetingFromInvitation;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', sessionCancelled: true });
    expect((await sessionRow(tenant, session.id)).cancelledAt).not.toBeNull();
    expect(await holdsOf(tenant, session.id)).toEqual([]);
    expect(await eventKinds(tenant, id)).toContain('coaching.inviteCancelled');
    expect(await codeOf(call(CANCEL_MEETING, { id, token }, undefined, tenant))).toBe('INVALID_TRANSITION');
    expect(await codeOf(call(ANSWER, { id, token, accept: true }, undefined, tenant))).toBe('INVALID_TRANSITION');
  });

  it('after the expiry answer INVITE_EXPIRED; reads and the sweep move the invite to EXPIRED', async () => {
    const { coach, founder, session } = await setup();
    const invite = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id] } }, coach.token, tenant))).sendCoachingInvite;
    const { id, token } = linkParts(linksOf(await server.mailbox.waitFor(founder.email, /Invitation : Pitch review/)).accept);
    await onTenant(tenant, (db) =>
      db
        .update(schema.coachingInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.coachingInvites.id, invite._id)),
    );
    expect(await codeOf(call(INVITATION, { id, token }, undefined, tenant))).toBe('INVITE_EXPIRED');
    // The link's read moved it, although the answer it gave is an error.
    expect((await inviteRow(tenant, invite._id)).status).toBe('EXPIRED');
    expect(await eventKinds(tenant, invite._id)).toContain('coaching.inviteExpired');
    expect(await codeOf(call(ANSWER, { id, token, accept: true }, undefined, tenant))).toBe('INVITE_EXPIRED');
    expect(await codeOf(call(CANCEL_MEETING, { id, token }, undefined, tenant))).toBe('INVITE_EXPIRED');
    expect(await codeOf(call(RESPOND, { id: invite._id, accept: true }, founder.token, tenant))).toBe('INVITE_EXPIRED');
    // A wrong token stays NOT_FOUND after the expiry: it tells nothing about the invite.
    expect(await codeOf(call(INVITATION, { id, token: `${'A'.repeat(43)}.${founder.user.id}` }, undefined, tenant))).toBe('NOT_FOUND');
    expect((await sessionRow(tenant, session.id)).cancelledAt).toBeNull();

    expect((await eventKinds(tenant, invite._id)).filter((kind) => kind === 'coaching.inviteExpired')).toHaveLength(1);

    // Read in the app, a pending invite past its end is moved at once.
    const { coach: coach3, founder: founder3, session: session3 } = await setup();
    const third = (await ok(call(SEND, { id: session3.id, input: { startupInviteeIds: [founder3.user.id] } }, coach3.token, tenant))).sendCoachingInvite;
    await onTenant(tenant, (db) =>
      db
        .update(schema.coachingInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.coachingInvites.id, third._id)),
    );
    const read = await ok(call(SESSION, { id: session3.id }, coach3.token, tenant));
    expect(read.coachingSession.invite).toMatchObject({ status: 'EXPIRED', viewerCan: { cancel: false, respond: false } });
    expect((await inviteRow(tenant, third._id)).status).toBe('EXPIRED');
    expect(await eventKinds(tenant, third._id)).toContain('coaching.inviteExpired');

    // The sweep moves those nobody reads.
    const { coach: coach2, founder: founder2, session: session2 } = await setup();
    const other = (await ok(call(SEND, { id: session2.id, input: { startupInviteeIds: [founder2.user.id] } }, coach2.token, tenant))).sendCoachingInvite;
    await onTenant(tenant, (db) =>
      db
        .update(schema.coachingInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.coachingInvites.id, other._id)),
    );
    expect(await sweepExpiredInvites(server.services, new Date(), { only: [tenant.incubator.id] })).toBe(1);
    expect((await inviteRow(tenant, other._id)).status).toBe('EXPIRED');
    expect(await sweepExpiredInvites(server.services, new Date(), { only: [tenant.incubator.id] })).toBe(0);
  });
});

describe('withdrawing an invite', () => {
  it('cancels it, takes its people off the session and mails them a cancellation; the session stays', async () => {
    const { coach, founder, session } = await setup();
    const invite = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id] } }, coach.token, tenant))).sendCoachingInvite;
    const cancelled = (await ok(call(CANCEL, { id: invite._id }, coach.token, tenant))).cancelCoachingInvite;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', viewerCan: { cancel: false, respond: false } });
    const mail = await server.mailbox.waitFor(founder.email, /Invitation retirée/);
    expect(calendarOf(mail).method).toBe('CANCEL');
    expect(calendarOf(mail).event.uid).toBe(`${session.id}@${new URL(tenantUrl(server.services.config, tenant.incubator)).hostname}`);
    const read = await ok(call(SESSION, { id: session.id }, coach.token, tenant));
    expect(read.coachingSession.attendees).toEqual([]);
    expect((await sessionRow(tenant, session.id)).cancelledAt).toBeNull();
    expect(await codeOf(call(CANCEL, { id: invite._id }, coach.token, tenant))).toBe('INVALID_TRANSITION');
  });
});

describe('the timeline post', () => {
  const TIMELINE = `query Timeline($startupId: ID!, $type: String) {
    startupEvents(startupId: $startupId, type: $type, limit: 20) {
      results { __typename _id ... on CoachingInvitePost { coachingInvite { _id status expires invitees { user { _id } response } } appEvent { source sessionId name location } } }
    } }`;

  it('shows the invite on the startup’s timeline to those who may open the session', async () => {
    const { coach, founder, session, startup } = await setup();
    const invite = (await ok(call(SEND, { id: session.id, input: { startupInviteeIds: [founder.user.id] } }, coach.token, tenant))).sendCoachingInvite;
    const posts = (await ok(call(TIMELINE, { startupId: startup.id }, founder.token, tenant))).startupEvents.results.filter(
      (item: { __typename: string }) => item.__typename === 'CoachingInvitePost',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0].coachingInvite).toMatchObject({ _id: invite._id, status: 'PENDING', invitees: [{ user: { _id: founder.user.id }, response: 'PENDING' }] });
    expect(posts[0].appEvent).toEqual({ source: 'coaching', sessionId: session.id, name: 'Pitch review', location: 'https://meet.example.test/room' });
  });
});
