import type { DependencyStatement, Question, QuestionOption } from '@seedbed/contracts/forms';
import { requireViewer, type Context } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { builder, LanguageValueInput, LanguageValueRef } from '../../core/schema-builder.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { mayEditForm } from './access.ts';
import { submitSharedForm } from './answers.ts';
import { writePortableForm } from './portable.ts';
import { importForm, publishForm, shareForm } from './publish.ts';
import { formForEditor, formVersionFor, formVersionsFor, listForms, listSubmissions, sharedForm, submissionFor, type Page, type SharedForm } from './queries.ts';
import { formLoaders } from './loaders.ts';
import { customFieldMap, type FormRow, type FormSubmissionRow, type FormVersionRow } from './repo.ts';
import { createForm, deleteForm, deleteFormQuestion, duplicateForm, reorderFormQuestions, updateForm, upsertFormQuestion } from './service.ts';

const person = async (ctx: Context, id: string | null) => {
  const user = id ? await userLoaders(ctx).user.load(id) : null;
  return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
};

/** The engine's own structures travel as JSON text in and out; the typed fields are for outside clients. */
function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field, key: 'validation.invalid' }]);
  }
}

const QuestionOptionRef = builder.objectRef<QuestionOption>('QuestionOption');
QuestionOptionRef.implement({
  fields: (t) => ({
    value: t.exposeString('value', { nullable: false }),
    labels: t.field({ type: [LanguageValueRef], nullable: false, resolve: (o) => o.labels }),
    isWriteIn: t.boolean({ nullable: false, resolve: (o) => Boolean(o.isWriteIn) }),
    numericalValue: t.float({ resolve: (o) => o.numericalValue ?? null }),
    children: t.field({ type: [QuestionOptionRef], nullable: false, description: "A tree option's next level.", resolve: (o) => o.children ?? [] }),
  }),
});

const StatementRef = builder.objectRef<DependencyStatement>('DependencyStatement');
StatementRef.implement({
  fields: (t) => ({
    action: t.exposeString('action', { nullable: false, description: 'show, hide or require.' }),
    questionId: t.string({ resolve: (s) => s.questionId ?? null }),
    operator: t.exposeString('operator', {
      nullable: false,
      description: 'A comparison (equals, not_equals, contains, greater_than, less_than, is_empty, is_not_empty) or, for a group, AND / OR.',
    }),
    values: t.stringList({ nullable: false, resolve: (s) => s.values ?? [] }),
    statements: t.field({ type: [StatementRef], nullable: false, description: "A group's statements.", resolve: (s) => s.statements ?? [] }),
  }),
});

const DependencyRef = builder.objectRef<NonNullable<Question['dependency']>>('QuestionDependency').implement({
  fields: (t) => ({
    operator: t.exposeString('operator', { nullable: false }),
    statements: t.field({ type: [StatementRef], nullable: false, resolve: (d) => d.statements }),
  }),
});

const ValidationsRef = builder.objectRef<Question['validations']>('QuestionValidations').implement({
  fields: (t) => ({
    required: t.boolean({ nullable: false, resolve: (v) => Boolean(v.required) }),
    min: t.float({ resolve: (v) => v.min ?? null }),
    max: t.float({ resolve: (v) => v.max ?? null }),
    minLength: t.int({ resolve: (v) => v.minLength ?? null }),
    maxLength: t.int({ resolve: (v) => v.maxLength ?? null }),
    pattern: t.string({ resolve: (v) => v.pattern ?? null }),
    email: t.boolean({ nullable: false, resolve: (v) => Boolean(v.email) }),
    fileTypes: t.stringList({ nullable: false, resolve: (v) => v.fileTypes ?? [] }),
    maxFileSizeMb: t.float({ resolve: (v) => v.maxFileSizeMb ?? null }),
  }),
});

/** A question with the form (or version) it belongs to. */
export type PlacedQuestion = { formId: string; question: Question };

