import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { RoleType } from '@seedbed/contracts/roles';
import type { Feature, HomeWidget, ShellUser } from '../../app/features/types';
import { FEATURES } from '../../features';
import { homeWidgetsFor } from './homeWidgets';

function person(roleType: RoleType, overrides: Partial<ShellUser> = {}): ShellUser {
  return {
    _id: 'me',
    roleType,
    startupIds: [],
    startups: [],
    permissions: {},
    flags: {},
    userVisibility: 'ALL',
    startupVisibility: roleType === 'cofounder' || roleType === 'community_member' || roleType === 'applicant' ? 'ASSIGNED' : 'ALL',
    ...overrides,
  };
}
const withStartup = { startupIds: ['s1'], startups: [{ _id: 's1', name: 'GreenLoop' }] };
const ids = (user: ShellUser) => homeWidgetsFor(FEATURES, user).map((w) => w.id);

describe("each role's dashboard", () => {
  it('gives the programme team the texts, their tasks, their startups and the startups’ recent activity, in that order', () => {
    for (const roleType of ['admin', 'admin&coach', 'subadmin', 'staff', 'coach', 'mentor', 'expert'] as const) {
      expect(ids(person(roleType)), roleType).toEqual(['placedTexts', 'todayTasks', 'myStartups', 'recentActivity']);
    }
  });

  it('gives evaluators their queue of evaluations beside their tasks', () => {
    expect(ids(person('evaluator'))).toEqual(['placedTexts', 'todayTasks', 'evaluations', 'myStartups', 'recentActivity']);
  });

  it('gives founders and community members their own startups and their timelines', () => {
    expect(ids(person('cofounder', withStartup))).toEqual(['placedTexts', 'todayTasks', 'myStartups', 'recentActivity']);
    expect(ids(person('community_member', withStartup))).toEqual(['placedTexts', 'todayTasks', 'myStartups', 'recentActivity']);
    // No startup yet: the card says so; there is no timeline to follow.
    expect(ids(person('cofounder'))).toEqual(['placedTexts', 'todayTasks', 'myStartups']);
  });

  it('gives applicants the texts placed for them and their applications: they have neither the tasks page nor startups', () => {
    expect(ids(person('applicant'))).toEqual(['placedTexts', 'myApplications']);
  });

  it('leaves out startups for a role that sees none', () => {
    expect(ids(person('staff', { startupVisibility: 'NONE' }))).toEqual(['placedTexts', 'todayTasks']);
    expect(ids(person('cofounder', { ...withStartup, startupVisibility: 'NONE' }))).toEqual(['placedTexts', 'todayTasks', 'myStartups']);
  });

  it('reads the widgets from every feature by their declaration, sorted by order', () => {
    const Component: ComponentType = () => null;
    const widget = (id: string, order: number, visible: HomeWidget['visible'] = () => true): HomeWidget => ({ id, order, size: 'half', Component, visible });
    const features: Feature[] = [
      { id: 'a', homeWidgets: [widget('late', 50), widget('hidden', 1, () => false)] },
      { id: 'b' },
      { id: 'c', homeWidgets: [widget('early', 5, (user) => user.roleType === 'coach')] },
    ];
    expect(homeWidgetsFor(features, person('coach')).map((w) => w.id)).toEqual(['early', 'late']);
    expect(homeWidgetsFor(features, person('staff')).map((w) => w.id)).toEqual(['late']);
  });
});
