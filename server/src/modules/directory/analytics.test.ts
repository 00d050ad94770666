import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser } from '../../../test/factories.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { buildCatalogue, caller, codeOf, linkStartup, ok, type Call } from '../startups/test-support.ts';

const ANALYTICS = `query Analytics($from: String, $to: String, $programId: ID) {
  communityAnalytics(from: $from, to: $to, programId: $programId) {
    from to programId
    totals { people newPeople activePeople posts replies reactions messages }
    byRole { roleType count }
    bySkill { _id name count }
    byIndustry { _id name count }
    byProgram { _id name count }
    weeks { weekStart newPeople activePeople posts replies reactions messages }
  } }`;

const PERIOD = { from: '2024-01-01T00:00:00Z', to: '2024-01-22T00:00:00Z' };

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const at = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * A small community whose figures are known, in January 2024: Ada (mentor, joined on the 2nd), Bob
 * (mentor, the 9th), Cyd (expert, the 10th) and Fay (cofounder, December) with their skills,
 * industries, a programme, posts, replies, reactions, messages and recorded actions.
 */
async function knownCommunity() {
  const on = await buildTenant(server);
  const tenant = on.incubator.id;
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const ada = (await buildUser(on, { roleType: 'mentor', firstName: 'Ada' })).user;
  const bob = (await buildUser(on, { roleType: 'mentor', firstName: 'Bob' })).user;
  const cyd = (await buildUser(on, { roleType: 'expert', firstName: 'Cyd' })).user;
  const fay = (await buildUser(on, { roleType: 'cofounder', firstName: 'Fay' })).user;
  const startup = await buildStartup(on, { name: 'Alpha', founders: [fay] });
  const { programs, industries } = await buildCatalogue(on, { programs: ['Autumn', 'Spring'], industries: ['Health', 'Energy'] });
  await linkStartup(on, startup.id, { programIds: [programs[0]] });
  await withTenant(server.services.pool, tenant, async (db: Db) => {
    const joined = (id: string, day: string) =>
      db
        .update(schema.users)
        .set({ createdAt: at(day) })
        .where(and(eq(schema.users.incubatorId, tenant), eq(schema.users.id, id)));
    await joined(ada.id, '2024-01-02');
    await joined(bob.id, '2024-01-09');
    await joined(cyd.id, '2024-01-10');
    await joined(fay.id, '2023-12-01');
    const [finance, design] = [newId(), newId()];
    await db.insert(schema.tags).values([
      { incubatorId: tenant, id: finance, name: 'Finance', category: 'UserSkills' },
      { incubatorId: tenant, id: design, name: 'Design', category: 'UserSkills' },
    ]);
    await db.insert(schema.userTags).values([
      { incubatorId: tenant, userId: ada.id, tagId: finance },
      { incubatorId: tenant, userId: bob.id, tagId: finance },
      { incubatorId: tenant, userId: ada.id, tagId: design },
    ]);
    await db.insert(schema.userIndustries).values([
      { incubatorId: tenant, userId: ada.id, industryId: industries[0] },
      { incubatorId: tenant, userId: cyd.id, industryId: industries[0] },
      { incubatorId: tenant, userId: fay.id, industryId: industries[1] },
    ]);
    await db.insert(schema.userPrograms).values({ incubatorId: tenant, userId: ada.id, programId: programs[0] });

    const [first, second] = [newId(), newId()];
    await db.insert(schema.communityPosts).values([
      { incubatorId: tenant, id: first, authorId: ada.id, content: 'Hello', createdAt: at('2024-01-03') },
      { incubatorId: tenant, id: second, authorId: bob.id, content: 'Office hours', createdAt: at('2024-01-10') },
      { incubatorId: tenant, id: newId(), authorId: ada.id, rootId: second, parentId: second, content: 'Thanks', createdAt: at('2024-01-11') },
      // An outside feed's item is no one's post; one of Ada's before the period is not counted.
      { incubatorId: tenant, id: newId(), kind: 'RSS', content: 'News', createdAt: at('2024-01-04') },
      { incubatorId: tenant, id: newId(), authorId: ada.id, content: 'Earlier', createdAt: at('2023-12-20') },
    ]);
    await db.insert(schema.communityReactions).values([
      { incubatorId: tenant, postId: first, userId: cyd.id, reaction: 'LIKE', createdAt: at('2024-01-04') },
      { incubatorId: tenant, postId: first, userId: bob.id, reaction: 'HEART', createdAt: at('2024-01-12') },
    ]);
    const conversation = newId();
    await db.insert(schema.conversations).values({ incubatorId: tenant, id: conversation, directKey: [ada.id, fay.id].sort().join(':') });
    await db.insert(schema.messages).values([
      { incubatorId: tenant, id: newId(), conversationId: conversation, authorId: ada.id, body: 'Hi Fay', createdAt: at('2024-01-05') },
      { incubatorId: tenant, id: newId(), conversationId: conversation, authorId: fay.id, body: 'Hi Ada', createdAt: at('2024-01-16') },
      { incubatorId: tenant, id: newId(), conversationId: conversation, authorId: fay.id, body: 'Oops', createdAt: at('2024-01-16'), deletedAt: at('2024-01-16') },
    ]);
    const acted = (actorId: string, day: string) => ({ incubatorId: tenant, id: newId(), kind: 'user.signedIn', actorId, createdAt: at(day) });
    await db.insert(schema.domainEvents).values([acted(ada.id, '2024-01-03'), acted(ada.id, '2024-01-04'), acted(cyd.id, '2024-01-10'), acted(fay.id, '2024-01-17')]);
  });
  return { on, staff, programs, industries };
}

