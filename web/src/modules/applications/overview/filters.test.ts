import { describe, expect, it } from 'vitest';
import { activeFilterCount, groupValue, NO_FILTERS, roundChoices, toApplicationFilter } from './filters';

const open = { filtersEnabled: true, tagsVisible: true };

describe('the applications overview filters', () => {
  it('sends nothing for no choice, and each choice made', () => {
    expect(toApplicationFilter(NO_FILTERS, open)).toEqual({});
    const filters = {
      ...NO_FILTERS,
      search: ' rocket ',
      funnelIds: ['f1'],
      roundIds: ['r1'],
      status: 'under_review',
      tagIds: ['t1'],
      evaluatorIds: ['u1'],
      scoreMin: 2,
      scoreMax: 4,
      assignedToMe: true,
    };
    expect(toApplicationFilter(filters, open)).toEqual({
      search: 'rocket',
      funnelIds: ['f1'],
      roundIds: ['r1'],
      statuses: ['under_review'],
      tagIds: ['t1'],
      evaluatorIds: ['u1'],
      scoreMin: 2,
      scoreMax: 4,
      assignedToMe: true,
    });
    expect(activeFilterCount(filters)).toBe(7);
  });

  it('sends a status group as the group', () => {
    expect(toApplicationFilter({ ...NO_FILTERS, status: groupValue('ALL_PENDING') }, open)).toEqual({ statusGroup: 'ALL_PENDING' });
  });

  it('keeps only the funnel without the filters permission, and drops tags one may not see', () => {
    const filters = { ...NO_FILTERS, funnelIds: ['f1'], status: 'accepted', search: 'x', tagIds: ['t1'] };
    expect(toApplicationFilter(filters, { filtersEnabled: false, tagsVisible: true })).toEqual({ funnelIds: ['f1'] });
    expect(toApplicationFilter(filters, { filtersEnabled: true, tagsVisible: false })).toEqual({ funnelIds: ['f1'], statuses: ['accepted'], search: 'x' });
  });

  it('orders an inverted score range instead of sending one the server refuses', () => {
    expect(toApplicationFilter({ ...NO_FILTERS, scoreMin: 4, scoreMax: 1 }, open)).toEqual({ scoreMin: 1, scoreMax: 4 });
    expect(toApplicationFilter({ ...NO_FILTERS, scoreMin: 0 }, open)).toEqual({ scoreMin: 0 });
  });

  it('offers the rounds of the chosen funnels, named with their funnel when several', () => {
    const funnels = [
      { _id: 'f1', name: 'Spring', rounds: [{ _id: 'r1', name: 'Screening' }] },
      { _id: 'f2', name: 'Autumn', rounds: [{ _id: 'r2', name: 'Pitch' }] },
    ];
    expect(roundChoices(funnels, ['f2'])).toEqual([{ value: 'r2', label: 'Pitch' }]);
    expect(roundChoices(funnels, [])).toEqual([
      { value: 'r1', label: 'Spring · Screening' },
      { value: 'r2', label: 'Autumn · Pitch' },
    ]);
  });
});
