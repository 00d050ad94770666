import type { FeatureRoute } from '../../../app/features/types';

/** The page a reminder mail's link opens, signed in or not (slice of the metrics feature's publicRoutes). */
export const reportPublicRoutes: FeatureRoute[] = [
  {
    path: 'metrics/report/:token',
    titleKey: 'metrics:report.title',
    page: async () => ({ Component: (await import('./ReportPage')).ReportPage }),
  },
];
