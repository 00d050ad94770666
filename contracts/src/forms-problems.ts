import {
  type ConditionOperator,
  type DependencyAction,
  type DependencyStatement,
  FORMULA_MAX_LENGTH,
  LOGIC_NESTING_MAX,
  MULTI_CHOICE_TYPES,
  NUMERIC_TYPES,
  OPTION_TYPES,
  QUESTIONS_MAX,
  type Question,
  type QuestionOption,
  TREE_DEPTH_MAX,
  TREE_TYPES,
  allOptions,
  isLayout,
  resolveCustomField,
  writeInKey,
} from './forms.ts';
import { formulaReferences, isNumericSource, parseFormula } from './forms-formula.ts';

import { type FormProblem, type LogicOptions, components, formGraph, isCyclic, isGroup, parseNumber } from './forms-logic.ts';

/**
 * The whole-form checks of the builder and the server: problems that stop a draft being saved or
 * published (formProblems) and the logic checker's always-hidden questions (logicReport). What a
 * filled form shows and requires is forms-logic.ts.
 */

/**
 * The builder's logic checker: questions no answers can ever show. A question is always hidden
 * when its page's section is; when its show statements can never hold (a condition needing an
 * answer of a question that is always hidden or cannot be answered; under AND, two conditions on
 * the same question that contradict: equals with no common value, is_empty with is_not_empty or
 * with a condition needing an answer); or when its hide statements always hold (is_empty or
 * not_equals of an always-hidden question). Settled repeatedly until nothing changes, so that
 * hiding spreads along the questions that depend on hidden ones.
 */
export function logicReport(questions: readonly Question[]): FormProblem[] {
  const { byId, sectionOf } = formGraph(questions);
  const hidden = new Set<string>();
  const alwaysEmpty = (id: string | null | undefined, self: string) => {
    const target = id ? byId.get(id) : undefined;
    return !target || isLayout(target) || hidden.has(target._id) || target._id === self;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const question of byId.values()) {
      if (hidden.has(question._id)) continue;
      const section = sectionOf.get(question._id);
      const statements = question.dependency?.statements ?? [];
      const operator = question.dependency?.operator ?? 'AND';
      const outcome = (action: DependencyAction) => {
        const group = statements.filter((statement) => statement.action === action);
        return group.length ? staticOutcome(group, operator, 1, (id) => alwaysEmpty(id, question._id), byId) : undefined;
      };
      if ((section && hidden.has(section._id)) || outcome('show') === 'never' || outcome('hide') === 'always') {
        hidden.add(question._id);
        changed = true;
      }
    }
  }
  return [...byId.values()].filter((question) => hidden.has(question._id)).map((question) => ({ questionId: question._id, key: 'forms.alwaysHidden' }));
}

type Outcome = 'always' | 'never' | 'maybe';
const NEEDS_ANSWER: readonly ConditionOperator[] = ['equals', 'contains', 'greater_than', 'less_than', 'is_not_empty'];

function staticOutcome(
  statements: readonly DependencyStatement[],
  operator: DependencyStatement['operator'],
  depth: number,
  alwaysEmpty: (id: string | null | undefined) => boolean,
  byId: ReadonlyMap<string, Question>,
): Outcome {
  if (depth > LOGIC_NESTING_MAX) return 'never';
  const outcomes = statements.map((statement): Outcome => {
    if (isGroup(statement)) return staticOutcome(statement.statements ?? [], statement.operator, depth + 1, alwaysEmpty, byId);
    if (!alwaysEmpty(statement.questionId)) return 'maybe';
    return NEEDS_ANSWER.includes(statement.operator as ConditionOperator) ? 'never' : 'always';
  });
  if (operator === 'OR') {
    if (outcomes.includes('always')) return 'always';
    return outcomes.every((outcome) => outcome === 'never') ? 'never' : 'maybe';
  }
  if (outcomes.includes('never') || contradicts(statements, byId)) return 'never';
  return outcomes.every((outcome) => outcome === 'always') ? 'always' : 'maybe';
}

