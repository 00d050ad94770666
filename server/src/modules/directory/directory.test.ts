import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { insertProgram, link } from '../events/visibility-fixtures.ts';
import { caller, codeOf, ok, type Call } from '../startups/test-support.ts';

const PEOPLE = `query People($filter: CommunityPeopleFilter, $cursor: String, $limit: Int) {
  communityPeople(filter: $filter, cursor: $cursor, limit: $limit) { next results { _id firstName headline roleLabel skills { name } } } }`;
const STARTUPS = `query Startups($filter: CommunityStartupsFilter, $cursor: String, $limit: Int) {
  communityStartups(filter: $filter, cursor: $cursor, limit: $limit) { next results { _id name programs { name } } } }`;

let server: TestServer;
let call: Call;
let tenant: Tenant;
let other: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let staff: Person;
let coach: Person;
let mentor: Person;
let dara: Person;
let emil: Person;
let farah: Person;
let applicant: Person;
let member: Person;
let s1: string;
let s2: string;
let archived: string;
let spring: string;
let pricing: string;
let mentorTag: string;

/** Rows written straight: a tag or industry of the tenant and who holds it. */
async function insertNamed(on: Tenant, table: 'tags' | 'industries', name: string, category?: string): Promise<string> {
  const id = newId();
  await withTenant(on.server.services.pool, on.incubator.id, (db) =>
    table === 'tags'
      ? db.insert(schema.tags).values({ incubatorId: on.incubator.id, id, name, category: category! })
      : db.insert(schema.industries).values({ incubatorId: on.incubator.id, id, name }),
  );
  return id;
}

async function setUserAccess(roleType: string, roles: string[], visibility: string) {
  await changeAsOwner(server, `UPDATE roles SET user_access = jsonb_build_object('roles', $1::jsonb, 'visibilitySettings', $2::text) WHERE incubator_id = $3 AND type = $4`, [
    JSON.stringify(roles),
    visibility,
    tenant.incubator.id,
    roleType,
  ]);
}

/** First names of the whole directory as a person reads it, walked page by page. */
async function names(person: Person, filter: Record<string, unknown> | null = null, limit = 100, on = tenant): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    const answer = await ok(call(PEOPLE, { filter, cursor, limit }, person.token, on));
    found.push(...answer.communityPeople.results.map((u: { firstName: string }) => u.firstName));
    cursor = answer.communityPeople.next;
    if (!cursor) break;
  }
  return found;
}

async function startupNames(person: Person, filter: Record<string, unknown> | null = null, limit = 100): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    const answer = await ok(call(STARTUPS, { filter, cursor, limit }, person.token, tenant));
    found.push(...answer.communityStartups.results.map((s: { name: string }) => s.name));
    cursor = answer.communityStartups.next;
    if (!cursor) break;
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  tenant = await buildTenant(server);
  other = await buildTenant(server);
  staff = await buildSignedInUser(tenant, { roleType: 'staff', firstName: 'Alice' });
  coach = await buildSignedInUser(tenant, { roleType: 'coach', firstName: 'Bruno' });
  mentor = await buildSignedInUser(tenant, { roleType: 'mentor', firstName: 'Chloe' });
  dara = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Dara' });
  emil = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Emil' });
  farah = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Farah' });
  applicant = await buildSignedInUser(tenant, { roleType: 'applicant', firstName: 'Gus' });
  member = await buildSignedInUser(tenant, { roleType: 'community_member', firstName: 'Hana' });
  await buildUser(tenant, { roleType: 'mentor', firstName: 'Ivo', status: 'pending' });
  await buildUser(tenant, { roleType: 'staff', firstName: 'Jon', status: 'deleted' });
  await buildUser(other, { roleType: 'mentor', firstName: 'Chloe' });
  s1 = (await buildStartup(tenant, { name: 'Orbit Labs', founders: [dara.user, emil.user], coaches: [coach.user] })).id;
  s2 = (await buildStartup(tenant, { name: 'Quantum Bakery', founders: [farah.user] })).id;
  archived = (await buildStartup(tenant, { name: 'Old Mill' })).id;
  await changeAsOwner(server, 'UPDATE startups SET archived = true WHERE id = $1', [archived]);
  spring = await insertProgram(tenant);
  await changeAsOwner(server, `UPDATE programs SET name = 'Spring Cohort' WHERE id = $1`, [spring]);
  await link(tenant, { startupPrograms: [[s1, spring]] });
  pricing = await insertNamed(tenant, 'tags', 'Pricing', 'UserSkills');
  mentorTag = await insertNamed(tenant, 'tags', 'Alumni', 'User');
  const health = await insertNamed(tenant, 'industries', 'Healthcare');
  await link(tenant, {
    userTags: [
      [mentor.user.id, pricing],
      [mentor.user.id, mentorTag],
    ],
  });
  await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.userIndustries).values({ incubatorId: tenant.incubator.id, userId: mentor.user.id, industryId: health });
    await db.update(schema.users).set({ headline: 'Fintech growth advisor' }).where(eq(schema.users.id, mentor.user.id));
  });
});
afterAll(() => server.stop());

