import { ORGANISATION_ADMINS } from '@seedbed/contracts/roles';
import type { Feature } from '../../app/features/types';

/**
 * Single sign-on with OpenID Connect (spec 1 §1, §2.1, §7): the organisation's providers in its
 * settings (admins, plan flag auth0), and the pages where a sign-in through one starts
 * (/auth/url, LinkedIn's /auth/linkedin) and returns (/auth/callback, /auth/linkedin/callback).
 * The sign-in page's buttons come from the
 * organisation's public loginProviders.
 */
export const signOnFeature: Feature = {
  id: 'signOn',
  namespace: 'sso',
  routes: [
    {
      path: 'admin/configuration/signon',
      titleKey: 'sso:settings.title',
      access: { roles: ORGANISATION_ADMINS, flag: 'auth0' },
      page: async () => ({ Component: (await import('./settings/SignOnPage')).SignOnPage }),
    },
  ],
  publicRoutes: [
    { path: 'auth/url', titleKey: 'sso:start.pageTitle', page: async () => ({ Component: (await import('./pages/SignOnStartPage')).SignOnStartPage }) },
    { path: 'auth/callback', titleKey: 'sso:callback.pageTitle', page: async () => ({ Component: (await import('./pages/SignOnCallbackPage')).SignOnCallbackPage }) },
    // LinkedIn's own way in and back (spec 3 §7): the organisation's LinkedIn provider.
    { path: 'auth/linkedin', titleKey: 'sso:start.pageTitle', page: async () => ({ Component: (await import('./pages/SignOnStartPage')).SignOnStartPage }) },
    {
      path: 'auth/linkedin/callback',
      titleKey: 'sso:callback.pageTitle',
      page: async () => ({ Component: (await import('./pages/SignOnCallbackPage')).SignOnCallbackPage }),
    },
  ],
};
