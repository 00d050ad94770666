import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, gql, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { countStatements } from '../../../test/statements.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(() => server.stop());

const ask = (query: string, variables: Record<string, unknown>, token?: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });

const CURRENT_USER = `{ currentUser {
  _id id name fullName firstName lastName email status validated
  role { _id type label }
  roleLabel
  incubator { _id }
  startups { _id name logo people { _id fullName } industries tags programs }
  assignedStartups { _id name }
  industries { _id name } tags { _id name } programs { _id name }
  info { linkedin } profileCoachingMeetingSettings { enabled } createdAt
} }`;
const byId = <T extends { _id: string }>(list: T[]) => [...list].sort((a, b) => a._id.localeCompare(b._id));
const byName = <T extends { fullName: string }>(list: T[]) => [...list].sort((a, b) => a.fullName.localeCompare(b.fullName));

const USER = 'query User($id: ID!) { user(id: $id) { _id fullName email phone role { type } } }';

describe('currentUser', () => {
  it('answers the spec fields for a founder with their startup and its people', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Ada' });
    const partner = await buildUser(tenant, { roleType: 'cofounder', firstName: 'Grace' });
    const startup = await buildStartup(tenant, { name: 'Lovelace Labs', founders: [founder.user, partner.user] });
    const answer = await ask(CURRENT_USER, {}, founder.token);
    expect(answer.errors).toBeUndefined();
    const me = answer.data.currentUser;
    expect(me).toMatchObject({
      _id: founder.user.id,
      id: founder.user.id,
      fullName: 'Ada cofounder',
      name: 'Ada cofounder',
      email: founder.email,
      status: 'active',
      role: { type: 'cofounder', label: null },
      roleLabel: 'Co/Founder',
      incubator: { _id: tenant.incubator.id },
      assignedStartups: [],
    });
    expect(me.startups).toEqual([{ _id: startup.id, name: 'Lovelace Labs', logo: null, people: expect.any(Array), industries: [], tags: [], programs: [] }]);
    // Founders added together have no order between them.
    expect(byId(me.startups[0].people)).toEqual(
      byId([
        { _id: founder.user.id, fullName: 'Ada cofounder' },
        { _id: partner.user.id, fullName: 'Grace cofounder' },
      ]),
    );
  });

  it('calls a cofounder alone in their startup a Founder', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [founder.user] });
    expect((await ask('{ currentUser { roleLabel } }', {}, founder.token)).data.currentUser.roleLabel).toBe('Founder');
  });

  it("names the role in the reader's language, a solo cofounder as Founder too", async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [founder.user] });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const inFrench = (token: string) => gql(server, '{ currentUser { roleLabel } }', {}, { tenant: tenant.slug, token, language: 'fr' });
    expect((await inFrench(founder.token)).data.currentUser.roleLabel).toBe('Fondateur');
    expect((await inFrench(coach.token)).data.currentUser.roleLabel).toBe('Coach');
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect((await inFrench(staff.token)).data.currentUser.roleLabel).toBe('Équipe');
  });

  it("keeps the role's own label when it has one, and shows a coach as Coach", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    expect((await ask('{ currentUser { roleLabel } }', {}, coach.token)).data.currentUser.roleLabel).toBe('Coach');
    const founder = await buildSignedInUser(otherTenant, { roleType: 'cofounder' });
    await buildStartup(otherTenant, { founders: [founder.user] });
    await changeAsOwner(server, `UPDATE roles SET label = 'Entrepreneur' WHERE incubator_id = $1 AND type = 'cofounder'`, [otherTenant.incubator.id]);
    expect((await ask('{ currentUser { roleLabel role { label } } }', {}, founder.token, otherTenant)).data.currentUser).toEqual({
      roleLabel: 'Entrepreneur',
      role: { label: 'Entrepreneur' },
    });
  });

  it("lists a coach's assigned startups apart from startups they found", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const one = await buildStartup(tenant, { name: 'Alpha', coaches: [coach.user] });
    const two = await buildStartup(tenant, { name: 'Beta', coaches: [coach.user] });
    await buildStartup(tenant, { name: 'Gamma' });
    const me = (await ask(CURRENT_USER, {}, coach.token)).data.currentUser;
    expect(me.assignedStartups).toEqual([
      { _id: one.id, name: 'Alpha' },
      { _id: two.id, name: 'Beta' },
    ]);
    expect(me.startups).toEqual([]);
    expect(me.role.type).toBe('coach');
  });

  it('requires sign-in', async () => {
    expect((await ask('{ currentUser { _id } }', {})).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('user(id)', () => {
  it('answers a user the viewer may see', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildUser(tenant, { roleType: 'cofounder', firstName: 'Linus' });
    const answer = await ask(USER, { id: founder.user.id }, staff.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.user).toMatchObject({ _id: founder.user.id, fullName: 'Linus cofounder', role: { type: 'cofounder' } });
  });

  it("shows another person's email to staff but not to a founder", async () => {
    const coach = await buildUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const seenByStaff = await ask(USER, { id: coach.user.id }, staff.token);
    const seenByFounder = await ask(USER, { id: coach.user.id }, founder.token);
    expect(seenByStaff.data.user.email).toBe(coach.email);
    expect(seenByFounder.errors).toBeUndefined();
    expect(seenByFounder.data.user._id).toBe(coach.user.id);
    expect(seenByFounder.data.user.email).toBeNull();
    expect(seenByFounder.data.user.phone).toBeNull();
    // Their own address they always see.
    expect((await ask(USER, { id: founder.user.id }, founder.token)).data.user.email).toBe(founder.email);
  });

  it('lets a founder see the people of their own startup, not the founders of another', async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const partner = await buildUser(tenant, { roleType: 'cofounder' });
    const stranger = await buildUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [founder.user, partner.user] });
    await buildStartup(tenant, { founders: [stranger.user] });
    expect((await ask(USER, { id: partner.user.id }, founder.token)).data.user._id).toBe(partner.user.id);
    expect((await ask(USER, { id: stranger.user.id }, founder.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another tenant's user, an unknown id and a malformed one", async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const foreigner = await buildUser(otherTenant, { roleType: 'staff' });
    for (const id of [foreigner.user.id, newId(), 'not-an-id', "' OR 1=1 --"]) {
      const answer = await ask(USER, { id }, admin.token);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code, id).toBe('NOT_FOUND');
      expect(answer.errors?.[0].message).toBe('Not found.');
    }
  });

  it('requires sign-in', async () => {
    const someone = await buildUser(tenant);
    expect((await ask(USER, { id: someone.user.id })).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe("loading a founder's startups", () => {
  const QUERY = '{ currentUser { startups { _id people { fullName } industries tags programs } } }';

  /** A founder of `count` startups, each with a partner, an industry, a tag and a programme. */
  async function founderOf(count: number) {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const expected: Array<{ _id: string; people: Array<{ fullName: string }>; industries: string[]; tags: string[]; programs: string[] }> = [];
    for (let i = 0; i < count; i++) {
      const partner = await buildUser(tenant, { roleType: 'cofounder', firstName: `Partner${i}` });
      const startup = await buildStartup(tenant, { founders: [founder.user, partner.user] });
      const [industryId, tagId, programId] = [newId(), newId(), newId()];
      await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
        const incubatorId = tenant.incubator.id;
        await db.insert(schema.industries).values({ incubatorId, id: industryId, name: `Industry ${i}` });
        await db.insert(schema.tags).values({ incubatorId, id: tagId, name: `Tag ${tagId}`, category: 'Startup' });
        await db.insert(schema.programs).values({ incubatorId, id: programId, name: `Programme ${i}` });
        await db.insert(schema.startupIndustries).values({ incubatorId, startupId: startup.id, industryId });
        await db.insert(schema.startupTags).values({ incubatorId, startupId: startup.id, tagId });
        await db.insert(schema.startupPrograms).values({ incubatorId, startupId: startup.id, programId });
      });
      expected.push({
        _id: startup.id,
        people: byName([{ fullName: 'Test cofounder' }, { fullName: `Partner${i} cofounder` }]),
        industries: [industryId],
        tags: [tagId],
        programs: [programId],
      });
    }
    return { token: founder.token, expected };
  }

  it('answers every startup with its people and links, in a number of statements that does not grow with them', async () => {
    const small = await founderOf(1);
    const large = await founderOf(4);
    // Each viewer is then kept in memory: both measured requests find theirs there.
    for (const { token } of [small, large]) await ask(QUERY, {}, token);
    const one = await countStatements(server.services, () => ask(QUERY, {}, small.token));
    const four = await countStatements(server.services, () => ask(QUERY, {}, large.token));
    expect(one.result.errors).toBeUndefined();
    expect(four.result.errors).toBeUndefined();
    const normalise = (startups: typeof small.expected) => startups.map((s) => ({ ...s, people: byName(s.people) }));
    expect(normalise(one.result.data.currentUser.startups)).toEqual(small.expected);
    expect(normalise(four.result.data.currentUser.startups)).toEqual(large.expected);
    expect(one.statements).toBeGreaterThan(0);
    expect(four.statements).toBe(one.statements);
  });
});

describe("a person's industries and tags", () => {
  it('are shown to the person and to the holders of USER:INDUSTRY:VIEW and TAGS:USER:VIEW, empty to others', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const applicant = await buildSignedInUser(tenant, { roleType: 'applicant' });
    const [industryId, tagId] = [newId(), newId()];
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      await db.insert(schema.industries).values({ incubatorId: tenant.incubator.id, id: industryId, name: 'Robotics' });
      await db.insert(schema.tags).values({ incubatorId: tenant.incubator.id, id: tagId, name: 'Board member', category: 'User' });
      await db.insert(schema.userIndustries).values({ incubatorId: tenant.incubator.id, userId: person.user.id, industryId });
      await db.insert(schema.userTags).values({ incubatorId: tenant.incubator.id, userId: person.user.id, tagId });
    });
    const QUERY = 'query User($id: ID!) { user(id: $id) { industries { name } tags { name } } }';
    const seen = async (token: string) => (await ask(QUERY, { id: person.user.id }, token)).data?.user;
    expect(await seen(person.token)).toEqual({ industries: [{ name: 'Robotics' }], tags: [{ name: 'Board member' }] });
    expect(await seen(staff.token)).toEqual({ industries: [{ name: 'Robotics' }], tags: [{ name: 'Board member' }] });
    expect(await seen(applicant.token)).toEqual({ industries: [], tags: [] });
  });
});
