import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { feedCaller } from '../activity/test-support.ts';
import { caller, codeOf, ok, setFlags, setGrant, type Call } from '../startups/test-support.ts';

const FIELDS = '_id name color category usage';
const TAGS = `query Tags($category: String!) { tags(category: $category) { ${FIELDS} } }`;
const CREATE = `mutation CreateTag($category: String!, $data: TagInput!) { createTag(category: $category, data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateTag($tagId: ID!, $data: TagInput!) { updateTag(tagId: $tagId, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation DeleteTag($tagId: ID!) { deleteTag(tagId: $tagId) }';
const MERGE = `mutation MergeTags($sourceTagIds: [ID!]!, $targetTagId: ID!) { mergeTags(sourceTagIds: $sourceTagIds, targetTagId: $targetTagId) { ${FIELDS} } }`;
const MY_SKILLS = 'mutation MySkills($tagIds: [ID!]!, $newSkills: [String!]) { updateMySkills(tagIds: $tagIds, newSkills: $newSkills) { _id name category } }';
const STARTUP_TAGS = '{ startupTags { _id name category } }';
const CREATE_STARTUP_TAG = 'mutation Tag($name: String!) { createStartupTag(name: $name) { _id name category } }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

async function scene() {
  const on = await buildTenant(server);
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
  return { on, staff, coach, founder };
}

/** The activity feed's sentences for these kinds, newest first, as an admin reads them. */
async function sentences(on: Tenant, kinds: string[]) {
  const admin = await buildSignedInUser(on, { roleType: 'admin' });
  const answer = await feedCaller(server)({ filter: { kinds } }, admin.token, on);
  expect(answer.errors).toBeUndefined();
  return answer.data!.activityFeed.results.map((e) => e.summary);
}

async function create(token: string, on: Tenant, category: string, name: string, color?: string) {
  return (await ok(call(CREATE, { category, data: { name, color } }, token, on))).createTag;
}

/** Every tag of the tenant as stored, whatever its category. */
async function storedTags(on: Tenant) {
  return withTenant(server.services.pool, on.incubator.id, async (db) => (await db.select().from(schema.tags)).map((t) => `${t.category}:${t.name}:${t.color}`).sort());
}

async function link(on: Tenant, table: 'startup' | 'user', ownerId: string, tagId: string) {
  await withTenant(server.services.pool, on.incubator.id, (db) =>
    table === 'startup'
      ? db.insert(schema.startupTags).values({ incubatorId: on.incubator.id, startupId: ownerId, tagId })
      : db.insert(schema.userTags).values({ incubatorId: on.incubator.id, userId: ownerId, tagId }),
  );
}

async function startupTagIds(on: Tenant, startupId: string) {
  return withTenant(server.services.pool, on.incubator.id, async (db) =>
    (await db.select().from(schema.startupTags).where(eq(schema.startupTags.startupId, startupId))).map((r) => r.tagId).sort(),
  );
}

async function userTagIds(on: Tenant, userId: string) {
  return withTenant(server.services.pool, on.incubator.id, async (db) =>
    (
      await db
        .select()
        .from(schema.userTags)
        .where(and(eq(schema.userTags.userId, userId)))
    )
      .map((r) => r.tagId)
      .sort(),
  );
}

describe('tags', () => {
  it('are created, listed by name with how many records carry each, renamed, recoloured and deleted', async () => {
    const { on, staff } = await scene();
    const saas = await create(staff.token, on, 'Startup', ' SaaS ', '#8B5CF6');
    const b2b = await create(staff.token, on, 'Startup', 'b2b');
    const impact = await create(staff.token, on, 'Startup', 'Impact', '#14b8a6');
    expect(saas).toEqual({ _id: saas._id, name: 'SaaS', color: '#8b5cf6', category: 'Startup', usage: 0 });
    expect(b2b.color).toBeNull();

    const [one, two] = [await buildStartup(on), await buildStartup(on)];
    const mentor = await buildUser(on, { roleType: 'mentor' });
    await link(on, 'startup', one.id, saas._id);
    await link(on, 'startup', two.id, saas._id);
    await link(on, 'user', mentor.user.id, saas._id);
    await link(on, 'startup', one.id, impact._id);
    const list = (await ok(call(TAGS, { category: 'Startup' }, staff.token, on))).tags;
    expect(list.map((t: any) => [t.name, t.usage])).toEqual([
      ['b2b', 0],
      ['Impact', 1],
      ['SaaS', 3],
    ]);
    // Other categories are lists of their own.
    expect((await ok(call(TAGS, { category: 'User' }, staff.token, on))).tags).toEqual([]);

    const renamed = (await ok(call(UPDATE, { tagId: b2b._id, data: { name: 'B2B', color: '#3b82f6' } }, staff.token, on))).updateTag;
    expect(renamed).toMatchObject({ _id: b2b._id, name: 'B2B', color: '#3b82f6' });
    const recoloured = (await ok(call(UPDATE, { tagId: impact._id, data: { name: 'Impact', color: '' } }, staff.token, on))).updateTag;
    expect(recoloured.color).toBeNull();
    // Saving what is there changes nothing and records nothing; a field not sent stays as it is.
    await ok(call(UPDATE, { tagId: impact._id, data: { name: 'Impact' } }, staff.token, on));
    expect((await ok(call(UPDATE, { tagId: b2b._id, data: { name: 'B2B' } }, staff.token, on))).updateTag.color).toBe('#3b82f6');

    expect((await ok(call(DELETE, { tagId: saas._id }, staff.token, on))).deleteTag).toBe(true);
    expect(await startupTagIds(on, one.id)).toEqual([impact._id]);
    expect(await userTagIds(on, mentor.user.id)).toEqual([]);
    expect(await storedTags(on)).toEqual(['Startup:B2B:#3b82f6', 'Startup:Impact:null']);

    expect(await sentences(on, ['tag.created', 'tag.updated', 'tag.deleted'])).toEqual([
      `${staff.user.firstName} staff deleted the tag “SaaS” (Startup tags)`,
      `${staff.user.firstName} staff changed the colour of the tag “Impact” (Startup tags)`,
      `${staff.user.firstName} staff renamed the tag “b2b” to “B2B” (Startup tags)`,
      `${staff.user.firstName} staff added the tag “Impact” (Startup tags)`,
      `${staff.user.firstName} staff added the tag “b2b” (Startup tags)`,
      `${staff.user.firstName} staff added the tag “SaaS” (Startup tags)`,
    ]);
  });

  it('merges tags into one: every record keeps one link, the sources go', async () => {
    const { on, staff } = await scene();
    const [climate, cleantech, green, keep] = [
      await create(staff.token, on, 'Startup', 'Climate'),
      await create(staff.token, on, 'Startup', 'Cleantech'),
      await create(staff.token, on, 'Startup', 'Green'),
      await create(staff.token, on, 'Startup', 'Untouched'),
    ];
    const [both, one, none] = [await buildStartup(on), await buildStartup(on), await buildStartup(on)];
    const person = await buildUser(on, { roleType: 'mentor' });
    await link(on, 'startup', both.id, climate._id);
    await link(on, 'startup', both.id, cleantech._id);
    await link(on, 'startup', both.id, green._id);
    await link(on, 'startup', one.id, green._id);
    await link(on, 'startup', none.id, keep._id);
    await link(on, 'user', person.user.id, cleantech._id);

    const merged = (await ok(call(MERGE, { sourceTagIds: [cleantech._id, green._id, green._id], targetTagId: climate._id }, staff.token, on))).mergeTags;
    expect(merged).toMatchObject({ _id: climate._id, name: 'Climate', usage: 3 });
    expect(await startupTagIds(on, both.id)).toEqual([climate._id]);
    expect(await startupTagIds(on, one.id)).toEqual([climate._id]);
    expect(await startupTagIds(on, none.id)).toEqual([keep._id]);
    expect(await userTagIds(on, person.user.id)).toEqual([climate._id]);
    expect((await ok(call(TAGS, { category: 'Startup' }, staff.token, on))).tags.map((t: any) => [t.name, t.usage])).toEqual([
      ['Climate', 3],
      ['Untouched', 1],
    ]);
    expect(await sentences(on, ['tag.merged'])).toEqual([`${staff.user.firstName} staff merged Cleantech, Green into the tag “Climate” (Startup tags)`]);
  });

  it('refuses bad input and names taken in the category, in the reader’s language, writing nothing', async () => {
    const { on, staff } = await scene();
    const french = await buildSignedInUser(on, { roleType: 'staff', language: 'fr' });
    const tag = await create(staff.token, on, 'Startup', 'Fintech');
    const skill = await create(staff.token, on, 'UserSkills', 'Fintech');
    const other = await create(staff.token, on, 'Other', 'Press');
    const before = await storedTags(on);
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [CREATE, { category: 'Startup', data: { name: '  ' } }, 'name', "Le nom de l'étiquette est un champ obligatoire"],
      [CREATE, { category: 'Startup', data: {} }, 'name', 'Le champ Nom est obligatoire'],
      [CREATE, { category: 'Startup', data: { name: 'a'.repeat(1_000_000) } }, 'name', 'Le champ Nom doit contenir au plus 60 caractères'],
      [CREATE, { category: 'Startup', data: { name: 'x'.repeat(61) } }, 'name', 'Le champ Nom doit contenir au plus 60 caractères'],
      [CREATE, { category: 'Startup', data: { name: 'Red', color: 'red' } }, 'color', 'Le champ Couleur doit être une couleur écrite #rrggbb'],
      [CREATE, { category: 'Startup', data: { name: 'Red', color: '#ff00001' } }, 'color', 'Le champ Couleur doit être une couleur écrite #rrggbb'],
      [CREATE, { category: 'startups', data: { name: 'Red' } }, 'category', 'Champ invalide'],
      [CREATE, { category: 'Startup', data: { name: 'FINTECH' } }, 'name', 'Une étiquette porte déjà ce nom dans cette catégorie'],
      [CREATE, { category: 'Startup', data: { name: 'Red\u0000' } }, 'name', 'Le champ Nom contient des caractères non autorisés'],
      [UPDATE, { tagId: other._id, data: { name: 'x'.repeat(61) } }, 'name', 'Le champ Nom doit contenir au plus 60 caractères'],
      [MERGE, { sourceTagIds: [skill._id], targetTagId: tag._id }, 'sourceTagIds', 'Seules des étiquettes de la même catégorie peuvent être fusionnées'],
      [MERGE, { sourceTagIds: [tag._id], targetTagId: tag._id }, 'targetTagId', 'Une étiquette ne peut pas être fusionnée avec elle-même'],
      [MERGE, { sourceTagIds: [], targetTagId: tag._id }, 'sourceTagIds', 'Choisissez au moins une étiquette à fusionner'],
    ];
    for (const [query, variables, field, message] of cases) {
      const answer = await call(query, variables, french.token, on, 'fr');
      expect(answer.errors?.[0].extensions?.code, JSON.stringify(variables).slice(0, 80)).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields?.[0], JSON.stringify(variables).slice(0, 80)).toMatchObject({ field, message: expect.stringContaining(message) });
    }
    expect((await call(TAGS, { category: 'Nope' }, staff.token, on)).errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(await storedTags(on)).toEqual(before);
    // The same name in another category is another tag.
    expect((await create(staff.token, on, 'User', 'fintech')).name).toBe('fintech');
  });

  it('keeps another tenant’s tags out of reach: NOT_FOUND, nothing changed', async () => {
    const { on, staff } = await scene();
    const elsewhere = await scene();
    const theirs = await create(elsewhere.staff.token, elsewhere.on, 'Startup', 'Theirs');
    const mine = await create(staff.token, on, 'Startup', 'Mine');
    expect(await codeOf(call(UPDATE, { tagId: theirs._id, data: { name: 'Taken' } }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(DELETE, { tagId: theirs._id }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(DELETE, { tagId: 'not-an-id' }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(MERGE, { sourceTagIds: [theirs._id], targetTagId: mine._id }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(MERGE, { sourceTagIds: [mine._id], targetTagId: theirs._id }, staff.token, on))).toBe('NOT_FOUND');
    expect(await storedTags(elsewhere.on)).toEqual(['Startup:Theirs:null']);
    expect(await storedTags(on)).toEqual(['Startup:Mine:null']);
  });

  it('follows TAGS_EDITOR:VIEW / :CREATE / :EDIT, and lets the pickers of each category read it', async () => {
    const { on, staff, coach, founder } = await scene();
    const startupTag = await create(staff.token, on, 'Startup', 'Hardware');
    const other = await create(staff.token, on, 'Other', 'Press');
    await create(staff.token, on, 'UserSkills', 'Pitching');

    // A coach sees startup tags (TAGS:STARTUP:VIEW) but not how much they are used, and changes nothing.
    expect((await ok(call(TAGS, { category: 'Startup' }, coach.token, on))).tags).toEqual([{ ...startupTag, usage: null }]);
    expect(await codeOf(call(TAGS, { category: 'Other' }, coach.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(CREATE, { category: 'Startup', data: { name: 'Coach tag' } }, coach.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(UPDATE, { tagId: startupTag._id, data: { name: 'Renamed' } }, coach.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(DELETE, { tagId: startupTag._id }, coach.token, on))).toBe('FORBIDDEN');
    // A tag of a category the reader may not read is not there at all.
    expect(await codeOf(call(DELETE, { tagId: other._id }, coach.token, on))).toBe('NOT_FOUND');
    // Skills are everyone's to read; startup tags are not a founder's.
    expect((await ok(call(TAGS, { category: 'UserSkills' }, founder.token, on))).tags.map((t: any) => t.name)).toEqual(['Pitching']);
    expect(await codeOf(call(TAGS, { category: 'Startup' }, founder.token, on))).toBe('FORBIDDEN');

    // Each key on its own.
    await setGrant(server, on, 'staff', 'TAGS_EDITOR:EDIT', 'NONE');
    expect((await create(staff.token, on, 'Other', 'Partner')).name).toBe('Partner');
    expect(await codeOf(call(UPDATE, { tagId: other._id, data: { name: 'Media' } }, staff.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(DELETE, { tagId: other._id }, staff.token, on))).toBe('FORBIDDEN');
    await setGrant(server, on, 'staff', 'TAGS_EDITOR:CREATE', 'NONE');
    expect(await codeOf(call(CREATE, { category: 'Other', data: { name: 'Sponsor' } }, staff.token, on))).toBe('FORBIDDEN');
    await setGrant(server, on, 'staff', 'TAGS_EDITOR:VIEW', 'NONE');
    expect(await codeOf(call(TAGS, { category: 'Other' }, staff.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(TAGS, { category: 'Startup' }, staff.token, on))).tags[0].usage).toBeNull();
    expect(await storedTags(on)).toEqual(['Other:Partner:null', 'Other:Press:null', 'Startup:Hardware:null', 'UserSkills:Pitching:null']);
  });

  it('edits evaluation criteria under the four evaluation keys and the plan’s editEvaluationCriteria', async () => {
    const { on, staff, coach } = await scene();
    const team = await create(staff.token, on, 'EvaluationCriteria', 'Team', '#3b82f6');
    const market = await create(staff.token, on, 'EvaluationCriteria', 'Market');
    expect(await codeOf(call(TAGS, { category: 'EvaluationCriteria' }, coach.token, on))).toBe('FORBIDDEN');

    await setGrant(server, on, 'staff', 'EVALUATION_PARAMETER_EDITOR:DELETE', 'NONE');
    expect((await ok(call(UPDATE, { tagId: market._id, data: { name: 'Market size' } }, staff.token, on))).updateTag.name).toBe('Market size');
    expect(await codeOf(call(DELETE, { tagId: market._id }, staff.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(MERGE, { sourceTagIds: [market._id], targetTagId: team._id }, staff.token, on))).toBe('FORBIDDEN');
    await setGrant(server, on, 'staff', 'EVALUATION_PARAMETER_EDITOR:EDIT', 'NONE');
    expect(await codeOf(call(UPDATE, { tagId: market._id, data: { name: 'Market' } }, staff.token, on))).toBe('FORBIDDEN');
    await setGrant(server, on, 'staff', 'EVALUATION_PARAMETER_EDITOR:CREATE', 'NONE');
    expect(await codeOf(call(CREATE, { category: 'EvaluationCriteria', data: { name: 'Traction' } }, staff.token, on))).toBe('FORBIDDEN');
    // Tags editor keys say nothing about criteria, and criteria keys nothing about tags.
    expect((await create(staff.token, on, 'Other', 'Press')).name).toBe('Press');
    await setGrant(server, on, 'staff', 'EVALUATION_PARAMETER_EDITOR:VIEW', 'NONE');
    expect(await codeOf(call(TAGS, { category: 'EvaluationCriteria' }, staff.token, on))).toBe('FORBIDDEN');

    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    await setFlags(server, on, { editEvaluationCriteria: false });
    const refused = await call(CREATE, { category: 'EvaluationCriteria', data: { name: 'Traction' } }, admin.token, on);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Editing evaluation criteria is not in your plan. Contact your account manager to add it.',
      extensions: { code: 'FEATURE_DISABLED' },
    });
    expect(await codeOf(call(TAGS, { category: 'EvaluationCriteria' }, admin.token, on))).toBe('FEATURE_DISABLED');
    expect((await create(admin.token, on, 'Startup', 'Still fine')).name).toBe('Still fine');
    expect(await storedTags(on)).toEqual(['EvaluationCriteria:Market size:null', 'EvaluationCriteria:Team:#3b82f6', 'Other:Press:null', 'Startup:Still fine:null']);
  });

  it('keeps startupTags and createStartupTag on the same Startup category', async () => {
    const { on, staff, coach } = await scene();
    const byEditor = await create(staff.token, on, 'Startup', 'Deep tech');
    expect((await ok(call(CREATE_STARTUP_TAG, { name: 'deep TECH' }, coach.token, on))).createStartupTag).toEqual({ ...byEditor, usage: undefined, color: undefined });
    const made = (await ok(call(CREATE_STARTUP_TAG, { name: 'Robotics' }, coach.token, on))).createStartupTag;
    expect(made.category).toBe('Startup');
    expect((await ok(call(STARTUP_TAGS, {}, coach.token, on))).startupTags.map((t: any) => t.name)).toEqual(['Deep tech', 'Robotics']);
  });
});

describe('skills people choose for themselves', () => {
  it('come from the list only under lockedSkills; written in only where the organisation allows it', async () => {
    const { on, staff, founder } = await scene();
    const pitching = await create(staff.token, on, 'UserSkills', 'Pitching');
    const sales = await create(staff.token, on, 'UserSkills', 'Sales');
    const userTag = await create(staff.token, on, 'User', 'Alumni');
    await link(on, 'user', founder.user.id, userTag._id);

    const chosen = (await ok(call(MY_SKILLS, { tagIds: [sales._id, pitching._id] }, founder.token, on))).updateMySkills;
    expect(chosen.map((t: any) => t.name)).toEqual(['Pitching', 'Sales']);
    expect(await userTagIds(on, founder.user.id)).toEqual([pitching._id, sales._id, userTag._id].sort());
    // A person's page lists the organisation's tags and their own skills apart.
    const person = (await ok(call('query($id: ID!) { user(id: $id) { tags { name } skills { name } } }', { id: founder.user.id }, staff.token, on))).user;
    expect(person).toEqual({ tags: [{ name: 'Alumni' }], skills: [{ name: 'Pitching' }, { name: 'Sales' }] });

    // The growth plan locks skills to the list.
    const locked = await call(MY_SKILLS, { tagIds: [], newSkills: ['Welding'] }, founder.token, on);
    expect(locked.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'newSkills', message: "Skills are chosen from the organisation's list only" }],
    });
    await setFlags(server, on, { lockedSkills: false });
    const off = await call(MY_SKILLS, { tagIds: [], newSkills: ['Welding'] }, founder.token, on);
    expect(off.errors?.[0].extensions?.fields?.[0]?.field).toBe('newSkills');
    await changeAsOwner(server, 'UPDATE incubators SET allow_write_in_option_in_user_skills = true WHERE id = $1', [on.incubator.id]);

    const written = (await ok(call(MY_SKILLS, { tagIds: [pitching._id], newSkills: ['Welding', 'welding', 'sales'] }, founder.token, on))).updateMySkills;
    expect(written.map((t: any) => [t.name, t.category])).toEqual([
      ['Pitching', 'UserSkills'],
      ['Sales', 'UserSkills'],
      ['Welding', 'UserSkills'],
    ]);
    expect((await ok(call(TAGS, { category: 'UserSkills' }, staff.token, on))).tags.map((t: any) => [t.name, t.usage])).toEqual([
      ['Pitching', 1],
      ['Sales', 1],
      ['Welding', 1],
    ]);
    // Only skills are replaced; the person's other tags stay.
    await ok(call(MY_SKILLS, { tagIds: [] }, founder.token, on));
    expect(await userTagIds(on, founder.user.id)).toEqual([userTag._id]);
  });

  it('refuse tags that are not the tenant’s skills, writing nothing', async () => {
    const { on, staff, founder } = await scene();
    const elsewhere = await scene();
    const theirs = await create(elsewhere.staff.token, elsewhere.on, 'UserSkills', 'Theirs');
    const notASkill = await create(staff.token, on, 'User', 'Alumni');
    for (const tagIds of [[theirs._id], [notASkill._id], [newId()]]) {
      const answer = await call(MY_SKILLS, { tagIds }, founder.token, on);
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'tagIds' }] });
    }
    expect(await codeOf(call(MY_SKILLS, { tagIds: ['nope'] }, founder.token, on))).toBe('VALIDATION_ERROR');
    expect(await userTagIds(on, founder.user.id)).toEqual([]);
  });
});
