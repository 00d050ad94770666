import { lazy } from 'react';
import { TASKS_ROLES } from '@seedbed/contracts/menu';
import { isInGroup } from '@seedbed/contracts/roles';
import type { HomeWidget } from '../../../app/features/types';

/** Today's tasks on the home page of the roles that have the tasks page (spec 1 §2.11's drawer, as a card). */
export const todayTasksWidget: HomeWidget = {
  id: 'todayTasks',
  order: 10,
  size: 'half',
  titleKey: 'home:widgets.todayTasks.title',
  Component: lazy(async () => ({ default: (await import('./TodayTasksWidget')).TodayTasksWidget })),
  visible: (user) => isInGroup(user.roleType, TASKS_ROLES),
};
