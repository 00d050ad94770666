import { describe, expect, it } from 'vitest';
import { type DependencyStatement, type LogicOperator, QUESTIONS_MAX, type Question, type QuestionType } from './forms.ts';
import { conditionHolds, evaluateLogic } from './forms-logic.ts';
import { formProblems, isSlowPattern, logicReport } from './forms-problems.ts';

const option = (value: string, numericalValue?: number) => ({ value, labels: [{ language: 'en' as const, value }], numericalValue });

function question(_id: string, questionType: QuestionType = 'text', extra: Partial<Question> = {}): Question {
  const options = ['select_radio', 'select_dropdown', 'select_checkbox', 'select_multi_dropdown', 'tree_single', 'tree_multi', 'ranking', 'matrix'].includes(questionType)
    ? [option('yes', 1), option('no', 0), option('maybe')]
    : [];
  return { _id, questionType, behavesAs: 'question', label: [{ language: 'en', value: _id }], description: [], validations: {}, options, ...extra };
}

const when = (questionId: string, operator: DependencyStatement['operator'], values: string[] = [], action: DependencyStatement['action'] = 'show'): DependencyStatement => ({
  action,
  questionId,
  operator,
  values,
});
const group = (operator: LogicOperator, statements: DependencyStatement[], action: DependencyStatement['action'] = 'show'): DependencyStatement => ({
  action,
  operator,
  statements,
});
const depends = (operator: LogicOperator, ...statements: DependencyStatement[]) => ({ dependency: { operator, statements } });

describe('conditions', () => {
  it.each([
    ['equals', 'yes', ['yes'], true],
    ['equals', ' yes ', ['yes'], true],
    ['equals', 'yes', ['no', 'yes'], true],
    ['equals', 'Yes', ['yes'], false],
    ['equals', 3, ['3'], true],
    ['equals', 3, ['3.0'], true],
    ['equals', true, ['true'], true],
    ['equals', ['a', 'b'], ['b', 'a'], true],
    ['equals', ['a', 'b'], ['a'], false],
    ['equals', ['a'], ['a', 'b'], false],
    ['equals', null, [''], false],
    ['equals', { a: '1' }, ['1'], false],
    ['not_equals', 'yes', ['yes'], false],
    ['not_equals', 'no', ['yes'], true],
    ['not_equals', null, ['yes'], true],
    ['not_equals', ['a', 'b'], ['a'], true],
    ['contains', 'Seed funding', ['FUND'], true],
    ['contains', 'Seed', ['series'], false],
    ['contains', 'Seed', [''], false],
    ['contains', 'Seed', [], false],
    ['contains', ['a', 'b'], ['c', 'b'], true],
    ['contains', ['a', 'b'], ['c'], false],
    ['contains', null, ['x'], false],
    ['greater_than', 10, ['9'], true],
    ['greater_than', 9, ['9'], false],
    ['greater_than', '10', ['9'], true],
    ['greater_than', 'ten', ['9'], false],
    ['greater_than', 10, ['nine'], false],
    ['greater_than', 10, [''], false],
    ['greater_than', 10, [], false],
    ['greater_than', null, ['-1'], false],
    ['less_than', -2, ['0'], true],
    ['less_than', 0, ['0'], false],
    ['less_than', '', ['1'], false],
    ['is_empty', null, [], true],
    ['is_empty', undefined, [], true],
    ['is_empty', '  ', [], true],
    ['is_empty', [], [], true],
    ['is_empty', {}, [], true],
    ['is_empty', 0, [], false],
    ['is_empty', false, [], false],
    ['is_empty', 'x', [], false],
    ['is_not_empty', ['a'], [], true],
    ['is_not_empty', '', [], false],
  ] as const)('%s: %j against %j is %s', (operator, answer, values, expected) => {
    expect(conditionHolds(operator, answer, values)).toBe(expected);
  });

  it('compares a choice by its numerical value', () => {
    const choice = question('c', 'select_radio');
    expect(conditionHolds('greater_than', 'yes', ['0.5'], choice)).toBe(true);
    expect(conditionHolds('less_than', 'no', ['0.5'], choice)).toBe(true);
    expect(conditionHolds('greater_than', 'maybe', ['0'], choice)).toBe(false);
  });
});

const states = (questions: Question[], answers: Record<string, unknown>) =>
  Object.fromEntries([...evaluateLogic(questions, answers)].map(([id, state]) => [id, [state.visible, state.required]]));

