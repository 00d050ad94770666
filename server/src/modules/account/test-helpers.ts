import { and, eq } from 'drizzle-orm';
import { gql, rest, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { signIn, type Tenant, type TestUser } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import type { UserRow } from '../../db/schema/index.ts';

export const ME = '{ currentUser { _id fullName language timezone dateFormat status } }';
export const UPSERT = 'mutation Upsert { upsertSession { _id } }';
export const LOGGED_OUT = 'subscription LoggedOut($id: ID!) { sessionLoggedOut(sessionId: $id) { sessionId } }';

/** GraphQL calls of one tenant, as a given token. */
export function caller(server: TestServer, tenant: Tenant) {
  return (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) => gql(server, query, variables, { tenant: tenant.slug, token, language });
}

/** The stored row, read through the tenant's own transaction. */
export async function storedUser(tenant: Tenant, userId: string): Promise<UserRow> {
  const [row] = await withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    db
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.incubatorId, tenant.incubator.id), eq(schema.users.id, userId))),
  );
  return row;
}

export async function eventsOf(tenant: Tenant, kind: string, subjectId: string) {
  return withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    db
      .select({ kind: schema.domainEvents.kind, actorId: schema.domainEvents.actorId, data: schema.domainEvents.data })
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.kind, kind), eq(schema.domainEvents.subjectId, subjectId))),
  );
}

/** Whether this email and password sign in (the REST status). */
export async function signInStatus(tenant: Tenant, email: string, password: string): Promise<number> {
  return (await rest(tenant.server, 'POST', '/auth/local', { email, password }, { tenant: tenant.slug })).status;
}

/** Signs a person in `times` times and opens a session for each sign-in. */
export async function signedInBrowsers(tenant: Tenant, person: TestUser, times: number) {
  const call = caller(tenant.server, tenant);
  const browsers: Array<{ token: string; sessionId: string }> = [];
  for (let i = 0; i < times; i++) {
    const token = await signIn(tenant, person);
    const answer = await call(UPSERT, {}, token);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    browsers.push({ token, sessionId: answer.data.upsertSession._id });
  }
  return browsers;
}

export async function allowSelfDelete(tenant: Tenant, allowed: boolean): Promise<void> {
  await changeAsOwner(tenant.server, 'UPDATE incubators SET allow_user_self_delete = $1 WHERE id = $2', [allowed, tenant.incubator.id]);
}
