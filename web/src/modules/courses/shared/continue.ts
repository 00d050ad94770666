import type { LessonState } from '@seedbed/contracts/courses';
import { COURSE_PATHS } from './paths';

interface LessonLike {
  _id: string;
  viewerProgress?: { state: LessonState } | null;
}

/**
 * Where "Continue" takes a learner: the lesson they were last in while it is unfinished, else the
 * first lesson open to them and not done, else that last lesson again; with none of these, the
 * courseware, which opens on its first lesson.
 */
export function continuePath(courseId: string, lastUnitId: string | null | undefined, lessons: readonly LessonLike[]): string {
  const stateOf = (id: string) => lessons.find((lesson) => lesson._id === id)?.viewerProgress?.state;
  if (lastUnitId && stateOf(lastUnitId) !== 'COMPLETED' && stateOf(lastUnitId) !== 'LOCKED') return COURSE_PATHS.lesson(courseId, lastUnitId);
  const open = lessons.find((lesson) => lesson.viewerProgress?.state === 'AVAILABLE');
  if (open) return COURSE_PATHS.lesson(courseId, open._id);
  if (lastUnitId) return COURSE_PATHS.lesson(courseId, lastUnitId);
  return COURSE_PATHS.courseware(courseId);
}
