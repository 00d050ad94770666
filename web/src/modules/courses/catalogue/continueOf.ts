import { continuePath } from '../shared/continue';
import type { MyCourse } from './graphql';

/** Where a course in progress picks up: the lesson left unfinished, else the next open one. */
export const continueOf = (course: MyCourse) =>
  continuePath(
    course._id,
    course.viewerEnrolment?.lastUnit?._id,
    course.outline.flatMap((chapter) => chapter.units),
  );
