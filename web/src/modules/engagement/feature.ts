import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import type { Feature } from '../../app/features/types';

/**
 * The startup file's engagement-analytics tab (slot 120, plan flag engagementAnalytics): what each
 * founder and the team did over time. The server's rule: the programme's side of the file — a
 * staff-like role that sees the startup with STARTUP_FILE:VIEW (`editProfile` says so) — never the
 * startup's own founders.
 */
export const engagementFeature: Feature = {
  id: 'engagement',
  namespace: 'engagement',
  startupFileTabs: [
    {
      id: 'engagement-analytics',
      labelKey: 'engagement:tab',
      path: 'engagement-analytics',
      order: 120,
      flag: 'engagementAnalytics',
      viewerCan: 'editProfile',
      visible: ({ user, startupId }) => isInGroup(user.roleType, STAFF_LIKE) && !user.startupIds.includes(startupId),
      page: async () => ({ Component: (await import('./EngagementTab')).EngagementTab }),
    },
  ],
};
