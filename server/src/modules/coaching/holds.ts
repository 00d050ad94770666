import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { holds } from './repo.ts';

/** SQLSTATE of an exclusion constraint's refusal: `calendar_holds_no_overlap` found an overlapping hold. */
const EXCLUSION_VIOLATION = '23P01';
/** Two holds inserted at once can still wait on each other inside the constraint's index; the loser is refused like an overlap. */
const DEADLOCK = '40P01';

export const slotUnavailable = () => new AppError('SLOT_UNAVAILABLE', 'coaching.slotUnavailable');

const isOverlap = (error: unknown) => {
  const cause = ((error as { cause?: unknown } | null)?.cause ?? error) as { code?: string } | null;
  return cause?.code === EXCLUSION_VIOLATION || cause?.code === DEADLOCK;
};

export interface HeldTime {
  /** COACHING_HOLD for a session, 'event' for an event. */
  source: string;
  sourceId: string;
  userIds: readonly string[];
  startsAt: Date;
  endsAt: Date;
}

/**
 * Holds the time of `userIds` for one source, replacing whatever that source held before (a moved
 * session holds its new time only). The database refuses a hold overlapping another of the same
 * person, whichever server wrote it: that is SLOT_UNAVAILABLE. A savepoint keeps the refusal from
 * spoiling the caller's transaction and keeps the earlier holds when the new ones are refused.
 * Bookings of one person take turns (a transaction lock per person, taken in id order so two
 * sessions sharing coaches never wait on each other): the constraint then refuses at once instead
 * of two inserts deadlocking inside its index.
 */
export async function holdTime(ctx: Pick<Context, 'incubator'>, db: Db, held: HeldTime): Promise<void> {
  const userIds = [...new Set(held.userIds)];
  await db.execute(sql`SAVEPOINT coaching_hold`);
  try {
    for (const userId of [...userIds].sort()) await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`hold:${ctx.incubator.id}:${userId}`}, 0))`);
    await releaseHolds(ctx, db, held.source, held.sourceId);
    if (userIds.length)
      await db.insert(holds).values(
        userIds.map((userId) => ({
          incubatorId: ctx.incubator.id,
          id: newId(),
          userId,
          source: held.source,
          sourceId: held.sourceId,
          startsAt: held.startsAt,
          endsAt: held.endsAt,
        })),
      );
    await db.execute(sql`RELEASE SAVEPOINT coaching_hold`);
  } catch (error) {
    await db.execute(sql`ROLLBACK TO SAVEPOINT coaching_hold`);
    if (isOverlap(error)) throw slotUnavailable();
    throw error;
  }
}

/** Frees the time a source held (a deleted or cancelled session). */
export async function releaseHolds(ctx: Pick<Context, 'incubator'>, db: Db, source: string, sourceId: string): Promise<void> {
  await db.delete(holds).where(and(eq(holds.incubatorId, ctx.incubator.id), eq(holds.source, source), eq(holds.sourceId, sourceId)));
}
