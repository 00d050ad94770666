import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription } from '../../../test/live.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { ACCESS_CHANGED, CREATE_ROLE, DELETE_ROLE, ROLE_FIELDS, ROLES, UPDATE_ROLE, caller, defaultRoleId, eventsOf, setFlag } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
let call: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
  call = caller(server);
  admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  await setFlag(server, tenant, 'customRoles', true);
});
afterAll(() => server.stop());

async function roleCount(on: Tenant) {
  return withTenant(server.services.pool, on.incubator.id, async (db) => (await db.select().from(schema.roles)).length);
}

describe('who may edit roles', () => {
  it('refuses coaches, staff and sub-admins (USER_ROLES:EDIT stays with full admins) and writes nothing', async () => {
    const coachRole = await defaultRoleId(server, tenant, 'coach');
    const before = await roleCount(tenant);
    for (const roleType of ['coach', 'staff', 'subadmin'] as const) {
      const person = await buildSignedInUser(tenant, { roleType });
      const created = await call(CREATE_ROLE, { type: 'coach', label: `By ${roleType}` }, person.token, tenant);
      expect(created.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const updated = await call(UPDATE_ROLE, { roleId: coachRole, permissions: [{ key: 'TASK/TASK:DELETE', permissionCriteria: 'ALL' }] }, person.token, tenant);
      expect(updated.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await roleCount(tenant)).toBe(before);
  });

  it('lets an admin&coach edit roles', async () => {
    const adminCoach = await buildSignedInUser(tenant, { roleType: 'admin&coach', email: `admin-coach-${Date.now()}@example.test` });
    const answer = await call(CREATE_ROLE, { type: 'mentor', label: 'Senior mentor' }, adminCoach.token, tenant);
    expect(answer.data.createRole).toMatchObject({ type: 'mentor', label: 'Senior mentor', isDefault: false, userCount: 0 });
  });
});

describe('createRole', () => {
  it("copies the type's default role and records role.created", async () => {
    const answer = await call(CREATE_ROLE, { type: 'coach', label: 'Lead coach' }, admin.token, tenant);
    const role = answer.data.createRole;
    const roles = (await call(ROLES, {}, admin.token, tenant)).data.roles;
    const coach = roles.find((r: any) => r.type === 'coach' && r.isDefault);
    expect(role.permissions).toEqual(coach.permissions);
    expect(role.userAccess).toEqual(coach.userAccess);
    const events = await eventsOf(server, tenant, 'role.created');
    expect(events.find((e) => e.subjectId === role._id)?.data).toEqual({ type: 'coach', label: 'Lead coach' });
  });

  it('refuses a bad type, an empty or taken label with translated field errors', async () => {
    const before = await roleCount(tenant);
    await call(CREATE_ROLE, { type: 'coach', label: 'Taken label' }, admin.token, tenant);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'system', label: 'Robot' }, 'type', 'Invalid field'],
      [{ type: 'wizard', label: 'Wizard' }, 'type', 'Invalid field'],
      [{ type: 'coach', label: '  ' }, 'label', 'Label is a required field'],
      [{ type: 'staff', label: 'taken LABEL' }, 'label', 'A role with this name already exists'],
    ];
    for (const [variables, field, message] of cases) {
      const answer = await call(CREATE_ROLE, variables, admin.token, tenant);
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toContainEqual({ field, message });
    }
    expect(await roleCount(tenant)).toBe(before + 1);
  });

  it('is refused with a clear message when the plan lacks custom roles, and allowed once the flag is on', async () => {
    const starter = await buildTenant(server, { plan: 'starter' });
    const starterAdmin = await buildSignedInUser(starter, { roleType: 'admin', language: 'fr' });
    const refused = await call(CREATE_ROLE, { type: 'coach', label: 'Lead' }, starterAdmin.token, starter);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Les rôles personnalisés ne font pas partie de votre offre. Contactez votre chargé de compte pour les ajouter.',
      extensions: { code: 'FEATURE_DISABLED', flag: 'customRoles' },
    });
    await setFlag(server, starter, 'customRoles', true);
    const allowed = await call(CREATE_ROLE, { type: 'coach', label: 'Lead' }, starterAdmin.token, starter);
    expect(allowed.data.createRole.label).toBe('Lead');
  });
});

