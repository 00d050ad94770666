import {
  ANSWER_TEXT_MAX_LENGTH,
  type AnswerValue,
  type Answers,
  FILE_ANSWER_MAX,
  MULTI_CHOICE_TYPES,
  OPTIONS_MAX,
  type Question,
  type QuestionOption,
  SINGLE_CHOICE_TYPES,
  TABLE_ROWS_MAX,
  TREE_TYPES,
  type TableColumn,
  allOptions,
  answerOf,
  isBlankAnswer,
  isLayout,
  resolveCustomField,
  writeInKey,
} from './forms.ts';
import { evaluateLogic } from './forms-logic.ts';
import { isSlowPattern } from './forms-problems.ts';
import { CONTROL_CHARACTERS_KEY, type FieldIssue, checkInstant, checkLink, hasControlCharacters, isEmailAddress } from './checks.ts';
import { ADDRESS_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from './validation.ts';

export { isBlankAnswer };

/**
 * Checking a person's answers against the form's questions, the same on the renderer and the server.
 *
 * What each type's answer is:
 *   text, text_long         string (trimmed); minLength, maxLength (never above ANSWER_TEXT_MAX_LENGTH),
 *                           pattern (the whole answer must match), email
 *   text_link               string: a link, kept as the link helper writes it (http:// added)
 *   phone                   string: an international number, + and 7 to 15 digits, spaces, dashes, dots, brackets
 *   date                    string 'yyyy-MM-dd'
 *   select_radio, select_dropdown, tree_single
 *                           string: an option's value (a tree's option at any level)
 *   select_checkbox, select_multi_dropdown, tree_multi
 *                           string[]: distinct option values; min, max: how many
 *   ranking                 string[]: every option's value once, in the person's order
 *   number, currency        number; min, max
 *   number_scale            integer within the scale (scaleOf)
 *   rating                  integer from 1 to the scale's max (5 unless set)
 *   nps                     integer from 0 to 10
 *   matrix                  Record<row value, option value>; required: every row answered
 *   table                   Array<Record<column id, string | number | null>>: text, number, a date
 *                           'yyyy-MM-dd' or a select column's option value per cell; rows within
 *                           tableRowLimits; blank rows are dropped
 *   file                    string[]: attachment ids (1 to FILE_ANSWER_MAX; min, max: how many)
 *   video                   string[] as file, or a string: a link to the video
 *   consent                 boolean; required: true
 *   address                 Record with line1, line2, city, region, postalCode, country (strings);
 *                           required: line1, city and country
 *   signature               string: the person's typed full name, 2 to 200 characters
 *   calculated              computed from the formula, never taken from the person
 *   custom_field            as the organisation's field it stands for (resolveCustomField); when
 *                           it is not known: a text, number, boolean or list of texts
 *   heading, sub_heading, paragraph, section
 *                           no answer
 *
 * The text of a write-in option ("Other: …") of a choice question is a string beside the choice,
 * under `writeInKey(questionId)` (`${questionId}__other`), kept only while that option is chosen.
 */

export type AnswerIssue = Omit<FieldIssue, 'field'>;

export interface AnswerOptions {
  /** Whether an answer is needed, when conditional logic or a draft decides it; else validations.required. */
  required?: boolean;
  /** The organisation's custom fields by id, for `custom_field` questions. */
  customFields?: ReadonlyMap<string, Question>;
}

export const ADDRESS_KEYS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
export const WRITE_IN_MAX_LENGTH = 1000;
export const TABLE_CELL_MAX_LENGTH = 2000;
export const SIGNATURE_MIN_LENGTH = 2;
export const SIGNATURE_MAX_LENGTH = 200;
const PHONE_DIGITS_MIN = 7;
const PHONE_DIGITS_MAX = 15;

/** The ends of a scale question: number_scale as set (1 to 5 unless set), rating 1 to its max, nps 0 to 10. */
export function scaleOf(question: Pick<Question, 'questionType' | 'scale'>): { min: number; max: number } {
  if (question.questionType === 'nps') return { min: 0, max: 10 };
  if (question.questionType === 'rating') return { min: 1, max: question.scale?.max ?? 5 };
  return { min: question.scale?.min ?? 1, max: question.scale?.max ?? 5 };
}

/**
 * How many rows a table's answer may have. A table where the person may add rows allows min to
 * max (at most TABLE_ROWS_MAX); otherwise it shows `min` rows (one unless set) and allows no more.
 */
export function tableRowLimits(question: Pick<Question, 'validations' | 'userAddRow'>): { min: number; max: number } {
  const { min, max } = question.validations ?? {};
  const clamp = (value: number) => Math.max(0, Math.min(Math.floor(value), TABLE_ROWS_MAX));
  if (question.userAddRow) return { min: clamp(min ?? 0), max: clamp(max ?? TABLE_ROWS_MAX) };
  return { min: 0, max: Math.max(1, clamp(min ?? 1)) };
}

/** A failure, and where below the answer it lies (a table's row and column). */
type Located = AnswerIssue & { path?: Array<string | number> };
interface Checked {
  /** The answer as kept: trimmed, normalised; undefined when it is blank or refused. */
  value?: AnswerValue;
  issues: Located[];
}

const refused = (key: string, params?: Record<string, unknown>): Checked => ({ issues: [params ? { key, params } : { key }] });
const accepted = (value: AnswerValue): Checked => ({ value, issues: [] });
const INVALID = 'validation.invalid';
const REQUIRED = 'validation.required';

/** Why this answer cannot be kept for this question, or null when it can. */
export function answerIssue(question: Question, value: unknown, options: AnswerOptions = {}): AnswerIssue | null {
  const required = options.required ?? !!answeredAs(question, options.customFields).validations?.required;
  const [issue] = checkAnswer(question, value, required, options.customFields).issues;
  if (!issue) return null;
  const { path: _, ...rest } = issue;
  return rest;
}

/** Why the text of a chosen write-in option cannot be kept, or null. */
export function writeInIssue(value: unknown, required: boolean): AnswerIssue | null {
  return checkWriteIn(value, required).issues[0] ?? null;
}

function checkWriteIn(value: unknown, required: boolean): Checked {
  if (isBlankAnswer(value)) return required ? refused(REQUIRED) : { issues: [] };
  return checkText(value, { maxLength: WRITE_IN_MAX_LENGTH });
}

function checkAnswer(question: Question, raw: unknown, required: boolean, customFields: ReadonlyMap<string, Question> | undefined): Checked {
  const type = question.questionType;
  if (type === 'custom_field') {
    const field = resolveCustomField(question, customFields);
    return field ? checkAnswer(field, raw, required, customFields) : checkUnknownField(question, raw, required);
  }
  if (isLayout(question) || type === 'calculated') return { issues: [] };
  if (type === 'consent') return checkConsent(raw, required);
  if (isBlankAnswer(raw)) return required ? refused(REQUIRED) : { issues: [] };
  const v = question.validations ?? {};
  switch (type) {
    case 'text':
    case 'text_long':
      return checkText(raw, v);
    case 'text_link': {
      if (typeof raw !== 'string') return refused(INVALID);
      if (raw.length > ANSWER_TEXT_MAX_LENGTH) return refused('validation.url');
      const checked = checkLink(raw);
      return 'link' in checked ? accepted(checked.link) : { issues: [checked.error] };
    }
    case 'phone':
      return checkPhone(raw);
    case 'date':
      return checkDate(raw);
    case 'signature':
      return checkText(raw, { minLength: SIGNATURE_MIN_LENGTH, maxLength: SIGNATURE_MAX_LENGTH });
    case 'number':
    case 'currency':
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return refused(INVALID);
      return checkRange(raw, v.min, v.max);
    case 'number_scale':
    case 'rating':
    case 'nps': {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) return refused(INVALID);
      const { min, max } = scaleOf(question);
      return checkRange(raw, min, max);
    }
    case 'select_radio':
    case 'select_dropdown':
    case 'tree_single':
      return typeof raw === 'string' && choosable(question).has(raw) ? accepted(raw) : refused(INVALID);
    case 'select_checkbox':
    case 'select_multi_dropdown':
    case 'tree_multi':
      return checkChoices(question, raw);
    case 'ranking':
      return checkRanking(question, raw);
    case 'matrix':
      return checkMatrix(question, raw, required);
    case 'table':
      return checkTable(question, raw, required);
    case 'file':
    case 'video':
      return checkFiles(question, raw);
    case 'address':
      return checkAddress(raw, required);
    default:
      return refused(INVALID);
  }
}