describe('evaluateLogic', () => {
  it('shows a question only when its show statements hold', () => {
    const form = [question('a', 'select_radio'), question('b', 'text', depends('AND', when('a', 'equals', ['yes'])))];
    expect(states(form, {}).b).toEqual([false, false]);
    expect(states(form, { a: 'no' }).b).toEqual([false, false]);
    expect(states(form, { a: 'yes' }).b).toEqual([true, false]);
  });

  // A truth table of show and hide together: show when a = yes, hide when c is not empty.
  it.each([
    [{}, false],
    [{ a: 'yes' }, true],
    [{ a: 'yes', c: 'x' }, false],
    [{ a: 'no', c: 'x' }, false],
    [{ c: 'x' }, false],
  ])('show and hide: %j → visible %s', (answers, visible) => {
    const form = [question('a', 'select_radio'), question('c'), question('b', 'text', depends('AND', when('a', 'equals', ['yes']), when('c', 'is_not_empty', [], 'hide')))];
    expect(states(form, answers).b[0]).toBe(visible);
  });

  it.each([
    ['AND', { a: 'yes', c: 'go' }, true],
    ['AND', { a: 'yes' }, false],
    ['OR', { c: 'go' }, true],
    ['OR', {}, false],
  ] as const)('combines the statements of an action with %s: %j → %s', (operator, answers, visible) => {
    const form = [question('a', 'select_radio'), question('c'), question('b', 'text', depends(operator, when('a', 'equals', ['yes']), when('c', 'equals', ['go'])))];
    expect(states(form, answers).b[0]).toBe(visible);
  });

  // show when a = yes AND (c = go OR d > 5): the nested group has its own operator; its children's action is ignored.
  it.each([
    [{ a: 'yes', c: 'go' }, true],
    [{ a: 'yes', d: 6 }, true],
    [{ a: 'yes', d: 5 }, false],
    [{ c: 'go', d: 6 }, false],
    [{ a: 'yes' }, false],
  ])('nested groups: %j → %s', (answers, visible) => {
    const nested = group('OR', [when('c', 'equals', ['go'], 'hide'), when('d', 'greater_than', ['5'], 'require')]);
    const form = [question('a', 'select_radio'), question('c'), question('d', 'number'), question('b', 'text', depends('AND', when('a', 'equals', ['yes']), nested))];
    expect(states(form, answers).b[0]).toBe(visible);
  });

  it('requires a question only while it is visible', () => {
    const form = [
      question('a', 'select_radio'),
      question('c'),
      question('b', 'text', depends('AND', when('a', 'equals', ['yes']), when('c', 'is_not_empty', [], 'require'))),
      question('r', 'text', { validations: { required: true }, ...depends('AND', when('a', 'equals', ['yes'])) }),
    ];
    expect(states(form, { c: 'x' })).toMatchObject({ b: [false, false], r: [false, false] });
    expect(states(form, { a: 'yes' })).toMatchObject({ b: [true, false], r: [true, true] });
    expect(states(form, { a: 'yes', c: 'x' })).toMatchObject({ b: [true, true], r: [true, true] });
  });

  it('reads a hidden question as empty, along a chain', () => {
    const form = [
      question('gate', 'select_radio'),
      question('a', 'text', depends('AND', when('gate', 'equals', ['yes']))),
      question('b', 'text', depends('AND', when('a', 'is_not_empty'))),
      question('c', 'text', depends('AND', when('a', 'is_empty'))),
      question('d', 'text', depends('AND', when('b', 'is_not_empty'))),
    ];
    // `a` keeps an answer from before the gate closed: it counts as nothing.
    expect(states(form, { gate: 'no', a: 'old', b: 'old' })).toMatchObject({ a: [false, false], b: [false, false], c: [true, false], d: [false, false] });
    expect(states(form, { gate: 'yes', a: 'now', b: 'now' })).toMatchObject({ a: [true, false], b: [true, false], c: [false, false], d: [true, false] });
  });

  it('settles questions in dependency order, whatever their order in the form', () => {
    const form = [
      question('late', 'text', depends('AND', when('early', 'is_not_empty'))),
      question('early', 'text', depends('AND', when('gate', 'equals', ['yes']))),
      question('gate', 'select_radio'),
    ];
    expect(states(form, { early: 'x' }).late[0]).toBe(false);
    expect(states(form, { early: 'x', gate: 'yes' }).late[0]).toBe(true);
  });

  it('hides the questions of a hidden section page', () => {
    const form = [
      question('gate', 'select_radio'),
      question('s', 'section', depends('AND', when('gate', 'equals', ['yes']))),
      question('inside', 'text', { validations: { required: true } }),
      question('s2', 'section'),
      question('after'),
    ];
    expect(states(form, {})).toMatchObject({ s: [false, false], inside: [false, false], s2: [true, false], after: [true, false] });
    expect(states(form, { gate: 'yes' })).toMatchObject({ s: [true, false], inside: [true, true] });
  });

  it('computes calculated questions, and conditions read them', () => {
    const form = [
      question('price', 'number'),
      question('units', 'select_radio', { options: [option('one', 1), option('ten', 10)] }),
      question('total', 'calculated', { formula: '{price} * {units}' }),
      question('big', 'text', depends('AND', when('total', 'greater_than', ['100']))),
    ];
    const result = evaluateLogic(form, { price: 12.5, units: 'ten' });
    expect(result.get('total')).toEqual({ visible: true, required: false, value: 125 });
    expect(result.get('big')?.visible).toBe(true);
    expect(evaluateLogic(form, { price: 12.5 }).get('total')?.value).toBeNull();
    expect(evaluateLogic(form, { price: 12.5, units: 'one' }).get('big')?.visible).toBe(false);
  });

  it('reads a hidden question as empty in a formula', () => {
    const form = [
      question('gate', 'select_radio'),
      question('n', 'number', depends('AND', when('gate', 'equals', ['yes']))),
      question('twice', 'calculated', { formula: '{n} * 2' }),
    ];
    expect(evaluateLogic(form, { n: 4 }).get('twice')?.value).toBeNull();
    expect(evaluateLogic(form, { n: 4, gate: 'yes' }).get('twice')?.value).toBe(8);
  });

  it('ends on a cycle: a question of the cycle reads the other as empty', () => {
    const form = [question('a', 'text', depends('AND', when('b', 'is_empty'))), question('b', 'text', depends('AND', when('a', 'is_empty')))];
    expect(states(form, { a: 'x', b: 'y' })).toEqual({ a: [true, false], b: [true, false] });
    const formulas = [question('x', 'calculated', { formula: '{y} + 1' }), question('y', 'calculated', { formula: '{x} + 1' })];
    expect(evaluateLogic(formulas, {}).get('x')?.value).toBeNull();
  });

  it('does not read what every object inherits', () => {
    const form = [question('constructor', 'text'), question('b', 'text', depends('AND', when('constructor', 'is_not_empty')))];
    expect(states(form, {}).b[0]).toBe(false);
  });
});

