import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';

/** Spec 1 §2.10: the Create menu of the top bar; its entries come from the features' `create`. */
export const createFeature: Feature = {
  id: 'create',
  namespace: 'create',
  topBarActions: [{ id: 'create', order: 20, Component: lazyComponent(async () => (await import('./TopBarCreateMenu')).TopBarCreateMenu) }],
};
