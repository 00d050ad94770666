import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { insertEvent } from '../events/visibility-fixtures.ts';
import { buildApplication, buildFunnel } from '../applications/overview-fixtures.ts';
import { setFlags } from '../startups/test-support.ts';
import { namedProgram, namedStartup, rename, search } from './test-support.ts';

/**
 * Each source finds only what its own rules let the viewer open: a founder never finds another
 * programme's startup, programme, people or events; an applicant finds only their own application;
 * an evaluator those they review, never by the name blind review hides.
 */
let server: TestServer;
let tenant: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let admin: Person;
let staff: Person;
let founderA: Person;
let cofounderA: Person;
let founderB: Person;
let applicant: Person;
let otherApplicant: Person;
let evaluator: Person;
const r: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  // Blind review is a plan flag as well as the funnel's choice.
  await setFlags(server, tenant, { anonymityApplications: true });
  [admin, staff, founderA, cofounderA, founderB, applicant, otherApplicant, evaluator] = await Promise.all([
    buildSignedInUser(tenant, { roleType: 'admin' }),
    buildSignedInUser(tenant, { roleType: 'staff' }),
    buildSignedInUser(tenant, { roleType: 'cofounder' }),
    buildSignedInUser(tenant, { roleType: 'cofounder' }),
    buildSignedInUser(tenant, { roleType: 'cofounder' }),
    buildSignedInUser(tenant, { roleType: 'applicant' }),
    buildSignedInUser(tenant, { roleType: 'applicant' }),
    buildSignedInUser(tenant, { roleType: 'evaluator' }),
  ]);
  const people = { admin, staff, founderA, cofounderA, founderB, applicant, otherApplicant, evaluator };
  for (const [name, person] of Object.entries(people)) {
    await rename(tenant, person.user.id, 'Verdant', name);
    r[`person:${name}`] = person.user.id;
  }
  r.startupA = await namedStartup(tenant, 'Verdant Alpha', { founders: [founderA.user, cofounderA.user] });
  r.startupB = await namedStartup(tenant, 'Verdant Beta', { founders: [founderB.user] });
  r.archived = await namedStartup(tenant, 'Verdant Gone', { founders: [founderA.user], archived: true });
  r.programA = await namedProgram(tenant, 'Verdant Cohort A', { startupIds: [r.startupA] });
  r.programB = await namedProgram(tenant, 'Verdant Cohort B', { startupIds: [r.startupB] });
  r.eventA = await insertEvent(tenant, { title: 'Verdant demo A', visProgramsIs: [r.programA] });
  r.eventB = await insertEvent(tenant, { title: 'Verdant demo B', visProgramsIs: [r.programB] });
  r.eventOpen = await insertEvent(tenant, { title: 'Verdant open day' });
  r.eventDraft = await insertEvent(tenant, { title: 'Verdant draft', status: 'DRAFT' });
  r.eventArchived = await insertEvent(tenant, { title: 'Verdant archived', isArchived: true });
  const funnel = await buildFunnel(tenant, { name: 'Open call' });
  const blind = await buildFunnel(tenant, { name: 'Blind call', anonymous: true });
  r.application = (await buildApplication(tenant, { funnel, applicant: applicant.user, name: 'Verdant app one' })).id;
  r.otherApplication = (await buildApplication(tenant, { funnel, applicant: otherApplicant.user, name: 'Verdant app two', evaluators: [{ user: evaluator.user }] })).id;
  r.draft = (await buildApplication(tenant, { funnel: blind, applicant: applicant.user, name: 'Verdant app draft', status: 'draft', evaluators: [{ user: evaluator.user }] })).id;
  r.blind = (await buildApplication(tenant, { funnel: blind, applicant: otherApplicant.user, name: 'Verdant app blind', evaluators: [{ user: evaluator.user }] })).id;
});
afterAll(() => server.stop());

/** What a person finds for "verd", as the names of the fixtures. */
async function found(person: Person, kind: string): Promise<string[]> {
  const names = new Map(Object.entries(r).map(([name, id]) => [id, name]));
  const hits = await search(tenant, person.token, 'verd', { kinds: [kind] });
  return hits.map((h) => names.get(h.id) ?? h.id).sort();
}

describe('what each person finds', () => {
  it('people: a founder finds the staff side and their own team, never another startup’s founders', async () => {
    expect(await found(founderA, 'PERSON')).toEqual(['person:admin', 'person:cofounderA', 'person:founderA', 'person:staff']);
    expect(await search(tenant, founderA.token, 'verdant founderB')).toEqual([]);
    expect((await search(tenant, admin.token, 'verdant founderB')).map((h) => h.id)).toEqual([r['person:founderB']]);
  });

  it('startups: each founder their own (archived ones left out), staff all', async () => {
    expect(await found(founderA, 'STARTUP')).toEqual(['startupA']);
    expect(await found(founderB, 'STARTUP')).toEqual(['startupB']);
    expect(await found(applicant, 'STARTUP')).toEqual([]);
    expect(await found(staff, 'STARTUP')).toEqual(['startupA', 'startupB']);
  });

  it('programmes: a founder their startup’s, opening the directory; staff all, opening the programme’s page', async () => {
    expect(await found(founderA, 'PROGRAM')).toEqual(['programA']);
    expect(await found(applicant, 'PROGRAM')).toEqual([]);
    expect(await found(staff, 'PROGRAM')).toEqual(['programA', 'programB']);
    const [mine] = await search(tenant, founderA.token, 'verd', { kinds: ['PROGRAM'] });
    expect(mine.url).toBe(`/community/search/startups?program=${r.programA}`);
    const [theirs] = await search(tenant, staff.token, 'cohort b', { kinds: ['PROGRAM'] });
    expect(theirs.url).toBe(`/startups/programs/${r.programB}`);
  });

  it('events: only those one may open', async () => {
    expect(await found(founderA, 'EVENT')).toEqual(['eventA', 'eventOpen']);
    expect(await found(founderB, 'EVENT')).toEqual(['eventB', 'eventOpen']);
    expect(await found(applicant, 'EVENT')).toEqual(['eventOpen']);
    // Managers see drafts too; archived events are found by nobody.
    expect(await found(admin, 'EVENT')).toEqual(['eventA', 'eventB', 'eventDraft', 'eventOpen']);
  });

  it('applications: an applicant their own, drafts included', async () => {
    expect(await found(applicant, 'APPLICATION')).toEqual(['application', 'draft']);
    expect(await found(otherApplicant, 'APPLICATION')).toEqual(['blind', 'otherApplication']);
    expect(await found(founderA, 'APPLICATION')).toEqual([]);
  });

  it('applications: an evaluator those they review, never a draft nor one whose applicant blind review hides', async () => {
    expect(await found(evaluator, 'APPLICATION')).toEqual(['otherApplication']);
    expect(await found(admin, 'APPLICATION')).toEqual(['application', 'blind', 'draft', 'otherApplication']);
  });

  it('a founder finds nothing of the other programme, whatever the kind', async () => {
    const hits = await search(tenant, founderA.token, 'verdant');
    const theirs = new Set([r.startupB, r.programB, r.eventB, r['person:founderB'], r.otherApplication, r.blind]);
    expect(hits.filter((h) => theirs.has(h.id))).toEqual([]);
  });
});
