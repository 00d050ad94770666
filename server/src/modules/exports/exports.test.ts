import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../core/request-context.ts';
import type { AppError } from '../../core/errors.ts';
import { changeAsOwner, gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { setStartupAccess } from '../startups/test-support.ts';
import { exportRunnerOf } from './runner.ts';
import { requestExport as requestExportAs } from './service.ts';
import { CANCEL, EXPORT, HISTORY, download, exportState, finishedExport, parseCsv, readWorkbook, readZip, requestExport } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

const USERS_PAGE = `query($filter: UsersFilter, $sort: UserSort, $cursor: String) { users(filter: $filter, sort: $sort, cursor: $cursor, limit: 100) { next results { email } } }`;

async function listedEmails(who: { token: string }, on: Tenant, filter: unknown, sort: string): Promise<string[]> {
  const emails: string[] = [];
  let cursor: string | null = null;
  do {
    const page: any = (await gql(server, USERS_PAGE, { filter, sort, cursor }, { tenant: on.slug, token: who.token })).data.users;
    emails.push(...page.results.map((r: { email: string }) => r.email));
    cursor = page.next;
  } while (cursor);
  return emails;
}

async function exportRowCount(on: Tenant): Promise<number> {
  const { rows } = await server.services.pool.query('SELECT count(*)::int AS n FROM exports WHERE incubator_id = $1', [on.incubator.id]);
  return rows[0].n;
}

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  for (const [i, roleType] of (['mentor', 'mentor', 'coach', 'applicant', 'expert'] as const).entries()) {
    await buildUser(tenant, { roleType, firstName: `Person ${String.fromCharCode(65 + i)}, "quoted"` });
  }
});
afterAll(async () => {
  await server?.stop();
});

