import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { setFlags } from '../startups/test-support.ts';
import {
  CREATE_ARTICLE,
  CREATE_RESOURCE,
  CREATE_SECTION,
  DELETE_RESOURCE,
  DELETE_SECTION,
  MOVE,
  REORDER,
  SECTIONS,
  UPDATE_RESOURCE,
  UPDATE_SECTION,
  caller,
  codeOf,
  eventKinds,
  fieldsOf,
  insertFile,
  insertProgram,
  ok,
  storedFile,
  storedResources,
} from './test-support.ts';

/** Managing the library: who may, what input is refused (writing nothing), files, order and deletions. */

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let call: ReturnType<typeof caller>;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  other = await buildTenant(server);
  call = caller(server, tenant);
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
  await setFlags(server, tenant, { resourceVisibility: true });
});
afterAll(() => server.stop());

const newSection = async (title = 'Fundraising', extra: Record<string, unknown> = {}) =>
  ok(await call(CREATE_SECTION, { data: { title, ...extra } }, staff.token)).createResourceSection;
const newLink = async (sectionId: string, title: string) =>
  ok(await call(CREATE_RESOURCE, { sectionId, data: { kind: 'LINK', title, url: 'example.org/templates' } }, staff.token)).createResource;
const sectionCount = async () => ok(await call(SECTIONS, {}, staff.token)).resourceSections.length;

describe('who manages the library', () => {
  it('is ARTICLES:EDIT: a coach or a founder is refused, and the viewer is told what they may do', async () => {
    const section = await newSection('Legal');
    expect(section).toMatchObject({ title: 'Legal', description: '', position: expect.any(Number), roleTypes: [], programIds: [], viewerCan: { edit: true } });
    expect(await eventKinds(tenant, section._id)).toEqual(['resources.sectionCreated']);
    for (const roleType of ['coach', 'cofounder'] as const) {
      const person = await buildSignedInUser(tenant, { roleType });
      expect(codeOf(await call(CREATE_SECTION, { data: { title: 'Mine' } }, person.token))).toBe('FORBIDDEN');
      expect(codeOf(await call(DELETE_SECTION, { id: section._id }, person.token))).toBe('FORBIDDEN');
      expect(codeOf(await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'LINK', title: 'x', url: 'https://a.b' } }, person.token))).toBe('FORBIDDEN');
      expect(codeOf(await call(CREATE_ARTICLE, { title: 'Mine' }, person.token))).toBe('FORBIDDEN');
    }
  });

  it("answers NOT_FOUND for another organisation's records and malformed ids", async () => {
    const theirs = await buildSignedInUser(other, { roleType: 'staff' });
    const foreign = ok(await call(CREATE_SECTION, { data: { title: 'Elsewhere' } }, theirs.token, { on: other })).createResourceSection;
    const foreignLink = ok(
      await call(CREATE_RESOURCE, { sectionId: foreign._id, data: { kind: 'LINK', title: 'x', url: 'https://a.b' } }, theirs.token, { on: other }),
    ).createResource;
    for (const id of [foreign._id, 'not-an-id']) {
      expect(codeOf(await call(UPDATE_SECTION, { id, data: { title: 'Mine' } }, staff.token))).toBe('NOT_FOUND');
      expect(codeOf(await call(DELETE_SECTION, { id }, staff.token))).toBe('NOT_FOUND');
      expect(codeOf(await call(CREATE_RESOURCE, { sectionId: id, data: { kind: 'LINK', title: 'x', url: 'https://a.b' } }, staff.token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await call(DELETE_RESOURCE, { id: foreignLink._id }, staff.token))).toBe('NOT_FOUND');
    const mine = await newSection('Mine');
    expect(codeOf(await call(MOVE, { id: foreignLink._id, sectionId: mine._id, position: 0 }, staff.token))).toBe('NOT_FOUND');
  });
});

