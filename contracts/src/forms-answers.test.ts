import { describe, expect, it } from 'vitest';
import { ANSWER_TEXT_MAX_LENGTH, LAYOUT_TYPES, QUESTION_TYPES, type Question, type QuestionType } from './forms.ts';
import { answerIssue, checkAnswers, isBlankAnswer, scaleOf, tableRowLimits, writeInIssue } from './forms-answers.ts';

const option = (value: string, extra: Record<string, unknown> = {}) => ({ value, labels: [{ language: 'en' as const, value }], ...extra });
const FILE = '0190a3b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b';
const FILE_2 = '0190a3b4-5c6d-7e8f-9a0b-1c2d3e4f5a6c';

function question(_id: string, questionType: QuestionType, extra: Partial<Question> = {}): Question {
  return {
    _id,
    questionType,
    behavesAs: 'question',
    label: [{ language: 'en', value: _id }],
    description: [],
    validations: {},
    options: [option('red'), option('green'), option('blue', { isWriteIn: true }), { ...option('tree'), children: [option('leaf')] }],
    rows: [option('speed'), option('price')],
    columns: [
      { id: 'name', labels: [], type: 'text' },
      { id: 'amount', labels: [], type: 'number' },
      { id: 'on', labels: [], type: 'date' },
      { id: 'kind', labels: [], type: 'select', options: [option('cash'), option('kind')] },
    ],
    userAddRow: true,
    ...extra,
  };
}

const customFields = new Map<string, Question>([['cf-number', question('field', 'number', { validations: { min: 0, max: 10 } })]]);

