import { HOUR_UNITS, type HourUnit } from '@seedbed/contracts/coaching';
import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { Startup } from '../startups/schema.ts';
import {
  mayAllocateHours,
  minutesOf,
  removeHourAllocation,
  setHourAllocation,
  startupHourAllocations,
  visibleHourBalance,
  type HourAllocationView,
  type HourBalance,
} from './hours.ts';

const HourUnitEnum = builder.enumType('HourUnit', { values: HOUR_UNITS });

const HourAllocation = builder.objectRef<HourAllocationView>('HourAllocation').implement({
  description: 'Coaching time given to a startup, overall (no programme) or for one of its programmes.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    startupId: t.exposeID('startupId', { nullable: false }),
    programId: t.exposeID('programId'),
    programName: t.exposeString('programName'),
    amount: t.exposeFloat('amount', { nullable: false }),
    unit: t.field({ type: HourUnitEnum, nullable: false, resolve: (a) => a.unit as HourUnit }),
    minutes: t.int({ nullable: false, description: 'The amount in minutes (a day counts HOURS_PER_DAY hours).', resolve: (a) => minutesOf(a) }),
    updatedAt: t.string({ nullable: false, resolve: (a) => a.updatedAt.toISOString() }),
  }),
});

const HourBalanceRef = builder.objectRef<HourBalance>('HourBalance').implement({
  description: "A startup's coaching time: given, used by its sessions not cancelled, and left (negative once overrun).",
  fields: (t) => ({
    allocatedMinutes: t.exposeInt('allocatedMinutes', { nullable: false }),
    usedMinutes: t.exposeInt('usedMinutes', { nullable: false }),
    remainingMinutes: t.exposeInt('remainingMinutes', { nullable: false }),
  }),
});

const HourAllocationInput = builder.inputType('HourAllocationInput', {
  fields: (t) => ({
    startupId: t.id({ required: true }),
    programId: t.id(),
    amount: t.float({ required: true }),
    unit: t.field({ type: HourUnitEnum, required: true }),
  }),
});

builder.objectFields(Startup, (t) => ({
  viewerCanAllocateHours: t.boolean({
    nullable: false,
    description: 'Whether the viewer may give this startup coaching hours (false when the plan lacks hour allocation).',
    resolve: (s, _a, ctx) => mayAllocateHours(ctx, s.id),
  }),
}));

builder.queryFields((t) => ({
  hourAllocations: t.field({
    type: [HourAllocation],
    nullable: false,
    description: "A startup's coaching hour allocations; empty when the plan lacks hour allocation.",
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startupHourAllocations(ctx, args.startupId),
  }),
  hourBalance: t.field({
    type: HourBalanceRef,
    description: 'Null when the startup was given no hours or the plan lacks hour allocation.',
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => visibleHourBalance(ctx, args.startupId),
  }),
}));

builder.mutationFields((t) => ({
  setHourAllocation: t.field({
    type: HourAllocation,
    nullable: false,
    args: { input: t.arg({ type: HourAllocationInput, required: true }) },
    resolve: async (_r, args, ctx) => {
      requireViewer(ctx);
      const row = await setHourAllocation(ctx, args.input);
      const views = await startupHourAllocations(ctx, row.startupId);
      return views.find((a) => a.id === row.id) ?? { ...row, programName: null };
    },
  }),
  removeHourAllocation: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => removeHourAllocation(ctx, {}, args.id),
  }),
}));
