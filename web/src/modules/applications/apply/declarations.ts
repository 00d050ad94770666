import { IconFileDescription } from '@tabler/icons-react';
import { STARTUP_SIDE } from '@seedbed/contracts/roles';
import type { Feature } from '../../../app/features/types';
import { TOP_NAV_RULES } from '../../../shell/topbar/topNavRules';
import { myApplicationsWidget } from './home/widget';

const confirmationPage = async () => ({ Component: (await import('./ConfirmationPage')).ConfirmationPage });

/**
 * Applying (spec 3 §2): a visitor's sign-up and the new application, the round forms with their
 * drafts, the confirmation page, the applicant's own applications and their home card.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  publicRoutes: [
    { path: 'application/new', titleKey: 'apply:titles.new', page: async () => ({ Component: (await import('./NewApplicationPage')).NewApplicationPage }) },
    {
      path: 'application/:applicationId/forms/:round/fill',
      titleKey: 'apply:titles.fill',
      page: async () => ({ Component: (await import('./FillRoundPage')).FillRoundPage }),
    },
    { path: 'account/confirmation', titleKey: 'apply:titles.confirmation', page: confirmationPage },
    // Where the old /application/confirmation leads (shell redirects).
    { path: 'account/application/confirmation', titleKey: 'apply:titles.confirmation', page: confirmationPage },
  ],
  routes: [
    {
      path: 'applications',
      titleKey: 'apply:titles.mine',
      access: { roles: STARTUP_SIDE },
      page: async () => ({ Component: (await import('./MyApplicationsPage')).MyApplicationsPage }),
    },
  ],
  // The applicants' mobile bar leads here (spec 1 §2.7).
  redirects: [{ path: 'applications-manager', to: () => '/applications' }],
  menu: [{ name: 'applications', labelKey: 'apply:nav.applications', icon: IconFileDescription, path: '/applications', topNav: TOP_NAV_RULES.applications }],
  homeWidgets: [myApplicationsWidget],
};
