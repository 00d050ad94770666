const course = (id: string) => `/courses/${encodeURIComponent(id)}`;
const managed = (id: string) => `/courses/management/course/${encodeURIComponent(id)}`;

/**
 * Every course address (spec 3 §2), the one place pages build links from: the catalogue, one's
 * courses, the course page and its courseware, and the staff's management list, builder and dashboard.
 */
export const COURSE_PATHS = {
  catalogue: '/courses',
  home: '/courses/home',
  management: '/courses/management',
  course,
  courseware: (id: string) => `${course(id)}/courseware`,
  lesson: (id: string, unitId: string) => `${course(id)}/courseware/${encodeURIComponent(unitId)}`,
  certificate: (id: string) => `${course(id)}/courseware/certificate`,
  builder: (id: string) => `${managed(id)}/builder`,
  dashboard: (id: string) => `${managed(id)}/dashboard`,
} as const;
