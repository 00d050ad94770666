import type { Feature } from '../../app/features/types';

/**
 * Application funnels (spec 3 §2–§3): the funnels' management and builder (public page, rounds,
 * evaluation settings, mails), the Create menu's Funnel entry, and the public programme pages.
 */
export const funnelsFeature: Feature = {
  id: 'funnels',
  namespace: 'funnels',
};
