import { USER_SORTS, type UsersViewFilters } from '@seedbed/contracts/list-filters';
import type { UserSort } from './graphql';

/** What the person chose above the users list. */
export interface UsersListState {
  search: string;
  roleIds: string[];
  statuses: string[];
  userGroups: string[];
  sort: UserSort;
}

/** The list's choices as a saved view keeps them: only what narrows the list, in the `users` query's shape. */
export function usersViewOf(state: UsersListState): UsersViewFilters {
  const filter: NonNullable<UsersViewFilters['filter']> = {};
  const search = state.search.trim();
  if (search) filter.search = search;
  if (state.roleIds.length) filter.roleIds = state.roleIds;
  if (state.statuses.length) filter.statuses = state.statuses as NonNullable<typeof filter.statuses>;
  if (state.userGroups.length) filter.userGroups = state.userGroups as NonNullable<typeof filter.userGroups>;
  return { filter, sort: state.sort };
}

/** A saved view put back on the list: what it leaves out is cleared, an order it lacks is by name. */
export function usersStateOf(view: UsersViewFilters): UsersListState {
  const filter = view.filter ?? {};
  const sort = view.sort && (USER_SORTS as readonly string[]).includes(view.sort) ? view.sort : 'NAME';
  return {
    search: filter.search ?? '',
    roleIds: filter.roleIds ?? [],
    statuses: filter.statuses ?? [],
    userGroups: filter.userGroups ?? [],
    sort,
  };
}
