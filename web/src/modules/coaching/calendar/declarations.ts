import type { Feature } from '../../../app/features/types';
import { lazyComponent } from '../../../ui/lazyComponent';

/**
 * The calendar part of coaching: /calendar (the section tab, the account menu's Calendar and the
 * top bar's button lead there), and /account/settings/integrations (User integration: the private
 * feed and outside calendars).
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'calendar',
      titleKey: 'calendar:title',
      // Spec 1 §2.5: everyone with meetings to attend, which excludes applicants.
      access: { forbiddenRoles: ['applicant'] },
      page: async () => ({ Component: (await import('./CalendarPage')).CalendarPage }),
    },
    {
      path: 'account/settings/integrations',
      titleKey: 'calendar:integrations.title',
      page: async () => ({ Component: (await import('./IntegrationsPage')).IntegrationsPage }),
    },
  ],
  // After search, Create, the bell and the tasks drawer (spec 1 §2.4).
  topBarActions: [{ id: 'calendar', order: 50, Component: lazyComponent(async () => (await import('./CalendarButton')).CalendarButton) }],
};
