import {
  type ConditionOperator,
  type DependencyAction,
  type DependencyStatement,
  LOGIC_NESTING_MAX,
  NUMERIC_TYPES,
  type Question,
  answerOf,
  isBlankAnswer,
  isLayout,
  pagesOf,
  resolveCustomField,
} from './forms.ts';
import { type FormulaNode, evaluateFormula, isNumericSource, numericAnswer, parseFormula } from './forms-formula.ts';

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

export const isGroup = (statement: DependencyStatement) => Array.isArray(statement.statements) || statement.operator === 'AND' || statement.operator === 'OR';

/** What one question's logic and formula read: the questions they name, and its page's section. */
export interface FormGraph {
  byId: Map<string, Question>;
  sectionOf: Map<string, Question>;
  formulas: Map<string, FormulaNode | null>;
  edges: (questionId: string) => string[];
}

export function formGraph(questions: readonly Question[]): FormGraph {
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

export function statementReferences(statements: readonly DependencyStatement[], depth: number): string[] {
  if (depth > LOGIC_NESTING_MAX) return [];
  return statements.flatMap((statement) => (isGroup(statement) ? statementReferences(statement.statements ?? [], depth + 1) : statement.questionId ? [statement.questionId] : []));
}

export function formulaNodeReferences(node: FormulaNode): string[] {
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
export function components(ids: readonly string[], edges: (id: string) => string[]): string[][] {
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

export const isCyclic = (component: readonly string[], edges: (id: string) => string[]) => component.length > 1 || edges(component[0]).includes(component[0]);

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
