import type { Context, Viewer } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { verifyPassword } from '../../core/auth/passwords.ts';
import { withTenant } from '../../core/transaction.ts';
import { clearFailures, lockedForMinutes, recordFailure } from '../auth/sign-in-limit.ts';

export const wrongPassword = () => new AppError('WRONG_PASSWORD', 'account.wrongPassword');

/**
 * Confirms the signed-in person knows their password before a sensitive change. Wrong guesses
 * count against the account like failed sign-ins, so a stolen session cannot be used to try
 * passwords without limit. The failure is written in a transaction of its own: the request's
 * own transaction rolls back with the error, and the count must survive it.
 */
export async function confirmPassword(ctx: Context, db: Db, viewer: Viewer, password: string): Promise<void> {
  const keys = { account: `account:${viewer.user.email}`, address: `password:${viewer.user.id}` };
  const minutes = await lockedForMinutes(ctx, db, keys);
  if (minutes !== null) throw new AppError('RATE_LIMITED', 'errors.rateLimited', { minutes });
  if (!(await verifyPassword(viewer.user.passwordHash, password))) {
    await withTenant(ctx.services.pool, ctx.incubator.id, (own) => recordFailure(ctx, own, keys));
    throw wrongPassword();
  }
  await clearFailures(ctx, db, keys);
}
