import type { Feature } from '../../../app/features/types';

/**
 * The course builder (spec 3 §2): /courses/management/course/:id/builder/*, without the top bar,
 * for those who manage the course (COURSES:MANAGE on its id: the key's holders and its admins).
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'courses/management/course/:id/builder/*',
      titleKey: 'courseBuilder:pageTitle',
      access: { flag: 'course', permission: 'COURSES:MANAGE', recordParam: 'id' },
      hideTopBar: true,
      page: async () => ({ Component: (await import('./BuilderPage')).BuilderPage }),
    },
  ],
};
