import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';

/**
 * Spec 1 §2.9: the global search, a control of the top bar. Who gets it is GlobalSearch's to decide:
 * the organisation's side always, the startup side only with the plan's broadSearch.
 */
export const searchFeature: Feature = {
  id: 'search',
  namespace: 'search',
  topBarActions: [
    {
      id: 'search',
      order: 10,
      Component: lazyComponent(async () => (await import('./GlobalSearch')).GlobalSearch),
    },
  ],
};