const week = (weekStart: string, counts: Partial<Record<'newPeople' | 'activePeople' | 'posts' | 'replies' | 'reactions' | 'messages', number>>) => ({
  weekStart,
  newPeople: 0,
  activePeople: 0,
  posts: 0,
  replies: 0,
  reactions: 0,
  messages: 0,
  ...counts,
});

describe('community analytics', () => {
  it('counts people and their activity week by week on a known community', async () => {
    const { on, staff, programs } = await knownCommunity();
    const analytics = (await ok(call(ANALYTICS, PERIOD, staff.token, on))).communityAnalytics;
    expect(analytics).toMatchObject({ from: '2024-01-01T00:00:00.000Z', to: '2024-01-22T00:00:00.000Z', programId: null });
    expect(analytics.weeks).toEqual([
      week('2024-01-01', { newPeople: 1, activePeople: 1, posts: 1, reactions: 1, messages: 1 }),
      week('2024-01-08', { newPeople: 2, activePeople: 1, posts: 1, replies: 1, reactions: 1 }),
      week('2024-01-15', { activePeople: 1, messages: 1 }),
    ]);
    // Everyone the staff member sees, whenever they joined: the four and the staff member themself.
    expect(analytics.totals).toEqual({ people: 5, newPeople: 3, activePeople: 3, posts: 2, replies: 1, reactions: 2, messages: 2 });
    expect(analytics.byRole).toEqual([
      { roleType: 'mentor', count: 2 },
      { roleType: 'cofounder', count: 1 },
      { roleType: 'expert', count: 1 },
      { roleType: 'staff', count: 1 },
    ]);
    expect(analytics.bySkill.map(({ name, count }: any) => [name, count])).toEqual([
      ['Finance', 2],
      ['Design', 1],
    ]);
    expect(analytics.byIndustry.map(({ name, count }: any) => [name, count])).toEqual([
      ['Health', 2],
      ['Energy', 1],
    ]);
    expect(analytics.byProgram).toEqual([{ _id: programs[0], name: 'Autumn', count: 2 }]);
  });

  it("narrows everything to a programme's people", async () => {
    const { on, staff, programs } = await knownCommunity();
    const analytics = (await ok(call(ANALYTICS, { ...PERIOD, programId: programs[0] }, staff.token, on))).communityAnalytics;
    expect(analytics.programId).toBe(programs[0]);
    expect(analytics.totals).toEqual({ people: 2, newPeople: 1, activePeople: 2, posts: 1, replies: 1, reactions: 0, messages: 2 });
    expect(analytics.weeks).toEqual([
      week('2024-01-01', { newPeople: 1, activePeople: 1, posts: 1, messages: 1 }),
      week('2024-01-08', { replies: 1 }),
      week('2024-01-15', { activePeople: 1, messages: 1 }),
    ]);
    expect(analytics.byRole).toEqual([
      { roleType: 'cofounder', count: 1 },
      { roleType: 'mentor', count: 1 },
    ]);
  });

  it('reads the last 90 days when no period is given', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const analytics = (await ok(call(ANALYTICS, {}, staff.token, on))).communityAnalytics;
    expect(Date.parse(analytics.to) - Date.parse(analytics.from)).toBe(90 * 86_400_000);
    expect(analytics.weeks.length).toBeGreaterThanOrEqual(13);
    // The staff member joined and signed in just now.
    expect(analytics.totals).toMatchObject({ people: 1, newPeople: 1, activePeople: 1 });
  });

  it('is for staff-like roles only', async () => {
    const { on } = await knownCommunity();
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const mentor = await buildSignedInUser(on, { roleType: 'mentor' });
    expect(await codeOf(call(ANALYTICS, PERIOD, founder.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(ANALYTICS, PERIOD, undefined, on))).toBe('AUTHENTICATION_REQUIRED');
    expect((await ok(call(ANALYTICS, PERIOD, mentor.token, on))).communityAnalytics.weeks).toHaveLength(3);
  });

  it('refuses bad periods and programmes it cannot find', async () => {
    const { on, staff } = await knownCommunity();
    const other = await knownCommunity();
    const fieldsOf = async (variables: Record<string, unknown>, language?: string) => (await call(ANALYTICS, variables, staff.token, on, language)).errors?.[0]?.extensions;
    expect(await fieldsOf({ from: '2021-01-01T00:00:00Z', to: '2024-01-01T00:00:00Z' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'to', message: 'The period can last at most 731 days' }],
    });
    expect(await fieldsOf({ from: PERIOD.to, to: PERIOD.from }, 'de')).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'to', message: 'Das Ende des Zeitraums muss nach seinem Beginn liegen' }],
    });
    expect(await fieldsOf({ from: 'yesterday', to: PERIOD.to })).toMatchObject({ code: 'VALIDATION_ERROR', fields: [expect.objectContaining({ field: 'from' })] });
    expect(await fieldsOf({ ...PERIOD, programId: 'nope' })).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await fieldsOf({ ...PERIOD, programId: other.programs[0] })).toMatchObject({ code: 'NOT_FOUND', fields: [expect.objectContaining({ field: 'programId' })] });
  });
});
