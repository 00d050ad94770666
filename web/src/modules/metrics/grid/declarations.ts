import { IconTable } from '@tabler/icons-react';
import type { FeatureRoute, MenuDestination, SearchDestination } from '../../../app/features/types';

/** /startups/metrics/data-collection: METRICS/EDIT:VIEW (spec 1 §2.3) and the plan's dataCollection. */
export const gridRoutes: FeatureRoute[] = [
  {
    path: 'startups/metrics/data-collection',
    titleKey: 'metrics:grid.title',
    access: { permission: 'METRICS/EDIT:VIEW', flag: 'dataCollection' },
    page: async () => ({ Component: (await import('./DataCollectionPage')).DataCollectionPage }),
  },
];

export const gridMenu: MenuDestination[] = [{ name: 'startupsDataCollection', labelKey: 'metrics:grid.nav', icon: IconTable, path: '/startups/metrics/data-collection' }];

export const gridSearch: SearchDestination[] = [
  {
    menuName: 'startupsDataCollection',
    path: '/startups/metrics/data-collection',
    labelKey: 'metrics:grid.nav',
    descriptionKey: 'metrics:grid.searchDescription',
  },
];
