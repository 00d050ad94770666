import { describe, expect, it } from 'vitest';
import { NOTIFICATION_GROUP_NAMES } from '@seedbed/contracts/notifications';
import { preferenceRows, sameChoices, withChoice } from './preferenceRows';

describe('preferenceRows', () => {
  it('lists every group in order, with the defaults where nothing was chosen', () => {
    const rows = preferenceRows([{ group: 'community', inApp: false, email: true }]);
    expect(rows.map((r) => r.group)).toEqual(NOTIFICATION_GROUP_NAMES);
    expect(rows.find((r) => r.group === 'community')).toEqual({ group: 'community', inApp: false, email: true });
    // Defaults: in the app always; by mail for tasks, not for comments.
    expect(rows.find((r) => r.group === 'tasks')).toEqual({ group: 'tasks', inApp: true, email: true });
    expect(rows.find((r) => r.group === 'comments')).toEqual({ group: 'comments', inApp: true, email: false });
  });

  it('leaves out a group this web does not know', () => {
    expect(preferenceRows([{ group: 'somethingLater', inApp: false, email: false }]).map((r) => r.group)).toEqual(NOTIFICATION_GROUP_NAMES);
  });
});

describe('withChoice and sameChoices', () => {
  it('changes one switch of one group and tells the change apart', () => {
    const rows = preferenceRows([]);
    const changed = withChoice(rows, 'tasks', 'email', false);
    expect(changed.find((r) => r.group === 'tasks')).toEqual({ group: 'tasks', inApp: true, email: false });
    expect(changed.filter((r) => r.group !== 'tasks')).toEqual(rows.filter((r) => r.group !== 'tasks'));
    expect(sameChoices(rows, changed)).toBe(false);
    expect(sameChoices(rows, withChoice(changed, 'tasks', 'email', true))).toBe(true);
  });
});
