import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Answers } from '@seedbed/contracts/forms';
import { createApplicationSchema } from '@seedbed/contracts/applications-input';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { isInGroup, STAFF_LIKE } from '@seedbed/contracts/roles';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { FormRow, FormSubmissionRow, FormVersionRow, UserRow } from '../../db/schema/index.ts';
import { sendAfterCommit, tenantLink } from '../auth/mails.ts';
import { answersInput, recordAnswers } from '../forms/answers.ts';
import { findForm, findVersion, fs } from '../forms/repo.ts';
import { findFunnel, roundsOf, type FunnelRoundRow, type FunnelRow } from '../funnels/repo.ts';
import { applyBlocker } from '../funnels/public.ts';
import { roundIsOpen } from '../funnels/types.ts';
import { userLoaders } from '../users/loaders.ts';
import { visibleApplication } from './access.ts';
import { recordActivity } from './activities.ts';
import { applicantMail, openFunnel } from './applicant-account.ts';
import { autoAssignEvaluators } from './assignment.ts';
import { ap, APPLICATION_SUBJECT, findApplication, type ApplicationRow } from './repo.ts';
import { moveApplication } from './status.ts';

export const roundClosed = () => new AppError('ROUND_CLOSED', 'applications.apply.roundClosed');
const alreadySubmitted = () => new AppError('APPLICATION_ALREADY_SUBMITTED', 'applications.apply.alreadySubmitted');

/** The statuses in which the applicant still owes the current round's form. */
export const AWAITING_ANSWERS: readonly ApplicationStatus[] = ['draft', 'ready_for_invitation'];

/**
 * One round of an application as its applicant fills it: the round's form and the version answers
 * are given on, the answers given so far (a draft or the submitted ones), and whether it takes
 * answers now. `form` is null for a round that asks for no form (or whose form was archived or
 * removed); `version` is null while the form has no published version.
 */
export interface RoundFill {
  application: ApplicationRow;
  funnel: FunnelRow;
  round: FunnelRoundRow;
  form: FormRow | null;
  version: FormVersionRow | null;
  submission: FormSubmissionRow | null;
  /** The application is at this round and has not sent it yet. */
  awaiting: boolean;
}

export const roundSubmitted = (fill: RoundFill) => !fill.awaiting || fill.submission?.status === 'submitted';
export const roundOpen = (fill: RoundFill) => !roundSubmitted(fill) && roundIsOpen(fill.funnel, fill.round) && (fill.form === null || fill.version !== null);

