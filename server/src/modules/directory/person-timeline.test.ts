import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { insertEvent, insertProgram, link } from '../events/visibility-fixtures.ts';
import { caller, codeOf, ok, setFlags, setGrant, type Call } from '../startups/test-support.ts';

const TIMELINE = `query Timeline($userId: ID!, $cursor: String, $limit: Int) {
  personTimeline(userId: $userId, cursor: $cursor, limit: $limit) {
    next results { _id kind createdAt link title note post { _id content } startup { _id name } } } }`;

let server: TestServer;
let call: Call;
let tenant: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let staff: Person;
let coach: Person;
let dara: Person;
let emil: Person;
let farah: Person;
let mentor: Person;
let s1: string;
const ids: Record<string, string> = {};

const MINUTE = 60_000;
/** A moment this many minutes ago, so that the expected order is plain. */
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);

async function insertPost(values: Partial<typeof schema.communityPosts.$inferInsert> & { authorId: string }): Promise<string> {
  const id = newId();
  await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db.insert(schema.communityPosts).values({ content: '<p>Post</p>', ...values, incubatorId: tenant.incubator.id, id }),
  );
  return id;
}

async function insertNote(values: { startupId: string; createdBy: string; isPublic: boolean; message: string; createdAt: Date }): Promise<string> {
  const id = newId();
  await withTenant(server.services.pool, tenant.incubator.id, (db) => db.insert(schema.timelineEvents).values({ kind: 'Event', ...values, incubatorId: tenant.incubator.id, id }));
  return id;
}

/** A published course Dara completed at `when`; answers the enrolment's id. */
async function completedCourse(title: string, isPublic: boolean, when: Date): Promise<string> {
  const [courseId, cohortId, id] = [newId(), newId(), newId()];
  const incubatorId = tenant.incubator.id;
  await withTenant(server.services.pool, incubatorId, async (db) => {
    await db.insert(schema.courses).values({ incubatorId, id: courseId, title, status: 'PUBLISHED', isPublic });
    await db.insert(schema.courseCohorts).values({ incubatorId, id: cohortId, courseId, name: 'Cohort', startsAt: at(10_000) });
    await db.insert(schema.courseEnrolments).values({ incubatorId, id, courseId, cohortId, userId: dara.user.id, completedUnits: 3, completedAt: when });
  });
  return id;
}

/** Dates the one place taken at an event; answers the place's id. */
async function registeredAt(eventId: string, when: Date): Promise<string> {
  const [place] = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
    db.update(schema.eventAttendees).set({ registrationTime: when }).where(eq(schema.eventAttendees.eventId, eventId)).returning(),
  );
  return place!.id;
}

/** The ids of a whole timeline as a person reads it, walked page by page. */
async function timeline(person: Person, userId: string, limit = 100): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    const answer = await ok(call(TIMELINE, { userId, cursor, limit }, person.token, tenant));
    found.push(...answer.personTimeline.results.map((a: { _id: string }) => a._id));
    cursor = answer.personTimeline.next;
    if (!cursor) break;
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  tenant = await buildTenant(server);
  await setFlags(server, tenant, { newsFeed: true, course: true });
  await setGrant(server, tenant, 'staff', 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW', 'ALL');
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  coach = await buildSignedInUser(tenant, { roleType: 'coach' });
  dara = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Dara' });
  emil = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Emil' });
  farah = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Farah' });
  mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
  s1 = (await buildStartup(tenant, { name: 'Orbit Labs', founders: [dara.user, emil.user], coaches: [coach.user] })).id;
  const s2 = (await buildStartup(tenant, { name: 'Quantum Bakery', founders: [farah.user] })).id;
  const [programA, programB] = [await insertProgram(tenant), await insertProgram(tenant)];
  await link(tenant, {
    startupPrograms: [
      [s1, programA],
      [s2, programB],
    ],
  });

  // Dara's activity, newest first: a reply in a programme B thread, a programme A post, a note, a post to everyone, an event.
  const rootB = await insertPost({ authorId: staff.user.id, visibility: 'PROGRAM', programIds: [programB], createdAt: at(200) });
  ids.replyInB = await insertPost({ authorId: dara.user.id, rootId: rootB, parentId: rootB, content: '<p>Reply in B</p>', createdAt: at(10) });
  ids.postA = await insertPost({ authorId: dara.user.id, visibility: 'PROGRAM', programIds: [programA], content: '<p>For A</p>', createdAt: at(20) });
  ids.note = await insertNote({ startupId: s1, createdBy: dara.user.id, isPublic: true, message: '<p>We shipped</p>', createdAt: at(30) });
  ids.postAll = await insertPost({ authorId: dara.user.id, content: '<p>Hello all</p>', createdAt: at(40) });
  ids.eventId = await insertEvent(tenant, { title: 'Demo day', attendees: [dara.user.id] });
  ids.event = await registeredAt(ids.eventId, at(50));
  // An event only programme B (and those who manage events) may open.
  await registeredAt(await insertEvent(tenant, { title: 'B only', visProgramsIs: [programB], attendees: [dara.user.id] }), at(60));
  // Courses Dara completed: one open to everyone, one offered to nobody (only its managers and learners open it).
  ids.courseOpen = await completedCourse('Pricing basics', true, at(45));
  ids.courseClosed = await completedCourse('Board prep', false, at(70));
  // The coach's notes on Orbit Labs: one for everyone, one private to the programme's side.
  ids.coachPublic = await insertNote({ startupId: s1, createdBy: coach.user.id, isPublic: true, message: '<p>Good progress</p>', createdAt: at(5) });
  ids.coachPrivate = await insertNote({ startupId: s1, createdBy: coach.user.id, isPublic: false, message: '<p>Worried about runway</p>', createdAt: at(6) });
});
afterAll(() => server.stop());