/** Whether two conditions of an AND group, on the same question, can never hold together. */
function contradicts(statements: readonly DependencyStatement[], byId: ReadonlyMap<string, Question>): boolean {
  const byQuestion = new Map<string, DependencyStatement[]>();
  for (const statement of statements) {
    if (isGroup(statement) || !statement.questionId) continue;
    byQuestion.set(statement.questionId, [...(byQuestion.get(statement.questionId) ?? []), statement]);
  }
  for (const [id, conditions] of byQuestion) {
    const operators = new Set(conditions.map((condition) => condition.operator));
    if (operators.has('is_empty') && NEEDS_ANSWER.some((operator) => operators.has(operator))) return true;
    const target = byId.get(id);
    const numeric = !!target && NUMERIC_TYPES.includes(target.questionType);
    const several = !!target && MULTI_CHOICE_TYPES.includes(target.questionType);
    const key = (value: string) => (numeric ? String(parseNumber(value) ?? value.trim()) : value.trim());
    const equals = conditions.filter((condition) => condition.operator === 'equals').map((condition) => new Set((condition.values ?? []).map(key)));
    if (equals.length < 2) continue;
    // A list of choices equals one set of values exactly; a single answer must be in every list of values.
    const [first, ...others] = equals;
    if (several && others.some((other) => other.size !== first.size || [...first].some((value) => !other.has(value)))) return true;
    if (!several && ![...first].some((value) => others.every((other) => other.has(value)))) return true;
  }
  return false;
}

/**
 * Whether a pattern repeats without bound a group that itself repeats or alternates (`(a+)+`,
 * `(a|ab)*`, `((a*))+`): such a pattern can take exponential time on a long answer, and answers
 * come from anyone the form is shared with.
 */
export function isSlowPattern(pattern: string): boolean {
  // For each open group: whether something inside it repeats or alternates.
  const open: boolean[] = [];
  const unbounded = (at: number) => pattern[at] === '+' || pattern[at] === '*' || /^\{\d+,\}/.test(pattern.slice(at, at + 12));
  // A fixed count ({3}) repeats nothing the engine could match in more than one way.
  const repeats = (at: number) => unbounded(at) || /^\{\d+,\d*\}/.test(pattern.slice(at, at + 12)) || (pattern[at] === '?' && pattern[at - 1] !== '(');
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at];
    if (char === '\\') at++;
    else if (char === '[') {
      for (at++; at < pattern.length && pattern[at] !== ']'; at++) if (pattern[at] === '\\') at++;
    } else if (char === '(') open.push(false);
    else if (char === ')') {
      const repeatsInside = open.pop() ?? false;
      if (repeatsInside && unbounded(at + 1)) return true;
      if (open.length && (repeatsInside || repeats(at + 1))) open[open.length - 1] = true;
    } else if (open.length && (char === '|' || repeats(at))) open[open.length - 1] = true;
  }
  return false;
}

/**
 * What is wrong with a form as a whole, for the builder to show and the server to refuse: what
 * one question's schema (questionInputSchema) cannot tell. Each problem names the question it
 * belongs to.
 */
export function formProblems(questions: readonly Question[], options: LogicOptions = {}): FormProblem[] {
  if (questions.length > QUESTIONS_MAX) return [{ questionId: questions[QUESTIONS_MAX]._id, key: 'forms.tooManyQuestions', params: { max: QUESTIONS_MAX } }];
  const problems: FormProblem[] = [];
  const add = (questionId: string, key: string, params?: Record<string, unknown>) => problems.push(params ? { questionId, key, params } : { questionId, key });
  const { byId, edges } = formGraph(questions);
  const seen = new Set<string>();
  for (const question of questions) {
    // A question `x__other` would share its key with the write-in text of `x`.
    const shadowed = question._id.endsWith(WRITE_IN_SUFFIX) && byId.has(question._id.slice(0, -WRITE_IN_SUFFIX.length));
    if (seen.has(question._id) || shadowed) add(question._id, 'forms.duplicateId', { id: question._id });
    seen.add(question._id);
  }
  for (const question of byId.values()) {
    logicProblems(question, byId, add);
    formulaProblems(question, byId, options, add);
    optionProblems(question, add);
    const { min, max, minLength, maxLength, pattern } = question.validations ?? {};
    if ((typeof min === 'number' && typeof max === 'number' && min > max) || (typeof minLength === 'number' && typeof maxLength === 'number' && minLength > maxLength)) {
      add(question._id, 'forms.minAboveMax');
    }
    if (pattern) {
      try {
        new RegExp(pattern, 'u');
        if (isSlowPattern(pattern)) add(question._id, 'forms.patternTooComplex');
      } catch {
        add(question._id, 'forms.badPattern');
      }
    }
  }
  for (const component of components([...byId.keys()], edges)) {
    if (!isCyclic(component, edges)) continue;
    const members = new Set(component);
    const start = [...byId.keys()].find((id) => members.has(id))!;
    add(start, 'forms.logicCycle', { path: cyclePath(start, members, edges).join(' → ') });
  }
  return problems;
}

