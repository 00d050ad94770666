import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { startTestServer, gql, rest, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { sampleDocx, sampleOpenDocument, samplePdf, samplePng } from './sample-files.ts';

let server: TestServer;
let storageDir: string;
let tenant: Tenant;
let owner: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-files-'));
  server = await startTestServer({ MAX_UPLOAD_BYTES: '200000', STORAGE_DIR: storageDir });
  // Startup documents are a plan feature (startupDocuments): the top plan has it.
  tenant = await buildTenant(server, { plan: 'enterprise' });
  owner = await buildSignedInUser(tenant, { roleType: 'cofounder' });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}
const png = (name = 'logo.png'): FilePart => ({ bytes: samplePng(), name, type: 'image/png' });

async function upload(t: Tenant, token: string | null, file: FilePart | null, fields: Record<string, string> = {}, options: { path?: string; language?: string } = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${server.url}${options.path ?? '/api/attachment/upload'}`, {
    method: 'POST',
    headers: { 'x-incubator': t.slug, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.language ? { 'accept-language': options.language } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const download = (t: Tenant, url: string) => fetch(`${server.url}${url}`, { headers: { 'x-incubator': t.slug } });

/** What is stored for a tenant: rows (seen through its own transaction) and files in its folder. */
async function stored(t: Tenant) {
  const [{ rows }] = await withTenant(server.services.pool, t.incubator.id, (db) => db.select({ rows: count() }).from(schema.attachments));
  const files = await fs.readdir(path.join(storageDir, t.incubator.id)).catch(() => []);
  return { rows, files: files.length };
}

async function eventKinds(t: Tenant, subjectId: string) {
  const rows = await withTenant(server.services.pool, t.incubator.id, (db) =>
    db.select({ kind: schema.domainEvents.kind }).from(schema.domainEvents).where(eq(schema.domainEvents.subjectId, subjectId)),
  );
  return rows.map((r) => r.kind).sort();
}

describe('POST /api/attachment/upload and the file URL', () => {
  it('stores a PNG and serves it back, without a bearer token, with safe headers', async () => {
    const file = png('team logo.png');
    const answer = await upload(tenant, owner.token, file);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({ name: 'team logo.png', fileType: 'image/png', size: file.bytes.length, pdfUrl: null, referenceKind: null, referenceId: null });
    expect(body.url).toBe(body.fileUrl);
    expect(body.url).toMatch(new RegExp(`^/api/files/${body._id}/[A-Za-z0-9_-]{43}/team%20logo\\.png$`));
    expect(Date.parse(body.createdAt)).not.toBeNaN();

    const response = await download(tenant, body.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(file.bytes)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="team logo.png"; filename*=UTF-8''team%20logo.png`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await eventKinds(tenant, body._id)).toEqual(['attachment.uploaded']);
  });

  it('judges the type by the bytes: PNG bytes named evil.html, declared text/html, are an image', async () => {
    const answer = await upload(tenant, owner.token, { bytes: samplePng(), name: 'evil.html', type: 'text/html' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fileType: 'image/png', name: 'evil.html.png' });
    const response = await download(tenant, answer.body.url);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('answers pdfUrl for a PDF and serves office and text files as downloads', async () => {
    const pdf = await upload(tenant, owner.token, { bytes: samplePdf(), name: 'deck.pdf', type: 'application/octet-stream' });
    expect(pdf.body).toMatchObject({ fileType: 'application/pdf', pdfUrl: pdf.body.url });
    expect((await download(tenant, pdf.body.url)).headers.get('content-disposition')).toMatch(/^inline;/);

    const docx = await upload(tenant, owner.token, { bytes: sampleDocx(), name: 'plan.docx', type: 'application/zip' });
    expect(docx.body.fileType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const odt = await upload(tenant, owner.token, { bytes: sampleOpenDocument('text'), name: 'plan.odt', type: '' });
    expect(odt.body.fileType).toBe('application/vnd.oasis.opendocument.text');

    const text = await upload(tenant, owner.token, { bytes: Buffer.from('<b>not markup here</b>\n'), name: 'résumé notes.txt', type: 'text/plain' });
    expect(text.body).toMatchObject({ fileType: 'text/plain', pdfUrl: null });
    const response = await download(tenant, text.body.url);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="r_sum_ notes.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20notes.txt`);
  });

  it.each([
    ['an HTML page', { bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'page.html', type: 'text/html' }],
    ['an SVG image', { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'logo.svg', type: 'image/svg+xml' }],
    ['text with NUL bytes', { bytes: Buffer.from('abc\0def'), name: 'notes.txt', type: 'text/plain' }],
  ])('refuses %s with 415 and stores nothing', async (_label, file) => {
    const fresh = await buildTenant(server);
    const person = await buildSignedInUser(fresh);
    const answer = await upload(fresh, person.token, file);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This type of file is not accepted.' });
    expect(await stored(fresh)).toEqual({ rows: 0, files: 0 });
  });

  it('refuses a file over the limit with 413, a translated message, and stores nothing', async () => {
    const fresh = await buildTenant(server);
    const person = await buildSignedInUser(fresh);
    const big = { bytes: Buffer.concat([samplePng(), randomBytes(250_000)]), name: 'big.png', type: 'image/png' };
    const en = await upload(fresh, person.token, big);
    expect(en).toEqual({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: the limit is 0.2 MB.' } });
    const fr = await upload(fresh, person.token, big, {}, { language: 'fr' });
    expect(fr.status).toBe(413);
    expect(fr.body.message).not.toBe(en.body.message);
    expect(fr.body.message).toContain('0.2');
    expect(await stored(fresh)).toEqual({ rows: 0, files: 0 });
  });

  it('requires sign-in (401) and a file (400), and stores nothing', async () => {
    const fresh = await buildTenant(server);
    const person = await buildSignedInUser(fresh);
    expect((await upload(fresh, null, png())).body.code).toBe('AUTHENTICATION_REQUIRED');
    expect((await upload(fresh, null, png())).status).toBe(401);
    expect((await upload(fresh, 'not-a-real-token', png())).status).toBe(401);
    const missing = await upload(fresh, person.token, null, { referenceKind: 'startup' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'file', message: 'Choose a file to upload.' }] });
    const json = await rest(server, 'POST', '/api/attachment/upload', { file: 'x' }, { tenant: fresh.slug, token: person.token });
    expect(json.status).toBe(400);
    const badReference = await upload(fresh, person.token, png(), { referenceKind: 'planet', referenceId: person.user.id });
    expect(badReference).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    const halfReference = await upload(fresh, person.token, png(), { referenceKind: 'startup' });
    expect(halfReference.status).toBe(400);
    expect(await stored(fresh)).toEqual({ rows: 0, files: 0 });
  });
});

describe('reading attachments', () => {
  it('lists the signed-in user’s own files, newest first, page by page', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'staff' });
    const other = await buildSignedInUser(tenant, { roleType: 'staff' });
    await upload(tenant, other.token, png('not mine.png'));
    const names = ['one.png', 'two.png', 'three.png'];
    for (const name of names) expect((await upload(tenant, person.token, png(name))).status).toBe(200);

    const first = await rest(server, 'GET', '/api/attachments?limit=2', undefined, { tenant: tenant.slug, token: person.token });
    expect(first.status).toBe(200);
    expect(first.body.results.map((a: any) => a.name)).toEqual(['three.png', 'two.png']);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await rest(server, 'GET', `/api/attachments?limit=2&cursor=${first.body.next}`, undefined, { tenant: tenant.slug, token: person.token });
    expect(second.body).toMatchObject({ results: [{ name: 'one.png' }], next: null });
    const all = await rest(server, 'GET', '/api/attachments', undefined, { tenant: tenant.slug, token: person.token });
    expect(all.body.results.map((a: any) => a.name)).toEqual(['three.png', 'two.png', 'one.png']);

    for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=bm9uc2Vuc2U']) {
      const bad = await rest(server, 'GET', `/api/attachments?${query}`, undefined, { tenant: tenant.slug, token: person.token });
      expect(bad, query).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    }
    expect((await rest(server, 'GET', '/api/attachments', undefined, { tenant: tenant.slug })).status).toBe(401);
  });

  it('lists the files of a startup to its people, and to nobody else', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const startup = await buildStartup(tenant, { founders: [owner.user], coaches: [coach.user] });
    const attached = await upload(tenant, owner.token, png('pitch.png'), { referenceKind: 'startup', referenceId: startup.id });
    expect(attached.body).toMatchObject({ referenceKind: 'startup', referenceId: startup.id });
    const list = await rest(server, 'GET', `/api/attachments/reference/startup/${startup.id}`, undefined, { tenant: tenant.slug, token: coach.token });
    expect(list.status).toBe(200);
    expect(list.body.map((a: any) => a._id)).toEqual([attached.body._id]);
    const otherCoach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const hidden = await rest(server, 'GET', `/api/attachments/reference/startup/${startup.id}`, undefined, { tenant: tenant.slug, token: otherCoach.token });
    expect(hidden).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    for (const kind of ['planet', 'spaceship']) {
      const badKind = await rest(server, 'GET', `/api/attachments/reference/${kind}/${startup.id}`, undefined, { tenant: tenant.slug, token: coach.token });
      expect(badKind, kind).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    }
    // An event's files, for an id that is no event of this organisation: as for any record out of reach.
    const noEvent = await rest(server, 'GET', `/api/attachments/reference/event/${startup.id}`, undefined, { tenant: tenant.slug, token: coach.token });
    expect(noEvent).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('shows one file to those who may see its record, and nothing to another tenant', async () => {
    const reader = await buildSignedInUser(tenant, { roleType: 'founder' });
    const startup = await buildStartup(tenant, { founders: [owner.user, reader.user] });
    const file = (await upload(tenant, owner.token, png(), { referenceKind: 'startup', referenceId: startup.id })).body;
    const one = await rest(server, 'GET', `/api/attachments/${file._id}`, undefined, { tenant: tenant.slug, token: reader.token });
    expect(one).toMatchObject({ status: 200, body: { _id: file._id, url: file.url } });

    const other = await buildTenant(server);
    const stranger = await buildSignedInUser(other, { roleType: 'admin' });
    const theirs = await rest(server, 'GET', `/api/attachments/${file._id}`, undefined, { tenant: other.slug, token: stranger.token });
    expect(theirs).toEqual({ status: 404, body: { code: 'NOT_FOUND', name: 'NotFoundError', message: 'Not found.' } });
    const viaFileUrl = await download(other, file.url);
    expect(viaFileUrl.status).toBe(404);
    const malformed = await rest(server, 'GET', '/api/attachments/not-an-id', undefined, { tenant: tenant.slug, token: reader.token, language: 'de' });
    expect(malformed.status).toBe(404);
    expect(malformed.body.code).toBe('NOT_FOUND');
    expect(malformed.body.message).not.toBe('Not found.');
  });

  it('answers 404 for a wrong access key or a malformed id on the file URL', async () => {
    const file = (await upload(tenant, owner.token, png())).body;
    const [, , , id, key, name] = file.url.split('/');
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await download(tenant, `/api/files/${id}/${wrongKey}/${name}`)).status).toBe(404);
    expect((await download(tenant, `/api/files/${id}/short/${name}`)).status).toBe(404);
    expect((await download(tenant, `/api/files/nope/${key}/${name}`)).status).toBe(404);
    expect((await download(tenant, `/api/files/${id}/${key}/any-name-at-all.png`)).status).toBe(200);
  });
});

