/**
 * Input schemas of courses (zod), checked by the server's changes and the web forms alike. Each
 * part of the feature keeps its schemas under a heading with its name.
 */
import { recordId, recordIds } from './schemas.ts';

/** An id of a course, lesson, cohort…; anything else is 'validation.invalid' on its field. */
export const courseId = recordId;
export const courseIds = recordIds;
