import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { forcedRowSecurity, runDataMigration } from '../../../test/migrations.ts';

const MIGRATION = '0014_team_tasks_belong_to_their_startup.sql';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

describe('the migration giving team tasks their startup', () => {
  it('gives a task made for one team that startup, and leaves tasks for several teams or with a startup as they are', async () => {
    const creator = await buildUser(tenant);
    const [alpha, beta] = [await buildStartup(tenant), await buildStartup(tenant)];
    const team = (id: string) => ({ type: 'startup', value: id });
    const tasks = [
      { group: [team(alpha.id)], startupId: null },
      { group: [team(alpha.id), team(beta.id)], startupId: null },
      { group: [team(alpha.id), { type: 'role', value: newId() }], startupId: null },
      { group: [team(alpha.id)], startupId: beta.id },
      { group: null, startupId: null },
    ].map((task) => ({ ...task, id: newId() }));

    // One transaction, rolled back: the database the other tests use keeps its shape.
    const client = await server.services.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('app.incubator_id', $1, true)`, [tenant.incubator.id]);
      for (const task of tasks) {
        await client.query(
          `INSERT INTO tasks (incubator_id, id, name, due_date, created_by, is_group_task, "group", startup_id) VALUES ($1, $2, 'Pitch deck', now(), $3, $4, $5, $6)`,
          [tenant.incubator.id, task.id, creator.user.id, Boolean(task.group), task.group ? JSON.stringify(task.group) : null, task.startupId],
        );
      }
      await runDataMigration(client, MIGRATION, ['tasks', 'startups']);

      await client.query(`SELECT set_config('app.incubator_id', $1, true)`, [tenant.incubator.id]);
      const { rows } = await client.query<{ id: string; startup_id: string | null }>('SELECT id, startup_id FROM tasks WHERE incubator_id = $1 AND id = ANY($2::uuid[])', [
        tenant.incubator.id,
        tasks.map((task) => task.id),
      ]);
      const after = tasks.map((task) => rows.find((row) => row.id === task.id)?.startup_id);
      expect(after).toEqual([alpha.id, null, alpha.id, beta.id, null]);
      expect(await forcedRowSecurity(client, ['tasks', 'startups'])).toEqual({ tasks: true, startups: true });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
