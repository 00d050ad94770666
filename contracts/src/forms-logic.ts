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
  answerOf,
  isBlankAnswer,
  isLayout,
  pagesOf,
  resolveCustomField,
  writeInKey,
} from './forms.ts';
import { type FormulaNode, evaluateFormula, formulaReferences, isNumericSource, numericAnswer, parseFormula } from './forms-formula.ts';

/**
 * Conditional logic: which questions a person sees and must answer, given the answers so far.
 *
 * A question's dependency holds statements, each with an action (show, hide, require). The
 * statements of one action form a group combined by the dependency's operator (AND: all hold;
 * OR: one holds). A nested statement (one with `statements`) is a group of its own combined by
 * its own operator; its children's actions are ignored. A group nested deeper than
 * LOGIC_NESTING_MAX never holds.
 *
 *   visible  = its page's section is visible
 *              && (no show statements || the show group holds)
 *              && !(hide statements && the hide group holds)
 *   required = visible && (validations.required || (require statements && the require group holds))
 *
 * A statement reads another question's answer; a hidden question's answer reads as empty, so a
 * question depending on it behaves as if nothing were answered. A calculated question's value
 * is its formula over the answers it names (read the same way). Questions are therefore settled
 * in dependency order: the questions a statement or formula names, and a page's section, before
 * the questions that read them. Where the form has a cycle (which `formProblems` reports), a
 * question of the cycle reading another of the same cycle reads it as empty.
 *
 * Conditions, with `values` from the builder:
 *   equals        a single answer is one of `values` (numbers compare as numbers); a list of
 *                 choices holds exactly `values`. An empty answer equals nothing.
 *   not_equals    not equals.
 *   contains      a text contains values[0], ignoring case; a list of choices includes any of `values`.
 *   greater_than, less_than
 *                 the answer as a number (a choice: its option's numerical value) against values[0];
 *                 false when either is not a number.
 *   is_empty, is_not_empty
 *                 blank text, null, [] and {} are empty (isBlankAnswer).
 */

export interface QuestionState {
  visible: boolean;
  required: boolean;
  /** A calculated question's value, null when an answer it needs is missing. */
  value?: number | null;
}

export interface LogicOptions {
  /** The organisation's custom fields by id, for `custom_field` questions (resolveCustomField). */
  customFields?: ReadonlyMap<string, Question>;
}

export interface FormProblem {
  questionId: string;
  key: string;
  params?: Record<string, unknown>;
}

const isGroup = (statement: DependencyStatement) => Array.isArray(statement.statements) || statement.operator === 'AND' || statement.operator === 'OR';

/** What one question's logic and formula read: the questions they name, and its page's section. */
interface FormGraph {
  byId: Map<string, Question>;
  sectionOf: Map<string, Question>;
  formulas: Map<string, FormulaNode | null>;
  edges: (questionId: string) => string[];
}

function formGraph(questions: readonly Question[]): FormGraph {
  const byId = new Map<string, Question>();
  for (const question of questions) if (!byId.has(question._id)) byId.set(question._id, question);
  const sectionOf = new Map<string, Question>();
  for (const page of pagesOf(questions)) {
    if (page[0]?.questionType !== 'section') continue;
    for (const question of page.slice(1)) sectionOf.set(question._id, page[0]);
  }
  const formulas = new Map<string, FormulaNode | null>();
  for (const question of byId.values()) {
    if (question.questionType !== 'calculated') continue;
    const parsed = parseFormula(question.formula ?? '');
    formulas.set(question._id, 'ast' in parsed ? parsed.ast : null);
  }
  const edgeLists = new Map<string, string[]>();
  const edges = (questionId: string) => {
    const known = edgeLists.get(questionId);
    if (known) return known;
    const question = byId.get(questionId);
    const targets = new Set<string>();
    if (question) {
      // A statement about the question itself reads nothing yet (its own answer is not settled): not an edge.
      for (const id of statementReferences(question.dependency?.statements ?? [], 1)) if (id !== questionId) targets.add(id);
      const formula = formulas.get(questionId);
      if (formula) for (const id of formulaNodeReferences(formula)) targets.add(id);
      const section = sectionOf.get(questionId);
      if (section) targets.add(section._id);
    }
    const list = [...targets].filter((id) => byId.has(id));
    edgeLists.set(questionId, list);
    return list;
  };
  return { byId, sectionOf, formulas, edges };
}

