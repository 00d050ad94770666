import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestServer, rest, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, created } from '../tasks/test-support.ts';
import { samplePng } from './sample-files.ts';

let server: TestServer;
let storageDir: string;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-files-'));
  server = await startTestServer({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

type Person = Awaited<ReturnType<typeof buildSignedInUser>>;

async function upload(t: Tenant, person: Person, fields: Record<string, string> = {}, name = 'deck.png') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), name);
  const response = await fetch(`${server.url}/api/attachment/upload`, {
    method: 'POST',
    headers: { 'x-incubator': t.slug, authorization: `Bearer ${person.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const call = (t: Tenant, person: Person, method: string, url: string, body?: unknown) => rest(server, method, url, body, { tenant: t.slug, token: person.token });

/** Everything an attachment request can write: rows, their events, and files (stored or being received). */
async function written(t: Tenant) {
  const [rows] = await withTenant(server.services.pool, t.incubator.id, (db) => db.select({ n: count() }).from(schema.attachments));
  const [events] = await withTenant(server.services.pool, t.incubator.id, (db) =>
    db.select({ n: count() }).from(schema.domainEvents).where(eq(schema.domainEvents.subjectKind, 'attachment')),
  );
  const files = await fs.readdir(path.join(storageDir, t.incubator.id)).catch(() => []);
  const incoming = await fs.readdir(path.join(storageDir, '.incoming')).catch(() => []);
  return { rows: rows.n, events: events.n, files: files.length, incoming: incoming.length };
}

const attachmentRow = (t: Tenant, id: string) =>
  withTenant(server.services.pool, t.incubator.id, async (db) => {
    const [row] = await db
      .select()
      .from(schema.attachments)
      .where(and(eq(schema.attachments.incubatorId, t.incubator.id), eq(schema.attachments.id, id)));
    return row;
  });

describe('attachments of a startup', () => {
  let tenant: Tenant;
  let founderA: Person;
  let founderB: Person;
  let coachA: Person;
  let startupA: { id: string };
  let startupB: { id: string };
  let fileA: any;

  beforeAll(async () => {
    // Startup documents are a plan feature (startupDocuments): the top plan has it.
    tenant = await buildTenant(server, { plan: 'enterprise' });
    founderA = await buildSignedInUser(tenant, { roleType: 'founder' });
    founderB = await buildSignedInUser(tenant, { roleType: 'founder' });
    coachA = await buildSignedInUser(tenant, { roleType: 'coach' });
    startupA = await buildStartup(tenant, { founders: [founderA.user], coaches: [coachA.user] });
    startupB = await buildStartup(tenant, { founders: [founderB.user] });
    const answer = await upload(tenant, founderA, { referenceKind: 'startup', referenceId: startupA.id }, 'plan.png');
    expect(answer.status).toBe(200);
    fileA = answer.body;
  });

  it('are listed and read by the startup’s founders, its assigned coach and staff', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    for (const person of [founderA, coachA, staff]) {
      const list = await call(tenant, person, 'GET', `/api/attachments/reference/startup/${startupA.id}`);
      expect(list.status).toBe(200);
      expect(list.body.map((a: any) => a._id)).toEqual([fileA._id]);
      const one = await call(tenant, person, 'GET', `/api/attachments/${fileA._id}`);
      expect(one).toMatchObject({ status: 200, body: { _id: fileA._id, referenceKind: 'startup', referenceId: startupA.id } });
    }
  });

  it('are not found by the founder of another startup, nor by a coach who is not assigned', async () => {
    const otherCoach = await buildSignedInUser(tenant, { roleType: 'coach' });
    for (const person of [founderB, otherCoach]) {
      const list = await call(tenant, person, 'GET', `/api/attachments/reference/startup/${startupA.id}`);
      expect(list).toEqual({ status: 404, body: { code: 'NOT_FOUND', name: 'NotFoundError', message: 'Not found.' } });
      const one = await call(tenant, person, 'GET', `/api/attachments/${fileA._id}`);
      expect(one).toEqual({ status: 404, body: { code: 'NOT_FOUND', name: 'NotFoundError', message: 'Not found.' } });
    }
    // A startup that does not exist answers exactly the same.
    const missing = await call(tenant, founderB, 'GET', '/api/attachments/reference/startup/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('cannot be renamed, moved, deleted or added to by the founder of another startup, and nothing is written', async () => {
    const own = (await upload(tenant, founderB, { referenceKind: 'startup', referenceId: startupB.id }, 'mine.png')).body;
    const before = await written(tenant);

    const rename = await call(tenant, founderB, 'PUT', `/api/attachments/${fileA._id}`, { name: 'taken' });
    expect(rename).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const detach = await call(tenant, founderB, 'PUT', `/api/attachments/${fileA._id}`, { referenceKind: null, referenceId: null });
    expect(detach.status).toBe(404);
    const remove = await call(tenant, founderB, 'DELETE', `/api/attachments/${startupA.id}/${fileA._id}`);
    expect(remove).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const moveOwnThere = await call(tenant, founderB, 'PUT', `/api/attachments/${own._id}`, { referenceKind: 'startup', referenceId: startupA.id });
    expect(moveOwnThere).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const attach = await upload(tenant, founderB, { referenceKind: 'startup', referenceId: startupA.id });
    expect(attach).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });

    expect(await written(tenant)).toEqual(before);
    expect(await attachmentRow(tenant, fileA._id)).toMatchObject({ name: 'plan.png', referenceKind: 'startup', referenceId: startupA.id });
    expect(await attachmentRow(tenant, own._id)).toMatchObject({ referenceKind: 'startup', referenceId: startupB.id });
    expect((await fetch(`${server.url}${fileA.url}`, { headers: { 'x-incubator': tenant.slug } })).status).toBe(200);
  });

  it('are renamed, added to and deleted by the startup’s own people', async () => {
    const renamed = await call(tenant, coachA, 'PUT', `/api/attachments/${fileA._id}`, { name: 'business plan' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'business plan.png' } });
    const added = await upload(tenant, founderA, { referenceKind: 'startup', referenceId: startupA.id }, 'extra.png');
    expect(added.status).toBe(200);
    const deleted = await call(tenant, founderA, 'DELETE', `/api/attachments/${startupA.id}/${added.body._id}`);
    expect(deleted).toEqual({ status: 200, body: { ok: true } });
  });

  it('leave a former founder’s own list and reach once they leave the startup', async () => {
    const leaving = await buildSignedInUser(tenant, { roleType: 'founder' });
    const startup = await buildStartup(tenant, { founders: [leaving.user, founderA.user] });
    const file = (await upload(tenant, leaving, { referenceKind: 'startup', referenceId: startup.id })).body;
    const loose = (await upload(tenant, leaving)).body;
    expect((await call(tenant, leaving, 'GET', '/api/attachments')).body.results.map((a: any) => a._id)).toEqual([loose._id, file._id]);

    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.delete(schema.startupMembers).where(and(eq(schema.startupMembers.startupId, startup.id), eq(schema.startupMembers.userId, leaving.user.id))),
    );
    expect((await call(tenant, leaving, 'GET', '/api/attachments')).body.results.map((a: any) => a._id)).toEqual([loose._id]);
    expect((await call(tenant, leaving, 'GET', `/api/attachments/${file._id}`)).status).toBe(404);
    expect((await call(tenant, founderA, 'GET', `/api/attachments/${file._id}`)).status).toBe(200);
  });

  it('are not found from another tenant, whatever its people may do there', async () => {
    const other = await buildTenant(server, { plan: 'enterprise' });
    const admin = await buildSignedInUser(other, { roleType: 'admin' });
    const before = await written(tenant);
    expect((await call(other, admin, 'GET', `/api/attachments/reference/startup/${startupA.id}`)).status).toBe(404);
    expect((await call(other, admin, 'GET', `/api/attachments/${fileA._id}`)).status).toBe(404);
    expect((await call(other, admin, 'PUT', `/api/attachments/${fileA._id}`, { name: 'taken' })).status).toBe(404);
    expect((await call(other, admin, 'DELETE', `/api/attachments/${startupA.id}/${fileA._id}`)).status).toBe(404);
    expect((await upload(other, admin, { referenceKind: 'startup', referenceId: startupA.id })).status).toBe(404);
    expect((await upload(other, admin, { referenceKind: 'incubator', referenceId: tenant.incubator.id })).status).toBe(404);
    expect(await written(tenant)).toEqual(before);
    expect((await written(other)).rows).toBe(0);
  });
});

describe('attachments of other records', () => {
  it('of a person: seen by those who see the person, changed by the person and by USER:EDIT', async () => {
    const tenant = await buildTenant(server);
    const founder = await buildSignedInUser(tenant, { roleType: 'founder' });
    const cofounder = await buildSignedInUser(tenant, { roleType: 'founder' });
    const stranger = await buildSignedInUser(tenant, { roleType: 'founder' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    await buildStartup(tenant, { founders: [founder.user, cofounder.user] });
    const file = (await upload(tenant, founder, { referenceKind: 'user', referenceId: founder.user.id })).body;

    expect((await call(tenant, cofounder, 'GET', `/api/attachments/reference/user/${founder.user.id}`)).body.map((a: any) => a._id)).toEqual([file._id]);
    expect((await call(tenant, stranger, 'GET', `/api/attachments/reference/user/${founder.user.id}`)).status).toBe(404);
    expect((await call(tenant, stranger, 'GET', `/api/attachments/${file._id}`)).status).toBe(404);

    // The co-founder sees the person but may not edit them: forbidden, and nothing written.
    const before = await written(tenant);
    expect(await call(tenant, cofounder, 'PUT', `/api/attachments/${file._id}`, { name: 'x' })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await upload(tenant, cofounder, { referenceKind: 'user', referenceId: founder.user.id })).status).toBe(403);
    expect(await written(tenant)).toEqual(before);

    expect((await call(tenant, staff, 'PUT', `/api/attachments/${file._id}`, { name: 'checked' })).body.name).toBe('checked.png');
  });

  it('of a task: seen by its assignees, changed by those who manage it', async () => {
    const tenant = await buildTenant(server);
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const assignee = await buildSignedInUser(tenant, { roleType: 'founder' });
    const other = await buildSignedInUser(tenant, { roleType: 'founder' });
    const task = await created(caller(server), staff.token, tenant, { name: 'Send the deck', assignees: [{ type: 'user', value: assignee.user.id }] });
    const file = (await upload(tenant, staff, { referenceKind: 'task', referenceId: task._id })).body;
    expect(file.referenceId).toBe(task._id);

    expect((await call(tenant, assignee, 'GET', `/api/attachments/reference/task/${task._id}`)).body.map((a: any) => a._id)).toEqual([file._id]);
    expect((await call(tenant, other, 'GET', `/api/attachments/reference/task/${task._id}`)).status).toBe(404);
    expect((await upload(tenant, other, { referenceKind: 'task', referenceId: task._id })).status).toBe(404);
    expect((await upload(tenant, assignee, { referenceKind: 'task', referenceId: task._id })).status).toBe(403);
    expect((await call(tenant, assignee, 'DELETE', `/api/attachments/${task._id}/${file._id}`)).status).toBe(403);
    expect((await call(tenant, staff, 'DELETE', `/api/attachments/${task._id}/${file._id}`)).status).toBe(200);
  });

  it('of the organisation: seen by its people, changed by its admins', async () => {
    const tenant = await buildTenant(server);
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const founder = await buildSignedInUser(tenant, { roleType: 'founder' });
    const file = (await upload(tenant, admin, { referenceKind: 'incubator', referenceId: tenant.incubator.id })).body;
    expect((await call(tenant, founder, 'GET', `/api/attachments/${file._id}`)).status).toBe(200);
    expect((await call(tenant, founder, 'PUT', `/api/attachments/${file._id}`, { name: 'mine' })).status).toBe(403);
    expect((await upload(tenant, founder, { referenceKind: 'incubator', referenceId: tenant.incubator.id })).status).toBe(403);
    expect((await call(tenant, admin, 'PUT', `/api/attachments/${file._id}`, { name: 'logo' })).body.name).toBe('logo.png');
  });

  it('without a record: its owner’s alone', async () => {
    const tenant = await buildTenant(server);
    const owner = await buildSignedInUser(tenant, { roleType: 'founder' });
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const file = (await upload(tenant, owner)).body;
    expect((await call(tenant, owner, 'GET', `/api/attachments/${file._id}`)).status).toBe(200);
    expect((await call(tenant, admin, 'GET', `/api/attachments/${file._id}`)).status).toBe(404);
    expect((await call(tenant, admin, 'PUT', `/api/attachments/${file._id}`, { name: 'x' })).status).toBe(404);
  });

  it('of a kind no feature declares is refused as invalid input, and nothing is written', async () => {
    const tenant = await buildTenant(server);
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    for (const kind of ['planet', 'note', 'application']) {
      const answer = await upload(tenant, admin, { referenceKind: kind, referenceId: admin.user.id });
      expect(answer, kind).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    }
    expect(await written(tenant)).toEqual({ rows: 0, events: 0, files: 0, incoming: 0 });
  });
});
