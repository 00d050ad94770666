import type { ApplicationFilterInput } from './graphql';

/** The status groups of the queue bar and the status filter (spec 3 §3). */
export type StatusGroup = 'ALL_PENDING' | 'EVALUATION_IN_PROGRESS';

/** What the person chose above the list. */
export interface OverviewFilters {
  search: string;
  funnelIds: string[];
  roundIds: string[];
  /** A status ('under_review') or a group ('group:ALL_PENDING'); empty for every status. */
  status: string;
  tagIds: string[];
  evaluatorIds: string[];
  scoreMin: number | null;
  scoreMax: number | null;
  assignedToMe: boolean;
}

export const NO_FILTERS: OverviewFilters = {
  search: '',
  funnelIds: [],
  roundIds: [],
  status: '',
  tagIds: [],
  evaluatorIds: [],
  scoreMin: null,
  scoreMax: null,
  assignedToMe: false,
};

export const GROUP_PREFIX = 'group:';
export const groupValue = (group: StatusGroup) => `${GROUP_PREFIX}${group}`;

/**
 * What the applications query receives. Only the funnel filter is open to everyone; the others
 * need APPLICATION_OVERVIEW/FILTERS:VIEW (the server refuses them otherwise), so a choice left
 * from before is dropped rather than sent. Tags need TAGS:APPLICATION:VIEW too.
 */
export function toApplicationFilter(filters: OverviewFilters, { filtersEnabled, tagsVisible }: { filtersEnabled: boolean; tagsVisible: boolean }): ApplicationFilterInput {
  const out: ApplicationFilterInput = {};
  if (filters.funnelIds.length) out.funnelIds = filters.funnelIds;
  if (!filtersEnabled) return out;
  const search = filters.search.trim();
  if (search) out.search = search;
  if (filters.roundIds.length) out.roundIds = filters.roundIds;
  if (filters.status.startsWith(GROUP_PREFIX)) out.statusGroup = filters.status.slice(GROUP_PREFIX.length) as StatusGroup;
  else if (filters.status) out.statuses = [filters.status as NonNullable<ApplicationFilterInput['statuses']>[number]];
  if (tagsVisible && filters.tagIds.length) out.tagIds = filters.tagIds;
  if (filters.evaluatorIds.length) out.evaluatorIds = filters.evaluatorIds;
  // An inverted range would be refused: the two ends are sent in order.
  const [low, high] =
    filters.scoreMin !== null && filters.scoreMax !== null && filters.scoreMin > filters.scoreMax ? [filters.scoreMax, filters.scoreMin] : [filters.scoreMin, filters.scoreMax];
  if (low !== null) out.scoreMin = low;
  if (high !== null) out.scoreMax = high;
  if (filters.assignedToMe) out.assignedToMe = true;
  return out;
}

/** How many filters narrow the list beyond the search, for the filters' toggle on phones. */
export function activeFilterCount(filters: OverviewFilters): number {
  return [
    filters.funnelIds.length,
    filters.roundIds.length,
    filters.status,
    filters.tagIds.length,
    filters.evaluatorIds.length,
    filters.scoreMin !== null || filters.scoreMax !== null,
    filters.assignedToMe,
  ].filter(Boolean).length;
}

/** Rounds offered once funnels are chosen: those of the chosen funnels (all when none is). */
export function roundChoices<F extends { _id: string; name: string; rounds: Array<{ _id: string; name: string }> }>(funnels: readonly F[], funnelIds: readonly string[]) {
  const chosen = funnelIds.length ? funnels.filter((f) => funnelIds.includes(f._id)) : funnels;
  return chosen.flatMap((f) => f.rounds.map((r) => ({ value: r._id, label: chosen.length > 1 ? `${f.name} · ${r.name}` : r.name })));
}
