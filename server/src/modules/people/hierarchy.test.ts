import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, gql, type GqlAnswer, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { PASSWORD, buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { UPDATE_ROLE } from '../access/test-support.ts';

let server: TestServer;

const INVITE = `mutation($invitations: [UserInvitationInput!]!) { inviteUsers(invitations: $invitations) { operationId count } }`;
const ROLE = `mutation($userId: ID!, $roleId: ID!) { updateUserRole(userId: $userId, roleId: $roleId) { _id role { type } } }`;
const STATUS = `mutation($userId: ID!, $status: String!) { updateUserStatus(userId: $userId, status: $status) { _id status } }`;
const EDIT = `mutation($userId: ID!, $data: UserProfileInput!) { updateUser(userId: $userId, data: $data) { _id headline } }`;
const BULK_ROLE = `mutation($ids: [ID!]!, $roleId: ID!) { updateUsersRole(userIds: $ids, roleId: $roleId) { operationId count } }`;
const BULK_STATUS = `mutation($ids: [ID!]!, $status: String!) { updateUsersStatus(userIds: $ids, status: $status) { operationId count } }`;
const OPERATION = `query($id: ID!) { batchOperation(operationId: $id) { status processed failed items { status subjectId error } } }`;
const DELETE_ME = 'mutation($password: String) { deleteMyAccount(password: $password) }';
const ME = '{ currentUser { _id status } }';

const ABOVE = 'You cannot change someone whose role is above yours.';
const MORE_RIGHTS = 'You cannot give a role with more rights than your own.';
const ADMINS_ONLY = 'Only administrators can archive, deny, delete or reactivate people.';
const LAST_ADMIN = 'The organisation needs at least one active admin.';

interface Org {
  tenant: Tenant;
  admin: Awaited<ReturnType<typeof buildSignedInUser>>;
  subadmin: Awaited<ReturnType<typeof buildSignedInUser>>;
  roles: Record<string, string>;
  call: (query: string, variables: Record<string, unknown>, token: string, language?: string) => Promise<GqlAnswer>;
}

/** An organisation with a full admin and a sub-admin, each in a tenant of its own. */
async function organisation(): Promise<Org> {
  const tenant = await buildTenant(server, { plan: 'enterprise' });
  const admin = await buildSignedInUser(tenant, { roleType: 'admin', firstName: 'Ada' });
  const subadmin = await buildSignedInUser(tenant, { roleType: 'subadmin', firstName: 'Sam' });
  const call = (query: string, variables: Record<string, unknown>, token: string, language?: string) => gql(server, query, variables, { tenant: tenant.slug, token, language });
  const answer = await call('{ roles { _id type } }', {}, admin.token);
  const roles = Object.fromEntries(answer.data.roles.map((r: { _id: string; type: string }) => [r.type, r._id]));
  return { tenant, admin, subadmin, roles, call };
}

/** Lets the organisation's sub-admins change people's roles, as an admin may choose to. */
async function letSubadminsChangeRoles(org: Org) {
  const answer = await org.call(UPDATE_ROLE, { roleId: org.roles.subadmin, permissions: [{ key: 'USER_ROLES:EDIT', permissionCriteria: 'ALL' }] }, org.admin.token);
  expect(answer.errors).toBeUndefined();
}

async function userRow(org: Org, id: string) {
  return withTenant(
    server.services.pool,
    org.tenant.incubator.id,
    async (db) =>
      (
        await db
          .select()
          .from(schema.users)
          .where(and(eq(schema.users.incubatorId, org.tenant.incubator.id), eq(schema.users.id, id)))
      )[0],
  );
}

async function userByEmail(org: Org, email: string) {
  return withTenant(
    server.services.pool,
    org.tenant.incubator.id,
    async (db) =>
      (
        await db
          .select()
          .from(schema.users)
          .where(and(eq(schema.users.incubatorId, org.tenant.incubator.id), eq(schema.users.email, email)))
      )[0],
  );
}

async function finished(org: Org, token: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const answer = await org.call(OPERATION, { id }, token);
    if (answer.data?.batchOperation.status !== 'running') return answer.data.batchOperation;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('operation did not finish');
}

const refusal = (answer: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  message: answer.errors?.[0]?.message,
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

describe('giving roles', () => {
  it('refuses a sub-admin inviting a full admin: nothing is written and no mail leaves; a coach is invited', async () => {
    const org = await organisation();
    for (const type of ['admin', 'admin&coach']) {
      const email = `would-be-${type.replace('&', '-')}@example.test`;
      const answer = await org.call(INVITE, { invitations: [{ email, firstName: 'Eve', lastName: 'Up', roleId: org.roles[type] }] }, org.subadmin.token);
      expect(refusal(answer)).toEqual({ code: 'FORBIDDEN', message: MORE_RIGHTS });
      expect(await userByEmail(org, email)).toBeUndefined();
    }
    const german = await org.call(INVITE, { invitations: [{ email: 'eve@example.test', firstName: 'Eve', lastName: 'Up', roleId: org.roles.admin }] }, org.subadmin.token, 'de');
    expect(german.errors?.[0].message).toBe('Sie können keine Rolle vergeben, die mehr Rechte hat als Ihre eigene.');

    const coach = await org.call(INVITE, { invitations: [{ email: 'new-coach@example.test', firstName: 'Nia', lastName: 'Coach', roleId: org.roles.coach }] }, org.subadmin.token);
    expect((await finished(org, org.subadmin.token, coach.data.inviteUsers.operationId)).status).toBe('succeeded');
    await server.mailbox.waitFor('new-coach@example.test', /acceptinvitation/);
    expect(server.mailbox.received.filter((m) => m.to.startsWith('would-be-') || m.to === 'eve@example.test')).toEqual([]);
  });

  it('refuses a sub-admin promoting anyone to admin, singly or in bulk, even when they may change roles', async () => {
    const org = await organisation();
    await letSubadminsChangeRoles(org);
    const mentor = await buildUser(org.tenant, { roleType: 'mentor' });
    const single = await org.call(ROLE, { userId: mentor.user.id, roleId: org.roles.admin }, org.subadmin.token);
    expect(refusal(single)).toEqual({ code: 'FORBIDDEN', message: MORE_RIGHTS });
    const bulk = await org.call(BULK_ROLE, { ids: [mentor.user.id], roleId: org.roles['admin&coach'] }, org.subadmin.token);
    expect(refusal(bulk)).toEqual({ code: 'FORBIDDEN', message: MORE_RIGHTS });
    expect((await userRow(org, mentor.user.id)).roleId).toBe(org.roles.mentor);
    // Roles within the sub-admin's own rights are theirs to give.
    const expert = await org.call(ROLE, { userId: mentor.user.id, roleId: org.roles.expert }, org.subadmin.token);
    expect(expert.data.updateUserRole.role.type).toBe('expert');
  });

  it('offers the viewer only the roles they may give', async () => {
    const org = await organisation();
    const roles = async (token: string) =>
      Object.fromEntries((await org.call('{ roles { type grantable } }', {}, token)).data.roles.map((r: { type: string; grantable: boolean }) => [r.type, r.grantable]));
    expect(await roles(org.subadmin.token)).toMatchObject({ admin: false, 'admin&coach': false, subadmin: true, coach: true, staff: true });
    expect(await roles(org.admin.token)).toMatchObject({ admin: true, 'admin&coach': true, subadmin: true, coach: true });
  });

  it('keeps role editors within their own rights', async () => {
    const org = await organisation();
    await letSubadminsChangeRoles(org);
    const onAdminRole = await org.call(UPDATE_ROLE, { roleId: org.roles.admin, permissions: [{ key: 'USER_ROLES:EDIT', permissionCriteria: 'NONE' }] }, org.subadmin.token);
    expect(refusal(onAdminRole)).toEqual({ code: 'FORBIDDEN', message: MORE_RIGHTS });
    // Without FUNNEL:DELETE, the sub-admin can hand it neither to their own role nor to another.
    await org.call(UPDATE_ROLE, { roleId: org.roles.subadmin, permissions: [{ key: 'FUNNEL:DELETE', permissionCriteria: 'NONE' }] }, org.admin.token);
    for (const roleId of [org.roles.subadmin, org.roles.coach]) {
      const raised = await org.call(UPDATE_ROLE, { roleId, permissions: [{ key: 'FUNNEL:DELETE', permissionCriteria: 'ALL' }] }, org.subadmin.token);
      expect(refusal(raised)).toEqual({ code: 'FORBIDDEN', message: MORE_RIGHTS });
    }
    const within = await org.call(UPDATE_ROLE, { roleId: org.roles.coach, permissions: [{ key: 'FUNNEL:EDIT', permissionCriteria: 'ALL' }] }, org.subadmin.token);
    expect(within.errors).toBeUndefined();
  });
});

describe('changing people above oneself', () => {
  it('refuses a sub-admin archiving, denying or deleting the full admin, who stays signed in', async () => {
    const org = await organisation();
    for (const status of ['archived', 'deny', 'deleted']) {
      const answer = await org.call(STATUS, { userId: org.admin.user.id, status }, org.subadmin.token);
      expect(refusal(answer)).toEqual({ code: 'FORBIDDEN', message: ABOVE });
    }
    expect((await userRow(org, org.admin.user.id)).status).toBe('active');
    expect((await org.call(ME, {}, org.admin.token)).data.currentUser).toEqual({ _id: org.admin.user.id, status: 'active' });
    const edit = await org.call(EDIT, { userId: org.admin.user.id, data: { headline: 'Former admin' } }, org.subadmin.token);
    expect(refusal(edit)).toEqual({ code: 'FORBIDDEN', message: ABOVE });
  });

  it('refuses a sub-admin who may change roles demoting the full admin', async () => {
    const org = await organisation();
    await letSubadminsChangeRoles(org);
    const answer = await org.call(ROLE, { userId: org.admin.user.id, roleId: org.roles.coach }, org.subadmin.token);
    expect(refusal(answer)).toEqual({ code: 'FORBIDDEN', message: ABOVE });
    expect((await userRow(org, org.admin.user.id)).roleId).toBe(org.roles.admin);
  });

  it('fails the bulk items that name the full admin and carries out the rest', async () => {
    const org = await organisation();
    await letSubadminsChangeRoles(org);
    const coach = await buildSignedInUser(org.tenant, { roleType: 'coach' });
    const archive = await org.call(BULK_STATUS, { ids: [coach.user.id, org.admin.user.id], status: 'archived' }, org.subadmin.token);
    const archived = await finished(org, org.subadmin.token, archive.data.updateUsersStatus.operationId);
    expect(archived).toMatchObject({ status: 'partial', processed: 1, failed: 1 });
    expect(archived.items.find((i: any) => i.status === 'failed')).toEqual({ status: 'failed', subjectId: org.admin.user.id, error: ABOVE });
    expect((await userRow(org, coach.user.id)).status).toBe('archived');
    expect((await userRow(org, org.admin.user.id)).status).toBe('active');
    expect((await org.call(ME, {}, org.admin.token)).data.currentUser.status).toBe('active');

    const mentor = await buildUser(org.tenant, { roleType: 'mentor' });
    const demote = await org.call(BULK_ROLE, { ids: [org.admin.user.id, mentor.user.id], roleId: org.roles.expert }, org.subadmin.token);
    const demoted = await finished(org, org.subadmin.token, demote.data.updateUsersRole.operationId);
    expect(demoted).toMatchObject({ status: 'partial', processed: 1, failed: 1 });
    expect(demoted.items.find((i: any) => i.status === 'failed')).toEqual({ status: 'failed', subjectId: org.admin.user.id, error: ABOVE });
    expect((await userRow(org, mentor.user.id)).roleId).toBe(org.roles.expert);
    expect((await userRow(org, org.admin.user.id)).roleId).toBe(org.roles.admin);
  });

  it('shows the viewer which changes they may make to each person', async () => {
    const org = await organisation();
    const coach = await buildUser(org.tenant, { roleType: 'coach' });
    const USERS = '{ users(limit: 50) { results { _id viewerCan { editProfile changeRole changeStatus resendInvitation } } } }';
    const can = async (token: string) => Object.fromEntries((await org.call(USERS, {}, token)).data.users.results.map((u: any) => [u._id, u.viewerCan]));
    const bySubadmin = await can(org.subadmin.token);
    expect(bySubadmin[org.admin.user.id]).toEqual({ editProfile: false, changeRole: false, changeStatus: false, resendInvitation: false });
    // Sub-admins change statuses; role changes wait for USER_ROLES:EDIT, which their role lacks by default.
    expect(bySubadmin[coach.user.id]).toEqual({ editProfile: true, changeRole: false, changeStatus: true, resendInvitation: false });
    const byAdmin = await can(org.admin.token);
    expect(byAdmin[org.subadmin.user.id]).toEqual({ editProfile: true, changeRole: true, changeStatus: true, resendInvitation: false });
    expect(byAdmin[org.admin.user.id]).toEqual({ editProfile: true, changeRole: false, changeStatus: false, resendInvitation: false });

    // An admin's pending invitation is not the sub-admin's to send again; a coach's is.
    const pendingAdmin = await buildUser(org.tenant, { roleType: 'admin', status: 'pending' });
    const pendingCoach = await buildUser(org.tenant, { roleType: 'coach', status: 'pending' });
    const pending = await can(org.subadmin.token);
    expect(pending[pendingAdmin.user.id].resendInvitation).toBe(false);
    expect(pending[pendingCoach.user.id].resendInvitation).toBe(true);
    const RESEND = 'mutation($id: ID!) { resendInvitation(userId: $id) { _id } }';
    expect(refusal(await org.call(RESEND, { id: pendingAdmin.user.id }, org.subadmin.token))).toEqual({ code: 'FORBIDDEN', message: MORE_RIGHTS });
    expect((await org.call(RESEND, { id: pendingCoach.user.id }, org.subadmin.token)).errors).toBeUndefined();
  });

  it('lets a full admin archive a coach, who is signed out', async () => {
    const org = await organisation();
    const coach = await buildSignedInUser(org.tenant, { roleType: 'coach' });
    const answer = await org.call(STATUS, { userId: coach.user.id, status: 'archived' }, org.admin.token);
    expect(answer.data.updateUserStatus.status).toBe('archived');
    expect((await org.call(ME, {}, coach.token)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('statuses belong to organisation admins', () => {
  it("refuses a coach archiving a founder of their startup, while the founder's profile stays theirs to edit", async () => {
    const org = await organisation();
    const coach = await buildSignedInUser(org.tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(org.tenant, { roleType: 'cofounder' });
    await buildStartup(org.tenant, { founders: [founder.user], coaches: [coach.user] });
    for (const status of ['archived', 'deny', 'deleted']) {
      const answer = await org.call(STATUS, { userId: founder.user.id, status }, coach.token);
      expect(refusal(answer)).toEqual({ code: 'FORBIDDEN', message: ADMINS_ONLY });
    }
    const bulk = await org.call(BULK_STATUS, { ids: [founder.user.id], status: 'archived' }, coach.token);
    expect(refusal(bulk)).toEqual({ code: 'FORBIDDEN', message: ADMINS_ONLY });
    expect((await userRow(org, founder.user.id)).status).toBe('active');
    expect((await org.call(ME, {}, founder.token)).data.currentUser.status).toBe('active');

    const edit = await org.call(EDIT, { userId: founder.user.id, data: { headline: 'CEO' } }, coach.token);
    expect(edit.data.updateUser.headline).toBe('CEO');
  });
});

describe('the last active admin', () => {
  it('cannot archive or demote themselves, nor delete their own account', async () => {
    const org = await organisation();
    await changeAsOwner(server, 'UPDATE incubators SET allow_user_self_delete = true WHERE id = $1', [org.tenant.incubator.id]);
    const archive = await org.call(STATUS, { userId: org.admin.user.id, status: 'archived' }, org.admin.token);
    expect(archive.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    const demote = await org.call(ROLE, { userId: org.admin.user.id, roleId: org.roles.coach }, org.admin.token);
    expect(demote.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    const deletion = await org.call(DELETE_ME, { password: PASSWORD }, org.admin.token);
    expect(refusal(deletion)).toEqual({ code: 'FORBIDDEN', message: LAST_ADMIN });
    const row = await userRow(org, org.admin.user.id);
    expect(row).toMatchObject({ status: 'active', roleId: org.roles.admin, email: org.admin.email });
    expect((await org.call(ME, {}, org.admin.token)).data.currentUser.status).toBe('active');

    // With a second active admin, the first may leave.
    await buildUser(org.tenant, { roleType: 'admin&coach' });
    expect((await org.call(DELETE_ME, { password: PASSWORD }, org.admin.token)).data).toEqual({ deleteMyAccount: true });
  });

  it('survives two admins archiving each other at the same moment', async () => {
    const org = await organisation();
    const other = await buildSignedInUser(org.tenant, { roleType: 'admin', firstName: 'Bo' });
    const [first, second] = await Promise.all([
      org.call(STATUS, { userId: other.user.id, status: 'archived' }, org.admin.token),
      org.call(STATUS, { userId: org.admin.user.id, status: 'archived' }, other.token),
    ]);
    const statuses = [(await userRow(org, org.admin.user.id)).status, (await userRow(org, other.user.id)).status];
    expect(statuses).toContain('active');
    expect([first, second].filter((answer) => answer.errors)).toHaveLength(1);
  });
});
