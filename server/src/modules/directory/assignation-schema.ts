import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { Mentor } from '../startups/schema.ts';
import { assignPeople, listPeopleAssignations, unassignPeople, type PeopleAssignationPage as Page } from './assignation.ts';

const PeopleAssignationPage = builder.objectRef<Page>('PeopleAssignationPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Mentor], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const PeopleAssignationFilter = builder.inputType('PeopleAssignationFilter', {
  fields: (t) => ({
    search: t.string(),
    roleTypes: t.stringList({ description: 'Any of mentor, expert, coach; all three when left out.' }),
    programId: t.id(),
    unassignedOnly: t.boolean({ description: 'Only those placed on no running startup.' }),
  }),
});

builder.queryFields((t) => ({
  peopleAssignations: t.field({
    type: PeopleAssignationPage,
    nullable: false,
    description: 'The mentors, experts and coaches of the directory, with their startups, for those who assign people to startups; limit at most 100.',
    args: { filter: t.arg({ type: PeopleAssignationFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listPeopleAssignations(ctx, args.filter, args.cursor, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  assignPeople: t.int({
    nullable: false,
    description: 'Places every person on every startup named; answers how many pairs are new (those in place are skipped).',
    args: { mentorIds: t.arg.idList({ required: true }), startupIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return assignPeople(ctx, args);
    },
  }),
  unassignPeople: t.int({
    nullable: false,
    description: 'Takes every person named off every startup named; answers how many pairs were removed.',
    args: { mentorIds: t.arg.idList({ required: true }), startupIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return unassignPeople(ctx, args);
    },
  }),
}));
