import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { feedCaller } from '../activity/test-support.ts';
import {
  ADD_FOUNDER,
  ARCHIVE,
  ASSIGN,
  CREATE,
  DELETE,
  LIST,
  ONE,
  REMOVE,
  UPDATE,
  allStartupPages,
  buildCatalogue,
  caller,
  codeOf,
  eventKinds,
  linkStartup,
  ok,
  rowCount,
  setFlags,
  setGrant,
  setStartupAccess,
  type Call,
} from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const listed = async (token: string, on: Tenant, variables: Record<string, unknown> = {}) => (await allStartupPages(call, token, on, variables)).ids;

describe('the startups list', () => {
  it('pages by name and by newest without gaps or repeats, with the total', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    // Repeated names: the id breaks the tie, so no page boundary can drop or repeat one of them.
    const names = ['Kappa', 'alpha', 'Beta', 'Beta', 'Beta', 'Gamma', 'Delta', 'Delta', 'Epsilon', 'Zeta', 'Eta', 'Theta', 'Iota'];
    const made: Array<{ id: string; name: string }> = [];
    for (const name of names) made.push({ ...(await buildStartup(on, { name })), name });

    // The database's own order (its collation decides where 'alpha' goes).
    const st = schema.startups;
    const byNameInDb = (await withTenant(server.services.pool, on.incubator.id, (db) => db.select({ id: st.id }).from(st).orderBy(st.name, st.id))).map((r) => r.id);
    for (const limit of [1, 4, 5, 100]) {
      const byName = await allStartupPages(call, staff.token, on, { limit, sort: 'NAME' });
      expect(byName.total).toBe(names.length);
      expect(byName.ids).toEqual(byNameInDb);
      expect(byName.pages.every((page) => page.length <= limit)).toBe(true);
      expect(byName.pages.length).toBe(Math.ceil(names.length / limit));

      const newest = await allStartupPages(call, staff.token, on, { limit, sort: 'NEWEST' });
      expect(newest.ids).toEqual(made.map((s) => s.id).reverse());
    }
  });

  it('filters by search, programmes, industries, tags, stages, assigned people and the archive', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const coach = await buildUser(on, { roleType: 'coach' });
    const mentor = await buildUser(on, { roleType: 'mentor' });
    const { industries, tags, programs } = await buildCatalogue(on, { industries: ['Health', 'Energy'], tags: ['Hot', 'Cold'], programs: ['Spring', 'Autumn'] });
    const solar = await buildStartup(on, { name: 'Solar 100%', coaches: [coach.user] });
    const clinic = await buildStartup(on, { name: 'Clinic_Pro', coaches: [mentor.user] });
    const both = await buildStartup(on, { name: 'Both Ways', coaches: [coach.user, mentor.user] });
    const bare = await buildStartup(on, { name: 'Bare' });
    await linkStartup(on, solar.id, { industryIds: [industries[1]], tagIds: [tags[0]], programIds: [programs[0]], stage: 'seed' });
    await linkStartup(on, clinic.id, { industryIds: [industries[0]], tagIds: [tags[1]], programIds: [programs[1]], stage: 'idea' });
    await linkStartup(on, both.id, { industryIds: industries, tagIds: tags, programIds: programs, stage: 'growth' });
    await ok(call(ARCHIVE, { id: bare.id, archived: true }, staff.token, on));

    const ids = (filter: Record<string, unknown>) => listed(staff.token, on, { filter }).then((list) => list.sort());
    const sorted = (...list: Array<{ id: string }>) => list.map((s) => s.id).sort();
    expect(await ids({})).toEqual(sorted(solar, clinic, both));
    // The search is literal: % and _ match only themselves.
    expect(await ids({ search: '100%' })).toEqual(sorted(solar));
    expect(await ids({ search: 'cli_ic' })).toEqual([]);
    expect(await ids({ search: 'clinic_' })).toEqual(sorted(clinic));
    expect(await ids({ search: 'WAYS' })).toEqual(sorted(both));
    expect(await ids({ programIds: [programs[0]] })).toEqual(sorted(solar, both));
    expect(await ids({ industryIds: [industries[0]] })).toEqual(sorted(clinic, both));
    expect(await ids({ tagIds: [tags[1]] })).toEqual(sorted(clinic, both));
    expect(await ids({ stages: ['seed', 'idea'] })).toEqual(sorted(solar, clinic));
    expect(await ids({ assignedUserIds: [coach.user.id] })).toEqual(sorted(solar, both));
    expect(await ids({ assignedUserIds: [mentor.user.id], tagIds: [tags[0]] })).toEqual(sorted(both));
    expect(await ids({ archived: true })).toEqual(sorted(bare));
    const counted = await ok(call(LIST, { filter: { industryIds: [industries[0]] }, limit: 1 }, staff.token, on));
    expect(counted.startups).toMatchObject({ totalCount: 2, results: [{ _id: both.id }] });
  });

  it('refuses a malformed cursor, sort or filter, and an unknown stage', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    await buildStartup(on, { name: 'One' });
    await buildStartup(on, { name: 'Two' });
    const { next } = (await ok(call(LIST, { limit: 1 }, staff.token, on))).startups;
    for (const variables of [{ cursor: 'bm9uc2Vuc2U' }, { cursor: next, sort: 'NEWEST' }, { filter: { stages: ['unicorn'] } }, { filter: { programIds: ['not-an-id'] } }]) {
      const answer = await call(LIST, variables, staff.token, on);
      expect(answer.errors?.[0].extensions?.code, JSON.stringify(variables)).toBe('VALIDATION_ERROR');
    }
  });

  it("filters only on a plan with startupFilter; the search and one's own portfolio stay", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    await setFlags(server, on, { startupFilter: false });
    const answer = await call(LIST, { filter: { stages: ['seed'] } }, staff.token, on);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Filtering startups is not part of your plan.', extensions: { code: 'FEATURE_DISABLED', flag: 'startupFilter' } });
    expect((await ok(call(LIST, { filter: { search: 'x' } }, staff.token, on))).startups.totalCount).toBe(0);
    expect((await ok(call(LIST, { filter: { assignedUserIds: [staff.user.id] } }, staff.token, on))).startups.totalCount).toBe(0);
    const someoneElse = await buildUser(on, { roleType: 'coach' });
    expect((await call(LIST, { filter: { assignedUserIds: [someoneElse.user.id] } }, staff.token, on)).errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
  });
});

