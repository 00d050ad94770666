import { and, desc, eq, gt } from 'drizzle-orm';
import type { Context, Viewer } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { recordEvent } from '../../core/events.ts';

const s = schema.sessions;
export type SessionRow = typeof s.$inferSelect;

function activeSince(ctx: Context): Date {
  return new Date(Date.now() - ctx.services.config.sessionStaleAfterMs);
}

export async function activeSessions(ctx: Context, db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(s)
    .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.userId, userId), eq(s.status, 'active'), gt(s.lastSeenAt, activeSince(ctx))))
    .orderBy(desc(s.lastSeenAt));
}

async function findOwn(ctx: Context, db: Db, viewer: Viewer, sessionId: string | null | undefined): Promise<SessionRow | null> {
  if (!sessionId || !isId(sessionId)) return null;
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.id, sessionId), eq(s.userId, viewer.user.id)));
  return row ?? null;
}

/** Ends a session: its sign-in token is revoked and its browser is told at once. */
export async function endSession(ctx: Context, db: Db, session: SessionRow): Promise<void> {
  await db
    .update(s)
    .set({ status: 'loggedOut', endedAt: new Date() })
    .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.id, session.id)));
  if (session.authTokenId) {
    await db
      .update(schema.authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(schema.authTokens.incubatorId, ctx.incubator.id), eq(schema.authTokens.id, session.authTokenId)));
  }
  await recordEvent(ctx, db, { kind: 'session.ended', subjectKind: 'session', subjectId: session.id, data: { userId: session.userId } });
}

/**
 * Called when the web app starts and every 30 s. A known session of this sign-in is refreshed.
 * A session of another sign-in named here is adopted: it ends there and continues here. A new
 * session is refused beyond the configured number of concurrent sessions, with the list to choose from.
 */
export async function upsertSession(ctx: Context, viewer: Viewer, sessionId: string | null | undefined): Promise<SessionRow> {
  const db = await ctx.tx.db();
  // An ended session (say, one this browser kept from an earlier sign-in) is not revived.
  const found = await findOwn(ctx, db, viewer, sessionId);
  const existing = found?.status === 'active' ? found : null;
  if (existing && existing.authTokenId === viewer.tokenId) {
    const [row] = await db
      .update(s)
      .set({ lastSeenAt: new Date(), userAgent: ctx.userAgent })
      .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.id, existing.id)))
      .returning();
    return row;
  }
  if (existing) {
    await endSession(ctx, db, existing);
  } else {
    const active = await activeSessions(ctx, db, viewer.user.id);
    const others = active.filter((a) => a.authTokenId !== viewer.tokenId);
    if (others.length >= ctx.services.config.maxSessionsPerUser) {
      throw new AppError('MAX_SESSIONS', 'errors.maxSessions', {}, { sessions: others.map((o) => sessionView(o, viewer)) });
    }
  }
  const [row] = await db
    .insert(s)
    .values({ incubatorId: ctx.incubator.id, id: newId(), userId: viewer.user.id, authTokenId: viewer.tokenId, userAgent: ctx.userAgent })
    .returning();
  return row;
}

export async function logoutSession(ctx: Context, viewer: Viewer, sessionId: string): Promise<boolean> {
  const db = await ctx.tx.db();
  const session = await findOwn(ctx, db, viewer, sessionId);
  if (session?.status !== 'active') return false;
  await endSession(ctx, db, session);
  return true;
}

export function sessionView(row: SessionRow, viewer: Viewer) {
  return {
    _id: row.id,
    status: row.status,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.authTokenId === viewer.tokenId,
  };
}
