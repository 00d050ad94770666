import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, defaultPermissionsFor } from '@seedbed/contracts/permissions';
import { ROLE_TYPES, type RoleType } from '@seedbed/contracts/roles';
import { startTestServer, gql, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { listedPermissions } from '../../core/deliveries.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
});
afterAll(() => server.stop());

const USER_PERMISSIONS = '{ userPermissions { key permissionCriteria } }';
const CRITERIA =
  'query Criteria($permissions: [String!]!) { criteriaForPermissions(permissions: $permissions) { permission permissionCriteriaIsAll permissionCriteriaIsAssigned } }';
const AUTHORIZED = 'query Authorized($permission: String!, $data: [String!]) { isUserAuthorized(permission: $permission, data: $data) }';
const ROLES =
  '{ roles { _id type label permissions { key name permissionCriteria permissionCriteriaTypes } userAccess { roles visibilitySettings } startupAccess { visibilitySettings } } }';

const ask = (query: string, variables: Record<string, unknown>, token?: string, on: Tenant = tenant) => gql(server, query, variables, { tenant: on.slug, token });

async function authorized(token: string, permission: string, data?: string[]): Promise<boolean> {
  const answer = await ask(AUTHORIZED, { permission, data }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.isUserAuthorized;
}

const TABLE: RoleType[] = ['admin', 'staff', 'coach', 'mentor', 'cofounder', 'applicant'];

describe.each(TABLE)('a %s', (roleType) => {
  it("has every registry key, with the role type's defaults", async () => {
    const { token } = await buildSignedInUser(tenant, { roleType });
    const answer = await ask(USER_PERMISSIONS, {}, token);
    expect(answer.errors).toBeUndefined();
    const got: Array<{ key: string; permissionCriteria: string }> = answer.data.userPermissions;
    expect(got).toHaveLength(PERMISSION_KEYS.length);
    const expected = Object.fromEntries(defaultPermissionsFor(roleType).map((g) => [g.key, g.criteria]));
    expect(Object.fromEntries(got.map((g) => [g.key, g.permissionCriteria]))).toEqual(expected);
  });

  it('gets criteria answers that agree with those defaults', async () => {
    const { token } = await buildSignedInUser(tenant, { roleType });
    const keys = ['USER:EDIT', 'TASK/TASK:DELETE', 'APPLICATION_FLOW:VIEW', 'USER_ROLES:EDIT', 'NO_SUCH:KEY'];
    const answer = await ask(CRITERIA, { permissions: keys }, token);
    expect(answer.errors).toBeUndefined();
    const defaults = new Map<string, string>(defaultPermissionsFor(roleType).map((g) => [g.key, g.criteria]));
    expect(answer.data.criteriaForPermissions).toEqual(
      keys.map((permission) => ({
        permission,
        permissionCriteriaIsAll: defaults.get(permission) === 'ALL',
        permissionCriteriaIsAssigned: defaults.get(permission) === 'ASSIGNED',
      })),
    );
  });
});

describe('criteriaForPermissions', () => {
  it('tells ALL from ASSIGNED from NONE', async () => {
    const [staff, coach, cofounder] = await Promise.all([
      buildSignedInUser(tenant, { roleType: 'staff' }),
      buildSignedInUser(tenant, { roleType: 'coach' }),
      buildSignedInUser(tenant, { roleType: 'cofounder' }),
    ]);
    const criteria = async (token: string) => (await ask(CRITERIA, { permissions: ['USER:EDIT'] }, token)).data.criteriaForPermissions[0];
    expect(await criteria(staff.token)).toEqual({ permission: 'USER:EDIT', permissionCriteriaIsAll: true, permissionCriteriaIsAssigned: false });
    expect(await criteria(coach.token)).toEqual({ permission: 'USER:EDIT', permissionCriteriaIsAll: false, permissionCriteriaIsAssigned: true });
    expect(await criteria(cofounder.token)).toEqual({ permission: 'USER:EDIT', permissionCriteriaIsAll: false, permissionCriteriaIsAssigned: false });
  });

  it('answers an empty list with an empty list', async () => {
    const { token } = await buildSignedInUser(tenant, { roleType: 'staff' });
    expect((await ask(CRITERIA, { permissions: [] }, token)).data.criteriaForPermissions).toEqual([]);
  });
});

describe('isUserAuthorized', () => {
  it('limits an ASSIGNED coach to the founders of startups assigned to them', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const assignedFounder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const otherFounder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [assignedFounder.user], coaches: [coach.user] });
    await buildStartup(tenant, { founders: [otherFounder.user] });

    expect(await authorized(coach.token, 'USER:EDIT', [assignedFounder.user.id])).toBe(true);
    expect(await authorized(coach.token, 'USER:EDIT', [otherFounder.user.id])).toBe(false);
    // Every record must be covered, not just one of them.
    expect(await authorized(coach.token, 'USER:EDIT', [assignedFounder.user.id, otherFounder.user.id])).toBe(false);
  });

  it('lets an admin (ALL) edit any user, and refuses a founder (NONE)', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const anyone = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [founder.user, anyone.user] });
    expect(await authorized(admin.token, 'USER:EDIT', [anyone.user.id])).toBe(true);
    expect(await authorized(admin.token, 'USER:EDIT')).toBe(true);
    expect(await authorized(founder.token, 'USER:EDIT', [anyone.user.id])).toBe(false);
    expect(await authorized(founder.token, 'USER:EDIT')).toBe(false);
  });

  it('answers false for a key outside the registry, even for an admin', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    expect(await authorized(admin.token, 'NO_SUCH:KEY')).toBe(false);
    expect(await authorized(admin.token, 'user:edit')).toBe(false);
    expect(await authorized(admin.token, '')).toBe(false);
  });
});