describe('who sees which startup', () => {
  let on: Tenant;
  let founder: Awaited<ReturnType<typeof buildSignedInUser>>;
  let coach: Awaited<ReturnType<typeof buildSignedInUser>>;
  let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
  let mine: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    on = await buildTenant(server);
    founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    coach = await buildSignedInUser(on, { roleType: 'coach' });
    staff = await buildSignedInUser(on, { roleType: 'staff' });
    mine = await buildStartup(on, { name: 'Mine', founders: [founder.user], coaches: [coach.user] });
    other = await buildStartup(on, { name: 'Other' });
  });

  it('shows every startup with STARTUP_FILE:VIEW ALL, the assigned ones with ASSIGNED, a founder their own', async () => {
    expect((await listed(staff.token, on)).sort()).toEqual([mine.id, other.id].sort());
    expect(await listed(coach.token, on)).toEqual([mine.id]);
    expect(await listed(founder.token, on)).toEqual([mine.id]);
    for (const person of [coach, founder]) {
      expect((await ok(call(ONE, { id: mine.id }, person.token, on))).startup.name).toBe('Mine');
      const hidden = await call(ONE, { id: other.id }, person.token, on);
      expect(hidden.data).toBeNull();
      expect(hidden.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it("answers NOT_FOUND for another tenant's startup and a malformed id", async () => {
    const elsewhere = await buildTenant(server);
    const admin = await buildSignedInUser(elsewhere, { roleType: 'admin' });
    expect(await codeOf(call(ONE, { id: mine.id }, admin.token, elsewhere))).toBe('NOT_FOUND');
    expect(await codeOf(call(ONE, { id: 'nope' }, admin.token, elsewhere))).toBe('NOT_FOUND');
    expect(await codeOf(call(UPDATE, { id: mine.id, data: { description: 'Hijack' } }, admin.token, elsewhere))).toBe('NOT_FOUND');
    expect(await listed(admin.token, elsewhere)).toEqual([]);
    expect(await codeOf(call(ONE, { id: mine.id }, undefined, on))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('shows the selected startups with SELECTED, and none at all when the role sees no startups', async () => {
    const place = await buildTenant(server);
    await setGrant(server, place, 'mentor', 'STARTUP_FILE:VIEW', 'SELECTED', []);
    const mentor = await buildSignedInUser(place, { roleType: 'mentor' });
    const chosen = await buildStartup(place, { name: 'Chosen' });
    const assigned = await buildStartup(place, { name: 'Assigned', coaches: [mentor.user] });
    await buildStartup(place, { name: 'Neither' });
    await setGrant(server, place, 'mentor', 'STARTUP_FILE:VIEW', 'SELECTED', [chosen.id]);
    expect((await listed(mentor.token, place)).sort()).toEqual([assigned.id, chosen.id].sort());

    await setStartupAccess(server, place, 'mentor', 'NONE');
    expect(await listed(mentor.token, place)).toEqual([]);
    expect(await codeOf(call(ONE, { id: assigned.id }, mentor.token, place))).toBe('NOT_FOUND');
  });

  it('keeps a role whose startup access is ASSIGNED to its own startups, whatever STARTUP_FILE:VIEW says', async () => {
    const place = await buildTenant(server);
    await setStartupAccess(server, place, 'staff', 'ASSIGNED');
    const limited = await buildSignedInUser(place, { roleType: 'staff' });
    const own = await buildStartup(place, { coaches: [limited.user] });
    await buildStartup(place);
    expect(await listed(limited.token, place)).toEqual([own.id]);
  });
});

describe('creating a startup', () => {
  it('is for those who run the startups; the profile is checked and an invalid one writes nothing', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder', language: 'fr' });
    const { industries, tags, programs } = await buildCatalogue(on, { industries: ['Health'], tags: ['Hot'], programs: ['Spring'] });

    const data = {
      name: '  Acme  ',
      description: 'Rockets',
      website: 'acme.test',
      yearFounded: 2020,
      stage: 'seed',
      country: 'France',
      city: 'Lyon',
      industryIds: industries,
      tagIds: tags,
      programIds: programs,
    };
    const made = (await ok(call(CREATE, { data }, staff.token, on))).createStartup;
    expect(made).toMatchObject({
      name: 'Acme',
      website: 'http://acme.test',
      yearFounded: 2020,
      stage: 'seed',
      archived: false,
      industries: [{ _id: industries[0], name: 'Health' }],
      tags: [{ _id: tags[0], name: 'Hot' }],
      programs: [{ _id: programs[0], name: 'Spring' }],
      viewerCan: { editProfile: true, editName: true, archive: true, delete: false, assignPeople: true },
    });
    expect(await eventKinds(on, made._id)).toEqual(['startup.created']);

    const before = await rowCount(on, schema.startups);
    for (const person of [coach, founder]) expect(await codeOf(call(CREATE, { data: { name: 'Mine' } }, person.token, on))).toBe('FORBIDDEN');
    const year = new Date().getUTCFullYear();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'Name is a required field'],
      [{ name: 'Old', yearFounded: 1900 }, 'yearFounded', `The year founded must be between 1950 and ${year}`],
      [{ name: 'Future', yearFounded: year + 1 }, 'yearFounded', `The year founded must be between 1950 and ${year}`],
      [{ name: 'Odd', stage: 'unicorn' }, 'stage', 'Invalid field'],
      [{ name: 'Web', website: 'javascript:alert(1)' }, 'website', 'Website is not a valid url'],
      [{ name: 'Pixel', logo: 'https://tracker.example/pixel.png' }, 'logo', 'Logo is not a valid url'],
      [{ name: 'Pixel', logo: '//tracker.example/pixel.png' }, 'logo', 'Logo is not a valid url'],
      [{ name: 'Ids', industryIds: ['nope'] }, 'industryIds.0', 'Invalid field'],
    ];
    for (const [input, field, message] of cases) {
      const answer = await call(CREATE, { data: input }, staff.token, on);
      expect(answer.errors?.[0].extensions?.code, field).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toContainEqual({ field, message });
    }
    const french = await call(CREATE, { data: { name: '' } }, founder.token, on);
    expect(french.errors?.[0].extensions?.fields).toEqual([{ field: 'name', message: 'Le nom est un champ obligatoire' }]);
    const elsewhere = await buildTenant(server);
    const foreign = await buildCatalogue(elsewhere, { industries: ['Theirs'] });
    const unknown = await call(CREATE, { data: { name: 'X', industryIds: foreign.industries } }, staff.token, on);
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'industryIds.0' }] });
    expect(await rowCount(on, schema.startups)).toBe(before);
  });
});

