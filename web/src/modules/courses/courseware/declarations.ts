import type { Feature } from '../../../app/features/types';

const coursewarePage = async () => ({ Component: (await import('./CoursewarePage')).CoursewarePage });

/**
 * The courseware (spec 3 §2): a course's lessons read one by one beside its outline, and the
 * certificate once it is completed. Open to anyone on a plan with courses; the course itself
 * decides (enrolled learners and its managers), as the server does.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    { path: 'courses/:id/courseware', titleKey: 'courseware:titles.courseware', access: { flag: 'course' }, page: coursewarePage },
    {
      path: 'courses/:id/courseware/certificate',
      titleKey: 'courseware:titles.certificate',
      access: { flag: 'course' },
      page: async () => ({ Component: (await import('./certificate/CertificatePage')).CertificatePage }),
    },
    { path: 'courses/:id/courseware/:unitId', titleKey: 'courseware:titles.courseware', access: { flag: 'course' }, page: coursewarePage },
  ],
};
