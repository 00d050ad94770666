import { describe, expect, it } from 'vitest';
import type { ShellUser } from '../features/types';
import { decideAccess, type AccessState } from './accessDecision';

const staff: ShellUser = {
  _id: 'u1',
  roleType: 'staff',
  startups: [],
  startupIds: [],
  permissions: {},
  flags: { course: true },
  userVisibility: null,
  startupVisibility: null,
};

const state = (patch: Partial<AccessState>): AccessState => ({ signedIn: true, loading: false, user: staff, access: undefined, ...patch });

describe('decideAccess (spec 1 §2.3, in order)', () => {
  // Every rule of a later step fails in these states, so each test shows the earlier step winning.
  const everythingFails = { flag: 'customFieldsEdit', roles: ['admin'], permission: 'ARTICLES:EDIT' } as const;

  it('1. waits while flags and permissions load, before anything else', () => {
    expect(decideAccess(state({ loading: true, signedIn: false, user: null, access: everythingFails }))).toEqual({ kind: 'wait' });
  });

  it('2. sends a visitor to sign in', () => {
    expect(decideAccess(state({ signedIn: false, user: null, access: everythingFails }))).toEqual({ kind: 'signIn' });
  });

  it('3. refuses a user without a role type, before the plan or the roles', () => {
    expect(decideAccess(state({ user: { ...staff, roleType: null }, access: everythingFails }))).toEqual({ kind: 'notAuthorized' });
    expect(decideAccess(state({ user: { ...staff, roleType: null } }))).toEqual({ kind: 'notAuthorized' });
  });

  it('4. sends to the plan page when the feature is off, before checking roles or permission', () => {
    expect(decideAccess(state({ access: everythingFails, authorized: false }))).toEqual({ kind: 'plan' });
  });

  it('5. sends home when the role is not allowed', () => {
    expect(decideAccess(state({ access: { roles: ['admin', 'admin&coach'] } }))).toEqual({ kind: 'home' });
    expect(decideAccess(state({ access: { roles: ['staff'] } }))).toEqual({ kind: 'allow' });
  });

  it('5. sends home when the role is forbidden', () => {
    expect(decideAccess(state({ access: { forbiddenRoles: ['staff'] } }))).toEqual({ kind: 'home' });
  });

  it('5. sends home when a startup is required and the user has none', () => {
    expect(decideAccess(state({ access: { requiresStartup: true } }))).toEqual({ kind: 'home' });
    expect(decideAccess(state({ user: { ...staff, startupIds: ['s1'] }, access: { requiresStartup: true } }))).toEqual({ kind: 'allow' });
  });

  it('5. asks the server about a permission key, then follows its answer', () => {
    const access = { permission: 'ARTICLES:EDIT' } as const;
    expect(decideAccess(state({ access }))).toEqual({ kind: 'checkPermission' });
    expect(decideAccess(state({ access, authorized: false }))).toEqual({ kind: 'home' });
    expect(decideAccess(state({ access, authorized: true }))).toEqual({ kind: 'allow' });
  });

  it('5. checks the role before asking about the permission', () => {
    expect(decideAccess(state({ access: { roles: ['admin'], permission: 'ARTICLES:EDIT' } }))).toEqual({ kind: 'home' });
  });

  it('lets a signed-in user with a role open a page without rules', () => {
    expect(decideAccess(state({}))).toEqual({ kind: 'allow' });
  });
});