describe('changing a startup', () => {
  let on: Tenant;
  let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
  let coach: Awaited<ReturnType<typeof buildSignedInUser>>;
  let founder: Awaited<ReturnType<typeof buildSignedInUser>>;
  let startup: { id: string };
  let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;

  beforeAll(async () => {
    on = await buildTenant(server, { plan: 'starter' });
    staff = await buildSignedInUser(on, { roleType: 'staff' });
    coach = await buildSignedInUser(on, { roleType: 'coach' });
    founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    startup = await buildStartup(on, { name: 'Acme', founders: [founder.user], coaches: [coach.user] });
    catalogue = await buildCatalogue(on, { industries: ['Health', 'Energy'], tags: ['Hot'], programs: ['Spring'] });
  });

  it('lets a founder edit the profile but not the name, industries or tags; nothing is written when refused', async () => {
    const edited = (await ok(call(UPDATE, { id: startup.id, data: { description: 'We build rockets', city: 'Lyon' } }, founder.token, on))).updateStartup;
    expect(edited).toMatchObject({
      description: 'We build rockets',
      city: 'Lyon',
      viewerCan: { editProfile: true, editName: false, addTag: false, archive: false, writePrivateNotes: false },
    });
    for (const data of [{ name: 'Renamed' }, { industryIds: [catalogue.industries[0]] }, { tagIds: catalogue.tags }, { programIds: catalogue.programs }]) {
      expect(await codeOf(call(UPDATE, { id: startup.id, data: { ...data, description: 'Sneaky' } }, founder.token, on)), JSON.stringify(data)).toBe('FORBIDDEN');
    }
    const stored = (await ok(call(ONE, { id: startup.id }, staff.token, on))).startup;
    expect(stored).toMatchObject({ name: 'Acme', description: 'We build rockets', industries: [], tags: [], programs: [] });
  });

  it('lets an assigned coach rename it and change industries and tags (ASSIGNED), not its programmes', async () => {
    const answer = (await ok(call(UPDATE, { id: startup.id, data: { name: 'Acme Space', industryIds: catalogue.industries, tagIds: catalogue.tags } }, coach.token, on)))
      .updateStartup;
    expect(answer).toMatchObject({ name: 'Acme Space', industries: [{ name: 'Energy' }, { name: 'Health' }], tags: [{ name: 'Hot' }] });
    expect(await codeOf(call(UPDATE, { id: startup.id, data: { programIds: catalogue.programs } }, coach.token, on))).toBe('FORBIDDEN');
    const removed = (await ok(call(UPDATE, { id: startup.id, data: { industryIds: [catalogue.industries[1]], tagIds: [] } }, coach.token, on))).updateStartup;
    expect(removed).toMatchObject({ industries: [{ name: 'Energy' }], tags: [] });
    const unassigned = await buildSignedInUser(on, { roleType: 'coach' });
    expect(await codeOf(call(UPDATE, { id: startup.id, data: { name: 'Mine' } }, unassigned.token, on))).toBe('NOT_FOUND');
    const kinds = await eventKinds(on, startup.id);
    expect(kinds).toEqual(expect.arrayContaining(['startup.updated', 'startup.renamed']));
  });

  it('lets founders change industries and tags on a plan that makes the taxonomy theirs', async () => {
    const growth = await buildTenant(server, { plan: 'growth' });
    const own = await buildSignedInUser(growth, { roleType: 'cofounder' });
    const theirs = await buildStartup(growth, { founders: [own.user] });
    const { industries } = await buildCatalogue(growth, { industries: ['Food'] });
    const answer = (await ok(call(UPDATE, { id: theirs.id, data: { industryIds: industries } }, own.token, growth))).updateStartup;
    expect(answer).toMatchObject({ industries: [{ name: 'Food' }], viewerCan: { addIndustry: true, addTag: true } });
  });

  it('archives and restores for those who run the startups; archived ones leave the list', async () => {
    expect(await codeOf(call(ARCHIVE, { id: startup.id, archived: true }, coach.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(ARCHIVE, { id: startup.id, archived: true }, staff.token, on))).archiveStartup.archived).toBe(true);
    expect(await listed(staff.token, on)).not.toContain(startup.id);
    expect(await listed(staff.token, on, { filter: { archived: true } })).toEqual([startup.id]);
    expect((await ok(call(ARCHIVE, { id: startup.id, archived: false }, staff.token, on))).archiveStartup.archived).toBe(false);
    expect(await eventKinds(on, startup.id)).toEqual(expect.arrayContaining(['startup.archived', 'startup.restored']));
  });

  it('places people on it with STARTUP/ASSIGNATION_MEMBERS:EDIT, which is what ASSIGNED then resolves through', async () => {
    const mentor = await buildSignedInUser(on, { roleType: 'mentor' });
    const newFounder = await buildUser(on, { roleType: 'cofounder' });
    expect(await listed(mentor.token, on)).toEqual([]);
    expect(await codeOf(call(ASSIGN, { id: startup.id, userId: mentor.user.id }, coach.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(ASSIGN, { id: startup.id, userId: mentor.user.id }, founder.token, on))).toBe('FORBIDDEN');
    // Only the organisation's people can be assigned; founders are added as founders.
    const wrongRole = await call(ASSIGN, { id: startup.id, userId: newFounder.user.id }, staff.token, on);
    expect(wrongRole.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'userId' }] });

    const assigned = (await ok(call(ASSIGN, { id: startup.id, userId: mentor.user.id }, staff.token, on))).assignStartupPerson;
    expect(assigned.assignedPeople).toEqual(expect.arrayContaining([{ _id: mentor.user.id, roleType: 'mentor' }]));
    expect(await listed(mentor.token, on)).toEqual([startup.id]);

    const added = (await ok(call(ADD_FOUNDER, { id: startup.id, userId: newFounder.user.id, type: 'staff' }, staff.token, on))).addStartupFounder;
    expect(added.founders).toEqual(expect.arrayContaining([{ user: { _id: newFounder.user.id }, founderType: 'staff' }]));
    const badType = await call(ADD_FOUNDER, { id: startup.id, userId: newFounder.user.id, type: 'boss' }, staff.token, on);
    expect(badType.errors?.[0].extensions?.fields).toEqual([{ field: 'founderType', message: 'Invalid field' }]);

    const removed = (await ok(call(REMOVE, { id: startup.id, userId: mentor.user.id }, staff.token, on))).removeStartupPerson;
    expect(removed.assignedPeople.map((p: any) => p._id)).not.toContain(mentor.user.id);
    expect(await listed(mentor.token, on)).toEqual([]);
    expect(await codeOf(call(REMOVE, { id: startup.id, userId: mentor.user.id }, staff.token, on))).toBe('NOT_FOUND');
    expect(await eventKinds(on, startup.id)).toEqual(expect.arrayContaining(['startup.personAssigned', 'startup.founderAdded', 'startup.personRemoved']));
  });

  it('deletes only with STARTUP:DELETE, and everything of it goes', async () => {
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const doomed = await buildStartup(on, { name: 'Doomed', founders: [founder.user] });
    expect(await codeOf(call(DELETE, { id: doomed.id }, staff.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(ONE, { id: doomed.id }, admin.token, on))).startup.viewerCan.delete).toBe(true);
    expect((await ok(call(DELETE, { id: doomed.id }, admin.token, on))).deleteStartup).toBe(true);
    expect(await codeOf(call(ONE, { id: doomed.id }, admin.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(DELETE, { id: doomed.id }, admin.token, on))).toBe('NOT_FOUND');
    const left = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.startupMembers).where(eq(schema.startupMembers.startupId, doomed.id)));
    expect(left).toEqual([]);
    expect(await eventKinds(on, doomed.id)).toEqual(['startup.deleted']);
  });

  it('puts every change in the organisation activity feed', async () => {
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const feed = await feedCaller(server)({ filter: { kinds: ['startup.renamed', 'startup.personAssigned'] } }, admin.token, on);
    expect(feed.errors).toBeUndefined();
    const summaries = feed.data!.activityFeed.results.map((r) => r.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([expect.stringMatching(/renamed the startup “Acme” to “Acme Space”$/), expect.stringMatching(/assigned .* to the startup “Acme Space”$/)]),
    );
  });
});

