import { describe, expect, it } from 'vitest';
import type { ShellUser } from '../../../app/features/types';
import { bulkActionsFor } from './bulkActions';

const user = (patch: Partial<ShellUser>): ShellUser => ({
  _id: 'me',
  roleType: 'staff',
  startups: [],
  startupIds: [],
  permissions: {},
  flags: {},
  userVisibility: null,
  startupVisibility: null,
  ...patch,
});

describe('bulk actions on startups', () => {
  it("offers assigning and tagging by the viewer's permissions", () => {
    expect(bulkActionsFor(user({}))).toEqual(['ADD_TO_PROGRAM', 'ARCHIVE']);
    expect(bulkActionsFor(user({ permissions: { 'STARTUP/ASSIGNATION_MEMBERS:EDIT': 'ALL', 'TAG:STARTUP:ADD': 'ASSIGNED' } }))).toEqual([
      'ADD_TO_PROGRAM',
      'ASSIGN_PERSON',
      'ADD_TAG',
      'ARCHIVE',
    ]);
  });

  it('offers nothing to mentors, experts and evaluators, who only browse', () => {
    expect(bulkActionsFor(user({ roleType: 'mentor', permissions: { 'TAG:STARTUP:ADD': 'ALL' } }))).toEqual([]);
    expect(bulkActionsFor(user({ roleType: 'evaluator' }))).toEqual([]);
    expect(bulkActionsFor(null)).toEqual([]);
  });
});

describe('who runs the startups', () => {
  it('is the same group for the screens and for the server', async () => {
    const menu = await import('@seedbed/contracts/menu');
    const startups = await import('@seedbed/contracts/startups');
    expect([...menu.STARTUP_MANAGERS].sort()).toEqual([...startups.STARTUP_MANAGERS].sort());
  });
});
