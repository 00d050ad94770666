import type { Context, Viewer } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { verifyPassword } from '../../core/auth/passwords.ts';
import { withTenant } from '../../core/transaction.ts';
import { reserveAttempt, settleSuccess } from '../auth/sign-in-limit.ts';

export const wrongPassword = () => new AppError('WRONG_PASSWORD', 'account.wrongPassword');

/**
 * Confirms the signed-in person knows their password before a sensitive change. Wrong guesses
 * count against the account like failed sign-ins, so a stolen session cannot be used to try
 * passwords without limit. The attempt is counted, and given back after a match, in transactions
 * of their own: the request's own transaction rolls back with any later error, and neither the
 * count nor its settling may go with it.
 */
export async function confirmPassword(ctx: Context, viewer: Viewer, password: string): Promise<void> {
  const keys = { account: `account:${viewer.user.email}`, address: `password:${viewer.user.id}` };
  const minutes = await reserveAttempt(ctx, keys);
  if (minutes !== null) throw new AppError('RATE_LIMITED', 'errors.rateLimited', { minutes });
  if (!(await verifyPassword(viewer.user.passwordHash, password))) throw wrongPassword();
  await withTenant(ctx.services.pool, ctx.incubator.id, (own) => settleSuccess(ctx, own, keys));
}