describe('PUT /api/attachments/:id', () => {
  it('lets the owner change a file of their own, and those who may edit its record once it is attached', async () => {
    const file = (await upload(tenant, owner.token, png())).body;
    const cofounder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const refused = await rest(server, 'PUT', `/api/attachments/${file._id}`, { name: 'mine now' }, { tenant: tenant.slug, token: cofounder.token });
    expect(refused).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });

    const renamed = await rest(server, 'PUT', `/api/attachments/${file._id}`, { name: '../secret/new name' }, { tenant: tenant.slug, token: owner.token });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: file._id, name: 'new name.png', url: expect.stringMatching(/\/new%20name\.png$/) });

    const moved = await rest(server, 'PUT', `/api/attachments/${file._id}`, { referenceKind: 'user', referenceId: owner.user.id }, { tenant: tenant.slug, token: owner.token });
    expect(moved.body).toMatchObject({ name: 'new name.png', referenceKind: 'user', referenceId: owner.user.id });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const byStaff = await rest(server, 'PUT', `/api/attachments/${file._id}`, { name: 'by staff' }, { tenant: tenant.slug, token: staff.token });
    expect(byStaff.body).toMatchObject({ name: 'by staff.png', referenceKind: 'user', referenceId: owner.user.id });
    expect(await eventKinds(tenant, file._id)).toEqual(['attachment.updated', 'attachment.updated', 'attachment.updated', 'attachment.uploaded']);
  });

  it('refuses bad input with VALIDATION_ERROR and changes nothing', async () => {
    const file = (await upload(tenant, owner.token, png('keep.png'))).body;
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(201) },
      { referenceKind: 'planet', referenceId: owner.user.id },
      { referenceKind: 'user' },
      { referenceKind: 'user', referenceId: 'abc' },
      { owner: 'me' },
    ]) {
      const answer = await rest(server, 'PUT', `/api/attachments/${file._id}`, body, { tenant: tenant.slug, token: owner.token });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    }
    const after = await rest(server, 'GET', `/api/attachments/${file._id}`, undefined, { tenant: tenant.slug, token: owner.token });
    expect(after.body).toEqual(file);
    expect(await eventKinds(tenant, file._id)).toEqual(['attachment.uploaded']);
  });
});

