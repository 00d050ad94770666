import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import {
  ASSIGNABLE,
  CREATE_PROGRAM,
  CREATE_TAG,
  DELETE_PROGRAM,
  MENTORS,
  PROGRAM,
  PROGRAMS,
  TAGS,
  UPDATE_PROGRAM,
  buildCatalogue,
  caller,
  codeOf,
  eventKinds,
  linkStartup,
  ok,
  rowCount,
  type Call,
} from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

describe('programmes', () => {
  it('are created with PROGRAM:CREATE, their creator becoming their administrator', async () => {
    const on = await buildTenant(server);
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const data = { name: 'Spring 2026', description: 'Our intake', cohort: 'Spring', startDate: '2026-03-01', endDate: '2026-06-30' };
    const before = await rowCount(on, schema.programs);
    expect(await codeOf(call(CREATE_PROGRAM, { data }, staff.token, on))).toBe('FORBIDDEN');
    expect(await rowCount(on, schema.programs)).toBe(before);

    const program = (await ok(call(CREATE_PROGRAM, { data }, admin.token, on))).createProgram;
    expect(program).toMatchObject({ name: 'Spring 2026', startDate: '2026-03-01', endDate: '2026-06-30', admins: [{ _id: admin.user.id }], viewerCanEdit: true });
    const admins = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.programAdmins).where(eq(schema.programAdmins.programId, program._id)));
    expect(admins.map((a) => a.userId)).toEqual([admin.user.id]);
    expect(await eventKinds(on, program._id)).toEqual(['program.created']);
  });

  it('refuses a nameless programme, or one ending before it starts, and writes nothing', async () => {
    const on = await buildTenant(server);
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: ' ' }, 'name', 'The programme name is a required field'],
      [{ name: 'Late', startDate: '2026-06-01', endDate: '2026-05-01' }, 'endDate', 'The end date can not be before the start date'],
      [{ name: 'Odd', startDate: '2026-02-30' }, 'startDate', 'Start date is not a valid date'],
    ];
    for (const [data, field, message] of cases) {
      const answer = await call(CREATE_PROGRAM, { data }, admin.token, on);
      expect(answer.errors?.[0].extensions?.code, field).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toContainEqual({ field, message });
    }
    expect(await rowCount(on, schema.programs)).toBe(0);
  });

  it('are changed and deleted by their administrators and the organisation admins only', async () => {
    const on = await buildTenant(server);
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const program = (await ok(call(CREATE_PROGRAM, { data: { name: 'Spring' } }, admin.token, on))).createProgram;
    expect((await ok(call(PROGRAM, { id: program._id }, staff.token, on))).program.viewerCanEdit).toBe(false);
    expect(await codeOf(call(UPDATE_PROGRAM, { id: program._id, data: { name: 'Mine' } }, staff.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(DELETE_PROGRAM, { id: program._id }, staff.token, on))).toBe('FORBIDDEN');

    await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.insert(schema.programAdmins).values({ incubatorId: on.incubator.id, programId: program._id, userId: staff.user.id }),
    );
    const renamed = (await ok(call(UPDATE_PROGRAM, { id: program._id, data: { name: 'Spring 2026', cohort: 'S26' } }, staff.token, on))).updateProgram;
    expect(renamed).toMatchObject({ name: 'Spring 2026', cohort: 'S26' });
    expect((await ok(call(DELETE_PROGRAM, { id: program._id }, staff.token, on))).deleteProgram).toBe(true);
    expect(await codeOf(call(PROGRAM, { id: program._id }, admin.token, on))).toBe('NOT_FOUND');
    expect(await eventKinds(on, program._id)).toEqual(['program.created', 'program.updated', 'program.deleted']);

    const elsewhere = await buildTenant(server);
    const foreign = await buildSignedInUser(elsewhere, { roleType: 'admin' });
    const theirs = (await ok(call(CREATE_PROGRAM, { data: { name: 'Theirs' } }, foreign.token, elsewhere))).createProgram;
    expect(await codeOf(call(PROGRAM, { id: theirs._id }, admin.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(UPDATE_PROGRAM, { id: theirs._id, data: { name: 'x' } }, admin.token, on))).toBe('NOT_FOUND');
  });

  it('show a founder only their own, with the startups and people the viewer sees', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
    const coach = await buildUser(on, { roleType: 'coach', firstName: 'Cal' });
    const participant = await buildUser(on, { roleType: 'mentor', firstName: 'Pia' });
    const { programs } = await buildCatalogue(on, { programs: ['Autumn', 'Spring'] });
    const mine = await buildStartup(on, { name: 'Mine', founders: [founder.user], coaches: [coach.user] });
    const other = await buildStartup(on, { name: 'Other' });
    await linkStartup(on, mine.id, { programIds: [programs[1]] });
    await linkStartup(on, other.id, { programIds: [programs[1]] });
    await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.insert(schema.userPrograms).values({ incubatorId: on.incubator.id, programId: programs[1], userId: participant.user.id }),
    );

    expect((await ok(call(PROGRAMS, {}, staff.token, on))).programs.map((p: any) => [p.name, p.startupCount])).toEqual([
      ['Autumn', 0],
      ['Spring', 2],
    ]);
    expect((await ok(call(PROGRAMS, {}, founder.token, on))).programs.map((p: any) => [p.name, p.startupCount])).toEqual([['Spring', 1]]);
    expect(await codeOf(call(PROGRAM, { id: programs[0] }, founder.token, on))).toBe('NOT_FOUND');
    const seen = (await ok(call(PROGRAM, { id: programs[1] }, staff.token, on))).program;
    expect(seen.startups.map((s: any) => s.name)).toEqual(['Mine', 'Other']);
    expect(seen.people.map((p: any) => p._id).sort()).toEqual([founder.user.id, coach.user.id, participant.user.id].sort());
    const theirs = (await ok(call(PROGRAM, { id: programs[1] }, founder.token, on))).program;
    expect(theirs.startups.map((s: any) => s.name)).toEqual(['Mine']);
  });
});

