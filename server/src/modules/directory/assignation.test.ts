import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { buildCatalogue, caller, codeOf, eventKinds, linkStartup, ok, rowCount, setGrant, type Call } from '../startups/test-support.ts';

const LIST = `query List($filter: PeopleAssignationFilter, $cursor: String, $limit: Int) {
  peopleAssignations(filter: $filter, cursor: $cursor, limit: $limit) { results { _id fullName roleType assignedStartups { _id name } } totalCount next } }`;
const ASSIGN = 'mutation Assign($mentorIds: [ID!]!, $startupIds: [ID!]!) { assignPeople(mentorIds: $mentorIds, startupIds: $startupIds) }';
const UNASSIGN = 'mutation Unassign($mentorIds: [ID!]!, $startupIds: [ID!]!) { unassignPeople(mentorIds: $mentorIds, startupIds: $startupIds) }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

/** A tenant with a staff member, two mentors, an expert, a coach, a founder and three startups. */
async function community() {
  const on = await buildTenant(server);
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const [ada, bea] = [await buildUser(on, { roleType: 'mentor', firstName: 'Ada' }), await buildUser(on, { roleType: 'mentor', firstName: 'Bea' })];
  const cyd = await buildUser(on, { roleType: 'expert', firstName: 'Cyd' });
  const dan = await buildUser(on, { roleType: 'coach', firstName: 'Dan' });
  const founder = await buildUser(on, { roleType: 'cofounder', firstName: 'Eve' });
  const startups = [await buildStartup(on, { name: 'Alpha', founders: [founder.user] }), await buildStartup(on, { name: 'Beta' }), await buildStartup(on, { name: 'Gamma' })];
  return { on, staff, ada, bea, cyd, dan, founder, startups };
}

async function assignedPairs(on: Tenant): Promise<string[]> {
  const m = schema.startupMembers;
  const rows = await withTenant(server.services.pool, on.incubator.id, (db) =>
    db
      .select({ startupId: m.startupId, userId: m.userId })
      .from(m)
      .where(and(eq(m.incubatorId, on.incubator.id), eq(m.kind, 'assigned'))),
  );
  return rows.map((row) => `${row.startupId}:${row.userId}`).sort();
}

const pairs = (startupIds: string[], userIds: string[]) => startupIds.flatMap((s) => userIds.map((u) => `${s}:${u}`)).sort();

describe('people assignation list', () => {
  it('lists the mentors, experts and coaches by name with their startups, filtered and paged', async () => {
    const { on, staff, ada, bea, cyd, dan, startups } = await community();
    await ok(call(ASSIGN, { mentorIds: [ada.user.id], startupIds: [startups[0].id] }, staff.token, on));
    const all = (await ok(call(LIST, {}, staff.token, on))).peopleAssignations;
    expect(all.results.map((p: any) => p.fullName.split(' ')[0])).toEqual(['Ada', 'Bea', 'Cyd', 'Dan']);
    expect(all.totalCount).toBe(4);
    expect(all.results[0].assignedStartups).toEqual([{ _id: startups[0].id, name: 'Alpha' }]);

    const experts = (await ok(call(LIST, { filter: { roleTypes: ['expert', 'coach'] } }, staff.token, on))).peopleAssignations;
    expect(experts.results.map((p: any) => p._id)).toEqual([cyd.user.id, dan.user.id]);
    const free = (await ok(call(LIST, { filter: { unassignedOnly: true } }, staff.token, on))).peopleAssignations;
    expect(free.results.map((p: any) => p._id)).toEqual([bea.user.id, cyd.user.id, dan.user.id]);
    const found = (await ok(call(LIST, { filter: { search: 'bea' } }, staff.token, on))).peopleAssignations;
    expect(found.results.map((p: any) => p._id)).toEqual([bea.user.id]);

    const { programs } = await buildCatalogue(on, { programs: ['Autumn'] });
    await linkStartup(on, startups[0].id, { programIds: programs });
    await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.insert(schema.userPrograms).values({ incubatorId: on.incubator.id, userId: dan.user.id, programId: programs[0] }),
    );
    const inProgram = (await ok(call(LIST, { filter: { programId: programs[0] } }, staff.token, on))).peopleAssignations;
    expect(inProgram.results.map((p: any) => p._id)).toEqual([ada.user.id, dan.user.id]);

    const first = (await ok(call(LIST, { limit: 3 }, staff.token, on))).peopleAssignations;
    expect(first.results).toHaveLength(3);
    const second = (await ok(call(LIST, { limit: 3, cursor: first.next }, staff.token, on))).peopleAssignations;
    expect(second.results.map((p: any) => p._id)).toEqual([dan.user.id]);
    expect(second.next).toBeNull();
  });

  it('is refused to those who may not assign people, and checks its filter', async () => {
    const { on, staff } = await community();
    const mentor = await buildSignedInUser(on, { roleType: 'mentor' });
    expect(await codeOf(call(LIST, {}, mentor.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(LIST, { filter: { roleTypes: ['founder'] } }, staff.token, on))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(LIST, { filter: { programId: 'nope' } }, staff.token, on))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(LIST, { filter: { programId: newId() } }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(LIST, { cursor: 'garbage' }, staff.token, on))).toBe('VALIDATION_ERROR');
  });
});

