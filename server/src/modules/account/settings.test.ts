import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { ME, caller, eventsOf, storedUser } from './test-helpers.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(() => server.stop());

const UPDATE = `mutation Settings($language: String, $timezone: String, $dateFormat: String) {
  updateMySettings(language: $language, timezone: $timezone, dateFormat: $dateFormat) { _id language timezone dateFormat }
}`;
const call = (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) => caller(server, tenant)(query, variables, token, language);

describe('updateMySettings', () => {
  it('saves language, timezone and date format, answers the user and records the change', async () => {
    const person = await buildSignedInUser(tenant);
    const answer = await call(UPDATE, { language: 'fr', timezone: 'America/Montreal', dateFormat: 'dd MMMM, yy' }, person.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateMySettings).toEqual({ _id: person.user.id, language: 'fr', timezone: 'America/Montreal', dateFormat: 'dd MMMM, yy' });
    expect((await call(ME, {}, person.token)).data.currentUser).toMatchObject({ language: 'fr', timezone: 'America/Montreal', dateFormat: 'dd MMMM, yy' });
    const [event] = await eventsOf(tenant, 'user.settingsUpdated', person.user.id);
    expect(event).toMatchObject({ actorId: person.user.id, data: { language: 'fr', timezone: 'America/Montreal', dateFormat: 'dd MMMM, yy' } });
  });

  it('changes only the arguments given; null clears a choice', async () => {
    const person = await buildSignedInUser(tenant);
    await call(UPDATE, { language: 'de', timezone: 'Europe/Berlin', dateFormat: 'yyyy-MM-dd' }, person.token);
    const answer = await call('mutation { updateMySettings(dateFormat: null) { language timezone dateFormat } }', {}, person.token);
    expect(answer.data.updateMySettings).toEqual({ language: 'de', timezone: 'Europe/Berlin', dateFormat: null });
  });

  it('answers the next request in the newly chosen language', async () => {
    const person = await buildSignedInUser(tenant);
    await call(UPDATE, { language: 'es' }, person.token);
    const refused = await call(UPDATE, { timezone: 'Mars/Olympus' }, person.token, 'en');
    expect(refused.errors?.[0].message).toBe('Campo no válido');
  });

  it.each([
    ['an unknown language', { language: 'xx' }, 'language'],
    ['a time zone that does not exist', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['a date format outside the list', { dateFormat: 'yy/M/d' }, 'dateFormat'],
    ['a date format no longer offered', { dateFormat: 'dd.MM.yyyy' }, 'dateFormat'],
  ])('refuses %s with VALIDATION_ERROR and writes nothing', async (_name, variables, field) => {
    const person = await buildSignedInUser(tenant);
    const before = await storedUser(tenant, person.user.id);
    const answer = await call(UPDATE, { language: 'ko', ...variables }, person.token);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field }] });
    const after = await storedUser(tenant, person.user.id);
    expect(after.language).toBe(before.language);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await eventsOf(tenant, 'user.settingsUpdated', person.user.id)).toEqual([]);
  });

  it("words a bad value in the user's language", async () => {
    const person = await buildSignedInUser(tenant, { language: 'fr' });
    const answer = await call(UPDATE, { dateFormat: 'nonsense' }, person.token);
    expect(answer.errors?.[0].message).toBe('Champ invalide');
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'dateFormat', message: 'Champ invalide' }]);
  });

  it('requires sign-in', async () => {
    const answer = await call(UPDATE, { language: 'fr' });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('cannot be used with a token of another tenant, and changes nobody there', async () => {
    const stranger = await buildSignedInUser(otherTenant, { language: 'en' });
    const answer = await call(UPDATE, { language: 'tr' }, stranger.token);
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect((await storedUser(otherTenant, stranger.user.id)).language).toBe('en');
  });
});

describe('dateFormat on the User type', () => {
  it('is null until chosen', async () => {
    const person = await buildSignedInUser(tenant);
    expect((await call(ME, {}, person.token)).data.currentUser.dateFormat).toBeNull();
  });
});