const problemsOf = (questions: Question[]) => formProblems(questions).map(({ questionId, key, params }) => (params ? [questionId, key, params] : [questionId, key]));

describe('formProblems', () => {
  it('finds nothing wrong in a sound form', () => {
    const form = [
      question('a', 'select_radio'),
      question('n', 'number', { validations: { min: 1, max: 5 } }),
      question('total', 'calculated', { formula: '{a} + {n}' }),
      question('b', 'text', depends('OR', when('a', 'equals', ['yes']), group('AND', [when('total', 'greater_than', ['3'])]))),
    ];
    expect(problemsOf(form)).toEqual([]);
  });

  it.each([
    ['duplicate ids', [question('a'), question('a')], [['a', 'forms.duplicateId', { id: 'a' }]]],
    ['a question shadowing a write-in text', [question('a', 'select_radio'), question('a__other')], [['a__other', 'forms.duplicateId', { id: 'a__other' }]]],
    ['a statement naming an unknown question', [question('b', 'text', depends('AND', when('zz', 'is_empty')))], [['b', 'forms.logicUnknownQuestion', { questionId: 'zz' }]]],
    [
      'a statement naming a layout question',
      [question('h', 'heading'), question('b', 'text', depends('AND', when('h', 'is_empty')))],
      [['b', 'forms.logicUnknownQuestion', { questionId: 'h' }]],
    ],
    ['a statement naming its own question', [question('b', 'text', depends('AND', when('b', 'is_empty')))], [['b', 'forms.logicUnknownQuestion', { questionId: 'b' }]]],
    [
      'logic nested too deep',
      [question('a'), question('b', 'text', depends('AND', group('AND', [group('AND', [group('AND', [when('a', 'is_empty')])])])))],
      [['b', 'forms.logicTooDeep', { max: 3 }]],
    ],
    ['a formula that does not parse', [question('t', 'calculated', { formula: '1 +' })], [['t', 'forms.formulaSyntax']]],
    ['a calculated question without formula', [question('t', 'calculated')], [['t', 'forms.formulaSyntax']]],
    ['a formula naming an unknown question', [question('t', 'calculated', { formula: '{zz} + 1' })], [['t', 'forms.formulaUnknownQuestion', { questionId: 'zz' }]]],
    ['a formula naming a text question', [question('x'), question('t', 'calculated', { formula: '{x} + 1' })], [['t', 'forms.formulaUnknownQuestion', { questionId: 'x' }]]],
    ['a choice without options', [question('c', 'select_dropdown', { options: [] })], [['c', 'forms.optionsRequired']]],
    ['duplicate option values', [question('c', 'select_radio', { options: [option('x'), option('y'), option('x')] })], [['c', 'forms.duplicateOption', { value: 'x' }]]],
    [
      'duplicate values across a tree',
      [question('t', 'tree_single', { options: [{ ...option('x'), children: [option('x')] }] })],
      [['t', 'forms.duplicateOption', { value: 'x' }]],
    ],
    [
      'a tree deeper than its optionsDepth',
      [question('t', 'tree_single', { optionsDepth: 2, options: [{ ...option('a'), children: [{ ...option('b'), children: [option('c')] }] }] })],
      [['t', 'forms.treeTooDeep', { max: 2 }]],
    ],
    ['levels under a plain choice', [question('c', 'select_radio', { options: [{ ...option('a'), children: [option('b')] }] })], [['c', 'forms.treeTooDeep', { max: 1 }]]],
    ['a table without columns', [question('t', 'table', { columns: [] })], [['t', 'forms.columnsRequired']]],
    ['a table select column without options', [question('t', 'table', { columns: [{ id: 'k', labels: [], type: 'select' }] })], [['t', 'forms.optionsRequired']]],
    ['a matrix without rows', [question('m', 'matrix', { rows: [] })], [['m', 'forms.rowsRequired']]],
    ['min above max', [question('n', 'number', { validations: { min: 5, max: 1 } })], [['n', 'forms.minAboveMax']]],
    ['minLength above maxLength', [question('t', 'text', { validations: { minLength: 50, maxLength: 10 } })], [['t', 'forms.minAboveMax']]],
    ['a pattern that does not compile', [question('t', 'text', { validations: { pattern: '(' } })], [['t', 'forms.badPattern']]],
    ['a pattern that can take exponential time', [question('t', 'text', { validations: { pattern: '(a+)+b' } })], [['t', 'forms.patternTooComplex']]],
  ] as Array<[string, Question[], unknown[]]>)('reports %s', (_, form, expected) => {
    expect(problemsOf(form)).toEqual(expected);
  });

  it.each([
    ['(a+)+b', true],
    ['(a|ab)*', true],
    ['((a*))+', true],
    ['(?:a+)+', true],
    ['(a{2,5})+', true],
    ['(a?b?)*', true],
    ['(\\w+\\.)+com', true],
    ['[A-Z]{2}-\\d+', false],
    ['(\\d{3}-)+\\d{4}', false],
    ['([+-]\\d)+', false],
    ['(?:ab)+', false],
    ['(a+){2}', false],
    ['\\(a+\\)+', false],
    ['[(a+)]+', false],
    ['(a|b)', false],
  ])('tells whether the pattern %s can take exponential time: %s', (pattern, slow) => {
    expect(isSlowPattern(pattern)).toBe(slow);
  });

  it('accepts a plain pattern', () => {
    expect(problemsOf([question('t', 'text', { validations: { pattern: '[A-Z]{2}-\\d+' } })])).toEqual([]);
  });

  it('reports a cycle through conditions: A → B → A', () => {
    const form = [question('A', 'text', depends('AND', when('B', 'is_empty'))), question('B', 'text', depends('AND', when('A', 'is_empty')))];
    expect(problemsOf(form)).toEqual([['A', 'forms.logicCycle', { path: 'A → B → A' }]]);
  });

  it('reports a cycle through formulas and conditions', () => {
    const form = [question('A', 'number', depends('AND', when('C', 'greater_than', ['1']))), question('B', 'number'), question('C', 'calculated', { formula: '{A} + {B}' })];
    expect(problemsOf(form)).toEqual([['A', 'forms.logicCycle', { path: 'A → C → A' }]]);
    expect(problemsOf([question('S', 'calculated', { formula: '{S} + 1' })])).toEqual([['S', 'forms.logicCycle', { path: 'S → S' }]]);
  });

  it('reports a section whose display reads a question of its own page', () => {
    const form = [question('s', 'section', depends('AND', when('inside', 'is_not_empty'))), question('inside')];
    expect(problemsOf(form)).toEqual([['s', 'forms.logicCycle', { path: 's → inside → s' }]]);
  });

  it('refuses more questions than a form may hold, at once', () => {
    const form = Array.from({ length: QUESTIONS_MAX + 1 }, (_, i) => question(`q${i}`));
    expect(problemsOf(form)).toEqual([[`q${QUESTIONS_MAX}`, 'forms.tooManyQuestions', { max: QUESTIONS_MAX }]]);
  });

  it('checks a long chain without exhausting the stack', () => {
    const form = Array.from({ length: QUESTIONS_MAX }, (_, i) => question(`q${i}`, 'text', i ? depends('AND', when(`q${i - 1}`, 'is_not_empty')) : {}));
    expect(problemsOf(form)).toEqual([]);
    expect(evaluateLogic(form, { q0: 'x' }).get(`q${QUESTIONS_MAX - 1}`)?.visible).toBe(false);
  });
});