const WRITE_IN_SUFFIX = writeInKey('');

function logicProblems(question: Question, byId: ReadonlyMap<string, Question>, add: (questionId: string, key: string, params?: Record<string, unknown>) => void) {
  const unknown = new Set<string>();
  let tooDeep = false;
  const walk = (statements: readonly DependencyStatement[], depth: number) => {
    if (depth > LOGIC_NESTING_MAX) {
      tooDeep = true;
      return;
    }
    for (const statement of statements) {
      if (isGroup(statement)) {
        walk(statement.statements ?? [], depth + 1);
        continue;
      }
      const target = statement.questionId ? byId.get(statement.questionId) : undefined;
      if (!target || isLayout(target) || target._id === question._id) unknown.add(statement.questionId ?? '');
    }
  };
  walk(question.dependency?.statements ?? [], 1);
  for (const id of unknown) add(question._id, 'forms.logicUnknownQuestion', { questionId: id });
  if (tooDeep) add(question._id, 'forms.logicTooDeep', { max: LOGIC_NESTING_MAX });
}

function formulaProblems(
  question: Question,
  byId: ReadonlyMap<string, Question>,
  options: LogicOptions,
  add: (questionId: string, key: string, params?: Record<string, unknown>) => void,
) {
  if (question.questionType !== 'calculated') return;
  const parsed = parseFormula(question.formula ?? '');
  if ('error' in parsed) return add(question._id, parsed.error, parsed.error === 'forms.formulaTooLong' ? { max: FORMULA_MAX_LENGTH } : undefined);
  for (const id of formulaReferences(question.formula ?? '')) {
    const target = byId.get(id);
    const source = target?.questionType === 'custom_field' ? resolveCustomField(target, options.customFields) : target;
    // A custom field the caller did not resolve is trusted to be numeric; the answer check reads it as it is.
    const numeric = !!target && (source ? isNumericSource(source.questionType) : !options.customFields);
    if (!numeric) add(question._id, 'forms.formulaUnknownQuestion', { questionId: id });
  }
}

function optionProblems(question: Question, add: (questionId: string, key: string, params?: Record<string, unknown>) => void) {
  const type = question.questionType;
  const duplicates = (values: readonly string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) add(question._id, 'forms.duplicateOption', { value });
      seen.add(value);
    }
  };
  if (OPTION_TYPES.includes(type)) {
    if (!question.options?.length) add(question._id, 'forms.optionsRequired');
    duplicates(allOptions(question.options).map((option) => option.value));
    const depthMax = TREE_TYPES.includes(type) ? Math.min(question.optionsDepth ?? TREE_DEPTH_MAX, TREE_DEPTH_MAX) : 1;
    if (optionsDepth(question.options ?? [], 1, depthMax) > depthMax) add(question._id, 'forms.treeTooDeep', { max: depthMax });
  }
  if (type === 'table') {
    const columns = question.columns ?? [];
    if (!columns.length) add(question._id, 'forms.columnsRequired');
    duplicates(columns.map((column) => column.id));
    for (const column of columns) {
      if (column.type !== 'select') continue;
      if (!column.options?.length) add(question._id, 'forms.optionsRequired');
      duplicates((column.options ?? []).map((option) => option.value));
    }
  }
  if (type === 'matrix') {
    if (!question.rows?.length) add(question._id, 'forms.rowsRequired');
    duplicates((question.rows ?? []).map((row) => row.value));
  }
}

/** The levels of a tree, counted no further than one past `limit`. */
function optionsDepth(options: readonly QuestionOption[], depth: number, limit: number): number {
  if (depth > limit) return depth;
  let deepest = depth;
  for (const option of options) if (option.children?.length) deepest = Math.max(deepest, optionsDepth(option.children, depth + 1, limit));
  return deepest;
}

/** One way round a cycle, from `start` back to it: the shortest, found breadth first. */
function cyclePath(start: string, members: ReadonlySet<string>, edges: (id: string) => string[]): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    for (const target of edges(queue[at])) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain: string[] = [];
        for (let id: string | undefined = queue[at]; id !== undefined && id !== start; id = previous.get(id)) chain.unshift(id);
        return [start, ...chain, start];
      }
      if (previous.has(target)) continue;
      previous.set(target, queue[at]);
      queue.push(target);
    }
  }
  return [start, start];
}
