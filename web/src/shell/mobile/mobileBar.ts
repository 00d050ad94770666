import { matchPath } from 'react-router';
import type { RoleType } from '@seedbed/contracts/roles';

export type MobileEntryKey = 'portfolio' | 'events' | 'applications' | 'community' | 'account' | 'availability' | 'startupFile';

export interface MobileEntry {
  key: MobileEntryKey;
  path: string;
}

const STAFF: readonly RoleType[] = ['staff', 'coach', 'admin', 'admin&coach', 'subadmin'];
const EVERYONE = null;

interface Rule {
  key: MobileEntryKey;
  roles: readonly RoleType[] | typeof EVERYONE;
  path: (user: { _id: string; roleType: RoleType | null }) => string;
  /** Shown even before a feature registers the page (the profile is part of every account). */
  always?: boolean;
}

/** Spec 1 §2.7, in the spec's order. */
const RULES: readonly Rule[] = [
  { key: 'portfolio', roles: [...STAFF, 'mentor'], path: () => '/coaching' },
  { key: 'events', roles: EVERYONE, path: () => '/events' },
  { key: 'applications', roles: ['applicant'], path: () => '/applications-manager' },
  { key: 'applications', roles: STAFF, path: () => '/applications/overview' },
  { key: 'community', roles: ['cofounder', 'community_member'], path: () => '/community/search/people' },
  { key: 'account', roles: ['applicant'], path: (user) => `/profile/${encodeURIComponent(user._id)}`, always: true },
  { key: 'availability', roles: ['evaluator'], path: () => '/availability' },
  { key: 'startupFile', roles: ['cofounder'], path: () => '/startup/file' },
];

/** Spec 1 §2.7: pages where the bar would cover what the user is working on. */
const HIDDEN_ON = ['/coaching/session/:startupId/:coachingId', '/coaching/session/:coachingId', '/application/:id', '/application/:id/activities', '/application/:id/form'];

export function isMobileBarHiddenPath(pathname: string): boolean {
  return HIDDEN_ON.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * The mobile bar's entries for this user on this page: by role, and only for pages that exist.
 * No entries means no bar.
 */
export function mobileBarEntries(user: { _id: string; roleType: RoleType | null }, pathname: string, hasPage: (path: string) => boolean): MobileEntry[] {
  if (isMobileBarHiddenPath(pathname) || !user.roleType) return [];
  const role = user.roleType;
  return RULES.filter((rule) => rule.roles === EVERYONE || rule.roles.includes(role))
    .map((rule) => ({ key: rule.key, path: rule.path(user), always: rule.always }))
    .filter((entry) => entry.always || hasPage(entry.path))
    .map(({ key, path }) => ({ key, path }));
}