describe('logicReport', () => {
  const report = (questions: Question[]) => logicReport(questions).map((problem) => `${problem.questionId} ${problem.key}`);

  it.each([
    [
      'equals two different values under AND',
      [question('a', 'select_radio'), question('b', 'text', depends('AND', when('a', 'equals', ['yes']), when('a', 'equals', ['no'])))],
      ['b'],
    ],
    [
      'equals values in common under AND',
      [question('a', 'select_radio'), question('b', 'text', depends('AND', when('a', 'equals', ['yes', 'no']), when('a', 'equals', ['no'])))],
      [],
    ],
    ['equals two different values under OR', [question('a', 'select_radio'), question('b', 'text', depends('OR', when('a', 'equals', ['yes']), when('a', 'equals', ['no'])))], []],
    ['numbers written alike', [question('n', 'number'), question('b', 'text', depends('AND', when('n', 'equals', ['3']), when('n', 'equals', ['3.0'])))], []],
    ['is_empty with is_not_empty', [question('a'), question('b', 'text', depends('AND', when('a', 'is_empty'), when('a', 'is_not_empty')))], ['b']],
    ['is_empty with equals', [question('a'), question('b', 'text', depends('AND', when('a', 'is_empty'), when('a', 'equals', ['x'])))], ['b']],
    ['a contradiction in a nested AND group', [question('a'), question('b', 'text', depends('OR', group('AND', [when('a', 'is_empty'), when('a', 'is_not_empty')])))], ['b']],
    [
      'showing on an always-hidden question, transitively',
      [
        question('a', 'select_radio'),
        question('b', 'text', depends('AND', when('a', 'equals', ['yes']), when('a', 'equals', ['no']))),
        question('c', 'text', depends('AND', when('b', 'is_not_empty'))),
        question('d', 'text', depends('AND', when('c', 'contains', ['x']))),
        question('e', 'text', depends('AND', when('c', 'is_empty'))),
      ],
      ['b', 'c', 'd'],
    ],
    [
      'hiding on an always-hidden question being empty',
      [question('x', 'text', depends('AND', when('x', 'is_not_empty'))), question('y', 'text', depends('AND', when('x', 'is_empty', [], 'hide')))],
      ['x', 'y'],
    ],
    [
      'the questions of an always-hidden section',
      [
        question('a'),
        question('s', 'section', depends('AND', when('a', 'is_empty'), when('a', 'is_not_empty'))),
        question('in1'),
        question('in2'),
        question('s2', 'section'),
        question('out'),
      ],
      ['s', 'in1', 'in2'],
    ],
    ['nothing in a form without logic', [question('a'), question('b')], []],
  ] as Array<[string, Question[], string[]]>)('%s', (_, form, hidden) => {
    expect(report(form)).toEqual(hidden.map((id) => `${id} forms.alwaysHidden`));
  });
});
