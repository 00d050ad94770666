import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { schema } from '../../core/db/pool.ts';
import { knownDatabaseError } from '../../core/errors.ts';
import { translator } from '../../core/i18n/index.ts';
import { CREATE, UPDATE, caller, created, inDays } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
let call: ReturnType<typeof caller>;
let staff: { user: { id: string }; token: string };

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
  call = caller(server);
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
});
afterAll(() => server.stop());

const me = () => [{ type: 'user', value: staff.user.id }];

async function storedTasks() {
  return withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.tasks));
}

async function storedTask(id: string) {
  const [row] = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.tasks).where(eq(schema.tasks.id, id)));
  return row;
}

describe('task references', () => {
  it("answers NOT_FOUND on the startup field for an unknown startup or another tenant's, on create and update, and writes nothing", async () => {
    const foreign = await buildStartup(otherTenant);
    const task = await created(call, staff.token, tenant, { name: 'Keep me', assignees: me() });
    const before = await storedTasks();
    for (const startupId of [randomUUID(), foreign.id]) {
      const create = await call(CREATE, { name: 'Orphan', dueDate: inDays(1), assignees: me(), startupId }, staff.token, tenant);
      const update = await call(UPDATE, { id: task._id, task: { startupId } }, staff.token, tenant);
      for (const answer of [create, update]) {
        expect(answer.data).toBeNull();
        expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'startupId', message: 'Not found.' }]);
      }
    }
    expect(await storedTasks()).toEqual(before);
  });

  it('turns a reference the database refuses (a foreign key naming no row) into NOT_FOUND on its field', async () => {
    const refused = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db.insert(schema.tasks).values({ incubatorId: tenant.incubator.id, id: randomUUID(), name: 'Orphan', dueDate: new Date(), startupId: randomUUID(), createdBy: null }),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).not.toBeNull();
    expect(knownDatabaseError(refused)?.translate(translator('en'))).toEqual({
      message: 'Not found.',
      extensions: { code: 'NOT_FOUND', name: 'NotFoundError', fields: [{ field: 'startupId', message: 'Not found.' }] },
    });
  });

  it("keeps accepting the tenant's own startup", async () => {
    const own = await buildStartup(tenant);
    const task = await created(call, staff.token, tenant, { name: 'On a startup', assignees: me(), startupId: own.id });
    expect(task.startup._id).toBe(own.id);
  });
});

describe('task due dates', () => {
  it.each([
    ['+275760-09-13T00:00:00.000Z', 'Due date must be a date between the years 1900 and 2200'],
    ['-271821-04-20T00:00:00.000Z', 'Due date must be a date between the years 1900 and 2200'],
    ['-003000-01-01T00:00:00.000Z', 'Due date must be a date between the years 1900 and 2200'],
    ['2027-02-30', 'Due date is not a valid date'],
    ['2027-02-30T22:59:59.999Z', 'Due date is not a valid date'],
    ['2027-13-01T00:00:00.000Z', 'Due date is not a valid date'],
    ['2027-06-01T24:30:00.000Z', 'Due date is not a valid date'],
  ])('refuses %s on create and update with a field error, storing nothing', async (dueDate, message) => {
    const task = await created(call, staff.token, tenant, { name: 'Dated', assignees: me() });
    const before = await storedTasks();
    const create = await call(CREATE, { name: 'Far away', dueDate, assignees: me() }, staff.token, tenant);
    const update = await call(UPDATE, { id: task._id, task: { dueDate } }, staff.token, tenant);
    for (const answer of [create, update]) {
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'dueDate', message }]);
    }
    expect(await storedTasks()).toEqual(before);
  });

  it("says so in the user's language", async () => {
    const french = await buildSignedInUser(tenant, { roleType: 'staff', language: 'fr' });
    const answer = await call(CREATE, { name: 'X', dueDate: '2027-02-30', assignees: [{ type: 'user', value: french.user.id }] }, french.token, tenant);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'dueDate', message: "Le champ Date d'échéance ne contient pas une date valide" }]);
  });

  it('accepts a real date written with an offset', async () => {
    const due = new Date(Date.now() + 3 * 86_400_000);
    const written = `${due.toISOString().slice(0, 10)}T12:00:00+02:00`;
    const task = await created(call, staff.token, tenant, { name: 'With offset', dueDate: written, assignees: me() });
    expect(new Date(task.dueDate).toISOString()).toBe(new Date(written).toISOString());
  });
});

