import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';

const HOSTILE = 'evil.example';

/**
 * A call naming the tenant in x-incubator while the Host header names another site: what an
 * attacker sends to have a victim mailed a link to their own server.
 */
function postAtHost(target: TestServer, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const url = new URL(`${target.url}${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host: HOSTILE, 'x-forwarded-host': HOSTILE, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const askReset = (target: TestServer, on: Tenant, email: string) => postAtHost(target, '/api/users/sendresetpassword', { email }, { 'x-incubator': on.slug });
const gqlAtHost = (target: TestServer, on: Tenant, token: string, query: string, variables: Record<string, unknown> = {}) =>
  postAtHost(target, '/graphql', { query, variables }, { 'x-incubator': on.slug, authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' });

describe('links in mail, on an installation without BASE_URL', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
  /** The tenant's own address under the test server's base, http://localhost:<port>. */
  let own: string;

  beforeAll(async () => {
    server = await startTestServer();
    tenant = await buildTenant(server);
    admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    own = `http://${tenant.slug}.localhost:${server.port}`;
  });
  afterAll(() => server.stop());

  it("lead a password reset to the tenant's own address, whatever host the request named", async () => {
    const person = await buildUser(tenant);
    expect((await askReset(server, tenant, person.email)).status).toBe(200);
    const mail = await server.mailbox.waitFor(person.email, /\/reset\//);
    expect(mail.text).toMatch(new RegExp(`^${own.replace(/[.:/]/g, '\\$&')}/reset/[A-Za-z0-9_-]{20,}$`, 'm'));
    expect(mail.text).not.toContain(HOSTILE);
  });

  it("lead an invitation sent through the API to the tenant's own address", async () => {
    const roles = await gql(server, '{ roles { _id type } }', {}, { tenant: tenant.slug, token: admin.token });
    const coach = roles.data.roles.find((r: { type: string }) => r.type === 'coach')._id;
    const email = `invitee-${tenant.slug}@example.test`;
    const started = await gqlAtHost(server, tenant, admin.token, 'mutation($i: [UserInvitationInput!]!) { inviteUsers(invitations: $i) { count } }', {
      i: [{ email, firstName: 'Ines', lastName: 'Vited', roleId: coach }],
    });
    expect(started.body.errors).toBeUndefined();
    const mail = await server.mailbox.waitFor(email, /acceptinvitation/);
    expect(mail.text).toContain(`${own}/acceptinvitation?token=`);
    expect(mail.text).not.toContain(HOSTILE);
  });

  it("lead an address validation to the tenant's own address", async () => {
    const person = await buildSignedInUser(tenant, { status: 'pending', validated: false });
    const answer = await gqlAtHost(server, tenant, person.token, 'mutation { resendConfirmationEmail }');
    expect(answer.body.data?.resendConfirmationEmail).toBe(true);
    const mail = await server.mailbox.waitFor(person.email, /\/validate\//);
    expect(mail.text).toContain(`${own}/validate/`);
    expect(mail.text).not.toContain(HOSTILE);
  });

  it("lead the confirmation of an organisation address to the tenant's own address", async () => {
    const email = `hello-${tenant.slug}@example.test`;
    const answer = await gqlAtHost(server, tenant, admin.token, 'mutation($d: IncubatorInput!) { updateIncubator(data: $d) { _id } }', { d: { generalEmail: { email } } });
    expect(answer.body.errors).toBeUndefined();
    const mail = await server.mailbox.waitFor(email, /confirmIncubatorEmail/);
    expect(mail.text).toContain(`${own}/confirmIncubatorEmail?token=`);
    expect(mail.text).not.toContain(HOSTILE);
  });
});

describe('links in mail, with BASE_URL', () => {
  let server: TestServer;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await startTestServer({ BASE_URL: 'https://seedbed.example' });
    tenant = await buildTenant(server);
  });
  afterAll(() => server.stop());

  it("lead to the tenant's address under the base domain", async () => {
    const person = await buildUser(tenant);
    expect((await askReset(server, tenant, person.email)).status).toBe(200);
    const mail = await server.mailbox.waitFor(person.email, /\/reset\//);
    expect(mail.text).toContain(`https://${tenant.slug}.seedbed.example/reset/`);
    expect(mail.text).not.toContain(HOSTILE);
  });
});
