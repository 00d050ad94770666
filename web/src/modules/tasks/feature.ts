import { IconChecklist, IconListCheck, IconUsers, IconBuildingSkyscraper } from '@tabler/icons-react';
import { TASKS_ROLES } from '@seedbed/contracts/menu';
import { STAFF_LIKE } from '@seedbed/contracts/roles';
import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';
import { todayTasksWidget } from './home/widget';

/**
 * Tasks (spec 1 §2.3, §2.8–2.11, §4): the person's own tasks at /tasks, everyone's by person and
 * by startup for the organisation's side, the Create entry, the today's-tasks drawer of the top
 * bar and the task dialog, which any screen opens.
 */
export const tasksFeature: Feature = {
  id: 'tasks',
  namespace: 'tasks',
  routes: [
    {
      path: 'tasks',
      titleKey: 'tasks:titles.mine',
      access: { roles: TASKS_ROLES },
      page: async () => ({ Component: (await import('./pages/MyTasksPage')).MyTasksPage }),
    },
    {
      path: 'tasks/users',
      titleKey: 'tasks:titles.people',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./pages/PeopleTasksPage')).PeopleTasksPage }),
    },
    {
      path: 'tasks/startups',
      titleKey: 'tasks:titles.startups',
      access: { roles: STAFF_LIKE },
      page: async () => ({ Component: (await import('./pages/StartupsTasksPage')).StartupsTasksPage }),
    },
  ],
  menu: [
    { name: 'tasks', labelKey: 'tasks:nav.tasks', icon: IconListCheck, path: '/tasks' },
    { name: 'tasksUsers', labelKey: 'tasks:nav.people', icon: IconUsers, path: '/tasks/users' },
    { name: 'tasksStartups', labelKey: 'tasks:nav.startups', icon: IconBuildingSkyscraper, path: '/tasks/startups' },
  ],
  search: [
    {
      menuName: 'tasks',
      path: '/tasks',
      labelKey: 'tasks:search.label',
      descriptionKey: 'tasks:search.description',
      subsections: [
        { path: '/tasks/users', labelKey: 'tasks:titles.people' },
        { path: '/tasks/startups', labelKey: 'tasks:titles.startups' },
      ],
    },
  ],
  create: [{ id: 'task', labelKey: 'tasks:create.entry', icon: IconChecklist, permission: 'TASK/TASK:DELETE', to: '/tasks' }],
  topBarActions: [{ id: 'tasks', order: 40, Component: lazyComponent(async () => (await import('./drawer/TasksDrawerButton')).TasksDrawerButton) }],
  frameOverlays: [{ id: 'task-dialog', Component: lazyComponent(async () => (await import('./dialog/TaskDialogHost')).TaskDialogHost) }],
  homeWidgets: [todayTasksWidget],
};
