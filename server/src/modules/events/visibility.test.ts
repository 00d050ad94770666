import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { runAs } from '../../core/request-context.ts';
import { findEvent } from './repo.ts';
import { audienceIncludes, visibleAmong } from './visibility.ts';
import { inHours, insertEvent, insertProgram, insertTag, link, listIds, opens } from './visibility-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let founder: Person;
let otherFounder: Person;
let coach: Person;
let staff: Person;
const facts = { userTag: '', startupTag: '', program: '', coachProgram: '' };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  [founder, otherFounder, coach, staff] = await Promise.all([
    buildSignedInUser(tenant, { roleType: 'cofounder' }),
    buildSignedInUser(tenant, { roleType: 'cofounder' }),
    buildSignedInUser(tenant, { roleType: 'coach' }),
    buildSignedInUser(tenant, { roleType: 'staff' }),
  ]);
  // The founder's startup carries a tag and a programme; the coach is assigned to it, which does
  // not make its tags and programme theirs. The coach takes part in a programme of their own.
  const startup = await buildStartup(tenant, { founders: [founder.user], coaches: [coach.user] });
  await buildStartup(tenant, { founders: [otherFounder.user] });
  facts.userTag = await insertTag(tenant, 'User');
  facts.startupTag = await insertTag(tenant, 'Startup');
  facts.program = await insertProgram(tenant);
  facts.coachProgram = await insertProgram(tenant);
  await link(tenant, {
    userTags: [[founder.user.id, facts.userTag]],
    startupTags: [[startup.id, facts.startupTag]],
    startupPrograms: [[startup.id, facts.program]],
    userPrograms: [[coach.user.id, facts.coachProgram]],
  });
});
afterAll(() => server.stop());

const feedHas = async (person: Person, id: string) => (await listIds(tenant, person.token, 'FEED')).includes(id);
/** What a person gets for one event: whether FEED lists it, and whether opening it succeeds or is NOT_FOUND. */
async function seen(person: Person, id: string): Promise<boolean> {
  const listed = await feedHas(person, id);
  const opened = await opens(tenant, person.token, id);
  expect(opened === true ? true : opened).toBe(listed ? true : 'NOT_FOUND');
  return listed;
}

describe('visibility rules', () => {
  const cases: Array<{ rule: string; values: () => Record<string, string[]>; founder: boolean; otherFounder: boolean; coach: boolean }> = [
    { rule: 'userRoles is', values: () => ({ visRolesIs: ['cofounder'] }), founder: true, otherFounder: true, coach: false },
    { rule: 'userRoles isNot', values: () => ({ visRolesNot: ['cofounder'] }), founder: false, otherFounder: false, coach: true },
    { rule: 'userTags is', values: () => ({ visUserTagsIs: [facts.userTag] }), founder: true, otherFounder: false, coach: false },
    { rule: 'userTags isNot', values: () => ({ visUserTagsNot: [facts.userTag] }), founder: false, otherFounder: true, coach: true },
    { rule: 'startupTags is', values: () => ({ visStartupTagsIs: [facts.startupTag] }), founder: true, otherFounder: false, coach: false },
    { rule: 'startupTags isNot', values: () => ({ visStartupTagsNot: [facts.startupTag] }), founder: false, otherFounder: true, coach: true },
    { rule: 'startupPrograms is (a startup’s)', values: () => ({ visProgramsIs: [facts.program] }), founder: true, otherFounder: false, coach: false },
    { rule: 'startupPrograms is (one’s own)', values: () => ({ visProgramsIs: [facts.coachProgram] }), founder: false, otherFounder: false, coach: true },
    { rule: 'startupPrograms isNot', values: () => ({ visProgramsNot: [facts.program] }), founder: false, otherFounder: true, coach: true },
    {
      rule: 'is and isNot together',
      values: () => ({ visRolesIs: ['cofounder', 'coach'], visUserTagsNot: [facts.userTag] }),
      founder: false,
      otherFounder: true,
      coach: true,
    },
  ];
  for (const c of cases) {
    it(`${c.rule}: lists and opens the event only for the people it is for; staff with EVENT:EDIT always`, async () => {
      const id = await insertEvent(tenant, { title: c.rule, ...c.values() });
      expect(await seen(founder, id)).toBe(c.founder);
      expect(await seen(otherFounder, id)).toBe(c.otherFounder);
      expect(await seen(coach, id)).toBe(c.coach);
      expect(await seen(staff, id)).toBe(true);
    });
  }

  it('an event open to everyone shows to everyone', async () => {
    const id = await insertEvent(tenant, { title: 'Open' });
    for (const person of [founder, otherFounder, coach, staff]) expect(await seen(person, id)).toBe(true);
  });

  it('hosts and the creator see an event whatever its rules', async () => {
    const id = await insertEvent(tenant, { visRolesIs: ['staff'], createdBy: otherFounder.user.id, hosts: [coach.user.id] });
    expect(await seen(coach, id)).toBe(true);
    expect(await seen(otherFounder, id)).toBe(true);
    expect(await seen(founder, id)).toBe(false);
  });

  it('tells which people an event is for (registering others, notifications)', async () => {
    const other = await buildTenant(server);
    const stranger = await buildSignedInUser(other, { roleType: 'cofounder' });
    const id = await insertEvent(tenant, { visProgramsIs: [facts.program, facts.coachProgram], visUserTagsNot: [facts.userTag] });
    const included = await runAs(server.services, tenant.incubator, staff.user.id, async (ctx) => {
      const db = await ctx.tx.db();
      const event = (await findEvent(db, tenant.incubator.id, id))!;
      return audienceIncludes(ctx, db, event, [founder.user.id, otherFounder.user.id, coach.user.id, stranger.user.id, 'not-an-id']);
    });
    expect([...included]).toEqual([coach.user.id]);
  });

  it('sorts a batch of events into those the viewer may open', async () => {
    const open = await insertEvent(tenant);
    const closed = await insertEvent(tenant, { visRolesIs: ['staff'] });
    const hosted = await insertEvent(tenant, { status: 'DRAFT', hosts: [coach.user.id] });
    const seen = await runAs(server.services, tenant.incubator, coach.user.id, async (ctx) => {
      const db = await ctx.tx.db();
      const events = await Promise.all([open, closed, hosted].map(async (id) => (await findEvent(db, tenant.incubator.id, id))!));
      return visibleAmong(ctx, events);
    });
    expect(seen).toEqual(new Set([open, hosted]));
  });
});

