import { STARTUP_BATCH_ACTIONS } from '@seedbed/contracts/startups';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { Industry } from '../access/schema.ts';
import { BatchOperation, BatchOperationStarted, defineBatchSubscription } from '../batch/schema.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { NamedRef, Person } from '../users/schema.ts';
import { loadVisibleProgram, mayChangeTaxonomy, mayEditProgram, startupActions, type StartupActions } from './access.ts';
import { startStartupBatch } from './batch.ts';
import { startupLoaders, type Assignee, type Founder, type StartupSummary as Summary, type TagView } from './loaders.ts';
import {
  STARTUP_SORTS,
  assignableStartupPeople,
  findVisibleStartup,
  listMentors,
  listPrograms,
  listStartups,
  myRunningBatchOperations,
  startupTags,
  type Page,
} from './queries.ts';
import { SKILL_TAG, type ProgramRow, type StartupRow } from './repo.ts';
import { addStartupFounder, archiveStartup, assignStartupPerson, createStartup, createStartupTag, deleteStartup, removeStartupPerson, updateStartup } from './service.ts';
import { createProgram, deleteProgram, updateProgram } from './program-service.ts';

export const Tag = builder.objectRef<TagView>('Tag').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    color: t.exposeString('color'),
  }),
});

export const StartupSummary = builder.objectRef<Summary>('StartupSummary').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    logo: t.exposeString('logo'),
  }),
});

const StartupFounder = builder.objectRef<Founder>('StartupFounder').implement({
  fields: (t) => ({
    user: t.field({ type: Person, nullable: false, resolve: (f) => ({ id: f.id, fullName: f.fullName }) }),
    founderType: t.exposeString('founderType', { nullable: false }),
  }),
});

export const StartupAssignee = builder.objectRef<Assignee>('StartupAssignee').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
    avatar: t.exposeString('avatar'),
    roleType: t.exposeString('roleType'),
    roleLabel: t.exposeString('roleLabel', { description: "The role's own label; null when it has none, and the reader names its type." }),
  }),
});

const ACTIONS = [
  'editProfile',
  'editName',
  'assignPeople',
  'archive',
  'delete',
  'addIndustry',
  'removeIndustry',
  'addTag',
  'removeTag',
  'createMilestone',
  'editMilestone',
  'writePrivateNotes',
  'viewDocuments',
  'editDocuments',
  'viewCustomFields',
] as const satisfies ReadonlyArray<keyof StartupActions>;

const StartupViewerActions = builder.objectRef<StartupActions>('StartupViewerActions').implement({
  description: "What the viewer may do on the startup: the file's buttons follow it; the server checks each change again.",
  fields: (t) => Object.fromEntries(ACTIONS.map((action) => [action, t.exposeBoolean(action, { nullable: false })])),
});

export const Startup = builder.objectRef<StartupRow>('Startup').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    logo: t.exposeString('logo'),
    description: t.exposeString('description'),
    website: t.exposeString('website'),
    yearFounded: t.exposeInt('yearFounded'),
    stage: t.exposeString('stage'),
    country: t.exposeString('country'),
    city: t.exposeString('city'),
    archived: t.exposeBoolean('archived', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (s) => s.createdAt.toISOString() }),
    initialCategorizationComplete: t.exposeBoolean('initialCategorizationComplete', { nullable: false }),
    people: t.field({
      type: [Person],
      nullable: false,
      description: 'Its founders.',
      resolve: async (s, _a, ctx) => (await startupLoaders(ctx).founders.load(s.id)).map(({ id, fullName }) => ({ id, fullName })),
    }),
    founders: t.field({ type: [StartupFounder], nullable: false, resolve: (s, _a, ctx) => startupLoaders(ctx).founders.load(s.id) }),
    assignedPeople: t.field({ type: [StartupAssignee], nullable: false, resolve: (s, _a, ctx) => startupLoaders(ctx).assignees.load(s.id) }),
    // Industries and tags show to the roles the registry lets see them (and to whoever may change them).
    industries: t.field({
      type: [Industry],
      nullable: false,
      resolve: async (s, _a, ctx) =>
        (await isAuthorized(ctx, 'STARTUP:INDUSTRY:VIEW')) || (await mayChangeTaxonomy(ctx, 'INDUSTRIES:STARTUP:ADD', s.id)) ? startupLoaders(ctx).industries.load(s.id) : [],
    }),
    tags: t.field({
      type: [Tag],
      nullable: false,
      resolve: async (s, _a, ctx) =>
        (await isAuthorized(ctx, 'TAGS:STARTUP:VIEW')) || (await mayChangeTaxonomy(ctx, 'TAG:STARTUP:ADD', s.id)) ? startupLoaders(ctx).tags.load(s.id) : [],
    }),
    programs: t.field({ type: [NamedRef], nullable: false, resolve: (s, _a, ctx) => startupLoaders(ctx).programs.load(s.id) }),
    viewerCan: t.field({ type: StartupViewerActions, nullable: false, resolve: (s, _a, ctx) => startupActions(ctx, s) }),
  }),
});

