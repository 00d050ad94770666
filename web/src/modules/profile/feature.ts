import type { Feature } from '../../app/features/types';

/** Spec 1 §2.2: /profile (one's own) and /profile/:id/* with its default, timeline and feedback tabs. */
export const profileFeature: Feature = {
  id: 'profile',
  namespace: 'profile',
  routes: [
    { path: 'profile', titleKey: 'profile:pageTitle', page: async () => ({ Component: (await import('./OwnProfilePage')).OwnProfilePage }) },
    { path: 'profile/:id/*', titleKey: 'profile:pageTitle', page: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }) },
  ],
};
