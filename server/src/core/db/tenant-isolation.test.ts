import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { startTestServer, gql, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant, type TestUser } from '../../../test/factories.ts';
import { RequestTransaction, withTenant } from '../transaction.ts';
import { createLogger } from '../log.ts';
import { newId } from '../ids.ts';
import { createPool, type Db, schema } from './pool.ts';
import { assertTenantIsolation } from './migrate.ts';

let server: TestServer;
let a: Tenant;
let b: Tenant;
let usersOfA: TestUser[];
let usersOfB: TestUser[];
let staffOfA: TestUser & { token: string };

beforeAll(async () => {
  server = await startTestServer();
  [a, b] = await Promise.all([buildTenant(server), buildTenant(server)]);
  staffOfA = await buildSignedInUser(a, { roleType: 'staff' });
  usersOfA = [staffOfA, await buildUser(a, { roleType: 'coach' })];
  // B gets rows in several tables: users, a sign-in token, a domain event, a startup.
  const staffOfB = await buildSignedInUser(b, { roleType: 'staff' });
  usersOfB = [staffOfB, await buildUser(b, { roleType: 'founder' })];
  await buildStartup(b, { founders: [usersOfB[1].user] });
});
afterAll(() => server.stop());

const ids = (people: TestUser[]) => people.map((p) => p.user.id).sort();

/** The PostgreSQL error behind a failed query (Drizzle wraps it, keeping it as the cause). */
async function databaseError(work: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await work;
  } catch (error) {
    return ((error as { cause?: unknown }).cause ?? error) as { code?: string; message: string };
  }
  throw new Error('the query was expected to fail');
}

/** Tables that carry incubator_id, read from the catalogue so that new tables are covered too. */
async function tenantTables(): Promise<string[]> {
  const { rows } = await server.services.pool.query<{ table: string }>(`
    SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'incubator_id' AND NOT a.attisdropped)
    ORDER BY 1`);
  return rows.map((r) => r.table);
}

