import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { startDnsServer } from '../../../test/dns.ts';
import { translator } from '../../core/i18n/index.ts';
import { INCUBATOR_FIELDS, UPDATE, caller, organisationEvents, storedIncubator } from './test-support.ts';

const VERIFY = `mutation { verifyCustomDomain { ${INCUBATOR_FIELDS} } }`;
const en = translator('en');

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
/** Its first label is the tenant's slug: only the verified domain may route it to the tenant. */
let domain: string;
let proofName: string;

beforeAll(async () => {
  dns = await startDnsServer();
  server = await startTestServer({ BASE_URL: 'https://seedbed.example', DNS_SERVERS: dns.address });
  tenant = await buildTenant(server, { plan: 'enterprise' });
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  domain = `${tenant.slug}.harbour-labs.org`;
  proofName = `_seedbed-verification.${domain}`;
});
afterAll(async () => {
  await server.stop();
  await dns.close();
});

/** A GraphQL call the way a browser on the custom domain makes it: the Host header only, no tenant header. */
function callAtHost(target: TestServer, host: string, query: string): Promise<any> {
  const url = new URL(`${target.url}/graphql`);
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(body) },
      },
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

/** The slug of the tenant a host is served as, or the error code when it is served as none. */
async function servedAt(host: string, target: TestServer = server): Promise<string> {
  const answer = await callAtHost(target, host, '{ publicIncubator { slug } }');
  return answer.data?.publicIncubator?.slug ?? answer.errors?.[0].extensions?.code;
}

async function adminOf(on: Tenant) {
  return buildSignedInUser(on, { roleType: 'admin' });
}

const kinds = async (on: Tenant) => (await organisationEvents(on)).map((e) => e.kind);

