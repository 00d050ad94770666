import { z } from './zod.ts';
import { LANGUAGES } from './languages.ts';
import { hasControlCharacters, refuse } from './schemas.ts';
import {
  ANSWER_TEXT_MAX_LENGTH,
  behaviourOf,
  CONDITION_OPERATORS,
  DEPENDENCY_ACTIONS,
  FORM_DESCRIPTION_MAX_LENGTH,
  FORM_KINDS,
  FORM_TITLE_MAX_LENGTH,
  FORMULA_MAX_LENGTH,
  LOGIC_OPERATORS,
  OPTION_LABEL_MAX_LENGTH,
  OPTIONS_MAX,
  PATTERN_MAX_LENGTH,
  QUESTION_DESCRIPTION_MAX_LENGTH,
  QUESTION_LABEL_MAX_LENGTH,
  QUESTION_TYPES,
  STATEMENTS_MAX,
  TABLE_COLUMNS_MAX,
  TABLE_ROWS_MAX,
  TREE_DEPTH_MAX,
  type DependencyStatement,
  type Question,
  type QuestionOption,
} from './forms.ts';

/**
 * The forms engine's input schemas: a form and a question as the builder sends them, checked by
 * the server and by the builder with the same objects (forms.ts holds the definitions they build).
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Markup in a label would be plain text wherever it shows: refused rather than kept as a trap. */
const MARKUP = /<\s*[a-z!/?]/i;
const plain = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacters(v), 'validation.controlCharacters')
    .refine((v) => !MARKUP.test(v), 'forms.markup');

/** Texts per language; blank ones are dropped, one per language. */
export const localizedText = (max: number) =>
  z
    .array(z.object({ language: z.enum(LANGUAGES), value: plain(max) }))
    .max(LANGUAGES.length)
    .transform((list) => {
      const seen = new Set<string>();
      return list.map((entry) => ({ language: entry.language, value: entry.value.trim() })).filter((entry) => entry.value && !seen.has(entry.language) && seen.add(entry.language));
    });

const optionSchema: z.ZodType<QuestionOption> = z.lazy(() =>
  z.object({
    value: z.string().regex(ID, 'validation.invalid'),
    labels: localizedText(OPTION_LABEL_MAX_LENGTH),
    isWriteIn: z.boolean().optional(),
    numericalValue: z.number().finite().nullish(),
    isCorrect: z.boolean().optional(),
    feedback: localizedText(QUESTION_DESCRIPTION_MAX_LENGTH).optional(),
    children: z.array(optionSchema).max(OPTIONS_MAX).optional(),
  }),
) as z.ZodType<QuestionOption>;

const statementSchema: z.ZodType<DependencyStatement> = z.lazy(() =>
  z.object({
    action: z.enum(DEPENDENCY_ACTIONS),
    questionId: z.string().regex(ID, 'validation.invalid').nullish(),
    operator: z.enum([...CONDITION_OPERATORS, ...LOGIC_OPERATORS]),
    values: z.array(z.string().max(OPTION_LABEL_MAX_LENGTH)).max(OPTIONS_MAX).optional(),
    statements: z.array(statementSchema).max(STATEMENTS_MAX).optional(),
  }),
) as z.ZodType<DependencyStatement>;

const columnSchema = z.object({
  id: z.string().regex(ID, 'validation.invalid'),
  labels: localizedText(OPTION_LABEL_MAX_LENGTH),
  type: z.enum(['text', 'number', 'date', 'select']),
  options: z.array(optionSchema).max(OPTIONS_MAX).optional(),
});

const bound = () => z.number().finite().nullish();

/**
 * One question as the builder sends it. The shape alone is checked here; what only the whole form
 * can tell (logic naming questions that exist, cycles, formulas) is `formProblems` in forms-problems.ts.
 */
export const questionInputSchema = z
  .object({
    _id: z.string().regex(ID, 'validation.invalid'),
    questionType: z.enum(QUESTION_TYPES),
    label: localizedText(QUESTION_LABEL_MAX_LENGTH),
    description: localizedText(QUESTION_DESCRIPTION_MAX_LENGTH).default([]),
    validations: z
      .object({
        required: z.boolean().optional(),
        min: bound(),
        max: bound(),
        minLength: z.number().int().min(0).max(ANSWER_TEXT_MAX_LENGTH).nullish(),
        maxLength: z.number().int().min(1).max(ANSWER_TEXT_MAX_LENGTH).nullish(),
        pattern: z
          .string()
          .max(PATTERN_MAX_LENGTH)
          .nullish()
          .refine((p) => !p || isRegExp(p), 'forms.badPattern'),
        email: z.boolean().optional(),
        fileTypes: z.array(z.string().trim().toLowerCase().max(100)).max(30).optional(),
        maxFileSizeMb: z.number().positive().max(100).nullish(),
      })
      .default({}),
    options: z.array(optionSchema).max(OPTIONS_MAX).default([]),
    optionsDepth: z.number().int().min(1).max(TREE_DEPTH_MAX).nullish(),
    dependency: z.object({ operator: z.enum(LOGIC_OPERATORS), statements: z.array(statementSchema).max(STATEMENTS_MAX) }).nullish(),
    scale: z
      .object({
        min: z.number().int().min(-10).max(10),
        max: z.number().int().min(-10).max(100),
        minLabel: localizedText(OPTION_LABEL_MAX_LENGTH).optional(),
        maxLabel: localizedText(OPTION_LABEL_MAX_LENGTH).optional(),
      })
      .refine((s) => s.max > s.min, 'forms.badScale')
      .nullish(),
    columns: z.array(columnSchema).max(TABLE_COLUMNS_MAX).optional(),
    rows: z.array(optionSchema).max(TABLE_ROWS_MAX).optional(),
    userAddRow: z.boolean().optional(),
    formula: z.string().max(FORMULA_MAX_LENGTH).nullish(),
    customFieldId: z.string().max(64).nullish(),
  })
  .transform((q, ctx): Question => {
    if (!q.label.length && q.questionType !== 'paragraph') return refuse(ctx, { key: 'forms.labelRequired' });
    return { ...q, behavesAs: behaviourOf(q.questionType) } as Question;
  });

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A form's title and description, as created and edited. */
export const formInputSchema = z.object({
  kind: z.enum(FORM_KINDS),
  title: localizedText(FORM_TITLE_MAX_LENGTH).refine((list) => list.length > 0, 'forms.titleRequired'),
  description: localizedText(FORM_DESCRIPTION_MAX_LENGTH).default([]),
});

export const formChangesSchema = z.object({
  title: localizedText(FORM_TITLE_MAX_LENGTH)
    .refine((list) => list.length > 0, 'forms.titleRequired')
    .optional(),
  description: localizedText(FORM_DESCRIPTION_MAX_LENGTH).optional(),
  archived: z.boolean().optional(),
});
