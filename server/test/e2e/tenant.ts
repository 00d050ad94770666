// Creates a tenant with people for one end-to-end spec and prints it as JSON, so that specs never
// depend on the demo data. Usage: tsx tenant.ts '{"users":[{"roleType":"admin","email":"…"}]}'
import { randomUUID } from 'node:crypto';
import type { RoleType } from '@seedbed/contracts/roles';
import { createLogger } from '../../src/core/log.ts';
import { createPool } from '../../src/core/db/pool.ts';
import { withTenant } from '../../src/core/transaction.ts';
import { hashPassword } from '../../src/core/auth/passwords.ts';
import { createIncubator } from '../../src/modules/incubators/service.ts';
import { createUser } from '../../src/modules/users/create.ts';

interface Request {
  name?: string;
  users: Array<{ roleType: RoleType; email?: string; firstName?: string; lastName?: string; language?: string }>;
}

const request = JSON.parse(process.argv[2] ?? '{"users":[]}') as Request;
const pool = createPool(process.env.DATABASE_URL!, createLogger('warn'), 2);
const slug = `e2e-${randomUUID().slice(0, 8)}`;
const password = 'e2e-password-123';
const incubator = await createIncubator(pool, { slug, name: request.name ?? 'Harbour Accelerator' });
const hash = await hashPassword(password);
const users = await withTenant(pool, incubator.id, async (db) => {
  const made = [];
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
  return made;
});
await pool.end();
console.log(JSON.stringify({ slug, id: incubator.id, name: incubator.name, users }));
