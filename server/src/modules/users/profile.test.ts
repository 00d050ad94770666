import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, gql, rest, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { translator } from '../../core/i18n/index.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

const profile = `{ currentUser { _id firstName lastName headline timezone language status validated role { _id type } info { linkedin twitter facebook angellist } } }`;
const currentProfile = async (token: string) => (await gql(server, profile, {}, { tenant: tenant.slug, token })).data?.currentUser;
const putUser = (body: unknown, token?: string, language?: string) => rest(server, 'PUT', '/user', body, { tenant: tenant.slug, token, language });

const profileEvents = async (userId: string) =>
  (
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.execute<{ kind: string; actor_id: string; subject_kind: string; data: { fields: string[] } }>(
        sql`SELECT kind, actor_id, subject_kind, data FROM domain_events WHERE kind = 'user.profileUpdated' AND subject_id = ${userId} ORDER BY created_at, id`,
      ),
    )
  ).rows;

describe('PUT /user', () => {
  it('updates the own editable fields and answers the user without secrets', async () => {
    const person = await buildSignedInUser(tenant, { firstName: 'Ada' });
    const answer = await putUser(
      { firstName: ' Grace ', headline: 'Builder', timezone: 'Europe/Paris', language: 'ar', info: { linkedin: 'https://www.linkedin.com/in/grace' } },
      person.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: person.user.id,
      firstName: 'Grace',
      fullName: 'Grace Person',
      headline: 'Builder',
      timezone: 'Europe/Paris',
      language: 'ar',
      info: { linkedin: 'https://www.linkedin.com/in/grace' },
      email: person.email,
    });
    expect(answer.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(answer.body)).not.toContain('argon2');

    expect(await currentProfile(person.token)).toMatchObject({
      firstName: 'Grace',
      headline: 'Builder',
      timezone: 'Europe/Paris',
      language: 'ar',
      info: { linkedin: 'https://www.linkedin.com/in/grace', twitter: null },
    });
  });

  it('keeps the social links it is not given, and accepts the body wrapped in {user}', async () => {
    const person = await buildSignedInUser(tenant);
    expect((await putUser({ info: { twitter: 'https://twitter.com/ada' } }, person.token)).status).toBe(200);
    expect((await putUser({ user: { info: { linkedin: 'https://www.linkedin.com/in/ada' } } }, person.token)).status).toBe(200);
    expect((await currentProfile(person.token)).info).toEqual({ twitter: 'https://twitter.com/ada', linkedin: 'https://www.linkedin.com/in/ada', facebook: null, angellist: null });
  });

  it('records a user.profileUpdated event naming the changed fields', async () => {
    const person = await buildSignedInUser(tenant);
    expect(await profileEvents(person.user.id)).toEqual([]);
    expect((await putUser({ firstName: 'Evented', timezone: 'Asia/Tokyo' }, person.token)).status).toBe(200);
    const events = await profileEvents(person.user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'user.profileUpdated', actor_id: person.user.id, subject_kind: 'user' });
    expect(events[0].data.fields.sort()).toEqual(['firstName', 'timezone']);
  });

  it.each([
    ['an unknown timezone', { firstName: 'Changed', timezone: 'Mars/Olympus_Mons' }, 'timezone'],
    ['the status (not the user’s to change)', { firstName: 'Changed', status: 'active' }, 'status'],
    ['the role (not the user’s to change)', { firstName: 'Changed', roleId: '0190a0a0-0000-7000-8000-000000000000' }, 'roleId'],
    ['an empty first name', { firstName: '   ', lastName: 'Changed' }, 'firstName'],
    ['a social link that is not a url', { firstName: 'Changed', info: { linkedin: 'not a url' } }, 'info.linkedin'],
    ['an unknown language', { firstName: 'Changed', language: 'xx' }, 'language'],
    ['a first name that is too long', { firstName: 'x'.repeat(101), lastName: 'Changed' }, 'firstName'],
    ['a text with a NUL character', { firstName: 'Changed', headline: 'bad\u0000byte' }, 'headline'],
    ['a text with a control character', { firstName: 'Changed', headline: 'bell\u0007' }, 'headline'],
    ['an impossible birthday', { firstName: 'Changed', birthday: '1990-02-30' }, 'birthday'],
    ['a birthday before 1900', { firstName: 'Changed', birthday: '0001-01-01' }, 'birthday'],
    ['a social link that runs script', { firstName: 'Changed', info: { linkedin: 'javascript:alert(document.cookie)' } }, 'info.linkedin'],
  ])('refuses %s with VALIDATION_ERROR naming the field, and writes nothing', async (_label, body, field) => {
    const person = await buildSignedInUser(tenant, { status: 'pending', validated: false });
    const before = await currentProfile(person.token);

    const answer = await putUser(body, person.token);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    expect(answer.body.fields[0].message).toEqual(expect.any(String));
    expect(answer.body.message.length).toBeGreaterThan(0);

    expect(await currentProfile(person.token)).toEqual(before);
    expect(await profileEvents(person.user.id)).toEqual([]);
  });

  it('names the url rule for a bad social link, in the request language', async () => {
    const person = await buildSignedInUser(tenant);
    const en = await putUser({ info: { linkedin: 'not a url' } }, person.token);
    expect(en.body.fields[0].message).toBe(translator('en')('validation.url', { field: 'LinkedIn' }));
    const de = await putUser({ info: { linkedin: 'not a url' } }, person.token, 'de');
    expect(de.body.fields[0].message).toBe(translator('de')('validation.url', { field: 'LinkedIn' }));
  });

  it.each(['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])(
    'refuses the social link %s with the url rule in the request language, keeping the stored links',
    async (link) => {
      const person = await buildSignedInUser(tenant);
      expect((await putUser({ info: { linkedin: 'https://www.linkedin.com/in/kept' } }, person.token)).status).toBe(200);
      for (const [language, message] of [
        ['en', 'LinkedIn is not a valid url'],
        ['fr', 'Le champ LinkedIn ne contient pas une URL valide'],
        ['de', 'LinkedIn ist keine gültige URL'],
      ]) {
        const answer = await putUser({ info: { linkedin: link, twitter: 'https://twitter.com/kept' } }, person.token, language);
        expect(answer.status).toBe(400);
        expect(answer.body.fields).toEqual([{ field: 'info.linkedin', message }]);
      }
      expect((await currentProfile(person.token)).info).toEqual({ linkedin: 'https://www.linkedin.com/in/kept', twitter: null, facebook: null, angellist: null });
    },
  );

  it('stores a social link typed without a scheme with http:// in front, and keeps https and mailto links as typed', async () => {
    const person = await buildSignedInUser(tenant);
    const answer = await putUser(
      { info: { linkedin: ' www.linkedin.com/in/ada ', twitter: 'https://twitter.com/ada', facebook: 'mailto:ada@example.org', angellist: '' } },
      person.token,
    );
    expect(answer.status).toBe(200);
    expect((await currentProfile(person.token)).info).toEqual({
      linkedin: 'http://www.linkedin.com/in/ada',
      twitter: 'https://twitter.com/ada',
      facebook: 'mailto:ada@example.org',
      angellist: null,
    });
  });

  it('refuses a request without sign-in with 401 and writes nothing', async () => {
    const answer = await putUser({ firstName: 'Nobody' }, undefined);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('AUTHENTICATION_REQUIRED');
    const bogus = await putUser({ firstName: 'Nobody' }, 'not-a-real-token');
    expect(bogus.status).toBe(401);
  });

  it("changes only the signed-in user's own record", async () => {
    const person = await buildSignedInUser(tenant, { firstName: 'Self' });
    const neighbour = await buildSignedInUser(tenant, { firstName: 'Neighbour' });
    expect((await putUser({ firstName: 'Renamed' }, person.token)).status).toBe(200);
    expect((await currentProfile(neighbour.token)).firstName).toBe('Neighbour');
  });
});
