import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@seedbed/contracts/menu';
import type { ShellUser } from '../../../app/features/types';
import { FEATURES } from '../../../features';
import { TOP_NAV_RULES } from '../../../shell/topbar/topNavRules';
import { homeWidgetsFor } from '../../home/homeWidgets';
import { coursesFeature } from '../feature';
import { declarations } from './declarations';

const founder = (flags: ShellUser['flags']): ShellUser => ({
  _id: 'me',
  roleType: 'cofounder',
  startupIds: ['s1'],
  startups: [{ _id: 's1', name: 'GreenLoop' }],
  permissions: {},
  flags,
  userVisibility: 'ALL',
  startupVisibility: 'ASSIGNED',
});

describe('the learners’ course pages in the shell', () => {
  it('puts every page behind the plan’s course flag, each downloaded on its own', () => {
    expect(declarations.routes?.map((route) => route.path)).toEqual(['courses', 'courses/home', 'courses/:id']);
    for (const route of declarations.routes ?? []) expect(route.access).toEqual({ flag: 'course' });
  });

  it('brings the sidebar’s Courses group (the catalogue) and My courses, with the top bar’s Courses item', () => {
    const group = SIDEBAR.find((entry) => entry.name === 'courses');
    expect(group?.subMenu?.map((entry) => entry.name)).toContain('coursesHome');
    const courses = coursesFeature.menu?.find((destination) => destination.name === 'courses');
    expect(courses).toMatchObject({ path: '/courses', labelKey: 'courses:nav.courses', entryLabelKey: 'courses:nav.catalogue', topNav: TOP_NAV_RULES.courses });
    expect(coursesFeature.menu?.find((destination) => destination.name === 'coursesHome')).toMatchObject({ path: '/courses/home', labelKey: 'courses:nav.home' });
  });

  it('offers the catalogue and My courses to the global search, each under its sidebar entry', () => {
    expect(declarations.search?.map((destination) => [destination.menuName, destination.path])).toEqual([
      ['courses', '/courses'],
      ['coursesHome', '/courses/home'],
    ]);
  });

  it('adds Continue learning to the home page only where the plan has courses, after today’s tasks', () => {
    expect(homeWidgetsFor(FEATURES, founder({})).map((widget) => widget.id)).not.toContain('continueLearning');
    const ids = homeWidgetsFor(FEATURES, founder({ course: true })).map((widget) => widget.id);
    expect(ids.indexOf('continueLearning')).toBe(ids.indexOf('todayTasks') + 1);
  });
});
