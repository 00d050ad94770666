import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { DECIDED_STATUSES, mayMoveApplication as mayMove, type ApplicationStatus, type RoundDecision } from '@seedbed/contracts/applications';
import type { ApplicationDecisionAction } from '@seedbed/contracts/applications-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, notFoundField, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';
import { isFunnelAdmin } from '../funnels/access.ts';
import { findFunnel, findRound, roundsOf, type FunnelRoundRow } from '../funnels/repo.ts';
import { isAuthorized, registerAssignedCheck } from '../permissions/scope.ts';
import { applicationStanding, type ApplicationStanding } from './access.ts';
import { recordActivity } from './activities.ts';
import { autoAssignEvaluators, recountEvaluations } from './assignment.ts';
import { deliverDecisionMail, type DecisionRow } from './decision-mails.ts';
import { ap, apDecision, APPLICATION_SUBJECT, type ApplicationRow } from './repo.ts';
import { assertTransition, moveApplication } from './status.ts';
import { acceptIntoStartup } from './startup-link.ts';
import { evaluationUrl } from './assignment.ts';
import { withdrawAutomaticTasks } from '../tasks/automatic.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const named: FeedSentence = { params: (e) => ({ application: text(e.data.applicationName) }) };

interface Named {
  applicationId: string;
  applicationName: string;
  funnelId: string;
}

/** What deciding does to applications (besides the status moves status.ts records). */
export const decisionEvents = {
  'application.decided': declareEvent<Named & { decision: RoundDecision; roundId: string; startupId: string | null; startupCreated: boolean }>({
    variant: (e) => (['accept', 'reject', 'delay_reject'].includes(text(e.data.decision)) ? text(e.data.decision) : 'accept'),
    params: named.params,
  }),
  'application.decisionReset': declareEvent<Named & { decision: string; roundId: string }>(named),
  /** `recipientIds`: the applicant and the founders of its startup; `mailed`: a mail left (none for a review round). */
  'application.decisionMailSent': declareEvent<Named & { decision: string; status: string; mailed: boolean; recipientIds: string[] }>(named),
  'application.deleted': declareEvent<Named>(named),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof decisionEvents> {}
}

// APPLICATION:DELETE under ASSIGNED: the funnels one administers (the id checked is the funnel's).
registerAssignedCheck('APPLICATION:DELETE', (ctx, funnelId) => isFunnelAdmin(ctx, funnelId));

/** Deciding needs APPLICATION/DECIDE_ROUND:VIEW on an application one can open, or to administer its funnel. */
export async function mayDecide(ctx: Context, standing: ApplicationStanding | null): Promise<boolean> {
  if (!standing) return false;
  if (standing.admin) return true;
  return (standing.manager || standing.evaluator) && (await isAuthorized(ctx, 'APPLICATION/DECIDE_ROUND:VIEW'));
}

async function requireDecider(ctx: Context, application: ApplicationRow): Promise<ApplicationStanding> {
  requireViewer(ctx);
  const standing = await applicationStanding(ctx, application);
  if (!standing) throw notFound();
  if (!(await mayDecide(ctx, standing))) throw forbidden();
  return standing;
}

const alreadyDecided = () => new AppError('INVALID_TRANSITION', 'applications.decisions.alreadyDecided');
const nothingToReset = () => new AppError('INVALID_TRANSITION', 'applications.decisions.nothingToReset');

/** The status an application enters a round with: its form to fill, its interview, or straight to review. */
export const entryStatus = (round: Pick<FunnelRoundRow, 'formId' | 'meeting'>): ApplicationStatus =>
  round.formId ? 'ready_for_invitation' : round.meeting ? 'ready_for_meeting' : 'under_review';

/** Where the decision leads: the next round (and the status it is entered with), or the last round's verdict. */
function outcomeOf(application: ApplicationRow, rounds: readonly FunnelRoundRow[], decision: RoundDecision) {
  const index = rounds.findIndex((r) => r.id === application.roundId);
  const next = index >= 0 ? rounds[index + 1] : undefined;
  if (decision === 'reject') return { to: 'rejected' as ApplicationStatus, next: undefined };
  if (decision === 'delay_reject') return { to: 'delay_rejected' as ApplicationStatus, next: undefined };
  return next ? { to: entryStatus(next), next } : { to: 'accepted' as ApplicationStatus, next: undefined };
}

/** The latest decision of an application (the one a reset undoes). */
export async function latestDecision(ctx: Pick<Context, 'incubator'>, db: Db, applicationId: string): Promise<DecisionRow | null> {
  const [row] = await db
    .select()
    .from(apDecision)
    .where(and(eq(apDecision.incubatorId, ctx.incubator.id), eq(apDecision.applicationId, applicationId)))
    .orderBy(desc(apDecision.decidedAt))
    .limit(1);
  return row ?? null;
}