describe('updateRole', () => {
  it('stores the grants, userAccess and startupAccess and records the changed keys', async () => {
    const { _id: roleId } = (await call(CREATE_ROLE, { type: 'coach', label: 'Night coach' }, admin.token, tenant)).data.createRole;
    const answer = await call(
      UPDATE_ROLE,
      {
        roleId,
        label: 'Evening coach',
        permissions: [
          { key: 'TASK/TASK:DELETE', permissionCriteria: 'NONE' },
          { key: 'EVENT:CREATE', permissionCriteria: 'ALL' },
        ],
        userAccess: { roles: ['coach', 'founder'], visibilitySettings: 'ASSIGNED' },
        startupAccess: { visibilitySettings: 'NONE' },
      },
      admin.token,
      tenant,
    );
    const role = answer.data.updateRole;
    expect(role.label).toBe('Evening coach');
    expect(role.permissions.find((p: any) => p.key === 'TASK/TASK:DELETE').permissionCriteria).toBe('NONE');
    expect(role.userAccess).toEqual({ roles: ['coach', 'founder'], visibilitySettings: 'ASSIGNED' });
    expect(role.startupAccess).toEqual({ visibilitySettings: 'NONE' });
    const [event] = (await eventsOf(server, tenant, 'role.updated')).filter((e) => e.subjectId === roleId);
    expect(event.data).toEqual({ changed: ['label', 'permissions', 'userAccess', 'startupAccess'], changedKeys: ['TASK/TASK:DELETE'], from: 'Night coach', to: 'Evening coach' });
  });

  it('refuses unknown keys, scopes a key does not allow, unknown role types and visibilities, writing nothing', async () => {
    const coachRole = await defaultRoleId(server, tenant, 'coach');
    const before = (await call(ROLES, {}, admin.token, tenant)).data.roles.find((r: any) => r._id === coachRole);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ permissions: [{ key: 'ROCKET:LAUNCH', permissionCriteria: 'ALL' }] }, 'permissions.0.key'],
      [{ permissions: [{ key: 'FUNNEL:CREATE', permissionCriteria: 'ASSIGNED' }] }, 'permissions.0.permissionCriteria'],
      [
        {
          permissions: [
            { key: 'EVENT:EDIT', permissionCriteria: 'ALL' },
            { key: 'EVENT:EDIT', permissionCriteria: 'NONE' },
          ],
        },
        'permissions.1.key',
      ],
      [{ userAccess: { roles: ['coach', 'wizard'], visibilitySettings: 'ALL' } }, 'userAccess.roles.1'],
      [{ userAccess: { roles: ['coach'], visibilitySettings: 'SOME' } }, 'userAccess.visibilitySettings'],
      [{ startupAccess: { visibilitySettings: 'EVERYTHING' } }, 'startupAccess.visibilitySettings'],
    ];
    for (const [variables, field] of cases) {
      const answer = await call(UPDATE_ROLE, { roleId: coachRole, label: 'Changed', ...variables }, admin.token, tenant);
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toContainEqual({ field, message: 'Invalid field' });
    }
    const after = (await call(ROLES, {}, admin.token, tenant)).data.roles.find((r: any) => r._id === coachRole);
    expect(after).toEqual(before);
  });

  it('takes the scope as the PermissionCriteria enum, written inline or as a variable', async () => {
    const { _id: roleId } = (await call(CREATE_ROLE, { type: 'coach', label: 'Catalogue coach' }, admin.token, tenant)).data.createRole;
    const inline = (criteria: string) =>
      `mutation ($roleId: ID!) { updateRole(roleId: $roleId, permissions: [{ key: "INDUSTRIES:CREATE", permissionCriteria: ${criteria} }]) { ${ROLE_FIELDS} } }`;
    const grantOf = (role: any) => role.permissions.find((p: any) => p.key === 'INDUSTRIES:CREATE').permissionCriteria;

    const accepted = await call(inline('ALL'), { roleId }, admin.token, tenant);
    expect(accepted.errors).toBeUndefined();
    expect(grantOf(accepted.data.updateRole)).toBe('ALL');

    // An unknown scope is refused by the schema itself, before anything runs.
    const refusals = [
      await call(inline('EVERYTHING'), { roleId }, admin.token, tenant),
      await call(UPDATE_ROLE, { roleId, permissions: [{ key: 'INDUSTRIES:CREATE', permissionCriteria: 'EVERYTHING' }] }, admin.token, tenant),
    ];
    expect(refusals[0].errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    for (const answer of refusals) {
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0].message).toMatch(/"EVERYTHING" does not exist in "PermissionCriteria" enum/);
    }
    const stored = (await call(ROLES, {}, admin.token, tenant)).data.roles.find((r: any) => r._id === roleId);
    expect(grantOf(stored)).toBe('ALL');
  });

  it('keeps an admin from taking role editing away from their own role', async () => {
    const adminRole = await defaultRoleId(server, tenant, 'admin');
    const answer = await call(UPDATE_ROLE, { roleId: adminRole, permissions: [{ key: 'USER_ROLES:EDIT', permissionCriteria: 'NONE' }] }, admin.token, tenant);
    expect(answer.errors?.[0]).toMatchObject({ message: 'You cannot take role editing away from your own role.', extensions: { code: 'SELF_LOCKOUT' } });
  });

  it("answers NOT_FOUND for another tenant's role and a malformed id", async () => {
    const foreign = await defaultRoleId(server, otherTenant, 'coach');
    for (const roleId of [foreign, 'not-an-id']) {
      const updated = await call(UPDATE_ROLE, { roleId, label: 'Mine now' }, admin.token, tenant);
      expect(updated.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const deleted = await call(DELETE_ROLE, { roleId }, admin.token, tenant);
      expect(deleted.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const otherAdmin = await buildSignedInUser(otherTenant, { roleType: 'admin' });
    const roles = (await call(ROLES, {}, otherAdmin.token, otherTenant)).data.roles;
    expect(roles.find((r: any) => r._id === foreign).label).toBeNull();
  });

  it("applies to the affected user's next request", async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const coachRole = await defaultRoleId(server, tenant, 'coach');
    const grant = async () =>
      (await call('query { userPermissions { key permissionCriteria } }', {}, coach.token, tenant)).data.userPermissions.find((p: any) => p.key === 'FUNNEL:CREATE')
        .permissionCriteria;
    expect(await grant()).toBe('NONE');
    await call(UPDATE_ROLE, { roleId: coachRole, permissions: [{ key: 'FUNNEL:CREATE', permissionCriteria: 'ALL' }] }, admin.token, tenant);
    expect(await grant()).toBe('ALL');
  });
});

