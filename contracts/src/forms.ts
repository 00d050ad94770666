import type { Language } from './languages.ts';

/**
 * The forms engine's definitions (spec 3 §3 "Form and question"): what a form and its questions
 * are, shared by the server that stores and checks them, the builder that edits them and the
 * one renderer that fills them. The input schemas (zod) are in forms-input.ts, so that what only
 * reads forms never downloads zod; answers are checked in forms-answers.ts, conditional logic in
 * forms-logic.ts, whole-form checks in forms-problems.ts, calculated questions in forms-formula.ts.
 */

/** Form kinds (spec 3 §3). */
export const FORM_KINDS = ['evaluation', 'feedback', 'intake', 'quiz', 'startup_profile', 'submission', 'user_profile'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Kinds whose forms may be shared by link and filled without signing in. */
export const SHAREABLE_FORM_KINDS: readonly FormKind[] = ['intake', 'feedback', 'submission'];

/** Publishing a form (spec 3 §3 publishing states). */
export const PUBLISHING_STATES = ['publishing', 'success', 'failure'] as const;
export type PublishingState = (typeof PUBLISHING_STATES)[number];

/** The 23 field types of spec 3 §3 (first reading). */
export const SPEC_QUESTION_TYPES = [
  'calculated',
  'currency',
  'custom_field',
  'date',
  'file',
  'heading',
  'number',
  'number_scale',
  'paragraph',
  'phone',
  'section',
  'select_checkbox',
  'select_dropdown',
  'select_multi_dropdown',
  'select_radio',
  'sub_heading',
  'table',
  'text',
  'text_link',
  'text_long',
  'tree_multi',
  'tree_single',
  'video',
] as const;

/** Types beyond the spec's list, as the best form tools have them. */
export const EXTRA_QUESTION_TYPES = ['rating', 'nps', 'ranking', 'matrix', 'consent', 'address', 'signature'] as const;

export const QUESTION_TYPES = [...SPEC_QUESTION_TYPES, ...EXTRA_QUESTION_TYPES] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types that only lay the form out: they take no answer. `section` starts a new page. */
export const LAYOUT_TYPES: readonly QuestionType[] = ['heading', 'sub_heading', 'paragraph', 'section'];
/** Types whose answer is one of their options. */
export const SINGLE_CHOICE_TYPES: readonly QuestionType[] = ['select_radio', 'select_dropdown', 'tree_single'];
/** Types whose answer is several of their options (ranking: all of them, in order). */
export const MULTI_CHOICE_TYPES: readonly QuestionType[] = ['select_checkbox', 'select_multi_dropdown', 'tree_multi', 'ranking'];
/** Types with options to choose from (matrix: the options are its columns). */
export const OPTION_TYPES: readonly QuestionType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES, 'matrix'];
/** Types whose answer is a number (calculated ones are computed, never typed in). */
export const NUMERIC_TYPES: readonly QuestionType[] = ['number', 'currency', 'number_scale', 'rating', 'nps', 'calculated'];
/** Tree types arrange their options in levels (optionsDepth). */
export const TREE_TYPES: readonly QuestionType[] = ['tree_single', 'tree_multi'];

/**
 * What a question is to the engine (spec 3 §3 question families): one that takes an answer, an
 * element that only lays the form out, or one that stands for an organisation's custom field.
 */
export const BEHAVIOURS = ['question', 'element', 'custom_field'] as const;
export type Behaviour = (typeof BEHAVIOURS)[number];

export const behaviourOf = (type: QuestionType): Behaviour => (type === 'custom_field' ? 'custom_field' : LAYOUT_TYPES.includes(type) ? 'element' : 'question');