function checkText(raw: unknown, v: { minLength?: number | null; maxLength?: number | null; pattern?: string | null; email?: boolean }): Checked {
  if (typeof raw !== 'string') return refused(INVALID);
  const max = Math.min(v.maxLength ?? ANSWER_TEXT_MAX_LENGTH, ANSWER_TEXT_MAX_LENGTH);
  // A text far too long is refused before any other work is spent on it.
  if (raw.length > max * 2 + 1000) return refused('validation.maxLength', { max });
  const text = raw.trim();
  if (text.length > max) return refused('validation.maxLength', { max });
  if (hasControlCharacters(text)) return refused(CONTROL_CHARACTERS_KEY);
  if (v.minLength && text.length < v.minLength) return refused('validation.minLength', { min: v.minLength });
  if (v.email && (text.length > EMAIL_MAX_LENGTH || !isEmailAddress(text))) return refused('validation.email');
  if (v.pattern && !patternOf(v.pattern)?.test(text)) return refused('forms.pattern');
  return accepted(text);
}

const patterns = new Map<string, RegExp | null>();
/**
 * The pattern compiled to match a whole answer (cached: the same form is checked again and again);
 * null when it does not compile. A pattern that could take exponential time (which formProblems
 * refuses) matches anything rather than let one answer hold the server.
 */
