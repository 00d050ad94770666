import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { MENTOR_MATCHING_DEFAULTS } from '@seedbed/contracts/coaching';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

const SUGGEST = `query Suggest($startupId: ID!) { mentorSuggestions(startupId: $startupId) { mentor { _id } score reasons { kind label } } }`;
const SETTINGS = `query { mentorMatchingSettings { industries skills tags availability load } }`;
const UPDATE = `mutation Update($input: MentorMatchingSettingsInput!) { updateMentorMatchingSettings(input: $input) { industries skills tags availability load } }`;

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
const fixture = { startup: '', a: '', b: '', c: '', assigned: '', staffPerson: '' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  const a = await buildUser(tenant, { roleType: 'mentor', firstName: 'Ana' });
  const b = await buildUser(tenant, { roleType: 'expert', firstName: 'Ben' });
  const c = await buildUser(tenant, { roleType: 'coach', firstName: 'Cy' });
  const assigned = await buildUser(tenant, { roleType: 'mentor', firstName: 'Dee' });
  const staffPerson = await buildUser(tenant, { roleType: 'staff', firstName: 'Eve' });
  const startup = await buildStartup(tenant, { coaches: [assigned.user] });
  const busy1 = await buildStartup(tenant, { coaches: [b.user] });
  const busy2 = await buildStartup(tenant, { coaches: [b.user] });
  Object.assign(fixture, { startup: startup.id, a: a.user.id, b: b.user.id, c: c.user.id, assigned: assigned.user.id, staffPerson: staffPerson.user.id });
  void busy1;
  void busy2;

  const t = tenant.incubator.id;
  const [fintech, health, retail] = [newId(), newId(), newId()];
  const [payments, gtm, skillPayments, mentorGtm, other] = [newId(), newId(), newId(), newId(), newId()];
  await withTenant(server.services.pool, t, async (db) => {
    await db.insert(schema.industries).values([
      { incubatorId: t, id: fintech, name: 'Fintech' },
      { incubatorId: t, id: health, name: 'Health' },
      { incubatorId: t, id: retail, name: 'Retail' },
    ]);
    await db.insert(schema.tags).values([
      { incubatorId: t, id: payments, name: 'Payments', category: 'Startup' },
      { incubatorId: t, id: gtm, name: 'Go-to-market', category: 'Startup' },
      { incubatorId: t, id: skillPayments, name: 'payments', category: 'UserSkills' },
      { incubatorId: t, id: mentorGtm, name: 'GO-TO-MARKET', category: 'MentorExpert' },
      { incubatorId: t, id: other, name: 'Biotech', category: 'MentorExpert' },
    ]);
    await db.insert(schema.startupIndustries).values([fintech, health].map((industryId) => ({ incubatorId: t, startupId: startup.id, industryId })));
    await db.insert(schema.startupTags).values([payments, gtm].map((tagId) => ({ incubatorId: t, startupId: startup.id, tagId })));
    await db.insert(schema.userIndustries).values([
      { incubatorId: t, userId: a.user.id, industryId: fintech },
      { incubatorId: t, userId: a.user.id, industryId: health },
      { incubatorId: t, userId: b.user.id, industryId: fintech },
      { incubatorId: t, userId: c.user.id, industryId: retail },
      { incubatorId: t, userId: assigned.user.id, industryId: fintech },
      { incubatorId: t, userId: staffPerson.user.id, industryId: fintech },
    ]);
    await db.insert(schema.userTags).values([
      { incubatorId: t, userId: a.user.id, tagId: skillPayments },
      { incubatorId: t, userId: b.user.id, tagId: mentorGtm },
      { incubatorId: t, userId: c.user.id, tagId: other },
    ]);
    await db.insert(schema.availabilitySlots).values({ incubatorId: t, id: newId(), userId: a.user.id, weekday: 2, startMinute: 540, endMinute: 720 });
  });
});
afterAll(() => server.stop());

const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });

