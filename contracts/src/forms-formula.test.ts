import { describe, expect, it } from 'vitest';
import { FORMULA_MAX_LENGTH, type Question } from './forms.ts';
import { evaluateFormula, formulaReferences, numericAnswer, parseFormula } from './forms-formula.ts';

const numbers: Record<string, number | null> = { a: 4, b: 2, c: 0, blank: null };
const numberOf = (id: string) => numbers[id] ?? null;

function calculate(text: string) {
  const parsed = parseFormula(text);
  if ('error' in parsed) throw new Error(`${text}: ${parsed.error}`);
  return evaluateFormula(parsed.ast, numberOf);
}

describe('formulas', () => {
  it.each([
    ['1 + 2', 3],
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['10 - 4 - 3', 3],
    ['12 / 3 / 2', 2],
    ['-3 + 5', 2],
    ['--3', 3],
    ['-(2 + 3)', -5],
    ['.5 * 4', 2],
    ['0.1 + 0.2', 0.3],
    ['1 / 3', 0.3333333333],
    ['{a} * {b} + 1', 9],
    ['{a}/{b}', 2],
    ['  {a}  ', 4],
    ['{a} / {c}', null],
    ['{a} + {blank}', null],
    ['{unknown} * 0', null],
    ['-{c}', 0],
    [`${'9'.repeat(200)} * ${'9'.repeat(200)}`, null],
  ])('%s = %s', (text, expected) => {
    expect(calculate(text)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['1 +'],
    ['(1 + 2'],
    ['1 + 2)'],
    ['1 2'],
    ['{a'],
    ['{}'],
    ['{a b}'],
    ['{a.b}'],
    ['1..2'],
    ['2 ** 3'],
    ['Math.max(1)'],
    ['alert(1)'],
    ['1e3'],
    ['+1'],
    ['1 % 2'],
    [`${'('.repeat(60)}1${')'.repeat(60)}`],
    [`${'-'.repeat(60)}1`],
  ])('refuses %j', (text) => {
    expect(parseFormula(text)).toEqual({ error: 'forms.formulaSyntax' });
  });

  it('refuses a formula longer than the limit', () => {
    expect(parseFormula(`1${' + 1'.repeat(FORMULA_MAX_LENGTH)}`)).toEqual({ error: 'forms.formulaTooLong' });
  });

  it('reads a long sum without exhausting the stack', () => {
    const text = Array.from({ length: 100 }, () => '{a}').join('+');
    expect(calculate(text)).toBe(400);
  });

  it('lists the questions a formula names, each once', () => {
    expect(formulaReferences('{a} + {b} * ({a} - {q_1-x})')).toEqual(['a', 'b', 'q_1-x']);
    expect(formulaReferences('1 + 2')).toEqual([]);
  });
});

describe('numeric answers', () => {
  const choice = (questionType: Question['questionType']): Pick<Question, 'questionType' | 'options'> => ({
    questionType,
    options: [
      { value: 'low', labels: [], numericalValue: 1 },
      { value: 'high', labels: [], numericalValue: 10 },
      { value: 'none', labels: [] },
      { value: 'parent', labels: [], children: [{ value: 'leaf', labels: [], numericalValue: 7 }] },
    ],
  });

  it.each([
    ['number', 12, 12],
    ['number', Number.NaN, null],
    ['number', null, null],
    ['number', '12', null],
    ['select_radio', 'high', 10],
    ['select_radio', 'none', null],
    ['select_radio', 'other', null],
    ['select_checkbox', ['low', 'high'], 11],
    ['select_checkbox', ['low', 'none'], 1],
    ['select_checkbox', [], null],
    ['tree_single', 'leaf', 7],
    ['text', 'high', null],
  ] as const)('%s %j counts %s', (type, value, expected) => {
    expect(numericAnswer(choice(type), value)).toBe(expected);
  });
});
