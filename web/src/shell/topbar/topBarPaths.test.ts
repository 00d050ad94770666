import { describe, expect, it } from 'vitest';
import { isTopBarHiddenPath, sectionTabFor } from './topBarPaths';

describe('isTopBarHiddenPath (spec 1 §2.4 builder and editor pages)', () => {
  it.each([
    '/articles/management/article/a1',
    '/forms/management/f1/edit',
    '/setup/fields/x1/general',
    '/setup/fields/x1',
    '/profiles/p1/builder',
    '/profiles/p1/builder/section/2',
    '/setup/forms/b1/compare/c1',
    '/forms/management/form/b1/compare/c1',
    '/courses/management/course/c1/builder',
    '/courses/management/course/c1/builder/lesson/3',
    '/applications/funnels/f1/builder',
    '/emails/email/e1',
    '/emails/templates/t1',
    '/emails/management/email/e1',
  ])('hides the bar on %s', (path) => {
    expect(isTopBarHiddenPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/articles/management',
    '/forms/management',
    '/forms/management/new',
    '/emails/templates',
    '/emails/management',
    '/applications/funnels/management',
    '/applications/funnels/f1',
    '/courses/management/course/c1/dashboard',
    '/profile/u1',
  ])('keeps the bar on %s', (path) => {
    expect(isTopBarHiddenPath(path)).toBe(false);
  });
});

describe('sectionTabFor (spec 1 §2.4 single section tabs)', () => {
  it.each([
    ['/calendar', 'sections.calendar', '/calendar'],
    ['/availability/weekly', 'sections.availability', '/availability'],
    ['/articles/management', 'sections.articles', '/articles/management'],
    ['/admin/configuration/roles', 'sections.settings', '/admin/configuration'],
    ['/admin/tags/user', 'sections.management', '/admin/tags'],
    ['/account/settings/security', 'sections.account', '/account/settings'],
    ['/account', 'sections.account', '/account/settings'],
    ['/feedback/management', 'sections.feedback', '/feedback/management'],
    ['/tasks/users', 'sections.tasks', '/tasks'],
    ['/emails/management', 'sections.emails', '/emails/management'],
    ['/forms/management', 'sections.forms', '/forms/management'],
    ['/coaching/session/c1', 'sections.coaching', '/coaching'],
    ['/taxonomy/tags/skills', 'sections.taxonomy', '/taxonomy/tags'],
  ])('%s shows the %s tab leading to %s', (path, labelKey, to) => {
    expect(sectionTabFor(path)).toEqual({ labelKey, to });
  });

  it('matches whole segments only', () => {
    expect(sectionTabFor('/accounts')).toBeUndefined();
    expect(sectionTabFor('/calendars')).toBeUndefined();
  });

  it.each(['/', '/startups', '/applications/overview', '/profile/u1', '/events'])('shows the main items on %s', (path) => {
    expect(sectionTabFor(path)).toBeUndefined();
  });
});
