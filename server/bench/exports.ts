// The export history at scale: one person with 200,000 exports (BENCH_EXPORTS) over about a
// year, of every type and format, most written, some failed; read by them: the history's first
// page and a deep one reached by walking its own `next` cursors (exports_history_idx).
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { hashPassword } from '../src/core/auth/passwords.ts';
import { createIncubator } from '../src/modules/incubators/service.ts';
import { createUser } from '../src/modules/users/create.ts';
import type { BenchLine, BenchPerson } from './courses.ts';

export const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 200_000);
/** How deep the deep page is. */
export const EXPORTS_DEEP = Math.min(5_000, Math.floor(EXPORTS * 0.5));
/** The largest page the history gives: the walk's step. */
const STEP = 100;

export interface ExportHistory {
  slug: string;
  email: string;
  password: string;
}

export interface ExportsBenchContext {
  history: ExportHistory;
  signIn(tenant: string, email: string, password: string): Promise<string>;
  walk(as: BenchPerson, query: string, field: string, step: number, rows: number): Promise<string>;
  measure(title: string, query: string, as: BenchPerson): Promise<BenchLine>;
}

export async function fillExportHistory(pool: pg.Pool): Promise<ExportHistory> {
  const slug = 'bench-exports';
  const password = 'bench-password-1';
  const email = 'admin@exports.test';
  const incubator = await createIncubator(pool, { slug, name: 'Bench Exports', plan: 'enterprise' });
  const passwordHash = await hashPassword(password);
  await withTenant(pool, incubator.id, async (db) => {
    const admin = await createUser(db, incubator.id, { email, firstName: 'Ada', lastName: 'Admin', roleType: 'admin', passwordHash, status: 'active', validated: true });
    // Someone else's history beside it, so that the index has to pick the person's own.
    const other = await createUser(db, incubator.id, {
      email: 'staff@exports.test',
      firstName: 'Sam',
      lastName: 'Staff',
      roleType: 'staff',
      passwordHash,
      status: 'active',
      validated: true,
    });
    const t = sql`${incubator.id}::uuid`;
    await db.execute(sql`
      INSERT INTO exports (incubator_id, id, type, format, status, filter, requested_by, rows_written, total, size_bytes, storage_key, file_name, error_key, attempts, created_at, started_at, finished_at, expires_at, expired_at)
      SELECT ${t}, gen_random_uuid(),
             (ARRAY['users', 'startups', 'applications', 'coachingSessions', 'event', 'metrics'])[1 + g % 6],
             CASE WHEN g % 3 = 0 THEN 'csv' ELSE 'xlsx' END,
             CASE WHEN g % 50 = 0 THEN 'FAILED' ELSE 'COMPLETED' END,
             jsonb_build_object('sort', 'NAME', 'filter', jsonb_build_object('search', 'cohort ' || g % 12)),
             CASE WHEN g % 5 = 0 THEN ${other.id}::uuid ELSE ${admin.id}::uuid END,
             g % 900, g % 900, 4096 + g % 100000, NULL, 'export-' || g || '.xlsx',
             CASE WHEN g % 50 = 0 THEN 'exports.errors.failed' END, 1,
             now() - g * interval '150 seconds', now() - g * interval '150 seconds', now() - g * interval '150 seconds' + interval '4 seconds',
             now() - g * interval '150 seconds' + interval '72 hours', now() - g * interval '150 seconds' + interval '72 hours'
      FROM generate_series(1, ${EXPORTS}) g`);
  });
  await pool.query('VACUUM ANALYZE exports, users');
  return { slug, email, password };
}

const ROW = '_id type format status filter rowCount total sizeBytes fileName error createdAt finishedAt expiresAt expired downloadUrl';

/** The history's first page and a deep page, as its owner, asked as the history's screen asks them (no totalCount). */
export async function exportsBench(context: ExportsBenchContext): Promise<BenchLine[]> {
  const { history } = context;
  const as = { tenant: history.slug, token: await context.signIn(history.slug, history.email, history.password) };
  const deep = await context.walk(as, `query($cursor: String) { exports(cursor: $cursor, limit: ${STEP}) { next } }`, 'exports', STEP, EXPORTS_DEEP);
  return [
    await context.measure(`exports history (${EXPORTS / 1000}k)`, `{ exports(limit: 20) { next results { ${ROW} } } }`, as),
    await context.measure(`exports history ${EXPORTS_DEEP.toLocaleString('en')} deep`, `{ exports(cursor: "${deep}") { next results { ${ROW} } } }`, as),
  ];
}