describe('roles', () => {
  it("lists the tenant's default roles, one per role type but system, and none of another tenant", async () => {
    const mine = await buildSignedInUser(tenant, { roleType: 'admin' });
    const theirs = await buildSignedInUser(otherTenant, { roleType: 'admin' });
    const [here, there] = [await ask(ROLES, {}, mine.token), await ask(ROLES, {}, theirs.token, otherTenant)];
    expect(here.errors).toBeUndefined();
    const roles: Array<{
      _id: string;
      type: string;
      label: string | null;
      permissions: Array<{ key: string; name: string; permissionCriteria: string; permissionCriteriaTypes: string[] }>;
    }> = here.data.roles;
    expect(roles.map((r) => r.type).sort()).toEqual(ROLE_TYPES.filter((t) => t !== 'system').sort());

    const hereIds = new Set(roles.map((r) => r._id));
    const thereIds: string[] = there.data.roles.map((r: { _id: string }) => r._id);
    expect(thereIds).toHaveLength(roles.length);
    expect(thereIds.filter((id) => hereIds.has(id))).toEqual([]);

    const coach = roles.find((r) => r.type === 'coach')!;
    // Every key the roles editor lists: those of the features delivered (core/deliveries.ts).
    expect(coach.permissions.map((p) => p.key)).toEqual(listedPermissions());
    expect(coach.permissions.find((p) => p.key === 'USER:EDIT')).toMatchObject({
      permissionCriteria: 'ASSIGNED',
      permissionCriteriaTypes: ['ALL', 'ASSIGNED', 'NONE'],
    });
    expect(coach.permissions.every((p) => p.name && p.name !== p.key)).toBe(true);
  });

  it("shows the user's own role as the one signed in", async () => {
    const mentor = await buildSignedInUser(tenant, { roleType: 'mentor' });
    const [roles, me] = [await ask(ROLES, {}, mentor.token), await ask('{ currentUser { role { _id type } } }', {}, mentor.token)];
    const mentorRole = roles.data.roles.find((r: { type: string }) => r.type === 'mentor');
    expect(me.data.currentUser.role).toEqual({ _id: mentorRole._id, type: 'mentor' });
  });
});

describe('changing a role', () => {
  it('takes effect on the very next request', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    await buildStartup(tenant, { founders: [founder.user] });
    expect(await authorized(coach.token, 'USER:EDIT', [founder.user.id])).toBe(false);

    // A role of its own, so that other tests' coaches keep the default.
    const { rows } = await server.services.pool.query<{ id: string }>(
      `INSERT INTO roles (incubator_id, id, type, label, is_default, permissions, user_access, startup_access)
       SELECT incubator_id, gen_random_uuid(), type, 'Head coach', false, permissions, user_access, startup_access
       FROM roles WHERE incubator_id = $1 AND type = 'coach' AND is_default RETURNING id`,
      [tenant.incubator.id],
    );
    await changeAsOwner(server, 'UPDATE users SET role_id = $1 WHERE incubator_id = $2 AND id = $3', [rows[0].id, tenant.incubator.id, coach.user.id]);
    await changeAsOwner(
      server,
      `UPDATE roles SET permissions = (
         SELECT jsonb_agg(CASE WHEN p->>'key' = 'USER:EDIT' THEN jsonb_build_object('key', 'USER:EDIT', 'criteria', 'ALL') ELSE p END)
         FROM jsonb_array_elements(permissions) p)
       WHERE incubator_id = $1 AND id = $2`,
      [tenant.incubator.id, rows[0].id],
    );

    expect(await authorized(coach.token, 'USER:EDIT', [founder.user.id])).toBe(true);
    const criteria = await ask(CRITERIA, { permissions: ['USER:EDIT'] }, coach.token);
    expect(criteria.data.criteriaForPermissions[0].permissionCriteriaIsAll).toBe(true);
    const listed = await ask(USER_PERMISSIONS, {}, coach.token);
    expect(listed.data.userPermissions.find((p: { key: string }) => p.key === 'USER:EDIT').permissionCriteria).toBe('ALL');

    // And back: removing the key leaves it NONE.
    await changeAsOwner(
      server,
      `UPDATE roles SET permissions = (SELECT coalesce(jsonb_agg(p), '[]') FROM jsonb_array_elements(permissions) p WHERE p->>'key' <> 'USER:EDIT')
       WHERE incubator_id = $1 AND id = $2`,
      [tenant.incubator.id, rows[0].id],
    );
    expect(await authorized(coach.token, 'USER:EDIT', [founder.user.id])).toBe(false);
    const after = await ask(USER_PERMISSIONS, {}, coach.token);
    expect(after.data.userPermissions).toHaveLength(PERMISSION_KEYS.length);
    expect(after.data.userPermissions.find((p: { key: string }) => p.key === 'USER:EDIT').permissionCriteria).toBe('NONE');
  });
});

describe('sign-in', () => {
  it.each([
    ['userPermissions', USER_PERMISSIONS, {}],
    ['criteriaForPermissions', CRITERIA, { permissions: ['USER:EDIT'] }],
    ['isUserAuthorized', AUTHORIZED, { permission: 'USER:EDIT' }],
    ['roles', ROLES, {}],
  ])('%s requires it', async (_name, query, variables) => {
    const answer = await ask(query, variables);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('a revoked token counts as none', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'admin' });
    await changeAsOwner(server, 'UPDATE auth_tokens SET revoked_at = now() WHERE incubator_id = $1 AND user_id = $2', [tenant.incubator.id, person.user.id]);
    expect((await ask(AUTHORIZED, { permission: 'USER:EDIT' }, person.token)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
