import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FunnelMail } from '@seedbed/contracts/applications';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent, type EventContext } from '../../core/events.ts';
import { translator } from '../../core/i18n/index.ts';
import { newId } from '../../core/ids.ts';
import type { Mail } from '../../core/mail.ts';
import { plainText } from '../../core/rich-text.ts';
import type { Services } from '../../core/services.ts';
import { withTenant } from '../../core/transaction.ts';
import { everyInterval, sweepTenants, type SweepOptions } from '../../core/sweep.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { tenantLink } from '../auth/mails.ts';
import { findFunnel, findRound } from '../funnels/repo.ts';
import { instructionsMailFor } from '../funnels/instructions.ts';
import { apActivity, apDecision, findApplication, type ApplicationRow } from './repo.ts';
import { recipientsOf } from './status.ts';

/** What sending a decision mail needs: the tenant, the services, and where mail waits for the commit. */
export type MailContext = EventContext & Pick<Context, 'services' | 'afterCommit'>;
export type DecisionRow = typeof apDecision.$inferSelect;

/** How often each server looks for decision mails whose undo window (minutes) has passed. */
const TICK_MS = 60_000;
/** Mails one tenant sends per tick: a bulk decision of thousands leaves over a few ticks. */
const BATCH = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail a decision sends, in the applicant's language, or null when it sends none:
 * - accept into the last round: the funnel's acceptance mail, else the default one;
 * - accept into a round whose form the applicant must fill: that round's instructions;
 * - accept into an interview or review round: nothing (the meeting is arranged apart);
 * - reject: the chosen rejection mail with the reasons told, else the default one.
 * Funnel mails are sanitised HTML; the greeting, the reasons and the link are added around them.
 * The default ones are blueprints (acceptance, rejection): the organisation's wording, when it has
 * one in the applicant's language, replaces them whole (emailTemplates/mail-decorator.ts).
 */
