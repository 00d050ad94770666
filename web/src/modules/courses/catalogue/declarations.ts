import { IconBooks, IconSchool } from '@tabler/icons-react';
import type { Feature } from '../../../app/features/types';
import { TOP_NAV_RULES } from '../../../shell/topbar/topNavRules';
import { COURSE_PATHS } from '../shared/paths';
import { continueLearningWidget } from './home/widget';

const course = { flag: 'course' } as const;

/**
 * The learners' side of courses (spec 3 §2, spec 1 §2.4, §2.8–2.9): the catalogue, one's own
 * courses and the course page, all behind the plan's course flag; the sidebar's Courses group
 * (the catalogue) with My courses, the top bar's Courses item, the search destinations, and the
 * home page's "Continue learning" card.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    { path: 'courses', titleKey: 'courses:titles.catalogue', access: course, page: async () => ({ Component: (await import('./CataloguePage')).CataloguePage }) },
    { path: 'courses/home', titleKey: 'courses:titles.home', access: course, page: async () => ({ Component: (await import('./MyCoursesPage')).MyCoursesPage }) },
    { path: 'courses/:id', titleKey: 'courses:titles.course', access: course, page: async () => ({ Component: (await import('./CoursePage')).CoursePage }) },
  ],
  menu: [
    {
      name: 'courses',
      labelKey: 'courses:nav.courses',
      entryLabelKey: 'courses:nav.catalogue',
      icon: IconSchool,
      path: COURSE_PATHS.catalogue,
      topNav: TOP_NAV_RULES.courses,
    },
    { name: 'coursesHome', labelKey: 'courses:nav.home', icon: IconBooks, path: COURSE_PATHS.home },
  ],
  search: [
    { menuName: 'courses', path: COURSE_PATHS.catalogue, labelKey: 'courses:search.catalogue.label', descriptionKey: 'courses:search.catalogue.description' },
    { menuName: 'coursesHome', path: COURSE_PATHS.home, labelKey: 'courses:search.home.label', descriptionKey: 'courses:search.home.description' },
  ],
  homeWidgets: [continueLearningWidget],
};