describe('exports', () => {
  it('writes the users list to XLSX as the list shows it, with the data dictionary first, for its requester only', async () => {
    const filter = { filter: { search: 'person' }, sort: 'NAME' };
    const asked = await requestExport(server, tenant, admin, 'users', 'xlsx', filter);
    expect(asked.errors).toBeUndefined();
    expect(asked.data.requestExport).toMatchObject({ status: 'QUEUED', type: 'users', format: 'xlsx' });
    expect(JSON.parse(asked.data.requestExport.filter)).toEqual(filter);
    const done = await finishedExport(server, tenant, admin, asked.data.requestExport._id);
    expect(done).toMatchObject({ status: 'COMPLETED', rowCount: 5, total: 5, error: null, expired: false, attempts: 1 });
    expect(done.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(done.requestedBy._id).toBe(admin.user.id);
    expect(new Date(done.expiresAt).getTime() - new Date(done.finishedAt).getTime()).toBe(72 * 3_600_000);

    const file = await download(server, tenant, admin, done.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toContain('users-');
    expect(file.body.length).toBe(done.sizeBytes);
    const sheets = await readWorkbook(file.body);
    expect([...sheets.keys()]).toEqual(['Data dictionary', 'Users']);
    const dictionary = sheets.get('Data dictionary')!;
    expect(dictionary[0]).toEqual(['Column', 'Description']);
    expect(dictionary.slice(1).map((r) => r[0])).toEqual(['Name', 'Email', 'Role', 'User group', 'Status', 'Created']);
    expect(dictionary.slice(1).every((r) => r[1].length > 10)).toBe(true);
    const users = sheets.get('Users')!;
    expect(users[0]).toEqual(['Name', 'Email', 'Role', 'User group', 'Status', 'Created']);
    // The same people in the same order as the list's own query.
    expect(users.slice(1).map((r) => r[1])).toEqual(await listedEmails(admin, tenant, filter.filter, 'NAME'));
    expect(users[1]).toEqual([expect.stringContaining('Person A, "quoted"'), expect.any(String), 'Mentor', 'Network', 'Active', expect.stringMatching(/^\d{4}-/)]);

    // Nobody else gets the file: another person of the tenant, no token, another tenant.
    const other = await buildSignedInUser(tenant, { roleType: 'admin' });
    expect((await download(server, tenant, other, done.downloadUrl)).status).toBe(404);
    expect((await download(server, tenant, null, done.downloadUrl)).status).toBe(401);
    const elsewhere = await buildTenant(server);
    const stranger = await buildSignedInUser(elsewhere, { roleType: 'admin' });
    expect((await download(server, elsewhere, stranger, done.downloadUrl)).status).toBe(404);
  });

  it('writes CSV as a ZIP of the dictionary and the data, readable by any CSV reader', async () => {
    const asked = await requestExport(server, tenant, admin, 'users', 'csv', { sort: 'NEWEST' });
    const done = await finishedExport(server, tenant, admin, asked.data.requestExport._id);
    expect(done.status).toBe('COMPLETED');
    expect(done.fileName).toMatch(/^users-.*\.zip$/);
    const file = await download(server, tenant, admin, done.downloadUrl);
    expect(file.headers.get('content-type')).toBe('application/zip');
    const files = await readZip(file.body);
    expect([...files.keys()]).toEqual(['data-dictionary.csv', expect.stringMatching(/^users-.*\.csv$/)]);
    const dictionary = parseCsv(files.get('data-dictionary.csv')!.toString('utf8'));
    expect(dictionary[0]).toEqual(['Column', 'Description']);
    expect(dictionary).toHaveLength(7);
    const data = parseCsv([...files.values()][1].toString('utf8'));
    expect(data[0]).toEqual(['Name', 'Email', 'Role', 'User group', 'Status', 'Created']);
    expect(data.slice(1).map((r) => r[1])).toEqual(await listedEmails(admin, tenant, null, 'NEWEST'));
    expect(data.some((r) => r[0].includes('"quoted"'))).toBe(true);
  });

  it('answers in the requester’s language: headers, dictionary and sheet', async () => {
    const french = await buildSignedInUser(tenant, { roleType: 'admin', language: 'fr' });
    const asked = await requestExport(server, tenant, french, 'users', 'xlsx');
    const done = await finishedExport(server, tenant, french, asked.data.requestExport._id);
    const sheets = await readWorkbook((await download(server, tenant, french, done.downloadUrl)).body);
    expect([...sheets.keys()]).toEqual(['Dictionnaire des données', 'Utilisateurs']);
    expect(sheets.get('Utilisateurs')![0][0]).toBe('Nom');
  });

  it('holds only the users a restricted viewer sees, row by row, as their own list does', async () => {
    await changeAsOwner(server, `UPDATE roles SET user_access = '{"visibilitySettings":"ALL","roles":["mentor"]}'::jsonb WHERE incubator_id = $1 AND type = 'coach'`, [
      tenant.incubator.id,
    ]);
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const asked = await requestExport(server, tenant, coach, 'users', 'csv', { sort: 'NAME' });
    expect(asked.errors).toBeUndefined();
    const done = await finishedExport(server, tenant, coach, asked.data.requestExport._id);
    const files = await readZip((await download(server, tenant, coach, done.downloadUrl)).body);
    const emails = parseCsv([...files.values()][1].toString('utf8'))
      .slice(1)
      .map((r) => r[1]);
    const seen = await listedEmails(coach, tenant, null, 'NAME');
    expect(emails).toEqual(seen);
    // The coach and the two mentors; no admin, applicant, expert or other coach.
    expect(emails).toHaveLength(3);
    expect(emails).toContain(coach.email);

    // A role that may not list people cannot export them: refused before anything is queued.
    await changeAsOwner(server, `UPDATE roles SET user_access = '{"visibilitySettings":"NONE","roles":[]}'::jsonb WHERE incubator_id = $1 AND type = 'coach'`, [
      tenant.incubator.id,
    ]);
    const before = await exportRowCount(tenant);
    const refused = await requestExport(server, tenant, coach, 'users', 'xlsx');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await exportRowCount(tenant)).toBe(before);
  });

  it('holds only the startups a restricted viewer sees', async () => {
    const on = await buildTenant(server);
    const boss = await buildSignedInUser(on, { roleType: 'admin' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    await setStartupAccess(server, on, 'coach', 'ASSIGNED');
    await buildStartup(on, { name: 'Acme', coaches: [coach.user] });
    await buildStartup(on, { name: 'Borealis' });
    await buildStartup(on, { name: 'Cobalt' });

    const mine = await finishedExport(server, on, coach, (await requestExport(server, on, coach, 'startups', 'xlsx', { sort: 'NAME' })).data.requestExport._id);
    const coachRows = (await readWorkbook((await download(server, on, coach, mine.downloadUrl)).body)).get('Startups')!;
    expect(coachRows.slice(1).map((r) => r[0])).toEqual(['Acme']);
    expect(coachRows[1][5]).toContain('Test coach');

    const all = await finishedExport(server, on, boss, (await requestExport(server, on, boss, 'startups', 'xlsx', { sort: 'NAME' })).data.requestExport._id);
    const bossRows = (await readWorkbook((await download(server, on, boss, all.downloadUrl)).body)).get('Startups')!;
    expect(bossRows[0]).toEqual(['Name', 'Stage', 'Programmes', 'Industries', 'Tags', 'Assigned', 'Created']);
    expect(bossRows.slice(1).map((r) => r[0])).toEqual(['Acme', 'Borealis', 'Cobalt']);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await exportRowCount(tenant);
    const call = (input: Record<string, unknown>) =>
      runAs(server.services, tenant.incubator, admin.user.id, (ctx) => requestExportAs(ctx, input)).then(
        () => null,
        (error: AppError) => error.fields.map((f) => f.field),
      );
    expect(await call({ type: 'nothing', format: 'xlsx' })).toEqual(['type']);
    expect(await call({ type: 'users', format: 'pdf' })).toEqual(['format']);
    expect(await call({ type: 'users', format: 'csv', filter: '{not json' })).toEqual(['filter']);
    expect(await call({ type: 'users', format: 'csv', filter: JSON.stringify({ filter: { statuses: ['sleeping'] } }) })).toEqual(['filter.filter.statuses.0']);
    expect(await call({ type: 'users', format: 'csv', filter: JSON.stringify({ sort: 'LOUDEST', extra: 1 }) })).toEqual(expect.arrayContaining(['filter.sort']));
    expect(await call({ type: 'users', format: 'csv', filter: 'x'.repeat(20_000) })).toEqual(['filter']);

    // Through the API: the schema's enums refuse an unknown type or format; a bad filter is a translated field error.
    const unknownType = await gql(server, 'mutation { requestExport(type: pdfs, format: csv) { _id } }', {}, { tenant: tenant.slug, token: admin.token });
    expect(unknownType.errors?.length).toBeGreaterThan(0);
    const badFilter = await requestExport(server, tenant, admin, 'users', 'csv', { filter: { statuses: ['sleeping'] } });
    expect(badFilter.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'filter.filter.statuses.0' }] });
    expect(await exportRowCount(tenant)).toBe(before);
  });

  it('keeps another tenant’s and another person’s exports not found', async () => {
    const asked = await requestExport(server, tenant, admin, 'users', 'csv');
    const id = asked.data.requestExport._id;
    const elsewhere = await buildTenant(server);
    const stranger = await buildSignedInUser(elsewhere, { roleType: 'admin' });
    for (const query of [EXPORT, CANCEL]) {
      const answer = await gql(server, query, { id }, { tenant: elsewhere.slug, token: stranger.token });
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const colleague = await buildSignedInUser(tenant, { roleType: 'admin' });
    expect((await gql(server, EXPORT, { id }, { tenant: tenant.slug, token: colleague.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(server, EXPORT, { id: 'not-an-id' }, { tenant: tenant.slug, token: admin.token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // The history holds one's own only, newest first, page by page.
    const history = await gql(server, HISTORY, { limit: 2 }, { tenant: elsewhere.slug, token: stranger.token });
    expect(history.data.exports).toEqual({ totalCount: 0, next: null, results: [] });
    const own = await gql(server, HISTORY, { limit: 2 }, { tenant: tenant.slug, token: admin.token });
    expect(own.data.exports.results[0]._id).toBe(id);
    expect(own.data.exports.next).toBeTruthy();
    const rest: string[] = [];
    for (let cursor = own.data.exports.next; cursor; ) {
      const page = (await gql(server, HISTORY, { limit: 2, cursor }, { tenant: tenant.slug, token: admin.token })).data.exports;
      rest.push(...page.results.map((r: { _id: string }) => r._id));
      cursor = page.next;
    }
    expect(new Set([...own.data.exports.results.map((r: { _id: string }) => r._id), ...rest]).size).toBe(own.data.exports.totalCount);
    const badCursor = await gql(server, HISTORY, { cursor: 'nope' }, { tenant: tenant.slug, token: admin.token });
    expect(badCursor.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('removes the file once its time is up; the link then answers 410 with the reason', async () => {
    const done = await finishedExport(server, tenant, admin, (await requestExport(server, tenant, admin, 'users', 'xlsx')).data.requestExport._id);
    const { rows } = await server.services.pool.query('SELECT storage_key FROM exports WHERE incubator_id = $1 AND id = $2', [tenant.incubator.id, done._id]);
    const key = rows[0].storage_key as string;
    await expect(server.services.storage.get(key)).resolves.toBeTruthy();
    await changeAsOwner(server, `UPDATE exports SET expires_at = now() - interval '1 minute' WHERE incubator_id = $1 AND id = $2`, [tenant.incubator.id, done._id]);
    // Past its time the link is gone at once, before any sweep.
    const gone = await download(server, tenant, admin, done.downloadUrl);
    expect(gone.status).toBe(410);
    expect(JSON.parse(gone.body.toString()).message).toMatch(/expired/);
    const french = await fetch(`${server.url}${done.downloadUrl}`, { headers: { 'x-incubator': tenant.slug, authorization: `Bearer ${admin.token}`, 'accept-language': 'fr' } });
    expect(french.status).toBe(410);
    // Another test's server sweeping every tenant may have removed it first; either way it is gone.
    await exportRunnerOf(server.services)!.expire(new Date(), { only: [tenant.incubator.id] });
    await expect(server.services.storage.get(key)).rejects.toThrow();
    expect(await exportState(server, tenant, admin, done._id)).toMatchObject({ status: 'COMPLETED', expired: true, downloadUrl: null });
    expect((await download(server, tenant, admin, done.downloadUrl)).status).toBe(410);
  });

  it('cancels an unfinished export; a finished one stays as it is', async () => {
    const id = (await requestExport(server, tenant, admin, 'users', 'xlsx')).data.requestExport._id;
    const cancelled = await gql(server, CANCEL, { id }, { tenant: tenant.slug, token: admin.token });
    const state = cancelled.data.cancelExport;
    if (state.status === 'ERROR') expect(state.error).toBe('The export was cancelled.');
    else expect(state.status).toBe('COMPLETED');
    const final = await finishedExport(server, tenant, admin, id);
    expect(final.status).toBe(state.status);
  });
});
