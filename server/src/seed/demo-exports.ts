import { and, count, eq } from 'drizzle-orm';
import { schema } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import type { Services } from '../core/services.ts';
import { withTenant } from '../core/transaction.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { startExportRunner } from '../modules/exports/runner.ts';

/** How long the demo's running export stays with the server that seeded it before any server takes it over and finishes it. */
const RUNNING_LEASE_MS = 30 * 60_000;

/**
 * The export history of the demo: files really written by the export runner (the admin's active
 * users as a spreadsheet, the staff member's startups), and the admin's startups export caught
 * half-way, as a server writing it would leave it. Its lease lapses after half an hour; a server
 * then takes it over and writes it, as it would after a crash.
 */
export async function seedDemoExports(services: Services, incubator: IncubatorRow, users: Map<string, string>) {
  const tenant = incubator.id;
  const admin = users.get('admin@demo.test')!;
  const staff = users.get('staff@demo.test')!;
  const finished = [
    { requestedBy: admin, type: 'users', format: 'xlsx', filter: { filter: { statuses: ['active'] }, sort: 'NAME' } },
    { requestedBy: staff, type: 'startups', format: 'xlsx', filter: { filter: { archived: false }, sort: 'NEWEST' } },
    { requestedBy: admin, type: 'startups', format: 'csv', filter: { sort: 'NAME' } },
  ];
  const ids = await withTenant(services.pool, tenant, async (db) => {
    const written = finished.map(() => newId());
    await db.insert(schema.exports).values(finished.map((e, i) => ({ incubatorId: tenant, id: written[i], ...e })));
    const [{ startups }] = await db
      .select({ startups: count() })
      .from(schema.startups)
      .where(and(eq(schema.startups.incubatorId, tenant), eq(schema.startups.archived, false)));
    const now = Date.now();
    await db.insert(schema.exports).values({
      incubatorId: tenant,
      id: newId(),
      type: 'startups',
      format: 'xlsx',
      filter: { filter: { archived: false }, sort: 'NAME' },
      requestedBy: admin,
      status: 'IN_PROGRESS',
      attempts: 1,
      total: startups,
      rowsWritten: Math.floor(startups / 2),
      startedAt: new Date(now - 20_000),
      leaseOwner: 'demo',
      leaseUntil: new Date(now + RUNNING_LEASE_MS),
    });
    return written;
  });
  // A runner of its own, for these exports only: the server's own starts once it listens.
  const runner = startExportRunner(services, { sweepMs: 0, sweepOnStart: false });
  try {
    for (const id of ids) await runner.kick(incubator, id);
  } finally {
    await runner.stop();
  }
}