/** Conditions a statement checks on another question's answer. */
export const CONDITION_OPERATORS = ['equals', 'not_equals', 'contains', 'greater_than', 'less_than', 'is_empty', 'is_not_empty'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** What holding statements do to the question that carries them. */
export const DEPENDENCY_ACTIONS = ['show', 'hide', 'require'] as const;
export type DependencyAction = (typeof DEPENDENCY_ACTIONS)[number];

export const LOGIC_OPERATORS = ['AND', 'OR'] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

/** A text in several interface languages; the reader's language is picked with `pickLabel`. */
export type LocalizedText = Array<{ language: Language; value: string }>;

export interface QuestionOption {
  value: string;
  labels: LocalizedText;
  /** The person may write their own answer when choosing it ("Other: …"). */
  isWriteIn?: boolean;
  /** The number this option counts as (qNumericalChoice): in calculations, scores and summaries. */
  numericalValue?: number | null;
  /** Quiz forms: one of the right answers (the answer key; never sent to a learner before they answer). */
  isCorrect?: boolean;
  /** Quiz forms: what a learner who chose this option reads once they have answered. */
  feedback?: LocalizedText;
  /** A tree option's next level. */
  children?: QuestionOption[];
}

/**
 * One statement of a question's logic. A statement with `statements` is a nested group (its
 * `operator` AND or OR combines them); otherwise it compares the answer to `questionId` with
 * `values` under `operator`. Statements of the same `action` are combined by the dependency's
 * operator: show when they hold, hide when they hold, require when they hold.
 */
export interface DependencyStatement {
  action: DependencyAction;
  questionId?: string | null;
  operator: ConditionOperator | LogicOperator;
  values?: string[];
  statements?: DependencyStatement[];
}

export interface Dependency {
  operator: LogicOperator;
  statements: DependencyStatement[];
}

/** Checks a question's answer must pass, beyond its type's own. */
export interface QuestionValidations {
  required?: boolean;
  /** Numbers: the range; choices: how many; files: how many; table: how many rows. */
  min?: number | null;
  max?: number | null;
  /** Texts: their length in characters. */
  minLength?: number | null;
  maxLength?: number | null;
  /** Texts: a regular expression the whole answer must match. */
  pattern?: string | null;
  /** Texts: the answer must be an e-mail address. */
  email?: boolean;
  /** Files: allowed kinds as extensions ('pdf') or MIME types ('image/*'); empty allows any. */
  fileTypes?: string[];
  /** Files: the largest size of one file, in megabytes. */
  maxFileSizeMb?: number | null;
}

/** A column of a table question. */
export interface TableColumn {
  id: string;
  labels: LocalizedText;
  type: 'text' | 'number' | 'date' | 'select';
  options?: QuestionOption[];
}

export interface Question {
  _id: string;
  questionType: QuestionType;
  behavesAs: Behaviour;
  label: LocalizedText;
  description: LocalizedText;
  validations: QuestionValidations;
  options: QuestionOption[];
  /** Levels of a tree question's options. */
  optionsDepth?: number | null;
  dependency?: Dependency | null;
  /** number_scale, rating: the ends of the scale and their labels. */
  scale?: { min: number; max: number; minLabel?: LocalizedText; maxLabel?: LocalizedText } | null;
  /** table: its columns; matrix: its rows (as options-like entries). */
  columns?: TableColumn[];
  rows?: QuestionOption[];
  /** table: the person may add rows (qUserAddRow); otherwise the table has `min` rows. */
  userAddRow?: boolean;
  /** calculated: the formula over other numeric answers, `{questionId}` for each (forms-formula.ts). */
  formula?: string | null;
  /** custom_field: the organisation's custom field it stands for. */
  customFieldId?: string | null;
}

/** What one question's answer may be, by type (forms-answers.ts checks each against its question). */
export type AnswerValue = string | number | boolean | string[] | Array<Record<string, string | number | null>> | Record<string, string> | null;
export type Answers = Record<string, AnswerValue>;

// ---------------------------------------------------------------------------------------------
// Limits: what one form may hold, so that a form stays something a person can fill and a page
// can draw, and a hostile definition cannot burden the server.

export const FORM_TITLE_MAX_LENGTH = 200;
export const FORM_DESCRIPTION_MAX_LENGTH = 5000;
export const QUESTIONS_MAX = 300;
export const QUESTION_LABEL_MAX_LENGTH = 1000;
export const QUESTION_DESCRIPTION_MAX_LENGTH = 5000;
export const OPTIONS_MAX = 200;
export const OPTION_LABEL_MAX_LENGTH = 300;
export const TREE_DEPTH_MAX = 4;
export const TABLE_COLUMNS_MAX = 20;
export const TABLE_ROWS_MAX = 100;
export const STATEMENTS_MAX = 30;
export const LOGIC_NESTING_MAX = 3;
export const FORMULA_MAX_LENGTH = 500;
export const PATTERN_MAX_LENGTH = 200;
export const ANSWER_TEXT_MAX_LENGTH = 20_000;
export const FILE_ANSWER_MAX = 10;

export const isLayout = (q: Pick<Question, 'questionType'>) => LAYOUT_TYPES.includes(q.questionType);

/** The pages of a form: a `section` question starts a new one (a form without sections is one page). */
export function pagesOf<Q extends Pick<Question, 'questionType'>>(questions: readonly Q[]): Q[][] {
  const pages: Q[][] = [[]];
  for (const q of questions) {
    if (q.questionType === 'section' && pages[pages.length - 1].length) pages.push([]);
    pages[pages.length - 1].push(q);
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Reading answers, shared by the formula, logic and answer checks.

/**
 * One question's answer out of an answers object. Only the object's own keys count: a question
 * whose id is `constructor` or `__proto__` must not read what every object inherits.
 */
export const answerOf = (answers: Readonly<Record<string, unknown>>, questionId: string): unknown => (Object.hasOwn(answers, questionId) ? answers[questionId] : undefined);

/** Where the text of a write-in option ("Other: …") is kept: beside the choice, under this key. */
export const writeInKey = (questionId: string) => `${questionId}__other`;

/** Deeper than any answer shape; a nested value beyond it is not blank (and its shape is refused). */
const BLANK_DEPTH_MAX = 4;

/**
 * Whether an answer says nothing: missing, null, a blank string, an empty list or a list of blank
 * items (a table of blank rows), an object whose values are all blank (an address left empty).
 * Zero and false are answers.
 */
export function isBlankAnswer(value: unknown, depth = 0): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (depth >= BLANK_DEPTH_MAX || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((item) => isBlankAnswer(item, depth + 1));
  return Object.values(value).every((item) => isBlankAnswer(item, depth + 1));
}

/** Every option of a question, a tree's options at all levels included (depth first, in order). */
export function allOptions(options: readonly QuestionOption[] | undefined): QuestionOption[] {
  const found: QuestionOption[] = [];
  const visit = (list: readonly QuestionOption[] | undefined, depth: number) => {
    if (!list || depth > TREE_DEPTH_MAX) return;
    for (const option of list) {
      found.push(option);
      visit(option.children, depth + 1);
    }
  };
  visit(options, 1);
  return found;
}

/**
 * The question a `custom_field` question is answered as: the organisation's field (from the
 * caller's map by `customFieldId`) under the form question's id, label and logic. The form's
 * `required` wins when it says anything. Null when the field is not known.
 */
export function resolveCustomField(question: Question, customFields: ReadonlyMap<string, Question> | undefined): Question | null {
  const field = question.customFieldId ? customFields?.get(question.customFieldId) : undefined;
  if (!field || field.questionType === 'custom_field') return null;
  return {
    ...field,
    _id: question._id,
    behavesAs: behaviourOf(field.questionType),
    label: question.label,
    description: question.description,
    dependency: question.dependency,
    validations: { ...field.validations, required: question.validations.required ?? field.validations.required },
  };
}
