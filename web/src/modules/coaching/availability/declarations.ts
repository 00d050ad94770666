import { STAFF_LIKE, STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import type { Feature } from '../../../app/features/types';
import { lazyComponent } from '../../../ui/lazyComponent';

/** Those whose time can be booked: the organisation's side (coaches, mentors, experts, staff, evaluators). */
const HOSTS = STAFF_LIKE.filter((role) => !isInGroup(role, STARTUP_SIDE));

/**
 * Availability and booking (spec 2 §4): /availability (the week at a glance, free times, date
 * exceptions), /availability/weekly (the weekly editor), /account/settings/coaching (coaching
 * preferences), and the booking dialog opened from a startup's coaching tab or a person's profile.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'availability',
      titleKey: 'availability:titles.overview',
      access: { roles: HOSTS },
      page: async () => ({ Component: (await import('./AvailabilityPage')).AvailabilityPage }),
    },
    {
      path: 'availability/weekly',
      titleKey: 'availability:titles.weekly',
      access: { roles: HOSTS },
      page: async () => ({ Component: (await import('./WeeklyPage')).WeeklyPage }),
    },
    {
      path: 'account/settings/coaching',
      titleKey: 'availability:titles.preferences',
      access: { roles: HOSTS },
      page: async () => ({ Component: (await import('./PreferencesPage')).PreferencesPage }),
    },
  ],
  frameOverlays: [{ id: 'coaching-booking-dialog', Component: lazyComponent(async () => (await import('./BookingDialogHost')).BookingDialogHost) }],
};
