import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, gql, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant, type TestUser } from '../../../test/factories.ts';
import { eventAt, liveSubscription } from '../../../test/live.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';

let server: TestServer;
let tenant: Tenant;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let roles: Record<string, string>;

const USERS = `query($filter: UsersFilter, $sort: UserSort, $cursor: String, $limit: Int) {
  users(filter: $filter, sort: $sort, cursor: $cursor, limit: $limit) { totalCount next results { _id fullName email status userGroup role { type } } } }`;
const INVITE = `mutation($invitations: [UserInvitationInput!]!) { inviteUsers(invitations: $invitations) { operationId count } }`;
const ROLE = `mutation($userId: ID!, $roleId: ID!) { updateUserRole(userId: $userId, roleId: $roleId) { _id role { type } } }`;
const STATUS = `mutation($userId: ID!, $status: String!) { updateUserStatus(userId: $userId, status: $status) { _id status } }`;
const EDIT = `mutation($userId: ID!, $data: UserProfileInput!) { updateUser(userId: $userId, data: $data) { _id firstName headline } }`;
const OPERATION = `query($id: ID!) { batchOperation(operationId: $id) { status total processed failed count items { position status subjectId error } } }`;
const PROGRESS = `subscription($id: ID!) { userBatchOperationUpdated(operationId: $id) { id count total updateType userId } }`;

const as = (token: string, language?: string) => ({ tenant: tenant.slug, token, language });

async function rolesOf(t: Tenant, token: string): Promise<Record<string, string>> {
  const answer = await gql(t.server, '{ roles { _id type } }', {}, { tenant: t.slug, token });
  return Object.fromEntries(answer.data.roles.map((r: { _id: string; type: string }) => [r.type, r._id]));
}

async function waitForOperation(token: string, id: string, t = tenant) {
  for (let i = 0; i < 100; i++) {
    const answer = await gql(server, OPERATION, { id }, { tenant: t.slug, token });
    if (answer.data?.batchOperation.status !== 'running') return answer.data.batchOperation;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('operation did not finish');
}

async function userRow(id: string, t = tenant) {
  return withTenant(
    server.services.pool,
    t.incubator.id,
    async (db) =>
      (
        await db
          .select()
          .from(schema.users)
          .where(and(eq(schema.users.incubatorId, t.incubator.id), eq(schema.users.id, id)))
      )[0],
  );
}

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'growth' });
  admin = await buildSignedInUser(tenant, { roleType: 'admin', firstName: 'Ada' });
  roles = await rolesOf(tenant, admin.token);
});
afterAll(async () => server?.stop());

