import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { runAs } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { everyInterval, sweepTenants, type SweepOptions } from '../../core/sweep.ts';
import { withTenant } from '../../core/transaction.ts';
import type { ExportRow, IncubatorRow } from '../../db/schema/index.ts';
import { liveAccount } from '../users/live-account.ts';
import { writeExportFile, type ExportFile } from './file.ts';
import { exportTopic, type ExportSignal } from './live.ts';
import { exportTypeDefinition } from './registry.ts';
import { parseExportFilter } from './service.ts';

const x = schema.exports;

/** Writing an export is tried this many times (a crash, a storage outage) before it is FAILED. */
export const MAX_EXPORT_ATTEMPTS = 3;

export interface ExportRunnerOptions {
  /** How long a claim holds without renewal; a crashed server's exports wait this long. */
  leaseMs?: number;
  /** How often to look for exports nobody writes and for files whose time is up; 0: only at start. */
  sweepMs?: number;
  /** Whether to look at once (a server starting); the demo's own runner writes only what it is given. */
  sweepOnStart?: boolean;
}

export interface ExportRunner {
  /** Starts writing the export unless this server already does; answers when this server is done with it. */
  kick(incubator: IncubatorRow, exportId: string): Promise<void>;
  /** Looks in every tenant for exports nobody holds (queued, or left by a stopped server), and takes them. */
  sweep(options?: SweepOptions): Promise<void>;
  /** Removes the files whose time is up; answers how many. */
  expire(now?: Date, options?: SweepOptions): Promise<number>;
  stop(): Promise<void>;
}

// Requests reach the runner of their own server through its services.
const runners = new WeakMap<Services, ExportRunner>();
export const exportRunnerOf = (services: Services) => runners.get(services);

/** Another server took the export over, or its requester cancelled it: this one stops writing. */
class LeaseLost extends Error {}
/** This server is stopping: the export is let go, to be written again by the next that runs. */
class Stopping extends Error {}

const UNFINISHED = ['QUEUED', 'IN_PROGRESS'];

/**
 * Writes exports in the background, as their requesters, one file per export, the same way the
 * batch runner works through its operations: a lease on the export row keeps two servers from
 * writing one export, renewed with each page of rows; a server that stops lets go of its exports
 * (they are written again from the start by the next server), and one that crashed leaves its
 * lease to lapse, after which any server's sweep takes the export over, counting the attempt.
 * After MAX_EXPORT_ATTEMPTS it is FAILED. A refusal by the list itself (an AppError: the right
 * was withdrawn, the filter no longer fits) ends it in ERROR with that reason.
 */