describe('mentor suggestions', () => {
  it('scores shared industries, skills, mentor tags and availability, less the load, with the reasons', async () => {
    const answer = await call(SUGGEST, { startupId: fixture.startup }, admin.token);
    expect(answer.errors).toBeUndefined();
    const list = answer.data.mentorSuggestions as Array<{ mentor: { _id: string }; score: number; reasons: Array<{ kind: string; label: string }> }>;
    // Those on the startup already and the staff are not suggested.
    expect(list.map((s) => s.mentor._id)).toEqual([fixture.a, fixture.b, fixture.c]);
    expect(list.map((s) => s.score)).toEqual([3 * 2 + 2 * 1 + 1, 3 * 1 + 1 * 1 - 1 * 2, 0]);
    expect(list[0].reasons).toEqual([
      { kind: 'INDUSTRY', label: 'Fintech' },
      { kind: 'INDUSTRY', label: 'Health' },
      { kind: 'SKILL', label: 'payments' },
      { kind: 'AVAILABILITY', label: '' },
    ]);
    expect(list[1].reasons).toEqual([
      { kind: 'INDUSTRY', label: 'Fintech' },
      { kind: 'TAG', label: 'GO-TO-MARKET' },
      { kind: 'LOAD', label: '2' },
    ]);
    expect(list[2].reasons).toEqual([]);
  });

  it("follows the organisation's weights, leaving out reasons weighed 0", async () => {
    await call(UPDATE, { input: { industries: 0, skills: 0, tags: 10, availability: 0, load: 0 } }, admin.token);
    const list = (await call(SUGGEST, { startupId: fixture.startup }, admin.token)).data.mentorSuggestions;
    expect(list[0]).toMatchObject({ mentor: { _id: fixture.b }, score: 10, reasons: [{ kind: 'TAG', label: 'GO-TO-MARKET' }] });
    expect(list[1].reasons).toEqual([]);
    await call(UPDATE, { input: MENTOR_MATCHING_DEFAULTS }, admin.token);
  });

  it('is for those who assign people to the startup, and not across tenants', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.insert(schema.startupMembers).values({ incubatorId: tenant.incubator.id, startupId: fixture.startup, userId: founder.user.id, kind: 'founder', founderType: 'cofounder' }),
    );
    expect((await call(SUGGEST, { startupId: fixture.startup }, founder.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const other = await buildTenant(server);
    const otherAdmin = await buildSignedInUser(other, { roleType: 'admin' });
    expect((await call(SUGGEST, { startupId: fixture.startup }, otherAdmin.token, other)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(SUGGEST, { startupId: 'not-an-id' }, admin.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('mentor matching settings', () => {
  it('starts from the defaults and keeps what an admin saves', async () => {
    const fresh = await buildTenant(server);
    const freshAdmin = await buildSignedInUser(fresh, { roleType: 'admin' });
    expect((await call(SETTINGS, {}, freshAdmin.token, fresh)).data.mentorMatchingSettings).toEqual(MENTOR_MATCHING_DEFAULTS);
    const weights = { industries: 10, skills: 0, tags: 4, availability: 2, load: 3 };
    expect((await call(UPDATE, { input: weights }, freshAdmin.token, fresh)).data.updateMentorMatchingSettings).toEqual(weights);
    expect((await call(SETTINGS, {}, freshAdmin.token, fresh)).data.mentorMatchingSettings).toEqual(weights);
    // Another organisation keeps its own.
    expect((await call(SETTINGS, {}, admin.token)).data.mentorMatchingSettings).toEqual(MENTOR_MATCHING_DEFAULTS);
  });

  it('refuses weights outside 0 to 10 or not whole, field by field, and writes nothing', async () => {
    const cases: Array<[Record<string, number>, string, string]> = [
      [{ industries: 11 }, 'industries', 'Industries must be less than or equal to 10'],
      [{ load: -1 }, 'load', 'Load must be greater than or equal to 0'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call(UPDATE, { input: { ...MENTOR_MATCHING_DEFAULTS, ...change } }, admin.token);
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toContainEqual({ field, message });
    }
    // A fraction is not an Int: GraphQL refuses it before the change runs.
    expect((await call(UPDATE, { input: { ...MENTOR_MATCHING_DEFAULTS, skills: 1.5 } }, admin.token)).errors).toBeDefined();
    expect((await call(SETTINGS, {}, admin.token)).data.mentorMatchingSettings).toEqual(MENTOR_MATCHING_DEFAULTS);
  });

  it('belongs to organisation admins', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect((await call(SETTINGS, {}, staff.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(UPDATE, { input: MENTOR_MATCHING_DEFAULTS }, staff.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