/** A rejection mail usable for this funnel (its own or one for every funnel), and the reasons chosen among its own. */
async function checkRejectionMail(ctx: Context, db: Db, application: ApplicationRow, rejectionMailId: string | null | undefined, reasons: readonly string[]) {
  if (!rejectionMailId) return null;
  const rm = schema.rejectionMails;
  const [mail] = await db
    .select()
    .from(rm)
    .where(and(eq(rm.incubatorId, ctx.incubator.id), eq(rm.id, rejectionMailId), or(isNull(rm.funnelId), eq(rm.funnelId, application.funnelId))));
  if (!mail) throw notFoundField('rejectionMailId');
  const unknown = reasons.flatMap((reason, i) => (mail.reasons.includes(reason) ? [] : [{ field: `reasons.${i}`, key: 'applications.decisions.unknownReason' }]));
  if (unknown.length) throw validationError(unknown);
  return mail;
}

export interface DecisionOptions {
  rejectionMailId?: string | null;
  reasons?: readonly string[] | null;
  /** The undo window: the decision's mail leaves this long after it (0: with the commit). */
  mailDelayMs?: number;
}

/**
 * Decides an application's current round (the page's buttons and the bulk decision call this):
 * - accept on a round before the last moves it into the next round, entered as entryStatus says
 *   (the next round's instructions mail follows when it has a form; evaluators are drawn when it
 *   goes straight to review and the round draws them);
 * - accept on the last round: accepted, and the startup it becomes (acceptIntoStartup);
 * - reject: rejected, with the rejection mail and the reasons chosen;
 * - delay_reject: delay_rejected, its mail held until sendDelayedRejection.
 * A decided application is decided again only after a reset. The decision is kept per round
 * (application_decisions); its mail leaves after `mailDelayMs` (decision-mails.ts).
 */
export async function decideApplication(ctx: Context, db: Db, application: ApplicationRow, decision: RoundDecision, options: DecisionOptions = {}): Promise<ApplicationRow> {
  await requireDecider(ctx, application);
  const from = application.status as ApplicationStatus;
  if (DECIDED_STATUSES.includes(from)) throw alreadyDecided();
  const funnel = await findFunnel(db, ctx.incubator.id, application.funnelId);
  if (!funnel) throw notFound();
  const rounds = await roundsOf(db, ctx.incubator.id, funnel.id);
  const { to, next } = outcomeOf(application, rounds, decision);
  // Refused moves write nothing: checked before the first write.
  if (!(from === 'under_review' && to === 'under_review')) assertTransition(ctx, from, to);
  const reasons = decision === 'accept' ? [] : [...(options.reasons ?? [])];
  const mail = decision === 'accept' ? null : await checkRejectionMail(ctx, db, application, options.rejectionMailId, reasons);

  const now = new Date();
  let updated: ApplicationRow;
  let startup: { startupId: string; created: boolean } | null = null;
  if (next) {
    const enter = { roundId: next.id, score: null, evaluationsDone: 0, evaluationsNeeded: 0 };
    if (from === to) {
      // Straight from review into the next review round: the round changes, the status does not.
      [updated] = await db
        .update(ap)
        .set({ ...enter, updatedAt: now })
        .where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.id, application.id)))
        .returning();
    } else {
      updated = await moveApplication(ctx, db, application, to, enter);
    }
  } else if (to === 'accepted') {
    startup = await acceptIntoStartup(ctx, db, application, funnel);
    updated = await moveApplication(ctx, db, application, 'accepted', { decidedAt: now, startupId: startup.startupId });
  } else {
    updated = await moveApplication(ctx, db, application, to, { decidedAt: now });
  }

  const mailAfter = decision === 'delay_reject' ? null : new Date(now.getTime() + Math.max(0, options.mailDelayMs ?? 0));
  const values = {
    decision,
    rejectionMailId: mail?.id ?? null,
    reasons,
    decidedBy: requireViewer(ctx).user.id,
    decidedAt: now,
    mailAfter,
    mailSentAt: null,
  };
  const [row] = await db
    .insert(apDecision)
    .values({ incubatorId: ctx.incubator.id, applicationId: application.id, roundId: application.roundId, ...values })
    .onConflictDoUpdate({ target: [apDecision.incubatorId, apDecision.applicationId, apDecision.roundId], set: values })
    .returning();
  const round = rounds.find((r) => r.id === application.roundId);
  await recordActivity(ctx, db, application.id, 'decision', {
    isPrivate: true,
    data: { decision, roundId: application.roundId, roundName: round?.name ?? '', reasons, startupId: startup?.startupId ?? null, startupCreated: startup?.created ?? false },
  });
  await recordEvent(ctx, db, {
    kind: 'application.decided',
    subjectKind: 'application',
    subjectId: application.id,
    data: {
      applicationId: application.id,
      applicationName: application.name,
      funnelId: application.funnelId,
      decision,
      roundId: application.roundId,
      startupId: startup?.startupId ?? null,
      startupCreated: startup?.created ?? false,
    },
  });
  if (mailAfter && mailAfter <= now) await deliverDecisionMail(ctx, db, updated, row);
  if (next && to === 'under_review' && next.assignment !== 'manual') await autoAssignEvaluators(ctx, db, updated, next);
  return updated;
}

/**
 * Undoes the application's latest decision: back to under_review in the round it was taken in,
 * the decision removed and a mail not yet sent cancelled with it. A startup an acceptance created
 * stays (it may hold work already); the activity says so.
 */