export const QuestionRef = builder.objectRef<PlacedQuestion>('FormQuestion').implement({
  description: 'A question of a form (spec 3 §3 "Form and question").',
  fields: (t) => ({
    _id: t.string({ nullable: false, resolve: (p) => p.question._id }),
    formId: t.id({ nullable: false, resolve: (p) => p.formId }),
    behavesAs: t.string({ nullable: false, description: 'question, element or custom_field.', resolve: (p) => p.question.behavesAs }),
    questionType: t.string({ nullable: false, resolve: (p) => p.question.questionType }),
    label: t.field({ type: [LanguageValueRef], nullable: false, resolve: (p) => p.question.label }),
    description: t.field({ type: [LanguageValueRef], nullable: false, resolve: (p) => p.question.description }),
    validations: t.field({ type: ValidationsRef, nullable: false, resolve: (p) => p.question.validations ?? {} }),
    options: t.field({ type: [QuestionOptionRef], nullable: false, resolve: (p) => p.question.options }),
    optionsDepth: t.int({ resolve: (p) => p.question.optionsDepth ?? null }),
    dependency: t.field({ type: DependencyRef, resolve: (p) => p.question.dependency ?? null }),
    definition: t.string({
      nullable: false,
      description: 'The whole question as JSON, as the builder sends it to upsertFormQuestion.',
      resolve: (p) => JSON.stringify(p.question),
    }),
  }),
});

const placed = (formId: string, questions: Question[]) => questions.map((question) => ({ formId, question }));

export const FormVersion = builder.objectRef<FormVersionRow>('FormVersion').implement({
  description: 'A published, immutable version of a form.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    formId: t.exposeID('formId', { nullable: false }),
    number: t.exposeInt('number', { nullable: false }),
    title: t.field({ type: [LanguageValueRef], nullable: false, resolve: (v) => v.title }),
    description: t.field({ type: [LanguageValueRef], nullable: false, resolve: (v) => v.description }),
    questions: t.field({ type: [QuestionRef], nullable: false, resolve: (v) => placed(v.formId, v.questions) }),
    publishedAt: t.string({ nullable: false, resolve: (v) => v.publishedAt.toISOString() }),
    publishedBy: t.field({ type: Person, resolve: (v, _a, ctx) => person(ctx, v.publishedBy) }),
  }),
});

export const Form = builder.objectRef<FormRow>('Form').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false, description: 'evaluation, feedback, intake, quiz, startup_profile, submission or user_profile.' }),
    title: t.field({ type: [LanguageValueRef], nullable: false, resolve: (f) => f.title }),
    description: t.field({ type: [LanguageValueRef], nullable: false, resolve: (f) => f.description }),
    questions: t.field({ type: [QuestionRef], nullable: false, description: 'The draft the builder edits.', resolve: (f) => placed(f.id, f.questions) }),
    revision: t.exposeInt('revision', { nullable: false, description: 'Counts the draft’s changes; publishForm takes the one the builder showed.' }),
    publishingState: t.string({ description: 'publishing, success or failure; null before the first publication.', resolve: (f) => f.publishingState }),
    hasUnpublishedChanges: t.boolean({ nullable: false, resolve: (f) => f.publishedRevision !== f.revision }),
    currentVersion: t.field({
      type: FormVersion,
      description: 'The latest published version, which new answers are given on.',
      resolve: (f, _a, ctx) => (f.versionId ? formLoaders(ctx).version.load(f.versionId) : null),
    }),
    shareId: t.string({ description: 'The token of the public link /share/forms/:shareId; null while not shared.', resolve: (f) => f.shareId }),
    archived: t.exposeBoolean('archived', { nullable: false }),
    createdBy: t.field({ type: Person, resolve: (f, _a, ctx) => person(ctx, f.createdBy) }),
    createdAt: t.string({ nullable: false, resolve: (f) => f.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (f) => f.updatedAt.toISOString() }),
    submissionCount: t.int({ nullable: false, resolve: (f, _a, ctx) => formLoaders(ctx).submittedCount.load(f.id) }),
    canEdit: t.boolean({ nullable: false, resolve: (f, _a, ctx) => mayEditForm(ctx, f) }),
    portable: t.string({ nullable: false, description: 'The form as a portable file (JSON) that importForm reads elsewhere.', resolve: (f) => writePortableForm(f) }),
  }),
});

