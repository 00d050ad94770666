import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../core/transaction.ts';
import { schema } from '../../core/db/pool.ts';
import { changeAsOwner, gql, rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { authorizeAtProvider, startOidcProvider, type TestProvider } from '../../../test/oidc-provider.ts';

const PROVIDER_FIELDS = '_id name issuer clientId clientSecretSet enabled allowPassword roleClaim roleMappings { value roleId } defaultRoleId createPeople audience';
const CREATE = `mutation Create($data: SignOnProviderInput!) { createSignOnProvider(data: $data) { ${PROVIDER_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $data: SignOnProviderInput!) { updateSignOnProvider(id: $id, data: $data) { ${PROVIDER_FIELDS} } }`;
const START =
  'mutation Start($provider: ID!, $returnTo: String, $prompt: String) { startSignOn(provider: $provider, returnTo: $returnTo, prompt: $prompt) { url binding providerName } }';
const COMPLETE =
  'mutation Complete($code: String!, $state: String!, $iss: String, $binding: String!) { completeSignOn(code: $code, state: $state, iss: $iss, binding: $binding) { token returnTo user { _id email fullName } } }';
const LOGIN_PROVIDERS = 'query { publicIncubator { loginProviders { provider enabled label } } }';

let server: TestServer;
let idp: TestProvider;
let tenant: Tenant;
let other: Tenant;
let linked: Tenant;
let admin: { token: string };
let roles: Record<string, string>;

async function rolesOf(t: Tenant): Promise<Record<string, string>> {
  const rows = await withTenant(server.services.pool, t.incubator.id, (db) =>
    db
      .select()
      .from(schema.roles)
      .where(and(eq(schema.roles.incubatorId, t.incubator.id), eq(schema.roles.isDefault, true))),
  );
  return Object.fromEntries(rows.map((r) => [r.type, r.id]));
}

async function enableSignOn(t: Tenant) {
  await changeAsOwner(server, `UPDATE incubators SET feature_flags = feature_flags || '{"auth0": true}'::jsonb WHERE id = $1`, [t.incubator.id]);
}

const redirectUri = (t: Tenant) => `http://${t.slug}.localhost:${new URL(server.url).port}/auth/callback`;
const linkedinRedirectUri = (t: Tenant) => `http://${t.slug}.localhost:${new URL(server.url).port}/auth/linkedin/callback`;

async function createProvider(t: Tenant, token: string, data: Record<string, unknown> = {}) {
  const answer = await gql(
    server,
    CREATE,
    {
      data: {
        name: 'Campus ID',
        issuer: idp.issuer,
        clientId: `client-${t.slug}`,
        clientSecret: `secret-${t.slug}`,
        roleClaim: 'groups',
        roleMappings: [{ value: 'mentors', roleId: (await rolesOf(t)).coach }],
        defaultRoleId: (await rolesOf(t)).cofounder,
        ...data,
      },
    },
    { tenant: t.slug, token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.createSignOnProvider;
}

/** The whole sign-in as a browser makes it: start, the provider's pages, the callback's completion. */
async function signOnAs(t: Tenant, providerId: string, login: string, tamper: { state?: string; binding?: string; beforeComplete?: () => Promise<void> } = {}) {
  const start = await gql(server, START, { provider: providerId, returnTo: '/tasks?view=mine' }, { tenant: t.slug });
  expect(start.errors).toBeUndefined();
  const back = await authorizeAtProvider(start.data.startSignOn.url, login);
  expect(back.origin + back.pathname).toBe(redirectUri(t));
  await tamper.beforeComplete?.();
  return gql(
    server,
    COMPLETE,
    {
      code: back.searchParams.get('code'),
      state: tamper.state ?? back.searchParams.get('state'),
      iss: back.searchParams.get('iss'),
      binding: tamper.binding ?? start.data.startSignOn.binding,
    },
    { tenant: t.slug },
  );
}

beforeAll(async () => {
  server = await startTestServer({ SECRETS_KEY: 'sign-on tests' });
  tenant = await buildTenant(server);
  other = await buildTenant(server);
  linked = await buildTenant(server);
  await Promise.all([tenant, other, linked].map(enableSignOn));
  idp = await startOidcProvider(
    [tenant, other, linked].map((t) => ({ client_id: `client-${t.slug}`, client_secret: `secret-${t.slug}`, redirect_uris: [redirectUri(t), linkedinRedirectUri(t)] })),
    {
      mentor: { email: 'Mentor.Person@example.test', email_verified: true, given_name: 'Mina', family_name: 'Mentor', groups: ['staff-all', 'mentors'] },
      founder: { email: 'founder.person@example.test', email_verified: true, name: 'Faye Founder', groups: [] },
      unverified: { email: 'unverified@example.test', email_verified: false },
    },
  );
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  roles = await rolesOf(tenant);
});

afterAll(async () => {
  await idp?.stop();
  await server?.stop();
});

describe('configuring sign-on providers', () => {
  it('stores a provider for the organisation admin, never answers its secret, and keeps loginProviders in step', async () => {
    const provider = await createProvider(tenant, admin.token);
    expect(provider).toMatchObject({ name: 'Campus ID', issuer: idp.issuer, clientSecretSet: true, enabled: true, allowPassword: true, createPeople: true });
    expect(JSON.stringify(provider)).not.toContain(`secret-${tenant.slug}`);
    const stored = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.signOnProviders).where(eq(schema.signOnProviders.id, provider._id)));
    expect(stored[0].clientSecretEncrypted).not.toContain(`secret-${tenant.slug}`);
    const listed = await gql(server, LOGIN_PROVIDERS, {}, { tenant: tenant.slug });
    expect(listed.data.publicIncubator.loginProviders).toEqual(
      expect.arrayContaining([
        { provider: 'local', enabled: true, label: null },
        { provider: `oidc:${provider._id}`, enabled: true, label: 'Campus ID' },
      ]),
    );
    const tested = await gql(server, 'mutation T($id: ID!) { testSignOnProvider(id: $id) { issuer scopes } }', { id: provider._id }, { tenant: tenant.slug, token: admin.token });
    expect(tested.data.testSignOnProvider.issuer).toBe(idp.issuer);
    expect(tested.data.testSignOnProvider.scopes).toContain('openid');
    await gql(server, 'mutation D($id: ID!) { deleteSignOnProvider(id: $id) }', { id: provider._id }, { tenant: tenant.slug, token: admin.token });
  });

  it('answers field errors for bad input and writes nothing', async () => {
    const otherRoles = await rolesOf(other);
    const answer = await gql(
      server,
      CREATE,
      { data: { name: ' ', issuer: 'ftp://idp.example.test?x=1', clientId: '', roleMappings: [{ value: 'a', roleId: otherRoles.coach }], defaultRoleId: otherRoles.staff } },
      { tenant: tenant.slug, token: admin.token, language: 'en' },
    );
    expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    const fields = Object.fromEntries((answer.errors?.[0].extensions?.fields ?? []).map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['name', 'issuer', 'clientId', 'roleClaim']));
    expect(fields.issuer).toBe('Enter the issuer as an http(s) address without query or fragment.');
    // Roles of another organisation are not found here.
    const foreignRoles = await gql(
      server,
      CREATE,
      { data: { name: 'X', issuer: idp.issuer, clientId: 'x', roleClaim: 'groups', roleMappings: [{ value: 'a', roleId: otherRoles.coach }], defaultRoleId: otherRoles.staff } },
      { tenant: tenant.slug, token: admin.token },
    );
    expect(foreignRoles.errors?.[0].extensions?.fields.map((f: { field: string }) => f.field).sort()).toEqual(['defaultRoleId', 'roleMappings.0.roleId']);
    const list = await gql(server, 'query { signOnProviders { _id } }', {}, { tenant: tenant.slug, token: admin.token });
    expect(list.data.signOnProviders).toEqual([]);
  });

  it('refuses people who are not organisation admins, and organisations whose plan lacks external sign-in', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const refused = await gql(server, 'query { signOnProviders { _id } }', {}, { tenant: tenant.slug, token: coach.token });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const plain = await buildTenant(server);
    const plainAdmin = await buildSignedInUser(plain, { roleType: 'admin' });
    const locked = await gql(server, 'query { signOnProviders { _id } }', {}, { tenant: plain.slug, token: plainAdmin.token });
    expect(locked.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
  });

  it('answers a translated failure when the provider cannot be reached', async () => {
    const provider = await createProvider(tenant, admin.token, { issuer: 'http://127.0.0.1:9/nothing', name: 'Nowhere' });
    const tested = await gql(
      server,
      'mutation T($id: ID!) { testSignOnProvider(id: $id) { issuer } }',
      { id: provider._id },
      { tenant: tenant.slug, token: admin.token, language: 'fr' },
    );
    expect(tested.errors?.[0].extensions?.code).toBe('SSO_FAILED');
    expect(tested.errors?.[0].message).toBe('Aucun fournisseur OpenID Connect n’a répondu à http://127.0.0.1:9/nothing.');
    await gql(server, 'mutation D($id: ID!) { deleteSignOnProvider(id: $id) }', { id: provider._id }, { tenant: tenant.slug, token: admin.token });
  });
});