/** For every type, answers it takes (and how they are kept) and answers it refuses (and why). */
const byType: Record<QuestionType, { valid: Array<[unknown, unknown]>; invalid: Array<[unknown, string, Record<string, unknown>?]>; extra?: Partial<Question> }> = {
  text: {
    valid: [
      ['  hello  ', 'hello'],
      ['line one\nline two', 'line one\nline two'],
    ],
    invalid: [
      [42, 'validation.invalid'],
      ['bell\u0007', 'validation.controlCharacters'],
      ['x'.repeat(ANSWER_TEXT_MAX_LENGTH + 1), 'validation.maxLength', { max: ANSWER_TEXT_MAX_LENGTH }],
    ],
  },
  text_long: { valid: [['A longer story.\n\nWith paragraphs.', 'A longer story.\n\nWith paragraphs.']], invalid: [[['a'], 'validation.invalid']] },
  text_link: {
    valid: [
      ['example.org/deck', 'http://example.org/deck'],
      ['https://example.org', 'https://example.org'],
    ],
    invalid: [
      ['javascript:alert(1)', 'validation.url'],
      [3, 'validation.invalid'],
    ],
  },
  phone: {
    valid: [
      ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
      ['(555) 123-4567', '(555) 123-4567'],
    ],
    invalid: [
      ['12345', 'forms.phone'],
      ['+1 555 CALL NOW', 'forms.phone'],
      ['1234567890123456', 'forms.phone'],
      ['555+1234567', 'forms.phone'],
    ],
  },
  date: {
    valid: [['2027-03-01', '2027-03-01']],
    invalid: [
      ['2027-02-30', 'validation.date'],
      ['01/03/2027', 'validation.date'],
      ['2027-03-01T10:00:00Z', 'validation.date'],
      ['1800-01-01', 'validation.dateRange', { min: 1900, max: 2200 }],
    ],
  },
  select_radio: {
    valid: [['green', 'green']],
    invalid: [
      ['purple', 'validation.invalid'],
      ['leaf', 'validation.invalid'],
      [['green'], 'validation.invalid'],
    ],
  },
  select_dropdown: { valid: [['red', 'red']], invalid: [['constructor', 'validation.invalid']] },
  tree_single: { valid: [['leaf', 'leaf']], invalid: [['branch', 'validation.invalid']] },
  select_checkbox: {
    valid: [
      [
        ['red', 'green'],
        ['red', 'green'],
      ],
    ],
    invalid: [
      [['red', 'red'], 'validation.invalid'],
      [['red', 'purple'], 'validation.invalid'],
      ['red', 'validation.invalid'],
      [Array.from({ length: 10_000 }, () => 'red'), 'validation.invalid'],
    ],
  },
  select_multi_dropdown: {
    valid: [[['blue'], ['blue']]],
    invalid: [
      [['red', 'green', 'blue'], 'forms.maxChoices', { max: 2 }],
      [[1], 'validation.invalid'],
    ],
    extra: { validations: { max: 2 } },
  },
  tree_multi: {
    valid: [
      [
        ['leaf', 'tree'],
        ['leaf', 'tree'],
      ],
    ],
    invalid: [[['leaf'], 'forms.minChoices', { min: 2 }]],
    extra: { validations: { min: 2 } },
  },
  ranking: {
    valid: [
      [
        ['tree', 'blue', 'red', 'green'],
        ['tree', 'blue', 'red', 'green'],
      ],
    ],
    invalid: [
      [['red', 'green', 'blue'], 'validation.invalid'],
      [['red', 'green', 'blue', 'blue'], 'validation.invalid'],
    ],
  },
  number: {
    valid: [
      [0, 0],
      [-3.5, -3.5],
    ],
    invalid: [
      ['12', 'validation.invalid'],
      [Number.POSITIVE_INFINITY, 'validation.invalid'],
      [101, 'validation.maxNumber', { max: 100 }],
      [-101, 'validation.minNumber', { min: -100 }],
    ],
    extra: { validations: { min: -100, max: 100 } },
  },
  currency: { valid: [[1250.5, 1250.5]], invalid: [[{ amount: 3 }, 'validation.invalid']] },
  number_scale: {
    valid: [
      [0, 0],
      [10, 10],
    ],
    invalid: [
      [11, 'validation.maxNumber', { max: 10 }],
      [2.5, 'validation.invalid'],
    ],
    extra: { scale: { min: 0, max: 10 } },
  },
  rating: {
    valid: [[5, 5]],
    invalid: [
      [0, 'validation.minNumber', { min: 1 }],
      [6, 'validation.maxNumber', { max: 5 }],
    ],
  },
  nps: {
    valid: [
      [0, 0],
      [10, 10],
    ],
    invalid: [[11, 'validation.maxNumber', { max: 10 }]],
  },
  matrix: {
    valid: [
      [
        { speed: 'red', price: 'green', unknown: 'x' },
        { speed: 'red', price: 'green' },
      ],
    ],
    invalid: [
      [{ speed: 'purple' }, 'validation.invalid'],
      [['red'], 'validation.invalid'],
    ],
  },
  table: {
    valid: [
      [
        [
          { name: ' Seed ', amount: 1000, on: '2027-01-01', kind: 'cash', extra: 'x' },
          { name: '', amount: null },
        ],
        [{ name: 'Seed', amount: 1000, on: '2027-01-01', kind: 'cash' }],
      ],
    ],
    invalid: [
      ['rows', 'validation.invalid'],
      [Array.from({ length: 101 }, () => ({ name: 'x' })), 'forms.maxRows', { max: 100 }],
    ],
  },
  file: {
    valid: [
      [
        [FILE, FILE_2],
        [FILE, FILE_2],
      ],
    ],
    invalid: [
      [['not-an-id'], 'validation.invalid'],
      [[FILE, FILE], 'validation.invalid'],
      [FILE, 'validation.invalid'],
    ],
  },
  video: {
    valid: [
      ['youtu.be/abc', 'http://youtu.be/abc'],
      [[FILE], [FILE]],
    ],
    invalid: [['data:text/html,x', 'validation.url']],
  },
  consent: {
    valid: [
      [true, true],
      [false, false],
    ],
    invalid: [['yes', 'validation.invalid']],
  },
  address: {
    valid: [
      [
        { line1: ' 1 Rue de la Paix ', city: 'Paris', country: 'France', line2: '', planet: 'Mars' },
        { line1: '1 Rue de la Paix', city: 'Paris', country: 'France' },
      ],
    ],
    invalid: [
      [{ line1: 12 }, 'validation.invalid'],
      ['1 Rue de la Paix', 'validation.invalid'],
    ],
  },
  signature: {
    valid: [['  Ada Lovelace ', 'Ada Lovelace']],
    invalid: [
      ['A', 'validation.minLength', { min: 2 }],
      ['A'.repeat(201), 'validation.maxLength', { max: 200 }],
    ],
  },
  custom_field: {
    valid: [[7, 7]],
    invalid: [
      [11, 'validation.maxNumber', { max: 10 }],
      ['7', 'validation.invalid'],
    ],
    extra: { customFieldId: 'cf-number' },
  },
  calculated: { valid: [], invalid: [] },
  heading: { valid: [], invalid: [] },
  sub_heading: { valid: [], invalid: [] },
  paragraph: { valid: [], invalid: [] },
  section: { valid: [], invalid: [] },
};