const StartupPage = builder.objectRef<Page<StartupRow>>('StartupPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Startup], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

export const Program = builder.objectRef<ProgramRow>('Program').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    cohort: t.exposeString('cohort'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    startupCount: t.int({
      nullable: false,
      description: 'Its startups the viewer sees, archived ones apart.',
      resolve: (p, _a, ctx) => startupLoaders(ctx).programStartupCount.load(p.id),
    }),
    startups: t.field({ type: [StartupSummary], nullable: false, resolve: (p, _a, ctx) => startupLoaders(ctx).programStartups.load(p.id) }),
    admins: t.field({ type: [Person], nullable: false, resolve: (p, _a, ctx) => startupLoaders(ctx).programAdmins.load(p.id) }),
    people: t.field({
      type: [Person],
      nullable: false,
      description: 'Those taking part in it, and the founders and assigned people of its startups.',
      resolve: (p, _a, ctx) => startupLoaders(ctx).programPeople.load(p.id),
    }),
    viewerCanEdit: t.boolean({ nullable: false, resolve: (p, _a, ctx) => mayEditProgram(ctx, p) }),
  }),
});

export const Mentor = builder.objectRef<UserRow>('Mentor').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.string({ nullable: false, resolve: (u, _a, ctx) => displayName(u, ctx) }),
    avatar: t.exposeString('avatar'),
    headline: t.exposeString('headline'),
    roleType: t.string({
      nullable: false,
      resolve: async (u, _a, ctx) => (u.roleId ? ((await userLoaders(ctx).role.load(u.roleId))?.type ?? '') : ''),
    }),
    skills: t.field({
      type: [Tag],
      nullable: false,
      resolve: async (u, _a, ctx) => (await startupLoaders(ctx).userTags.load(u.id)).filter((tag) => tag.category === SKILL_TAG),
    }),
    industries: t.field({ type: [Industry], nullable: false, resolve: (u, _a, ctx) => startupLoaders(ctx).userIndustries.load(u.id) }),
    assignedStartups: t.field({ type: [StartupSummary], nullable: false, resolve: (u, _a, ctx) => startupLoaders(ctx).assignedStartups.load(u.id) }),
  }),
});

const MentorPage = builder.objectRef<Page<UserRow>>('MentorPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Mentor], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const StartupFilter = builder.inputType('StartupFilter', {
  fields: (t) => ({
    search: t.string(),
    programIds: t.idList(),
    industryIds: t.idList(),
    tagIds: t.idList(),
    stages: t.stringList(),
    assignedUserIds: t.idList(),
    archived: t.boolean({ description: 'Archived startups instead of the others; false when left out.' }),
  }),
});
const StartupSortEnum = builder.enumType('StartupSort', { values: STARTUP_SORTS });

// Every field is optional here so that a missing name reads as the schema's own translated message.
const StartupInput = builder.inputType('StartupInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    website: t.string(),
    logo: t.string(),
    yearFounded: t.int(),
    stage: t.string(),
    country: t.string(),
    city: t.string(),
    industryIds: t.idList(),
    tagIds: t.idList(),
    programIds: t.idList(),
  }),
});
const ProgramInput = builder.inputType('ProgramInput', {
  fields: (t) => ({ name: t.string(), description: t.string(), cohort: t.string(), startDate: t.string(), endDate: t.string() }),
});
const StartupBatchActionEnum = builder.enumType('StartupBatchAction', { values: STARTUP_BATCH_ACTIONS });

/** A list of links sent as null is left as it is: an empty list clears it. */
function profileInput(data: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== undefined && !(value === null && key.endsWith('Ids'))));
}