describe('a person’s timeline', () => {
  it('shows the staff side everything the person did, newest first, each kind with what it needs', async () => {
    const answer = await ok(call(TIMELINE, { userId: dara.user.id }, staff.token, tenant));
    const results = answer.personTimeline.results;
    expect(results.map((a: { _id: string }) => a._id).slice(0, 6)).toEqual([ids.replyInB, ids.postA, ids.note, ids.postAll, ids.courseOpen, ids.event]);
    const byId = Object.fromEntries(results.map((a: { _id: string }) => [a._id, a]));
    expect(byId[ids.replyInB]).toMatchObject({ kind: 'REPLY', post: { _id: ids.replyInB }, link: expect.stringContaining(`?comment=${ids.replyInB}`) });
    expect(byId[ids.postA]).toMatchObject({ kind: 'POST', post: { content: '<p>For A</p>' }, link: `/community/post/${ids.postA}` });
    expect(byId[ids.note]).toMatchObject({ kind: 'NOTE', note: '<p>We shipped</p>', startup: { _id: s1, name: 'Orbit Labs' }, link: `/startup/${s1}/file/activities` });
    expect(byId[ids.event]).toMatchObject({ kind: 'EVENT', title: 'Demo day', link: `/events/${ids.eventId}` });
    expect(byId[ids.courseOpen]).toMatchObject({ kind: 'COURSE', title: 'Pricing basics', link: expect.stringMatching(/^\/courses\//) });
  });

  it('shows a co-founder only the posts they may read and the events and courses they may open', async () => {
    expect(await timeline(emil, dara.user.id)).toEqual([ids.postA, ids.note, ids.postAll, ids.courseOpen, ids.event]);
  });

  it('hides private notes from the startup’s side, and shows them to those who read them', async () => {
    expect(await timeline(dara, coach.user.id)).toEqual([ids.coachPublic]);
    expect(await timeline(staff, coach.user.id)).toEqual([ids.coachPublic, ids.coachPrivate]);
  });

  it('hides notes on startups the viewer does not see, and feed posts without the feed', async () => {
    // A mentor sees people and the feed, but not Orbit Labs (assigned only).
    expect(await timeline(mentor, dara.user.id)).toEqual([ids.postAll, ids.courseOpen, ids.event]);
    await setFlags(server, tenant, { newsFeed: false });
    expect(await timeline(staff, dara.user.id)).not.toContain(ids.postAll);
    expect(await timeline(staff, dara.user.id)).toContain(ids.note);
    await setFlags(server, tenant, { newsFeed: true });
  });

  it('pages by keyset across its sources without repeats or gaps', async () => {
    const whole = await timeline(staff, dara.user.id);
    for (const limit of [1, 2, 3]) expect(await timeline(staff, dara.user.id, limit)).toEqual(whole);
    // Sources whose rows the viewer partly may not open (events, courses, another programme's thread) page the same.
    const seen = await timeline(emil, dara.user.id);
    for (const limit of [1, 2]) expect(await timeline(emil, dara.user.id, limit)).toEqual(seen);
  });

  it('is NOT_FOUND for a person the viewer may not see or of another tenant; VALIDATION for bad input', async () => {
    expect(await codeOf(call(TIMELINE, { userId: dara.user.id }, farah.token, tenant))).toBe('NOT_FOUND');
    const other = await buildTenant(server);
    const stranger = await buildSignedInUser(other, { roleType: 'staff' });
    expect(await codeOf(call(TIMELINE, { userId: dara.user.id }, stranger.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(TIMELINE, { userId: newId() }, staff.token, tenant))).toBe('NOT_FOUND');
    for (const variables of [{ userId: 'nope' }, { userId: dara.user.id, limit: 0 }, { userId: dara.user.id, limit: 101 }, { userId: dara.user.id, cursor: 'zz' }]) {
      expect(await codeOf(call(TIMELINE, variables, staff.token, tenant)), JSON.stringify(variables)).toBe('VALIDATION_ERROR');
    }
  });
});