describe('task links', () => {
  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://exa mple.org',
    '/startup/1 2',
    '/startup\\1',
  ])('refuses %s with the translated field error and stores nothing', async (url) => {
    const task = await created(call, staff.token, tenant, { name: 'Linked', assignees: me(), url: 'https://example.org/kept' });
    const before = await storedTasks();
    const create = await call(CREATE, { name: 'Bad link', dueDate: inDays(1), assignees: me(), url }, staff.token, tenant);
    const update = await call(UPDATE, { id: task._id, task: { url } }, staff.token, tenant);
    for (const answer of [create, update]) {
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'url', message: 'Link is not a valid url' }]);
    }
    expect(await storedTasks()).toEqual(before);
    expect((await storedTask(task._id)).url).toBe('https://example.org/kept');
  });

  it("answers the link error in the user's language", async () => {
    const german = await buildSignedInUser(tenant, { roleType: 'staff', language: 'de' });
    const answer = await call(CREATE, { name: 'X', dueDate: inDays(1), assignees: [{ type: 'user', value: german.user.id }], url: 'javascript:alert(1)' }, german.token, tenant);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'url', message: 'Link ist keine gültige URL' }]);
  });

  it.each([
    ['example.org', 'http://example.org'],
    ['example.org/report?q=1', 'http://example.org/report?q=1'],
    ['https://example.org/a', 'https://example.org/a'],
    ['mailto:team@example.org', 'mailto:team@example.org'],
    ['//example.org/x', 'http://example.org/x'],
    ['/\\example.org/x', 'http://example.org/x'],
    ['/startup/123/file/company', '/startup/123/file/company'],
  ])('stores %s as %s', async (url, stored) => {
    const task = await created(call, staff.token, tenant, { name: 'Linked', assignees: me(), url });
    expect(task.url).toBe(stored);
    expect((await storedTask(task._id)).url).toBe(stored);
  });
});

describe('task names', () => {
  it.each(['Call\u0000back', 'Bell\u0007', 'Escape\u001b[31m', 'Delete\u007f', 'C1\u009bcontrol'])('refuses control characters in %j with their own message', async (name) => {
    const before = await storedTasks();
    const answer = await call(CREATE, { name, dueDate: inDays(1), assignees: me() }, staff.token, tenant);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'name', message: 'Name contains characters that are not allowed' }]);
    expect(await storedTasks()).toEqual(before);
  });

  it.each([
    ['ar', 'يحتوي حقل الاسم على أحرف غير مسموح بها'],
    ['de', 'Name enthält Zeichen, die nicht erlaubt sind'],
    ['en', 'Name contains characters that are not allowed'],
    ['es', 'El campo Nombre contiene caracteres no permitidos'],
    ['fr', 'Le champ Nom contient des caractères non autorisés'],
    ['ko', '이름 항목에 허용되지 않는 문자가 포함되어 있습니다'],
    ['pt', 'O campo Nome contém caracteres não permitidos'],
    ['tr', 'Ad alanı izin verilmeyen karakterler içeriyor'],
    ['uk', 'Поле «Назва» містить недозволені символи'],
  ])('says so in %s', async (language, message) => {
    const person = await buildSignedInUser(tenant, { roleType: 'staff', language });
    const answer = await call(CREATE, { name: 'nul\u0000byte', dueDate: inDays(1), assignees: [{ type: 'user', value: person.user.id }] }, person.token, tenant);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'name', message }]);
  });

  it('accepts ordinary text in any script', async () => {
    const task = await created(call, staff.token, tenant, { name: 'Préparer la réunion — 会議 · اجتماع', assignees: me() });
    expect(task.name).toBe('Préparer la réunion — 会議 · اجتماع');
  });
});