builder.queryFields((t) => ({
  startups: t.field({
    type: StartupPage,
    nullable: false,
    description: 'The startups the viewer may see; limit at most 100, 25 when left out.',
    args: { filter: t.arg({ type: StartupFilter }), sort: t.arg({ type: StartupSortEnum }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listStartups(ctx, args.filter, args.sort ?? 'NAME', args.cursor, args.limit),
  }),
  startup: t.field({
    type: Startup,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => findVisibleStartup(ctx, id),
  }),
  programs: t.field({ type: [Program], nullable: false, resolve: (_r, _a, ctx) => listPrograms(ctx) }),
  program: t.field({
    type: Program,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => loadVisibleProgram(ctx, id),
  }),
  startupTags: t.field({ type: [Tag], nullable: false, resolve: (_r, _a, ctx) => startupTags(ctx) }),
  startupMentors: t.field({
    type: MentorPage,
    nullable: false,
    args: { search: t.arg.string(), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listMentors(ctx, args.search, args.cursor, args.limit),
  }),
  assignableStartupPeople: t.field({
    type: [StartupAssignee],
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), search: t.arg.string() },
    resolve: (_r, args, ctx) => assignableStartupPeople(ctx, args.startupId, args.search),
  }),
  myRunningBatchOperations: t.field({ type: [BatchOperation], nullable: false, resolve: (_r, _a, ctx) => myRunningBatchOperations(ctx) }),
}));

builder.mutationFields((t) => ({
  createStartup: t.field({
    type: Startup,
    nullable: false,
    args: { data: t.arg({ type: StartupInput, required: true }) },
    resolve: (_r, { data }, ctx) => {
      requireViewer(ctx);
      return createStartup(ctx, profileInput(data));
    },
  }),
  updateStartup: t.field({
    type: Startup,
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), data: t.arg({ type: StartupInput, required: true }) },
    resolve: (_r, { startupId, data }, ctx) => {
      requireViewer(ctx);
      return updateStartup(ctx, profileInput(data), startupId);
    },
  }),
  archiveStartup: t.field({
    type: Startup,
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: (_r, { startupId, archived }, ctx) => {
      requireViewer(ctx);
      return archiveStartup(ctx, { archived }, startupId);
    },
  }),
  deleteStartup: t.boolean({
    nullable: false,
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, { startupId }, ctx) => {
      requireViewer(ctx);
      return deleteStartup(ctx, {}, startupId);
    },
  }),
  addStartupFounder: t.field({
    type: Startup,
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }), founderType: t.arg.string({ required: true }) },
    resolve: (_r, { startupId, userId, founderType }, ctx) => {
      requireViewer(ctx);
      return addStartupFounder(ctx, { userId, founderType }, startupId);
    },
  }),
  assignStartupPerson: t.field({
    type: Startup,
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_r, { startupId, userId }, ctx) => {
      requireViewer(ctx);
      return assignStartupPerson(ctx, { userId }, startupId);
    },
  }),
  removeStartupPerson: t.field({
    type: Startup,
    nullable: false,
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_r, { startupId, userId }, ctx) => {
      requireViewer(ctx);
      return removeStartupPerson(ctx, { userId }, startupId);
    },
  }),
  createStartupTag: t.field({
    type: Tag,
    nullable: false,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, { name }, ctx) => {
      requireViewer(ctx);
      return createStartupTag(ctx, { name });
    },
  }),
  createProgram: t.field({
    type: Program,
    nullable: false,
    args: { data: t.arg({ type: ProgramInput, required: true }) },
    resolve: (_r, { data }, ctx) => {
      requireViewer(ctx);
      return createProgram(ctx, data);
    },
  }),
  updateProgram: t.field({
    type: Program,
    nullable: false,
    description: 'Saves the whole programme: a field left out is cleared.',
    args: { programId: t.arg.id({ required: true }), data: t.arg({ type: ProgramInput, required: true }) },
    resolve: (_r, { programId, data }, ctx) => {
      requireViewer(ctx);
      return updateProgram(ctx, data, programId);
    },
  }),
  deleteProgram: t.boolean({
    nullable: false,
    args: { programId: t.arg.id({ required: true }) },
    resolve: (_r, { programId }, ctx) => {
      requireViewer(ctx);
      return deleteProgram(ctx, {}, programId);
    },
  }),
  startStartupBatch: t.field({
    type: BatchOperationStarted,
    nullable: false,
    args: { action: t.arg({ type: StartupBatchActionEnum, required: true }), startupIds: t.arg.idList({ required: true }), targetId: t.arg.id() },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return startStartupBatch(ctx, args);
    },
  }),
}));

defineBatchSubscription('startupBatchOperationUpdated', 'StartupBatchOperationUpdate', 'startupId', 'startup.');
