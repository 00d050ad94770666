import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { pickLanguage } from '@seedbed/contracts/languages';
import { addDays } from '@seedbed/contracts/time';
import { defineChange } from '../../core/change.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import type { Mail } from '../../core/mail.ts';
import type { MetricPeriodRow } from '../../db/schema/index.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { reportingFounders, type SystemContext } from './periods.ts';
import { createReportLink, loadManagedPeriod } from './report-links.ts';
import { metricSettingsOf } from './settings.ts';

const p = schema.metricPeriods;

export type ReminderWhen = 'before' | 'after' | 'now';

/** A late run catches up on a missed day, but a reminder more than this late is no longer sent (history is not mailed). */
const CATCH_UP_DAYS = 7;

const longDate = (date: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * Mails each cofounder of the period's startup, in their language, with one signed link to report
 * that period without signing in; the mails leave after the commit. Answers how many were sent.
 */
export async function mailReminder(ctx: SystemContext, db: Db, period: MetricPeriodRow, startupName: string, when: ReminderWhen): Promise<number> {
  const founders = await reportingFounders(ctx, db, [period.startupId]);
  if (!founders.length) return 0;
  const link = await createReportLink(ctx, db, period.id);
  const mails: Mail[] = founders.map((founder) => {
    const language = pickLanguage(founder.language, ctx.incubator.defaultLanguage);
    const t = translator(language);
    const params = {
      incubator: ctx.incubator.name,
      name: founder.firstName || founder.email,
      startup: startupName,
      from: longDate(period.periodFrom, language),
      to: longDate(period.periodTo, language),
      dueDate: longDate(period.dueDate, language),
      expires: longDate(link.expiresAt.toISOString().slice(0, 10), language),
    };
    const text = [
      t('mail.greeting', params),
      '',
      t(`metrics.reminder.${when}`, params),
      '',
      t('metrics.reminder.link', params),
      link.url,
      t('metrics.reminder.expiry', params),
      '',
      t('mail.signature', params),
    ].join('\n');
    return { to: founder.email, subject: t('metrics.reminder.subject', params), text };
  });
  const { services, incubator } = ctx;
  ctx.afterCommit.push(async () => {
    for (const mail of mails) {
      await services.mailer.send(incubator.id, mail).catch((error) => services.log.error({ err: (error as Error).message }, 'metrics reminder mail failed'));
    }
  });
  await recordEvent(ctx, db, {
    kind: 'metrics.reminderSent',
    subjectKind: 'metricPeriod',
    subjectId: period.id,
    data: { periodId: period.id, startupId: period.startupId, startupName, when, recipients: mails.length },
  });
  return mails.length;
}

async function startupNames(ctx: SystemContext, db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const st = schema.startups;
  const rows = await db
    .select({ id: st.id, name: st.name })
    .from(st)
    .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, [...ids]), eq(st.archived, false)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * With reminderEmails: one mail `remindDaysBefore` days before the due day, and one `remindDaysAfter`
 * days after it, for each period not reported yet; each remembered on the period so it goes once.
 * Answers how many periods were reminded.
 */
export async function sendDueReminders(ctx: SystemContext, db: Db, today: string): Promise<number> {
  if (!incubatorFlags(ctx.incubator).reminderEmails) return 0;
  const settings = metricSettingsOf(ctx.incubator);
  const jobs: Array<{ period: MetricPeriodRow; when: 'before' | 'after' }> = [];
  if (settings.remindDaysBefore > 0) {
    // Due within the next remindDaysBefore days, not yet due.
    const rows = await db
      .select()
      .from(p)
      .where(
        and(
          eq(p.incubatorId, ctx.incubator.id),
          isNull(p.submittedAt),
          isNull(p.remindedBeforeAt),
          sql`${p.dueDate} > ${today}`,
          sql`${p.dueDate} <= ${addDays(today, settings.remindDaysBefore)}`,
        ),
      );
    jobs.push(...rows.map((period) => ({ period, when: 'before' as const })));
  }
  if (settings.remindDaysAfter > 0) {
    const rows = await db
      .select()
      .from(p)
      .where(
        and(
          eq(p.incubatorId, ctx.incubator.id),
          isNull(p.submittedAt),
          isNull(p.remindedAfterAt),
          sql`${p.dueDate} <= ${addDays(today, -settings.remindDaysAfter)}`,
          sql`${p.dueDate} > ${addDays(today, -settings.remindDaysAfter - CATCH_UP_DAYS)}`,
        ),
      );
    jobs.push(...rows.map((period) => ({ period, when: 'after' as const })));
  }
  if (!jobs.length) return 0;
  const names = await startupNames(
    ctx,
    db,
    jobs.map((job) => job.period.startupId),
  );
  let reminded = 0;
  for (const { period, when } of jobs) {
    const name = names.get(period.startupId);
    if (name === undefined) continue;
    await mailReminder(ctx, db, period, name, when);
    await db
      .update(p)
      .set(when === 'before' ? { remindedBeforeAt: new Date() } : { remindedAfterAt: new Date() })
      .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.id, period.id)));
    reminded++;
  }
  return reminded;
}

/** Staff send a period's reminder now (the grid's "send a reminder"): only while it is not reported. */
export const sendMetricsReminder = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, periodId: string) => loadManagedPeriod(ctx, periodId),
  async write(ctx, db, _input, { period, startupName }) {
    if (period.submittedAt) throw new AppError('VALIDATION_ERROR', 'metrics.periodAlreadySubmitted');
    const sent = await mailReminder(ctx, db, period, startupName, 'now');
    if (!sent) throw new AppError('VALIDATION_ERROR', 'metrics.noFoundersToRemind');
    return { result: sent, events: [] };
  },
});