describe('who appears in the people directory', () => {
  it('shows the staff side every active person of the tenant, by name; never the invited, the deleted or another tenant’s', async () => {
    expect(await names(staff)).toEqual(['Alice', 'Bruno', 'Chloe', 'Dara', 'Emil', 'Farah', 'Gus', 'Hana']);
  });

  it('shows a founder (ASSIGNED) the staff-like people their role lists and the founders of their own startup', async () => {
    expect(await names(dara)).toEqual(['Alice', 'Bruno', 'Chloe', 'Dara', 'Emil']);
    expect(await names(farah)).toEqual(['Alice', 'Bruno', 'Chloe', 'Farah']);
  });

  it('shows a role with ALL visibility only the role types it lists (and oneself)', async () => {
    await setUserAccess('applicant', ['mentor'], 'ALL');
    expect(await names(applicant)).toEqual(['Chloe', 'Gus']);
  });

  it('gives a role whose user and startup visibilities are None nothing at all', async () => {
    await setUserAccess('community_member', [], 'NONE');
    await changeAsOwner(server, `UPDATE roles SET startup_access = '{"visibilitySettings": "NONE"}'::jsonb WHERE incubator_id = $1 AND type = 'community_member'`, [
      tenant.incubator.id,
    ]);
    expect(await names(member)).toEqual([]);
    expect(await startupNames(member)).toEqual([]);
    expect((await ok(call(PEOPLE, { filter: { search: 'Chloe' } }, member.token, tenant))).communityPeople).toEqual({ results: [], next: null });
  });

  it('pages by keyset: small pages walk the same list without repeats', async () => {
    expect(await names(staff, null, 3)).toEqual(await names(staff));
    const first = await ok(call(PEOPLE, { limit: 3 }, staff.token, tenant));
    expect(first.communityPeople.next).toEqual(expect.any(String));
    const second = await ok(call(PEOPLE, { limit: 3, cursor: first.communityPeople.next }, staff.token, tenant));
    expect(second.communityPeople.results.map((u: { firstName: string }) => u.firstName)).toEqual(['Dara', 'Emil', 'Farah']);
  });

  it('never lists another tenant’s people, whatever the search', async () => {
    const stranger = await buildSignedInUser(other, { roleType: 'staff', firstName: 'Zed' });
    expect(await names(stranger, null, 100, other)).toEqual(['Chloe', 'Zed']);
    expect(await names(stranger, { search: 'Alice' }, 100, other)).toEqual([]);
  });
});