describe('a tenant transaction sees only its own tenant', () => {
  it('a Drizzle select without any WHERE returns only the tenant’s users', async () => {
    const rows = await withTenant(server.services.pool, a.incubator.id, (db) => db.select().from(schema.users));
    expect(rows.map((r) => r.id).sort()).toEqual(ids(usersOfA));
    expect(new Set(rows.map((r) => r.incubatorId))).toEqual(new Set([a.incubator.id]));
    const fromB = await withTenant(server.services.pool, b.incubator.id, (db) => db.select().from(schema.users));
    expect(fromB.map((r) => r.id).sort()).toEqual(ids(usersOfB));
  });

  it('raw SQL SELECT * FROM users returns only the tenant’s users, even when it asks for another tenant', async () => {
    const all = await withTenant(server.services.pool, a.incubator.id, (db) => db.execute<{ id: string; incubator_id: string }>(sql`SELECT * FROM users`));
    expect(all.rows.map((r) => r.id).sort()).toEqual(ids(usersOfA));
    const named = await withTenant(server.services.pool, a.incubator.id, (db) =>
      db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM users WHERE incubator_id = ${b.incubator.id}`),
    );
    expect(named.rows[0].count).toBe(0);
  });

  it('no tenant table shows another tenant’s rows', async () => {
    const tables = await tenantTables();
    expect(tables).toEqual(expect.arrayContaining(['users', 'auth_tokens', 'domain_events', 'startups', 'roles']));
    const foreign = await withTenant(server.services.pool, a.incubator.id, async (db) => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE incubator_id <> ${a.incubator.id}`);
        counts[table] = rows[0].count;
      }
      return counts;
    });
    expect(foreign).toEqual(Object.fromEntries(tables.map((t) => [t, 0])));
    // B does have rows in those tables: the zeros above are the policy's doing.
    const own = await withTenant(server.services.pool, b.incubator.id, (db) =>
      db.execute<{ users: number; tokens: number; startups: number }>(
        sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM auth_tokens) AS tokens, (SELECT count(*)::int FROM startups) AS startups`,
      ),
    );
    expect(own.rows[0]).toEqual({ users: 2, tokens: 1, startups: 1 });
  });

  it('the tenant registry shows the application role only its own incubator', async () => {
    const { rows } = await withTenant(server.services.pool, a.incubator.id, (db) => db.execute<{ id: string }>(sql`SELECT id FROM incubators`));
    expect(rows.map((r) => r.id)).toEqual([a.incubator.id]);
  });

  it('a transaction of the application role without a tenant sees nothing', async () => {
    const client = await server.services.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL ROLE seedbed_app');
      const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      expect(rows[0].count).toBe(0);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('a tenant transaction cannot write into another tenant', () => {
  it('refuses to insert a row carrying another tenant’s incubator_id (RLS WITH CHECK)', async () => {
    const id = newId();
    const error = await databaseError(
      withTenant(server.services.pool, a.incubator.id, (db) =>
        db.insert(schema.users).values({ incubatorId: b.incubator.id, id, email: `intruder-${id}@example.test`, status: 'active' }),
      ),
    );
    expect(error.message).toMatch(/violates row-level security policy/);
    expect(error.code).toBe('42501');
    const inB = await withTenant(server.services.pool, b.incubator.id, (db) => db.execute(sql`SELECT id FROM users WHERE id = ${id}`));
    expect(inB.rows).toEqual([]);
  });

  it('cannot move its own row into another tenant, and updates of another tenant touch nothing', async () => {
    const error = await databaseError(
      withTenant(server.services.pool, a.incubator.id, (db) => db.execute(sql`UPDATE domain_events SET incubator_id = ${b.incubator.id} WHERE actor_id = ${staffOfA.user.id}`)),
    );
    expect(error.message).toMatch(/violates row-level security policy/);
    const touched = await withTenant(server.services.pool, a.incubator.id, (db) =>
      db.execute(sql`UPDATE users SET first_name = 'Hijacked' WHERE incubator_id = ${b.incubator.id} OR id = ${usersOfB[0].user.id}`),
    );
    expect(touched.rowCount).toBe(0);
    const deleted = await withTenant(server.services.pool, a.incubator.id, (db) => db.execute(sql`DELETE FROM auth_tokens WHERE incubator_id = ${b.incubator.id}`));
    expect(deleted.rowCount).toBe(0);
    const names = await withTenant(server.services.pool, b.incubator.id, (db) => db.execute<{ first_name: string }>(sql`SELECT first_name FROM users`));
    expect(names.rows.map((r) => r.first_name)).not.toContain('Hijacked');
  });
});

describe('the application role cannot step around row-level security', () => {
  it('is neither superuser nor BYPASSRLS, and owns no table', async () => {
    const { rows } = await server.services.pool.query(`SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = 'seedbed_app'`);
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: false }]);
    const owned = await server.services.pool.query(`SELECT tablename FROM pg_tables WHERE tableowner = 'seedbed_app'`);
    expect(owned.rows).toEqual([]);
  });

  it('runs the tenant transaction under seedbed_app', async () => {
    const { rows } = await withTenant(server.services.pool, a.incubator.id, (db) =>
      db.execute<{ role: string; tenant: string }>(sql`SELECT current_user AS role, current_setting('app.incubator_id') AS tenant`),
    );
    expect(rows).toEqual([{ role: 'seedbed_app', tenant: a.incubator.id }]);
  });

  it('cannot escape with SET row_security = off: the query fails instead of showing other tenants', async () => {
    const error = await databaseError(
      withTenant(server.services.pool, a.incubator.id, async (db) => {
        await db.execute(sql`SET LOCAL row_security = off`);
        return db.execute(sql`SELECT * FROM users`);
      }),
    );
    expect(error.message).toMatch(/row-level security/);
    expect(error.code).toBe('42501');
  });
});

describe('assertTenantIsolation', () => {
  /**
   * Runs `work` in a transaction that is always rolled back, handing assertTenantIsolation the
   * transaction's connection: the throwaway table is never visible to other test files' servers,
   * whose boot runs the same check.
   */
  async function inThrowawayTransaction(work: (client: pg.PoolClient, asPool: pg.Pool) => Promise<void>) {
    const client = await server.services.pool.connect();
    try {
      await client.query('BEGIN');
      await work(client, client as unknown as pg.Pool);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  it('passes on the migrated schema', async () => {
    await expect(assertTenantIsolation(server.services.pool)).resolves.toBeUndefined();
  });

  it('throws for a table with incubator_id without forced RLS, and passes once it is isolated', async () => {
    const table = `isolation_probe_${newId().replace(/-/g, '').slice(-12)}`;
    await inThrowawayTransaction(async (client, asPool) => {
      await client.query(`CREATE TABLE ${table} (incubator_id uuid NOT NULL, id uuid NOT NULL, PRIMARY KEY (incubator_id, id))`);
      await expect(assertTenantIsolation(asPool)).rejects.toThrow(new RegExp(table));
      // Enabled but not forced is not enough: the owner would still see every tenant.
      await client.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await expect(assertTenantIsolation(asPool)).rejects.toThrow(new RegExp(table));
      await client.query(`SELECT seedbed_isolate('${table}'::regclass)`);
      await expect(assertTenantIsolation(asPool)).resolves.toBeUndefined();
    });
    const left = await server.services.pool.query(`SELECT to_regclass($1) AS t`, [table]);
    expect(left.rows[0].t).toBeNull();
  });
});

describe('the reads of a query, on a reader connection', () => {
  // One connection, so that every operation below is served by the same one, tenant after tenant.
  let readers: pg.Pool;
  beforeAll(() => {
    readers = createPool(inject('databaseUrl'), createLogger('silent'), 1, 'read');
  });
  afterAll(() => readers.end());

  async function asQuery<T>(tenant: string, work: (db: Db) => Promise<T>, commit = true): Promise<T> {
    const tx = new RequestTransaction(server.services.pool, tenant);
    tx.readFrom(readers);
    try {
      return await work(await tx.db());
    } finally {
      await tx.finish(commit);
    }
  }
  const usersSeen = (db: Db) => db.execute<{ id: string; role: string }>(sql`SELECT id, current_user AS role FROM users`);
  const startedAt = async (db: Db) => (await db.execute<{ at: string }>(sql`SELECT transaction_timestamp()::text AS at`)).rows[0].at;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

  it('one connection serves each tenant only its own rows, under the application role', async () => {
    for (const [tenant, people] of [
      [a, usersOfA],
      [b, usersOfB],
      [a, usersOfA],
    ] as const) {
      const { rows } = await asQuery(tenant.incubator.id, usersSeen);
      expect(rows.map((r) => r.id).sort()).toEqual(ids(people));
      expect(new Set(rows.map((r) => r.role))).toEqual(new Set(['seedbed_app']));
    }
  });

  it('reads run outside a transaction; the first statement that writes begins one, kept to the end', async () => {
    const id = newId();
    const times = await asQuery(
      a.incubator.id,
      async (db) => {
        const before = [await startedAt(db), await pause().then(() => startedAt(db))];
        await db.insert(schema.users).values({ incubatorId: a.incubator.id, id, email: `reader-${id}@example.test`, status: 'active' });
        const after = [await startedAt(db), await pause().then(() => startedAt(db))];
        return { before, after };
      },
      false,
    );
    expect(times.before[0]).not.toBe(times.before[1]);
    expect(times.after[0]).toBe(times.after[1]);
    // Rolled back with the operation.
    const kept = await withTenant(server.services.pool, a.incubator.id, (db) => db.execute(sql`SELECT id FROM users WHERE id = ${id}`));
    expect(kept.rows).toEqual([]);
  });

  it('a row lock taken by a query holds until the operation ends', async () => {
    const locked = usersOfA[1].user.id;
    const tryLock = () =>
      withTenant(server.services.pool, a.incubator.id, (db) => db.execute(sql`SELECT id FROM users WHERE id = ${locked} FOR UPDATE NOWAIT`)).then(
        () => 'free',
        (error) => ((error as { cause?: { code?: string } }).cause?.code === '55P03' ? 'locked' : String(error)),
      );
    const whileHeld = await asQuery(a.incubator.id, async (db) => {
      await db.execute(sql`SELECT id FROM users WHERE id = ${locked} FOR UPDATE`);
      await usersSeen(db);
      return tryLock();
    });
    expect(whileHeld).toBe('locked');
    expect(await tryLock()).toBe('free');
  });
});

describe('through the API', () => {
  it('user(id) of another tenant’s user answers NOT_FOUND, never the record', async () => {
    const query = 'query ($id: ID!) { user(id: $id) { _id email fullName } }';
    const own = await gql(server, query, { id: usersOfA[1].user.id }, { tenant: a.slug, token: staffOfA.token });
    expect(own.data?.user._id).toBe(usersOfA[1].user.id);

    const foreign = await gql(server, query, { id: usersOfB[0].user.id }, { tenant: a.slug, token: staffOfA.token });
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign)).not.toContain(usersOfB[0].email);
  });

  it('incubator(incubatorId) of another tenant answers NOT_FOUND', async () => {
    const answer = await gql(server, 'query ($id: ID) { incubator(incubatorId: $id) { _id name } }', { id: b.incubator.id }, { tenant: a.slug, token: staffOfA.token });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(answer)).not.toContain(b.incubator.name);
  });

  it('a sign-in token of one tenant is nobody on another', async () => {
    const answer = await gql(server, '{ currentUser { _id } }', {}, { tenant: b.slug, token: staffOfA.token });
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