function statementReferences(statements: readonly DependencyStatement[], depth: number): string[] {
  if (depth > LOGIC_NESTING_MAX) return [];
  return statements.flatMap((statement) => (isGroup(statement) ? statementReferences(statement.statements ?? [], depth + 1) : statement.questionId ? [statement.questionId] : []));
}

function formulaNodeReferences(node: FormulaNode): string[] {
  if (node.kind === 'reference') return [node.questionId];
  if (node.kind === 'negate') return formulaNodeReferences(node.operand);
  if (node.kind === 'binary') return [...formulaNodeReferences(node.left), ...formulaNodeReferences(node.right)];
  return [];
}

/**
 * The graph's strongly connected components (Tarjan's algorithm, without recursion so that a
 * long chain cannot exhaust the stack), each listed after every component it reaches: the
 * questions a question reads come before it.
 */
function components(ids: readonly string[], edges: (id: string) => string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  for (const root of ids) {
    if (index.has(root)) continue;
    const work: Array<{ id: string; targets: string[]; next: number }> = [];
    const open = (id: string) => {
      index.set(id, counter);
      low.set(id, counter++);
      stack.push(id);
      onStack.add(id);
      work.push({ id, targets: edges(id), next: 0 });
    };
    open(root);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.next < frame.targets.length) {
        const target = frame.targets[frame.next++];
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) low.set(frame.id, Math.min(low.get(frame.id)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(frame.id)!));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.id);
      found.push(component);
    }
  }
  return found;
}

const isCyclic = (component: readonly string[], edges: (id: string) => string[]) => component.length > 1 || edges(component[0]).includes(component[0]);

/** Which questions are visible and required for these answers (see the semantics above). */
export function evaluateLogic(questions: readonly Question[], answers: Readonly<Record<string, unknown>>, options: LogicOptions = {}): Map<string, QuestionState> {
  const { byId, sectionOf, formulas, edges } = formGraph(questions);
  const states = new Map<string, QuestionState>();
  const resolved = (question: Question) => (question.questionType === 'custom_field' ? (resolveCustomField(question, options.customFields) ?? question) : question);

  const answerRead = (id: string): unknown => {
    const question = byId.get(id);
    const state = states.get(id);
    if (!question || isLayout(question) || !state?.visible) return null;
    if (question.questionType === 'calculated') return state.value ?? null;
    return answerOf(answers, id) ?? null;
  };

  for (const component of components([...byId.keys()], edges)) {
    const cycle = isCyclic(component, edges) ? new Set(component) : null;
    const read = (id: string) => (cycle?.has(id) ? null : answerRead(id));
    const sourceOf = (id: string) => {
      const question = byId.get(id);
      return question ? resolved(question) : undefined;
    };
    // A section comes before the questions of its page, also when they form a cycle with it.
    const members = component.map((id) => byId.get(id)!).sort((a, b) => Number(b.questionType === 'section') - Number(a.questionType === 'section'));
    for (const question of members) {
      const section = sectionOf.get(question._id);
      const sectionVisible = !section || states.get(section._id)?.visible !== false;
      const holds = (action: DependencyAction) => actionHolds(question, action, read, sourceOf);
      const visible = sectionVisible && holds('show') !== false && holds('hide') !== true;
      const required = visible && !isLayout(question) && (!!resolved(question).validations?.required || holds('require') === true);
      const state: QuestionState = { visible, required };
      if (question.questionType === 'calculated') {
        const formula = formulas.get(question._id);
        state.value = visible && formula ? evaluateFormula(formula, (id) => numberOf(id, read, sourceOf)) : null;
      }
      states.set(question._id, state);
    }
  }
  return states;
}

