import { IconSchool, IconSettings } from '@tabler/icons-react';
import type { Feature } from '../../../app/features/types';
import { COURSE_PATHS } from '../shared/paths';

/**
 * /courses/management (spec 3 §2): the courses one manages, behind the plan's course flag. The page
 * lists what the server lets the viewer manage (course admins without COURSE:CREATE included), so
 * the route asks only for the flag. The sidebar's "Manage courses", its search destination, and the
 * Create menu's Course entry (spec 1 §2.10), which opens the creation dialog there.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'courses/management',
      titleKey: 'courses:management.title',
      access: { flag: 'course' },
      page: async () => ({ Component: (await import('./ManagementPage')).ManagementPage }),
    },
  ],
  menu: [{ name: 'coursesManagement', labelKey: 'courses:management.nav', icon: IconSettings, path: COURSE_PATHS.management }],
  search: [
    {
      menuName: 'coursesManagement',
      path: COURSE_PATHS.management,
      labelKey: 'courses:management.nav',
      descriptionKey: 'courses:management.searchDescription',
    },
  ],
  create: [{ id: 'course', labelKey: 'courses:management.create.entry', icon: IconSchool, permission: 'COURSE:CREATE', flag: 'course', to: COURSE_PATHS.management }],
};
