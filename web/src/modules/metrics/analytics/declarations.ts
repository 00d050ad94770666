import { IconChartBar } from '@tabler/icons-react';
import type { FeatureRoute, MenuDestination, SearchDestination, StartupFileTab } from '../../../app/features/types';

/** /startups/analytics: the portfolio's charts, for METRICS/EDIT:VIEW holders (their startups only, the server's rule). */
export const analyticsRoutes: FeatureRoute[] = [
  {
    path: 'startups/analytics/*',
    titleKey: 'metrics:analytics.portfolio.title',
    access: { permission: 'METRICS/EDIT:VIEW', flag: 'dataCollection' },
    page: async () => ({ Component: (await import('./PortfolioAnalyticsPage')).PortfolioAnalyticsPage }),
  },
];

/**
 * The startup file's analytics tab (slot 50): the startup's own founders, and staff holding
 * METRICS/EDIT:VIEW (for ASSIGNED, the server answers NOT_FOUND on startups that are not theirs).
 */
export const analyticsTabs: StartupFileTab[] = [
  {
    id: 'analytics',
    labelKey: 'metrics:analytics.tab',
    path: 'analytics',
    order: 50,
    flag: 'dataCollection',
    visible: ({ user, startupId }) => user.startupIds.includes(startupId) || (user.permissions['METRICS/EDIT:VIEW'] ?? 'NONE') !== 'NONE',
    page: async () => ({ Component: (await import('./AnalyticsTab')).AnalyticsTab }),
  },
];

export const analyticsMenu: MenuDestination[] = [{ name: 'startupsAnalytics', labelKey: 'metrics:analytics.nav', icon: IconChartBar, path: '/startups/analytics' }];

export const analyticsSearch: SearchDestination[] = [
  {
    menuName: 'startupsAnalytics',
    path: '/startups/analytics',
    labelKey: 'metrics:analytics.nav',
    descriptionKey: 'metrics:analytics.searchDescription',
  },
];
