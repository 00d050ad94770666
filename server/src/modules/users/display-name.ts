import type { Context } from '../../core/context.ts';
import type { UserRow } from '../../db/schema/index.ts';

export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** A deleted account keeps its row without a name; it reads 'Deleted user' in the reader's language. */
export const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'status'>, ctx: Pick<Context, 't'>) =>
  u.status === 'deleted' ? ctx.t('account.deletedUser') : fullName(u);
