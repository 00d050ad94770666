import type { ServerModule } from '../server-module.ts';
import * as types from './types.ts';
import './access.ts';
import * as listsSchema from './lists-schema.ts';
import * as enrolmentSchema from './enrolment-schema.ts';
import { enrolmentEvents } from './enrolment-events.ts';
import * as lessonsSchema from './lessons-schema.ts';
import * as quizSchema from './quiz-schema.ts';
import * as handInSchema from './hand-in-schema.ts';
import { learningEvents } from './learning-events.ts';
import { submissionFileAccess } from './hand-in.ts';
import { coursePostReactions } from './course-posts.ts';
import { COURSE_REFERENCE, SUBMISSION_REFERENCE } from './repo.ts';
import * as recordsSchema from './records-schema.ts';
import * as outlineSchema from './outline-schema.ts';
import * as cohortsSchema from './cohorts-schema.ts';
import { recordsEvents } from './records-events.ts';
import { courseFileAccess } from './course-files.ts';
import * as dashboardSchema from './dashboard-schema.ts';
import * as reviewSchema from './review-schema.ts';
import { reviewEvents } from './review-events.ts';
import { reviewTaskReactions } from './review-tasks.ts';
import { cohortReportRoutes } from './cohort-report.ts';
import { courseCohortReportExportType } from './export-type.ts';

/**
 * Courses (spec 3 §2–§3): the catalogue and one's courses, courseware with lessons of every type
 * (articles, videos, quizzes graded against a quiz form's answer key, assignments and submissions
 * reviewed by the course staff), cohorts with drip release, the builder and the dashboard.
 */
export const coursesModule: ServerModule = {
  name: 'courses',
  schema: [types, listsSchema, enrolmentSchema, lessonsSchema, quizSchema, handInSchema, recordsSchema, outlineSchema, cohortsSchema, dashboardSchema, reviewSchema],
  events: { ...enrolmentEvents, ...learningEvents, ...recordsEvents, ...reviewEvents },
  fileAccess: { [SUBMISSION_REFERENCE]: submissionFileAccess, [COURSE_REFERENCE]: courseFileAccess },
  reactions: [coursePostReactions, reviewTaskReactions],
  // The course cohort report (GET /api/courses/cohorts/:id/report?format=csv|xlsx).
  routes: (app, services) => {
    cohortReportRoutes(app, services);
  },
  delivers: {
    flags: ['course'],
    permissions: ['COURSE:CREATE', 'COURSES:MANAGE'],
    notificationTypes: ['courseReviewed', 'courseReminder'],
  },
  exportTypes: [courseCohortReportExportType],
};