function patternOf(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    if (patterns.size > 500) patterns.clear();
    try {
      patterns.set(pattern, new RegExp(isSlowPattern(pattern) ? '' : `^(?:${pattern})$`, 'u'));
    } catch {
      patterns.set(pattern, null);
    }
  }
  return patterns.get(pattern) ?? null;
}

const PHONE = /^\+?[\d\s().-]+$/;

function checkPhone(raw: unknown): Checked {
  if (typeof raw !== 'string') return refused(INVALID);
  const phone = raw.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > PHONE_MAX_LENGTH || !PHONE.test(phone) || digits < PHONE_DIGITS_MIN || digits > PHONE_DIGITS_MAX) return refused('forms.phone');
  return accepted(phone);
}

function checkDate(raw: unknown): Checked {
  if (typeof raw !== 'string') return refused(INVALID);
  const date = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refused('validation.date');
  const checked = checkInstant(date);
  return 'date' in checked ? accepted(date) : { issues: [checked.error] };
}

function checkRange(value: number, min: number | null | undefined, max: number | null | undefined): Checked {
  if (typeof min === 'number' && value < min) return refused('validation.minNumber', { min });
  if (typeof max === 'number' && value > max) return refused('validation.maxNumber', { max });
  return accepted(value);
}

/** The option values a choice may name: a tree's at every level, otherwise the first level's. */
function choosable(question: Question): Set<string> {
  const options = TREE_TYPES.includes(question.questionType) ? allOptions(question.options) : (question.options ?? []);
  return new Set(options.map((option) => option.value));
}

/** Distinct strings, each one of `allowed`; null when the list is anything else. */
function distinctChoices(raw: unknown, allowed: ReadonlySet<string>): string[] | null {
  if (!Array.isArray(raw) || raw.length > allowed.size) return null;
  const chosen = new Set<string>();
  for (const item of raw) {
    if (typeof item !== 'string' || !allowed.has(item) || chosen.has(item)) return null;
    chosen.add(item);
  }
  return [...chosen];
}

function checkChoices(question: Question, raw: unknown): Checked {
  const chosen = distinctChoices(raw, choosable(question));
  if (!chosen) return refused(INVALID);
  const { min, max } = question.validations ?? {};
  if (typeof min === 'number' && chosen.length < min) return refused('forms.minChoices', { min });
  if (typeof max === 'number' && chosen.length > max) return refused('forms.maxChoices', { max });
  return accepted(chosen);
}

