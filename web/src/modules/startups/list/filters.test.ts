import { describe, expect, it } from 'vitest';
import { activeFilterCount, NO_FILTERS, toStartupFilter } from './filters';

describe('the startups list filter', () => {
  it('lists active startups matching the search, without empty choices', () => {
    expect(toStartupFilter({ ...NO_FILTERS, search: '  nova ' }, { filtersEnabled: true })).toEqual({ archived: false, search: 'nova' });
    expect(toStartupFilter(NO_FILTERS, { filtersEnabled: true })).toEqual({ archived: false });
  });

  it('sends each chosen filter', () => {
    const filters = { ...NO_FILTERS, programIds: ['p1'], industryIds: ['i1'], tagIds: ['t1', 't2'], stages: ['seed'], assignedUserIds: ['u1'] };
    expect(toStartupFilter(filters, { filtersEnabled: true })).toEqual({
      archived: false,
      programIds: ['p1'],
      industryIds: ['i1'],
      tagIds: ['t1', 't2'],
      stages: ['seed'],
      assignedUserIds: ['u1'],
    });
    expect(activeFilterCount(filters)).toBe(5);
  });

  it('keeps only the search when the plan has no startup filters', () => {
    expect(toStartupFilter({ ...NO_FILTERS, search: 'a', stages: ['seed'] }, { filtersEnabled: false })).toEqual({ archived: false, search: 'a' });
  });
});