describe('the profile task', () => {
  it('asks a new founder to complete the profile, and saving a complete profile completes it', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const startup = await buildStartup(on, { name: 'Acme' });
    const { industries } = await buildCatalogue(on, { industries: ['Health'] });
    const taskState = () =>
      withTenant(server.services.pool, on.incubator.id, (db) =>
        db
          .select({ done: schema.taskAssignees.done, name: schema.tasks.name })
          .from(schema.taskAssignees)
          .innerJoin(schema.tasks, and(eq(schema.tasks.incubatorId, schema.taskAssignees.incubatorId), eq(schema.tasks.id, schema.taskAssignees.taskId)))
          .where(and(eq(schema.tasks.startupId, startup.id), eq(schema.tasks.taskType, 'completeStartupProfile'), eq(schema.taskAssignees.userId, founder.user.id))),
      );

    await ok(call(ADD_FOUNDER, { id: startup.id, userId: founder.user.id, type: 'cofounder' }, staff.token, on));
    expect(await taskState()).toEqual([{ done: false, name: 'Complete the profile of Acme' }]);
    await ok(call(UPDATE, { id: startup.id, data: { description: 'Rockets' } }, founder.token, on));
    expect((await taskState())[0].done).toBe(false);
    await ok(call(UPDATE, { id: startup.id, data: { logo: '/api/files/logo.png', industryIds: industries } }, staff.token, on));
    expect(await taskState()).toEqual([{ done: true, name: 'Complete the profile of Acme' }]);
  });
});
