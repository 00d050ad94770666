import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../test/harness.ts';
import { signIn } from '../../test/factories.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { download, readWorkbook } from '../modules/exports/test-support.ts';
import { createDemoTenant, DEMO_PASSWORD } from './demo.ts';

let server: TestServer;
let incubator: IncubatorRow;

beforeAll(async () => {
  server = await startTestServer();
  incubator = await createDemoTenant(server.services, `demo-${randomUUID().slice(0, 8)}`);
}, 240_000);
afterAll(() => server.stop());

const HISTORY = '{ exports(limit: 10) { results { _id type format status rowCount total downloadUrl } } }';

describe('the demo’s export history', () => {
  it('shows the admin a finished export with its file and one being written, and the staff member their own', async () => {
    const tenant = { incubator, slug: incubator.slug, server };
    const admin = { token: await signIn(tenant, { user: null as never, email: 'admin@demo.test', password: DEMO_PASSWORD }) };
    const exports = (await gql(server, HISTORY, {}, { tenant: incubator.slug, token: admin.token })).data.exports.results;
    expect(exports.map((e: { type: string; status: string }) => [e.type, e.status]).sort()).toEqual([
      ['startups', 'COMPLETED'],
      ['startups', 'IN_PROGRESS'],
      ['users', 'COMPLETED'],
    ]);
    const running = exports.find((e: { status: string }) => e.status === 'IN_PROGRESS');
    expect(running.rowCount).toBeGreaterThan(0);
    expect(running.rowCount).toBeLessThan(running.total);
    const users = exports.find((e: { type: string }) => e.type === 'users');
    const sheets = await readWorkbook((await download(server, tenant, admin, users.downloadUrl)).body);
    expect([...sheets.keys()]).toEqual(['Data dictionary', 'Users']);
    expect(sheets.get('Users')!.length).toBe(users.rowCount + 1);

    const staff = { token: await signIn(tenant, { user: null as never, email: 'staff@demo.test', password: DEMO_PASSWORD }) };
    const own = (await gql(server, HISTORY, {}, { tenant: incubator.slug, token: staff.token })).data.exports.results;
    expect(own).toMatchObject([{ type: 'startups', status: 'COMPLETED', downloadUrl: expect.stringMatching(/^\/api\/exports\//) }]);
  });
});