describe('assigning people in bulk', () => {
  it('places every person on every startup once, skipping pairs in place, with the startup file’s events', async () => {
    const { on, staff, ada, bea, cyd, startups } = await community();
    const mentors = [ada.user.id, bea.user.id, cyd.user.id];
    const startupIds = startups.map((s) => s.id);
    await ok(call(ASSIGN, { mentorIds: [ada.user.id], startupIds: [startupIds[0]] }, staff.token, on));

    const first = await ok(call(ASSIGN, { mentorIds: mentors, startupIds }, staff.token, on));
    expect(first.assignPeople).toBe(8);
    expect(await assignedPairs(on)).toEqual(pairs(startupIds, mentors));
    // Sent twice, and with repeated ids, nothing more is written.
    const again = await ok(call(ASSIGN, { mentorIds: [...mentors, ada.user.id], startupIds }, staff.token, on));
    expect(again.assignPeople).toBe(0);
    expect(await assignedPairs(on)).toEqual(pairs(startupIds, mentors));
    expect((await eventKinds(on, startupIds[0])).filter((kind) => kind === 'startup.personAssigned')).toHaveLength(3);
    expect((await eventKinds(on, startupIds[2])).filter((kind) => kind === 'startup.personAssigned')).toHaveLength(3);
  });

  it('takes people off startups, skipping pairs that are not in place', async () => {
    const { on, staff, ada, bea, startups } = await community();
    const startupIds = startups.map((s) => s.id);
    await ok(call(ASSIGN, { mentorIds: [ada.user.id, bea.user.id], startupIds }, staff.token, on));
    const removed = await ok(call(UNASSIGN, { mentorIds: [ada.user.id], startupIds: [startupIds[0], startupIds[1]] }, staff.token, on));
    expect(removed.unassignPeople).toBe(2);
    expect(await assignedPairs(on)).toEqual(
      pairs([startupIds[2]], [ada.user.id])
        .concat(pairs(startupIds, [bea.user.id]))
        .sort(),
    );
    expect(await eventKinds(on, startupIds[0])).toContain('startup.personRemoved');
    expect((await ok(call(UNASSIGN, { mentorIds: [ada.user.id], startupIds: [startupIds[0]] }, staff.token, on))).unassignPeople).toBe(0);
  });

  it('follows the permission for each startup', async () => {
    const { on, ada, startups } = await community();
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const mentor = await buildSignedInUser(on, { roleType: 'mentor' });
    expect(await codeOf(call(ASSIGN, { mentorIds: [ada.user.id], startupIds: [startups[0].id] }, mentor.token, on))).toBe('FORBIDDEN');
    // A coach who assigns people to their own startups only.
    await setGrant(server, on, 'coach', 'STARTUP/ASSIGNATION_MEMBERS:EDIT', 'ASSIGNED');
    await setGrant(server, on, 'coach', 'STARTUP_FILE:VIEW', 'ALL');
    await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.insert(schema.startupMembers).values({ incubatorId: on.incubator.id, startupId: startups[0].id, userId: coach.user.id, kind: 'assigned' }),
    );
    expect(await codeOf(call(ASSIGN, { mentorIds: [ada.user.id], startupIds: [startups[0].id, startups[1].id] }, coach.token, on))).toBe('FORBIDDEN');
    expect(await assignedPairs(on)).toEqual([`${startups[0].id}:${coach.user.id}`]);
    expect((await ok(call(ASSIGN, { mentorIds: [ada.user.id], startupIds: [startups[0].id] }, coach.token, on))).assignPeople).toBe(1);
  });

  it("refuses another tenant's ids and people who do not follow startups, writing nothing", async () => {
    const { on, staff, ada, founder, startups } = await community();
    const other = await community();
    const before = await rowCount(on, schema.domainEvents);
    const startupIds = startups.map((s) => s.id);
    const foreignStartup = await answer(call(ASSIGN, { mentorIds: [ada.user.id], startupIds: [startupIds[0], other.startups[0].id] }, staff.token, on));
    expect(foreignStartup.code).toBe('NOT_FOUND');
    expect(foreignStartup.fields).toEqual([expect.objectContaining({ field: 'startupIds.1' })]);
    const foreignMentor = await answer(call(UNASSIGN, { mentorIds: [other.ada.user.id], startupIds }, staff.token, on));
    expect(foreignMentor).toMatchObject({ code: 'NOT_FOUND', fields: [expect.objectContaining({ field: 'mentorIds.0' })] });
    const founderAssigned = await answer(call(ASSIGN, { mentorIds: [ada.user.id, founder.user.id], startupIds }, staff.token, on));
    expect(founderAssigned).toMatchObject({ code: 'VALIDATION_ERROR', fields: [expect.objectContaining({ field: 'mentorIds.1' })] });
    expect(await assignedPairs(on)).toEqual([]);
    expect(await rowCount(on, schema.domainEvents)).toBe(before);
  });

  it('refuses bad input with translated messages', async () => {
    const { on, staff, ada, startups } = await community();
    const empty = await answer(call(ASSIGN, { mentorIds: [], startupIds: [startups[0].id] }, staff.token, on));
    expect(empty).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'mentorIds', message: 'Choose at least one person' }] });
    const malformed = await answer(call(ASSIGN, { mentorIds: ['nope'], startupIds: [startups[0].id] }, staff.token, on));
    expect(malformed).toMatchObject({ code: 'VALIDATION_ERROR', fields: [expect.objectContaining({ field: 'mentorIds.0' })] });
    const ids = (n: number) => Array.from({ length: n }, () => newId());
    const tooMany = await answer(call(ASSIGN, { mentorIds: ids(51), startupIds: [startups[0].id] }, staff.token, on, 'fr'));
    expect(tooMany).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'mentorIds', message: 'Choisissez au plus 50 personnes à la fois' }] });
    const tooManyPairs = await answer(call(ASSIGN, { mentorIds: ids(20), startupIds: ids(101) }, staff.token, on));
    expect(tooManyPairs.fields).toEqual([expect.objectContaining({ field: 'startupIds', message: expect.stringContaining('2000') })]);
    expect(await codeOf(call(ASSIGN, { mentorIds: [ada.user.id], startupIds: [startups[0].id] }, undefined, on))).toBe('AUTHENTICATION_REQUIRED');
  });
});

/** The first error's code and field messages. */
async function answer(result: Promise<{ errors?: any[] }>) {
  const error = (await result).errors?.[0];
  return { code: error?.extensions?.code, fields: error?.extensions?.fields };
}