type Read = (questionId: string) => unknown;
type SourceOf = (questionId: string) => Question | undefined;

function numberOf(id: string, read: Read, sourceOf: SourceOf): number | null {
  const source = sourceOf(id);
  return source ? numericAnswer(source, read(id)) : null;
}

/** Whether the statements of one action hold; undefined when the question has none. */
function actionHolds(question: Question, action: DependencyAction, read: Read, sourceOf: SourceOf): boolean | undefined {
  const dependency = question.dependency;
  const group = dependency?.statements?.filter((statement) => statement.action === action) ?? [];
  if (!group.length) return undefined;
  return groupHolds(group, dependency!.operator, 1, read, sourceOf);
}

function groupHolds(statements: readonly DependencyStatement[], operator: DependencyStatement['operator'], depth: number, read: Read, sourceOf: SourceOf): boolean {
  if (depth > LOGIC_NESTING_MAX) return false;
  const holds = (statement: DependencyStatement) =>
    isGroup(statement)
      ? groupHolds(statement.statements ?? [], statement.operator, depth + 1, read, sourceOf)
      : conditionHolds(
          statement.operator as ConditionOperator,
          statement.questionId ? read(statement.questionId) : null,
          statement.values ?? [],
          statement.questionId ? sourceOf(statement.questionId) : undefined,
        );
  return operator === 'OR' ? statements.some(holds) : statements.every(holds);
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A number written as text, or null (blank and '12abc' are not numbers). */
export function parseNumber(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (typeof text !== 'string' || !NUMBER.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

function scalarText(answer: unknown): string | null {
  if (typeof answer === 'string') return answer.trim();
  if (typeof answer === 'number' && Number.isFinite(answer)) return String(answer);
  if (typeof answer === 'boolean') return String(answer);
  return null;
}

function equalsValues(answer: unknown, values: readonly string[]): boolean {
  if (isBlankAnswer(answer)) return false;
  if (Array.isArray(answer)) {
    const chosen = new Set(answer.map(scalarText));
    const wanted = new Set(values.map((value) => value.trim()));
    return chosen.size === wanted.size && [...wanted].every((value) => chosen.has(value));
  }
  const text = scalarText(answer);
  if (text === null) return false;
  return values.some((value) => value.trim() === text || (typeof answer === 'number' && parseNumber(value) === answer));
}

function comparableNumber(answer: unknown, source: Question | undefined): number | null {
  if (source && !NUMERIC_TYPES.includes(source.questionType) && isNumericSource(source.questionType)) {
    const numerical = numericAnswer(source, answer);
    if (numerical !== null) return numerical;
  }
  return parseNumber(answer);
}

/** Whether one condition holds for an answer (already read as empty when its question is hidden). */
export function conditionHolds(operator: ConditionOperator, answer: unknown, values: readonly string[], source?: Question): boolean {
  switch (operator) {
    case 'is_empty':
      return isBlankAnswer(answer);
    case 'is_not_empty':
      return !isBlankAnswer(answer);
    case 'equals':
      return equalsValues(answer, values);
    case 'not_equals':
      return !equalsValues(answer, values);
    case 'contains': {
      if (isBlankAnswer(answer)) return false;
      if (Array.isArray(answer)) {
        const chosen = new Set(answer.map(scalarText));
        return values.some((value) => chosen.has(value.trim()));
      }
      const text = scalarText(answer);
      const needle = values[0]?.trim().toLowerCase();
      return text !== null && !!needle && text.toLowerCase().includes(needle);
    }
    case 'greater_than':
    case 'less_than': {
      const number = comparableNumber(answer, source);
      const bound = parseNumber(values[0]);
      if (number === null || bound === null) return false;
      return operator === 'greater_than' ? number > bound : number < bound;
    }
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Whole-form checks.

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
