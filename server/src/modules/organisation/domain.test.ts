import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { UPDATE, caller, organisationEvents, storedIncubator } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://seedbed.example' });
  tenant = await buildTenant(server, { plan: 'enterprise' });
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(() => server.stop());

/** A GraphQL call the way a browser on the custom domain makes it: the Host header only, no tenant header. */
function callAtHost(host: string, query: string): Promise<any> {
  const url = new URL(`${server.url}/graphql`);
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { host, 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('custom domain', () => {
  it('saves a host name, answers the DNS record to create, and requests for that host reach the tenant', async () => {
    const answer = await caller(server, tenant)(UPDATE, { data: { customDomain: 'Portal.Harbour-Labs.org' } }, admin.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateIncubator).toMatchObject({
      customDomain: 'portal.harbour-labs.org',
      customDomainRecord: { type: 'CNAME', name: 'portal.harbour-labs.org', value: 'seedbed.example' },
    });
    const resolved = await callAtHost('portal.harbour-labs.org', '{ publicIncubator { _id slug } }');
    expect(resolved.data.publicIncubator).toEqual({ _id: tenant.incubator.id, slug: tenant.slug });
    expect((await organisationEvents(tenant)).at(-1)).toMatchObject({ kind: 'organisation.updated', data: { fields: ['customDomain'] } });
  });

  it.each([
    ['a URL rather than a host name', 'https://portal.example.org/path'],
    ['a single label', 'intranet'],
    ['a name under the installation itself', 'acme.seedbed.example'],
  ])('refuses %s', async (_name, customDomain) => {
    const before = await storedIncubator(tenant);
    const answer = await caller(server, tenant)(UPDATE, { data: { customDomain } }, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'customDomain' }] });
    expect((await storedIncubator(tenant)).customDomain).toBe(before.customDomain);
  });

  it("refuses a domain another tenant uses", async () => {
    const other = await buildTenant(server, { plan: 'enterprise' });
    const otherAdmin = await buildSignedInUser(other, { roleType: 'admin' });
    const answer = await caller(server, other)(UPDATE, { data: { customDomain: 'portal.harbour-labs.org' } }, otherAdmin.token, 'es');
    expect(answer.errors?.[0].extensions).toMatchObject({ fields: [{ field: 'customDomain', message: 'portal.harbour-labs.org ya lo usa otra organización' }] });
    expect((await storedIncubator(other)).customDomain).toBeNull();
  });

  it('is refused when the plan lacks custom domains', async () => {
    const starter = await buildTenant(server, { plan: 'starter' });
    const starterAdmin = await buildSignedInUser(starter, { roleType: 'admin' });
    const answer = await caller(server, starter)(UPDATE, { data: { customDomain: 'starter.example.org' } }, starterAdmin.token);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await storedIncubator(starter)).customDomain).toBeNull();
  });

  it('is removed with null', async () => {
    const answer = await caller(server, tenant)(UPDATE, { data: { customDomain: null } }, admin.token);
    expect(answer.data.updateIncubator).toMatchObject({ customDomain: null, customDomainRecord: null });
  });
});
