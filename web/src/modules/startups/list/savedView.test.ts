import { describe, expect, it } from 'vitest';
import { startupsViewFiltersSchema } from '@seedbed/contracts/list-filters';
import { NO_FILTERS } from './filters';
import { startupsStateOf, startupsViewOf } from './savedView';

describe('a saved view of the startups list', () => {
  const programId = '5f1b2c3d-0000-4000-8000-000000000001';

  it("keeps the query's filter, the order and cards or table, and puts them back", () => {
    const filters = { ...NO_FILTERS, search: 'pay', programIds: [programId], stages: ['seed'] };
    const view = startupsViewOf(filters, 'NEWEST', 'TABLE', true);
    expect(view).toEqual({ filter: { archived: false, search: 'pay', programIds: [programId], stages: ['seed'] }, sort: 'NEWEST', mode: 'TABLE' });
    expect(startupsViewFiltersSchema.safeParse(view).success).toBe(true);
    expect(startupsStateOf(view)).toEqual({ filters, sort: 'NEWEST', mode: 'TABLE' });
  });

  it('keeps only the search without the plan’s startupFilter, and leaves the mode alone when a view has none', () => {
    expect(startupsViewOf({ ...NO_FILTERS, search: 'x', tagIds: [programId] }, 'NAME', 'CARD', false).filter).toEqual({ archived: false, search: 'x' });
    expect(startupsStateOf({ sort: 'NAME' })).toEqual({ filters: NO_FILTERS, sort: 'NAME', mode: undefined });
  });
});
