import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, PERMISSIONS } from '@seedbed/contracts/permissions';
import type { EditableRole } from '../roles/graphql';
import { changesOf, draftOf, isDirty, listedKeys, matchesFilter, matrixSections, setGrant } from './matrix';

const coach: EditableRole = {
  _id: 'r1',
  type: 'coach',
  label: null,
  displayName: 'Coach',
  isDefault: true,
  userCount: 3,
  permissions: [
    { key: 'TASK/TASK:DELETE', permissionCriteria: 'ASSIGNED' },
    { key: 'EVENT:CREATE', permissionCriteria: 'ALL' },
    // A scope the key does not accept: shown and saved as NONE.
    { key: 'FUNNEL:CREATE', permissionCriteria: 'ASSIGNED' },
  ],
  userAccess: { roles: ['coach', 'founder'], visibilitySettings: 'ASSIGNED' },
  startupAccess: { visibilitySettings: 'ASSIGNED' },
};

describe('the permissions matrix', () => {
  it('gives every key of the registry a value, NONE where the role lists none or a refused scope', () => {
    const draft = draftOf(coach);
    expect(Object.keys(draft.permissions)).toEqual(PERMISSION_KEYS);
    expect(draft.permissions['TASK/TASK:DELETE']).toBe('ASSIGNED');
    expect(draft.permissions['FUNNEL:CREATE']).toBe('NONE');
    expect(draft.permissions['STARTUP:DELETE']).toBe('NONE');
  });

  it('sends only what changed, and nothing once changed back', () => {
    const draft = setGrant(setGrant(draftOf(coach), 'TASK/TASK:DELETE', 'NONE'), 'ARTICLES:EDIT', 'ALL');
    expect(changesOf(coach, draft)).toEqual({
      permissions: [
        { key: 'ARTICLES:EDIT', permissionCriteria: 'ALL' },
        { key: 'TASK/TASK:DELETE', permissionCriteria: 'NONE' },
      ].sort((a, b) => PERMISSION_KEYS.indexOf(a.key as never) - PERMISSION_KEYS.indexOf(b.key as never)),
    });
    expect(isDirty(coach, draft)).toBe(true);
    const back = setGrant(setGrant(draft, 'TASK/TASK:DELETE', 'ASSIGNED'), 'ARTICLES:EDIT', 'NONE');
    expect(isDirty(coach, back)).toBe(false);
    expect(isDirty(coach, undefined)).toBe(false);
  });

  it('refuses a scope the key does not allow', () => {
    const draft = draftOf(coach);
    expect(PERMISSIONS['FUNNEL:CREATE'].scopes).not.toContain('ASSIGNED');
    expect(setGrant(draft, 'FUNNEL:CREATE', 'ASSIGNED')).toBe(draft);
  });

  it('compares the visible roles as a set and sends access settings whole', () => {
    const reordered = { ...draftOf(coach), userRoles: ['founder', 'coach'] };
    expect(changesOf(coach, reordered)).toEqual({});
    const wider = { ...draftOf(coach), userRoles: ['founder', 'coach', 'staff'], startupVisibility: 'NONE' as const };
    expect(changesOf(coach, wider)).toEqual({
      userAccess: { roles: ['founder', 'coach', 'staff'], visibilitySettings: 'ASSIGNED' },
      startupAccess: { visibilitySettings: 'NONE' },
    });
  });

  it('groups every key once by area and filters by label or code', () => {
    const sections = matrixSections(new Set(PERMISSION_KEYS));
    expect(sections.flatMap((s) => s.keys).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(sections.every((s) => s.keys.every((key) => PERMISSIONS[key].area === s.area))).toBe(true);
    expect(matchesFilter('TASK/TASK:DELETE', 'Create, edit and delete tasks', 'tasks')).toBe(true);
    expect(matchesFilter('TASK/TASK:DELETE', 'Create, edit and delete tasks', 'task:del')).toBe(true);
    expect(matchesFilter('EVENT:EDIT', 'Edit any event', 'tasks')).toBe(false);
    expect(matchesFilter('EVENT:EDIT', 'Edit any event', '  ')).toBe(true);
  });

  it('lists the keys the server lists for the roles, in registry order, in their areas only', () => {
    const staff: EditableRole = { ...coach, _id: 'r2', permissions: [{ key: 'USER:INVITE', permissionCriteria: 'SELECTED' }] };
    const listed = listedKeys([coach, staff]);
    expect([...listed]).toEqual(['FUNNEL:CREATE', 'EVENT:CREATE', 'USER:INVITE', 'TASK/TASK:DELETE']);
    expect(matrixSections(listed)).toEqual([
      { area: 'funnels', keys: ['FUNNEL:CREATE'] },
      { area: 'events', keys: ['EVENT:CREATE'] },
      { area: 'users', keys: ['USER:INVITE'] },
      { area: 'other', keys: ['TASK/TASK:DELETE'] },
    ]);
  });
});
