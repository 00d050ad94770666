import { and, eq } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { RoleType } from '@seedbed/contracts/roles';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EventReactions } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { completeAutomaticTasks, ensureAutomaticTask } from '../tasks/automatic.ts';
import type { AutomaticType } from '../tasks/repo.ts';
import { slots } from './repo.ts';

type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

/** Where "Set your availability" leads. */
export const AVAIL_URL = '/availability/weekly';
const DAYS_TO_SET = 7;

/** Coaches are asked for coaching time (availCoaching), mentors and experts for their time (avail); others are not asked. */
export function availTaskType(roleType: RoleType | string | null | undefined): AutomaticType | null {
  if (roleType === 'coach' || roleType === 'admin&coach') return 'availCoaching';
  if (roleType === 'mentor' || roleType === 'expert') return 'avail';
  return null;
}

async function roleTypeOf(ctx: Pick<Context, 'incubator'>, db: Db, user: Pick<UserRow, 'roleId'>): Promise<string | null> {
  if (!user.roleId) return null;
  const [role] = await db
    .select({ type: schema.roles.type })
    .from(schema.roles)
    .where(and(eq(schema.roles.incubatorId, ctx.incubator.id), eq(schema.roles.id, user.roleId)));
  return role?.type ?? null;
}

/**
 * Keeps a person's avail task in step with their week: while a coach, mentor or expert has no
 * weekly slot they hold an open task (named in their language, due in a week of their days);
 * once they have one, it is done. Called when the week is saved, and from the reaction below when
 * an invited coach, mentor or expert accepts the invitation (the account becomes active).
 */
export async function syncAvailTask(ctx: SystemContext, db: Db, user: UserRow): Promise<void> {
  const [slot] = await db
    .select({ id: slots.id })
    .from(slots)
    .where(and(eq(slots.incubatorId, ctx.incubator.id), eq(slots.userId, user.id)))
    .limit(1);
  if (slot) {
    for (const type of ['avail', 'availCoaching'] as const) await completeAutomaticTasks(ctx, db, { type, userId: user.id, url: AVAIL_URL });
    return;
  }
  const type = availTaskType(await roleTypeOf(ctx, db, user));
  if (!type || user.status !== 'active') return;
  const zone = user.timezone ?? ctx.incubator.timezone;
  const t = translator(pickLanguage(user.language, ctx.incubator.defaultLanguage));
  await ensureAutomaticTask(ctx, db, {
    type,
    userId: user.id,
    name: t('coaching.availability.taskName'),
    url: AVAIL_URL,
    dueDate: endOfLocalDay(addDays(localDate(new Date(), zone), DAYS_TO_SET), zone),
  });
}

async function syncFor(ctx: Parameters<NonNullable<EventReactions['*']>>[0], db: Db, userId: string | null | undefined): Promise<void> {
  if (!userId || !ctx.services) return;
  const [user] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.incubatorId, ctx.incubator.id), eq(schema.users.id, userId)));
  if (user) await syncAvailTask(ctx as SystemContext, db, user);
}

export const availTaskReactions: EventReactions = {
  'user.invitationAccepted': (ctx, db, event) => syncFor(ctx, db, event.subjectId),
};