describe('startup tags', () => {
  it('are created by the tags editor and by those who may tag startups, once per name', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.insert(schema.tags).values({ incubatorId: on.incubator.id, id: crypto.randomUUID(), name: 'Skill tag', category: 'User' }),
    );
    const hot = (await ok(call(CREATE_TAG, { name: ' Hot ' }, staff.token, on))).createStartupTag;
    expect(hot.name).toBe('Hot');
    expect((await ok(call(CREATE_TAG, { name: 'hot' }, coach.token, on))).createStartupTag._id).toBe(hot._id);
    await ok(call(CREATE_TAG, { name: 'Cold' }, coach.token, on));
    const before = await rowCount(on, schema.tags);
    expect(await codeOf(call(CREATE_TAG, { name: 'Mine' }, founder.token, on))).toBe('FORBIDDEN');
    const empty = await call(CREATE_TAG, { name: '' }, staff.token, on);
    expect(empty.errors?.[0].extensions?.fields).toEqual([{ field: 'name', message: 'The tag name is a required field' }]);
    expect(await rowCount(on, schema.tags)).toBe(before);
    expect((await ok(call(TAGS, {}, founder.token, on))).startupTags.map((t: any) => t.name)).toEqual(['Cold', 'Hot']);
    expect(await eventKinds(on, hot._id)).toEqual(['startupTag.created']);
  });
});

describe('mentors and assignable people', () => {
  let on: Tenant;
  let staff: Awaited<ReturnType<typeof buildSignedInUser>>;

  beforeAll(async () => {
    on = await buildTenant(server);
    staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Sam' });
  });

  it('lists mentors and experts with their skills, industries and startups, paged without gaps or repeats', async () => {
    const names = ['Ann', 'Bob', 'Bob', 'Cid', 'Dee', 'Eve', 'Fox'];
    const mentors: Array<Awaited<ReturnType<typeof buildUser>>> = [];
    for (const [i, firstName] of names.entries()) mentors.push(await buildUser(on, { roleType: i % 2 ? 'expert' : 'mentor', firstName }));
    await buildUser(on, { roleType: 'coach', firstName: 'Ann' });
    const deleted = await buildUser(on, { roleType: 'mentor', firstName: 'Gone', status: 'deleted' });
    const startup = await buildStartup(on, { name: 'Acme', coaches: [mentors[0].user] });
    const { industries } = await buildCatalogue(on, { industries: ['Health'] });
    const skill = crypto.randomUUID();
    await withTenant(server.services.pool, on.incubator.id, async (db) => {
      await db.insert(schema.tags).values({ incubatorId: on.incubator.id, id: skill, name: 'Pitching', category: 'UserSkills' });
      await db.insert(schema.userTags).values({ incubatorId: on.incubator.id, userId: mentors[0].user.id, tagId: skill });
      await db.insert(schema.userIndustries).values({ incubatorId: on.incubator.id, userId: mentors[0].user.id, industryId: industries[0] });
    });

    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: any = (await ok(call(MENTORS, { cursor, limit: 2 }, staff.token, on))).startupMentors;
      expect(page.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.results.map((m: any) => m._id));
      total = page.totalCount;
      cursor = page.next;
    } while (cursor);
    expect(total).toBe(names.length);
    expect(seen.slice().sort()).toEqual(mentors.map((m) => m.user.id).sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(deleted.user.id);

    const ann = (await ok(call(MENTORS, { search: 'ann' }, staff.token, on))).startupMentors;
    expect(ann.results).toEqual([
      {
        _id: mentors[0].user.id,
        fullName: 'Ann mentor',
        roleType: 'mentor',
        headline: null,
        skills: [{ _id: skill, name: 'Pitching' }],
        industries: [{ _id: industries[0], name: 'Health' }],
        assignedStartups: [{ _id: startup.id, name: 'Acme' }],
      },
    ]);
    expect(await codeOf(call(MENTORS, { cursor: 'bm9uc2Vuc2U' }, staff.token, on))).toBe('VALIDATION_ERROR');
  });

  it('offers the organisation’s people not yet on the startup to those who may assign them', async () => {
    const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Zed' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Zoe' });
    const startup = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
    const offered = (await ok(call(ASSIGNABLE, { id: startup.id, search: 'z' }, staff.token, on))).assignableStartupPeople;
    // Zed is on it already and Zoe is a founder: neither is offered.
    expect(offered).toEqual([]);
    const all = (await ok(call(ASSIGNABLE, { id: startup.id }, staff.token, on))).assignableStartupPeople;
    expect(all.map((p: any) => p.roleType).every((type: string) => ['staff', 'coach', 'admin&coach', 'mentor', 'expert'].includes(type))).toBe(true);
    expect(all.map((p: any) => p._id)).toContain(staff.user.id);
    expect(await codeOf(call(ASSIGNABLE, { id: startup.id }, founder.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(ASSIGNABLE, { id: startup.id }, coach.token, on))).toBe('FORBIDDEN');
    const stranger = await buildStartup(on);
    expect(await codeOf(call(ASSIGNABLE, { id: stranger.id }, founder.token, on))).toBe('NOT_FOUND');
  });
});
