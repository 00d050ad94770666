import { isInGroup, STAFF_LIKE, STARTUP_SIDE } from '@seedbed/contracts/roles';
import type { ShellUser, TopNavRule } from '../../app/features/types';

const FOUNDER_SIDE = ['cofounder', 'community_member'] as const;
const noAccess = (visibility: string | null) => visibility?.toLowerCase() === 'none';

/**
 * Spec 1 §2.4's rules for the top bar's items, ready for the features that bring each destination:
 * `menu: [{ name: 'applications', …, topNav: TOP_NAV_RULES.applications }]`. Kept here so the bar's
 * order and role rules stay in one place.
 */
export const TOP_NAV_RULES = {
  applications: {
    order: 10,
    pathFor: (user: ShellUser) => (isInGroup(user.roleType, STARTUP_SIDE) ? '/applications' : '/applications/overview'),
  },
  /** Labelled with the startup term; founders go to their own (first) startup's file. */
  startups: {
    order: 20,
    startupTerm: true,
    pathFor: (user: ShellUser) => {
      if (isInGroup(user.roleType, STAFF_LIKE)) return '/startups';
      if (isInGroup(user.roleType, FOUNDER_SIDE) && user.startupIds[0]) return `/startup/${encodeURIComponent(user.startupIds[0])}/file/activities`;
      return null;
    },
  },
  community: {
    order: 30,
    roles: STAFF_LIKE,
    pathFor: (user: ShellUser) => (noAccess(user.userVisibility) && noAccess(user.startupVisibility) ? null : '/community'),
  },
  /** People search for those outside staff who may book meetings from a profile. */
  communityPeople: {
    order: 31,
    pathFor: (user: ShellUser) => (!isInGroup(user.roleType, STAFF_LIKE) && user.permissions['COACHING_MEETING:SCHEDULING'] ? '/community/search/people' : null),
  },
  courses: { order: 40, flag: 'course' },
  resources: { order: 50 },
  events: { order: 60 },
} satisfies Record<string, TopNavRule>;