function checkRanking(question: Question, raw: unknown): Checked {
  const allowed = choosable(question);
  const ranked = distinctChoices(raw, allowed);
  return ranked && ranked.length === allowed.size ? accepted(ranked) : refused(INVALID);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkMatrix(question: Question, raw: unknown, required: boolean): Checked {
  if (!isRecord(raw)) return refused(INVALID);
  const columns = new Set((question.options ?? []).map((option) => option.value));
  const kept: Array<[string, string]> = [];
  let unanswered = false;
  // Only the question's rows are read: other keys are dropped unseen, however many there are.
  for (const row of question.rows ?? []) {
    const answer = answerOf(raw, row.value);
    if (isBlankAnswer(answer)) {
      unanswered = true;
      continue;
    }
    if (typeof answer !== 'string' || !columns.has(answer)) return refused(INVALID);
    kept.push([row.value, answer]);
  }
  if (required && unanswered) return refused(REQUIRED);
  return kept.length ? accepted(Object.fromEntries(kept)) : { issues: [] };
}

function checkTable(question: Question, raw: unknown, required: boolean): Checked {
  const limits = tableRowLimits(question);
  if (!Array.isArray(raw)) return refused(INVALID);
  if (raw.length > TABLE_ROWS_MAX) return refused('forms.maxRows', { max: limits.max });
  const columns = question.columns ?? [];
  const rows: Array<Record<string, string | number | null>> = [];
  const issues: Located[] = [];
  raw.forEach((row, index) => {
    if (isBlankAnswer(row)) return;
    if (!isRecord(row)) {
      issues.push({ key: INVALID, path: [index] });
      return;
    }
    const cells = columns.map((column): [string, string | number | null] => {
      const checked = checkCell(column, answerOf(row, column.id));
      if (checked.issues[0]) issues.push({ ...checked.issues[0], path: [index, column.id] });
      return [column.id, (checked.value as string | number | undefined) ?? null];
    });
    if (cells.some(([, cell]) => cell !== null)) rows.push(Object.fromEntries(cells));
  });
  if (issues.length) return { issues };
  if (!rows.length) return required ? refused(REQUIRED) : { issues: [] };
  if (rows.length > limits.max) return refused('forms.maxRows', { max: limits.max });
  if (rows.length < limits.min) return refused('forms.minRows', { min: limits.min });
  return accepted(rows);
}

function checkCell(column: TableColumn, raw: unknown): Checked {
  if (isBlankAnswer(raw)) return { issues: [] };
  switch (column.type) {
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) ? accepted(raw) : refused(INVALID);
    case 'date':
      return checkDate(raw);
    case 'select':
      return typeof raw === 'string' && (column.options ?? []).some((option: QuestionOption) => option.value === raw) ? accepted(raw) : refused(INVALID);
    default:
      return checkText(raw, { maxLength: TABLE_CELL_MAX_LENGTH });
  }
}

const ATTACHMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkFiles(question: Question, raw: unknown): Checked {
  if (question.questionType === 'video' && typeof raw === 'string') {
    if (raw.length > ANSWER_TEXT_MAX_LENGTH) return refused('validation.url');
    const checked = checkLink(raw);
    return 'link' in checked ? accepted(checked.link) : { issues: [checked.error] };
  }
  const { min, max } = question.validations ?? {};
  const most = Math.min(typeof max === 'number' ? max : FILE_ANSWER_MAX, FILE_ANSWER_MAX);
  if (!Array.isArray(raw)) return refused(INVALID);
  if (raw.length > most) return refused('forms.maxFiles', { max: most });
  const ids = new Set<string>();
  for (const id of raw) {
    if (typeof id !== 'string' || !ATTACHMENT_ID.test(id) || ids.has(id.toLowerCase())) return refused(INVALID);
    ids.add(id.toLowerCase());
  }
  if (typeof min === 'number' && ids.size < min) return refused('forms.minFiles', { min });
  return accepted([...ids]);
}

function checkConsent(raw: unknown, required: boolean): Checked {
  if (raw === null || raw === undefined) return required ? refused(REQUIRED) : { issues: [] };
  if (typeof raw !== 'boolean') return refused(INVALID);
  return required && !raw ? refused(REQUIRED) : accepted(raw);
}

