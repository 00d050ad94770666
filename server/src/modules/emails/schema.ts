import { EMAIL_PLACEHOLDERS, EMAIL_STATUSES, PLANNED_ACTION_KINDS, PLANNED_ACTION_STATUSES } from '@seedbed/contracts/emails';
import { APPLICATION_STATUSES } from '@seedbed/contracts/applications';
import type { EmailRecipients } from '@seedbed/contracts/emails-input';
import type { EmailRecipientSelection } from '../../db/schema/emails.ts';
import type { EmailRow, PlannedActionRow } from '../../db/schema/index.ts';
import type { CampaignTracking } from '../emailDelivery/deliver.ts';
import { builder } from '../../core/schema-builder.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { CANCEL_PLAN_KEY, EDIT_PLAN_KEY, PLAN_KEY, composedEmail, isComposer } from './access.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { emailLoaders } from './loaders.ts';
import { cancelPlannedAction, createPlannedAction, updatePlannedAction } from './planned.ts';
import {
  chosenPeople,
  chosenStartups,
  emailList,
  emailReach,
  emailRecipientList,
  plannedActionList,
  plannedEmailOf,
  previewEmail,
  type ChosenRecord,
  type EmailPreview,
  type Page,
  type RecipientView,
} from './queries.ts';
import { createEmail, deleteEmail, plannedTitle, scheduleEmail, sendEmail, updateEmail } from './service.ts';

export const EmailStatusEnum = builder.enumType('EmailStatus', { values: EMAIL_STATUSES });
export const PlannedActionKindEnum = builder.enumType('PlannedActionKind', { values: PLANNED_ACTION_KINDS });
export const PlannedActionStatusEnum = builder.enumType('PlannedActionStatus', { values: PLANNED_ACTION_STATUSES });
const EmailPlaceholderEnum = builder.enumType('EmailPlaceholder', { values: EMAIL_PLACEHOLDERS });
const ApplicantStatusEnum = builder.enumType('EmailApplicantStatus', {
  values: APPLICATION_STATUSES,
  description: 'An application status, as the applicants of a campaign are chosen by.',
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

const Applicants = builder.objectRef<NonNullable<EmailRecipientSelection['applicants']>>('EmailApplicantSelection').implement({
  fields: (t) => ({
    funnelId: t.exposeID('funnelId', { nullable: false }),
    roundIds: t.exposeIDList('roundIds', { nullable: false }),
    statuses: t.stringList({ nullable: false, resolve: (a) => a.statuses }),
  }),
});

const Chosen = builder.objectRef<ChosenRecord>('EmailChosenRecord').implement({
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }), name: t.exposeString('name', { nullable: false }) }),
});

const Selection = builder.objectRef<EmailRecipientSelection>('EmailRecipientSelection').implement({
  description: 'Who a campaign goes to, as chosen: resolved to people only when it is sent.',
  fields: (t) => ({
    userIds: t.exposeIDList('userIds', { nullable: false }),
    startupIds: t.exposeIDList('startupIds', { nullable: false, description: 'Their teams (founders).' }),
    applicants: t.field({ type: Applicants, resolve: (s) => s.applicants ?? null }),
    savedViewId: t.exposeID('savedViewId', { description: 'A saved view of the applications overview: its applicants.' }),
    people: t.field({
      type: [Chosen],
      nullable: false,
      description: 'The people of userIds the viewer sees, named.',
      resolve: (s, _a, ctx) => chosenPeople(ctx, s as EmailRecipients),
    }),
    startups: t.field({
      type: [Chosen],
      nullable: false,
      description: 'The startups of startupIds the viewer sees, named.',
      resolve: (s, _a, ctx) => chosenStartups(ctx, s as EmailRecipients),
    }),
  }),
});

const Tracking = builder.objectRef<CampaignTracking>('EmailTracking').implement({
  description: 'What became of a sent campaign’s mails, person by person, counted.',
  fields: (t) => ({
    recipients: t.exposeInt('recipients', { nullable: false }),
    delivered: t.exposeInt('delivered', { nullable: false }),
    opened: t.exposeInt('opened', { nullable: false, description: 'People who opened it at least once (with open tracking on).' }),
    clicked: t.exposeInt('clicked', { nullable: false, description: 'People who followed one of its links.' }),
    bounced: t.exposeInt('bounced', { nullable: false }),
    deferred: t.exposeInt('deferred', { nullable: false }),
    dropped: t.exposeInt('dropped', { nullable: false }),
    spam: t.exposeInt('spam', { nullable: false }),
  }),
});

