import { and, eq } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { translator } from '../../core/i18n/index.ts';
import { addDays, endOfLocalDay, localDate } from '@seedbed/contracts/time';
import { completeAutomaticTasks, ensureAutomaticTask } from '../tasks/automatic.ts';

type SystemContext = Pick<Context, 'incubator' | 'viewer' | 'services'>;

const DAYS_TO_COMPLETE = 14;

/** A startup's profile is complete when others can see what it does, its logo and its industry. */
export async function isStartupProfileComplete(ctx: SystemContext, db: Db, startupId: string): Promise<boolean> {
  const s = schema;
  const [row] = await db
    .select({ description: s.startups.description, logo: s.startups.logo, industry: s.startupIndustries.industryId })
    .from(s.startups)
    .leftJoin(s.startupIndustries, and(eq(s.startupIndustries.incubatorId, s.startups.incubatorId), eq(s.startupIndustries.startupId, s.startups.id)))
    .where(and(eq(s.startups.incubatorId, ctx.incubator.id), eq(s.startups.id, startupId)))
    .limit(1);
  return Boolean(row?.description?.trim() && row.logo && row.industry);
}

/**
 * Keeps completeStartupProfile tasks in step with a startup's profile: while it has gaps, each
 * founder has the task (in their own language); once complete, every founder's task is done.
 * Called wherever a startup's profile or team changes.
 */
export async function syncStartupProfileTasks(ctx: SystemContext, db: Db, startupId: string): Promise<void> {
  if (await isStartupProfileComplete(ctx, db, startupId)) {
    await completeAutomaticTasks(ctx, db, { type: 'completeStartupProfile', startupId });
    return;
  }
  const s = schema;
  const founders = await db
    .select({ id: s.users.id, language: s.users.language, timezone: s.users.timezone, startup: s.startups.name })
    .from(s.startupMembers)
    .innerJoin(s.users, and(eq(s.users.incubatorId, s.startupMembers.incubatorId), eq(s.users.id, s.startupMembers.userId)))
    .innerJoin(s.startups, and(eq(s.startups.incubatorId, s.startupMembers.incubatorId), eq(s.startups.id, s.startupMembers.startupId)))
    .where(and(eq(s.startupMembers.incubatorId, ctx.incubator.id), eq(s.startupMembers.startupId, startupId), eq(s.startupMembers.kind, 'founder')));
  for (const founder of founders) {
    const zone = founder.timezone ?? ctx.incubator.timezone;
    const t = translator(pickLanguage(founder.language, ctx.incubator.defaultLanguage));
    await ensureAutomaticTask(ctx, db, {
      type: 'completeStartupProfile',
      userId: founder.id,
      startupId,
      name: t('tasks.automaticNames.completeStartupProfile', { startup: founder.startup }),
      url: `/startup/${startupId}/file/company`,
      dueDate: endOfLocalDay(addDays(localDate(new Date(), zone), DAYS_TO_COMPLETE), zone),
    });
  }
}
