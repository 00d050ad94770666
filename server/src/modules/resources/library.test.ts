import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { setFlags } from '../startups/test-support.ts';
import {
  ARTICLE,
  CREATE_ARTICLE,
  CREATE_RESOURCE,
  CREATE_SECTION,
  PUBLISH,
  RECORDS,
  RESOURCE,
  SEARCH,
  SECTION,
  SECTIONS,
  UPDATE_SECTION,
  caller,
  codeOf,
  founderIn,
  insertProgram,
  ok,
  placeInProgram,
} from './test-support.ts';

/**
 * Who reads the library: sections and resources kept to roles and programmes with the plan's
 * resourceVisibility, everything without it; drafts out of sight; another tenant's never.
 */

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let call: ReturnType<typeof caller>;
let staff: { token: string };
let coach: { token: string };
let mentor: { token: string };
let founderA: { token: string };
let founderB: { token: string };
let stranger: { token: string };
const ids: Record<string, string> = {};

const titles = (list: Array<{ title: string }>) => list.map((item) => item.title).sort();

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  other = await buildTenant(server);
  call = caller(server, tenant);
  const programA = await insertProgram(tenant, 'Climate');
  const programB = await insertProgram(tenant, 'Health');
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  coach = await buildSignedInUser(tenant, { roleType: 'coach' });
  const mentorUser = await buildSignedInUser(tenant, { roleType: 'mentor' });
  await placeInProgram(tenant, mentorUser.user.id, programA);
  mentor = mentorUser;
  founderA = await founderIn(tenant, programA);
  founderB = await founderIn(tenant, programB);
  stranger = await buildSignedInUser(other, { roleType: 'staff' });
  await setFlags(server, tenant, { resourceVisibility: true, broadSearch: true });

  const section = async (name: string, lists: { roleTypes?: string[]; programIds?: string[] } = {}) =>
    (ids[name] = ok(await call(CREATE_SECTION, { data: { title: name, description: `${name} things`, ...lists } }, staff.token)).createResourceSection._id);
  const link = async (sectionName: string, title: string, lists: { roleTypes?: string[]; programIds?: string[] } = {}) =>
    (ids[title] = ok(
      await call(CREATE_RESOURCE, { sectionId: ids[sectionName], data: { kind: 'LINK', title, url: 'https://example.org/doc', ...lists } }, staff.token),
    ).createResource._id);
  await section('Open');
  await section('Coaching corner', { roleTypes: ['coach'] });
  await section('Climate room', { programIds: [programA] });
  await section('Climate founders', { roleTypes: ['cofounder'], programIds: [programA] });
  await link('Open', 'Everyone link');
  await link('Open', 'Mentor link', { roleTypes: ['mentor'] });
  await link('Open', 'Health link', { programIds: [programB] });
  await link('Climate room', 'Climate deck');
  await link('Climate founders', 'Cap table');

  const draft = ok(await call(CREATE_ARTICLE, { title: 'Unfinished guide' }, staff.token)).createArticle;
  const published = ok(await call(CREATE_ARTICLE, { title: 'Welcome guide' }, staff.token)).createArticle;
  const kept = ok(await call(CREATE_ARTICLE, { title: 'Founders memo' }, staff.token)).createArticle;
  const loose = ok(await call(CREATE_ARTICLE, { title: 'Loose note' }, staff.token)).createArticle;
  for (const article of [published, kept, loose]) ok(await call(PUBLISH, { id: article._id }, staff.token));
  Object.assign(ids, { draft: draft._id, published: published._id, kept: kept._id, loose: loose._id, programA, programB });
  const internal = async (sectionName: string, title: string, articleId: string) =>
    (ids[title] = ok(await call(CREATE_RESOURCE, { sectionId: ids[sectionName], data: { kind: 'INTERNAL', title, articleId } }, staff.token)).createResource._id);
  await internal('Open', 'Unfinished guide', draft._id);
  await internal('Open', 'Welcome guide', published._id);
  await internal('Climate founders', 'Founders memo', kept._id);
}, 120_000);
afterAll(() => server.stop());

const sectionsOf = async (token: string) =>
  ok(await call(SECTIONS, {}, token)).resourceSections as Array<{ _id: string; title: string; resourceCount: number; resources: Array<{ title: string }> }>;

