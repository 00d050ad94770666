import { lazy } from 'react';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import type { HomeWidget, ShellUser } from '../../../app/features/types';

/** Whoever sees a startup's timeline: the programme's side unless its role sees no startup, and the startups' own people. */
export const seesRecentActivity = (user: ShellUser) => user.startupVisibility !== 'NONE' && (isInGroup(user.roleType, STAFF_LIKE) || user.startupIds.length > 0);

/** The latest posts on the timelines of the startups the viewer sees. */
export const recentActivityWidget: HomeWidget = {
  id: 'recentActivity',
  order: 30,
  size: 'full',
  titleKey: 'home:widgets.recentActivity.title',
  Component: lazy(async () => ({ default: (await import('./RecentActivityWidget')).RecentActivityWidget })),
  visible: seesRecentActivity,
};
