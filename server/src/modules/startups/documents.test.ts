import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { samplePng } from '../attachments/sample-files.ts';
import { DELETE, ONE, caller, ok } from './test-support.ts';

let server: TestServer;
let storageDir: string;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-documents-'));
  server = await startTestServer({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

async function upload(on: Tenant, person: Person, fields: Record<string, string>, name = 'deck.png') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}/api/attachment/upload`, { method: 'POST', headers: { 'x-incubator': on.slug, authorization: `Bearer ${person.token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

const api = (on: Tenant, person: Person, method: string, url: string, body?: unknown) => rest(server, method, url, body, { tenant: on.slug, token: person.token });
const names = (list: { body: any[] }) => list.body.map((file) => file.name).sort();

describe("a startup's documents", () => {
  let on: Tenant;
  let founder: Person;
  let staff: Person;
  let outsider: Person;
  let startup: { id: string };

  beforeAll(async () => {
    on = await buildTenant(server, { plan: 'enterprise' });
    founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    staff = await buildSignedInUser(on, { roleType: 'staff' });
    outsider = await buildSignedInUser(on, { roleType: 'cofounder' });
    startup = await buildStartup(on, { founders: [founder.user] });
  });

  it('are filed in folders: uploaded into one, listed by folder, and the folders listed with their parents', async () => {
    const reference = { referenceKind: 'startup', referenceId: startup.id };
    const contract = await upload(on, founder, { ...reference, folder: ' Legal / Contracts ' }, 'contract.png');
    expect(contract).toMatchObject({ status: 200, body: { folder: 'Legal/Contracts', referenceId: startup.id } });
    await upload(on, staff, { ...reference, folder: 'Finance' }, 'budget.png');
    await upload(on, founder, reference, 'logo.png');

    const base = `/api/attachments/reference/startup/${startup.id}`;
    expect(names(await api(on, staff, 'GET', base))).toEqual(['budget.png', 'contract.png', 'logo.png']);
    expect(names(await api(on, staff, 'GET', `${base}?folder=`))).toEqual(['logo.png']);
    expect(names(await api(on, staff, 'GET', `${base}?folder=${encodeURIComponent('Legal/Contracts')}`))).toEqual(['contract.png']);
    expect(names(await api(on, staff, 'GET', `${base}?folder=Legal`))).toEqual([]);
    const folders = await api(on, founder, 'GET', `${base}/folders`);
    expect(folders).toEqual({
      status: 200,
      body: [
        { path: 'Finance', name: 'Finance', count: 1 },
        { path: 'Legal', name: 'Legal', count: 0 },
        { path: 'Legal/Contracts', name: 'Contracts', count: 1 },
      ],
    });
  });

  it('are moved between folders and renamed with PUT, and whole folders renamed; each change is recorded', async () => {
    const base = `/api/attachments/reference/startup/${startup.id}`;
    const [contract] = (await api(on, founder, 'GET', `${base}?folder=Legal/Contracts`)).body;
    const moved = await api(on, founder, 'PUT', `/api/attachments/${contract._id}`, { folder: 'Legal', name: 'signed contract' });
    expect(moved).toMatchObject({ status: 200, body: { folder: 'Legal', name: 'signed contract.png' } });
    await upload(on, founder, { referenceKind: 'startup', referenceId: startup.id, folder: 'Legal/Old' }, 'old.png');

    const renamed = await api(on, staff, 'PUT', `${base}/folders`, { folder: 'Legal', newFolder: 'Archive/Legal' });
    expect(renamed).toEqual({ status: 200, body: { count: 2 } });
    const folders = (await api(on, founder, 'GET', `${base}/folders`)).body.map((f: any) => f.path);
    expect(folders).toEqual(['Archive', 'Archive/Legal', 'Archive/Legal/Old', 'Finance']);
    const events = await withTenant(server.services.pool, on.incubator.id, (db) =>
      db.select().from(schema.domainEvents).where(eq(schema.domainEvents.kind, 'attachment.folderRenamed')),
    );
    expect(events.map((e) => e.data)).toEqual([{ referenceKind: 'startup', referenceId: startup.id, from: 'Legal', to: 'Archive/Legal', count: 2 }]);
  });

  it('refuse a bad folder, a folder for a loose file, a folder moved into itself, and write nothing', async () => {
    const base = `/api/attachments/reference/startup/${startup.id}`;
    const before = (await api(on, staff, 'GET', base)).body.map((f: any) => [f._id, f.folder]);
    const [file] = (await api(on, founder, 'GET', `${base}?folder=Finance`)).body;
    const cases: Array<[string, string, unknown, string, string]> = [
      ['PUT', `/api/attachments/${file._id}`, { folder: 'a/../b' }, 'folder', 'A folder path has at most 5 levels, and no folder may be named . or ..'],
      ['PUT', `/api/attachments/${file._id}`, { folder: 'a/b/c/d/e/f' }, 'folder', 'A folder path has at most 5 levels, and no folder may be named . or ..'],
      ['PUT', `${base}/folders`, { folder: 'Archive', newFolder: 'Archive/Inner' }, 'newFolder', 'A folder can not be moved into itself'],
      ['PUT', `${base}/folders`, { folder: '', newFolder: 'X' }, 'folder', 'Folder is a required field'],
    ];
    for (const [method, url, body, field, message] of cases) {
      const answer = await api(on, founder, method, url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields).toContainEqual({ field, message });
    }
    const loose = await upload(on, founder, { folder: 'Mine' });
    expect(loose).toMatchObject({ status: 400, body: { fields: [{ field: 'folder', message: 'Only documents that belong to a record can be filed in a folder' }] } });
    const unknown = await api(on, founder, 'PUT', `${base}/folders`, { folder: 'Nowhere', newFolder: 'Else' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await api(on, staff, 'GET', base)).body.map((f: any) => [f._id, f.folder])).toEqual(before);
  });

  it('are out of reach of those who do not see the startup', async () => {
    const base = `/api/attachments/reference/startup/${startup.id}`;
    expect((await api(on, outsider, 'GET', `${base}/folders`)).status).toBe(404);
    expect((await api(on, outsider, 'GET', `${base}?folder=Finance`)).status).toBe(404);
    expect((await api(on, outsider, 'PUT', `${base}/folders`, { folder: 'Finance', newFolder: 'Mine' })).status).toBe(404);
    expect((await upload(on, outsider, { referenceKind: 'startup', referenceId: startup.id, folder: 'Finance' })).status).toBe(404);
    const elsewhere = await buildTenant(server, { plan: 'enterprise' });
    const admin = await buildSignedInUser(elsewhere, { roleType: 'admin' });
    expect((await api(elsewhere, admin, 'GET', `${base}/folders`)).status).toBe(404);
  });

  it('follow the viewer permissions of the file: shown, and gone with the startup', async () => {
    const call = caller(server);
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const seen = (await ok(call(ONE, { id: startup.id }, founder.token, on))).startup.viewerCan;
    expect(seen).toMatchObject({ viewDocuments: true, editDocuments: true });
    const files = (await api(on, staff, 'GET', `/api/attachments/reference/startup/${startup.id}`)).body;
    expect(files.length).toBeGreaterThan(0);
    await ok(call(DELETE, { id: startup.id }, admin.token, on));
    const left = await withTenant(server.services.pool, on.incubator.id, (db) => db.select().from(schema.attachments).where(eq(schema.attachments.referenceId, startup.id)));
    expect(left).toEqual([]);
    await expect.poll(async () => (await fs.readdir(path.join(storageDir, on.incubator.id))).length, { timeout: 5000 }).toBe(0);
  });
});

describe('without the startupDocuments feature', () => {
  it('names the missing feature, and keeps existing files out of reach', async () => {
    const on = await buildTenant(server, { plan: 'growth' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const startup = await buildStartup(on, { founders: [founder.user] });
    const refused = await upload(on, founder, { referenceKind: 'startup', referenceId: startup.id });
    expect(refused).toMatchObject({ status: 400, body: { code: 'FEATURE_DISABLED', message: 'Startup documents are not part of your plan.' } });
    for (const url of [`/api/attachments/reference/startup/${startup.id}`, `/api/attachments/reference/startup/${startup.id}/folders`]) {
      expect((await api(on, founder, 'GET', url)).body.code).toBe('FEATURE_DISABLED');
    }
    const viewerCan = (await ok(caller(server)(ONE, { id: startup.id }, founder.token, on))).startup.viewerCan;
    expect(viewerCan).toMatchObject({ viewDocuments: false, editDocuments: false });
  });
});