describe('searching and filtering people', () => {
  it('finds a word in a name, headline, skill, role, startup or programme', async () => {
    expect(await names(staff, { search: 'chlo' })).toEqual(['Chloe']);
    expect(await names(staff, { search: 'FINTECH' })).toEqual(['Chloe']);
    expect(await names(staff, { search: 'pricing' })).toEqual(['Chloe']);
    expect(await names(staff, { search: 'coach' })).toEqual(['Bruno']);
    expect(await names(staff, { search: 'bakery' })).toEqual(['Farah']);
    expect(await names(staff, { search: 'orbit' })).toEqual(['Bruno', 'Dara', 'Emil']);
    expect(await names(staff, { search: 'spring' })).toEqual(['Dara', 'Emil']);
  });

  it('needs every word found, and matches % and _ literally', async () => {
    expect(await names(staff, { search: 'fintech pricing' })).toEqual(['Chloe']);
    expect(await names(staff, { search: 'fintech bakery' })).toEqual([]);
    expect(await names(staff, { search: '%' })).toEqual([]);
    // Only her last name (her role type, as the factory writes it) holds an underscore.
    expect(await names(staff, { search: '_' })).toEqual(['Hana']);
  });

  it('finds industries only for holders of USER:INDUSTRY:VIEW, and startups only among those the viewer sees', async () => {
    expect(await names(staff, { search: 'health' })).toEqual(['Chloe']);
    expect(await names(dara, { search: 'health' })).toEqual([]);
    expect(await names(dara, { search: 'bakery' })).toEqual([]);
  });

  it('filters by role type, programme, skill, tag and startup', async () => {
    expect(await names(staff, { roleTypes: ['cofounder'] })).toEqual(['Dara', 'Emil', 'Farah']);
    expect(await names(staff, { roleTypes: ['coach', 'mentor'] })).toEqual(['Bruno', 'Chloe']);
    expect(await names(staff, { programIds: [spring] })).toEqual(['Dara', 'Emil']);
    expect(await names(staff, { skills: [pricing] })).toEqual(['Chloe']);
    expect(await names(staff, { tagIds: [mentorTag] })).toEqual(['Chloe']);
    expect(await names(staff, { startupId: s1 })).toEqual(['Bruno', 'Dara', 'Emil']);
    expect(await names(staff, { startupId: s1, roleTypes: ['coach'] })).toEqual(['Bruno']);
  });

  it('refuses the tag and industry filters without the keys that show them, and another’s startup', async () => {
    expect(await codeOf(call(PEOPLE, { filter: { tagIds: [mentorTag] } }, dara.token, tenant))).toBe('FORBIDDEN');
    expect(await codeOf(call(PEOPLE, { filter: { industryIds: [newId()] } }, dara.token, tenant))).toBe('FORBIDDEN');
    expect(await codeOf(call(PEOPLE, { filter: { startupId: s2 } }, dara.token, tenant))).toBe('NOT_FOUND');
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    expect(await codeOf(call(PEOPLE, { filter: { startupId: s1 } }, stranger.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(PEOPLE, { filter: { programIds: [spring] } }, stranger.token, other))).toBe('NOT_FOUND');
  });

  it('answers VALIDATION for a bad limit, cursor, id or role type', async () => {
    for (const variables of [
      { limit: 0 },
      { limit: 101 },
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from(JSON.stringify(['Dara'])).toString('base64url') },
      { filter: { programIds: ['not-an-id'] } },
      { filter: { startupId: 'nope' } },
      { filter: { roleTypes: ['king'] } },
      { filter: { search: 'x'.repeat(201) } },
    ]) {
      expect(await codeOf(call(PEOPLE, variables, staff.token, tenant)), JSON.stringify(variables)).toBe('VALIDATION_ERROR');
    }
    expect(await codeOf(call(PEOPLE, {}, undefined, tenant))).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('a word that many people share', () => {
  it('finds them all, page by page, however many match', async () => {
    const crowd = await buildTenant(server);
    const reader = await buildSignedInUser(crowd, { roleType: 'staff', firstName: 'Alice' });
    // More people than the search reads by id: the list then tests each row of the name order.
    await changeAsOwner(
      server,
      `INSERT INTO users (incubator_id, id, email, role_id, status, first_name, last_name, headline, validated)
       SELECT $1::uuid, gen_random_uuid(), 'grower' || g || '@example.test', (SELECT id FROM roles WHERE incubator_id = $1::uuid AND type = 'mentor' AND is_default),
              'active', 'Grower', lpad(g::text, 4, '0'), CASE WHEN g % 2 = 0 THEN 'Orchard advisor' ELSE 'Vineyard advisor' END, true
       FROM generate_series(1, 1400) g`,
      [crowd.incubator.id],
    );
    const orchard = await names(reader, { search: 'orchard' }, 100, crowd);
    expect(orchard).toHaveLength(700);
    expect(await names(reader, { search: 'advisor grower' }, 100, crowd)).toHaveLength(1400);
    expect(await names(reader, { search: 'orchard 0002' }, 100, crowd)).toEqual(['Grower']);
  });
});

describe('the startups directory', () => {
  it('lists the startups the role’s startupAccess lets one see, archived ones apart, by name', async () => {
    expect(await startupNames(staff)).toEqual(['Orbit Labs', 'Quantum Bakery']);
    expect(await startupNames(dara)).toEqual(['Orbit Labs']);
    expect(await startupNames(coach)).toEqual(['Orbit Labs']);
  });

  it('searches names and programmes, filters by programme, pages by keyset', async () => {
    expect(await startupNames(staff, { search: 'bak' })).toEqual(['Quantum Bakery']);
    expect(await startupNames(staff, { search: 'spring' })).toEqual(['Orbit Labs']);
    expect(await startupNames(staff, { programIds: [spring] })).toEqual(['Orbit Labs']);
    expect(await startupNames(staff, null, 1)).toEqual(['Orbit Labs', 'Quantum Bakery']);
  });

  it('refuses tag and industry filters without their keys, bad input, and never shows another tenant’s', async () => {
    expect(await codeOf(call(STARTUPS, { filter: { tagIds: [newId()] } }, applicant.token, tenant))).toBe('FORBIDDEN');
    expect(await codeOf(call(STARTUPS, { limit: 500 }, staff.token, tenant))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(STARTUPS, { cursor: 'x' }, staff.token, tenant))).toBe('VALIDATION_ERROR');
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    expect((await ok(call(STARTUPS, {}, stranger.token, other))).communityStartups.results).toEqual([]);
  });
});
