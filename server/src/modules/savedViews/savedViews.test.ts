import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { caller, ok, setFlags, setGrant, type Call } from '../startups/test-support.ts';

const VIEW = '_id list name filters shared mine owner { _id fullName }';
const LIST = `query Views($list: SavedViewList!) { savedViews(list: $list) { ${VIEW} } }`;
const CREATE = `mutation Create($list: SavedViewList!, $name: String!, $filters: String!, $shared: Boolean) {
  createSavedView(list: $list, name: $name, filters: $filters, shared: $shared) { ${VIEW} } }`;
const UPDATE = `mutation Update($id: ID!, $data: SavedViewChanges!) { updateSavedView(id: $id, data: $data) { ${VIEW} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteSavedView(id: $id) }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
const fieldsOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.fields?.map((f: any) => f.field);
const FUNNEL = randomUUID();
const filters = (value: unknown) => JSON.stringify(value);
const views = async (person: Person, on: Tenant) => (await ok(call(LIST, { list: 'applications' }, person.token, on))).savedViews;
const create = (person: Person, on: Tenant, name: string, value: unknown = { filter: { funnelIds: [FUNNEL] }, sort: 'NEWEST' }, shared = false) =>
  call(CREATE, { list: 'applications', name, filters: filters(value), shared }, person.token, on);

async function staffTenant() {
  const tenant = await buildTenant(server, { plan: 'growth' });
  const [owner, colleague] = await Promise.all([buildSignedInUser(tenant, { roleType: 'staff', firstName: 'Owner' }), buildSignedInUser(tenant, { roleType: 'staff' })]);
  return { tenant, owner, colleague };
}

describe('savedViews', () => {
  it("lists one's own views by name, and others' shared ones only with SAVED_VIEWS:READ", async () => {
    const { tenant, owner, colleague } = await staffTenant();
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const team = (await ok(create(owner, tenant, 'Team shortlist', { filter: { statusGroup: 'ALL_PENDING' }, sort: 'SCORE_DESC' }, true))).createSavedView;
    await ok(create(owner, tenant, 'Private'));
    await ok(create(owner, tenant, 'A first'));
    expect(team).toMatchObject({ list: 'applications', shared: true, mine: true, owner: { fullName: 'Owner staff' } });
    expect(JSON.parse(team.filters)).toEqual({ filter: { statusGroup: 'ALL_PENDING' }, sort: 'SCORE_DESC' });

    expect((await views(owner, tenant)).map((v: any) => v.name)).toEqual(['A first', 'Private', 'Team shortlist']);
    const seen = await views(colleague, tenant);
    expect(seen.map((v: any) => [v.name, v.mine, v.owner._id])).toEqual([['Team shortlist', false, owner.user.id]]);

    await ok(create(colleague, tenant, 'Mine too'));
    expect((await views(colleague, tenant)).map((v: any) => v.name)).toEqual(['Mine too', 'Team shortlist']);

    // Without SAVED_VIEWS:READ only one's own are offered.
    await setGrant(server, tenant, 'coach', 'SAVED_VIEWS:READ', 'NONE');
    expect(await views(coach, tenant)).toEqual([]);
    await ok(create(coach, tenant, 'Coach view'));
    expect((await views(coach, tenant)).map((v: any) => v.name)).toEqual(['Coach view']);
  });

  it('lets only the owner rename, change, share or delete a view; anyone else gets NOT_FOUND', async () => {
    const { tenant, owner, colleague } = await staffTenant();
    const view = (await ok(create(owner, tenant, 'Shortlist', undefined, true))).createSavedView;

    expect(code(await call(UPDATE, { id: view._id, data: { name: 'Taken over' } }, colleague.token, tenant))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { id: view._id }, colleague.token, tenant))).toBe('NOT_FOUND');
    expect((await views(owner, tenant))[0].name).toBe('Shortlist');

    const updated = (await ok(call(UPDATE, { id: view._id, data: { name: 'Finalists', filters: filters({ sort: 'OLDEST' }), shared: false } }, owner.token, tenant)))
      .updateSavedView;
    expect(updated).toMatchObject({ name: 'Finalists', shared: false });
    expect(JSON.parse(updated.filters)).toEqual({ sort: 'OLDEST' });
    expect(await views(colleague, tenant)).toEqual([]);

    expect((await ok(call(DELETE, { id: view._id }, owner.token, tenant))).deleteSavedView).toBe(true);
    expect(await views(owner, tenant)).toEqual([]);
    expect(code(await call(DELETE, { id: view._id }, owner.token, tenant))).toBe('NOT_FOUND');
  });

  it('refuses a name the owner already uses for the list, whatever the case, with a clear message', async () => {
    const { tenant, owner, colleague } = await staffTenant();
    await ok(create(owner, tenant, 'Shortlist'));
    const again = await create(owner, tenant, 'shortlist');
    expect(code(again)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(again)).toEqual(['name']);
    expect(again.errors?.[0].message).toBe('You already have a view named “shortlist” for this list.');
    // Another person may use the same name; the owner may keep a view's own name when editing it.
    await ok(create(colleague, tenant, 'Shortlist'));
    const other = (await ok(create(owner, tenant, 'Other'))).createSavedView;
    expect(code(await call(UPDATE, { id: other._id, data: { name: 'SHORTLIST' } }, owner.token, tenant))).toBe('VALIDATION_ERROR');
    await ok(call(UPDATE, { id: other._id, data: { name: 'other' } }, owner.token, tenant));
    const fr = await gqlIn('fr', owner, tenant, 'Shortlist');
    expect(fr.errors?.[0].message).toBe('Vous avez déjà une vue nommée « Shortlist » pour cette liste.');
  });

  it("checks the name and the filters against the overview's filter and order, and writes nothing when refused", async () => {
    const { tenant, owner } = await staffTenant();
    const refusals: Array<[string, unknown, string]> = [
      ['', {}, 'name'],
      ['x'.repeat(81), {}, 'name'],
      ['Unknown key', { colour: 'red' }, 'filters.colour'],
      ['Bad sort', { sort: 'RANDOM' }, 'filters.sort'],
      ['Bad status', { filter: { statuses: ['lost'] } }, 'filters.filter.statuses.0'],
      ['Bad id', { filter: { funnelIds: ['not-an-id'] } }, 'filters.filter.funnelIds.0'],
      ['Inverted range', { filter: { scoreMin: 4, scoreMax: 2 } }, 'filters.filter.scoreMax'],
      ['Too large', { filter: { search: 'a'.repeat(100) }, sort: 'NEWEST', padding: 'x'.repeat(9000) }, 'filters'],
    ];
    for (const [name, value, field] of refusals) {
      const answer = await create(owner, tenant, name, value);
      expect(code(answer), name).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), name).toEqual([field]);
    }
    for (const text of ['not json', '[1,2]', 'null', '"text"']) {
      const answer = await call(CREATE, { list: 'applications', name: 'Text', filters: text }, owner.token, tenant);
      expect(fieldsOf(answer), text).toEqual(['filters']);
      expect(answer.errors?.[0].message).toBe("The view's filters are not valid.");
    }
    const large = await create(owner, tenant, 'Large', { filter: { search: 'x' }, padding: 'y'.repeat(9000) });
    expect(large.errors?.[0].message).toBe('The view is too large: at most 8 KB of filters.');
    const view = (await ok(create(owner, tenant, 'Valid'))).createSavedView;
    const badChange = await call(UPDATE, { id: view._id, data: { filters: filters({ sort: 'RANDOM' }) } }, owner.token, tenant);
    expect(fieldsOf(badChange)).toEqual(['filters.sort']);
    expect((await views(owner, tenant)).map((v: any) => [v.name, JSON.parse(v.filters)])).toEqual([['Valid', { filter: { funnelIds: [FUNNEL] }, sort: 'NEWEST' }]]);
  });

  it('is FEATURE_DISABLED without savedViewsApplications, and needs a signed-in person', async () => {
    const { tenant, owner } = await staffTenant();
    const view = (await ok(create(owner, tenant, 'Before'))).createSavedView;
    await setFlags(server, tenant, { savedViewsApplications: false });
    const answers = [
      await call(LIST, { list: 'applications' }, owner.token, tenant),
      await create(owner, tenant, 'After'),
      await call(UPDATE, { id: view._id, data: { name: 'Renamed' } }, owner.token, tenant),
      await call(DELETE, { id: view._id }, owner.token, tenant),
    ];
    for (const answer of answers) {
      expect(code(answer)).toBe('FEATURE_DISABLED');
      expect(answer.errors?.[0].extensions?.flag).toBe('savedViewsApplications');
    }
    expect(answers[0].errors?.[0].message).toBe('Saved views are not part of your plan.');
    expect(code(await call(LIST, { list: 'applications' }, undefined, tenant))).toBe('AUTHENTICATION_REQUIRED');
  });

  it("keeps another organisation's views out of reach: not listed, NOT_FOUND to change, malformed ids too", async () => {
    const home = await staffTenant();
    const away = await staffTenant();
    const foreign = (await ok(create(away.owner, away.tenant, 'Foreign', undefined, true))).createSavedView;
    expect(await views(home.colleague, home.tenant)).toEqual([]);
    for (const id of [foreign._id, 'not-an-id']) {
      expect(code(await call(UPDATE, { id, data: { name: 'Mine now' } }, home.owner.token, home.tenant))).toBe('NOT_FOUND');
      expect(code(await call(DELETE, { id }, home.owner.token, home.tenant))).toBe('NOT_FOUND');
    }
    expect((await views(away.owner, away.tenant))[0].name).toBe('Foreign');
  });
});

function gqlIn(language: string, person: Person, on: Tenant, name: string) {
  return call(CREATE, { list: 'applications', name, filters: filters({}) }, person.token, on, language);
}

/** The users and startups lists: the same rules, each with its own filter shape and plan flag. */
const OTHER_LISTS = [
  {
    list: 'users',
    flag: 'savedViewsUsers',
    valid: { filter: { search: 'ada', userGroups: ['network'], statuses: ['active'], roleIds: [FUNNEL] }, sort: 'NEWEST' },
    refusals: [
      [{ filter: { statuses: ['lost'] } }, 'filters.filter.statuses.0'],
      [{ filter: { userGroups: ['friends'] } }, 'filters.filter.userGroups.0'],
      [{ filter: { roleIds: ['not-an-id'] } }, 'filters.filter.roleIds.0'],
      [{ sort: 'SCORE_DESC' }, 'filters.sort'],
      [{ filter: { colour: 'red' } }, 'filters.filter.colour'],
      [{ mode: 'TABLE' }, 'filters.mode'],
    ],
  },
  {
    list: 'startups',
    flag: 'savedViewsStartups',
    valid: { filter: { archived: false, programIds: [FUNNEL], stages: ['seed'], search: 'pay' }, sort: 'NAME', mode: 'TABLE' },
    refusals: [
      [{ filter: { stages: ['unicorn'] } }, 'filters.filter.stages.0'],
      [{ filter: { industryIds: ['x'] } }, 'filters.filter.industryIds.0'],
      [{ mode: 'LIST' }, 'filters.mode'],
      [{ sort: 'OLDEST' }, 'filters.sort'],
      [{ filter: { search: 's'.repeat(201) } }, 'filters.filter.search'],
    ],
  },
] as const;

describe.each(OTHER_LISTS)('savedViews of the $list list', ({ list, flag, valid, refusals }) => {
  const listed = async (person: Person, on: Tenant) => (await ok(call(LIST, { list }, person.token, on))).savedViews;
  const make = (person: Person, on: Tenant, name: string, value: unknown = valid, shared = false) =>
    call(CREATE, { list, name, filters: filters(value), shared }, person.token, on);

  it('keeps a view private or shares it with SAVED_VIEWS:READ holders, apart from the other lists', async () => {
    const { tenant, owner, colleague } = await staffTenant();
    const shared = (await ok(make(owner, tenant, 'Team view', valid, true))).createSavedView;
    await ok(make(owner, tenant, 'Private view'));
    expect(shared).toMatchObject({ list, shared: true, mine: true });
    expect(JSON.parse(shared.filters)).toEqual(valid);
    expect((await listed(owner, tenant)).map((v: any) => v.name)).toEqual(['Private view', 'Team view']);
    expect((await listed(colleague, tenant)).map((v: any) => [v.name, v.mine])).toEqual([['Team view', false]]);
    // The applications list does not offer them, nor does another person without SAVED_VIEWS:READ.
    expect(await views(owner, tenant)).toEqual([]);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    await setGrant(server, tenant, 'coach', 'SAVED_VIEWS:READ', 'NONE');
    expect(await listed(coach, tenant)).toEqual([]);
    // Only its owner changes it.
    expect(code(await call(UPDATE, { id: shared._id, data: { shared: false } }, colleague.token, tenant))).toBe('NOT_FOUND');
    await ok(call(UPDATE, { id: shared._id, data: { shared: false } }, owner.token, tenant));
    expect(await listed(colleague, tenant)).toEqual([]);
  });

  it("refuses filters outside the list's shape on their field, and writes nothing", async () => {
    const { tenant, owner } = await staffTenant();
    for (const [value, field] of refusals) {
      const answer = await make(owner, tenant, 'Refused', value);
      expect(code(answer), field).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), field).toEqual([field]);
    }
    const view = (await ok(make(owner, tenant, 'Kept'))).createSavedView;
    const [value, field] = refusals[0];
    expect(fieldsOf(await call(UPDATE, { id: view._id, data: { filters: filters(value) } }, owner.token, tenant))).toEqual([field]);
    expect((await listed(owner, tenant)).map((v: any) => [v.name, JSON.parse(v.filters)])).toEqual([['Kept', valid]]);
  });

  it(`is FEATURE_DISABLED without ${flag}, while the other lists keep theirs`, async () => {
    const { tenant, owner } = await staffTenant();
    const view = (await ok(make(owner, tenant, 'Before'))).createSavedView;
    await setFlags(server, tenant, { [flag]: false });
    for (const answer of [
      await call(LIST, { list }, owner.token, tenant),
      await make(owner, tenant, 'After'),
      await call(UPDATE, { id: view._id, data: { name: 'Renamed' } }, owner.token, tenant),
      await call(DELETE, { id: view._id }, owner.token, tenant),
    ]) {
      expect(code(answer)).toBe('FEATURE_DISABLED');
      expect(answer.errors?.[0].extensions?.flag).toBe(flag);
    }
    await ok(create(owner, tenant, 'Applications still'));
  });

  it("keeps another organisation's views out of reach", async () => {
    const home = await staffTenant();
    const away = await staffTenant();
    const foreign = (await ok(make(away.owner, away.tenant, 'Foreign', valid, true))).createSavedView;
    expect(await listed(home.colleague, home.tenant)).toEqual([]);
    expect(code(await call(UPDATE, { id: foreign._id, data: { name: 'Mine now' } }, home.owner.token, home.tenant))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { id: foreign._id }, home.owner.token, home.tenant))).toBe('NOT_FOUND');
    expect((await listed(away.owner, away.tenant))[0].name).toBe('Foreign');
  });
});
