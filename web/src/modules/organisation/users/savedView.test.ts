import { describe, expect, it } from 'vitest';
import { usersViewFiltersSchema } from '@seedbed/contracts/list-filters';
import { usersStateOf, usersViewOf } from './savedView';

describe('a saved view of the users list', () => {
  it('keeps only what narrows the list, in the shape the server checks, and puts it all back', () => {
    const state = { search: '  ada ', roleIds: ['5f1b2c3d-0000-4000-8000-000000000001'], statuses: [], userGroups: ['network'], sort: 'NEWEST' as const };
    const view = usersViewOf(state);
    expect(view).toEqual({ filter: { search: 'ada', roleIds: state.roleIds, userGroups: ['network'] }, sort: 'NEWEST' });
    expect(usersViewFiltersSchema.safeParse(view).success).toBe(true);
    expect(usersStateOf(view)).toEqual({ ...state, search: 'ada' });
  });

  it('clears what a view leaves out, and orders by name without an order', () => {
    expect(usersStateOf({})).toEqual({ search: '', roleIds: [], statuses: [], userGroups: [], sort: 'NAME' });
  });
});
