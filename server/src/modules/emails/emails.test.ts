import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { CREATE, DELETE, LIST, ONE, PREVIEW, RECIPIENTS, SEND, UPDATE, outgoingTo } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let staff: { token: string; user: { id: string } };

type Answer = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant, language?: string): Promise<Answer> =>
  gql(server, query, variables, { tenant: on.slug, token, language });
const ok = (answer: Answer) => {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
};
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.fields as Array<{ field: string; message: string }> | undefined;

beforeAll(async () => {
  server = await startTestServer({ PLANNED_ACTIONS_INTERVAL_MS: '0' });
  tenant = await buildTenant(server, { name: 'Northwind Labs' });
  other = await buildTenant(server);
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
});
afterAll(() => server.stop());

async function team(on: Tenant, name: string, firstNames: string[]) {
  const founders = await Promise.all(firstNames.map((firstName) => buildUser(on, { roleType: 'cofounder', firstName })));
  const startup = await buildStartup(on, { name, founders: founders.map((f) => f.user) });
  return { startup, founders };
}

describe('placeholders, filled per recipient', () => {
  it('sends one personalised mail per person, through the real SMTP server, and lists them with their figures', async () => {
    const { startup, founders } = await team(tenant, 'Acme Rockets', ['Ada', 'Grace']);
    const mentor = await buildUser(tenant, { roleType: 'mentor', firstName: 'Linus' });
    const draft = ok(
      await call(
        CREATE,
        {
          data: {
            subject: 'Hello {{firstName}} of {{ startupName }}',
            content: '<p>Dear {{fullName}}, welcome to {{organisationName}}.</p><p>{{loginLink}}</p><script>alert(1)</script>',
            recipients: { startupIds: [startup.id], userIds: [mentor.user.id, founders[0].user.id] },
          },
        },
        staff.token,
      ),
    ).createEmail;
    expect(draft.status).toBe('DRAFT');
    expect(draft.content).not.toContain('<script>');

    const reach = ok(await call(ONE, { id: draft._id }, staff.token)).email.reach;
    // Ada is both in the team and chosen by name: reached once, through her startup.
    expect(reach).toBe(3);
    const listed = ok(await call(RECIPIENTS, { id: draft._id }, staff.token)).emailRecipients.results;
    expect(listed.find((r: any) => r.user._id === founders[0].user.id).startupName).toBe('Acme Rockets');

    const preview = ok(await call(PREVIEW, { id: draft._id, userId: founders[1].user.id }, staff.token)).previewEmail;
    expect(preview.subject).toBe('Hello Grace of Acme Rockets');
    expect(preview.html).toContain('Dear Grace cofounder, welcome to Northwind Labs.');
    expect(preview.html).toMatch(/<a href="http[^"]+\/login">http[^<]+\/login<\/a>/);
    expect(preview.document).toContain('<!DOCTYPE html>');

    const sent = ok(await call(SEND, { id: draft._id }, staff.token)).sendEmail;
    expect(sent.status).toBe('SENT');
    expect(sent.recipientCount).toBe(3);

    const grace = await server.mailbox.waitFor(founders[1].email, /Hello Grace/);
    expect(grace.subject).toBe('Hello Grace of Acme Rockets');
    expect(grace.text).toContain('Dear Grace cofounder, welcome to Northwind Labs.');
    const linus = await server.mailbox.waitFor(mentor.email, /Hello Linus/);
    // A mentor chosen by name has no startup: the placeholder reads empty, never "{{startupName}}".
    expect(linus.subject).toBe('Hello Linus of ');
    expect(server.mailbox.received.filter((m) => m.to === founders[0].email)).toHaveLength(1);

    const outgoing = await outgoingTo(server, tenant, draft._id);
    expect(outgoing).toHaveLength(3);
    const after = ok(await call(ONE, { id: draft._id }, staff.token)).email;
    expect(after.tracking.recipients).toBe(3);
    const report = ok(await call(RECIPIENTS, { id: draft._id }, staff.token)).emailRecipients.results;
    expect(report.map((r: any) => r.email).sort()).toEqual([founders[0].email, founders[1].email, mentor.email].sort());
  });

  it('refuses an unknown placeholder as a field error, in the reader’s language, and saves nothing', async () => {
    const answer = await call(CREATE, { data: { subject: 'Hi {{nickname}}' } }, staff.token);
    expect(codeOf(answer)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(answer)).toEqual([{ field: 'subject', message: 'nickname is not a placeholder: use one from the placeholder menu.' }]);
    const french = await buildSignedInUser(tenant, { roleType: 'staff', language: 'fr' });
    const inFrench = await call(CREATE, { data: { content: '<p>{{ shoeSize }}</p>' } }, french.token);
    expect(fieldsOf(inFrench)?.[0]).toEqual({ field: 'content', message: 'shoeSize n’est pas un champ de fusion : choisissez-en un dans le menu.' });
    const list = ok(await call(LIST, { filter: { search: 'nickname' } }, staff.token)).emails.results;
    expect(list).toEqual([]);
  });
});