describe('answerIssue', () => {
  it('covers every question type', () => {
    for (const type of QUESTION_TYPES) {
      const cases = byType[type];
      if (type === 'calculated' || LAYOUT_TYPES.includes(type)) continue;
      expect(cases.valid.length, type).toBeGreaterThan(0);
      expect(cases.invalid.length, type).toBeGreaterThan(0);
    }
  });

  const valid = QUESTION_TYPES.flatMap((type) => byType[type].valid.map(([value, kept]) => [type, value, kept] as const));
  const invalid = QUESTION_TYPES.flatMap((type) => byType[type].invalid.map(([value, key, params]) => [type, value, key, params] as const));

  it.each(valid)('%s takes %j', (type, value, kept) => {
    const q = question('q', type, byType[type].extra);
    expect(answerIssue(q, value, { customFields })).toBeNull();
    expect(checkAnswers([q], { q: value }, { customFields })).toEqual({ issues: [], answers: { q: kept } });
  });

  it.each(invalid)('%s refuses %j', (type, value, key, params) => {
    const q = question('q', type, byType[type].extra);
    expect(answerIssue(q, value, { customFields })).toEqual(params ? { key, params } : { key });
    const checked = checkAnswers([q], { q: value }, { customFields });
    expect(checked.issues.map((issue) => issue.key)).toEqual([key]);
    expect(checked.issues[0].field).toMatch(/^answers\.q(\.|$)/);
    expect(checked.answers).toEqual({});
  });

  it('takes no answer for layout and calculated questions', () => {
    for (const type of [...LAYOUT_TYPES, 'calculated' as const]) {
      expect(answerIssue(question('q', type), 'anything')).toBeNull();
      expect(checkAnswers([question('q', type)], { q: 'anything' }).answers).toEqual({});
    }
  });

  it.each([
    ['text', '   '],
    ['select_checkbox', []],
    ['number', null],
    ['matrix', { speed: 'red' }],
    ['table', [{ name: '' }]],
    ['file', []],
    ['consent', false],
    ['address', { line1: '1 Rue de la Paix', country: 'France' }],
    ['signature', undefined],
  ] as const)('requires a %s answer: %j is not one', (type, value) => {
    const q = question('q', type, { validations: { required: true } });
    expect(answerIssue(q, value)).toEqual({ key: 'validation.required' });
    expect(answerIssue(q, value, { required: false })).toBeNull();
  });

  it('checks text validations', () => {
    const text = (validations: Question['validations']) => question('q', 'text', { validations });
    expect(answerIssue(text({ minLength: 3 }), 'ab')).toEqual({ key: 'validation.minLength', params: { min: 3 } });
    expect(answerIssue(text({ maxLength: 3 }), 'abcd')).toEqual({ key: 'validation.maxLength', params: { max: 3 } });
    expect(answerIssue(text({ email: true }), 'ada@example.org')).toBeNull();
    expect(answerIssue(text({ email: true }), 'ada@')).toEqual({ key: 'validation.email' });
    expect(answerIssue(text({ pattern: '[A-Z]{2}\\d+' }), 'FR123')).toBeNull();
    expect(answerIssue(text({ pattern: '[A-Z]{2}\\d+' }), 'xFR123')).toEqual({ key: 'forms.pattern' });
    expect(answerIssue(text({ pattern: '[A-Z]{2}\\d+' }), 'FR123x')).toEqual({ key: 'forms.pattern' });
    expect(answerIssue(text({ pattern: 'a|b' }), 'ab')).toEqual({ key: 'forms.pattern' });
    const started = performance.now();
    expect(answerIssue(text({ pattern: '(a+)+b' }), `${'a'.repeat(5000)}c`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('counts files', () => {
    const files = question('q', 'file', { validations: { min: 2, max: 3 } });
    expect(answerIssue(files, [FILE])).toEqual({ key: 'forms.minFiles', params: { min: 2 } });
    expect(
      answerIssue(
        question('q', 'file'),
        Array.from({ length: 11 }, () => FILE),
      ),
    ).toEqual({ key: 'forms.maxFiles', params: { max: 10 } });
  });

  it('counts table rows', () => {
    const table = question('q', 'table', { validations: { min: 2, max: 3 } });
    expect(tableRowLimits(table)).toEqual({ min: 2, max: 3 });
    expect(answerIssue(table, [{ name: 'a' }])).toEqual({ key: 'forms.minRows', params: { min: 2 } });
    expect(
      answerIssue(
        table,
        Array.from({ length: 4 }, () => ({ name: 'a' })),
      ),
    ).toEqual({ key: 'forms.maxRows', params: { max: 3 } });
    const fixed = question('q', 'table', { userAddRow: false, validations: { min: 2 } });
    expect(tableRowLimits(fixed)).toEqual({ min: 0, max: 2 });
    expect(
      answerIssue(
        fixed,
        Array.from({ length: 3 }, () => ({ name: 'a' })),
      ),
    ).toEqual({ key: 'forms.maxRows', params: { max: 2 } });
  });

  it('knows the ends of scales', () => {
    expect(scaleOf(question('q', 'nps'))).toEqual({ min: 0, max: 10 });
    expect(scaleOf(question('q', 'rating', { scale: { min: 1, max: 10 } }))).toEqual({ min: 1, max: 10 });
    expect(scaleOf(question('q', 'number_scale'))).toEqual({ min: 1, max: 5 });
  });

  it('reads an unresolved custom field as a plain answer', () => {
    const q = question('q', 'custom_field', { customFieldId: 'gone' });
    expect(answerIssue(q, 'text')).toBeNull();
    expect(answerIssue(q, { nested: true })).toEqual({ key: 'validation.invalid' });
  });

  it('refuses a 1 MB string quickly, whatever the type', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const started = performance.now();
    for (const type of QUESTION_TYPES) {
      const issue = answerIssue(question('q', type, byType[type].extra), huge, { customFields });
      if (type === 'calculated' || LAYOUT_TYPES.includes(type)) expect(issue).toBeNull();
      else expect(issue, type).not.toBeNull();
    }
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('checks write-in texts', () => {
    expect(writeInIssue('', true)).toEqual({ key: 'validation.required' });
    expect(writeInIssue('', false)).toBeNull();
    expect(writeInIssue('x'.repeat(1001), false)).toEqual({ key: 'validation.maxLength', params: { max: 1000 } });
  });
});

describe('checkAnswers', () => {
  const gate = question('gate', 'select_radio', { validations: { required: true } });
  const follow = question('follow', 'text', {
    validations: { required: true },
    dependency: { operator: 'AND', statements: [{ action: 'show', questionId: 'gate', operator: 'equals', values: ['red'] }] },
  });
  const note = question('note', 'text');
  const heading = question('h', 'heading');
  const total = question('total', 'calculated', { formula: '{n} * 2' });
  const n = question('n', 'number');
  const form = [heading, gate, follow, note, n, total];

  it('requires visible required questions, and drops hidden, unknown and layout answers', () => {
    expect(checkAnswers(form, { gate: 'green', follow: 'stale', h: 'x', stray: 'x', note: '  kept  ', n: 4, total: 99 })).toEqual({
      issues: [],
      answers: { gate: 'green', note: 'kept', n: 4, total: 8 },
    });
    expect(checkAnswers(form, { gate: 'red' }).issues).toEqual([{ field: 'answers.follow', key: 'validation.required' }]);
    expect(checkAnswers(form, {}).issues).toEqual([{ field: 'answers.gate', key: 'validation.required' }]);
  });

  it('lets a draft be incomplete but not malformed', () => {
    expect(checkAnswers(form, { gate: 'red' }, { draft: true })).toEqual({ issues: [], answers: { gate: 'red' } });
    expect(checkAnswers(form, { gate: 'purple', n: 'four' }, { draft: true }).issues).toEqual([
      { field: 'answers.gate', key: 'validation.invalid' },
      { field: 'answers.n', key: 'validation.invalid' },
    ]);
  });

  it('keeps a write-in text only while its option is chosen', () => {
    const choice = question('c', 'select_checkbox', { validations: { required: true } });
    expect(checkAnswers([choice], { c: ['blue'], c__other: ' Teal ' }).answers).toEqual({ c: ['blue'], c__other: 'Teal' });
    expect(checkAnswers([choice], { c: ['red'], c__other: 'Teal' }).answers).toEqual({ c: ['red'] });
    expect(checkAnswers([choice], { c: ['blue'] }).issues).toEqual([{ field: 'answers.c__other', key: 'validation.required' }]);
  });

  it('names the table cell at fault', () => {
    const table = question('t', 'table');
    expect(checkAnswers([table], { t: [{ name: 'ok' }, { amount: 'ten', on: '2027-13-01' }] }).issues).toEqual([
      { field: 'answers.t.1.amount', key: 'validation.invalid' },
      { field: 'answers.t.1.on', key: 'validation.date' },
    ]);
  });

  it('does not read inherited keys as answers', () => {
    const odd = question('constructor', 'text', { validations: { required: true } });
    expect(checkAnswers([odd], {}).issues).toEqual([{ field: 'answers.constructor', key: 'validation.required' }]);
    const matrix = question('m', 'matrix', { rows: [option('__proto__'), option('toString')] });
    const kept = checkAnswers([matrix], { m: JSON.parse('{"__proto__": "red"}') }).answers.m as Record<string, string>;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.keys(kept)).toEqual(['__proto__']);
  });

  it('is quick on an answers object far larger than the form', () => {
    const answers = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'x'.repeat(100)]));
    Object.assign(answers, { gate: 'red', follow: 'yes' });
    const started = performance.now();
    const checked = checkAnswers(form, answers);
    expect(performance.now() - started).toBeLessThan(50);
    expect(checked).toEqual({ issues: [], answers: { gate: 'red', follow: 'yes' } });
  });

  it('is quick on a large form', () => {
    const questions = Array.from({ length: 300 }, (_, i) =>
      question(`q${i}`, 'text', i ? { dependency: { operator: 'AND', statements: [{ action: 'show', questionId: `q${i - 1}`, operator: 'is_not_empty' }] } } : {}),
    );
    const answers = Object.fromEntries(questions.map((q) => [q._id, 'answer']));
    const started = performance.now();
    expect(Object.keys(checkAnswers(questions, answers).answers)).toHaveLength(300);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('tells a blank answer', () => {
    expect([null, undefined, '', '  ', [], {}, [{}], { a: '' }].every((value) => isBlankAnswer(value))).toBe(true);
    expect([0, false, 'x', ['x'], { a: 1 }].some((value) => isBlankAnswer(value))).toBe(false);
  });
});