export const Email = builder.objectRef<EmailRow>('Email').implement({
  description: 'A campaign (spec 3 §2 Emails), for its composers: the organisation’s staff and administrators.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    subject: t.exposeString('subject', { nullable: false }),
    content: t.exposeString('content', { nullable: false, description: 'Sanitised HTML, placeholders as written.' }),
    recipients: t.field({ type: Selection, nullable: false, resolve: (e) => e.recipients }),
    cc: t.exposeStringList('cc', { nullable: false }),
    bcc: t.exposeStringList('bcc', { nullable: false }),
    layoutId: t.exposeID('layoutId', { description: 'The design it is wrapped in; none: the organisation’s default.' }),
    status: t.field({ type: EmailStatusEnum, nullable: false, resolve: (e) => e.status as never }),
    createdBy: t.field({ type: User, resolve: (e, _a, ctx) => (e.createdBy ? userLoaders(ctx).user.load(e.createdBy) : null) }),
    scheduledAt: t.string({ description: 'When it is planned to leave (SCHEDULED).', resolve: (e) => iso(e.scheduledAt) }),
    sentAt: t.string({ resolve: (e) => iso(e.sentAt) }),
    recipientCount: t.exposeInt('recipientCount', { nullable: false, description: 'The people it was sent to (0 until sent).' }),
    reach: t.int({
      nullable: false,
      description: 'The people it reaches: those it was sent to, or those its selection reaches now (resolved: ask for one campaign, not a list).',
      resolve: (e, _a, ctx) => emailReach(ctx, e),
    }),
    tracking: t.field({
      type: Tracking,
      description: 'Once sent: what became of its mails.',
      resolve: (e, _a, ctx) => (e.status === 'SENT' ? emailLoaders(ctx).tracking.load(e.id) : null),
    }),
    createdAt: t.string({ nullable: false, resolve: (e) => e.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (e) => e.updatedAt.toISOString() }),
  }),
});

const EmailRecipient = builder.objectRef<RecipientView>('EmailRecipient').implement({
  fields: (t) => ({
    email: t.exposeString('email', { nullable: false }),
    user: t.field({ type: User, resolve: (r, _a, ctx) => (r.userId ? userLoaders(ctx).user.load(r.userId) : null) }),
    startupName: t.exposeString('startupName', { description: 'Before sending: the startup {{startupName}} reads for them.' }),
    status: t.string({ description: 'Once sent: QUEUED, SENT, DELIVERED, DEFERRED, BOUNCED, DROPPED or SPAM.', resolve: (r) => r.status }),
    openedCount: t.exposeInt('openedCount', { nullable: false }),
    lastOpenedAt: t.string({ resolve: (r) => iso(r.lastOpenedAt) }),
    clickedCount: t.exposeInt('clickedCount', { nullable: false }),
    lastClickedAt: t.string({ resolve: (r) => iso(r.lastClickedAt) }),
    bounceReason: t.exposeString('bounceReason'),
  }),
});

const EmailPage = builder.objectRef<Page<EmailRow>>('EmailPage').implement({
  fields: (t) => ({ results: t.field({ type: [Email], nullable: false, resolve: (p) => p.results }), next: t.exposeString('next') }),
});
const EmailRecipientPage = builder.objectRef<Page<RecipientView>>('EmailRecipientPage').implement({
  fields: (t) => ({ results: t.field({ type: [EmailRecipient], nullable: false, resolve: (p) => p.results }), next: t.exposeString('next') }),
});

const Preview = builder.objectRef<EmailPreview>('EmailPreview').implement({
  fields: (t) => ({
    subject: t.exposeString('subject', { nullable: false }),
    html: t.exposeString('html', { nullable: false, description: 'The body, placeholders filled.' }),
    document: t.exposeString('document', { nullable: false, description: 'The whole mail in its design, for a sandboxed frame.' }),
    recipient: t.field({ type: User, nullable: false, resolve: (p, _a, ctx) => userLoaders(ctx).user.load(p.recipientUserId) as never }),
  }),
});

const ViewerCan = builder.objectRef<PlannedActionRow>('PlannedActionViewerCan').implement({
  fields: (t) => ({
    edit: t.boolean({ nullable: false, resolve: (a, _args, ctx) => (a.status === 'PLANNED' ? isAuthorized(ctx, EDIT_PLAN_KEY) : false) }),
    cancel: t.boolean({ nullable: false, resolve: (a, _args, ctx) => (a.status === 'PLANNED' ? isAuthorized(ctx, CANCEL_PLAN_KEY) : false) }),
  }),
});

