import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '@seedbed/contracts/notifications';
import { preferenceRows, sameChoices, withChoice } from './preferenceRows';

describe('preferenceRows', () => {
  it('lists the groups the server lists, in the contracts order, with their choices', () => {
    const rows = preferenceRows([
      { group: 'account', inApp: true, email: true },
      { group: 'tasks', inApp: false, email: true },
    ]);
    expect(rows).toEqual([
      { group: 'tasks', inApp: false, email: true },
      { group: 'account', inApp: true, email: true },
    ]);
  });

  it('leaves out a group this web does not know', () => {
    expect(preferenceRows([{ group: 'somethingLater', inApp: false, email: false }])).toEqual([]);
  });
});

describe('withChoice and sameChoices', () => {
  it('changes one switch of one group and tells the change apart', () => {
    const rows = preferenceRows(defaultPreferences());
    const changed = withChoice(rows, 'tasks', 'email', false);
    expect(changed.find((r) => r.group === 'tasks')).toEqual({ group: 'tasks', inApp: true, email: false });
    expect(changed.filter((r) => r.group !== 'tasks')).toEqual(rows.filter((r) => r.group !== 'tasks'));
    expect(sameChoices(rows, changed)).toBe(false);
    expect(sameChoices(rows, withChoice(changed, 'tasks', 'email', true))).toBe(true);
  });
});
