import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { forms, formSubmissions } from './forms.ts';
import { startups } from './programs.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * A course (spec 3 §3 Course): `status` DRAFT or PUBLISHED; learners only ever see published,
 * unarchived courses. Who may learn: everyone signed in when `is_public` (a public course), the
 * founders of startups in `program_ids`, and whoever is enrolled in one of its cohorts. With
 * `self_enrolment` those who may see it enrol themselves; otherwise the course staff enrol them.
 * `unit_count` counts its lessons (course_units), kept in the same transaction as they are added
 * and removed, so that progress is a ratio without counting lessons on every read.
 */
export const courses = pgTable(
  'courses',
  {
    ...tenantColumns(),
    title: text('title').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    /** Address of an uploaded image (an attachment's file URL). */
    cover: text('cover'),
    status: text('status').notNull().default('DRAFT'),
    isPublic: boolean('is_public').notNull().default(false),
    selfEnrolment: boolean('self_enrolment').notNull().default(true),
    programIds: uuid('program_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** A printable certificate is offered once every lesson is complete. */
    certificate: boolean('certificate').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    unitCount: integer('unit_count').notNull().default(0),
    createdBy: uuid('created_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    // The catalogue and the management list: by status, newest first.
    index('courses_status_idx').on(t.incubatorId, t.status, t.createdAt, t.id).where(sql`NOT ${t.isArchived}`),
    index('courses_creator_idx').on(t.incubatorId, t.createdBy, t.createdAt, t.id),
  ],
);

/** A course's administrators: its creator and whoever they add. They always manage the course (COURSES:MANAGE on its id). */
export const courseAdmins = pgTable(
  'course_admins',
  {
    incubatorId: uuid('incubator_id').notNull(),
    courseId: uuid('course_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.courseId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.courseId], foreignColumns: [courses.incubatorId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('course_admins_user_idx').on(t.incubatorId, t.userId, t.courseId),
  ],
);

/** An outline unit: a chapter of the course holding lessons, in `position` order. */
export const courseOutlineUnits = pgTable(
  'course_outline_units',
  {
    ...tenantColumns(),
    courseId: uuid('course_id').notNull(),
    title: text('title').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.courseId], foreignColumns: [courses.incubatorId, courses.id] }).onDelete('cascade'),
    index('course_outline_units_course_idx').on(t.incubatorId, t.courseId, t.position),
  ],
);

/**
 * A course unit, i.e. a lesson (spec 3 §3 lesson types: ARTICLE, ASSIGNMENT, QUIZ, SUBMISSION,
 * VIDEO), in `position` order within its outline unit. `content` is sanitised HTML: the article,
 * or the instructions of the other types. VIDEO: `video_url` (a link) or `video_attachment_id` (an
 * uploaded file, streamed with range requests). QUIZ: `form_id` a quiz-kind form whose options
 * carry the answer key, `pass_mark` in percent, `attempts_allowed` (null: no limit). SUBMISSION:
 * `form_id` a submission-kind form. ASSIGNMENT and SUBMISSION: `hand_in` PERSON (each founder) or
 * STARTUP (once for the whole startup). `release_days`: drip release, days after the cohort's
 * start.
 */
