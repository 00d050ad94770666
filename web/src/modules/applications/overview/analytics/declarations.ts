import { IconChartHistogram } from '@tabler/icons-react';
import type { Feature } from '../../../../app/features/types';

const PATH = '/applications/analytics';

/**
 * The applications dashboard's contribution to the applications feature (see ../../feature.ts):
 * /applications/analytics for APPLICATION_DASHBOARD holders on plans with applicationsDashboard
 * (a funnel's administrators reach it through the same permission's route; the server also lets
 * them read their own funnels), the sidebar's 'applicationsAnalytics' and its search entry.
 */
export const analyticsDeclarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'applications/analytics',
      titleKey: 'applications:analytics.title',
      access: { permission: 'APPLICATION_DASHBOARD', flag: 'applicationsDashboard' },
      page: async () => ({ Component: (await import('./AnalyticsPage')).AnalyticsPage }),
    },
  ],
  menu: [{ name: 'applicationsAnalytics', labelKey: 'applications:analytics.nav', icon: IconChartHistogram, path: PATH }],
  search: [
    {
      menuName: 'applicationsAnalytics',
      path: PATH,
      labelKey: 'applications:analytics.nav',
      descriptionKey: 'applications:analytics.searchDescription',
    },
  ],
};