describe('states', () => {
  it('drafts are seen by those who may edit them and by hosts, not by the people they are for', async () => {
    const id = await insertEvent(tenant, { status: 'DRAFT', createdBy: coach.user.id, hosts: [otherFounder.user.id] });
    expect(await opens(tenant, founder.token, id)).toBe('NOT_FOUND');
    expect(await feedHas(founder, id)).toBe(false);
    // Not in FEED (drafts never are), but readable by their creator, their host and managers.
    for (const person of [coach, otherFounder, staff]) {
      expect(await opens(tenant, person.token, id)).toBe(true);
      expect(await feedHas(person, id)).toBe(false);
    }
  });

  it('archived events are seen by managers, hosts and their creator only', async () => {
    const id = await insertEvent(tenant, { isArchived: true, hosts: [coach.user.id], attendees: [founder.user.id] });
    expect(await opens(tenant, founder.token, id)).toBe('NOT_FOUND');
    expect(await opens(tenant, otherFounder.token, id)).toBe('NOT_FOUND');
    expect(await opens(tenant, coach.token, id)).toBe(true);
    expect(await opens(tenant, staff.token, id)).toBe(true);
    for (const person of [founder, coach, staff]) expect(await feedHas(person, id)).toBe(false);
  });

  it('a cancelled event stays visible to the people registered to it, and only to them', async () => {
    const id = await insertEvent(tenant, { status: 'CANCELLED', cancelledAt: new Date(), attendees: [{ userId: founder.user.id, waitlisted: true }] });
    expect(await seen(founder, id)).toBe(true);
    expect(await seen(otherFounder, id)).toBe(false);
    expect(await seen(coach, id)).toBe(false);
    // Managers open it; their feed lists cancelled events only where they hold a place.
    expect(await opens(tenant, staff.token, id)).toBe(true);
    expect(await feedHas(staff, id)).toBe(false);
  });

  it('a person registered to a published event keeps seeing it when its rules no longer include them', async () => {
    const id = await insertEvent(tenant, { visRolesIs: ['coach'], attendees: [founder.user.id] });
    expect(await seen(founder, id)).toBe(true);
    expect(await seen(otherFounder, id)).toBe(false);
  });

  it('ended events leave the feed for its past', async () => {
    const id = await insertEvent(tenant, { startsAt: inHours(-3), endsAt: inHours(-2) });
    expect(await feedHas(founder, id)).toBe(false);
    expect(await listIds(tenant, founder.token, 'FEED', { past: true })).toContain(id);
    expect(await opens(tenant, founder.token, id)).toBe(true);
  });
});

describe('tenants and ids', () => {
  it("another tenant's events never show, and their ids are NOT_FOUND; so are malformed ids", async () => {
    const other = await buildTenant(server);
    const theirs = await insertEvent(other, { title: 'Elsewhere' });
    expect(await opens(tenant, staff.token, theirs)).toBe('NOT_FOUND');
    expect(await opens(tenant, founder.token, theirs)).toBe('NOT_FOUND');
    expect(await opens(tenant, founder.token, 'not-an-id')).toBe('NOT_FOUND');
    for (const scope of ['FEED', 'MY', 'CREATED_BY_ME', 'UNPUBLISHED']) expect(await listIds(tenant, staff.token, scope)).not.toContain(theirs);
  });

  it('asks visitors to sign in', async () => {
    const id = await insertEvent(tenant);
    expect(await opens(tenant, '', id)).toBe('AUTHENTICATION_REQUIRED');
  });
});
