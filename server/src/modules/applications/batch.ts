import { and, eq, inArray } from 'drizzle-orm';
import { DECIDED_STATUSES, mayMoveApplication, type ApplicationStatus, type RoundDecision } from '@seedbed/contracts/applications';
import { APPLICATION_DECISION_UNDO_MS, applicationBatchInputSchema, previewApplicationDecisionsSchema, type ApplicationBatchAction } from '@seedbed/contracts/applications-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, notFoundField, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { registerBatchKind } from '../batch/kinds.ts';
import { findOwnOperation, operationItems, startBatchOperation } from '../batch/service.ts';
import { findRound, fr, type FunnelRoundRow } from '../funnels/repo.ts';
import { recordActivity } from './activities.ts';
import { reviewableApplicationsCondition, visibleApplication } from './access.ts';
import { assignEvaluators, autoAssignEvaluators } from './assignment.ts';
import { decideApplication, deleteApplication, entryStatus, latestDecision, resetApplicationDecision } from './decisions.ts';
import { applicationAbilities, authorizeBulkActions, type ApplicationAbilities } from './overview.ts';
import { ap, type ApplicationRow } from './repo.ts';
import { moveApplication } from './status.ts';
import { checkApplicationTags, writeApplicationTags } from './tags.ts';

/** The batch kind of each bulk action; the prefix is what applicationBatchOperationUpdated follows. */
export const APPLICATION_BATCH_KINDS: Record<ApplicationBatchAction | 'UNDO_DECIDE', string> = {
  DECIDE: 'application.decide',
  RESET: 'application.reset',
  MOVE_TO_ROUND: 'application.moveToRound',
  TAG: 'application.tag',
  ASSIGN_EVALUATORS: 'application.assignEvaluators',
  DELETE: 'application.delete',
  UNDO_DECIDE: 'application.undoDecide',
};

interface Item {
  applicationId: string;
  decision?: RoundDecision | null;
  rejectionMailId?: string | null;
  reasons?: string[] | null;
  roundId?: string | null;
  tagIds?: string[] | null;
  evaluatorIds?: string[] | null;
}

/** An application the person who started the operation may still reach, and what they may do with it now. */
async function reach(ctx: Context, applicationId: string, right: keyof ApplicationAbilities): Promise<ApplicationRow> {
  const { application } = await visibleApplication(ctx, applicationId);
  if (!(await applicationAbilities(ctx, application))[right]) throw forbidden();
  return application;
}

const refusal = (key: string, params: Record<string, unknown> = {}) => new AppError('VALIDATION_ERROR', key, params);

/** Moves an application to a later round of its funnel, its evaluation state starting again there. */
async function moveToRound(ctx: Context, db: Db, application: ApplicationRow, target: FunnelRoundRow): Promise<void> {
  const current = await findRound(db, ctx.incubator.id, application.roundId);
  if (target.funnelId !== application.funnelId) throw refusal('applications.batch.otherFunnel');
  if (current && target.position <= current.position) throw refusal('applications.batch.notLaterRound');
  const to = entryStatus(target);
  const fresh = { roundId: target.id, score: null, evaluationsDone: 0, evaluationsNeeded: 0 };
  let moved: ApplicationRow;
  if (to === application.status) {
    // Same status, another round: nothing for the transition table or the applicant to hear of.
    [moved] = await db
      .update(ap)
      .set({ ...fresh, updatedAt: new Date() })
      .where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.id, application.id)))
      .returning();
    await recordActivity(ctx, db, application.id, 'status', { data: { from: application.status, to, roundId: target.id } });
  } else {
    moved = await moveApplication(ctx, db, application, to, fresh);
  }
  if (to === 'under_review' && target.assignment !== 'manual') await autoAssignEvaluators(ctx, db, moved, target);
}

const run = (action: ApplicationBatchAction, work: (ctx: Context, db: Db, item: Item) => Promise<void>) =>
  registerBatchKind<Item>({
    kind: APPLICATION_BATCH_KINDS[action],
    subjectOf: (p) => p.applicationId,
    async run(ctx, item) {
      await work(ctx, await ctx.tx.db(), item);
      return { subjectId: item.applicationId };
    },
  });

