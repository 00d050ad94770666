import type { StartupsViewFilters } from '@seedbed/contracts/list-filters';
import type { StartupViewMode } from '@seedbed/contracts/startups';
import type { StartupSort } from '../graphql';
import { NO_FILTERS, toStartupFilter, type StartupListFilters } from './filters';

/** The list's choices as a saved view keeps them: the `startups` query's filter and order, and cards or table. */
export function startupsViewOf(filters: StartupListFilters, sort: StartupSort, mode: StartupViewMode, filtersEnabled: boolean): StartupsViewFilters {
  return { filter: toStartupFilter(filters, { filtersEnabled }) as StartupsViewFilters['filter'], sort, mode };
}

/** A saved view put back on the list: what it leaves out is cleared; without a mode the current one stays. */
export function startupsStateOf(view: StartupsViewFilters): { filters: StartupListFilters; sort: StartupSort; mode?: StartupViewMode } {
  const filter = view.filter ?? {};
  return {
    filters: {
      ...NO_FILTERS,
      search: filter.search ?? '',
      programIds: filter.programIds ?? [],
      industryIds: filter.industryIds ?? [],
      tagIds: filter.tagIds ?? [],
      stages: filter.stages ?? [],
      assignedUserIds: filter.assignedUserIds ?? [],
    },
    sort: view.sort ?? 'NAME',
    mode: view.mode,
  };
}
