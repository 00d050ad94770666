import { and, eq, gt, isNull } from 'drizzle-orm';
import { canSignIn } from '@seedbed/contracts/roles';
import type { Context, Viewer } from '../context.ts';
import type { KeptViewer } from '../kept-rows.ts';
import { schema, type Db } from '../db/pool.ts';
import { hashToken } from './tokens.ts';

const s = schema;

/**
 * The person behind a bearer token. A revoked or expired token, or a user who may no longer sign
 * in (deleted, denied, archived), is nobody: their next request needs a new sign-in. Kept in
 * memory between requests (core/kept-rows.ts): a change to the person, their role or the token
 * is heard by every server, and the token's end is checked on every use.
 */
export async function authenticate(ctx: Context, token: string): Promise<Viewer | null> {
  const tenant = ctx.incubator.id;
  const tokenHash = hashToken(token);
  const kept = await ctx.services.kept.viewers.get(`${tenant}:${tokenHash}`, async () => {
    const found = await readViewer(await ctx.tx.db(), tenant, tokenHash);
    return found && { tenant, value: found };
  });
  if (!kept || !canSignIn(kept.user.status) || kept.expiresAt <= new Date()) return null;
  return { user: kept.user, role: kept.role, tokenId: kept.tokenId };
}

/** The token with its person and role, in one query; frozen, as the rows are shared by requests. */
async function readViewer(db: Db, incubatorId: string, tokenHash: string): Promise<KeptViewer | null> {
  const [row] = await db
    .select({ tokenId: s.authTokens.id, expiresAt: s.authTokens.expiresAt, user: s.users, role: s.roles })
    .from(s.authTokens)
    .innerJoin(s.users, and(eq(s.users.incubatorId, s.authTokens.incubatorId), eq(s.users.id, s.authTokens.userId)))
    .leftJoin(s.roles, and(eq(s.roles.incubatorId, s.users.incubatorId), eq(s.roles.id, s.users.roleId)))
    .where(and(eq(s.authTokens.incubatorId, incubatorId), eq(s.authTokens.tokenHash, tokenHash), isNull(s.authTokens.revokedAt), gt(s.authTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  return { user: Object.freeze(row.user), role: row.role && Object.freeze(row.role), tokenId: row.tokenId, expiresAt: row.expiresAt };
}
