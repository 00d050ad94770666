import type { PermissionKey } from '@seedbed/contracts/permissions';
import { ROLE_TYPES, type RoleType } from '@seedbed/contracts/roles';
import type { ShellUser } from '../../../app/features/types';

/** The directory's two lists, each at its own address. */
export type DirectoryTab = 'people' | 'startups';

/**
 * What the directory shows, as its address keeps it: the search and each filter's values
 * (`?q=…&role=coach&role=mentor&program=…`), so that a link or the back button finds it again.
 */
export interface DirectoryState {
  search: string;
  roleTypes: string[];
  programIds: string[];
  industryIds: string[];
  tagIds: string[];
  skills: string[];
  /** The people of one startup (from a startup's card). */
  startupId: string | null;
}

export type DirectoryFilterName = 'roleTypes' | 'programIds' | 'industryIds' | 'tagIds' | 'skills';

/** Each filter's name in the address. */
const PARAMS: Record<DirectoryFilterName, string> = { roleTypes: 'role', programIds: 'program', industryIds: 'industry', tagIds: 'tag', skills: 'skill' };
const SEARCH = 'q';
const STARTUP = 'startup';
/** More values than the server takes in one filter are left out of the address's reading. */
const VALUES_MAX = 50;

/** The role types a person may have and the directory filters by (the system's own account apart). */
export const DIRECTORY_ROLE_TYPES: readonly RoleType[] = ROLE_TYPES.filter((type) => type !== 'system');

/** The filters each list offers, in the order they are shown. */
export const TAB_FILTERS: Record<DirectoryTab, readonly DirectoryFilterName[]> = {
  people: ['roleTypes', 'programIds', 'skills', 'industryIds', 'tagIds'],
  startups: ['programIds', 'industryIds', 'tagIds'],
};

const distinct = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))].slice(0, VALUES_MAX);

export function stateFromParams(params: URLSearchParams): DirectoryState {
  const list = (name: DirectoryFilterName) => distinct(params.getAll(PARAMS[name]));
  return {
    search: params.get(SEARCH) ?? '',
    roleTypes: list('roleTypes').filter((type) => (DIRECTORY_ROLE_TYPES as readonly string[]).includes(type)),
    programIds: list('programIds'),
    industryIds: list('industryIds'),
    tagIds: list('tagIds'),
    skills: list('skills'),
    startupId: params.get(STARTUP) || null,
  };
}

/** The address's parameters with the directory's state written in; parameters it does not own are kept. */
export function paramsWithState(current: URLSearchParams, state: DirectoryState): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [SEARCH, STARTUP, ...Object.values(PARAMS)]) next.delete(name);
  if (state.search) next.set(SEARCH, state.search);
  for (const [filter, param] of Object.entries(PARAMS) as Array<[DirectoryFilterName, string]>) {
    for (const value of distinct(state[filter])) next.append(param, value);
  }
  if (state.startupId) next.set(STARTUP, state.startupId);
  return next;
}

export const EMPTY_STATE: DirectoryState = { search: '', roleTypes: [], programIds: [], industryIds: [], tagIds: [], skills: [], startupId: null };

/** The state with its filters cleared: the search stays. */
export const withoutFilters = (state: DirectoryState): DirectoryState => ({ ...EMPTY_STATE, search: state.search });

/** A key held with any scope but NONE (an absent key is NONE). */
const holds = (user: Pick<ShellUser, 'permissions'> | null, key: PermissionKey) => {
  const criteria = user?.permissions[key];
  return Boolean(criteria) && criteria !== 'NONE';
};

/**
 * The filters this person may use on a list: industries and tags only for the keys that let one
 * see them (and read their catalogue), as the server refuses them otherwise.
 */
export function offeredFilters(user: Pick<ShellUser, 'permissions'> | null, tab: DirectoryTab): DirectoryFilterName[] {
  return TAB_FILTERS[tab].filter((filter) => {
    if (filter === 'industryIds') return holds(user, 'INDUSTRIES:VIEW') && holds(user, tab === 'people' ? 'USER:INDUSTRY:VIEW' : 'STARTUP:INDUSTRY:VIEW');
    if (filter === 'tagIds') return holds(user, tab === 'people' ? 'TAGS:USER:VIEW' : 'TAGS:STARTUP:VIEW');
    return true;
  });
}

/** How many filters narrow the list (the search apart): the count on the phone's Filters button. */
export function activeFilterCount(state: DirectoryState, offered: readonly DirectoryFilterName[]): number {
  return offered.filter((filter) => state[filter].length > 0).length + (state.startupId ? 1 : 0);
}

/** The list's GraphQL filter: the search trimmed, the offered filters that have values; null when nothing narrows it. */
export function filterInput(state: DirectoryState, offered: readonly DirectoryFilterName[], tab: DirectoryTab): Record<string, unknown> | null {
  const input: Record<string, unknown> = {};
  const search = state.search.trim();
  if (search) input.search = search;
  for (const filter of offered) if (state[filter].length) input[filter] = state[filter];
  if (tab === 'people' && state.startupId) input.startupId = state.startupId;
  return Object.keys(input).length ? input : null;
}

/**
 * Spec 1 §2.4: a role whose user and startup visibilities are both None has no community at all;
 * with only one of them None, its list is empty and the other is the one to open.
 */
export function mayOpenDirectory(user: Pick<ShellUser, 'userVisibility' | 'startupVisibility'> | null): boolean {
  const none = (visibility: string | null | undefined) => visibility?.toUpperCase() === 'NONE';
  return Boolean(user) && !(none(user!.userVisibility) && none(user!.startupVisibility));
}
