import { requireViewer, type Context } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { builder, LanguageValueRef } from '../../core/schema-builder.ts';
import type { Page } from '../forms/queries.ts';
import { FormVersion } from '../forms/schema.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { mayManageRequest, mayReadAnswersOf, maySeeRequest, visibleRequest } from './access.ts';
import { feedbackLoaders } from './loaders.ts';
import { listRequests, myRequests, sendableForms, surveyFor, type AskedRequest, type Survey } from './queries.ts';
import type { FormRow } from '../forms/repo.ts';
import type { FeedbackRecipientRow, FeedbackRequestRow } from './repo.ts';
import { createFeedbackRequest, deleteFeedbackRequest, remindFeedbackRecipients, submitFeedback, updateFeedbackRequest } from './service.ts';

const person = async (ctx: Context, id: string | null) => {
  const user = id ? await userLoaders(ctx).user.load(id) : null;
  return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
};

function parseAnswers(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
  }
}

const Recipient = builder.objectRef<FeedbackRecipientRow>('FeedbackRecipient').implement({
  fields: (t) => ({
    person: t.field({ type: Person, resolve: (r, _a, ctx) => person(ctx, r.userId) }),
    answeredAt: t.string({ resolve: (r) => r.answeredAt?.toISOString() ?? null }),
    remindedAt: t.string({ resolve: (r) => r.remindedAt?.toISOString() ?? null }),
    submissionId: t.id({
      description: 'Their answers (formSubmission), to whoever reads the answers to the form.',
      resolve: (r) => (r.answeredAt && r.submissionId ? r.submissionId : null),
    }),
  }),
});

export const FeedbackRequest = builder.objectRef<FeedbackRequestRow>('FeedbackRequest').implement({
  description: 'A feedback form sent to people (spec 3 §2, feedbackForms).',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    formId: t.exposeID('formId', { nullable: false }),
    formTitle: t.field({ type: [LanguageValueRef], nullable: false, resolve: (r, _a, ctx) => feedbackLoaders(ctx).formTitle.load(r.formId) }),
    title: t.exposeString('title', { nullable: false }),
    message: t.exposeString('message'),
    subjectKind: t.string({ description: 'startup or person; null when it is about nothing in particular.', resolve: (r) => r.subjectKind }),
    subjectId: t.id({ resolve: (r) => r.subjectId }),
    subjectName: t.string({
      resolve: async (r, _a, ctx) => {
        if (!r.subjectId) return null;
        if (r.subjectKind === 'startup') return feedbackLoaders(ctx).startupName.load(r.subjectId);
        return (await person(ctx, r.subjectId))?.fullName ?? null;
      },
    }),
    dueDate: t.string({ description: 'A calendar date (YYYY-MM-DD).', resolve: (r) => r.dueDate }),
    createdAt: t.string({ nullable: false, resolve: (r) => r.createdAt.toISOString() }),
    createdBy: t.field({ type: Person, resolve: (r, _a, ctx) => person(ctx, r.createdBy) }),
    recipientCount: t.int({ nullable: false, resolve: async (r, _a, ctx) => (await feedbackLoaders(ctx).progress.load(r.id)).total }),
    answeredCount: t.int({ nullable: false, resolve: async (r, _a, ctx) => (await feedbackLoaders(ctx).progress.load(r.id)).answered }),
    recipients: t.field({
      type: [Recipient],
      nullable: false,
      description: 'Who was asked and who answered, to whoever sees the request (its recipients read only their own survey).',
      resolve: async (r, _a, ctx) => ((await maySeeRequest(ctx, r)) ? feedbackLoaders(ctx).recipients.load(r.id) : []),
    }),
    viewerCanEdit: t.boolean({ nullable: false, resolve: (r, _a, ctx) => mayManageRequest(ctx, r) }),
    viewerCanViewAnswers: t.boolean({ nullable: false, resolve: (r, _a, ctx) => mayReadAnswersOf(ctx, r.formId) }),
  }),
});

