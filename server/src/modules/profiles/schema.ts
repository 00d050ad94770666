import { requireViewer } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { validationError } from '../../core/errors.ts';
import { Form, FormVersion, QuestionRef } from '../forms/schema.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { customFieldValues, customFields, customFieldsAnalytics, customFieldsFilled, mayEditRecordValues, type CustomFieldValues } from './queries.ts';
import { ENTITIES, type FieldStats } from './repo.ts';
import { ensureProfileForm, setCustomFieldValues } from './service.ts';

const EntityEnum = builder.enumType('CustomFieldEntity', { description: 'The records that have custom fields.', values: ENTITIES });

const ChoiceCount = builder.objectRef<FieldStats['choices'][number]>('CustomFieldChoiceCount').implement({
  fields: (t) => ({ value: t.exposeString('value', { nullable: false }), count: t.exposeInt('count', { nullable: false }) }),
});

const FieldStatsRef = builder.objectRef<FieldStats>('CustomFieldStats').implement({
  description: "What every record's values say of one custom field.",
  fields: (t) => ({
    questionId: t.exposeString('questionId', { nullable: false }),
    filled: t.exposeInt('filled', { nullable: false, description: 'How many records have a value.' }),
    average: t.float({ description: 'Numbers: the average value.', resolve: (s) => s.average }),
    min: t.float({ resolve: (s) => s.min }),
    max: t.float({ resolve: (s) => s.max }),
    choices: t.field({ type: [ChoiceCount], nullable: false, description: 'Choice fields: how many records chose each option.', resolve: (s) => s.choices }),
  }),
});

const ValuesRef = builder.objectRef<CustomFieldValues>('CustomFieldValues').implement({
  description: "A startup's or a person's custom field values.",
  fields: (t) => ({
    subjectId: t.exposeID('subjectId', { nullable: false }),
    versionId: t.id({ description: 'The version the values were given on; null before any.', resolve: (v) => v.row?.versionId ?? null }),
    questions: t.field({
      type: [QuestionRef],
      nullable: false,
      description: 'The fields as published now; empty while the profile form has no version.',
      resolve: (v) => (v.version ? v.version.questions.map((question) => ({ formId: v.version!.formId, question })) : []),
    }),
    currentVersion: t.field({ type: FormVersion, resolve: (v) => v.version }),
    answers: t.string({ nullable: false, description: 'The values as JSON: question id → value.', resolve: (v) => JSON.stringify(v.row?.answers ?? {}) }),
    updatedAt: t.string({ resolve: (v) => v.row?.updatedAt.toISOString() ?? null }),
    updatedBy: t.field({
      type: Person,
      resolve: async (v, _a, ctx) => {
        const user = v.row?.respondentId ? await userLoaders(ctx).user.load(v.row.respondentId) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
    canEdit: t.boolean({ nullable: false, resolve: (v, _a, ctx) => mayEditRecordValues(ctx, v) }),
  }),
});

builder.queryFields((t) => ({
  profileForm: t.field({
    type: Form,
    description: "The organisation's profile form of startups or people, made on first use by whoever may make forms; null for others while none exists.",
    args: { entity: t.arg({ type: EntityEnum, required: true }) },
    resolve: (_r, args, ctx) => ensureProfileForm(ctx, args.entity),
  }),
  customFields: t.field({
    type: [QuestionRef],
    nullable: false,
    description: "The custom fields of startups or people: the questions of the profile form's latest published version.",
    args: { entity: t.arg({ type: EntityEnum, required: true }) },
    resolve: async (_r, args, ctx) => {
      const fields = await customFields(ctx, args.entity);
      return fields ? fields.questions.map((question) => ({ formId: fields.formId, question })) : [];
    },
  }),
  customFieldValues: t.field({
    type: ValuesRef,
    nullable: false,
    description: 'The custom field values of a startup or a person the viewer sees.',
    args: { entity: t.arg({ type: EntityEnum, required: true }), id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => customFieldValues(ctx, args.entity, args.id),
  }),
  customFieldsFilled: t.field({
    type: [FieldStatsRef],
    nullable: false,
    description: 'How many records filled each custom field (only `filled` is counted), for the forms’ managers.',
    args: { entity: t.arg({ type: EntityEnum, required: true }) },
    resolve: (_r, args, ctx) => customFieldsFilled(ctx, args.entity),
  }),
  customFieldsAnalytics: t.field({
    type: [FieldStatsRef],
    nullable: false,
    description: "Each custom field's statistics over every record's values (customFieldsAnalytics).",
    args: { entity: t.arg({ type: EntityEnum, required: true }) },
    resolve: (_r, args, ctx) => customFieldsAnalytics(ctx, args.entity),
  }),
}));

builder.mutationFields((t) => ({
  setCustomFieldValues: t.field({
    type: ValuesRef,
    nullable: false,
    description: "Replaces a startup's or a person's custom field values (`answers`: JSON, question id → value).",
    args: { entity: t.arg({ type: EntityEnum, required: true }), id: t.arg.id({ required: true }), answers: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      requireViewer(ctx);
      let answers: unknown;
      try {
        answers = JSON.parse(args.answers);
      } catch {
        throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
      }
      const { entity, subjectId } = await setCustomFieldValues(ctx, { answers }, { entity: args.entity, id: args.id });
      return customFieldValues(ctx, entity, subjectId);
    },
  }),
}));
