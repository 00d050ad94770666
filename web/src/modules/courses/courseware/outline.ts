import type { LessonState } from '@seedbed/contracts/courses';
import type { CoursewareCourse, OutlineLesson } from './graphql';

/** A lesson with its chapter, in reading order. */
export interface PlacedLesson {
  lesson: OutlineLesson;
  chapterTitle: string;
  /** Its place in the whole course, from 0. */
  index: number;
}

export const stateOf = (lesson: Pick<OutlineLesson, 'viewerProgress'>): LessonState => lesson.viewerProgress?.state ?? 'AVAILABLE';

/** Every lesson of the course in the order it is read: chapter by chapter. */
export function lessonsInOrder(course: Pick<CoursewareCourse, 'outline'>): PlacedLesson[] {
  return course.outline.flatMap((chapter) => chapter.units.map((lesson) => ({ lesson, chapterTitle: chapter.title }))).map((placed, index) => ({ ...placed, index }));
}

/**
 * Where "the courseware" opens: the lesson the learner was last on, else the first one open
 * (not locked, not yet done), else the first one not locked, else the first.
 */
export function startingLesson(course: CoursewareCourse): OutlineLesson | null {
  const lessons = lessonsInOrder(course).map((placed) => placed.lesson);
  const last = course.viewerEnrolment?.lastUnit?._id;
  const lastLesson = last ? lessons.find((lesson) => lesson._id === last) : undefined;
  if (lastLesson) return lastLesson;
  return lessons.find((lesson) => stateOf(lesson) === 'AVAILABLE') ?? lessons.find((lesson) => stateOf(lesson) !== 'LOCKED') ?? lessons[0] ?? null;
}

/** The lessons before and after one, none skipped (a locked next lesson is shown with its date). */
export function neighbours(lessons: readonly PlacedLesson[], unitId: string): { previous: PlacedLesson | null; next: PlacedLesson | null; current: PlacedLesson | null } {
  const at = lessons.findIndex((placed) => placed.lesson._id === unitId);
  if (at < 0) return { previous: null, next: null, current: null };
  return { previous: lessons[at - 1] ?? null, next: lessons[at + 1] ?? null, current: lessons[at] };
}

/** Whether every lesson is done, as the outline says (the enrolment's completedAt is the server's word for it). */
export const allCompleted = (lessons: readonly PlacedLesson[]) => lessons.length > 0 && lessons.every((placed) => stateOf(placed.lesson) === 'COMPLETED');