describe('custom domain', () => {
  let rival: Tenant;
  let firstToken: string;

  it('is saved as a claim with the two DNS records to create, and routes nothing until verified', async () => {
    const answer = await caller(server, tenant)(UPDATE, { data: { customDomain: domain.toUpperCase() } }, admin.token);
    expect(answer.errors).toBeUndefined();
    const saved = answer.data.updateIncubator;
    expect(saved).toMatchObject({
      customDomain: domain,
      customDomainVerified: false,
      customDomainRecord: { type: 'CNAME', name: domain, value: 'seedbed.example' },
      customDomainVerification: { type: 'TXT', name: proofName },
    });
    expect(saved.customDomainVerification.value).toMatch(/^seedbed-verification=[0-9a-f]{32}$/);
    firstToken = saved.customDomainVerification.value;
    expect(await servedAt(domain)).toBe('INCUBATOR_NOT_FOUND');
    expect((await organisationEvents(tenant)).at(-1)).toMatchObject({ kind: 'organisation.updated', data: { fields: ['customDomain'] } });
  });

  it('refuses verification while the TXT record is missing, and changes nothing', async () => {
    const answer = await caller(server, tenant)(VERIFY, {}, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'customDomain', message: en('organisation.errors.domainProofMissing', { name: proofName }) }],
    });
    expect((await storedIncubator(tenant)).customDomainVerifiedAt).toBeNull();
    expect(await kinds(tenant)).not.toContain('organisation.customDomainVerified');
    expect(await servedAt(domain)).toBe('INCUBATOR_NOT_FOUND');
  });

  it('refuses a TXT record holding another token, and changes nothing', async () => {
    dns.records.set(proofName, [`seedbed-verification=${'f'.repeat(32)}`]);
    const answer = await caller(server, tenant)(VERIFY, {}, admin.token, 'es');
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'customDomain', message: translator('es')('organisation.errors.domainProofMismatch', { name: proofName }) }],
    });
    expect((await storedIncubator(tenant)).customDomainVerifiedAt).toBeNull();
    expect(await kinds(tenant)).not.toContain('organisation.customDomainVerified');
    expect(await servedAt(domain)).toBe('INCUBATOR_NOT_FOUND');
  });

  it('lets several organisations claim a domain that none has verified', async () => {
    rival = await buildTenant(server, { plan: 'enterprise' });
    const answer = await caller(server, rival)(UPDATE, { data: { customDomain: domain } }, (await adminOf(rival)).token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateIncubator).toMatchObject({ customDomain: domain, customDomainVerified: false });
    expect(answer.data.updateIncubator.customDomainVerification.value).not.toBe(firstToken);
  });

  it('verifies the domain once its TXT record holds the token: the domain then serves the organisation and mail links lead there', async () => {
    dns.records.set(proofName, ['v=spf1 -all', firstToken]);
    const answer = await caller(server, tenant)(VERIFY, {}, admin.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.verifyCustomDomain).toMatchObject({ customDomain: domain, customDomainVerified: true });
    expect(await servedAt(domain)).toBe(tenant.slug);
    expect((await organisationEvents(tenant)).at(-1)).toMatchObject({ kind: 'organisation.customDomainVerified', actorId: admin.user.id, data: { domain } });

    // The rival's pending claim has ended, and its own feed says why.
    expect(await storedIncubator(rival)).toMatchObject({ customDomain: null, customDomainToken: null, customDomainVerifiedAt: null });
    expect((await organisationEvents(rival)).at(-1)).toMatchObject({ kind: 'organisation.customDomainReleased', actorId: null, data: { domain } });

    const person = await buildUser(tenant);
    expect((await rest(server, 'POST', '/api/users/sendresetpassword', { email: person.email }, { tenant: tenant.slug })).status).toBe(200);
    const mail = await server.mailbox.waitFor(person.email, /\/reset\//);
    expect(mail.text).toContain(`https://${domain}/reset/`);
  });

  it('refuses a verified domain to every other organisation', async () => {
    const third = await buildTenant(server, { plan: 'enterprise' });
    const answer = await caller(server, third)(UPDATE, { data: { customDomain: domain } }, (await adminOf(third)).token, 'es');
    expect(answer.errors?.[0].extensions).toMatchObject({ fields: [{ field: 'customDomain', message: `${domain} ya lo usa otra organización` }] });
    expect((await storedIncubator(third)).customDomain).toBeNull();
    const again = await caller(server, rival)(UPDATE, { data: { customDomain: domain } }, (await adminOf(rival)).token);
    expect(again.errors?.[0].extensions).toMatchObject({ fields: [{ field: 'customDomain' }] });
  });

  it('starts over when the domain changes: a new token, unverified, and the old domain no longer routes', async () => {
    const next = `portal-${tenant.slug}.harbour-labs.org`;
    const answer = await caller(server, tenant)(UPDATE, { data: { customDomain: next } }, admin.token);
    expect(answer.data.updateIncubator).toMatchObject({ customDomain: next, customDomainVerified: false });
    expect(answer.data.updateIncubator.customDomainVerification.value).not.toBe(firstToken);
    expect(await servedAt(domain)).toBe('INCUBATOR_NOT_FOUND');
    expect(await servedAt(next)).toBe('INCUBATOR_NOT_FOUND');
  });

  it.each([
    ['a URL rather than a host name', 'https://portal.example.org/path'],
    ['a single label', 'intranet'],
    ['a name under the installation itself', 'acme.seedbed.example'],
    ['the installation itself', 'seedbed.example'],
  ])('refuses %s', async (_name, customDomain) => {
    const before = await storedIncubator(tenant);
    const answer = await caller(server, tenant)(UPDATE, { data: { customDomain } }, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'customDomain' }] });
    expect(await storedIncubator(tenant)).toEqual(before);
  });

  it('is removed with null', async () => {
    const answer = await caller(server, tenant)(UPDATE, { data: { customDomain: null } }, admin.token);
    expect(answer.data.updateIncubator).toMatchObject({ customDomain: null, customDomainRecord: null, customDomainVerified: false, customDomainVerification: null });
  });

  it('has nothing to verify without a domain', async () => {
    const answer = await caller(server, tenant)(VERIFY, {}, admin.token);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'customDomain', message: en('organisation.errors.noCustomDomain') }] });
  });

  it('is verified by organisation admins only', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect((await caller(server, tenant)(VERIFY, {}, staff.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('is refused when the plan lacks custom domains', async () => {
    const starter = await buildTenant(server, { plan: 'starter' });
    const starterAdmin = await adminOf(starter);
    const answer = await caller(server, starter)(UPDATE, { data: { customDomain: 'starter.example.org' } }, starterAdmin.token);
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await storedIncubator(starter)).customDomain).toBeNull();
    expect((await caller(server, starter)(VERIFY, {}, starterAdmin.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('custom domain on an installation at localhost', () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startTestServer();
  });
  afterAll(() => local.stop());

  it("refuses another tenant's address and any name under the base host, whatever the request's host", async () => {
    const victim = await buildTenant(local);
    const acme = await buildTenant(local, { plan: 'enterprise' });
    const acmeAdmin = await adminOf(acme);
    for (const customDomain of ['demo.localhost', `${victim.slug}.localhost`, 'anything.localhost', `deep.${victim.slug}.localhost`]) {
      const answer = await caller(local, acme)(UPDATE, { data: { customDomain } }, acmeAdmin.token, 'fr');
      expect(answer.errors?.[0].extensions, customDomain).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: [{ field: 'customDomain', message: translator('fr')('organisation.errors.domainOwnHost', { domain: customDomain }) }],
      });
    }
    expect((await storedIncubator(acme)).customDomain).toBeNull();
    expect(await servedAt(`${victim.slug}.localhost:${local.port}`, local)).toBe(victim.slug);
  });
});