const FormPage = builder.objectRef<Page<FormRow>>('FormPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Form], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const SharedFormRef = builder.objectRef<SharedForm>('SharedForm').implement({
  description: 'A form as its public link shows it.',
  fields: (t) => ({
    shareId: t.string({ nullable: false, resolve: (s) => s.form.shareId ?? '' }),
    kind: t.string({ nullable: false, resolve: (s) => s.form.kind }),
    version: t.field({ type: FormVersion, nullable: false, resolve: (s) => s.version }),
    draftAnswers: t.string({ description: "The signed-in viewer's saved draft (JSON answers), if any.", resolve: (s) => (s.draft ? JSON.stringify(s.draft.answers) : null) }),
    customFields: t.field({
      type: [QuestionRef],
      nullable: false,
      description: 'The custom fields its custom_field questions name, as the renderer draws them.',
      resolve: async (s, _a, ctx) => {
        const named = new Set(s.version.questions.flatMap((q) => (q.questionType === 'custom_field' && q.customFieldId ? [q.customFieldId] : [])));
        if (!named.size) return [];
        const fields = await customFieldMap(await ctx.tx.db(), ctx.incubator.id);
        return [...named].flatMap((id) => {
          const field = fields.get(id);
          return field ? [{ formId: s.form.id, question: field }] : [];
        });
      },
    }),
  }),
});

const Submission = builder.objectRef<FormSubmissionRow>('FormSubmission').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    formId: t.exposeID('formId', { nullable: false }),
    versionId: t.exposeID('versionId', { nullable: false }),
    version: t.field({
      type: FormVersion,
      description: 'The version answered: the questions as they were asked.',
      resolve: (s, _a, ctx) => formLoaders(ctx).version.load(s.versionId),
    }),
    status: t.exposeString('status', { nullable: false, description: 'draft or submitted.' }),
    source: t.exposeString('source', { nullable: false, description: 'signed_in or share (the public link, without signing in).' }),
    respondent: t.field({ type: Person, resolve: (s, _a, ctx) => person(ctx, s.respondentId) }),
    submittedAt: t.string({ resolve: (s) => s.submittedAt?.toISOString() ?? null }),
    answers: t.string({ nullable: false, description: 'The answers as JSON: question id → value.', resolve: (s) => JSON.stringify(s.answers) }),
  }),
});

const SubmissionPage = builder.objectRef<Page<FormSubmissionRow>>('FormSubmissionPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Submission], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const FormFilter = builder.inputType('FormFilter', {
  fields: (t) => ({ kind: t.string(), search: t.string(), archived: t.boolean(), mine: t.boolean() }),
});

const FormInput = builder.inputType('FormInput', {
  description: 'As formInputSchema (contracts/forms-input.ts).',
  fields: (t) => ({ kind: t.string({ required: true }), title: t.field({ type: [LanguageValueInput], required: true }), description: t.field({ type: [LanguageValueInput] }) }),
});

const FormChangesInput = builder.inputType('FormChangesInput', {
  description: 'Only the fields sent change.',
  fields: (t) => ({ title: t.field({ type: [LanguageValueInput] }), description: t.field({ type: [LanguageValueInput] }), archived: t.boolean() }),
});

