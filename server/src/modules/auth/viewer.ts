import { and, eq, gt, isNull } from 'drizzle-orm';
import { canSignIn } from '@seedbed/contracts/roles';
import type { Viewer } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { hashToken } from '../../core/auth/tokens.ts';

const s = schema;

/**
 * The person behind a bearer token, in one query. A revoked or expired token, or a user who may
 * no longer sign in (deleted, denied, archived), is nobody: their next request needs a new sign-in.
 */
export async function authenticate(db: Db, incubatorId: string, token: string): Promise<Viewer | null> {
  const [row] = await db
    .select({ tokenId: s.authTokens.id, user: s.users, role: s.roles })
    .from(s.authTokens)
    .innerJoin(s.users, and(eq(s.users.incubatorId, s.authTokens.incubatorId), eq(s.users.id, s.authTokens.userId)))
    .leftJoin(s.roles, and(eq(s.roles.incubatorId, s.users.incubatorId), eq(s.roles.id, s.users.roleId)))
    .where(
      and(
        eq(s.authTokens.incubatorId, incubatorId),
        eq(s.authTokens.tokenHash, hashToken(token)),
        isNull(s.authTokens.revokedAt),
        gt(s.authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || !canSignIn(row.user.status)) return null;
  return { user: row.user, role: row.role, tokenId: row.tokenId };
}
