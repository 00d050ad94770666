import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { newToken } from '../../core/auth/tokens.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { fullName } from '../users/schema.ts';

/** A new sign-in token at every sign-in; only its hash is kept. */
export async function issueAuthToken(ctx: Context, db: Db, user: UserRow) {
  const { token, hash } = newToken();
  await db.insert(schema.authTokens).values({
    incubatorId: ctx.incubator.id,
    id: newId(),
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ctx.services.config.tokenTtlDays * 24 * 60 * 60_000),
  });
  return { token, user: { _id: user.id, email: user.email, fullName: fullName(user) } };
}