describe('DELETE /api/attachments/:referenceId/:id', () => {
  it('deletes a file of the named reference for its owner, then removes the stored bytes', async () => {
    const file = (await upload(tenant, owner.token, png(), { referenceKind: 'user', referenceId: owner.user.id })).body;
    const storedFile = path.join(storageDir, tenant.incubator.id, file._id);
    await fs.access(storedFile);
    const cofounder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const path_ = `/api/attachments/${owner.user.id}/${file._id}`;
    expect((await rest(server, 'DELETE', path_, undefined, { tenant: tenant.slug, token: cofounder.token })).status).toBe(404);
    expect((await rest(server, 'DELETE', `/api/attachments/${cofounder.user.id}/${file._id}`, undefined, { tenant: tenant.slug, token: owner.token })).status).toBe(404);

    const deleted = await rest(server, 'DELETE', path_, undefined, { tenant: tenant.slug, token: owner.token });
    expect(deleted).toEqual({ status: 200, body: { ok: true } });
    expect((await rest(server, 'GET', `/api/attachments/${file._id}`, undefined, { tenant: tenant.slug, token: owner.token })).status).toBe(404);
    await expect(fs.access(storedFile)).rejects.toThrow();
    expect((await download(tenant, file.url)).status).toBe(404);
    expect(await eventKinds(tenant, file._id)).toEqual(['attachment.deleted', 'attachment.uploaded']);
  });
});