describe('signing in through the provider', () => {
  let providerId: string;
  beforeAll(async () => {
    providerId = (await createProvider(tenant, admin.token))._id;
  });

  it('creates a new person with the role the groups claim maps to, and signs them in to the return path', async () => {
    const answer = await signOnAs(tenant, providerId, 'mentor');
    expect(answer.errors).toBeUndefined();
    const { token, returnTo, user } = answer.data.completeSignOn;
    expect(returnTo).toBe('/tasks?view=mine');
    expect(user).toMatchObject({ email: 'mentor.person@example.test', fullName: 'Mina Mentor' });
    const me = await gql(server, 'query { currentUser { _id email status role { _id type } } }', {}, { tenant: tenant.slug, token });
    expect(me.data.currentUser).toMatchObject({ _id: user._id, status: 'active', role: { _id: roles.coach, type: 'coach' } });
    // The session keeper's first call, as after a password sign-in.
    const session = await gql(server, 'mutation { upsertSession(sessionId: null) { _id } }', {}, { tenant: tenant.slug, token });
    expect(session.errors).toBeUndefined();
  });

  it('gives the default role when no mapping matches, and matches an existing person by e-mail', async () => {
    const existing = await buildUser(tenant, { roleType: 'staff', email: 'founder.person@example.test' });
    const answer = await signOnAs(tenant, providerId, 'founder');
    expect(answer.data.completeSignOn.user._id).toBe(existing.user.id);
    const me = await gql(server, 'query { currentUser { role { type } } }', {}, { tenant: tenant.slug, token: answer.data.completeSignOn.token });
    expect(me.data.currentUser.role.type).toBe('staff');
  });

  it('refuses a tampered state, a browser that did not start the sign-in, and a nonce that does not match', async () => {
    const tampered = await signOnAs(tenant, providerId, 'mentor', { state: 'made-up-state' });
    expect(tampered.errors?.[0].extensions?.code).toBe('SSO_FAILED');
    const elsewhere = await signOnAs(tenant, providerId, 'mentor', { binding: 'another-browser' });
    expect(elsewhere.errors?.[0].extensions?.code).toBe('SSO_FAILED');
    const nonce = await signOnAs(tenant, providerId, 'mentor', {
      beforeComplete: () => changeAsOwner(server, 'UPDATE sign_on_attempts SET nonce = $2 WHERE incubator_id = $1', [tenant.incubator.id, 'not-the-nonce-sent']),
    });
    expect(nonce.errors?.[0].extensions?.code).toBe('SSO_FAILED');
    expect(nonce.data).toBeNull();
  });

  it('answers login_required from the provider when asked not to prompt and nobody is signed in there', async () => {
    const start = await gql(server, START, { provider: providerId, prompt: 'none' }, { tenant: tenant.slug });
    const back = await authorizeAtProvider(start.data.startSignOn.url, 'mentor');
    expect(back.origin + back.pathname).toBe(redirectUri(tenant));
    expect(back.searchParams.get('error')).toBe('login_required');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses unverified addresses, unknown people when only existing people may sign in, and archived people', async () => {
    const unverified = await signOnAs(tenant, providerId, 'unverified');
    expect(unverified.errors?.[0].extensions?.code).toBe('SSO_FAILED');
    // `other` lets only the people it already has sign in.
    const p = await createProvider(other, (await buildSignedInUser(other, { roleType: 'admin' })).token, { createPeople: false, roleClaim: '', roleMappings: [] });
    const unknown = await signOnAs(other, p._id, 'founder');
    expect(unknown.errors?.[0].extensions?.code).toBe('SSO_FAILED');
    expect(unknown.errors?.[0].message).toContain('Campus ID');
    await buildUser(other, { email: 'founder.person@example.test', status: 'archived' });
    const archived = await signOnAs(other, p._id, 'founder');
    expect(archived.errors?.[0].extensions?.code).toBe('SIGN_IN_BLOCKED');
  });

  it("answers NOT_FOUND for another organisation's provider", async () => {
    const answer = await gql(server, START, { provider: providerId }, { tenant: other.slug });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a disabled provider, and closes the password form when the provider says so', async () => {
    const person = await buildUser(tenant, { roleType: 'staff' });
    await gql(server, UPDATE, { id: providerId, data: { enabled: false } }, { tenant: tenant.slug, token: admin.token });
    const disabled = await gql(server, START, { provider: providerId }, { tenant: tenant.slug, language: 'en' });
    expect(disabled.errors?.[0]).toMatchObject({ message: 'Signing in with Campus ID is turned off.', extensions: { code: 'SSO_FAILED' } });

    await gql(server, UPDATE, { id: providerId, data: { enabled: true, allowPassword: false } }, { tenant: tenant.slug, token: admin.token });
    const listed = await gql(server, LOGIN_PROVIDERS, {}, { tenant: tenant.slug });
    expect(listed.data.publicIncubator.loginProviders[0]).toEqual({ provider: 'local', enabled: false, label: null });
    const password = await rest(server, 'POST', '/auth/local', { email: person.email, password: person.password }, { tenant: tenant.slug });
    expect(password).toMatchObject({ status: 403, body: { code: 'PASSWORD_SIGN_IN_OFF' } });
    await gql(server, UPDATE, { id: providerId, data: { allowPassword: true } }, { tenant: tenant.slug, token: admin.token });
    expect((await rest(server, 'POST', '/auth/local', { email: person.email, password: person.password }, { tenant: tenant.slug })).status).toBe(200);
  });
});