export async function resetApplicationDecision(ctx: Context, db: Db, application: ApplicationRow): Promise<ApplicationRow> {
  await requireDecider(ctx, application);
  const decision = await latestDecision(ctx, db, application.id);
  if (!decision) throw nothingToReset();
  const from = application.status as ApplicationStatus;
  const back = decision.roundId === application.roundId ? {} : { roundId: decision.roundId };
  let updated: ApplicationRow;
  if (from === 'under_review') {
    [updated] = await db
      .update(ap)
      .set({ ...back, decidedAt: null, updatedAt: new Date() })
      .where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.id, application.id)))
      .returning();
  } else {
    updated = await moveApplication(ctx, db, application, 'under_review', { ...back, decidedAt: null });
  }
  // Back in an earlier round, its own evaluations count again.
  const round = back.roundId ? await findRound(db, ctx.incubator.id, back.roundId) : null;
  if (round) updated = await recountEvaluations(ctx, db, updated, round);
  await db.delete(apDecision).where(and(eq(apDecision.incubatorId, ctx.incubator.id), eq(apDecision.applicationId, application.id), eq(apDecision.roundId, decision.roundId)));
  await recordActivity(ctx, db, application.id, 'decision', {
    isPrivate: true,
    data: {
      reset: true,
      decision: decision.decision,
      roundId: decision.roundId,
      mailCancelled: decision.mailSentAt === null && decision.decision !== 'delay_reject',
      mailSent: decision.mailSentAt !== null,
      startupKept: updated.startupId,
    },
  });
  await recordEvent(ctx, db, {
    kind: 'application.decisionReset',
    subjectKind: 'application',
    subjectId: application.id,
    data: { applicationId: application.id, applicationName: application.name, funnelId: application.funnelId, decision: decision.decision, roundId: decision.roundId },
  });
  return updated;
}

/** A held rejection leaves now: delay_rejected → rejected, and its mail with the commit. */
export async function sendDelayedRejection(ctx: Context, db: Db, application: ApplicationRow): Promise<ApplicationRow> {
  await requireDecider(ctx, application);
  assertTransition(ctx, application.status as ApplicationStatus, 'rejected');
  const decision = await latestDecision(ctx, db, application.id);
  const updated = await moveApplication(ctx, db, application, 'rejected', { decidedAt: new Date() });
  if (decision && !decision.mailSentAt) {
    const [row] = await db
      .update(apDecision)
      .set({ mailAfter: new Date() })
      .where(and(eq(apDecision.incubatorId, ctx.incubator.id), eq(apDecision.applicationId, application.id), eq(apDecision.roundId, decision.roundId)))
      .returning();
    await deliverDecisionMail(ctx, db, updated, row);
  }
  return updated;
}

/** APPLICATION:DELETE (ALL, or under ASSIGNED the funnels one administers) on an application one can open. */
export async function mayDeleteApplication(ctx: Context, application: ApplicationRow): Promise<boolean> {
  return isAuthorized(ctx, 'APPLICATION:DELETE', [application.funnelId]);
}

/** Deletes an application with everything that hangs on it, its answers included. */
export async function deleteApplication(ctx: Context, db: Db, application: ApplicationRow): Promise<void> {
  requireViewer(ctx);
  if (!(await applicationStanding(ctx, application))) throw notFound();
  if (!(await mayDeleteApplication(ctx, application))) throw forbidden();
  const fs = schema.formSubmissions;
  await db.delete(fs).where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.subjectKind, APPLICATION_SUBJECT), eq(fs.subjectId, application.id)));
  await db.delete(ap).where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.id, application.id)));
  // The evaluators' tasks for it lead nowhere once it is gone.
  await withdrawAutomaticTasks(ctx, db, { type: 'evaluation', url: evaluationUrl(application.id) });
  await recordEvent(ctx, db, {
    kind: 'application.deleted',
    subjectKind: 'application',
    subjectId: application.id,
    data: { applicationId: application.id, applicationName: application.name, funnelId: application.funnelId },
  });
}

/**
 * What the application page offers the viewer now: the decisions the transition table allows
 * from its status on its round, a reset when a decision stands, sending a held rejection. Empty
 * for those who may not decide.
 */
export async function availableDecisions(ctx: Context, db: Db, application: ApplicationRow, standing: ApplicationStanding | null): Promise<ApplicationDecisionAction[]> {
  if (!(await mayDecide(ctx, standing))) return [];
  const from = application.status as ApplicationStatus;
  const actions: ApplicationDecisionAction[] = [];
  if (!DECIDED_STATUSES.includes(from) && from !== 'draft') {
    const rounds = await roundsOf(db, ctx.incubator.id, application.funnelId);
    for (const decision of ['accept', 'reject', 'delay_reject'] as const) {
      const { to } = outcomeOf(application, rounds, decision);
      if ((from === 'under_review' && to === 'under_review') || mayMove(from, to)) actions.push(decision);
    }
  }
  if (from === 'delay_rejected') actions.push('send_rejection');
  if (await latestDecision(ctx, db, application.id)) actions.push('reset');
  return actions;
}
