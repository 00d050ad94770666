import { lazy } from 'react';
import { STAFF_LIKE, isInGroup, type RoleType } from '@seedbed/contracts/roles';
import type { HomeWidget, ShellUser } from '../../../app/features/types';

/** Those whose own startups the home page lists: the startup's people. */
const FOUNDER_SIDE: readonly RoleType[] = ['cofounder', 'founder', 'community_member'];

/** The programme's side sees the startups it works on, unless its role sees no startup at all. */
export const seesMyStartups = (user: ShellUser) => (isInGroup(user.roleType, STAFF_LIKE) && user.startupVisibility !== 'NONE') || isInGroup(user.roleType, FOUNDER_SIDE);

/** "My startups" on the home page: the startups one is assigned to, or one's own. */
export const myStartupsWidget: HomeWidget = {
  id: 'myStartups',
  order: 20,
  size: 'half',
  titleKey: 'home:widgets.myStartups.title',
  Component: lazy(async () => ({ default: (await import('./MyStartupsWidget')).MyStartupsWidget })),
  visible: seesMyStartups,
};
