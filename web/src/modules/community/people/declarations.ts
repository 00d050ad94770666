import { IconChartBar, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import { STARTUP_STAFF } from '@seedbed/contracts/menu';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import type { Feature } from '../../../app/features/types';
import { COMMUNITY_PATHS } from '../shared/paths';

/**
 * The staff's side of the community: assigning mentors, experts and coaches to startups in bulk,
 * the people profile form (a page of the profiles feature, listed here in the community's menu)
 * and the community in numbers.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'community/people/assignation',
      titleKey: 'communityPeople:titles.assignation',
      access: { roles: STARTUP_STAFF },
      page: async () => ({ Component: (await import('./assignation/AssignationPage')).AssignationPage }),
    },
    {
      path: 'community/people/analytics',
      titleKey: 'communityPeople:titles.analytics',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./analytics/AnalyticsPage')).AnalyticsPage }),
    },
  ],
  menu: [
    { name: 'communityAssignation', labelKey: 'communityPeople:nav.assignation', icon: IconUsersGroup, path: COMMUNITY_PATHS.assignation },
    { name: 'communityPeopleProfile', labelKey: 'communityPeople:nav.peopleProfile', icon: IconUserCircle, path: '/community/people/profile' },
    { name: 'communityAnalytics', labelKey: 'communityPeople:nav.analytics', icon: IconChartBar, path: COMMUNITY_PATHS.analytics },
  ],
};