// Each item is the single change, made as the person who started the operation: their rights on
// that application are checked again, and a refusal fails that item only, with its reason.
run('DECIDE', async (ctx, db, item) => {
  const application = await reach(ctx, item.applicationId, 'decide');
  await decideApplication(ctx, db, application, item.decision!, {
    rejectionMailId: item.rejectionMailId ?? null,
    reasons: item.reasons ?? [],
    mailDelayMs: APPLICATION_DECISION_UNDO_MS,
  });
});
run('RESET', async (ctx, db, item) => {
  const application = await reach(ctx, item.applicationId, 'decide');
  await resetApplicationDecision(ctx, db, application);
});
run('MOVE_TO_ROUND', async (ctx, db, item) => {
  const application = await reach(ctx, item.applicationId, 'assign');
  const target = await findRound(db, ctx.incubator.id, item.roundId!);
  if (!target) throw notFound();
  await moveToRound(ctx, db, application, target);
});
run('TAG', async (ctx, db, item) => {
  const application = await reach(ctx, item.applicationId, 'tag');
  if (await writeApplicationTags(ctx, db, application.id, item.tagIds ?? [], false)) {
    await recordEvent(ctx, db, {
      kind: 'application.tagsChanged',
      subjectKind: 'application',
      subjectId: application.id,
      data: { applicationId: application.id, applicationName: application.name, tagIds: item.tagIds ?? [] },
    });
  }
});
run('ASSIGN_EVALUATORS', async (ctx, db, item) => {
  const application = await reach(ctx, item.applicationId, 'assign');
  const round = await findRound(db, ctx.incubator.id, application.roundId);
  if (!round) throw notFound();
  await assignEvaluators(ctx, db, application, round, item.evaluatorIds ?? []);
});
run('DELETE', async (ctx, db, item) => {
  const application = await reach(ctx, item.applicationId, 'delete');
  await deleteApplication(ctx, db, application);
});

/**
 * Undoing a bulk decision, item by item: the decision this person took on it is reset while its
 * mail has not left (the undo window); after that, or once someone else decided again, the item
 * fails and says so.
 */
registerBatchKind<{ applicationId: string }>({
  kind: APPLICATION_BATCH_KINDS.UNDO_DECIDE,
  subjectOf: (p) => p.applicationId,
  async run(ctx, { applicationId }) {
    const viewer = requireViewer(ctx);
    const db = await ctx.tx.db();
    const application = await reach(ctx, applicationId, 'decide');
    // Only the decision this person took is undone, and only while its mail has not left.
    const latest = await latestDecision(ctx, db, application.id);
    const open = latest && latest.decidedBy === viewer.user.id && !latest.mailSentAt && Date.now() - latest.decidedAt.getTime() <= APPLICATION_DECISION_UNDO_MS;
    if (!open) throw refusal('applications.batch.undoExpired');
    await resetApplicationDecision(ctx, db, application);
    return { subjectId: application.id };
  },
});

/** The round, rejection mail, tags or evaluators an action names must be the organisation's; NOT_FOUND on that field otherwise. */
async function checkTargets(ctx: Context, db: Db, input: Omit<Item, 'applicationId'> & { action: ApplicationBatchAction }): Promise<void> {
  const tenant = ctx.incubator.id;
  if (input.action === 'MOVE_TO_ROUND' && !(await findRound(db, tenant, input.roundId!))) throw notFoundField('roundId');
  if (input.action === 'DECIDE' && input.rejectionMailId) {
    const m = schema.rejectionMails;
    const [mail] = await db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.incubatorId, tenant), eq(m.id, input.rejectionMailId)));
    if (!mail) throw notFoundField('rejectionMailId');
  }
  if (input.action === 'TAG') await checkApplicationTags(ctx, db, input.tagIds ?? [], 'tagIds');
  if (input.action === 'ASSIGN_EVALUATORS') {
    const u = schema.users;
    const ids = input.evaluatorIds ?? [];
    const found = new Set(
      (
        await db
          .select({ id: u.id })
          .from(u)
          .where(and(eq(u.incubatorId, tenant), inArray(u.id, ids)))
      ).map((r) => r.id),
    );
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) throw notFoundField(`evaluatorIds.${missing}`);
  }
}