describe('bad input', () => {
  it('names each field and changes nothing', async () => {
    const draft = ok(await call(CREATE, { data: { subject: 'Keep me' } }, staff.token)).createEmail;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cc: ['not-an-address'] }, 'cc.0'],
      [{ recipients: { userIds: ['42'] } }, 'recipients.userIds.0'],
      [{ subject: 'x'.repeat(301) }, 'subject'],
      [{ layoutId: 'nope' }, 'layoutId'],
      [{ recipients: { applicants: { funnelId: '00000000-0000-4000-8000-000000000000' } } }, 'recipients.applicants.funnelId'],
    ];
    for (const [data, field] of cases) {
      const answer = await call(UPDATE, { id: draft._id, data }, staff.token);
      expect(codeOf(answer), field).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer)?.map((f) => f.field)).toContain(field);
    }
    expect(ok(await call(ONE, { id: draft._id }, staff.token)).email.subject).toBe('Keep me');
  });

  it('will not send without a subject, a body and recipients', async () => {
    const draft = ok(await call(CREATE, {}, staff.token)).createEmail;
    const answer = await call(SEND, { id: draft._id }, staff.token);
    expect(fieldsOf(answer)?.map((f) => f.field)).toEqual(['subject', 'content', 'recipients']);
    expect(ok(await call(ONE, { id: draft._id }, staff.token)).email.status).toBe('DRAFT');
  });

  it('refuses people the composer does not see, and another tenant’s people and startups', async () => {
    const stranger = await buildUser(other, { roleType: 'cofounder' });
    const { startup } = await team(other, 'Elsewhere', ['Eve']);
    const answer = await call(CREATE, { data: { recipients: { userIds: [stranger.user.id], startupIds: [startup.id] } } }, staff.token);
    expect(fieldsOf(answer)?.map((f) => f.field)).toEqual(['recipients.userIds', 'recipients.startupIds']);
  });

  it('keeps a sent e-mail as it was sent', async () => {
    const person = await buildUser(tenant, { roleType: 'mentor' });
    const draft = ok(await call(CREATE, { data: { subject: 'Once', content: '<p>Only once</p>', recipients: { userIds: [person.user.id] } } }, staff.token)).createEmail;
    ok(await call(SEND, { id: draft._id }, staff.token));
    expect(codeOf(await call(UPDATE, { id: draft._id, data: { subject: 'Twice' } }, staff.token))).toBe('EMAIL_ALREADY_SENT');
    expect(codeOf(await call(SEND, { id: draft._id }, staff.token))).toBe('EMAIL_ALREADY_SENT');
    expect(codeOf(await call(DELETE, { id: draft._id }, staff.token))).toBe('EMAIL_ALREADY_SENT');
  });
});

describe('who composes', () => {
  it('is the organisation’s staff and administrators: a founder, a coach are refused', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    for (const who of [founder, coach]) {
      expect(codeOf(await call(CREATE, { data: { subject: 'Mine' } }, who.token))).toBe('FORBIDDEN');
      expect(codeOf(await call(LIST, {}, who.token))).toBe('FORBIDDEN');
    }
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    expect(ok(await call(CREATE, { data: { subject: 'Admin’s' } }, admin.token)).createEmail.subject).toBe('Admin’s');
  });

  it('answers NOT_FOUND for another tenant’s e-mail, whatever is asked of it', async () => {
    const there = await buildSignedInUser(other, { roleType: 'staff' });
    const theirs = ok(await call(CREATE, { data: { subject: 'Theirs' } }, there.token, other)).createEmail;
    for (const [query, variables] of [
      [ONE, { id: theirs._id }],
      [UPDATE, { id: theirs._id, data: { subject: 'Mine now' } }],
      [SEND, { id: theirs._id }],
      [DELETE, { id: theirs._id }],
      [RECIPIENTS, { id: theirs._id }],
      [ONE, { id: 'not-an-id' }],
    ] as const) {
      expect(codeOf(await call(query, variables, staff.token))).toBe('NOT_FOUND');
    }
    expect(ok(await call(ONE, { id: theirs._id }, there.token, other)).email.subject).toBe('Theirs');
  });
});

describe('the list', () => {
  it('pages by keyset, newest change first, and filters by status and words of the subject', async () => {
    const on = await buildTenant(server);
    const me = await buildSignedInUser(on, { roleType: 'staff' });
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(ok(await call(CREATE, { data: { subject: `Newsletter ${i}` } }, me.token, on)).createEmail._id);
    const first = ok(await call(LIST, { limit: 2 }, me.token, on)).emails;
    const second = ok(await call(LIST, { limit: 2, cursor: first.next }, me.token, on)).emails;
    const third = ok(await call(LIST, { limit: 2, cursor: second.next }, me.token, on)).emails;
    expect([...first.results, ...second.results, ...third.results].map((r: any) => r._id)).toEqual([...made].reverse());
    expect(third.next).toBeNull();
    expect(ok(await call(LIST, { filter: { search: 'letter 3' } }, me.token, on)).emails.results.map((r: any) => r.subject)).toEqual(['Newsletter 3']);
    expect(ok(await call(LIST, { filter: { status: 'SENT' } }, me.token, on)).emails.results).toEqual([]);
    expect(codeOf(await call(LIST, { cursor: 'garbage' }, me.token, on))).toBe('VALIDATION_ERROR');
  });
});
