import { PORTFOLIO_ROLES } from '@seedbed/contracts/menu';
import { ORGANISATION_ADMINS } from '@seedbed/contracts/roles';
import type { Feature } from '../../../app/features/types';

/** This part's contribution to the coaching feature (see ../feature.ts): the portfolio and mentor matching. */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'coaching',
      titleKey: 'mentorMatching:portfolio.pageTitle',
      access: { roles: PORTFOLIO_ROLES },
      page: async () => ({ Component: (await import('./PortfolioPage')).PortfolioPage }),
    },
    {
      path: 'admin/configuration/mentormatching',
      titleKey: 'organisation:tabs.mentormatching',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./MentorMatchingPage')).MentorMatchingPage }),
    },
  ],
};
