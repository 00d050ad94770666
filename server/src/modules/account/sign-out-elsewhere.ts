import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { endSession } from '../sessions/service.ts';

const s = schema.sessions;
const tokens = schema.authTokens;

/**
 * Ends every open session of a user except those of the sign-in `keepTokenId` (none when null),
 * then revokes the other sign-in tokens too, so that a sign-in that never opened a session is
 * closed as well. endSession tells each of those browsers at once. Returns the sessions ended.
 */
export async function signOutElsewhere(ctx: Context, db: Db, userId: string, keepTokenId: string | null): Promise<number> {
  const open = await db
    .select()
    .from(s)
    .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.userId, userId), eq(s.status, 'active')));
  const others = open.filter((session) => keepTokenId === null || session.authTokenId !== keepTokenId);
  for (const session of others) await endSession(ctx, db, session);
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.incubatorId, ctx.incubator.id), eq(tokens.userId, userId), isNull(tokens.revokedAt), keepTokenId === null ? undefined : ne(tokens.id, keepTokenId)));
  return others.length;
}
