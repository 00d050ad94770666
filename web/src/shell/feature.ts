import type { Feature, FeatureRedirect } from '../app/features/types';
import { safeReturnPath } from '../modules/auth/paths';
import { externalSignInPath, usesSingleSignOn } from '../modules/auth/singleSignOn';
import { lazyComponent } from '../ui/lazyComponent';

const id = (value: string | undefined) => encodeURIComponent(value ?? '');

/**
 * Spec 1 §2.1–2.2: old links the product still honours. A target whose screen has not arrived
 * yet lands on the unknown-link page, which is what such a link shows today.
 */
const redirects: FeatureRedirect[] = [
  { path: 'calendar/sync', to: () => '/calendar' },
  { path: 'application/:id/show', to: (p) => `/application/${id(p.id)}/activities` },
  { path: 'application/overview', to: () => '/applications/overview' },
  { path: 'application/confirmation', to: () => '/account/application/confirmation' },
  // The only redirect that keeps the query string: links from calendar invitations carry state in it.
  { path: 'coaching/session/:startupId/:coachingId', to: (p, search) => `/coaching/session/${id(p.coachingId)}${search}` },
  { path: 'startup/timeline/:id', to: (p) => `/startup/${id(p.id)}/file/activities` },
  { path: 'startup/milestones/:id', to: (p) => `/startup/${id(p.id)}/file/milestones` },
  { path: 'startup/milestones/:id/plan/:planId', to: (p) => `/startup/${id(p.id)}/file/milestones` },
  { path: 'startup/:id/timeline', to: (p) => `/startup/${id(p.id)}/file/activities` },
  // Visitors and applicants see the application form here; everyone else manages applications.
  {
    path: 'application/new',
    public: true,
    when: ({ user }) => user !== null && user.roleType !== 'applicant',
    to: () => '/applications/overview',
  },
  // With single sign-on alone the password form has nothing to offer: sign-in starts at the provider.
  {
    path: 'login',
    public: true,
    when: ({ incubator }) => usesSingleSignOn(incubator),
    to: (_params, search) => externalSignInPath(safeReturnPath(new URLSearchParams(search).get('returnTo'))),
  },
  { path: 'forgotpassword', public: true, when: ({ incubator }) => usesSingleSignOn(incubator), to: () => '/login' },
];

/** The shell's own contribution: the redirects kept for old links, and the bulk operations' progress banner on every page. */
export const shellFeature: Feature = {
  id: 'shell',
  redirects,
  namespace: 'shell',
  frameOverlays: [{ id: 'batch-banner', Component: lazyComponent(async () => (await import('./batch/BatchBannerHost')).BatchBannerHost) }],
};