export function startExportRunner(services: Services, options: ExportRunnerOptions = {}): ExportRunner {
  const leaseMs = options.leaseMs ?? services.config.exports.leaseMs;
  const retentionMs = services.config.exports.retentionHours * 3_600_000;
  // Progress reaches the page about once a second, and the lease is renewed well before it lapses.
  const beatMs = Math.min(1000, Math.floor(leaseMs / 3));
  const owner = randomUUID();
  const active = new Map<string, Promise<void>>();
  let stopping = false;

  const leaseUntil = () => new Date(Date.now() + leaseMs);

  async function publish(db: Db, row: ExportRow) {
    const signal: ExportSignal = { id: row.id, requestedBy: row.requestedBy };
    await services.pubsub.publish(db, exportTopic(row.incubatorId, row.id), { ...signal });
  }

  /** Takes an export nobody holds; each claim is one more attempt, and writing starts over. */
  async function claim(incubator: IncubatorRow, exportId: string): Promise<ExportRow | null> {
    return withTenant(services.pool, incubator.id, async (db) => {
      const [row] = await db
        .update(x)
        .set({ status: 'IN_PROGRESS', leaseOwner: owner, leaseUntil: leaseUntil(), attempts: sql`${x.attempts} + 1`, startedAt: new Date(), rowsWritten: 0 })
        .where(
          and(eq(x.incubatorId, incubator.id), eq(x.id, exportId), inArray(x.status, UNFINISHED), or(isNull(x.leaseUntil), lt(x.leaseUntil, new Date()), eq(x.leaseOwner, owner))),
        )
        .returning();
      if (row) await publish(db, row);
      return row ?? null;
    });
  }

  /** Changes the export while this server holds it and it is still being written; renews the lease unless it ends. */
  async function advance(row: ExportRow, change: Partial<ExportRow>): Promise<ExportRow> {
    return withTenant(services.pool, row.incubatorId, async (db) => {
      const ends = change.status !== undefined && change.status !== 'IN_PROGRESS';
      const [updated] = await db
        .update(x)
        .set({ ...change, ...(ends ? { leaseOwner: null, leaseUntil: null } : { leaseUntil: leaseUntil() }) })
        .where(and(eq(x.incubatorId, row.incubatorId), eq(x.id, row.id), eq(x.leaseOwner, owner), eq(x.status, 'IN_PROGRESS')))
        .returning();
      if (!updated) throw new LeaseLost();
      await publish(db, updated);
      return updated;
    });
  }

  /** Lets go of an export without ending it: the next sweep (here or elsewhere) writes it again. */
  async function release(row: ExportRow, attempts: number) {
    await withTenant(services.pool, row.incubatorId, (db) =>
      db
        .update(x)
        .set({ leaseOwner: null, leaseUntil: null, attempts })
        .where(and(eq(x.incubatorId, row.incubatorId), eq(x.id, row.id), eq(x.leaseOwner, owner))),
    );
  }

  /** Writes the file as the requester, who must still be allowed to export this list; answers where it is stored. */
  async function write(incubator: IncubatorRow, row: ExportRow, dir: string): Promise<{ file: ExportFile; key: string }> {
    if (!(await liveAccount(services, incubator.id, row.requestedBy))) throw new AppError('FORBIDDEN', 'exports.errors.requesterGone');
    return runAs(services, incubator, row.requestedBy, async (ctx) => {
      const definition = exportTypeDefinition(row.type);
      if (!definition) throw new AppError('VALIDATION_ERROR', 'exports.errors.unknownType');
      let filter: unknown;
      try {
        filter = parseExportFilter(definition, row.filter);
      } catch (error) {
        if (error instanceof AppError) throw new AppError('VALIDATION_ERROR', 'exports.errors.filterNoLongerFits');
        throw error;
      }
      await definition.authorize(ctx, filter);
      const table = await definition.table(ctx, filter);
      let current = table.total !== undefined ? await advance(row, { total: table.total }) : row;
      let lastBeat = Date.now();
      await fs.mkdir(dir, { recursive: true });
      const day = row.createdAt.toISOString().slice(0, 10);
      const file = await writeExportFile({
        dir,
        table,
        format: row.format === 'xlsx' ? 'xlsx' : 'csv',
        withAttachments: row.withAttachments,
        rightToLeft: ctx.language === 'ar',
        dictionary: { sheet: ctx.t('exports.dictionary.sheet'), header: [ctx.t('exports.dictionary.column'), ctx.t('exports.dictionary.description')] },
        baseName: `${table.name.replace(/[\\/]+/g, '-')}-${day}`,
        storage: services.storage,
        async onRows(written) {
          if (stopping) throw new Stopping();
          if (Date.now() - lastBeat < beatMs) return;
          lastBeat = Date.now();
          current = await advance(current, { rowsWritten: written });
        },
        onMissing(storageKey) {
          services.log.warn({ exportId: row.id, storageKey }, 'an exported attachment is no longer in storage');
        },
      });
      // A new key per attempt: a server that lost the export never overwrites the file of the one that finished it.
      const key = `exports/${incubator.id}/${row.id}-${row.attempts}.${path.extname(file.fileName).slice(1)}`;
      await services.storage.putFile(key, file.path, file.contentType);
      return { file, key };
    });
  }

  async function run(incubator: IncubatorRow, exportId: string): Promise<void> {
    const row = await claim(incubator, exportId);
    if (!row) return;
    if (row.attempts > MAX_EXPORT_ATTEMPTS) {
      await advance(row, { status: 'FAILED', errorKey: 'exports.errors.failed', finishedAt: new Date() }).catch(() => undefined);
      return;
    }
    const dir = path.join(services.storage.incomingDir, `export-${row.id}-${owner}`);
    try {
      const { file, key } = await write(incubator, row, dir);
      const finishedAt = new Date();
      try {
        await advance(row, {
          status: 'COMPLETED',
          rowsWritten: file.rows,
          total: file.rows,
          sizeBytes: file.sizeBytes,
          storageKey: key,
          fileName: file.fileName,
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + retentionMs),
        });
      } catch (error) {
        await services.storage.remove(key).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      if (error instanceof LeaseLost) return;
      if (error instanceof Stopping) {
        // Not the export's fault: the attempt is given back.
        await release(row, row.attempts - 1).catch(() => undefined);
        return;
      }
      if (error instanceof AppError) {
        await advance(row, { status: 'ERROR', errorKey: error.key, finishedAt: new Date() }).catch(() => undefined);
        return;
      }
      services.log.error({ err: (error as Error).message, exportId }, 'export interrupted');
      if (row.attempts >= MAX_EXPORT_ATTEMPTS) {
        await advance(row, { status: 'FAILED', errorKey: 'exports.errors.failed', finishedAt: new Date() }).catch(() => undefined);
      } else {
        // Let go at once: the next sweep writes it again from the start.
        await release(row, row.attempts).catch(() => undefined);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  const runner: ExportRunner = {
    kick(incubator, exportId) {
      const key = `${incubator.id}:${exportId}`;
      const running = active.get(key);
      if (running) return running;
      if (stopping) return Promise.resolve();
      const started = run(incubator, exportId)
        .catch((error) => services.log.error({ err: (error as Error).message, exportId }, 'export run failed'))
        .finally(() => active.delete(key));
      active.set(key, started);
      return started;
    },
    async sweep(sweepOptions = {}) {
      await sweepTenants(
        services,
        'export sweep',
        async (incubator) => {
          const waiting = await withTenant(services.pool, incubator.id, (db) =>
            db
              .select({ id: x.id, type: x.type })
              .from(x)
              .where(and(eq(x.incubatorId, incubator.id), inArray(x.status, UNFINISHED), or(isNull(x.leaseUntil), lt(x.leaseUntil, new Date())))),
          );
          // A type this server does not know (a newer server's, during an upgrade) waits for a server that does.
          const known = waiting.filter((row) => exportTypeDefinition(row.type));
          for (const { id } of known) void runner.kick(incubator, id);
          return known.length;
        },
        sweepOptions,
      );
    },
    async expire(now = new Date(), sweepOptions = {}) {
      return sweepTenants(
        services,
        'export expiry',
        async (incubator) => {
          const due = await withTenant(services.pool, incubator.id, (db) =>
            db
              .select({ id: x.id, storageKey: x.storageKey })
              .from(x)
              .where(and(eq(x.incubatorId, incubator.id), isNotNull(x.storageKey), lt(x.expiresAt, now)))
              .limit(500),
          );
          for (const { id, storageKey } of due) {
            await services.storage.remove(storageKey!);
            await withTenant(services.pool, incubator.id, (db) =>
              db
                .update(x)
                .set({ storageKey: null, expiredAt: now })
                .where(and(eq(x.incubatorId, incubator.id), eq(x.id, id))),
            );
          }
          return due.length;
        },
        sweepOptions,
      );
    },
    async stop() {
      stopping = true;
      await timer.stop();
      await Promise.allSettled([...active.values()]);
      if (runners.get(services) === runner) runners.delete(services);
    },
  };
  const sweepAndExpire = async () => {
    await runner.sweep();
    await runner.expire();
  };
  const timer = everyInterval(services, 'export sweep', options.sweepMs ?? services.config.exports.sweepIntervalMs, sweepAndExpire);
  runners.set(services, runner);
  if (options.sweepOnStart ?? true) void sweepAndExpire().catch((error) => services.log.error({ err: (error as Error).message }, 'export sweep failed'));
  return runner;
}
