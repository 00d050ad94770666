import { describe, expect, it } from 'vitest';
import { readAnswers, readQuestions } from './definitions';

describe('definitions sent as JSON', () => {
  it('reads questions and answers, leaving out what cannot be read', () => {
    expect(
      readQuestions([
        { _id: 'a', definition: '{"questionType":"number","label":[]}' },
        { _id: 'b', definition: 'nope' },
        { _id: 'c', definition: '3' },
      ]),
    ).toEqual([{ _id: 'a', questionType: 'number', label: [] }]);
    expect(readAnswers('{"a":1}')).toEqual({ a: 1 });
    expect(readAnswers('[1]')).toBeUndefined();
    expect(readAnswers('{')).toBeUndefined();
    expect(readAnswers(null)).toBeUndefined();
  });
});