function checkAddress(raw: unknown, required: boolean): Checked {
  if (!isRecord(raw)) return refused(INVALID);
  const kept: Array<[string, string]> = [];
  for (const key of ADDRESS_KEYS) {
    const part = answerOf(raw, key);
    if (isBlankAnswer(part)) continue;
    const checked = checkText(part, { maxLength: ADDRESS_MAX_LENGTH });
    if (checked.issues.length) return { issues: checked.issues.map((issue) => ({ ...issue, path: [key] })) };
    kept.push([key, checked.value as string]);
  }
  const address = Object.fromEntries(kept);
  if (required && !(address.line1 && address.city && address.country)) return refused(REQUIRED);
  return kept.length ? accepted(address) : { issues: [] };
}

/** A custom field the caller could not resolve: any plain answer, checked for size and characters. */
function checkUnknownField(question: Question, raw: unknown, required: boolean): Checked {
  if (isBlankAnswer(raw)) return required ? refused(REQUIRED) : { issues: [] };
  if (typeof raw === 'string') return checkText(raw, question.validations ?? {});
  if (typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw))) return accepted(raw);
  if (Array.isArray(raw) && raw.length <= OPTIONS_MAX && raw.every((item) => typeof item === 'string')) {
    const items = raw.map((item) => checkText(item, { maxLength: WRITE_IN_MAX_LENGTH }));
    const issue = items.find((item) => item.issues.length);
    return issue ?? accepted(items.map((item) => item.value as string));
  }
  return refused(INVALID);
}

const WRITE_IN_TYPES = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES.filter((type) => type !== 'ranking')];

/** The question as answered: a custom field as the organisation's field it stands for. */
const answeredAs = (question: Question, customFields: ReadonlyMap<string, Question> | undefined) =>
  question.questionType === 'custom_field' ? (resolveCustomField(question, customFields) ?? question) : question;

/**
 * Checks a whole form's answers: each visible question's answer (required as conditional logic
 * says, unless it is a draft, which may be incomplete but not malformed), and returns the answers
 * to keep: those of visible questions that take an answer, cleaned, with calculated values
 * computed and write-in texts beside chosen write-in options. Keys naming no such question are
 * dropped unread: the work follows the form's questions, not the size of what was sent.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: Readonly<Record<string, unknown>>,
  options: { draft?: boolean; customFields?: ReadonlyMap<string, Question> } = {},
): { issues: FieldIssue[]; answers: Answers } {
  const given = isRecord(answers) ? answers : {};
  const states = evaluateLogic(questions, given, { customFields: options.customFields });
  const issues: FieldIssue[] = [];
  const kept: Array<[string, AnswerValue]> = [];
  const done = new Set<string>();
  for (const question of questions) {
    const id = question._id;
    const state = states.get(id);
    if (done.has(id) || !state?.visible || isLayout(question)) continue;
    done.add(id);
    if (question.questionType === 'calculated') {
      if (typeof state.value === 'number') kept.push([id, state.value]);
      continue;
    }
    const required = !options.draft && state.required;
    const checked = checkAnswer(question, answerOf(given, id), required, options.customFields);
    for (const { path, ...issue } of checked.issues) issues.push({ field: ['answers', id, ...(path ?? [])].join('.'), ...issue });
    if (checked.value === undefined) continue;
    kept.push([id, checked.value]);

    const asked = answeredAs(question, options.customFields);
    if (!WRITE_IN_TYPES.includes(asked.questionType)) continue;
    const chosen = new Set<unknown>(Array.isArray(checked.value) ? checked.value : [checked.value]);
    if (!allOptions(asked.options).some((option) => option.isWriteIn && chosen.has(option.value))) continue;
    const key = writeInKey(id);
    const writeIn = checkWriteIn(answerOf(given, key), required);
    for (const issue of writeIn.issues) issues.push({ field: `answers.${key}`, ...issue });
    if (writeIn.value !== undefined) kept.push([key, writeIn.value]);
  }
  return { issues, answers: Object.fromEntries(kept) };
}