describe("the roles' listed permissions", () => {
  const DELIVERED = [
    'APPLICATION_ALL:VIEW',
    'APPLICATION:DELETE',
    'APPLICATION_FLOW:EDIT',
    'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW',
    'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW',
    'APPLICATION_OVERVIEW/FILTERS:VIEW',
    'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW',
    'APPLICATION/DECIDE_ROUND:VIEW',
    'APPLICATION_DASHBOARD',
    'APPLICATION_DRAFT:ACCESS',
    'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW',
    'TIMELINE/EMAIL_THREAD_META:VIEW',
    'FUNNEL:CREATE',
    'FUNNEL:EDIT',
    'FUNNEL:DELETE',
    'FUNNELS:VIEW:LIST',
    'ARTICLES:EDIT',
    'FORM:CREATE',
    'FORM:EDIT',
    'EMAIL_BLUEPRINT:MANAGE',
    'EMAIL_REJECTION:CREATE',
    'EMAIL_REJECTION:EDIT',
    'COURSE:CREATE',
    'COURSES:MANAGE',
    'EVENT:CREATE',
    'EVENT:EDIT',
    'EVENT:DELETE',
    'EVENT:REGISTER',
    'AVAILABILITY:EDIT',
    'COACHING_SESSION:DELETE',
    'COACHING_SESSION:EXPORT',
    'COACHING_MEETING:SCHEDULING',
    'EVALUATION_PARAMETER_EDITOR:VIEW',
    'EVALUATION_PARAMETER_EDITOR:CREATE',
    'EVALUATION_PARAMETER_EDITOR:EDIT',
    'EVALUATION_PARAMETER_EDITOR:DELETE',
    'FEEDBACK_REQUEST:CREATE',
    'FEEDBACK_REQUEST:VIEW',
    'FEEDBACK_REQUEST:EDIT',
    'FEEDBACK_ANSWER:VIEW',
    'CHAT:LIMIT:READ',
    'CHAT:USER_ACCESS:EDIT',
    'STARTUP/ASSIGNATION_MEMBERS:EDIT',
    'STARTUP/NAME:EDIT',
    'STARTUP:DELETE',
    'STARTUP_FILE:VIEW',
    'STARTUP:INDUSTRY:VIEW',
    'STARTUP_MILESTONE:CREATE',
    'STARTUP_MILESTONE:EDIT',
    'INDUSTRIES:VIEW',
    'INDUSTRIES:EDIT',
    'INDUSTRIES:CREATE',
    'INDUSTRIES:STARTUP:ADD',
    'INDUSTRIES:STARTUP:REMOVE',
    'TAG:STARTUP:ADD',
    'TAG:STARTUP:REMOVE',
    'TAGS_EDITOR:VIEW',
    'TAGS_EDITOR:CREATE',
    'TAGS_EDITOR:EDIT',
    'TAGS:STARTUP:VIEW',
    'TAGS:APPLICATION:VIEW',
    'TAGS:USER:VIEW',
    'USER:INDUSTRY:VIEW',
    'USER:EDIT',
    'USER:INVITE',
    'USER_PROFILE/SOCIAL_MEDIA:VIEW',
    'USER_ROLES:EDIT',
    'METRICS/EDIT:VIEW',
    'SAVED_VIEWS:READ',
    'TASK/TASK:DELETE',
    'NOTE_SINGLE:DELETE',
    'NOTE_THREAD:DELETE',
    'CREATE:PLANNED_ACTION',
    'EDIT:PLANNED_ACTION',
    'CANCEL:PLANNED_ACTION',
    'NEWS_FEED:VIEW',
    'RSS_FEED:DELETE',
    'RSS_FEED:EDIT',
    'RSS_FEED:SUBSCRIBE',
    'RSS_FEED_ITEM:DELETE',
    'PROGRAM:CREATE',
  ];

  it('are the keys of the features that exist, in registry order, for every role', async () => {
    const roles = (await call(ROLES, {}, admin.token, tenant)).data.roles;
    expect(roles.length).toBeGreaterThan(5);
    for (const role of roles)
      expect(
        role.permissions.map((p: any) => p.key),
        role.type,
      ).toEqual(DELIVERED);
    const coach = roles.find((r: any) => r.type === 'coach' && r.isDefault);
    expect(coach.permissions.find((p: any) => p.key === 'TASK/TASK:DELETE').permissionCriteria).toBe('ASSIGNED');
  });

  it('leave the grants of keys not listed stored and enforced', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const { _id: roleId } = (await call(CREATE_ROLE, { type: 'coach', label: 'Content coach' }, admin.token, tenant)).data.createRole;
    await withTenant(server.services.pool, tenant.incubator.id, (db) => db.update(schema.users).set({ roleId }).where(eq(schema.users.id, coach.user.id)));
    await call(UPDATE_ROLE, { roleId, permissions: [{ key: 'APPLICATION_FLOW:VIEW', permissionCriteria: 'ALL' }] }, admin.token, tenant);
    // A later change of a listed key keeps the unlisted grant as it was.
    const updated = (await call(UPDATE_ROLE, { roleId, permissions: [{ key: 'INDUSTRIES:EDIT', permissionCriteria: 'ALL' }] }, admin.token, tenant)).data.updateRole;
    expect(updated.permissions.some((p: any) => p.key === 'APPLICATION_FLOW:VIEW')).toBe(false);
    const [stored] = await withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.roles).where(eq(schema.roles.id, roleId)));
    expect(stored.permissions).toContainEqual({ key: 'APPLICATION_FLOW:VIEW', criteria: 'ALL' });
    const grants = (await call('query { userPermissions { key permissionCriteria } }', {}, coach.token, tenant)).data.userPermissions;
    expect(grants).toContainEqual({ key: 'APPLICATION_FLOW:VIEW', permissionCriteria: 'ALL' });
    expect(grants).toContainEqual({ key: 'INDUSTRIES:EDIT', permissionCriteria: 'ALL' });
  });
});

