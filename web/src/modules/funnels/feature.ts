import { IconFilter, IconTimeline } from '@tabler/icons-react';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import type { Feature } from '../../app/features/types';
import { MANAGEMENT_PATH } from './paths';

/**
 * Application funnels (spec 3 §2–§3): the funnels' management and builder (public page, rounds,
 * evaluation settings, mails), the Create menu's Funnel entry, and the public programme pages.
 */
export const funnelsFeature: Feature = {
  id: 'funnels',
  namespace: 'funnels',
  routes: [
    {
      path: 'applications/funnels/management',
      titleKey: 'funnels:titles.management',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./management/FunnelsPage')).FunnelsPage }),
    },
    {
      path: 'applications/funnels/:id/builder',
      titleKey: 'funnels:titles.builder',
      access: { roles: STAFF_LIKE },
      hideTopBar: true,
      page: async () => ({ Component: (await import('./builder/BuilderPage')).BuilderPage }),
    },
  ],
  publicRoutes: [
    {
      path: 'apply/explore',
      titleKey: 'funnels:public.exploreTitle',
      page: async () => ({ Component: (await import('./public/ExplorePage')).ExplorePage }),
    },
    {
      path: 'apply/program/:slug',
      titleKey: 'funnels:public.programTitle',
      page: async () => ({ Component: (await import('./public/ProgramPage')).ProgramPage }),
    },
  ],
  menu: [{ name: 'funnelsManagement', labelKey: 'funnels:nav.funnels', icon: IconFilter, path: MANAGEMENT_PATH }],
  search: [{ menuName: 'funnelsManagement', path: MANAGEMENT_PATH, labelKey: 'funnels:search.label', descriptionKey: 'funnels:search.description' }],
  create: [{ id: 'funnel', labelKey: 'funnels:create.entry', icon: IconTimeline, permission: 'FUNNEL:CREATE', to: MANAGEMENT_PATH }],
};
