import { APPLICATION_BATCH_ACTIONS } from '@seedbed/contracts/applications-input';
import { ROUND_DECISIONS } from '@seedbed/contracts/applications';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { BatchOperationStarted, defineBatchSubscription } from '../batch/schema.ts';
import { Application } from './types.ts';
import { previewApplicationDecisions, startApplicationBatch, undoApplicationBatch, type DecisionPreview } from './batch.ts';

const ApplicationBatchActionEnum = builder.enumType('ApplicationBatchAction', { values: APPLICATION_BATCH_ACTIONS });
export const RoundDecisionEnum = builder.enumType('ApplicationBatchDecision', { values: ROUND_DECISIONS });

const ApplicationBatchInput = builder.inputType('ApplicationBatchInput', {
  description: 'A bulk action on applications and what it needs: a decision (DECIDE), a later round (MOVE_TO_ROUND), tags (TAG), evaluators (ASSIGN_EVALUATORS).',
  fields: (t) => ({
    action: t.field({ type: ApplicationBatchActionEnum, required: true }),
    applicationIds: t.idList({ required: true }),
    decision: t.field({ type: RoundDecisionEnum }),
    rejectionMailId: t.id(),
    reasons: t.stringList(),
    roundId: t.id(),
    tagIds: t.idList(),
    evaluatorIds: t.idList(),
  }),
});

const Preview = builder.objectRef<DecisionPreview>('ApplicationDecisionPreview').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId', { nullable: false }),
    application: t.field({ type: Application, nullable: false, resolve: (p) => p.application }),
    applies: t.exposeBoolean('applies', { nullable: false }),
    reason: t.string({ description: 'Why the decision does not apply, in the reader’s language.', resolve: (p, _a, ctx) => (p.reason ? ctx.t(p.reason, p.reasonParams) : null) }),
  }),
});

builder.queryFields((t) => ({
  previewApplicationDecisions: t.field({
    type: [Preview],
    nullable: false,
    description: 'Before a bulk decision: whether it applies to each selected application, and why not.',
    args: { applicationIds: t.arg.idList({ required: true }), decision: t.arg({ type: RoundDecisionEnum, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return previewApplicationDecisions(ctx, args);
    },
  }),
}));

builder.mutationFields((t) => ({
  startApplicationBatch: t.field({
    type: BatchOperationStarted,
    nullable: false,
    args: { input: t.arg({ type: ApplicationBatchInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      requireViewer(ctx);
      return startApplicationBatch(ctx, input);
    },
  }),
  undoApplicationBatch: t.field({
    type: BatchOperationStarted,
    nullable: false,
    description: 'Resets what a bulk decision decided while its mails still wait (10 minutes), as a new operation.',
    args: { operationId: t.arg.id({ required: true }) },
    resolve: (_r, { operationId }, ctx) => undoApplicationBatch(ctx, String(operationId)),
  }),
}));

defineBatchSubscription('applicationBatchOperationUpdated', 'ApplicationBatchOperationUpdate', 'applicationId', 'application.');
