import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { CREATE_INDUSTRY, DELETE_INDUSTRY, INDUSTRIES, UPDATE_INDUSTRY, caller, eventsOf, setFlag } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
let call: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
  call = caller(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(() => server.stop());

async function names(on: Tenant) {
  return withTenant(server.services.pool, on.incubator.id, async (db) => (await db.select().from(schema.industries)).map((r) => r.name).sort());
}

describe('industries', () => {
  it('lists the catalogue with usage by startups and people, counted per industry', async () => {
    const fintech = (await call(CREATE_INDUSTRY, { name: 'Fintech' }, admin.token, tenant)).data.createIndustry;
    const agritech = (await call(CREATE_INDUSTRY, { name: 'Agritech' }, admin.token, tenant)).data.createIndustry;
    const startup = await buildStartup(tenant);
    const person = await buildUser(tenant, { roleType: 'mentor' });
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      await db.insert(schema.startupIndustries).values({ incubatorId: tenant.incubator.id, startupId: startup.id, industryId: fintech._id });
      await db.insert(schema.userIndustries).values({ incubatorId: tenant.incubator.id, userId: person.user.id, industryId: fintech._id });
    });
    const list = (await call(INDUSTRIES, {}, admin.token, tenant)).data.industries;
    expect(list).toEqual([
      { _id: agritech._id, name: 'Agritech', usage: 0 },
      { _id: fintech._id, name: 'Fintech', usage: 2 },
    ]);
  });

  it('follows INDUSTRIES:VIEW / :CREATE / :EDIT: a coach sees the list but may not change it', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    expect((await call(INDUSTRIES, {}, coach.token, tenant)).data.industries.length).toBeGreaterThan(0);
    expect((await call(INDUSTRIES, {}, founder.token, tenant)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const before = await names(tenant);
    const [anyIndustry] = (await call(INDUSTRIES, {}, admin.token, tenant)).data.industries;
    for (const [query, variables] of [
      [CREATE_INDUSTRY, { name: 'Coach industry' }],
      [UPDATE_INDUSTRY, { industryId: anyIndustry._id, name: 'Renamed by coach' }],
      [DELETE_INDUSTRY, { industryId: anyIndustry._id }],
    ] as const) {
      expect((await call(query, variables, coach.token, tenant)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await names(tenant)).toEqual(before);
  });

  it("refuses empty, too long and duplicate names (regardless of case) in the user's language, writing nothing", async () => {
    const health = (await call(CREATE_INDUSTRY, { name: 'Health' }, admin.token, tenant)).data.createIndustry;
    const before = await names(tenant);
    const french = await buildSignedInUser(tenant, { roleType: 'admin', language: 'fr' });
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [CREATE_INDUSTRY, { name: ' ' }, 'Le champ Nom est obligatoire'],
      [CREATE_INDUSTRY, { name: 'x'.repeat(101) }, 'Le champ Nom doit contenir au plus 100 caractères'],
      [CREATE_INDUSTRY, { name: 'HEALTH' }, 'Un secteur porte déjà ce nom'],
      [UPDATE_INDUSTRY, { industryId: health._id, name: 'fintech' }, 'Un secteur porte déjà ce nom'],
    ];
    for (const [query, variables, message] of cases) {
      const answer = await call(query, variables, french.token, tenant);
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields?.[0]).toMatchObject({ field: 'name' });
      expect(answer.errors?.[0].message).toBe(message);
    }
    expect(await names(tenant)).toEqual(before);
  });

  it('renames and deletes (an industry in use loses its links) and records every change', async () => {
    const bio = (await call(CREATE_INDUSTRY, { name: 'Bio' }, admin.token, tenant)).data.createIndustry;
    const startup = await buildStartup(tenant);
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.insert(schema.startupIndustries).values({ incubatorId: tenant.incubator.id, startupId: startup.id, industryId: bio._id }),
    );
    expect((await call(UPDATE_INDUSTRY, { industryId: bio._id, name: 'Biotech' }, admin.token, tenant)).data.updateIndustry.name).toBe('Biotech');
    expect((await call(DELETE_INDUSTRY, { industryId: bio._id }, admin.token, tenant)).data.deleteIndustry).toBe(true);
    expect(await names(tenant)).not.toContain('Biotech');
    expect((await eventsOf(server, tenant, 'industry.created')).map((e) => e.subjectId)).toContain(bio._id);
    expect((await eventsOf(server, tenant, 'industry.updated')).find((e) => e.subjectId === bio._id)?.data).toEqual({ from: 'Bio', to: 'Biotech' });
    expect((await eventsOf(server, tenant, 'industry.deleted')).find((e) => e.subjectId === bio._id)?.data).toEqual({ name: 'Biotech' });
  });

  it("answers NOT_FOUND for another tenant's industry and leaves it alone", async () => {
    const otherAdmin = await buildSignedInUser(otherTenant, { roleType: 'admin' });
    const foreign = (await call(CREATE_INDUSTRY, { name: 'Foreign' }, otherAdmin.token, otherTenant)).data.createIndustry;
    expect((await call(UPDATE_INDUSTRY, { industryId: foreign._id, name: 'Stolen' }, admin.token, tenant)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(DELETE_INDUSTRY, { industryId: foreign._id }, admin.token, tenant)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await names(otherTenant)).toEqual(['Foreign']);
  });

  it('needs the editIndustries plan feature to change the catalogue', async () => {
    const starter = await buildTenant(server, { plan: 'starter' });
    const starterAdmin = await buildSignedInUser(starter, { roleType: 'admin' });
    const refused = await call(CREATE_INDUSTRY, { name: 'Retail' }, starterAdmin.token, starter);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FEATURE_DISABLED', flag: 'editIndustries' } });
    expect((await call(INDUSTRIES, {}, starterAdmin.token, starter)).data.industries).toEqual([]);
    await setFlag(server, starter, 'editIndustries', true);
    expect((await call(CREATE_INDUSTRY, { name: 'Retail' }, starterAdmin.token, starter)).data.createIndustry.name).toBe('Retail');
  });
});