describe('with the plan’s resourceVisibility', () => {
  it('shows each person the sections kept for their role and programmes, the staff side unnarrowed by programmes', async () => {
    expect(titles(await sectionsOf(founderA.token))).toEqual(['Climate founders', 'Climate room', 'Open']);
    expect(titles(await sectionsOf(founderB.token))).toEqual(['Open']);
    expect(titles(await sectionsOf(mentor.token))).toEqual(['Climate room', 'Open']);
    expect(titles(await sectionsOf(coach.token))).toEqual(['Climate room', 'Coaching corner', 'Open']);
    const managed = await sectionsOf(staff.token);
    expect(managed.map((s) => s.title)).toEqual(['Open', 'Coaching corner', 'Climate room', 'Climate founders']);
  });

  it('narrows a section’s resources by their own lists, counts only those, and hides draft articles from readers', async () => {
    const open = async (token: string) => (await sectionsOf(token)).find((s) => s.title === 'Open')!;
    expect(titles((await open(founderA.token)).resources)).toEqual(['Everyone link', 'Welcome guide']);
    expect(titles((await open(founderB.token)).resources)).toEqual(['Everyone link', 'Health link', 'Welcome guide']);
    expect(titles((await open(mentor.token)).resources)).toEqual(['Everyone link', 'Mentor link', 'Welcome guide']);
    expect((await open(mentor.token)).resourceCount).toBe(3);
    const managed = await open(staff.token);
    expect(managed.resourceCount).toBe(5);
    expect(titles(managed.resources)).toContain('Unfinished guide');
  });

  it('answers NOT_FOUND for a section, resource or article out of sight, of another tenant, or malformed', async () => {
    expect(codeOf(await call(SECTION, { id: ids['Climate founders'] }, founderB.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(RESOURCE, { id: ids['Mentor link'] }, founderA.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(RESOURCE, { id: ids['Unfinished guide'] }, founderA.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(ARTICLE, { id: ids.draft }, founderA.token))).toBe('NOT_FOUND');
    for (const [query, id] of [
      [SECTION, ids.Open],
      [RESOURCE, ids['Everyone link']],
      [ARTICLE, ids.published],
    ] as const) {
      expect(codeOf(await call(query, { id }, stranger.token, { on: other }))).toBe('NOT_FOUND');
      expect(codeOf(await call(query, { id: 'nope' }, staff.token))).toBe('NOT_FOUND');
    }
    const section = ok(await call(SECTION, { id: ids['Climate founders'] }, founderA.token)).resourceSection;
    expect(section.resources.map((r: { title: string }) => r.title)).toEqual(['Cap table', 'Founders memo']);
    expect(section.viewerCan).toEqual({ edit: false });
  });

  it('lets a published article be read by those who see a resource holding it, or by everyone when none does', async () => {
    expect(ok(await call(ARTICLE, { id: ids.kept }, founderA.token)).article.title).toBe('Founders memo');
    expect(codeOf(await call(ARTICLE, { id: ids.kept }, founderB.token))).toBe('NOT_FOUND');
    expect(ok(await call(ARTICLE, { id: ids.loose }, founderB.token)).article.title).toBe('Loose note');
    expect(ok(await call(ARTICLE, { id: ids.draft }, staff.token)).article.status).toBe('DRAFT');
    // Through a resource, the article comes only when readable.
    const memo = ok(await call(RESOURCE, { id: ids['Founders memo'] }, founderA.token)).resource;
    expect(memo.article).toMatchObject({ _id: ids.kept, status: 'PUBLISHED' });
  });

  it('searches only what each person sees, in the library and in the record search', async () => {
    expect(titles(ok(await call(SEARCH, { search: 'cap tab' }, founderA.token)).resources)).toEqual(['Cap table']);
    expect(ok(await call(SEARCH, { search: 'cap tab' }, founderB.token)).resources).toEqual([]);
    expect(titles(ok(await call(SEARCH, { search: 'link' }, founderB.token)).resources)).toEqual(['Everyone link', 'Health link']);
    expect(ok(await call(SEARCH, { search: 'x' }, founderB.token)).resources).toEqual([]);
    const memo = ok(await call(RECORDS, { text: 'memo' }, founderA.token)).searchRecords;
    expect(memo).toEqual([{ id: expect.any(String), title: 'Founders memo', url: `/resources/internal/${ids.kept}` }]);
    expect(ok(await call(RECORDS, { text: 'memo' }, founderB.token)).searchRecords).toEqual([]);
    expect(ok(await call(RECORDS, { text: 'unfinished' }, founderA.token)).searchRecords).toEqual([]);
    const deck = ok(await call(RECORDS, { text: 'climate deck' }, mentor.token)).searchRecords;
    expect(deck).toEqual([{ id: ids['Climate deck'], title: 'Climate deck', url: `/resources/section/${ids['Climate room']}` }]);
    expect(ok(await call(RECORDS, { text: 'climate deck' }, stranger.token, { on: other })).searchRecords).toEqual([]);
  });
});

describe('without the plan’s resourceVisibility', () => {
  it('shows everyone every section and resource, but still no draft article', async () => {
    await setFlags(server, tenant, { resourceVisibility: false });
    try {
      const seen = await sectionsOf(founderB.token);
      expect(titles(seen)).toEqual(['Climate founders', 'Climate room', 'Coaching corner', 'Open']);
      expect(titles(seen.find((s) => s.title === 'Open')!.resources)).toEqual(['Everyone link', 'Health link', 'Mentor link', 'Welcome guide']);
      expect(ok(await call(ARTICLE, { id: ids.kept }, founderB.token)).article.title).toBe('Founders memo');
      // Keeping a section to roles needs the flag; an edit that names no list does not.
      const refused = await call(UPDATE_SECTION, { id: ids.Open, data: { roleTypes: ['coach'] } }, staff.token);
      expect(codeOf(refused)).toBe('FEATURE_DISABLED');
      expect(ok(await call(UPDATE_SECTION, { id: ids.Open, data: { description: 'For all' } }, staff.token)).updateResourceSection.roleTypes).toEqual([]);
    } finally {
      await setFlags(server, tenant, { resourceVisibility: true });
    }
  });
});