export const PlannedAction = builder.objectRef<PlannedActionRow>('PlannedAction').implement({
  description: 'Something done later as the person who planned it (spec 3 §3): a campaign sent, a feedback request or a task created.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.field({ type: PlannedActionKindEnum, nullable: false, resolve: (a) => a.kind as never }),
    status: t.field({ type: PlannedActionStatusEnum, nullable: false, resolve: (a) => a.status as never }),
    runAt: t.string({ nullable: false, resolve: (a) => a.runAt.toISOString() }),
    title: t.string({
      nullable: false,
      description: 'A campaign’s subject, a request’s title, a task’s name.',
      resolve: async (a, _args, ctx) => plannedTitle(a, await plannedEmailOf(ctx, a)),
    }),
    payload: t.string({
      nullable: false,
      description: 'What it makes, as JSON: the input of createFeedbackRequest or createTask, or {emailId}.',
      resolve: (a) => JSON.stringify(a.payload),
    }),
    email: t.field({ type: Email, resolve: (a, _args, ctx) => plannedEmailOf(ctx, a) }),
    error: t.string({ description: 'Why it could not run (FAILED).', resolve: (a, _args, ctx) => (a.error ? ctx.t(a.error, a.errorParams ?? {}) : null) }),
    resultId: t.exposeID('resultId', { description: 'What it made once DONE: the campaign, the feedback request, the task.' }),
    createdBy: t.field({ type: User, resolve: (a, _args, ctx) => userLoaders(ctx).user.load(a.createdBy) }),
    doneAt: t.string({ resolve: (a) => iso(a.doneAt) }),
    viewerCan: t.field({ type: ViewerCan, nullable: false, resolve: (a) => a }),
  }),
});

const PlannedActionPage = builder.objectRef<Page<PlannedActionRow>>('PlannedActionPage').implement({
  fields: (t) => ({ results: t.field({ type: [PlannedAction], nullable: false, resolve: (p) => p.results }), next: t.exposeString('next') }),
});

const EmailsViewerCan = builder.objectRef<object>('EmailsViewerCan').implement({
  description: 'What the viewer may do with campaigns and planned actions.',
  fields: (t) => ({
    compose: t.boolean({ nullable: false, resolve: (_o, _a, ctx) => isComposer(ctx) }),
    plan: t.boolean({ nullable: false, resolve: (_o, _a, ctx) => isAuthorized(ctx, PLAN_KEY) }),
    editPlanned: t.boolean({ nullable: false, resolve: (_o, _a, ctx) => isAuthorized(ctx, EDIT_PLAN_KEY) }),
    cancelPlanned: t.boolean({ nullable: false, resolve: (_o, _a, ctx) => isAuthorized(ctx, CANCEL_PLAN_KEY) }),
    placeholders: t.field({ type: [EmailPlaceholderEnum], nullable: false, description: 'What a subject or body may hold.', resolve: () => [...EMAIL_PLACEHOLDERS] }),
  }),
});

const EmailFilter = builder.inputType('EmailFilter', {
  fields: (t) => ({ search: t.string(), status: t.field({ type: EmailStatusEnum }) }),
});

const PlannedActionFilter = builder.inputType('PlannedActionFilter', {
  description: 'Without statuses: those still PLANNED.',
  fields: (t) => ({ kinds: t.field({ type: [PlannedActionKindEnum] }), statuses: t.field({ type: [PlannedActionStatusEnum] }) }),
});

const ApplicantsInput = builder.inputType('EmailApplicantSelectionInput', {
  fields: (t) => ({
    funnelId: t.id({ required: true }),
    roundIds: t.idList(),
    statuses: t.field({ type: [ApplicantStatusEnum] }),
  }),
});

const SelectionInput = builder.inputType('EmailRecipientSelectionInput', {
  fields: (t) => ({
    userIds: t.idList(),
    startupIds: t.idList(),
    applicants: t.field({ type: ApplicantsInput }),
    savedViewId: t.id(),
  }),
});

const EmailInput = builder.inputType('EmailInput', {
  description: 'As emailDraftSchema (contracts/emails-input.ts): only the fields sent change; content is rich text (HTML), sanitised when stored.',
  fields: (t) => ({
    subject: t.string(),
    content: t.string(),
    recipients: t.field({ type: SelectionInput }),
    cc: t.stringList(),
    bcc: t.stringList(),
    layoutId: t.id(),
  }),
});

