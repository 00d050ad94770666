import { and, eq } from 'drizzle-orm';
import { requireViewer } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { builder } from '../../core/schema-builder.ts';
import type { StartupCategorizationRow } from '../../db/schema/index.ts';
import { Startup } from '../startups/schema.ts';
import { categorizationQuestions, categorizationValues, updateStartupCategorization } from './categorization.ts';
import { CategorizationAnswer } from './timeline-kinds.ts';

const Categorization = builder.objectRef<StartupCategorizationRow>('StartupCategorization').implement({
  description: 'A startup’s categorization questionnaire (spec 2 §3 "Categorization").',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    id: t.exposeID('id', { nullable: false }),
    startup: t.field({
      type: Startup,
      nullable: false,
      resolve: async (row, _a, ctx) => {
        const st = schema.startups;
        const [startup] = await (await ctx.tx.db())
          .select()
          .from(st)
          .where(and(eq(st.incubatorId, ctx.incubator.id), eq(st.id, row.startupId)));
        return startup;
      },
    }),
    values: t.field({ type: [CategorizationAnswer], nullable: false, resolve: (row, _a, ctx) => categorizationValues(ctx, row) }),
    delayReporting: t.exposeBoolean('delayReporting'),
    skipped: t.exposeBoolean('skipped', { nullable: false }),
  }),
});

const CategorizationAnswerInput = builder.inputType('CategorizationAnswerInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.boolean() }),
});

builder.queryFields((t) => ({
  categorizationQuestions: t.field({
    type: Categorization,
    nullable: false,
    args: { categorizationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => categorizationQuestions(ctx, args.categorizationId),
  }),
}));

builder.mutationFields((t) => ({
  updateStartupCategorization: t.field({
    type: Categorization,
    nullable: false,
    description: 'A founder answers the questionnaire (delayReporting first; with no delay, every question) or skips it; either completes the initial categorization.',
    args: {
      categorizationId: t.arg.id({ required: true }),
      data: t.arg({ type: [CategorizationAnswerInput] }),
      skip: t.arg.boolean(),
      delayReporting: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateStartupCategorization(ctx, { data: args.data, skip: args.skip, delayReporting: args.delayReporting }, args.categorizationId);
    },
  }),
}));
