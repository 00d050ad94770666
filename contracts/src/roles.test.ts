import { describe, expect, it } from 'vitest';
import {
  ADMIN_LEVEL,
  EXTERNAL,
  INTERNAL,
  MENTOR_EXPERT,
  MENTOR_EXPERT_EVALUATOR,
  ORGANISATION_ADMINS,
  ROLE_DISPLAY_NAMES,
  ROLE_TYPES,
  SIGN_IN_BLOCKED_STATUSES,
  STAFF_LIKE,
  STARTUP_SIDE,
  USER_GROUPS,
  USER_STATUSES,
  canSignIn,
  isInGroup,
  roleDisplayLabel,
  userGroupOf,
  type RoleLabelInput,
} from './roles.ts';

describe('role catalogue', () => {
  it('has the spec role types, each with its display name', () => {
    expect([...ROLE_TYPES].sort()).toEqual(
      ['applicant', 'coach', 'staff', 'admin', 'admin&coach', 'mentor', 'expert', 'cofounder', 'community_member', 'founder', 'system', 'evaluator', 'subadmin'].sort(),
    );
    expect(ROLE_DISPLAY_NAMES).toEqual({
      applicant: 'Applicant',
      coach: 'Coach',
      staff: 'Staff',
      admin: 'Admin',
      'admin&coach': 'Admin & Coach',
      mentor: 'Mentor',
      expert: 'Expert',
      cofounder: 'Co/Founder',
      community_member: 'Community Member',
      founder: 'Founder',
      system: 'Seedbed',
      evaluator: 'Evaluator',
      subadmin: 'Sub-Admin',
    });
  });

  it.each([
    ['STAFF_LIKE', STAFF_LIKE, ['staff', 'coach', 'evaluator', 'expert', 'mentor', 'subadmin', 'admin', 'admin&coach']],
    ['INTERNAL', INTERNAL, ['staff', 'coach', 'admin&coach', 'admin']],
    ['EXTERNAL', EXTERNAL, ['evaluator', 'expert', 'mentor', 'applicant', 'cofounder', 'community_member']],
    ['STARTUP_SIDE', STARTUP_SIDE, ['applicant', 'cofounder', 'community_member']],
    ['ADMIN_LEVEL', ADMIN_LEVEL, ['admin', 'admin&coach']],
    ['MENTOR_EXPERT', MENTOR_EXPERT, ['mentor', 'expert']],
    ['MENTOR_EXPERT_EVALUATOR', MENTOR_EXPERT_EVALUATOR, ['mentor', 'expert', 'evaluator']],
    ['ORGANISATION_ADMINS', ORGANISATION_ADMINS, ['admin', 'admin&coach', 'subadmin']],
  ])('grouping %s has exactly the spec members', (_name, group, members) => {
    expect([...group].sort()).toEqual([...members].sort());
  });

  it.each([
    ['admin&coach', ADMIN_LEVEL, true],
    ['subadmin', ADMIN_LEVEL, false],
    ['subadmin', ORGANISATION_ADMINS, true],
    ['cofounder', STARTUP_SIDE, true],
    ['founder', STARTUP_SIDE, false],
    ['staff', EXTERNAL, false],
    [null, STAFF_LIKE, false],
    ['Admin', ADMIN_LEVEL, false],
  ] as const)('isInGroup(%s) is %s', (type, group, expected) => {
    expect(isInGroup(type, group)).toBe(expected);
  });
});

describe('roleDisplayLabel', () => {
  const cases: Array<[string, RoleLabelInput, string]> = [
    ['solo cofounder without label', { role: { type: 'cofounder', label: null }, firstStartupPeopleCount: 1 }, 'Founder'],
    ['cofounder with empty label counts as unlabelled', { role: { type: 'cofounder', label: '  ' }, firstStartupPeopleCount: 1 }, 'Founder'],
    ['cofounder in a team of two', { role: { type: 'cofounder', label: null }, firstStartupPeopleCount: 2 }, 'Co/Founder'],
    ['cofounder without a startup', { role: { type: 'cofounder', label: null }, firstStartupPeopleCount: null }, 'Co/Founder'],
    ['cofounder with unknown team size', { role: { type: 'cofounder' } }, 'Co/Founder'],
    ['cofounder whose startup is empty', { role: { type: 'cofounder', label: null }, firstStartupPeopleCount: 0 }, 'Co/Founder'],
    ['custom label wins over Founder', { role: { type: 'cofounder', label: 'CEO' }, firstStartupPeopleCount: 1 }, 'CEO'],
    ['custom label on a team cofounder', { role: { type: 'cofounder', label: 'CTO' }, firstStartupPeopleCount: 3 }, 'CTO'],
    ['custom label on staff', { role: { type: 'staff', label: 'Programme Manager' } }, 'Programme Manager'],
    ['only cofounder becomes Founder, not mentor', { role: { type: 'mentor', label: null }, firstStartupPeopleCount: 1 }, 'Mentor'],
    ['admin&coach without label', { role: { type: 'admin&coach', label: '' } }, 'Admin & Coach'],
    ['system role', { role: { type: 'system', label: null } }, 'Seedbed'],
    ['null role', { role: null, firstStartupPeopleCount: 1 }, 'Unknown'],
    ['type outside the catalogue', { role: { type: 'wizard', label: null } }, 'Unknown'],
    ['missing type', { role: { type: null, label: null } }, 'Unknown'],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(roleDisplayLabel(input)).toBe(expected);
  });
});

describe('user groups', () => {
  it.each([
    ['staff', 'employee'],
    ['coach', 'employee'],
    ['admin', 'employee'],
    ['admin&coach', 'employee'],
    ['subadmin', 'employee'],
    ['mentor', 'network'],
    ['expert', 'network'],
    ['evaluator', 'evaluator'],
    ['applicant', 'other'],
    ['cofounder', 'other'],
    ['community_member', 'other'],
    ['founder', 'other'],
    ['system', 'other'],
    ['unheard-of', 'other'],
    [null, 'other'],
  ] as const)('%s belongs to %s', (type, group) => {
    expect(userGroupOf(type)).toBe(group);
  });

  it('puts every role type in exactly one group', () => {
    const all = Object.values(USER_GROUPS).flat();
    expect([...all].sort()).toEqual([...ROLE_TYPES].sort());
  });
});

describe('user statuses', () => {
  it('lists the stored statuses and blocks sign-in for deleted, deny and archived', () => {
    expect(USER_STATUSES).toEqual(['active', 'pending', 'unactive', 'archived', 'deny', 'deleted']);
    expect([...SIGN_IN_BLOCKED_STATUSES].sort()).toEqual(['archived', 'deleted', 'deny']);
  });

  it.each([
    ['active', true],
    ['pending', true],
    ['unactive', true],
    ['archived', false],
    ['deny', false],
    ['deleted', false],
    ['Active', false],
    [null, false],
  ] as const)('canSignIn(%s) is %s', (status, expected) => {
    expect(canSignIn(status)).toBe(expected);
  });
});
