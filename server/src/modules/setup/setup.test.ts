import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, flagsForPlan } from '@seedbed/contracts/flags';
import { SIDEBAR } from '@seedbed/contracts/menu';
import { startTestServer, gql, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { createIncubator } from '../incubators/service.ts';
import { defaultLayout } from '../incubators/defaults.ts';

let server: TestServer;
let starter: Tenant;
let enterprise: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  starter = await buildTenant(server, { plan: 'starter', name: 'Starter Accelerator' });
  enterprise = await buildTenant(server, { plan: 'enterprise' });
});
afterAll(() => server.stop());

const ask = (query: string, variables: Record<string, unknown>, on: Tenant, token?: string) => gql(server, query, variables, { tenant: on.slug, token });

const PUBLIC_INCUBATOR = `{ publicIncubator {
  _id id name slug timezone currency defaultLanguage
  seo { active seoTitle seoDescription }
  brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType } }
  loginProviders { provider enabled }
  startupNameAlternative { active label { language value } }
  plan { name employeeCountLimit }
} }`;
const INCUBATOR = 'query Incubator($id: ID) { incubator(incubatorId: $id) { _id name slug plan { name } } }';
const LAYOUT = `query Layout($screen: LayoutScreen!) { layoutCustomization(screen: $screen) {
  screen background { color imageUrl } header { isVisible height } content { columnWidth columns } footer { isVisible height }
  logo { type position height } customText { description { language value } footer { language value } }
  colors { widgetBackgroundColor panelBackgroundColor primaryButtonBackgroundColor primaryButtonTextColor linkColor textColor headingColor headerTextColor }
} }`;
const FLAGS = 'query Flags($id: ID) { featureFlags(incubatorId: $id) { name enabled } }';
const SET_UP = `{ setUp {
  sidebarV2 { name locked subMenu { name locked } }
  sitemap { name locked subMenu { name locked subMenu { name } } }
} }`;

describe('publicIncubator', () => {
  it("answers the organisation's public view without signing in", async () => {
    const answer = await ask(PUBLIC_INCUBATOR, {}, starter);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.publicIncubator).toMatchObject({
      _id: starter.incubator.id,
      id: starter.incubator.id,
      name: 'Starter Accelerator',
      slug: starter.slug,
      seo: { active: false, seoTitle: null, seoDescription: null },
      brandPalette: { sidebar: { logoType: 'REVERSE' }, login: { logoType: 'DEFAULT' } },
      loginProviders: [{ provider: 'local', enabled: true }],
      plan: { name: 'starter', employeeCountLimit: 5 },
    });
    expect(answer.data.publicIncubator.brandPalette.sidebar.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
    const other = await ask(PUBLIC_INCUBATOR, {}, enterprise);
    expect(other.data.publicIncubator).toMatchObject({ _id: enterprise.incubator.id, plan: { name: 'enterprise', employeeCountLimit: null } });
  });

  it('answers INCUBATOR_NOT_FOUND for a tenant that does not exist', async () => {
    const answer = await gql(server, PUBLIC_INCUBATOR, {}, { tenant: `missing-${randomUUID().slice(0, 8)}` });
    expect(answer.errors?.[0].extensions?.code).toBe('INCUBATOR_NOT_FOUND');
    expect(answer.errors?.[0].message).toBe('This organisation does not exist on this server.');
  });
});