describe('users', () => {
  it('pages by name with a cursor, searches literally and filters by user group', async () => {
    const t = await buildTenant(server, { plan: 'enterprise' });
    const a = await buildSignedInUser(t, { roleType: 'admin', firstName: 'Aaron' });
    for (const [name, type] of [
      ['Bea', 'coach'],
      ['Cid', 'mentor'],
      ['Dora', 'cofounder'],
      ['Eve_%', 'evaluator'],
    ] as const)
      await buildUser(t, { roleType: type, firstName: name });
    const first = await gql(server, USERS, { limit: 2 }, { tenant: t.slug, token: a.token });
    expect(first.data.users.totalCount).toBe(5);
    expect(first.data.users.results.map((u: any) => u.fullName.split(' ')[0])).toEqual(['Aaron', 'Bea']);
    const second = await gql(server, USERS, { limit: 2, cursor: first.data.users.next }, { tenant: t.slug, token: a.token });
    expect(second.data.users.results.map((u: any) => u.fullName.split(' ')[0])).toEqual(['Cid', 'Dora']);
    const third = await gql(server, USERS, { limit: 2, cursor: second.data.users.next }, { tenant: t.slug, token: a.token });
    expect(third.data.users.results).toHaveLength(1);
    expect(third.data.users.next).toBeNull();

    const search = await gql(server, USERS, { filter: { search: '_%' } }, { tenant: t.slug, token: a.token });
    expect(search.data.users.results.map((u: any) => u.fullName)).toEqual(['Eve_% evaluator']);
    const network = await gql(server, USERS, { filter: { userGroups: ['network'] } }, { tenant: t.slug, token: a.token });
    expect(network.data.users.results.map((u: any) => u.userGroup)).toEqual(['network']);
    const newest = await gql(server, USERS, { sort: 'NEWEST', limit: 4 }, { tenant: t.slug, token: a.token });
    const rest = await gql(server, USERS, { sort: 'NEWEST', limit: 4, cursor: newest.data.users.next }, { tenant: t.slug, token: a.token });
    expect(newest.data.users.results[0].fullName).toBe('Eve_% evaluator');
    expect(rest.data.users.results.map((u: any) => u.fullName)).toEqual(['Aaron admin']);

    const bad = await gql(server, USERS, { cursor: 'nonsense' }, { tenant: t.slug, token: a.token });
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    const badGroup = await gql(server, USERS, { filter: { userGroups: ['pirates'] } }, { tenant: t.slug, token: a.token });
    expect(badGroup.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('totals from the counts the database keeps: they follow new people, changes of status and removals', async () => {
    const t = await buildTenant(server, { plan: 'enterprise' });
    const a = await buildSignedInUser(t, { roleType: 'admin', firstName: 'Aaron' });
    const people: TestUser[] = [];
    for (const name of ['Bea', 'Cid', 'Dora']) people.push(await buildUser(t, { roleType: 'coach', firstName: name }));
    const list = async (filter?: Record<string, unknown>) => (await gql(server, USERS, { filter, limit: 100 }, { tenant: t.slug, token: a.token })).data.users;
    const totals = async () => {
      const [listed, archived, deleted] = [await list(), await list({ statuses: ['archived'] }), await list({ statuses: ['deleted'] })];
      // The kept total agrees with the rows the same list shows.
      for (const page of [listed, archived, deleted]) expect(page.totalCount).toBe(page.results.length);
      return [listed.totalCount, archived.totalCount, deleted.totalCount];
    };
    expect(await totals()).toEqual([4, 0, 0]);
    await gql(server, STATUS, { userId: people[0].user.id, status: 'archived' }, { tenant: t.slug, token: a.token });
    expect(await totals()).toEqual([4, 1, 0]);
    await gql(server, STATUS, { userId: people[0].user.id, status: 'deleted' }, { tenant: t.slug, token: a.token });
    expect(await totals()).toEqual([3, 0, 1]);
    await withTenant(server.services.pool, t.incubator.id, (db) => db.delete(schema.users).where(eq(schema.users.id, people[1].user.id)));
    expect(await totals()).toEqual([2, 0, 1]);
    // A search counts the people it finds.
    expect((await list({ search: 'dora' })).totalCount).toBe(1);
  });

  it("shows a founder only the people their role's user access allows", async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder', firstName: 'Fay' });
    const other = await buildUser(tenant, { roleType: 'cofounder', firstName: 'Gus' });
    const answer = await gql(server, USERS, { limit: 100 }, as(founder.token));
    const ids = answer.data.users.results.map((u: any) => u._id);
    expect(ids).toContain(founder.user.id);
    expect(ids).toContain(admin.user.id);
    expect(ids).not.toContain(other.user.id);
  });
});

describe('inviteUsers', () => {
  it('invites in a batch: progress arrives in order over a websocket and the invitee gets the mail', async () => {
    const email = 'new.coach@example.test';
    // The subscription needs the operation id: start with a one-person batch, then a second one we watch live.
    const started = await gql(server, INVITE, { invitations: [{ email, firstName: 'Nina', lastName: 'Coach', roleId: roles.coach }] }, as(admin.token));
    expect(started.data.inviteUsers.count).toBe(1);
    const done = await waitForOperation(admin.token, started.data.inviteUsers.operationId);
    expect(done).toMatchObject({ status: 'succeeded', processed: 1, failed: 0 });
    const mail = await server.mailbox.waitFor(email, /acceptinvitation\?token=/);
    expect(mail.text).toContain('/acceptinvitation?token=');
    expect((await userRow(done.items[0].subjectId)).status).toBe('pending');

    const people = await Promise.all([1, 2, 3].map((n) => buildUser(tenant, { roleType: 'mentor', firstName: `M${n}` })));
    const bulk = await gql(
      server,
      `mutation($ids: [ID!]!, $roleId: ID!) { updateUsersRole(userIds: $ids, roleId: $roleId) { operationId count } }`,
      { ids: [...people.map((p) => p.user.id), admin.user.id], roleId: roles.expert },
      as(admin.token),
    );
    const id = bulk.data.updateUsersRole.operationId;
    const live = await liveSubscription(server, { tenant: tenant.slug, token: admin.token }, PROGRESS, { id }, 50);
    try {
      const state = await waitForOperation(admin.token, id);
      const seen: any[] = [];
      // Events that went out before the subscription started are in the operation's state instead.
      for (let i = 0; ; i++) {
        const event = (await eventAt(live, i, 5000)).data!.userBatchOperationUpdated;
        seen.push(event);
        if (['SUCCEEDED', 'PARTIALLY_SUCCEEDED', 'FAILED'].includes(event.updateType)) break;
      }
      const counts = seen.map((e) => e.count);
      expect(counts).toEqual([...counts].sort((x, y) => x - y));
      expect(seen.at(-1)).toMatchObject({ id, updateType: 'PARTIALLY_SUCCEEDED', count: 4, total: 4 });
      expect(state).toMatchObject({ status: 'partial', processed: 3, failed: 1 });
      // The admin in the selection cannot demote themself; that item failed with the reason.
      expect(state.items.find((i: any) => i.status === 'failed').error).toBe('You cannot change your own role or status');
    } finally {
      await live.close();
    }
    for (const p of people) expect((await userRow(p.user.id)).roleId).toBe(roles.expert);
  });

  it('refuses bad input, duplicates and taken addresses with translated errors and writes nothing', async () => {
    const bad = await gql(server, INVITE, { invitations: [{ email: 'not-an-email', firstName: '', lastName: 'X', roleId: roles.coach }] }, as(admin.token, 'fr'));
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    // Each failure names its row and field, in the reader's words: the form shows it on that row.
    expect(bad.errors?.[0].extensions?.fields).toEqual([
      { field: 'invitations.0.email', message: 'Le champ E-mail ne contient pas une adresse e-mail valide' },
      { field: 'invitations.0.firstName', message: 'Le champ Prénom est obligatoire' },
    ]);
    const none = await gql(server, INVITE, { invitations: [] }, as(admin.token));
    expect(none.errors?.[0].extensions?.fields).toEqual([{ field: 'invitations', message: 'Invitations is a required field' }]);
    const dup = await gql(
      server,
      INVITE,
      {
        invitations: [1, 2]
          .map(() => ({ email: 'twice@example.test', firstName: 'T', lastName: 'W', roleId: roles.coach }))
          .concat([{ email: admin.email, firstName: 'A', lastName: 'B', roleId: roles.coach }]),
      },
      as(admin.token),
    );
    expect(dup.errors?.[0].extensions?.fields).toEqual([
      { field: 'invitations.1.email', message: 'twice@example.test appears more than once' },
      { field: 'invitations.2.email', message: `${admin.email} already belongs to someone in this organisation` },
    ]);
    const list = await gql(server, USERS, { filter: { search: 'twice' } }, as(admin.token));
    expect(list.data.users.totalCount).toBe(0);
  });

  it("answers not found for another tenant's role and forbids those without USER:INVITE", async () => {
    const other = await buildTenant(server);
    const otherAdmin = await buildSignedInUser(other, { roleType: 'admin' });
    const otherRoles = await rolesOf(other, otherAdmin.token);
    const foreign = await gql(server, INVITE, { invitations: [{ email: 'x@example.test', firstName: 'X', lastName: 'Y', roleId: otherRoles.coach }] }, as(admin.token));
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const refused = await gql(server, INVITE, { invitations: [{ email: 'y@example.test', firstName: 'X', lastName: 'Y', roleId: roles.coach }] }, as(coach.token));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Staff hold USER:INVITE for the role types of their user access (SELECTED).
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const allowed = await gql(server, INVITE, { invitations: [{ email: 'by-staff@example.test', firstName: 'X', lastName: 'Y', roleId: roles.cofounder }] }, as(staff.token));
    expect(allowed.data?.inviteUsers.count).toBe(1);
  });

  it('enforces the licensed-seat limit on invitations and role changes', async () => {
    const t = await buildTenant(server, { plan: 'starter' });
    const a = await buildSignedInUser(t, { roleType: 'admin' });
    const r = await rolesOf(t, a.token);
    for (let i = 0; i < 3; i++) await buildUser(t, { roleType: 'staff' });
    const founder = await buildUser(t, { roleType: 'cofounder' });
    const seats = await gql(server, '{ seatUsage { used limit } }', {}, { tenant: t.slug, token: a.token });
    expect(seats.data.seatUsage).toEqual({ used: 4, limit: 5 });
    const tooMany = await gql(
      server,
      INVITE,
      { invitations: ['s1', 's2'].map((n) => ({ email: `${n}@example.test`, firstName: n, lastName: 'S', roleId: r.staff })) },
      { tenant: t.slug, token: a.token, language: 'de' },
    );
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'SEAT_LIMIT' }, message: expect.stringContaining('5 lizenzierte Nutzer') });
    // Non-licensed people never take a seat.
    const mentors = await gql(
      server,
      INVITE,
      { invitations: ['m1', 'm2'].map((n) => ({ email: `${n}@example.test`, firstName: n, lastName: 'M', roleId: r.mentor })) },
      { tenant: t.slug, token: a.token },
    );
    expect(mentors.data.inviteUsers.count).toBe(2);
    await buildUser(t, { roleType: 'coach' });
    const promote = await gql(server, ROLE, { userId: founder.user.id, roleId: r.coach }, { tenant: t.slug, token: a.token });
    expect(promote.errors?.[0].extensions?.code).toBe('SEAT_LIMIT');
    expect((await userRow(founder.user.id, t)).roleId).toBe(r.cofounder);
  });
});

