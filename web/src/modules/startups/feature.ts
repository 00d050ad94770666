import { IconBuildingSkyscraper, IconBriefcase, IconCategory, IconRocket, IconSchool, IconSettings, IconUsersGroup } from '@tabler/icons-react';
import { STARTUP_MANAGERS, STARTUP_STAFF } from '@seedbed/contracts/menu';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import type { Feature } from '../../app/features/types';
import { TOP_NAV_RULES } from '../../shell/topbar/topNavRules';
import { myStartupsWidget } from './home/widget';

/**
 * The startups around the organisation (spec 1 §2.2–2.4, spec 2 §2): the list with its bulk
 * actions, their management, the programmes, the mentors and experts. The portfolio at /coaching
 * (the menu's "My portfolio") is the coaching feature's. The startup file (/startup/…) is a feature of its own.
 */
export const startupsFeature: Feature = {
  id: 'startups',
  namespace: 'startups',
  routes: [
    {
      path: 'startups',
      titleKey: 'startups:titles.list',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./list/StartupsPage')).StartupsPage }),
    },
    {
      path: 'startups/management',
      titleKey: 'startups:titles.management',
      access: { roles: STARTUP_STAFF },
      page: async () => ({ Component: (await import('./management/ManagementPage')).ManagementPage }),
    },
    {
      path: 'startups/programs',
      titleKey: 'startups:titles.programs',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./programs/ProgramsPage')).ProgramsPage }),
    },
    {
      path: 'startups/programs/:id',
      titleKey: 'startups:titles.program',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./programs/ProgramPage')).ProgramPage }),
    },
    {
      path: 'startups/mentors',
      titleKey: 'startups:titles.mentors',
      access: { roles: STARTUP_STAFF },
      page: async () => ({ Component: (await import('./mentors/MentorsPage')).MentorsPage }),
    },
  ],
  menu: [
    { name: 'startups', labelKey: 'startups:nav.startups', icon: IconRocket, path: '/startups', topNav: TOP_NAV_RULES.startups },
    { name: 'startupsManagement', labelKey: 'startups:nav.management', icon: IconSettings, path: '/startups/management' },
    { name: 'startupsPrograms', labelKey: 'startups:nav.programs', icon: IconSchool, path: '/startups/programs' },
    { name: 'startupsMentors', labelKey: 'startups:nav.mentors', icon: IconUsersGroup, path: '/startups/mentors' },
    { name: 'startupsPortfolio', labelKey: 'startups:nav.portfolio', icon: IconBriefcase, path: '/coaching' },
  ],
  search: [
    {
      menuName: 'startups',
      path: '/startups',
      labelKey: 'startups:search.label',
      descriptionKey: 'startups:search.description',
      subsections: [{ path: '/startups/programs', labelKey: 'startups:search.programs' }],
    },
  ],
  create: [
    { id: 'startup', labelKey: 'startups:create.startup', icon: IconBuildingSkyscraper, roles: STARTUP_MANAGERS, to: '/startups/management' },
    { id: 'program', labelKey: 'startups:create.program', icon: IconCategory, permission: 'PROGRAM:CREATE', to: '/startups/programs' },
  ],
  homeWidgets: [myStartupsWidget],
};
