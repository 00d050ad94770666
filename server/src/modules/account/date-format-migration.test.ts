import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { forcedRowSecurity, runDataMigration } from '../../../test/migrations.ts';

const MIGRATION = '0011_date_formats_of_the_spec.sql';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

describe('the migration to the date formats of the spec', () => {
  it('gives each profile holding a format no longer offered the nearest one, as an owner that is not a superuser', async () => {
    const stored = ['dd/MM/yyyy', 'MM/dd/yyyy', 'dd.MM.yyyy', 'yyyy-MM-dd', 'dd MMMM, yy', null];
    const people = await Promise.all(stored.map(() => buildUser(tenant)));

    // Everything happens in one transaction that is rolled back: the database the other tests use keeps its shape.
    const client = await server.services.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('app.incubator_id', $1, true)`, [tenant.incubator.id]);
      for (const [i, person] of people.entries()) {
        await client.query('UPDATE users SET date_format = $1 WHERE incubator_id = $2 AND id = $3', [stored[i], tenant.incubator.id, person.user.id]);
      }
      await runDataMigration(client, MIGRATION, ['users']);

      await client.query(`SELECT set_config('app.incubator_id', $1, true)`, [tenant.incubator.id]);
      const { rows } = await client.query<{ id: string; date_format: string | null }>('SELECT id, date_format FROM users WHERE incubator_id = $1 AND id = ANY($2::uuid[])', [
        tenant.incubator.id,
        people.map((person) => person.user.id),
      ]);
      const after = people.map((person) => rows.find((row) => row.id === person.user.id)?.date_format);
      expect(after).toEqual(['dd/MM/yy', 'MM/dd/yy', 'dd/MM/yy', 'yyyy-MM-dd', 'dd MMMM, yy', null]);
      expect(await forcedRowSecurity(client, ['users'])).toEqual({ users: true });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