builder.queryFields((t) => ({
  forms: t.field({
    type: FormPage,
    nullable: false,
    description: 'The forms the viewer may manage (FORM:EDIT: all; FORM:CREATE: their own), most recently changed first.',
    args: { filter: t.arg({ type: FormFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listForms(ctx, args.filter, args.cursor, args.limit),
  }),
  form: t.field({ type: Form, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => formForEditor(ctx, args.id) }),
  formVersions: t.field({
    type: [FormVersion],
    nullable: false,
    description: 'Every published version of a form, first first.',
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => formVersionsFor(ctx, args.formId),
  }),
  formVersion: t.field({ type: FormVersion, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => formVersionFor(ctx, args.id) }),
  sharedForm: t.field({
    type: SharedFormRef,
    nullable: false,
    description: 'A shared form by the token of its public link; open to anyone, signed in or not.',
    args: { shareId: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => sharedForm(ctx, args.shareId),
  }),
  formSubmissions: t.field({
    type: SubmissionPage,
    nullable: false,
    args: { formId: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listSubmissions(ctx, args.formId, args.cursor, args.limit),
  }),
  formSubmission: t.field({ type: Submission, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => submissionFor(ctx, args.id) }),
}));

const signedIn = <T>(ctx: Context, run: () => Promise<T>) => {
  requireViewer(ctx);
  return run();
};

builder.mutationFields((t) => ({
  createForm: t.field({
    type: Form,
    nullable: false,
    args: { data: t.arg({ type: FormInput, required: true }) },
    resolve: (_r, args, ctx) => signedIn(ctx, () => createForm(ctx, args.data)),
  }),
  updateForm: t.field({
    type: Form,
    nullable: false,
    args: { formId: t.arg.id({ required: true }), data: t.arg({ type: FormChangesInput, required: true }) },
    resolve: (_r, args, ctx) => signedIn(ctx, () => updateForm(ctx, Object.fromEntries(Object.entries(args.data).filter(([, v]) => v != null)), args.formId)),
  }),
  upsertFormQuestion: t.field({
    type: Form,
    nullable: false,
    description: 'Adds a question (at `position`, or last) or replaces the one with the same _id. `question` is the JSON of FormQuestion.definition.',
    args: { formId: t.arg.id({ required: true }), question: t.arg.string({ required: true }), position: t.arg.int() },
    resolve: (_r, args, ctx) => signedIn(ctx, () => upsertFormQuestion(ctx, { question: parseJson(args.question, 'question'), position: args.position }, args.formId)),
  }),
  deleteFormQuestion: t.field({
    type: Form,
    nullable: false,
    args: { formId: t.arg.id({ required: true }), questionId: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => signedIn(ctx, () => deleteFormQuestion(ctx, { questionId: args.questionId }, args.formId)),
  }),
  reorderFormQuestions: t.field({
    type: Form,
    nullable: false,
    args: { formId: t.arg.id({ required: true }), questionIds: t.arg.stringList({ required: true }) },
    resolve: (_r, args, ctx) => signedIn(ctx, () => reorderFormQuestions(ctx, { questionIds: args.questionIds }, args.formId)),
  }),
  publishForm: t.field({
    type: Form,
    nullable: false,
    description: 'Freezes the draft as the next version (FORM_VERSION_CONFLICT when the draft changed since `revision`).',
    args: { formId: t.arg.id({ required: true }), revision: t.arg.int() },
    resolve: (_r, args, ctx) => signedIn(ctx, () => publishForm(ctx, { revision: args.revision }, args.formId)),
  }),
  duplicateForm: t.field({
    type: Form,
    nullable: false,
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => signedIn(ctx, () => duplicateForm(ctx, {}, args.formId)),
  }),
  deleteForm: t.boolean({ nullable: false, args: { formId: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => signedIn(ctx, () => deleteForm(ctx, {}, args.formId)) }),
  shareForm: t.field({
    type: Form,
    nullable: false,
    description: 'Opens the public link (a new token) or closes it.',
    args: { formId: t.arg.id({ required: true }), shared: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => signedIn(ctx, () => shareForm(ctx, { shared: args.shared }, args.formId)),
  }),
  importForm: t.field({
    type: Form,
    nullable: false,
    description: 'A new form from a portable file (Form.portable of this or another installation).',
    args: { data: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => signedIn(ctx, () => importForm(ctx, { data: args.data })),
  }),
  submitSharedForm: t.field({
    type: Submission,
    nullable: false,
    description: 'Answers through a public link, signed in or not (rate-limited per address); `draft` saves a signed-in person’s answers unchecked for required ones.',
    args: { shareId: t.arg.string({ required: true }), answers: t.arg.string({ required: true }), draft: t.arg.boolean() },
    resolve: (_r, args, ctx) => submitSharedForm(ctx, { answers: parseJson(args.answers, 'answers'), draft: args.draft ?? false }, args.shareId),
  }),
}));
