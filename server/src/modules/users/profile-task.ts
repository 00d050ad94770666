import { pickLanguage } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { translator } from '../../core/i18n/index.ts';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import type { UserRow } from '../../db/schema/index.ts';
import { completeAutomaticTasks, ensureAutomaticTask } from '../tasks/automatic.ts';

type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

/** What a profile needs before others can tell who the person is and where they work from. */
const PROFILE_FIELDS = ['headline', 'bio', 'country', 'timezone'] as const satisfies ReadonlyArray<keyof UserRow>;

/** A week to fill in the profile, counted in the person's own days. */
const DAYS_TO_COMPLETE = 7;

export function isUserProfileComplete(user: UserRow): boolean {
  return PROFILE_FIELDS.every((field) => Boolean(user[field]?.trim()));
}

/**
 * Keeps the person's completeUserProfile task in step with their profile: a newly active account
 * with gaps gets the task (named in the person's language); a profile that becomes complete
 * completes it. Called wherever a profile changes or an account becomes active.
 */
export async function syncUserProfileTask(ctx: SystemContext, db: Db, user: UserRow, options: { activated?: boolean } = {}): Promise<void> {
  if (isUserProfileComplete(user)) {
    await completeAutomaticTasks(ctx, db, { type: 'completeUserProfile', userId: user.id });
    return;
  }
  if (!options.activated) return;
  const zone = user.timezone ?? ctx.incubator.timezone;
  const t = translator(pickLanguage(user.language, ctx.incubator.defaultLanguage));
  await ensureAutomaticTask(ctx, db, {
    type: 'completeUserProfile',
    userId: user.id,
    name: t('tasks.automaticNames.completeUserProfile'),
    url: '/profile',
    dueDate: endOfLocalDay(addDays(localDate(new Date(), zone), DAYS_TO_COMPLETE), zone),
  });
}
