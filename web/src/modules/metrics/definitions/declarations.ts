import { ORGANISATION_ADMINS } from '@seedbed/contracts/roles';
import type { FeatureRoute } from '../../../app/features/types';

/** The metrics tab of the organisation settings (/admin/configuration/metrics), for the metrics feature to list. */
export const definitionsRoutes: FeatureRoute[] = [
  {
    path: 'admin/configuration/metrics',
    titleKey: 'organisation:tabs.metrics',
    access: { roles: ORGANISATION_ADMINS, flag: 'dataCollection' },
    page: async () => ({ Component: (await import('./MetricsSettingsPage')).MetricsSettingsPage }),
  },
];
