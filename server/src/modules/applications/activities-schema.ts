import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { createApplicationComment, listApplicationActivities, type ActivityPage } from './comments.ts';
import { ap, type ApplicationActivityRow, type ApplicationRow } from './repo.ts';
import { applicantHidden } from './types.ts';

/** The applications the activities of one page belong to, loaded once (blind review needs them). */
function applicationLoader(ctx: Context) {
  return memo(
    ctx,
    'applicationFile:applications',
    () =>
      new DataLoader<string, ApplicationRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(ap)
          .where(and(eq(ap.incubatorId, ctx.incubator.id), inArray(ap.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
  );
}

/** Under blind review the applicant's own items name nobody to those who may not know who applied. */
async function authorOf(ctx: Context, row: ApplicationActivityRow) {
  if (!row.createdBy) return null;
  const application = await applicationLoader(ctx).load(row.applicationId);
  if (application && row.createdBy === application.applicantId && (await applicantHidden(ctx, application))) return null;
  return userLoaders(ctx).user.load(row.createdBy);
}

export const ApplicationActivity = builder.objectRef<ApplicationActivityRow>('ApplicationActivity').implement({
  description: "One item of an application's activities: a comment, or what happened to it.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false, description: 'comment, submitted, status, decision, evaluation, mail (or meeting).' }),
    message: t.exposeString('message', { description: "A comment's sanitised HTML." }),
    isPrivate: t.exposeBoolean('isPrivate', { nullable: false, description: 'Staff only: never shown to the applicant.' }),
    data: t.string({
      description: 'What happened, as JSON (status: from/to; decision: decision, roundName, reasons, reset; mail: subject).',
      resolve: (row) => (row.data ? JSON.stringify(row.data) : null),
    }),
    author: t.field({ type: User, description: 'Null for the system, and for the applicant under blind review.', resolve: (row, _a, ctx) => authorOf(ctx, row) }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const ActivityPageRef = builder.objectRef<ActivityPage>('ApplicationActivityPage').implement({
  fields: (t) => ({
    results: t.field({ type: [ApplicationActivity], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'The cursor of the next (older) page; null at the end.' }),
  }),
});

builder.queryFields((t) => ({
  applicationActivities: t.field({
    type: ActivityPageRef,
    nullable: false,
    description: "An application's activities, newest first; what each reader sees follows their standing to it.",
    args: { applicationId: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listApplicationActivities(ctx, args.applicationId, args.cursor, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  createApplicationComment: t.field({
    type: ApplicationActivity,
    nullable: false,
    args: { applicationId: t.arg.id({ required: true }), message: t.arg.string({ required: true }), isPrivate: t.arg.boolean() },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createApplicationComment(ctx, { message: args.message, isPrivate: args.isPrivate }, args.applicationId);
    },
  }),
}));