describe('POST /api/users/file', () => {
  it('sets the avatar to an uploaded image, and currentUser shows it', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'founder' });
    const answer = await upload(tenant, person.token, png('me.png'), { kind: 'avatar' }, { path: '/api/users/file' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: person.user.id, email: person.email, avatar: expect.stringMatching(/^\/api\/files\/.+\/me\.png$/) });
    expect(answer.body.passwordHash).toBeUndefined();
    const me = await gql(server, '{ currentUser { avatar } }', {}, { tenant: tenant.slug, token: person.token });
    expect(me.data.currentUser.avatar).toBe(answer.body.avatar);
    expect((await download(tenant, answer.body.avatar)).status).toBe(200);
    const mine = await rest(server, 'GET', `/api/attachments/reference/user/${person.user.id}`, undefined, { tenant: tenant.slug, token: person.token });
    expect(mine.body.map((a: any) => a.url)).toEqual([answer.body.avatar]);

    const cover = await upload(tenant, person.token, png('cover.png'), { kind: 'cover' }, { path: '/api/users/file' });
    expect(cover.body.cover).toMatch(/\/cover\.png$/);
    expect(cover.body.avatar).toBe(answer.body.avatar);
  });

  it('takes images only, and a known kind', async () => {
    const fresh = await buildTenant(server);
    const person = await buildSignedInUser(fresh);
    const pdf = await upload(fresh, person.token, { bytes: samplePdf(), name: 'me.pdf', type: 'application/pdf' }, { kind: 'avatar' }, { path: '/api/users/file' });
    expect(pdf.status).toBe(415);
    const badKind = await upload(fresh, person.token, png(), { kind: 'banner' }, { path: '/api/users/file' });
    expect(badKind).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await stored(fresh)).toEqual({ rows: 0, files: 0 });
    const [user] = await withTenant(server.services.pool, fresh.incubator.id, (db) =>
      db.select({ avatar: schema.users.avatar }).from(schema.users).where(like(schema.users.email, person.email)),
    );
    expect(user.avatar).toBeNull();
  });
});