const PlannedActionChanges = builder.inputType('PlannedActionInput', {
  fields: (t) => ({ runAt: t.string(), payload: t.string({ description: 'JSON, as createPlannedAction takes it.' }) }),
});

/** GraphQL leaves absent fields out; `null` stands for absent too, except where it clears (the design). */
const sent = <T extends object>(input: T, nullable: readonly string[] = []) =>
  Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || nullable.includes(key))));

const draft = (data: Record<string, unknown>) => {
  const input = sent(data, ['layoutId']);
  if (input.recipients && typeof input.recipients === 'object') input.recipients = sent(input.recipients as object, ['applicants', 'savedViewId']);
  return input;
};

builder.queryFields((t) => ({
  emails: t.field({
    type: EmailPage,
    nullable: false,
    description: 'The campaigns, last changed first (composers).',
    args: { filter: t.arg({ type: EmailFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => emailList(ctx, args),
  }),
  email: t.field({
    type: Email,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => composedEmail(ctx, String(args.id)),
  }),
  emailRecipients: t.field({
    type: EmailRecipientPage,
    nullable: false,
    description: 'A campaign’s recipients by address: before sending, who it reaches now; after, what became of each mail.',
    args: { id: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => emailRecipientList(ctx, String(args.id), args.cursor, args.limit),
  }),
  previewEmail: t.field({
    type: Preview,
    nullable: false,
    description: 'The campaign as one of its recipients will read it.',
    args: { id: t.arg.id({ required: true }), recipientUserId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => previewEmail(ctx, String(args.id), String(args.recipientUserId)),
  }),
  emailsViewerCan: t.field({ type: EmailsViewerCan, nullable: false, resolve: () => ({}) }),
  plannedActions: t.field({
    type: PlannedActionPage,
    nullable: false,
    description: 'Planned actions, soonest first, for those who may plan, edit or cancel them.',
    args: { filter: t.arg({ type: PlannedActionFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => plannedActionList(ctx, args),
  }),
}));

builder.mutationFields((t) => {
  const id = () => t.arg.id({ required: true });
  return {
    createEmail: t.field({
      type: Email,
      nullable: false,
      description: 'A draft by the viewer.',
      args: { data: t.arg({ type: EmailInput }) },
      resolve: (_r, args, ctx) => createEmail(ctx, draft(args.data ?? {})),
    }),
    updateEmail: t.field({
      type: Email,
      nullable: false,
      args: { id: id(), data: t.arg({ type: EmailInput, required: true }) },
      resolve: (_r, args, ctx) => updateEmail(ctx, draft(args.data), String(args.id)),
    }),
    deleteEmail: t.boolean({ nullable: false, description: 'A campaign not sent yet.', args: { id: id() }, resolve: (_r, args, ctx) => deleteEmail(ctx, {}, String(args.id)) }),
    sendEmail: t.field({
      type: Email,
      nullable: false,
      description: 'Now: one personalised message per person; a planned sending of it is called off.',
      args: { id: id() },
      resolve: (_r, args, ctx) => sendEmail(ctx, {}, String(args.id)),
    }),
    scheduleEmail: t.field({
      type: Email,
      nullable: false,
      description: 'Sent at runAt (an instant) by a planned action (CREATE:PLANNED_ACTION).',
      args: { id: id(), runAt: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => scheduleEmail(ctx, { runAt: args.runAt }, String(args.id)),
    }),
    createPlannedAction: t.field({
      type: PlannedAction,
      nullable: false,
      description: 'CREATE:PLANNED_ACTION. payload (JSON): a FEEDBACK_REQUEST’s or a TASK’s input as createFeedbackRequest or createTask take it; an EMAIL’s {emailId}.',
      args: { kind: t.arg({ type: PlannedActionKindEnum, required: true }), runAt: t.arg.string({ required: true }), payload: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => createPlannedAction(ctx, args),
    }),
    updatePlannedAction: t.field({
      type: PlannedAction,
      nullable: false,
      description: 'EDIT:PLANNED_ACTION: another time or payload, while it waits.',
      args: { id: id(), data: t.arg({ type: PlannedActionChanges, required: true }) },
      resolve: (_r, args, ctx) => updatePlannedAction(ctx, String(args.id), sent(args.data)),
    }),
    cancelPlannedAction: t.field({
      type: PlannedAction,
      nullable: false,
      description: 'CANCEL:PLANNED_ACTION: it will not run.',
      args: { id: id() },
      resolve: (_r, args, ctx) => cancelPlannedAction(ctx, {}, String(args.id)),
    }),
  };
});