export const courseUnits = pgTable(
  'course_units',
  {
    ...tenantColumns(),
    courseId: uuid('course_id').notNull(),
    outlineUnitId: uuid('outline_unit_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    position: integer('position').notNull().default(0),
    content: text('content').notNull().default(''),
    videoUrl: text('video_url'),
    videoAttachmentId: uuid('video_attachment_id'),
    formId: uuid('form_id'),
    passMark: integer('pass_mark').notNull().default(70),
    attemptsAllowed: integer('attempts_allowed'),
    handIn: text('hand_in').notNull().default('PERSON'),
    releaseDays: integer('release_days').notNull().default(0),
    minutes: integer('minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.courseId], foreignColumns: [courses.incubatorId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.outlineUnitId], foreignColumns: [courseOutlineUnits.incubatorId, courseOutlineUnits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('restrict'),
    index('course_units_course_idx').on(t.incubatorId, t.courseId, t.outlineUnitId, t.position),
  ],
);

/**
 * A cohort: people taking the course together from `starts_at` (drip release counts from it) to
 * `ends_at`. `program_id`: the cohort of a programme (its startups' founders are offered it).
 * `learner_count` and `completed_count` are kept with the enrolments.
 */
export const courseCohorts = pgTable(
  'course_cohorts',
  {
    ...tenantColumns(),
    courseId: uuid('course_id').notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    programId: uuid('program_id'),
    learnerCount: integer('learner_count').notNull().default(0),
    completedCount: integer('completed_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.courseId], foreignColumns: [courses.incubatorId, courses.id] }).onDelete('cascade'),
    index('course_cohorts_course_idx').on(t.incubatorId, t.courseId, t.startsAt, t.id),
  ],
);

/**
 * A learner's place in a course: one per person and course, in one cohort. `startup_id`: the
 * startup they learn for (hand-ins for the whole startup, the timeline). `completed_units` counts
 * their completed lessons (kept with course_progress) so that the dashboard reads progress from
 * this row alone; `completed_at` when it reached the course's unit count. `last_unit_id` is where
 * "continue" leads.
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    ...tenantColumns(),
    courseId: uuid('course_id').notNull(),
    cohortId: uuid('cohort_id').notNull(),
    userId: uuid('user_id').notNull(),
    startupId: uuid('startup_id'),
    completedUnits: integer('completed_units').notNull().default(0),
    lastUnitId: uuid('last_unit_id'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the latest "you are falling behind" reminder went out. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    enrolledBy: uuid('enrolled_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.courseId], foreignColumns: [courses.incubatorId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.cohortId], foreignColumns: [courseCohorts.incubatorId, courseCohorts.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('set null'),
    uniqueIndex('course_enrolments_person_idx').on(t.incubatorId, t.courseId, t.userId),
    // The dashboard's learners of a cohort, and "my courses".
    index('course_enrolments_cohort_idx').on(t.incubatorId, t.cohortId, t.id),
    index('course_enrolments_user_idx').on(t.incubatorId, t.userId, t.lastActivityAt, t.id),
  ],
);

/**
 * One learner's progress on one lesson: started (`position_seconds` of a video) and completed.
 * `cohort_id` is copied so that a cohort's completion per lesson is one index range.
 */
export const courseProgress = pgTable(
  'course_progress',
  {
    incubatorId: uuid('incubator_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id').notNull(),
    cohortId: uuid('cohort_id').notNull(),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.unitId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.unitId], foreignColumns: [courseUnits.incubatorId, courseUnits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('course_progress_learner_idx').on(t.incubatorId, t.courseId, t.userId),
    index('course_progress_cohort_idx').on(t.incubatorId, t.cohortId, t.unitId).where(sql`${t.completedAt} IS NOT NULL`),
    // A learner's completed lessons over time (a startup's engagement analytics).
    index('course_progress_user_completed_idx').on(t.incubatorId, t.userId, t.completedAt).where(sql`${t.completedAt} IS NOT NULL`),
  ],
);

/** An attempt at a quiz: its answers (a form submission of the quiz's form), the score in percent, passed or not. */
export const courseQuizAttempts = pgTable(
  'course_quiz_attempts',
  {
    ...tenantColumns(),
    courseId: uuid('course_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    userId: uuid('user_id').notNull(),
    cohortId: uuid('cohort_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    attempt: integer('attempt').notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.unitId], foreignColumns: [courseUnits.incubatorId, courseUnits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.submissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('cascade'),
    uniqueIndex('course_quiz_attempts_number_idx').on(t.incubatorId, t.unitId, t.userId, t.attempt),
    index('course_quiz_attempts_cohort_idx').on(t.incubatorId, t.unitId, t.cohortId),
  ],
);

/**
 * Work handed in for an ASSIGNMENT (`body` sanitised HTML and files with reference kind
 * 'courseSubmission') or a SUBMISSION (`form_submission_id`), by a person or, when the lesson says
 * STARTUP, once for their startup (`startup_id`; any of its founders may hand in again). `status`
 * SUBMITTED, CHANGES_REQUESTED or APPROVED; the review's `grade` (0–100, optional) and comment.
 */
export const courseSubmissions = pgTable(
  'course_submissions',
  {
    ...tenantColumns(),
    courseId: uuid('course_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    cohortId: uuid('cohort_id').notNull(),
    userId: uuid('user_id').notNull(),
    startupId: uuid('startup_id'),
    body: text('body').notNull().default(''),
    formSubmissionId: uuid('form_submission_id'),
    status: text('status').notNull().default('SUBMITTED'),
    grade: integer('grade'),
    reviewComment: text('review_comment'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.unitId], foreignColumns: [courseUnits.incubatorId, courseUnits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.formSubmissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('set null'),
    // One hand-in per person, or per startup, and lesson.
    uniqueIndex('course_submissions_person_idx').on(t.incubatorId, t.unitId, t.userId).where(sql`${t.startupId} IS NULL`),
    uniqueIndex('course_submissions_startup_idx').on(t.incubatorId, t.unitId, t.startupId).where(sql`${t.startupId} IS NOT NULL`),
    // The dashboard's queue to review, oldest first.
    index('course_submissions_review_idx').on(t.incubatorId, t.courseId, t.status, t.submittedAt, t.id),
  ],
);
