import { IconLayoutList } from '@tabler/icons-react';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import type { Feature } from '../../../app/features/types';

/** This part's contribution to the applications feature (see ../feature.ts): the staff overview. */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'applications/overview',
      titleKey: 'applications:overview.title',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./OverviewPage')).OverviewPage }),
    },
  ],
  menu: [{ name: 'applicationsOverview', labelKey: 'applications:overview.nav', icon: IconLayoutList, path: '/applications/overview' }],
  search: [
    {
      menuName: 'applicationsOverview',
      path: '/applications/overview',
      labelKey: 'applications:overview.search.label',
      descriptionKey: 'applications:overview.search.description',
    },
  ],
};
