import { builder } from '../../core/schema-builder.ts';
import { FormVersion } from './schema.ts';
import { formSummary, type Bucket, type FormSummary, type OptionCount, type QuestionSummary } from './summary.ts';

const OptionCountRef = builder.objectRef<OptionCount>('FormOptionCount').implement({
  fields: (t) => ({ value: t.exposeString('value', { nullable: false }), count: t.exposeInt('count', { nullable: false }) }),
});

const BucketRef = builder.objectRef<Bucket>('FormAnswerBucket').implement({
  description: 'A bar of a number question’s distribution: answers from `from` to `to` (one value when equal).',
  fields: (t) => ({ from: t.exposeFloat('from', { nullable: false }), to: t.exposeFloat('to', { nullable: false }), count: t.exposeInt('count', { nullable: false }) }),
});

const QuestionSummaryRef = builder.objectRef<QuestionSummary>('FormQuestionSummary').implement({
  fields: (t) => ({
    questionId: t.string({ nullable: false, resolve: (s) => s.question._id }),
    questionType: t.string({ nullable: false, resolve: (s) => s.question.questionType }),
    kind: t.string({ nullable: false, description: 'choice, number, text or other (answers only counted).', resolve: (s) => s.kind }),
    answered: t.exposeInt('answered', { nullable: false }),
    options: t.field({ type: [OptionCountRef], nullable: false, resolve: (s) => s.options }),
    average: t.exposeFloat('average'),
    min: t.exposeFloat('min'),
    max: t.exposeFloat('max'),
    distribution: t.field({ type: [BucketRef], nullable: false, resolve: (s) => s.distribution }),
    latest: t.exposeStringList('latest', { nullable: false, description: 'Texts: the 5 latest answers, newest first.' }),
  }),
});

const FormSummaryRef = builder.objectRef<FormSummary>('FormSummary').implement({
  description: 'The submitted answers to a form summed up per question of its latest version.',
  fields: (t) => ({
    formId: t.id({ nullable: false, resolve: (s) => s.form.id }),
    version: t.field({ type: FormVersion, resolve: (s) => s.version }),
    submissions: t.exposeInt('submissions', { nullable: false }),
    questions: t.field({ type: [QuestionSummaryRef], nullable: false, resolve: (s) => s.questions }),
  }),
});

builder.queryFields((t) => ({
  formSummary: t.field({
    type: FormSummaryRef,
    nullable: false,
    description: 'Answers per question (FEEDBACK_ANSWER:VIEW, or whoever may edit the form); with requestId, one feedback request’s answers only.',
    args: { formId: t.arg.id({ required: true }), requestId: t.arg.id() },
    resolve: (_r, args, ctx) => formSummary(ctx, args.formId, args.requestId),
  }),
}));
