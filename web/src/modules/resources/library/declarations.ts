import { IconLibrary } from '@tabler/icons-react';
import type { Feature } from '../../../app/features/types';
import { TOP_NAV_RULES } from '../../../shell/topbar/topNavRules';
import { RESOURCE_PATHS } from '../shared/paths';

/**
 * The resource library (spec 1 §2.2, §2.4, §2.8–2.9; spec 3 §2), for everyone signed in: the
 * sections, a section's resources and an article's reading page; the sidebar's and top bar's
 * Resources item and its search destination.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    { path: 'resources', titleKey: 'resources:library.title', page: async () => ({ Component: (await import('./LibraryPage')).LibraryPage }) },
    { path: 'resources/section/:id/*', titleKey: 'resources:library.section', page: async () => ({ Component: (await import('./SectionPage')).SectionPage }) },
    { path: 'resources/internal/:id', titleKey: 'resources:article.title', page: async () => ({ Component: (await import('./ArticlePage')).ArticlePage }) },
  ],
  menu: [{ name: 'resources', labelKey: 'resources:nav.resources', icon: IconLibrary, path: RESOURCE_PATHS.library, topNav: TOP_NAV_RULES.resources }],
  search: [{ menuName: 'resources', path: RESOURCE_PATHS.library, labelKey: 'resources:nav.resources', descriptionKey: 'resources:search.library' }],
};