describe('updateUserRole / updateUserStatus / updateUser', () => {
  it('changes a role, records the event that notifies the person, and refuses those without USER_ROLES:EDIT', async () => {
    const person = await buildUser(tenant, { roleType: 'mentor' });
    const answer = await gql(server, ROLE, { userId: person.user.id, roleId: roles.expert }, as(admin.token));
    expect(answer.data.updateUserRole.role.type).toBe('expert');
    const events = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.domainEvents)
        .where(and(eq(schema.domainEvents.incubatorId, tenant.incubator.id), eq(schema.domainEvents.subjectId, person.user.id))),
    );
    expect(events.find((e) => e.kind === 'user.roleChanged')?.data).toEqual({ userId: person.user.id, fromRoleId: roles.mentor, toRoleId: roles.expert });
    const subadmin = await buildSignedInUser(tenant, { roleType: 'subadmin' });
    const refused = await gql(server, ROLE, { userId: person.user.id, roleId: roles.mentor }, as(subadmin.token));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const self = await gql(server, ROLE, { userId: admin.user.id, roleId: roles.staff }, as(admin.token));
    expect(self.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('archiving signs the person out; bad statuses and other tenants are refused', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'coach' });
    const archived = await gql(server, STATUS, { userId: person.user.id, status: 'archived' }, as(admin.token));
    expect(archived.data.updateUserStatus.status).toBe('archived');
    const after = await gql(server, '{ currentUser { _id } }', {}, as(person.token));
    expect(after.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    const bad = await gql(server, STATUS, { userId: person.user.id, status: 'gone' }, as(admin.token));
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    const other = await buildTenant(server);
    const stranger = await buildUser(other, { roleType: 'coach' });
    const foreign = await gql(server, STATUS, { userId: stranger.user.id, status: 'archived' }, as(admin.token));
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await userRow(stranger.user.id, other)).status).toBe('active');
  });

  it('lets a coach edit the founders of their startups only (USER:EDIT ASSIGNED)', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const mine = await buildUser(tenant, { roleType: 'cofounder' });
    const notMine = await buildUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [mine.user], coaches: [coach.user] });
    await buildStartup(tenant, { founders: [notMine.user] });
    const ok = await gql(server, EDIT, { userId: mine.user.id, data: { headline: 'CEO' } }, as(coach.token));
    expect(ok.data.updateUser.headline).toBe('CEO');
    const refused = await gql(server, EDIT, { userId: notMine.user.id, data: { headline: 'CEO' } }, as(coach.token));
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(refused.errors?.[0].extensions?.code);
    const bad = await gql(server, EDIT, { userId: mine.user.id, data: { firstName: '  ', timezone: 'Mars/Base' } }, as(admin.token));
    expect(bad.errors?.[0].extensions?.fields.map((f: any) => f.field).sort()).toEqual(['firstName', 'timezone']);
    expect((await userRow(mine.user.id)).firstName).toBe('Test');
  });

  it('resends an invitation to a pending person only', async () => {
    const started = await gql(server, INVITE, { invitations: [{ email: 'again@example.test', firstName: 'Re', lastName: 'Sent', roleId: roles.mentor }] }, as(admin.token));
    const op = await waitForOperation(admin.token, started.data.inviteUsers.operationId);
    await server.mailbox.waitFor('again@example.test');
    const before = server.mailbox.received.filter((m) => m.to === 'again@example.test').length;
    const resent = await gql(server, `mutation($id: ID!) { resendInvitation(userId: $id) { _id } }`, { id: op.items[0].subjectId }, as(admin.token));
    expect(resent.errors).toBeUndefined();
    await expect.poll(() => server.mailbox.received.filter((m) => m.to === 'again@example.test').length).toBe(before + 1);
    const active = await gql(server, `mutation($id: ID!) { resendInvitation(userId: $id) { _id } }`, { id: admin.user.id }, as(admin.token));
    expect(active.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });
});
