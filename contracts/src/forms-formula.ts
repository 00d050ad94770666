import { FORMULA_MAX_LENGTH, MULTI_CHOICE_TYPES, NUMERIC_TYPES, SINGLE_CHOICE_TYPES, allOptions, type Question, type QuestionType } from './forms.ts';

/**
 * Calculated questions: a small expression language over other questions' numeric answers, read
 * by its own parser so that a formula can never run code.
 *
 *   formula := sum
 *   sum     := product (('+' | '-') product)*
 *   product := unary (('*' | '/') unary)*
 *   unary   := '-' unary | primary
 *   primary := number | '{' questionId '}' | '(' sum ')'
 *   number  := digits ['.' digits] | '.' digits
 *
 * Spaces may stand between tokens. A reference reads that question's numeric answer
 * (`numericAnswer`). Any missing operand makes the result null, and so does a division by zero
 * or a result too large to be a number; results are rounded to 10 decimals so that 0.1 + 0.2
 * reads 0.3.
 */

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'reference'; questionId: string }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

export type FormulaError = 'forms.formulaSyntax' | 'forms.formulaTooLong';

/** How deep parentheses and minus signs may nest: far beyond a real formula, well within the stack. */
const NESTING_MAX = 50;
const REFERENCE = /\{([A-Za-z0-9_-]{1,64})\}/g;
const NUMBER = /\d+(?:\.\d+)?|\.\d+/y;
const ID = /[A-Za-z0-9_-]{1,64}/y;

class FormulaSyntaxError extends Error {}

export function parseFormula(text: string): { ast: FormulaNode } | { error: FormulaError } {
  if (text.length > FORMULA_MAX_LENGTH) return { error: 'forms.formulaTooLong' };
  let at = 0;
  let depth = 0;
  const fail = (): never => {
    throw new FormulaSyntaxError();
  };
  const skipSpaces = () => {
    while (at < text.length && /\s/.test(text[at])) at++;
  };
  const peek = () => {
    skipSpaces();
    return text[at];
  };
  const nested = <T>(read: () => T): T => {
    if (++depth > NESTING_MAX) fail();
    const node = read();
    depth--;
    return node;
  };

  const sum = (): FormulaNode => {
    let node = product();
    for (let next = peek(); next === '+' || next === '-'; next = peek()) {
      at++;
      node = { kind: 'binary', operator: next, left: node, right: product() };
    }
    return node;
  };
  const product = (): FormulaNode => {
    let node = unary();
    for (let next = peek(); next === '*' || next === '/'; next = peek()) {
      at++;
      node = { kind: 'binary', operator: next, left: node, right: unary() };
    }
    return node;
  };
  const unary = (): FormulaNode => {
    if (peek() === '-') {
      at++;
      return nested(() => ({ kind: 'negate', operand: unary() }));
    }
    return primary();
  };
  const primary = (): FormulaNode => {
    const next = peek();
    if (next === '(') {
      at++;
      const node = nested(sum);
      if (peek() !== ')') fail();
      at++;
      return node;
    }
    if (next === '{') {
      ID.lastIndex = at + 1;
      const id = ID.exec(text)?.[0];
      if (!id || text[at + 1 + id.length] !== '}') fail();
      at += id!.length + 2;
      return { kind: 'reference', questionId: id! };
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text)?.[0];
    if (!number) fail();
    at += number!.length;
    return { kind: 'number', value: Number(number) };
  };

  try {
    const ast = sum();
    if (peek() !== undefined) fail();
    return { ast };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { error: 'forms.formulaSyntax' };
    throw error;
  }
}

/** The questions a formula names, each once, in the order they first appear. */
export function formulaReferences(text: string): string[] {
  return [...new Set(Array.from(text.slice(0, FORMULA_MAX_LENGTH).matchAll(REFERENCE), (match) => match[1]))];
}

/** The formula's value with each reference read by `numberOf`; null when any operand is missing. */
export function evaluateFormula(ast: FormulaNode, numberOf: (questionId: string) => number | null): number | null {
  const value = evaluate(ast, numberOf);
  if (value === null || !Number.isFinite(value)) return null;
  const rounded = Number(value.toFixed(10));
  return rounded === 0 ? 0 : rounded;
}

function evaluate(node: FormulaNode, numberOf: (questionId: string) => number | null): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'reference': {
      const value = numberOf(node.questionId);
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    case 'negate': {
      const operand = evaluate(node.operand, numberOf);
      return operand === null ? null : -operand;
    }
    case 'binary': {
      const left = evaluate(node.left, numberOf);
      const right = evaluate(node.right, numberOf);
      if (left === null || right === null) return null;
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      return right === 0 ? null : left / right;
    }
  }
}

const CHOICE_TYPES: readonly QuestionType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES.filter((type) => type !== 'ranking')];

/** Whether a formula may name a question of this type: numbers, and choices (by their options' numerical values). */
export const isNumericSource = (type: QuestionType) => NUMERIC_TYPES.includes(type) || CHOICE_TYPES.includes(type);

/**
 * What an answer counts as in a formula: a number as itself; a choice as its option's numerical
 * value; several choices as the sum of theirs (options without one are left out). Blank, and
 * choices none of which has a numerical value, count as null.
 */
export function numericAnswer(question: Pick<Question, 'questionType' | 'options'>, value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (!CHOICE_TYPES.includes(question.questionType)) return null;
  const chosen = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  if (!chosen.length) return null;
  const numericalValues = new Map(allOptions(question.options).map((option) => [option.value, option.numericalValue]));
  let total: number | null = null;
  for (const choice of chosen) {
    const numerical = numericalValues.get(choice);
    if (typeof numerical === 'number' && Number.isFinite(numerical)) total = (total ?? 0) + numerical;
  }
  return total;
}
