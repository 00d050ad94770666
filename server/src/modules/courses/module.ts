import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';
import './access.ts';

/**
 * Courses (spec 3 §2–§3): the catalogue and one's courses, courseware with lessons of every type
 * (articles, videos, quizzes graded against a quiz form's answer key, assignments and submissions
 * reviewed by the course staff), cohorts with drip release, the builder and the dashboard.
 */
export const coursesModule: ServerModule = {
  name: 'courses',
  schema: [types],
  delivers: {
    flags: ['course'],
    permissions: ['COURSE:CREATE', 'COURSES:MANAGE'],
  },
};
