import { describe, expect, it } from 'vitest';
import type { ShellUser } from '../../../app/features/types';
import { bulkActionStates, maySelect } from './bulkActions';

const can = (patch: Partial<{ decide: boolean; delete: boolean; tag: boolean; assign: boolean }> = {}) => ({ decide: false, delete: false, tag: false, assign: false, ...patch });
const user = (permissions: ShellUser['permissions']): ShellUser => ({
  _id: 'me',
  roleType: 'staff',
  startups: [],
  startupIds: [],
  permissions,
  flags: {},
  userVisibility: null,
  startupVisibility: null,
});

describe('the bulk bar of the applications overview', () => {
  it('lets only those with the bulk actions key select', () => {
    expect(maySelect(user({ 'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW': 'ALL' }))).toBe(true);
    expect(maySelect(user({}))).toBe(false);
    expect(maySelect(null)).toBe(false);
  });

  it('counts, per action, the selected applications the viewer may act on, and disables an action none allows', () => {
    const rows = [
      { _id: 'a', viewerCan: can({ decide: true, tag: true }) },
      { _id: 'b', viewerCan: can({ decide: true, assign: true }) },
      { _id: 'c', viewerCan: can({ delete: true }) },
    ];
    const states = Object.fromEntries(bulkActionStates(rows, new Set(['a', 'b'])).map((s) => [s.action, s]));
    expect(states.DECIDE).toEqual({ action: 'DECIDE', applicable: 2, disabled: false });
    expect(states.TAG).toMatchObject({ applicable: 1, disabled: false });
    expect(states.MOVE_TO_ROUND).toMatchObject({ applicable: 1 });
    expect(states.DELETE).toMatchObject({ applicable: 0, disabled: true });
  });

  it('leaves the decision to the server for selected rows no longer shown', () => {
    const states = bulkActionStates([], new Set(['gone']));
    expect(states.every((s) => !s.disabled && s.applicable === 1)).toBe(true);
  });
});