const FeedbackRequestPage = builder.objectRef<Page<FeedbackRequestRow>>('FeedbackRequestPage').implement({
  fields: (t) => ({
    results: t.field({ type: [FeedbackRequest], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const AskedRef = builder.objectRef<AskedRequest>('AskedFeedbackRequest').implement({
  description: 'A request the viewer was sent, and where they are with it.',
  fields: (t) => ({
    request: t.field({ type: FeedbackRequest, nullable: false, resolve: (a) => a.request }),
    answeredAt: t.string({ resolve: (a) => a.recipient.answeredAt?.toISOString() ?? null }),
    hasDraft: t.boolean({ nullable: false, resolve: (a) => Boolean(a.recipient.submissionId && !a.recipient.answeredAt) }),
  }),
});

const AskedPage = builder.objectRef<Page<AskedRequest>>('AskedFeedbackRequestPage').implement({
  fields: (t) => ({
    results: t.field({ type: [AskedRef], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const SurveyRef = builder.objectRef<Survey>('Survey').implement({
  description: 'A feedback request as its recipient fills it.',
  fields: (t) => ({
    request: t.field({ type: FeedbackRequest, nullable: false, resolve: (s) => s.request }),
    version: t.field({ type: FormVersion, nullable: false, description: 'The version to answer, or the one answered.', resolve: (s) => s.version }),
    answers: t.string({ description: 'The viewer’s draft or given answers (JSON), if any.', resolve: (s) => (s.submission ? JSON.stringify(s.submission.answers) : null) }),
    answeredAt: t.string({ resolve: (s) => s.recipient.answeredAt?.toISOString() ?? null }),
  }),
});

const SendableForm = builder.objectRef<FormRow>('SendableFeedbackForm').implement({
  description: 'A published feedback form a request may send.',
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }), title: t.field({ type: [LanguageValueRef], nullable: false, resolve: (f) => f.title }) }),
});

const FeedbackFilter = builder.inputType('FeedbackRequestFilter', {
  fields: (t) => ({
    subjectKind: t.string(),
    subjectId: t.id(),
    recipientId: t.id({ description: 'Requests sent to this person.' }),
    formId: t.id(),
    search: t.string(),
    mine: t.boolean(),
  }),
});

const FeedbackRequestInput = builder.inputType('FeedbackRequestInput', {
  description: 'As feedbackRequestInputSchema (contracts/feedback.ts); startups are asked through their founders.',
  fields: (t) => ({
    formId: t.id({ required: true }),
    recipientIds: t.idList(),
    startupIds: t.idList(),
    subjectKind: t.string(),
    subjectId: t.id(),
    title: t.string({ required: true }),
    message: t.string(),
    dueDate: t.string({ description: 'YYYY-MM-DD' }),
  }),
});

const FeedbackRequestChanges = builder.inputType('FeedbackRequestChanges', {
  description: 'Only the fields sent change; people and startups sent are asked too.',
  fields: (t) => ({ title: t.string(), message: t.string(), dueDate: t.string(), recipientIds: t.idList(), startupIds: t.idList() }),
});

const given = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));

builder.queryFields((t) => ({
  feedbackRequests: t.field({
    type: FeedbackRequestPage,
    nullable: false,
    description: 'Feedback requests, newest first: every one with FEEDBACK_REQUEST:VIEW or :EDIT, a creator’s own otherwise.',
    args: { filter: t.arg({ type: FeedbackFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listRequests(ctx, args.filter, args.cursor, args.limit),
  }),
  feedbackRequest: t.field({ type: FeedbackRequest, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => visibleRequest(ctx, args.id) }),
  myFeedbackRequests: t.field({
    type: AskedPage,
    nullable: false,
    description: 'What the viewer is asked: unanswered first.',
    args: { cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => myRequests(ctx, args.cursor, args.limit),
  }),
  sendableFeedbackForms: t.field({
    type: [SendableForm],
    nullable: false,
    description: 'The published feedback forms a request may send (up to 200, latest first).',
    resolve: (_r, _a, ctx) => sendableForms(ctx),
  }),
  survey: t.field({ type: SurveyRef, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => surveyFor(ctx, args.id) }),
}));

builder.mutationFields((t) => ({
  createFeedbackRequest: t.field({
    type: FeedbackRequest,
    nullable: false,
    args: { data: t.arg({ type: FeedbackRequestInput, required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createFeedbackRequest(ctx, given(args.data));
    },
  }),
  updateFeedbackRequest: t.field({
    type: FeedbackRequest,
    nullable: false,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: FeedbackRequestChanges, required: true }) },
    resolve: (_r, args, ctx) => updateFeedbackRequest(ctx, given(args.data), args.id),
  }),
  deleteFeedbackRequest: t.boolean({ nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => deleteFeedbackRequest(ctx, {}, args.id) }),
  remindFeedbackRecipients: t.int({
    nullable: false,
    description: 'Reminds those who have not answered; answers how many were reminded.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => remindFeedbackRecipients(ctx, {}, args.id),
  }),
  submitFeedback: t.field({
    type: SurveyRef,
    nullable: false,
    description: 'A recipient’s answers (JSON); `draft` keeps them unchecked for required ones.',
    args: { requestId: t.arg.id({ required: true }), answers: t.arg.string({ required: true }), draft: t.arg.boolean() },
    resolve: async (_r, args, ctx) => {
      await submitFeedback(ctx, { answers: parseAnswers(args.answers), draft: args.draft ?? false }, args.requestId);
      return surveyFor(ctx, args.requestId);
    },
  }),
}));
