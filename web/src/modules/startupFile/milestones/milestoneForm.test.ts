import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { validate } from '../../../ui/form/useForm';
import { calendarDay, milestoneInput, milestoneRules, milestoneValues, sortMilestones } from './milestoneForm';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const labels = { name: 'Name', description: 'Description', dueDate: 'Due date', ownerId: 'Owner', status: 'Status' };

describe('milestone form', () => {
  it('keeps the due day as the calendar day chosen, whatever the time zone', () => {
    const values = { ...milestoneValues(null), name: ' Launch ', dueDate: calendarDay('2026-07-31') };
    expect(milestoneInput(values)).toEqual({ name: 'Launch', description: '', dueDate: '2026-07-31', ownerId: null, status: 'planned' });
  });

  it('is checked with the server schema', () => {
    const rules = milestoneRules(t, labels);
    expect(validate(milestoneValues(null), rules).name).toBe('[startupFile:validation.milestoneNameRequired]');
    expect(validate({ ...milestoneValues(null), name: 'MVP' }, rules)).toEqual({});
  });

  it('lists open milestones first by due day, then the closed ones', () => {
    const list = [
      { name: 'B', dueDate: null, status: 'planned' },
      { name: 'C', dueDate: '2026-01-01', status: 'reached' },
      { name: 'A', dueDate: '2026-03-01', status: 'in_progress' },
      { name: 'D', dueDate: '2026-02-01', status: 'planned' },
    ];
    expect(sortMilestones(list).map((m) => m.name)).toEqual(['D', 'A', 'B', 'C']);
  });
});
