import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../test/factories.ts';
import { encodeCursor } from './cursor.ts';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
});
afterAll(() => server.stop());

const LISTS = {
  myTasks: `query($cursor: String) { myTasksPaginated(cursor: $cursor) { next } }`,
  userTasks: `query($cursor: String, $userId: ID!) { userTasks(userId: $userId, cursor: $cursor) { next } }`,
  people: `query($cursor: String) { userTaskSummaries(cursor: $cursor) { next } }`,
  startups: `query($cursor: String) { startupTaskSummaries(cursor: $cursor, todayStart: "2027-03-01T00:00:00Z", todayEnd: "2027-03-02T00:00:00Z") { next } }`,
  users: `query($cursor: String) { users(cursor: $cursor) { next } }`,
  usersByCreation: `query($cursor: String) { users(cursor: $cursor, sort: NEWEST) { next } }`,
  activity: `query($cursor: String) { activityFeed(cursor: $cursor) { next } }`,
};

// A forged impossible day and id, readable base64url JSON of the wrong shape, and text that is no cursor at all.
const MALFORMED = [
  'garbage',
  encodeCursor(['2027-02-30T00:00:00.000000Z', 'not-an-id']),
  encodeCursor([1, 2, 3, 4]),
  encodeCursor([['not a time'] as unknown as string, '0190f5b2-8c1e-7a4b-9f3d-2b6c8e4a1d07']),
];

describe('a malformed cursor', () => {
  it('gets the same translated VALIDATION_ERROR from every list', async () => {
    const messages = new Set<string>();
    for (const [list, query] of Object.entries(LISTS)) {
      for (const cursor of MALFORMED) {
        const answer = await gql(server, query, { cursor, userId: admin.user.id }, { tenant: tenant.slug, token: admin.token, language: 'fr' });
        expect(answer.errors?.[0].extensions, `${list} ${cursor}`).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'cursor' }] });
        messages.add(answer.errors![0].extensions!.fields[0].message);
      }
    }
    for (const cursor of MALFORMED) {
      const answer = await rest(server, 'GET', `/api/attachments?cursor=${cursor}`, undefined, { tenant: tenant.slug, token: admin.token, language: 'fr' });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual([expect.objectContaining({ field: 'cursor' })]);
      messages.add(answer.body.fields[0].message);
    }
    expect(messages.size).toBe(1);
  });
});
