import type { Feature } from '../../../app/features/types';

/**
 * A course's dashboard (spec 3 §2): cohorts, learners, lessons and quiz results, submissions to
 * review; for those who manage the course — COURSES:MANAGE, or the course's own administrators,
 * whom the server grants the key on that course (recordParam).
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'courses/management/course/:courseId/dashboard/*',
      titleKey: 'courseDashboard:pageTitle',
      access: { flag: 'course', permission: 'COURSES:MANAGE', recordParam: 'courseId' },
      page: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
    },
  ],
};