describe('bad input', () => {
  it('refuses empty or too long titles, bad links, unknown programmes and roles, writing nothing', async () => {
    const before = await sectionCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '  ' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Ok', description: 'x'.repeat(2001) }, 'description'],
      [{ title: 'Ok', roleTypes: ['wizard'] }, 'roleTypes.0'],
      [{ title: 'Ok', programIds: [await insertProgram(other)] }, 'programIds.0'],
    ];
    for (const [data, field] of cases) {
      const answer = await call(CREATE_SECTION, { data }, staff.token);
      expect(codeOf(answer), field).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer), field).toEqual([field]);
    }
    expect(await sectionCount()).toBe(before);

    const section = await newSection('Inputs');
    const resource = (data: Record<string, unknown>) => call(CREATE_RESOURCE, { sectionId: section._id, data }, staff.token);
    const answer = await resource({ kind: 'LINK', title: 'Bad', url: 'javascript:alert(1)' });
    expect(codeOf(answer)).toBe('VALIDATION_ERROR');
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'url', message: 'Link is not a valid url' }]);
    expect(fieldsOf(await resource({ kind: 'LINK', title: 'No address' }))).toEqual(['url']);
    expect(fieldsOf(await resource({ kind: 'FILE', title: 'No file' }))).toEqual(['attachmentId']);
    expect(fieldsOf(await resource({ kind: 'INTERNAL', title: 'No article' }))).toEqual(['articleId']);
    // Another tenant's article, another person's upload, another record's file: not this library's to offer.
    const theirs = await buildSignedInUser(other, { roleType: 'staff' });
    const foreignArticle = ok(await call(CREATE_ARTICLE, { title: 'Elsewhere' }, theirs.token, { on: other })).createArticle;
    expect(fieldsOf(await resource({ kind: 'INTERNAL', title: 'Theirs', articleId: foreignArticle._id }))).toEqual(['articleId']);
    const colleague = await buildSignedInUser(tenant, { roleType: 'staff' });
    const theirUpload = await insertFile(tenant, colleague.user.id, { fileType: 'application/pdf' });
    const foreignUpload = await insertFile(other, theirs.user.id, { fileType: 'application/pdf' });
    const startupFile = await insertFile(tenant, staff.user.id, { fileType: 'application/pdf', reference: { kind: 'startup', id: section._id } });
    for (const file of [theirUpload, foreignUpload, startupFile])
      expect(fieldsOf(await resource({ kind: 'FILE', title: 'Not mine', attachmentId: file.id }))).toEqual(['attachmentId']);
    expect(await storedResources(tenant, section._id)).toEqual([]);
  });

  it('refuses lists without the plan’s resourceVisibility', async () => {
    await setFlags(server, tenant, { resourceVisibility: false });
    try {
      expect(codeOf(await call(CREATE_SECTION, { data: { title: 'Kept', roleTypes: ['coach'] } }, staff.token))).toBe('FEATURE_DISABLED');
      const section = await newSection('Plain');
      expect(
        codeOf(
          await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'LINK', title: 'x', url: 'https://a.b', programIds: [await insertProgram(tenant)] } }, staff.token),
        ),
      ).toBe('FEATURE_DISABLED');
    } finally {
      await setFlags(server, tenant, { resourceVisibility: true });
    }
  });
});

describe('files', () => {
  it('takes the manager’s own upload as the resource’s file, and lets a replaced or deleted file go', async () => {
    const section = await newSection('Handbooks');
    const first = await insertFile(tenant, staff.user.id, { fileType: 'application/pdf' });
    const created = ok(await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'FILE', title: 'Handbook', attachmentId: first.id } }, staff.token)).createResource;
    expect(created.file).toMatchObject({ _id: first.id, name: 'file.bin', url: first.url });
    expect(await storedFile(tenant, first.id)).toMatchObject({ referenceKind: 'resource', referenceId: created._id });

    // Keeping the file while editing the rest is allowed; naming a new one lets the old one go.
    ok(await call(UPDATE_RESOURCE, { id: created._id, data: { kind: 'FILE', title: 'Handbook 2026', attachmentId: first.id } }, staff.token));
    const second = await insertFile(tenant, staff.user.id, { fileType: 'application/pdf' });
    const updated = ok(await call(UPDATE_RESOURCE, { id: created._id, data: { kind: 'FILE', title: 'Handbook 2026', attachmentId: second.id } }, staff.token)).updateResource;
    expect(updated.file._id).toBe(second.id);
    expect(await storedFile(tenant, first.id)).toBeNull();

    // Turned into a link, the resource keeps no file.
    const asLink = ok(
      await call(UPDATE_RESOURCE, { id: created._id, data: { kind: 'LINK', title: 'Handbook online', url: 'https://example.org/h', attachmentId: second.id } }, staff.token),
    ).updateResource;
    expect(asLink).toMatchObject({ kind: 'LINK', url: 'https://example.org/h', file: null });
    expect(await storedFile(tenant, second.id)).toBeNull();

    const third = await insertFile(tenant, staff.user.id, { fileType: 'application/pdf' });
    const another = ok(await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'FILE', title: 'Other', attachmentId: third.id } }, staff.token)).createResource;
    ok(await call(DELETE_RESOURCE, { id: another._id }, staff.token));
    expect(await storedFile(tenant, third.id)).toBeNull();
  });
});

