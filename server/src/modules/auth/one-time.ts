import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type Purpose = 'reset' | 'invite' | 'validate';

const LIFETIME_MS: Record<Purpose, number> = {
  reset: 60 * 60_000,
  invite: 14 * 24 * 60 * 60_000,
  validate: 7 * 24 * 60 * 60_000,
};

const o = schema.oneTimeTokens;

/** A single-use link token; the earlier unused ones of the same purpose stop working. */
export async function issueOneTimeToken(ctx: Context, db: Db, userId: string, purpose: Purpose): Promise<string> {
  const { token, hash } = newToken();
  await db
    .update(o)
    .set({ usedAt: new Date() })
    .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.userId, userId), eq(o.purpose, purpose), isNull(o.usedAt)));
  await db.insert(o).values({
    incubatorId: ctx.incubator.id,
    id: newId(),
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

/** Finds the user a link token was issued to; `consume` marks it used. */
export async function redeemOneTimeToken(ctx: Context, db: Db, token: unknown, purpose: Purpose, consume: boolean): Promise<UserRow> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw invalidLink();
  const [row] = await db
    .select({ id: o.id, user: schema.users })
    .from(o)
    .innerJoin(schema.users, and(eq(schema.users.incubatorId, o.incubatorId), eq(schema.users.id, o.userId)))
    .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.tokenHash, hashToken(token)), eq(o.purpose, purpose), isNull(o.usedAt), gt(o.expiresAt, new Date())));
  if (!row) throw invalidLink();
  if (consume)
    await db
      .update(o)
      .set({ usedAt: new Date() })
      .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.id, row.id)));
  return row.user;
}

const invalidLink = () => new AppError('INVALID_LINK', 'auth.invalidLink');