/** The answers given for an application on one form: its draft or its submitted row. */
async function submissionFor(ctx: Context, db: Db, applicationId: string, formId: string): Promise<FormSubmissionRow | null> {
  const [row] = await db
    .select()
    .from(fs)
    .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.subjectKind, APPLICATION_SUBJECT), eq(fs.subjectId, applicationId), eq(fs.formId, formId)))
    .orderBy(desc(fs.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * An application's round as its applicant (or a founder of the startup it became) reads it. Anyone
 * else, another tenant's ids, a round of another funnel or one the application has not reached
 * are NOT_FOUND alike.
 */
export async function loadRoundFill(ctx: Context, applicationId: string, roundId: string): Promise<RoundFill> {
  const { application, standing } = await visibleApplication(ctx, applicationId);
  if (!standing.applicant || !isId(roundId)) throw notFound();
  const db = await ctx.tx.db();
  const [funnel, rounds] = await Promise.all([findFunnel(db, ctx.incubator.id, application.funnelId), roundsOf(db, ctx.incubator.id, application.funnelId)]);
  const at = rounds.findIndex((r) => r.id === application.roundId);
  const index = rounds.findIndex((r) => r.id === roundId);
  if (!funnel || index < 0 || index > at) throw notFound();
  const round = rounds[index];
  const found = round.formId ? await findForm(db, ctx.incubator.id, round.formId) : null;
  const form = found && !found.archived ? found : null;
  const submission = form ? await submissionFor(ctx, db, application.id, form.id) : null;
  // Sent answers are read on the version they were given on; a draft is taken up on the latest.
  const versionId = submission?.status === 'submitted' ? submission.versionId : form?.versionId;
  const version = versionId ? await findVersion(db, ctx.incubator.id, versionId) : null;
  const awaiting = application.roundId === round.id && AWAITING_ANSWERS.includes(application.status as ApplicationStatus);
  return { application, funnel, round, form, version, submission, awaiting };
}

/** A round that takes answers now: not sent yet, then open (ROUND_CLOSED otherwise). */
async function fillableRound(ctx: Context, target: { applicationId: string; roundId: string }): Promise<RoundFill> {
  const fill = await loadRoundFill(ctx, target.applicationId, target.roundId);
  if (roundSubmitted(fill)) throw alreadySubmitted();
  if (!roundOpen(fill)) throw roundClosed();
  return fill;
}

const answersChange = z.object({ answers: answersInput });
type RoundTarget = { applicationId: string; roundId: string };

/** Whoever stands on the programme's side manages applications from the overview rather than applying. */
function mayApply(ctx: Context): boolean {
  return !isInGroup(requireViewer(ctx).role?.type, STAFF_LIKE);
}

/**
 * A signed-in applicant (or founder, community member) starts an application to an open funnel
 * whose first round is open and asks for its form: a draft at that round. One per person and funnel.
 */
export const createApplication = defineChange({
  input: () => createApplicationSchema,
  async authorize(ctx, input) {
    if (!mayApply(ctx)) throw forbidden();
    const db = await ctx.tx.db();
    const funnel = await openFunnel(ctx, db, input.funnelId);
    const rounds = await roundsOf(db, ctx.incubator.id, funnel.id);
    // The rule the public pages show the Apply button by: the first round open, with its form.
    if (applyBlocker(funnel, rounds)) throw roundClosed();
    return { funnel, first: rounds[0] };
  },
  async write(ctx, db, input, { funnel, first }) {
    const viewer = requireViewer(ctx);
    const [application] = await db
      .insert(ap)
      .values({ incubatorId: ctx.incubator.id, id: newId(), funnelId: funnel.id, applicantId: viewer.user.id, name: input.name, roundId: first.id, status: 'draft' })
      // The unique index (applications_applicant_unique) decides, even for two tries at once.
      .onConflictDoNothing()
      .returning();
    if (!application) throw new AppError('DUPLICATE_APPLICATION', 'applications.apply.duplicate', { funnel: funnel.name });
    await recordActivity(ctx, db, application.id, 'status', { data: { from: null, to: 'draft' } });
    return {
      result: application,
      events: [
        {
          kind: 'application.created',
          subjectKind: APPLICATION_SUBJECT,
          subjectId: application.id,
          data: { applicationId: application.id, applicationName: application.name, funnelId: funnel.id },
        },
      ],
    };
  },
});

/** Saves the round's answers as a draft, unchecked for required ones, over the earlier draft. */
export const saveApplicationRoundAnswers = defineChange({
  input: () => answersChange,
  authorize: (ctx, _input, target: RoundTarget) => fillableRound(ctx, target),
  async write(ctx, db, { answers }, fill) {
    const { form, version } = fill;
    if (!form || !version) return { result: fill, events: [] };
    const submission = await recordAnswers(ctx, db, answerTarget(ctx, { ...fill, form, version }), answers as Answers, { draft: true });
    return { result: { ...fill, submission }, events: [] };
  },
});

function answerTarget(ctx: Context, fill: RoundFill & { form: FormRow; version: FormVersionRow }) {
  return {
    form: fill.form,
    version: fill.version,
    respondentId: requireViewer(ctx).user.id,
    source: 'signed_in' as const,
    subject: { kind: APPLICATION_SUBJECT, id: fill.application.id },
    existing: fill.submission,
  };
}

/**
 * Sends the round: the answers checked in full (required ones enforced, each message naming its
 * question), the application under review for the round's evaluations, evaluators drawn when the
 * round assigns them itself, and a mail to the applicant once it is committed.
 */
export const submitApplicationRound = defineChange({
  input: () => answersChange,
  authorize: (ctx, _input, target: RoundTarget) => fillableRound(ctx, target),
  async write(ctx, db, { answers }, fill) {
    const { form, version } = fill;
    const submission = form && version ? await recordAnswers(ctx, db, answerTarget(ctx, { ...fill, form, version }), answers as Answers) : null;
    const moved = await moveApplication(ctx, db, fill.application, 'under_review', {
      submittedAt: new Date(),
      evaluationsNeeded: fill.round.requiredEvaluations,
      evaluationsDone: 0,
      score: null,
    });
    // The round's mode decides whether evaluators are drawn now (manual: staff choose later).
    await autoAssignEvaluators(ctx, db, moved, fill.round);
    const application = (await findApplication(db, ctx.incubator.id, moved.id)) ?? moved;
    await recordActivity(ctx, db, application.id, 'submitted', { data: { roundId: fill.round.id, roundName: fill.round.name } });
    const applicant = await applicantOf(ctx, application);
    if (applicant) {
      sendAfterCommit(
        ctx,
        applicantMail(ctx, applicant, 'submitted', tenantLink(ctx, '/applications'), { funnel: fill.funnel.name, round: fill.round.name, application: application.name }),
      );
    }
    return {
      result: { ...fill, application, submission, awaiting: false },
      events: [
        {
          kind: 'application.submitted',
          subjectKind: APPLICATION_SUBJECT,
          subjectId: application.id,
          data: { applicationId: application.id, applicationName: application.name, funnelId: application.funnelId, roundId: fill.round.id },
        },
      ],
    };
  },
});

async function applicantOf(ctx: Context, application: ApplicationRow): Promise<UserRow | null> {
  const viewer = requireViewer(ctx);
  return viewer.user.id === application.applicantId ? viewer.user : userLoaders(ctx).user.load(application.applicantId);
}
