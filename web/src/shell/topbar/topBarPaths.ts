import { matchPath } from 'react-router';

/**
 * Spec 1 §2.4: builder and editor pages take the whole screen, without the top bar. The compare
 * page is listed both under /setup (the spec's list) and under /forms/management (its route).
 */
const BUILDER_PATHS = [
  '/articles/management/article/:id',
  '/forms/management/:id/edit',
  '/setup/fields/:id/*',
  '/profiles/:id/builder/*',
  '/setup/forms/:baseId/compare/:compareId',
  '/forms/management/form/:baseId/compare/:compareId',
  '/courses/management/course/:id/builder/*',
  '/applications/funnels/:id/builder',
  '/emails/email/:id',
  '/emails/templates/:id',
  '/emails/management/email/:id',
];

export function isTopBarHiddenPath(pathname: string): boolean {
  return BUILDER_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

export interface SectionTab {
  labelKey: string;
  to: string;
}

/**
 * Spec 1 §2.4: inside these sections the bar shows the section's single tab instead of the main
 * items. More specific prefixes come first (/articles/management before /articles).
 */
const SECTION_TABS: ReadonlyArray<SectionTab & { prefix: string }> = [
  { prefix: '/calendar', labelKey: 'sections.calendar', to: '/calendar' },
  { prefix: '/availability', labelKey: 'sections.availability', to: '/availability' },
  { prefix: '/articles/management', labelKey: 'sections.articles', to: '/articles/management' },
  { prefix: '/admin/configuration', labelKey: 'sections.settings', to: '/admin/configuration' },
  { prefix: '/account', labelKey: 'sections.account', to: '/account/settings' },
  { prefix: '/feedback', labelKey: 'sections.feedback', to: '/feedback/management' },
  { prefix: '/tasks', labelKey: 'sections.tasks', to: '/tasks' },
  { prefix: '/emails', labelKey: 'sections.emails', to: '/emails/management' },
  { prefix: '/forms', labelKey: 'sections.forms', to: '/forms/management' },
  { prefix: '/articles', labelKey: 'sections.articles', to: '/articles/management' },
  { prefix: '/admin', labelKey: 'sections.management', to: '/admin/tags' },
  { prefix: '/coaching', labelKey: 'sections.coaching', to: '/coaching' },
  { prefix: '/taxonomy', labelKey: 'sections.taxonomy', to: '/taxonomy/tags' },
];

export function sectionTabFor(pathname: string): SectionTab | undefined {
  const tab = SECTION_TABS.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return tab ? { labelKey: tab.labelKey, to: tab.to } : undefined;
}
