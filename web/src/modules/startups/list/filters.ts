import type { StartupFilterInput } from '../graphql';

/** What the person chose above the list. */
export interface StartupListFilters {
  search: string;
  programIds: string[];
  industryIds: string[];
  tagIds: string[];
  stages: string[];
  assignedUserIds: string[];
}

export const NO_FILTERS: StartupListFilters = { search: '', programIds: [], industryIds: [], tagIds: [], stages: [], assignedUserIds: [] };

type ListKey = Exclude<keyof StartupListFilters, 'search'>;
const LISTS: readonly ListKey[] = ['programIds', 'industryIds', 'tagIds', 'stages', 'assignedUserIds'];

/**
 * What the startups query receives. The list shows active startups (archived ones are managed at
 * /startups/management). The filters apply only where the plan has them (startupFilter): without
 * it only the search narrows the list, so a choice left from another plan never hides startups.
 */
export function toStartupFilter(filters: StartupListFilters, { filtersEnabled }: { filtersEnabled: boolean }): StartupFilterInput {
  const out: StartupFilterInput = { archived: false };
  const search = filters.search.trim();
  if (search) out.search = search;
  if (!filtersEnabled) return out;
  for (const key of LISTS) if (filters[key].length > 0) out[key] = filters[key];
  return out;
}

/** How many filters narrow the list (the search apart), for the filters' toggle on phones. */
export function activeFilterCount(filters: StartupListFilters): number {
  return LISTS.filter((key) => filters[key].length > 0).length;
}
