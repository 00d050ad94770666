import { describe, expect, it } from 'vitest';
import { ASSIGNATION_MENTORS_MAX, ASSIGNATION_PAIRS_MAX, ASSIGNATION_STARTUPS_MAX } from '@seedbed/contracts/community-input';
import { pageSelection, togglePage } from '../../../startups/shared/selection';
import { assignmentProblem, selectedRows, startupsOfSelection, suggestionHint, withAssigned, withUnassigned } from './assignation';

const nova = { _id: 's1', name: 'Nova', logo: null };
const orbit = { _id: 's2', name: 'Orbit', logo: null };
const atlas = { _id: 's3', name: 'Atlas', logo: null };
const ada = { _id: 'u1', fullName: 'Ada Lovelace', assignedStartups: [nova] };
const bea = { _id: 'u2', fullName: 'Bea Kim', assignedStartups: [] };
const cyd = { _id: 'u3', fullName: 'Cyd Noor', assignedStartups: [orbit, nova] };

describe('what stops an assignment', () => {
  it('needs people and startups, within the server’s limits', () => {
    expect(assignmentProblem(0, 1)).toEqual({ key: 'choosePeople' });
    expect(assignmentProblem(2, 0)).toEqual({ key: 'chooseStartups' });
    expect(assignmentProblem(ASSIGNATION_MENTORS_MAX + 1, 1)).toEqual({ key: 'tooManyPeople', max: ASSIGNATION_MENTORS_MAX });
    expect(assignmentProblem(1, ASSIGNATION_STARTUPS_MAX + 1)).toEqual({ key: 'tooManyStartups', max: ASSIGNATION_STARTUPS_MAX });
    expect(assignmentProblem(20, 101)).toEqual({ key: 'tooManyPairs', max: ASSIGNATION_PAIRS_MAX });
    expect(assignmentProblem(20, 100)).toBeNull();
    expect(assignmentProblem(1, 1)).toBeNull();
  });
});

describe('the rows after a change', () => {
  it('adds each startup once to the people assigned, by name, leaving the others untouched', () => {
    const rows = withAssigned([ada, bea, cyd], ['u1', 'u2'], [orbit, nova, atlas]);
    expect(rows[0].assignedStartups.map((s) => s.name)).toEqual(['Atlas', 'Nova', 'Orbit']);
    expect(rows[1].assignedStartups.map((s) => s.name)).toEqual(['Atlas', 'Nova', 'Orbit']);
    expect(rows[2]).toBe(cyd);
    // Nothing new for someone: the same row, so that nothing redraws.
    expect(withAssigned([ada], ['u1'], [nova])[0]).toBe(ada);
  });

  it('takes the startups off the people unassigned only', () => {
    const rows = withUnassigned([ada, bea, cyd], ['u1', 'u3'], ['s1']);
    expect(rows.map((r) => r.assignedStartups.map((s) => s._id))).toEqual([[], [], ['s2']]);
    expect(rows[1]).toBe(bea);
    expect(withUnassigned([ada], ['u2'], ['s1'])[0]).toBe(ada);
  });
});

describe('selection', () => {
  it('selects the page, then unselects it, and says how much is selected', () => {
    const ids = [ada, bea, cyd].map((r) => r._id);
    const all = togglePage(new Set(['u2']), ids);
    expect([...all].sort()).toEqual(ids);
    expect(pageSelection(all, ids)).toBe('all');
    expect(togglePage(all, ids).size).toBe(0);
    expect(pageSelection(new Set(['u2']), ids)).toBe('some');
  });

  it('lists the selected rows in the order shown, and the startups they are on, by name', () => {
    const selected = new Set(['u3', 'u1', 'gone']);
    expect(selectedRows([ada, bea, cyd], selected).map((r) => r._id)).toEqual(['u1', 'u3']);
    expect(startupsOfSelection([ada, bea, cyd], selected).map((s) => s.name)).toEqual(['Nova', 'Orbit']);
    expect(startupsOfSelection([ada, bea, cyd], new Set(['u2']))).toEqual([]);
  });
});

describe('the suggestion hint', () => {
  it('tells the suggested people already chosen from the others', () => {
    const suggested = [
      { _id: 'u3', fullName: 'Cyd Noor' },
      { _id: 'u9', fullName: 'Zoe Park' },
      { _id: 'u1', fullName: 'Ada Lovelace' },
    ];
    expect(suggestionHint(suggested, new Set(['u1', 'u2']))).toEqual({ chosen: ['Ada Lovelace'], others: ['Cyd Noor', 'Zoe Park'] });
    expect(suggestionHint([], new Set(['u1']))).toEqual({ chosen: [], others: [] });
  });
});
