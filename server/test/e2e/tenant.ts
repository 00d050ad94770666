// Creates a tenant with people for one end-to-end spec and prints it as JSON, so that specs never
// depend on the demo data. Usage: tsx tenant.ts '{"users":[{"roleType":"admin","email":"…"}]}'
import { randomUUID } from 'node:crypto';
import type { RoleType } from '@seedbed/contracts/roles';
import { createLogger } from '../../src/core/log.ts';
import { createPool, schema } from '../../src/core/db/pool.ts';
import { newId } from '../../src/core/ids.ts';
import { withTenant } from '../../src/core/transaction.ts';
import { hashPassword } from '../../src/core/auth/passwords.ts';
import { createIncubator } from '../../src/modules/incubators/service.ts';
import { createUser } from '../../src/modules/users/create.ts';

interface Request {
  name?: string;
  users: Array<{ roleType: RoleType; email?: string; firstName?: string; lastName?: string; language?: string }>;
  /** Startups with their founders and coaches, named by their index in `users`. */
  startups?: Array<{ name: string; founders?: number[]; coaches?: number[] }>;
  /** The organisation's plan (the product's default when left out). */
  plan?: 'starter' | 'growth' | 'enterprise';
}

const request = JSON.parse(process.argv[2] ?? '{"users":[]}') as Request;
const pool = createPool(process.env.DATABASE_URL!, createLogger('warn'), 2);
const slug = `e2e-${randomUUID().slice(0, 8)}`;
const password = 'e2e-password-123';
const incubator = await createIncubator(pool, { slug, name: request.name ?? 'Harbour Accelerator', ...(request.plan ? { plan: request.plan } : {}) });
const hash = await hashPassword(password);
const startups: Array<{ id: string; name: string }> = [];
const users = await withTenant(pool, incubator.id, async (db) => {
  const made: Array<{ id: string; email: string; password: string; roleType: RoleType; firstName: string }> = [];
  for (const person of request.users) {
    const email = person.email ?? `${person.roleType.replace(/\W/g, '')}-${randomUUID().slice(0, 6)}@e2e.test`;
    const user = await createUser(db, incubator.id, {
      email,
      firstName: person.firstName ?? 'Robin',
      lastName: person.lastName ?? person.roleType,
      roleType: person.roleType,
      passwordHash: hash,
      status: 'active',
      validated: true,
      language: person.language,
    });
    made.push({ id: user.id, email, password, roleType: person.roleType, firstName: user.firstName });
  }
  for (const startup of request.startups ?? []) {
    const id = newId();
    await db.insert(schema.startups).values({ incubatorId: incubator.id, id, name: startup.name });
    startups.push({ id, name: startup.name });
    const members = [
      ...(startup.founders ?? []).map((i) => ({ userId: made[i].id, kind: 'founder', founderType: 'cofounder' })),
      ...(startup.coaches ?? []).map((i) => ({ userId: made[i].id, kind: 'assigned' })),
    ];
    if (members.length) await db.insert(schema.startupMembers).values(members.map((m) => ({ incubatorId: incubator.id, startupId: id, ...m })));
  }
  return made;
});
await pool.end();
console.log(JSON.stringify({ slug, id: incubator.id, name: incubator.name, users, startups }));
