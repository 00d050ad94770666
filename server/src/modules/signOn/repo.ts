import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { SignOnAttemptRow, SignOnProviderRow } from '../../db/schema/index.ts';

export const providers = schema.signOnProviders;
export const attempts = schema.signOnAttempts;
export type { SignOnAttemptRow, SignOnProviderRow };

export async function findProvider(db: Db, incubatorId: string, id: string): Promise<SignOnProviderRow | null> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.incubatorId, incubatorId), eq(providers.id, id)));
  return row ?? null;
}

/** The organisation's LinkedIn provider: an enabled one before a disabled one, the oldest first. */
export async function findLinkedInProvider(db: Db, incubatorId: string): Promise<SignOnProviderRow | null> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.incubatorId, incubatorId), eq(providers.kind, 'linkedin')))
    .orderBy(desc(providers.enabled), asc(providers.createdAt), asc(providers.id))
    .limit(1);
  return row ?? null;
}

/** An organisation's providers, oldest first (at most SIGN_ON_PROVIDERS_MAX, so one page). */
export async function listProviders(db: Db, incubatorId: string): Promise<SignOnProviderRow[]> {
  return db.select().from(providers).where(eq(providers.incubatorId, incubatorId)).orderBy(asc(providers.createdAt), asc(providers.id));
}

/** Takes the attempt its state names, once: a second callback with the same state finds nothing. */
export async function takeAttempt(db: Db, incubatorId: string, stateHash: string): Promise<SignOnAttemptRow | null> {
  const [row] = await db
    .delete(attempts)
    .where(and(eq(attempts.incubatorId, incubatorId), eq(attempts.stateHash, stateHash)))
    .returning();
  return row ?? null;
}

/** Attempts nobody came back from are worthless once expired; each new start clears its tenant's. */
export async function clearExpiredAttempts(db: Db, incubatorId: string): Promise<void> {
  await db.delete(attempts).where(and(eq(attempts.incubatorId, incubatorId), lt(attempts.expiresAt, new Date())));
}
