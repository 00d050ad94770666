import { and, eq } from 'drizzle-orm';
import { gql, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';

export const ROLE_FIELDS = '_id type label isDefault userCount permissions { key permissionCriteria } userAccess { roles visibilitySettings } startupAccess { visibilitySettings }';
export const ROLES = `query { roles { ${ROLE_FIELDS} } }`;
export const CREATE_ROLE = `mutation ($type: String!, $label: String!) { createRole(type: $type, label: $label) { ${ROLE_FIELDS} } }`;
export const UPDATE_ROLE = `mutation ($roleId: ID!, $label: String, $permissions: [RolePermissionInput!], $userAccess: UserAccessInput, $startupAccess: StartupAccessInput) {
  updateRole(roleId: $roleId, label: $label, permissions: $permissions, userAccess: $userAccess, startupAccess: $startupAccess) { ${ROLE_FIELDS} } }`;
export const DELETE_ROLE = 'mutation ($roleId: ID!) { deleteRole(roleId: $roleId) }';
export const ACCESS_CHANGED = 'subscription { accessChanged }';

export const INDUSTRIES = 'query { industries { _id name usage } }';
export const CREATE_INDUSTRY = 'mutation ($name: String!) { createIndustry(name: $name) { _id name usage } }';
export const UPDATE_INDUSTRY = 'mutation ($industryId: ID!, $name: String!) { updateIndustry(industryId: $industryId, name: $name) { _id name } }';
export const DELETE_INDUSTRY = 'mutation ($industryId: ID!) { deleteIndustry(industryId: $industryId) }';

export const PLAN = 'query { organisationPlan { name employeeCountLimit employeeCount flags { name enabled premium inPlan } } }';

export function caller(server: TestServer) {
  return (query: string, variables: Record<string, unknown>, token: string, tenant: Tenant, language?: string) =>
    gql(server, query, variables, { tenant: tenant.slug, token, language });
}

/** Switches a plan feature the way `npm run tenant -- set-flag` stores it. */
export async function setFlag(server: TestServer, tenant: Tenant, flag: string, on: boolean | null) {
  const expression = on === null ? `feature_flags - '${flag}'` : `feature_flags || jsonb_build_object('${flag}', ${on})`;
  await changeAsOwner(server, `UPDATE incubators SET feature_flags = ${expression} WHERE id = $1`, [tenant.incubator.id]);
}

export async function defaultRoleId(server: TestServer, tenant: Tenant, type: string): Promise<string> {
  return withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    const r = schema.roles;
    const [row] = await db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.type, type), eq(r.isDefault, true)));
    return row.id;
  });
}

export async function eventsOf(server: TestServer, tenant: Tenant, kind: string) {
  return withTenant(server.services.pool, tenant.incubator.id, (db) => db.select().from(schema.domainEvents).where(eq(schema.domainEvents.kind, kind)));
}