async function composeDecisionMail(ctx: MailContext, db: Db, application: ApplicationRow, decision: DecisionRow): Promise<Mail | null> {
  const tenant = ctx.incubator.id;
  const [applicant] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.incubatorId, tenant), eq(schema.users.id, application.applicantId)));
  const funnel = await findFunnel(db, tenant, application.funnelId);
  if (!applicant || !funnel) return null;
  const language = pickLanguage(applicant.language, ctx.incubator.defaultLanguage);
  const t = translator(language);
  const params = { name: applicant.firstName || applicant.email, application: application.name, funnel: funnel.name, incubator: ctx.incubator.name };

  let mail: FunnelMail | null = null;
  let reasons: string[] = [];
  // The product's own acceptance or rejection mail, which the organisation may reword (blueprints).
  let blueprint: 'acceptance' | 'rejection' | null = null;
  if (decision.decision === 'accept') {
    if (application.status === 'accepted') {
      mail = funnel.acceptanceMail;
      if (!mail) {
        blueprint = 'acceptance';
        mail = {
          subject: t('applications.decisions.mail.accepted.subject', params),
          body: `<p>${escapeHtml(t('applications.decisions.mail.accepted.body', params))}</p>`,
        };
      }
    } else if (application.status === 'ready_for_invitation') {
      const round = await findRound(db, tenant, application.roundId);
      if (round) mail = await instructionsMailFor(ctx, db, funnel, round);
    }
  } else {
    const chosen = decision.rejectionMailId
      ? (
          await db
            .select()
            .from(schema.rejectionMails)
            .where(and(eq(schema.rejectionMails.incubatorId, tenant), eq(schema.rejectionMails.id, decision.rejectionMailId)))
        )[0]
      : undefined;
    if (!chosen) blueprint = 'rejection';
    mail = chosen ?? { subject: t('applications.decisions.mail.rejected.subject', params), body: `<p>${escapeHtml(t('applications.decisions.mail.rejected.body', params))}</p>` };
    reasons = decision.reasons;
  }
  if (!mail) return null;

  const link = tenantLink(ctx, '/applications');
  const reasonsHtml = reasons.length ? `<p>${escapeHtml(t('applications.decisions.mail.reasons'))}</p><ul>${reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>` : '';
  const html = [
    `<p>${escapeHtml(t('applications.decisions.mail.greeting', params))}</p>`,
    mail.body,
    reasonsHtml,
    `<p>${escapeHtml(t('applications.decisions.mail.open', params))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  const text = [
    t('applications.decisions.mail.greeting', params),
    '',
    plainText(mail.body),
    ...(reasons.length ? ['', t('applications.decisions.mail.reasons'), ...reasons.map((r) => `- ${r}`)] : []),
    '',
    t('applications.decisions.mail.open', params),
    link,
  ].join('\n');
  const reasonsSentence = reasons.length ? `${t('applications.decisions.mail.reasons')} ${reasons.join('; ')}` : '';
  return {
    to: applicant.email,
    subject: mail.subject,
    text,
    html,
    language,
    ...(blueprint ? { blueprint: { key: blueprint, params: { ...params, link, reasons: reasonsSentence } } } : {}),
  };
}

/**
 * Sends one decision's mail now, once: the row is claimed by setting `mail_sent_at` where it was
 * empty, so two servers (or the tick and a "send now") never both send it. The mail leaves after
 * the commit; the application's activities and 'application.decisionMailSent' (which notifies the
 * applicant of an acceptance or a rejection) are recorded with it.
 */
export async function deliverDecisionMail(ctx: MailContext, db: Db, application: ApplicationRow, decision: DecisionRow): Promise<boolean> {
  const tenant = ctx.incubator.id;
  const claimed = await db
    .update(apDecision)
    .set({ mailSentAt: new Date() })
    .where(and(eq(apDecision.incubatorId, tenant), eq(apDecision.applicationId, decision.applicationId), eq(apDecision.roundId, decision.roundId), isNull(apDecision.mailSentAt)))
    .returning();
  if (!claimed.length) return false;
  const mail = await composeDecisionMail(ctx, db, application, decision);
  if (mail) {
    ctx.afterCommit.push(() => ctx.services.mailer.send(tenant, mail));
    await db.insert(apActivity).values({
      incubatorId: tenant,
      id: newId(),
      applicationId: application.id,
      kind: 'mail',
      isPrivate: false,
      data: { decision: decision.decision, subject: mail.subject },
      createdBy: ctx.viewer?.user.id ?? null,
    });
  }
  await recordEvent(ctx, db, {
    kind: 'application.decisionMailSent',
    subjectKind: 'application',
    subjectId: application.id,
    data: {
      applicationId: application.id,
      applicationName: application.name,
      funnelId: application.funnelId,
      decision: decision.decision,
      status: application.status,
      mailed: Boolean(mail),
      recipientIds: await recipientsOf(ctx as Context, db, application),
    },
  });
  return true;
}

/** One tenant's decision mails whose undo window has passed, oldest first, in one transaction. */
export async function sendTenantDueMails(services: Services, incubator: IncubatorRow, now: Date): Promise<number> {
  const afterCommit: Array<() => Promise<void>> = [];
  const sent = await withTenant(services.pool, incubator.id, async (db) => {
    const ctx: MailContext = { incubator, viewer: null, services, afterCommit };
    const due = await db
      .select()
      .from(apDecision)
      .where(and(eq(apDecision.incubatorId, incubator.id), isNull(apDecision.mailSentAt), isNotNull(apDecision.mailAfter), lte(apDecision.mailAfter, now)))
      .orderBy(asc(apDecision.mailAfter))
      .limit(BATCH);
    let count = 0;
    for (const decision of due) {
      const application = await findApplication(db, incubator.id, decision.applicationId);
      if (application && (await deliverDecisionMail(ctx, db, application, decision))) count++;
    }
    return count;
  });
  for (const work of afterCommit.splice(0)) await work();
  return sent;
}

/** Every tenant's due decision mails (`only` limits it to some tenants: tests share one database). */
export async function sendDueDecisionMails(services: Services, now: Date, options: SweepOptions = {}): Promise<number> {
  return sweepTenants(services, 'decision mails', (incubator) => sendTenantDueMails(services, incubator, now), options);
}

/** The background tick of the applications module: due decision mails leave every TICK_MS. */
export function startDecisionMailTicker(services: Services, intervalMs = TICK_MS) {
  return everyInterval(services, 'decision mails', intervalMs, (now, signal) => sendDueDecisionMails(services, now, { signal }));
}
