import { describe, expect, it } from 'vitest';
import { changeOf, trendsOf } from './trend';

const given = (id: string, at: string, formId: string | null, scores: Array<[string, string, number]>) => ({
  _id: id,
  createdAt: at,
  form: formId ? { _id: formId } : null,
  scores: scores.map(([questionId, label, value]) => ({ questionId, label, value })),
});

describe('assessment trends', () => {
  it('lines up each criterion across the assessments of one form, oldest first, with gaps where unscored', () => {
    const trends = trendsOf([
      given('c', '2026-03-01T00:00:00Z', 'q', [
        ['team', 'Team', 5],
        ['traction', 'Traction (renamed)', 4],
      ]),
      given('x', '2026-02-15T00:00:00Z', 'other', [['fit', 'Fit', 2]]),
      given('a', '2026-01-01T00:00:00Z', 'q', [
        ['team', 'Team', 3],
        ['product', 'Product', 2],
      ]),
      given('b', '2026-02-01T00:00:00Z', 'q', [['team', 'Team', 4]]),
      given('gone', '2026-02-02T00:00:00Z', null, [['team', 'Team', 1]]),
    ]);
    expect(trends.map((t) => [t.formId, t.count])).toEqual([
      ['q', 3],
      ['other', 1],
    ]);
    expect(trends[0].criteria).toEqual([
      { questionId: 'team', label: 'Team', points: [3, 4, 5].map((value, i) => ({ at: ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'][i], value })) },
      { questionId: 'traction', label: 'Traction (renamed)', points: [null, null, 4].map((value) => expect.objectContaining({ value, at: expect.any(String) }) as never) },
      { questionId: 'product', label: 'Product', points: [2, null, null].map((value) => expect.objectContaining({ value }) as never) },
    ]);
    expect(changeOf(trends[0].criteria[2].points)).toEqual({ first: 2, last: 2 });
    expect(changeOf([{ value: null }])).toBeNull();
  });
});
