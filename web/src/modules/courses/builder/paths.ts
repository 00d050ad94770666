import { COURSE_PATHS } from '../shared/paths';

/** The builder's own pages under /courses/management/course/:id/builder: the outline, the settings, a lesson's editor. */
export const BUILDER_PATHS = {
  outline: (courseId: string) => COURSE_PATHS.builder(courseId),
  settings: (courseId: string) => `${COURSE_PATHS.builder(courseId)}/settings`,
  lesson: (courseId: string, unitId: string) => `${COURSE_PATHS.builder(courseId)}/lesson/${encodeURIComponent(unitId)}`,
};

export const lessonEditorPath = BUILDER_PATHS.lesson;
