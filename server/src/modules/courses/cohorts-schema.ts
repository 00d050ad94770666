import { builder } from '../../core/schema-builder.ts';
import { createCohort, deleteCohort, updateCohort } from './cohorts.ts';
import { defined } from './records-schema.ts';
import { Course, CourseCohort, courseLoaders } from './types.ts';

builder.objectFields(Course, (t) => ({
  cohorts: t.field({
    type: [CourseCohort],
    nullable: false,
    description: 'Its cohorts, by start date.',
    resolve: (c, _a, ctx) => courseLoaders(ctx).cohorts.load(c.id),
  }),
}));

const CohortInput = builder.inputType('CohortInput', {
  description: 'As cohortSchema / cohortChangesSchema (contracts/courses-input.ts). createCohort needs the name and the start; an edit changes only the fields sent.',
  fields: (t) => ({
    name: t.string(),
    startsAt: t.string({ description: 'ISO instant; drip release counts from it.' }),
    endsAt: t.string({ description: 'ISO instant after the start; null for none.' }),
    programId: t.id({ description: 'The programme whose startups’ founders are offered this cohort; null for none.' }),
  }),
});

builder.mutationFields((t) => ({
  createCohort: t.field({
    type: CourseCohort,
    nullable: false,
    args: { courseId: t.arg.id({ required: true }), data: t.arg({ type: CohortInput, required: true }) },
    resolve: (_r, args, ctx) => createCohort(ctx, defined(args.data), String(args.courseId)),
  }),
  updateCohort: t.field({
    type: CourseCohort,
    nullable: false,
    args: { cohortId: t.arg.id({ required: true }), data: t.arg({ type: CohortInput, required: true }) },
    resolve: (_r, args, ctx) => updateCohort(ctx, defined(args.data), String(args.cohortId)),
  }),
  deleteCohort: t.boolean({
    nullable: false,
    description: 'Refused while anyone is enrolled in the cohort.',
    args: { cohortId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteCohort(ctx, {}, String(args.cohortId)),
  }),
}));