/** The applications among `ids` the viewer may review, in one query; NOT_FOUND on the first that is not. */
async function requireReviewable(ctx: Context, db: Db, ids: readonly string[]): Promise<ApplicationRow[]> {
  const rows = await db
    .select()
    .from(ap)
    .where(and(eq(ap.incubatorId, ctx.incubator.id), inArray(ap.id, [...ids]), await reviewableApplicationsCondition(ctx)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) throw notFoundField(`applicationIds.${missing}`);
  return ids.map((id) => byId.get(id)!);
}

/**
 * Starts a bulk action on selected applications (APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW).
 * The whole request is refused, and nothing written, when the viewer may not use bulk actions, or
 * names an application or a target they cannot see; then each item is checked again as it runs.
 */
export const startApplicationBatch = defineChange({
  input: () => applicationBatchInputSchema,
  async authorize(ctx, input) {
    await authorizeBulkActions(ctx);
    const db = await ctx.tx.db();
    await requireReviewable(ctx, db, input.applicationIds);
    await checkTargets(ctx, db, input);
  },
  async write(ctx, _db, { action, applicationIds, decision, rejectionMailId, reasons, roundId, tagIds, evaluatorIds }) {
    const shared: Omit<Item, 'applicationId'> =
      action === 'DECIDE'
        ? { decision, rejectionMailId: rejectionMailId ?? null, reasons: reasons ?? [] }
        : action === 'MOVE_TO_ROUND'
          ? { roundId }
          : action === 'TAG'
            ? { tagIds }
            : action === 'ASSIGN_EVALUATORS'
              ? { evaluatorIds }
              : {};
    const operation = await startBatchOperation(
      ctx,
      APPLICATION_BATCH_KINDS[action],
      applicationIds.map((applicationId) => ({ applicationId, ...shared })),
    );
    return { result: { operationId: operation.id, count: operation.total }, events: [] };
  },
});

/**
 * Undoes a bulk decision its starter took, while its mails wait (APPLICATION_DECISION_UNDO_MS):
 * a new operation resets each application it decided. Refused while it still runs, for another
 * kind, or when nothing it decided is left to undo.
 */
export async function undoApplicationBatch(ctx: Context, operationId: string): Promise<{ operationId: string; count: number }> {
  requireViewer(ctx);
  if (!isId(operationId)) throw notFound();
  await authorizeBulkActions(ctx);
  const operation = await findOwnOperation(ctx, operationId);
  if (operation.kind !== APPLICATION_BATCH_KINDS.DECIDE) throw notFound();
  if (operation.status === 'running') throw validationError([{ field: 'operationId', key: 'applications.batch.undoWhileRunning' }]);
  const finishedAt = operation.finishedAt ?? operation.createdAt;
  if (Date.now() - finishedAt.getTime() > APPLICATION_DECISION_UNDO_MS) throw validationError([{ field: 'operationId', key: 'applications.batch.undoExpired' }]);
  const decided = (await operationItems(ctx, operationId)).filter((i) => i.status === 'succeeded' && i.subjectId).map((i) => i.subjectId!);
  if (!decided.length) throw validationError([{ field: 'operationId', key: 'applications.batch.nothingToUndo' }]);
  const undo = await startBatchOperation(
    ctx,
    APPLICATION_BATCH_KINDS.UNDO_DECIDE,
    decided.map((applicationId) => ({ applicationId })),
  );
  return { operationId: undo.id, count: undo.total };
}

export interface DecisionPreview {
  applicationId: string;
  application: ApplicationRow;
  applies: boolean;
  /** Why not, as a message key of the server catalogue (translated by the schema). */
  reason: string | null;
  reasonParams: Record<string, unknown>;
}

/**
 * Before a bulk decision starts: for each selected application, whether the decision applies —
 * the viewer may decide it and the transition table allows the move — and why not. Names the
 * applications only as the viewer may read them (the list's names).
 */
export async function previewApplicationDecisions(ctx: Context, raw: unknown): Promise<DecisionPreview[]> {
  const { applicationIds, decision } = parseInput(previewApplicationDecisionsSchema, raw);
  await authorizeBulkActions(ctx);
  const db = await ctx.tx.db();
  const applications = await requireReviewable(ctx, db, applicationIds);
  const funnelIds = [...new Set(applications.map((a) => a.funnelId))];
  const rounds = await db
    .select()
    .from(fr)
    .where(and(eq(fr.incubatorId, ctx.incubator.id), inArray(fr.funnelId, funnelIds)));
  const byFunnel = new Map<string, FunnelRoundRow[]>();
  for (const round of rounds.sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime())) {
    byFunnel.set(round.funnelId, [...(byFunnel.get(round.funnelId) ?? []), round]);
  }
  const previews: DecisionPreview[] = [];
  for (const application of applications) {
    const verdict = (reason: string | null, reasonParams: Record<string, unknown> = {}) =>
      previews.push({ applicationId: application.id, application, applies: reason === null, reason, reasonParams });
    const status = application.status as ApplicationStatus;
    if (!(await applicationAbilities(ctx, application)).decide) {
      verdict(status === 'draft' ? 'applications.batch.preview.draft' : 'applications.batch.preview.forbidden');
      continue;
    }
    if (DECIDED_STATUSES.includes(status)) {
      verdict('applications.batch.preview.alreadyDecided', { status: ctx.t(`applications.status.${status}`) });
      continue;
    }
    const funnelRounds = byFunnel.get(application.funnelId) ?? [];
    const at = funnelRounds.findIndex((r) => r.id === application.roundId);
    const following = at >= 0 ? funnelRounds[at + 1] : undefined;
    const to: ApplicationStatus = decision === 'reject' ? 'rejected' : decision === 'delay_reject' ? 'delay_rejected' : following ? entryStatus(following) : 'accepted';
    if (!(status === 'under_review' && to === 'under_review') && !mayMoveApplication(status, to)) {
      verdict('applications.invalidTransition', { from: ctx.t(`applications.status.${status}`), to: ctx.t(`applications.status.${to}`) });
      continue;
    }
    verdict(null);
  }
  return previews;
}