describe('signing in with LinkedIn (/auth/linkedin)', () => {
  it("starts with the organisation's LinkedIn provider and comes back to /auth/linkedin/callback", async () => {
    const owner = await buildSignedInUser(linked, { roleType: 'admin' });
    const none = await gql(server, START, { provider: 'linkedin' }, { tenant: linked.slug });
    expect(none.errors?.[0]).toMatchObject({ message: 'Signing in with LinkedIn is not set up for this organisation.', extensions: { code: 'SSO_FAILED' } });

    const made = await createProvider(linked, owner.token, { kind: 'linkedin', name: 'LinkedIn', roleClaim: '', roleMappings: [] });
    const settings = await gql(
      server,
      '{ signOnSettings { redirectUri linkedinRedirectUri } signOnProviders { _id kind redirectUri } }',
      {},
      { tenant: linked.slug, token: owner.token },
    );
    expect(settings.data).toEqual({
      signOnSettings: { redirectUri: redirectUri(linked), linkedinRedirectUri: linkedinRedirectUri(linked) },
      signOnProviders: [{ _id: made._id, kind: 'linkedin', redirectUri: linkedinRedirectUri(linked) }],
    });

    const start = await gql(server, START, { provider: 'linkedin', returnTo: '/community' }, { tenant: linked.slug });
    expect(start.data.startSignOn.providerName).toBe('LinkedIn');
    const back = await authorizeAtProvider(start.data.startSignOn.url, 'founder');
    expect(back.origin + back.pathname).toBe(linkedinRedirectUri(linked));
    const done = await gql(
      server,
      COMPLETE,
      { code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss'), binding: start.data.startSignOn.binding },
      { tenant: linked.slug },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data.completeSignOn).toMatchObject({ returnTo: '/community', user: { email: 'founder.person@example.test', fullName: 'Faye Founder' } });

    // Switched off, it no longer starts; a kind the product does not know is refused.
    await gql(server, UPDATE, { id: made._id, data: { enabled: false } }, { tenant: linked.slug, token: owner.token });
    expect((await gql(server, START, { provider: 'linkedin' }, { tenant: linked.slug })).errors?.[0].extensions?.code).toBe('SSO_FAILED');
    const odd = await gql(server, UPDATE, { id: made._id, data: { kind: 'facebook' } }, { tenant: linked.slug, token: owner.token });
    expect(odd.errors?.[0].message).toMatch(/facebook/);
    expect(odd.data).toBeFalsy();
  });
});
