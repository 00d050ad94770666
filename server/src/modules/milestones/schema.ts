import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { declareTimelineKind, timelineKindRef } from '../timeline/kinds.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { milestonesEnabled } from './access.ts';
import { milestoneLoaders } from './loaders.ts';
import { MILESTONE_POST } from './posts.ts';
import { startupMilestones } from './queries.ts';
import type { MilestoneRow } from './repo.ts';
import { createStartupMilestone, deleteStartupMilestone, updateStartupMilestone } from './service.ts';

export const Milestone = builder.objectRef<MilestoneRow>('Milestone').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    dueDate: t.exposeString('dueDate', { description: 'A calendar day, yyyy-MM-dd.' }),
    status: t.exposeString('status', { nullable: false, description: 'planned, in_progress, reached or missed.' }),
    reachedAt: t.string({ resolve: (row) => row.reachedAt?.toISOString() ?? null }),
    owner: t.field({
      type: Person,
      resolve: async (row, _a, ctx) => {
        const user = row.ownerId ? await userLoaders(ctx).user.load(row.ownerId) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
    startupId: t.exposeID('startupId', { nullable: false }),
  }),
});

/** A reached milestone on the timeline; `milestone` is null once the milestone is gone. */
declareTimelineKind({
  ref: timelineKindRef(MILESTONE_POST),
  description: 'A milestone of the startup reached.',
  fields: (t) => ({
    milestone: t.field({ type: Milestone, resolve: (row, _a, ctx) => (row.subjectId ? milestoneLoaders(ctx).milestone.load(row.subjectId) : null) }),
  }),
  offered: milestonesEnabled,
});

const MilestoneInput = builder.inputType('MilestoneInput', {
  description: 'As milestoneInputSchema (contracts/startups.ts); on update only the fields sent change.',
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    dueDate: t.string(),
    ownerId: t.id(),
    status: t.string(),
  }),
});

builder.queryFields((t) => ({
  startupMilestones: t.field({
    type: [Milestone],
    nullable: false,
    description: "A startup's plan: soonest due first, undated last.",
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startupMilestones(ctx, args.startupId),
  }),
}));

/** GraphQL sends an absent field as undefined and an emptied one as null: both reach the schema as they are. */
const present = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

builder.mutationFields((t) => ({
  createStartupMilestone: t.field({
    type: Milestone,
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), data: t.arg({ type: MilestoneInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createStartupMilestone(ctx, present(args.data), args.startupId);
    },
  }),
  updateStartupMilestone: t.field({
    type: Milestone,
    nullable: false,
    args: { milestoneId: t.arg.id({ required: true }), data: t.arg({ type: MilestoneInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return updateStartupMilestone(ctx, present(args.data), args.milestoneId);
    },
  }),
  deleteStartupMilestone: t.boolean({
    nullable: false,
    args: { milestoneId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return deleteStartupMilestone(ctx, {}, args.milestoneId);
    },
  }),
}));
