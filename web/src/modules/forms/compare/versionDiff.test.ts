import { describe, expect, it } from 'vitest';
import type { Question } from '@seedbed/contracts/forms';
import { diffVersions } from './versionDiff';

const q = (id: string, label: string, extra: Partial<Question> = {}): Question => ({
  _id: id,
  questionType: 'text',
  behavesAs: 'question',
  label: [{ language: 'en', value: label }],
  description: [],
  validations: {},
  options: [],
  ...extra,
});

describe('diffVersions', () => {
  it('lines up added, removed, changed and unchanged questions', () => {
    const base = [q('a', 'Name'), q('b', 'Age'), q('c', 'City')];
    const compare = [q('a', 'Name'), q('c', 'Town', { validations: { required: true } }), q('d', 'Email')];
    const rows = diffVersions(base, compare);
    expect(rows.map((r) => r.kind)).toEqual(['same', 'removed', 'changed', 'added']);
    const changed = rows[2];
    expect(changed.kind === 'changed' && changed.parts).toEqual(['label', 'required']);
  });

  it('puts a removed first question first', () => {
    const rows = diffVersions([q('a', 'A'), q('b', 'B')], [q('b', 'B')]);
    expect(rows.map((r) => r.kind)).toEqual(['removed', 'same']);
  });

  it('tells logic and option changes apart', () => {
    const base = [q('a', 'A', { questionType: 'select_radio', options: [{ value: 'x', labels: [{ language: 'en', value: 'X' }] }] })];
    const compare = [
      q('a', 'A', {
        questionType: 'select_radio',
        options: [{ value: 'y', labels: [{ language: 'en', value: 'Y' }] }],
        dependency: { operator: 'AND', statements: [{ action: 'show', questionId: 'z', operator: 'is_not_empty' }] },
      }),
    ];
    const [row] = diffVersions(base, compare);
    expect(row.kind === 'changed' && row.parts).toEqual(['options', 'logic']);
  });
});
