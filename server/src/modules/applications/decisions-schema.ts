import { z } from 'zod';
import { ROUND_DECISIONS } from '@seedbed/contracts/applications';
import { decideApplicationSchema } from '@seedbed/contracts/applications-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { visibleApplication } from './access.ts';
import { decideApplication, deleteApplication, resetApplicationDecision, sendDelayedRejection } from './decisions.ts';
import { Application } from './types.ts';

const RoundDecisionEnum = builder.enumType('RoundDecision', { values: ROUND_DECISIONS });

/** Loads the application; the rights to act on it are checked by the function that acts (bulk items call it too). */
const load = async (ctx: Parameters<typeof visibleApplication>[0], applicationId: string) => (await visibleApplication(ctx, applicationId)).application;

/** The page's decision: its mail leaves with the commit (the bulk decision keeps an undo window instead). */
const decideRound = defineChange({
  input: () => decideApplicationSchema,
  authorize: (ctx, _input, applicationId: string) => load(ctx, applicationId),
  async write(ctx, db, input, application) {
    const result = await decideApplication(ctx, db, application, input.decision, { rejectionMailId: input.rejectionMailId, reasons: input.reasons, mailDelayMs: 0 });
    return { result, events: [] };
  },
});

const onApplication = (act: typeof resetApplicationDecision) =>
  defineChange({
    input: () => z.object({}),
    authorize: (ctx, _input, applicationId: string) => load(ctx, applicationId),
    async write(ctx, db, _input, application) {
      return { result: await act(ctx, db, application), events: [] };
    },
  });
const resetRound = onApplication(resetApplicationDecision);
const sendRejection = onApplication(sendDelayedRejection);

const removeApplication = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, applicationId: string) => load(ctx, applicationId),
  async write(ctx, db, _input, application) {
    await deleteApplication(ctx, db, application);
    return { result: true, events: [] };
  },
});

builder.mutationFields((t) => ({
  decideApplicationRound: t.field({
    type: Application,
    nullable: false,
    description: "Accepts (into the next round, or as a startup on the last), rejects or delays the rejection of the application's current round.",
    args: {
      applicationId: t.arg.id({ required: true }),
      decision: t.arg({ type: RoundDecisionEnum, required: true }),
      rejectionMailId: t.arg.id(),
      reasons: t.arg.stringList(),
    },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return decideRound(ctx, { decision: args.decision, rejectionMailId: args.rejectionMailId, reasons: args.reasons }, args.applicationId);
    },
  }),
  resetApplicationRound: t.field({
    type: Application,
    nullable: false,
    description: 'Undoes the latest decision: back to review in its round; an unsent mail is cancelled, a startup made stays.',
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return resetRound(ctx, {}, args.applicationId);
    },
  }),
  sendDelayedRejection: t.field({
    type: Application,
    nullable: false,
    description: 'A delayed rejection becomes a rejection, and its mail leaves.',
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return sendRejection(ctx, {}, args.applicationId);
    },
  }),
  deleteApplication: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return removeApplication(ctx, {}, args.id);
    },
  }),
}));
