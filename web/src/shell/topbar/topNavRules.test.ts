import { describe, expect, it } from 'vitest';
import type { ShellUser } from '../../app/features/types';
import { TOP_NAV_RULES } from './topNavRules';

const user = (patch: Partial<ShellUser>): ShellUser => ({
  _id: 'u1',
  roleType: 'staff',
  startups: [],
  startupIds: [],
  permissions: {},
  flags: {},
  userVisibility: 'ALL',
  startupVisibility: 'ALL',
  ...patch,
});

describe('TOP_NAV_RULES (spec 1 §2.4)', () => {
  it('sends the startup side to their applications and everyone else to the overview', () => {
    expect(TOP_NAV_RULES.applications.pathFor(user({ roleType: 'applicant' }))).toBe('/applications');
    expect(TOP_NAV_RULES.applications.pathFor(user({ roleType: 'community_member' }))).toBe('/applications');
    expect(TOP_NAV_RULES.applications.pathFor(user({ roleType: 'coach' }))).toBe('/applications/overview');
  });

  it('sends staff to the portfolio and founders to their first startup, hiding it without one', () => {
    expect(TOP_NAV_RULES.startups.pathFor(user({ roleType: 'mentor' }))).toBe('/startups');
    expect(TOP_NAV_RULES.startups.pathFor(user({ roleType: 'cofounder', startupIds: ['s1', 's2'] }))).toBe('/startup/s1/file/activities');
    expect(TOP_NAV_RULES.startups.pathFor(user({ roleType: 'cofounder' }))).toBeNull();
    expect(TOP_NAV_RULES.startups.startupTerm).toBe(true);
  });

  it('hides Community when the role sees neither users nor startups', () => {
    expect(TOP_NAV_RULES.community.pathFor(user({}))).toBe('/community');
    expect(TOP_NAV_RULES.community.pathFor(user({ userVisibility: 'NONE' }))).toBe('/community');
    expect(TOP_NAV_RULES.community.pathFor(user({ userVisibility: 'NONE', startupVisibility: 'None' }))).toBeNull();
    expect(TOP_NAV_RULES.community.roles).toContain('staff');
    expect(TOP_NAV_RULES.community.roles).not.toContain('cofounder');
  });

  it('offers the people search to non-staff who may book meetings', () => {
    const scheduling = { 'COACHING_MEETING:SCHEDULING': 'ALL' } as const;
    expect(TOP_NAV_RULES.communityPeople.pathFor(user({ roleType: 'cofounder', permissions: scheduling }))).toBe('/community/search/people');
    expect(TOP_NAV_RULES.communityPeople.pathFor(user({ roleType: 'cofounder' }))).toBeNull();
    expect(TOP_NAV_RULES.communityPeople.pathFor(user({ roleType: 'staff', permissions: scheduling }))).toBeNull();
  });

  it('ties Courses to the course flag', () => {
    expect(TOP_NAV_RULES.courses.flag).toBe('course');
  });
});
