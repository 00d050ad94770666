import { randomUUID } from 'node:crypto';
import type { RoleType } from '@seedbed/contracts/roles';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { withTenant } from '../src/core/transaction.ts';
import { schema } from '../src/core/db/pool.ts';
import { newId } from '../src/core/ids.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import { inviteUser } from '../src/modules/users/invite.ts';
import { runAs } from '../src/core/request-context.ts';
import type { IncubatorRow, UserRow } from '../src/db/schema/index.ts';
import { rest, type TestServer } from './harness.ts';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export interface Tenant {
  incubator: IncubatorRow;
  slug: string;
  server: TestServer;
}

/** A fresh tenant of its own for each test that needs one. */
export async function buildTenant(server: TestServer, overrides: { plan?: 'starter' | 'growth' | 'enterprise'; name?: string; defaultLanguage?: string } = {}): Promise<Tenant> {
  const slug = `t-${randomUUID().slice(0, 8)}`;
  const incubator = await createIncubator(server.services.pool, {
    slug,
    name: overrides.name ?? `Tenant ${slug}`,
    plan: overrides.plan,
    defaultLanguage: overrides.defaultLanguage,
  });
  return { incubator, slug, server };
}

export interface TestUser {
  user: UserRow;
  email: string;
  password: string;
}

export async function buildUser(
  tenant: Tenant,
  options: { roleType?: RoleType; status?: string; validated?: boolean; email?: string; firstName?: string; language?: string; password?: string | null } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = options.email ?? `${options.roleType ?? 'staff'}-${randomUUID().slice(0, 8)}@example.test`;
  const hash = options.password === null ? null : options.password ? await hashPassword(options.password) : await passwordHash;
  const user = await withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    createUser(db, tenant.incubator.id, {
      email,
      firstName: options.firstName ?? 'Test',
      lastName: options.roleType ?? 'Person',
      roleType: options.roleType ?? 'staff',
      passwordHash: hash,
      status: options.status ?? 'active',
      validated: options.validated ?? true,
      language: options.language,
    }),
  );
  return { user, email, password: options.password ?? PASSWORD };
}

/** Signs in through the REST API and returns the bearer token. */
export async function signIn(tenant: Tenant, person: TestUser): Promise<string> {
  const answer = await rest<{ token: string }>(tenant.server, 'POST', '/auth/local', { email: person.email, password: person.password }, { tenant: tenant.slug });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

export async function buildSignedInUser(tenant: Tenant, options: Parameters<typeof buildUser>[1] = {}) {
  const person = await buildUser(tenant, options);
  return { ...person, token: await signIn(tenant, person) };
}

/** A startup with founders and assigned coaches. */
export async function buildStartup(tenant: Tenant, options: { name?: string; founders?: UserRow[]; coaches?: UserRow[] } = {}) {
  const id = newId();
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.startups).values({ incubatorId: tenant.incubator.id, id, name: options.name ?? `Startup ${id.slice(-4)}` });
    const members = [
      ...(options.founders ?? []).map((u) => ({ userId: u.id, kind: 'founder', founderType: 'cofounder' })),
      ...(options.coaches ?? []).map((u) => ({ userId: u.id, kind: 'assigned' })),
    ];
    if (members.length) await db.insert(schema.startupMembers).values(members.map((m) => ({ incubatorId: tenant.incubator.id, startupId: id, ...m })));
  });
  return { id };
}

/**
 * Invites a person the way the product does (a pending user and a mailed link), outside any
 * request: the mail is sent through the test server's SMTP mailbox once the invitation commits.
 */
export async function buildInvitation(
  tenant: Tenant,
  options: { email?: string; firstName?: string; lastName?: string; roleType?: RoleType } = {},
): Promise<{ user: UserRow; email: string }> {
  const email = options.email ?? `invitee-${randomUUID().slice(0, 8)}@example.test`;
  const user = await runAs(tenant.server.services, tenant.incubator, null, (ctx) =>
    inviteUser(ctx, { email, firstName: options.firstName ?? 'Invited', lastName: options.lastName ?? 'Person', roleType: options.roleType ?? 'coach' }),
  );
  return { user, email };
}