describe('deleteRole', () => {
  it('refuses a default role and a role people still hold; deletes an unused one and records role.deleted', async () => {
    const coachRole = await defaultRoleId(server, tenant, 'coach');
    const refusedDefault = await call(DELETE_ROLE, { roleId: coachRole }, admin.token, tenant);
    expect(refusedDefault.errors?.[0]).toMatchObject({ message: 'A default role cannot be deleted.', extensions: { code: 'DEFAULT_ROLE' } });

    const { _id: roleId } = (await call(CREATE_ROLE, { type: 'staff', label: 'Office staff' }, admin.token, tenant)).data.createRole;
    const holder = await buildUser(tenant, { roleType: 'staff' });
    await withTenant(server.services.pool, tenant.incubator.id, (db) => db.update(schema.users).set({ roleId }).where(eq(schema.users.id, holder.user.id)));
    const refusedInUse = await call(DELETE_ROLE, { roleId }, admin.token, tenant);
    expect(refusedInUse.errors?.[0]).toMatchObject({ message: '1 person has this role: give them another role before deleting it.', extensions: { code: 'ROLE_IN_USE' } });
    expect((await call(ROLES, {}, admin.token, tenant)).data.roles.find((r: any) => r._id === roleId).userCount).toBe(1);

    await withTenant(server.services.pool, tenant.incubator.id, (db) => db.update(schema.users).set({ status: 'deleted' }).where(eq(schema.users.id, holder.user.id)));
    expect((await call(DELETE_ROLE, { roleId }, admin.token, tenant)).data.deleteRole).toBe(true);
    expect((await call(ROLES, {}, admin.token, tenant)).data.roles.some((r: any) => r._id === roleId)).toBe(false);
    expect((await eventsOf(server, tenant, 'role.deleted')).map((e) => e.subjectId)).toContain(roleId);
  });
});