describe('incubator', () => {
  it("answers the signed-in user's organisation, with or without its own id", async () => {
    const { token } = await buildSignedInUser(starter, { roleType: 'staff' });
    for (const id of [undefined, starter.incubator.id]) {
      const answer = await ask(INCUBATOR, { id }, starter, token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.incubator).toEqual({ _id: starter.incubator.id, name: 'Starter Accelerator', slug: starter.slug, plan: { name: 'starter' } });
    }
  });

  it("answers NOT_FOUND for another tenant's id or a malformed one, never that tenant", async () => {
    const { token } = await buildSignedInUser(starter, { roleType: 'admin' });
    for (const id of [enterprise.incubator.id, 'x']) {
      const answer = await ask(INCUBATOR, { id }, starter, token);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('requires sign-in', async () => {
    expect((await ask(INCUBATOR, {}, starter)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('layoutCustomization', () => {
  it('answers the default layout of LOGIN and APPLY without signing in', async () => {
    for (const screen of ['LOGIN', 'APPLY']) {
      const answer = await ask(LAYOUT, { screen }, starter);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.layoutCustomization).toEqual({ screen, ...defaultLayout() });
    }
  });

  it("answers each screen's own stored layout, and only this tenant's", async () => {
    const tenant = await buildTenant(server);
    const custom = {
      ...defaultLayout(),
      background: { color: '#123456', imageUrl: 'https://example.test/bg.png' },
      customText: { description: [{ language: 'en', value: 'Welcome' }], footer: [] },
    };
    await server.services.pool.query(`UPDATE layout_customizations SET data = $1 WHERE incubator_id = $2 AND screen = 'LOGIN'`, [JSON.stringify(custom), tenant.incubator.id]);
    expect((await ask(LAYOUT, { screen: 'LOGIN' }, tenant)).data.layoutCustomization).toEqual({ screen: 'LOGIN', ...custom });
    expect((await ask(LAYOUT, { screen: 'APPLY' }, tenant)).data.layoutCustomization).toEqual({ screen: 'APPLY', ...defaultLayout() });
    expect((await ask(LAYOUT, { screen: 'LOGIN' }, starter)).data.layoutCustomization.background.color).toBe(defaultLayout().background.color);
  });

  it('refuses a screen that does not exist', async () => {
    const answer = await ask(LAYOUT, { screen: 'CHECKOUT' }, starter);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });
});

describe('featureFlags', () => {
  const flagsOf = async (tenant: Tenant, token: string) => {
    const answer = await ask(FLAGS, { id: tenant.incubator.id }, tenant, token);
    expect(answer.errors).toBeUndefined();
    return answer.data.featureFlags as Array<{ name: string; enabled: boolean }>;
  };

  it("answers every flag of the catalogue with the plan's values", async () => {
    const [a, b] = [await buildSignedInUser(starter), await buildSignedInUser(enterprise)];
    const [onStarter, onEnterprise] = [await flagsOf(starter, a.token), await flagsOf(enterprise, b.token)];
    expect(onStarter.map((f) => f.name)).toEqual(FEATURE_FLAGS);
    expect(onEnterprise.map((f) => f.name)).toEqual(FEATURE_FLAGS);
    expect(Object.fromEntries(onStarter.map((f) => [f.name, f.enabled]))).toEqual(flagsForPlan('starter'));
    expect(Object.fromEntries(onEnterprise.map((f) => [f.name, f.enabled]))).toEqual(flagsForPlan('enterprise'));
    expect(onStarter.find((f) => f.name === 'customRoles')?.enabled).toBe(false);
    expect(onEnterprise.find((f) => f.name === 'customRoles')?.enabled).toBe(true);
  });

  it("applies the tenant's overrides at once", async () => {
    const tenant = await buildTenant(server, { plan: 'starter' });
    const { token } = await buildSignedInUser(tenant);
    const enabled = async (name: string) => (await flagsOf(tenant, token)).find((f) => f.name === name)?.enabled;
    expect(await enabled('customRoles')).toBe(false);
    expect(await enabled('milestones')).toBe(true);
    await changeAsOwner(server, `UPDATE incubators SET feature_flags = '{"customRoles": true, "milestones": false, "notAFlag": true}' WHERE id = $1`, [tenant.incubator.id]);
    expect(await enabled('customRoles')).toBe(true);
    expect(await enabled('milestones')).toBe(false);
    const names = (await flagsOf(tenant, token)).map((f) => f.name);
    expect(names).toEqual(FEATURE_FLAGS);
  });

  it("answers NOT_FOUND for another tenant's id", async () => {
    const { token } = await buildSignedInUser(starter);
    const answer = await ask(FLAGS, { id: enterprise.incubator.id }, starter, token);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('requires sign-in', async () => {
    expect((await ask(FLAGS, { id: starter.incubator.id }, starter)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('setUp', () => {
  it('answers the sidebar and the three-level sitemap for a signed-in user', async () => {
    const { token } = await buildSignedInUser(enterprise, { roleType: 'admin' });
    const answer = await ask(SET_UP, {}, enterprise, token);
    expect(answer.errors).toBeUndefined();
    const { sidebarV2, sitemap } = answer.data.setUp;
    const known = new Set(SIDEBAR.map((d) => d.name));
    expect(sidebarV2.length).toBeGreaterThan(0);
    for (const entry of [...sidebarV2, ...sitemap]) {
      expect(known.has(entry.name), entry.name).toBe(true);
      expect(typeof entry.locked).toBe('boolean');
      expect(Array.isArray(entry.subMenu)).toBe(true);
    }
    expect(sidebarV2).toContainEqual({ name: 'home', locked: false, subMenu: [] });
    expect(sitemap).toContainEqual({ name: 'home', locked: false, subMenu: [] });
  });

  it('requires sign-in', async () => {
    expect((await ask(SET_UP, {}, enterprise)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

/** A GraphQL call with a Host header of our choosing (fetch does not let one set it) and no x-incubator. */
function gqlWithHost(target: { url: string }, host: string, query: string): Promise<{ status: number; body: any }> {
  const url = new URL(`${target.url}/graphql`);
  const payload = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('the tenant named by the host', () => {
  let hosted: TestServer;
  let defaultSlug: string;

  beforeAll(async () => {
    defaultSlug = `d-${randomUUID().slice(0, 8)}`;
    hosted = await startTestServer({ DEFAULT_TENANT: defaultSlug });
    await createIncubator(hosted.services.pool, { slug: defaultSlug, name: 'The default organisation' });
  });
  afterAll(() => hosted.stop());

  const NAME = '{ publicIncubator { slug name } }';

  it('reaches the tenant of the first label of the host', async () => {
    const { port } = hosted;
    for (const host of [`${starter.slug}.localhost:${port}`, `${starter.slug}.localhost`, `${starter.slug.toUpperCase()}.LOCALHOST:${port}`]) {
      const answer = await gqlWithHost(hosted, host, NAME);
      expect(answer.body.data?.publicIncubator, host).toEqual({ slug: starter.slug, name: 'Starter Accelerator' });
    }
    expect((await gqlWithHost(hosted, `${enterprise.slug}.localhost:${port}`, NAME)).body.data.publicIncubator.slug).toBe(enterprise.slug);
  });

  it('serves DEFAULT_TENANT on a bare localhost or an address', async () => {
    for (const host of [`localhost:${hosted.port}`, 'localhost', `127.0.0.1:${hosted.port}`]) {
      const answer = await gqlWithHost(hosted, host, NAME);
      expect(answer.body.data?.publicIncubator, host).toEqual({ slug: defaultSlug, name: 'The default organisation' });
    }
  });

  it('answers INCUBATOR_NOT_FOUND for a host naming no tenant', async () => {
    const answer = await gqlWithHost(hosted, `nobody-${randomUUID().slice(0, 6)}.localhost:${hosted.port}`, NAME);
    expect(answer.body.errors?.[0].extensions?.code).toBe('INCUBATOR_NOT_FOUND');
  });

  it('lets x-incubator name the tenant instead of the host', async () => {
    const answer = await gql(hosted, NAME, {}, { tenant: enterprise.slug });
    expect(answer.data.publicIncubator.slug).toBe(enterprise.slug);
  });
});
