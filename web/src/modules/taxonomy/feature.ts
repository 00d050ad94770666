import {
  IconCalendarEvent,
  IconClipboardCheck,
  IconFileText,
  IconInbox,
  IconRocket,
  IconSchool,
  IconTag,
  IconTags,
  IconUser,
  IconUserStar,
  IconUsersGroup,
} from '@tabler/icons-react';
import { TAG_PAGES, tagEditorRule, type TagPage } from '@seedbed/contracts/taxonomy';
import type { Feature, FeatureRoute, MenuDestination } from '../../app/features/types';
import { TAXONOMY_PATH, tagPagePath } from './tagPages';

const ICONS: Record<string, MenuDestination['icon']> = {
  user: IconUser,
  event: IconCalendarEvent,
  forms: IconFileText,
  mentortag: IconUserStar,
  startup: IconRocket,
  community: IconUsersGroup,
  application: IconInbox,
  other: IconTag,
  skills: IconSchool,
  topic: IconClipboardCheck,
};

const page = async () => ({ Component: (await import('./TagsPage')).TagsPage });

/** One route per page, so that each has its title and its guard (evaluation criteria: their own key and plan flag). */
const tagRoute = (tagPage: TagPage): FeatureRoute => {
  const { view, flag } = tagEditorRule(tagPage.categories[0]);
  return { path: `taxonomy/tags/${tagPage.slug}`, titleKey: `taxonomy:pages.${tagPage.slug}.title`, access: { permission: view, flag }, page };
};

const slugOf = (rest: string | undefined) => encodeURIComponent((rest ?? '').split('/')[0]);

/**
 * The taxonomy (spec 1 §2.2, §2.8; spec 3 §2): a page of tags per category under /taxonomy/tags,
 * all drawn by one lazily loaded page; /admin/tags/* and the old /setup/tags/* lead there.
 */
export const taxonomyFeature: Feature = {
  id: 'taxonomy',
  namespace: 'taxonomy',
  routes: [
    { path: 'taxonomy/tags', titleKey: 'taxonomy:nav.taxonomy', page: async () => ({ Component: (await import('./TaxonomyIndex')).TaxonomyIndex }) },
    ...TAG_PAGES.map(tagRoute),
  ],
  redirects: [
    { path: 'admin/tags/*', to: (p) => (slugOf(p['*']) ? `${TAXONOMY_PATH}/${slugOf(p['*'])}` : TAXONOMY_PATH) },
    { path: 'setup/tags/:slug', to: (p) => `${TAXONOMY_PATH}/${slugOf(p.slug)}` },
    { path: 'setup/industries', to: () => '/admin/configuration/industries' },
  ],
  menu: [
    { name: 'taxonomy', labelKey: 'taxonomy:nav.taxonomy', icon: IconTags, path: TAXONOMY_PATH },
    ...TAG_PAGES.map((tagPage) => ({ name: tagPage.menuName, labelKey: `taxonomy:pages.${tagPage.slug}.nav`, icon: ICONS[tagPage.slug], path: tagPagePath(tagPage) })),
  ],
  search: [
    {
      menuName: 'taxonomy',
      path: TAXONOMY_PATH,
      labelKey: 'taxonomy:search.label',
      descriptionKey: 'taxonomy:search.description',
      subsections: TAG_PAGES.map((tagPage) => ({ path: tagPagePath(tagPage), labelKey: `taxonomy:pages.${tagPage.slug}.title` })),
    },
  ],
};