describe('accessChanged', () => {
  it('reaches the websocket of a user holding the changed role, and not the others', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const foreignCoach = await buildSignedInUser(otherTenant, { roleType: 'coach' });
    const coachLive = await liveSubscription(server, { tenant: tenant.slug, token: coach.token }, ACCESS_CHANGED);
    const staffLive = await liveSubscription(server, { tenant: tenant.slug, token: staff.token }, ACCESS_CHANGED);
    const foreignLive = await liveSubscription(server, { tenant: otherTenant.slug, token: foreignCoach.token }, ACCESS_CHANGED);
    try {
      const coachRole = await defaultRoleId(server, tenant, 'coach');
      // A refused change publishes nothing.
      await call(UPDATE_ROLE, { roleId: coachRole, permissions: [{ key: 'FUNNEL:CREATE', permissionCriteria: 'ASSIGNED' }] }, admin.token, tenant);
      await call(UPDATE_ROLE, { roleId: coachRole, permissions: [{ key: 'TASK/TASK:DELETE', permissionCriteria: 'NONE' }] }, admin.token, tenant);
      expect(await eventAt(coachLive)).toEqual({ data: { accessChanged: true } });
      expect(coachLive.events).toHaveLength(1);
      expect(await eventsWithin(staffLive, 300)).toEqual([]);
      expect(staffLive.events).toEqual([]);
      expect(foreignLive.events).toEqual([]);
    } finally {
      await Promise.all([coachLive.close(), staffLive.close(), foreignLive.close()]);
    }
  });

  it('needs a signed-in viewer', async () => {
    const visitor = await liveSubscription(server, { tenant: tenant.slug }, ACCESS_CHANGED);
    try {
      expect((await visitor.next(3000)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    } finally {
      await visitor.close();
    }
  });
});
