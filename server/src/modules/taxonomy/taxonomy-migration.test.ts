import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { forcedRowSecurity, runDataMigration } from '../../../test/migrations.ts';

const MIGRATION = '0019_taxonomy.sql';
const TABLES = ['tags', 'startup_tags', 'user_tags', 'roles'];

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
});
afterAll(() => server.stop());

describe('the taxonomy migration', () => {
  it('gives tags the spec’s categories, merges names taken twice and splits the former evaluation key', async () => {
    const [alpha, beta] = [await buildStartup(tenant), await buildStartup(tenant)];
    const mentor = await buildUser(tenant, { roleType: 'mentor' });
    const tags = {
      first: { id: newId(), category: 'startup', name: 'B2B', at: '2026-01-01' },
      again: { id: newId(), category: 'startup', name: 'b2b', at: '2026-02-01' },
      skill: { id: newId(), category: 'skills', name: 'Payments', at: '2026-01-01' },
      odd: { id: newId(), category: 'misc', name: 'Press', at: '2026-01-01' },
      kept: { id: newId(), category: 'Startup', name: 'Impact', at: '2026-01-01' },
    };

    // One transaction, rolled back: the database the other tests use keeps its shape.
    const client = await server.services.pool.connect();
    try {
      await client.query('BEGIN');
      // The data as it could be before the migration: no unique names yet.
      await client.query('DROP INDEX "tags_category_name_unique"');
      await client.query(`SELECT set_config('app.incubator_id', $1, true)`, [tenant.incubator.id]);
      for (const tag of Object.values(tags)) {
        await client.query('INSERT INTO tags (incubator_id, id, name, category, created_at) VALUES ($1, $2, $3, $4, $5)', [
          tenant.incubator.id,
          tag.id,
          tag.name,
          tag.category,
          tag.at,
        ]);
      }
      const links: Array<[string, string]> = [
        [alpha.id, tags.first.id],
        [alpha.id, tags.again.id],
        [beta.id, tags.again.id],
      ];
      for (const [startupId, tagId] of links)
        await client.query('INSERT INTO startup_tags (incubator_id, startup_id, tag_id) VALUES ($1, $2, $3)', [tenant.incubator.id, startupId, tagId]);
      await client.query('INSERT INTO user_tags (incubator_id, user_id, tag_id) VALUES ($1, $2, $3)', [tenant.incubator.id, mentor.user.id, tags.again.id]);
      // A role saved before the key was split, and one that holds both forms already.
      await client.query(
        `UPDATE roles SET permissions = (
           SELECT jsonb_agg(CASE WHEN g->>'key' = 'EVALUATION_PARAMETER_EDITOR:EDIT' THEN jsonb_build_object('key', 'EVALUATION_PARAMETER_EDITOR:EDIT/DELETE', 'criteria', 'ALL') ELSE g END)
           FROM jsonb_array_elements(permissions) g WHERE g->>'key' <> 'EVALUATION_PARAMETER_EDITOR:DELETE')
         WHERE incubator_id = $1 AND type IN ('staff', 'coach') AND is_default`,
        [tenant.incubator.id],
      );
      await client.query(
        `UPDATE roles SET permissions = permissions || '[{"key": "EVALUATION_PARAMETER_EDITOR:DELETE", "criteria": "NONE"}]'::jsonb
         WHERE incubator_id = $1 AND type = 'coach' AND is_default`,
        [tenant.incubator.id],
      );

      await runDataMigration(client, MIGRATION, TABLES);

      await client.query(`SELECT set_config('app.incubator_id', $1, true)`, [tenant.incubator.id]);
      const { rows } = await client.query<{ id: string; name: string; category: string }>('SELECT id, name, category FROM tags WHERE incubator_id = $1 ORDER BY name', [
        tenant.incubator.id,
      ]);
      expect(rows.map((r) => [r.name, r.category])).toEqual([
        ['B2B', 'Startup'],
        ['Impact', 'Startup'],
        ['Payments', 'UserSkills'],
        ['Press', 'Other'],
      ]);
      const linked = async (table: string, owner: string, id: string) =>
        (await client.query<{ tag_id: string }>(`SELECT tag_id FROM ${table} WHERE incubator_id = $1 AND ${owner} = $2`, [tenant.incubator.id, id])).rows.map((r) => r.tag_id);
      expect(await linked('startup_tags', 'startup_id', alpha.id)).toEqual([tags.first.id]);
      expect(await linked('startup_tags', 'startup_id', beta.id)).toEqual([tags.first.id]);
      expect(await linked('user_tags', 'user_id', mentor.user.id)).toEqual([tags.first.id]);

      const grants = async (type: string) =>
        (
          await client.query<{ permissions: Array<{ key: string; criteria: string }> }>('SELECT permissions FROM roles WHERE incubator_id = $1 AND type = $2 AND is_default', [
            tenant.incubator.id,
            type,
          ])
        ).rows[0].permissions.filter((g) => g.key.startsWith('EVALUATION_PARAMETER_EDITOR'));
      expect(await grants('staff')).toEqual([
        { key: 'EVALUATION_PARAMETER_EDITOR:VIEW', criteria: 'ALL' },
        { key: 'EVALUATION_PARAMETER_EDITOR:CREATE', criteria: 'ALL' },
        { key: 'EVALUATION_PARAMETER_EDITOR:EDIT', criteria: 'ALL' },
        { key: 'EVALUATION_PARAMETER_EDITOR:DELETE', criteria: 'ALL' },
      ]);
      // A key already held keeps its own scope.
      expect((await grants('coach')).map((g) => `${g.key}=${g.criteria}`)).toEqual([
        'EVALUATION_PARAMETER_EDITOR:VIEW=NONE',
        'EVALUATION_PARAMETER_EDITOR:CREATE=NONE',
        'EVALUATION_PARAMETER_EDITOR:EDIT=ALL',
        'EVALUATION_PARAMETER_EDITOR:DELETE=NONE',
      ]);

      const { rows: index } = await client.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'tags_category_name_unique'`);
      expect(index[0].indexdef).toContain('UNIQUE');
      expect(await forcedRowSecurity(client, TABLES)).toEqual(Object.fromEntries(TABLES.map((t) => [t, true])));
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