describe('order', () => {
  it('keeps sections and resources numbered 0..n-1 through reorders, moves and deletions', async () => {
    const sections = ok(await call(SECTIONS, {}, staff.token)).resourceSections as Array<{ _id: string }>;
    const reversed = sections.map((s) => s._id).reverse();
    const reordered = ok(await call(REORDER, { ids: reversed }, staff.token)).reorderResourceSections;
    expect(reordered.map((s: { _id: string; position: number }) => [s._id, s.position])).toEqual(reversed.map((id, i) => [id, i]));
    expect(fieldsOf(await call(REORDER, { ids: reversed.slice(1) }, staff.token))).toEqual(['ids']);
    expect(fieldsOf(await call(REORDER, { ids: [...reversed.slice(1), reversed[1]] }, staff.token))).toEqual(['ids']);

    const left = await newSection('Left');
    const right = await newSection('Right');
    const [a, b, c] = [await newLink(left._id, 'A'), await newLink(left._id, 'B'), await newLink(left._id, 'C')];
    expect(ok(await call(MOVE, { id: c._id, sectionId: left._id, position: 0 }, staff.token)).moveResource).toMatchObject({ position: 0 });
    expect((await storedResources(tenant, left._id)).map((r) => [r.title, r.position])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    ok(await call(MOVE, { id: a._id, sectionId: right._id, position: 99 }, staff.token));
    expect((await storedResources(tenant, left._id)).map((r) => [r.title, r.position])).toEqual([
      ['C', 0],
      ['B', 1],
    ]);
    expect((await storedResources(tenant, right._id)).map((r) => [r.title, r.position])).toEqual([['A', 0]]);
    ok(await call(DELETE_RESOURCE, { id: c._id }, staff.token));
    expect((await storedResources(tenant, left._id)).map((r) => [r.title, r.position])).toEqual([['B', 0]]);
    expect(fieldsOf(await call(MOVE, { id: b._id, sectionId: left._id, position: -1 }, staff.token))).toEqual(['position']);

    ok(await call(DELETE_SECTION, { id: left._id }, staff.token));
    const after = ok(await call(SECTIONS, {}, staff.token)).resourceSections as Array<{ position: number }>;
    expect(after.map((s) => s.position)).toEqual(after.map((_s, i) => i));
  });

  it('deletes a section with its resources and their files', async () => {
    const section = await newSection('Gone soon');
    const file = await insertFile(tenant, staff.user.id, { fileType: 'application/pdf' });
    ok(await call(CREATE_RESOURCE, { sectionId: section._id, data: { kind: 'FILE', title: 'Doc', attachmentId: file.id } }, staff.token));
    await newLink(section._id, 'Link');
    expect(ok(await call(DELETE_SECTION, { id: section._id }, staff.token)).deleteResourceSection).toBe(true);
    expect(await storedResources(tenant, section._id)).toEqual([]);
    expect(await storedFile(tenant, file.id)).toBeNull();
    expect(await eventKinds(tenant, section._id)).toEqual(['resources.sectionCreated', 'resources.sectionDeleted']);
  });
});
