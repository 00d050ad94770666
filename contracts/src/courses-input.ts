/**
 * Input schemas of courses (zod), checked by the server's changes and the web forms alike. Each
 * part of the feature keeps its schemas under a heading with its name.
 */
import { HAND_IN_BODY_MAX, HAND_IN_FILES_MAX } from './courses.ts';
import { instant, link, recordId, recordIds, refuse, type FieldIssue } from './schemas.ts';
import { LINK_MAX_LENGTH } from './validation.ts';
import { z } from './zod.ts';
import {
  ATTEMPTS_MAX,
  COHORT_NAME_MAX,
  COURSE_ADMINS_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_PROGRAMS_MAX,
  COURSE_STATUSES,
  COURSE_TITLE_MAX,
  ENROL_MAX,
  HAND_IN_MODES,
  LESSON_CONTENT_MAX,
  LESSON_MINUTES_MAX,
  LESSON_TITLE_MAX,
  LESSON_TYPES,
  LESSONS_MAX,
  OUTLINE_UNIT_TITLE_MAX,
  OUTLINE_UNITS_MAX,
  RELEASE_DAYS_MAX,
} from './courses.ts';
import { LEARNER_FILTERS, REVIEW_COMMENT_MAX, REVIEW_VERDICTS, SUBMISSION_STATUSES } from './courses.ts';

/** An id of a course, lesson, cohort…; anything else is 'validation.invalid' on its field. */
export const courseId = recordId;
export const courseIds = recordIds;

// ── enrolment ──
/** The longest search text of a course list. */
export const COURSE_SEARCH_MAX = 200;
/** A course list's filter: words of the title, a status, and (managers' list) the archived courses instead of the others. */
export const courseFilterSchema = () =>
  z.object({
    search: z.string('validation.invalid').trim().max(COURSE_SEARCH_MAX).nullish(),
    status: z.enum(COURSE_STATUSES, 'validation.invalid').nullish(),
    archived: z.boolean('validation.invalid').nullish(),
  });
export type CourseFilterInput = z.input<ReturnType<typeof courseFilterSchema>>;
/** The arguments of a course list that need checking, so that a failure names its field ('filter.search'). */
export const courseListArgsSchema = () => z.object({ filter: courseFilterSchema().nullish() });

/** Enrolling oneself in a course, or leaving it. */
export const courseEnrolmentSchema = () => z.object({ courseId: courseId() });
/**
 * Enrolling people in a cohort (the course's managers): people, and startups whose founders are
 * enrolled with them; at least one of either, at most ENROL_MAX people in all.
 */
export const enrolInCohortSchema = () =>
  z
    .object({
      cohortId: courseId(),
      userIds: courseIds(ENROL_MAX).nullish(),
      startupIds: courseIds(ENROL_MAX).nullish(),
    })
    .refine((input) => (input.userIds?.length ?? 0) + (input.startupIds?.length ?? 0) > 0, { path: ['userIds'], message: 'courses.enrolment.noPeople' });
/** Removing a learner from a course (its managers). */
export const removeEnrolmentSchema = () => z.object({ enrolmentId: courseId() });

// ── staff ──
/** The longest search text of the dashboard's lists. */
export const LEARNER_SEARCH_MAX = 200;
/** The most learners reminded by name at once. */
export const REMIND_MAX = 500;
/** The dashboard's learners of a cohort: who (LEARNER_FILTERS) and words of a name or address. */
export const learnerFilterSchema = () =>
  z.object({
    status: z.enum(LEARNER_FILTERS, 'validation.invalid').nullish(),
    search: z.string('validation.invalid').trim().max(LEARNER_SEARCH_MAX).nullish(),
  });
export type LearnerFilterInput = z.input<ReturnType<typeof learnerFilterSchema>>;
/** The queue of work handed in: by status, lesson and cohort. */
export const submissionFilterSchema = () =>
  z.object({
    status: z.enum(SUBMISSION_STATUSES, 'validation.invalid').nullish(),
    unitId: courseId().nullish(),
    cohortId: courseId().nullish(),
  });
export type SubmissionFilterInput = z.input<ReturnType<typeof submissionFilterSchema>>;
/**
 * A reviewer's verdict on work handed in: approved (the lesson is then complete) or sent back for
 * changes, which must say what to change; a grade from 0 to 100 if they give one; the comment is
 * plain text.
 */
export const gradeSubmissionSchema = () =>
  z
    .object({
      submissionId: courseId(),
      verdict: z.enum(REVIEW_VERDICTS, 'validation.invalid'),
      grade: z.number('validation.invalid').int('validation.invalid').min(0).max(100).nullish(),
      comment: z.string('validation.invalid').trim().max(REVIEW_COMMENT_MAX).nullish(),
    })
    .refine((input) => input.verdict !== 'CHANGES_REQUESTED' || Boolean(input.comment), { path: ['comment'], message: 'courses.staff.commentRequired' });
/** Reminding a cohort's learners: the enrolments chosen, or (none chosen) everyone behind. */
export const remindLearnersSchema = () => z.object({ cohortId: courseId(), enrolmentIds: courseIds(REMIND_MAX).nullish() });

// ── records ──
/**
 * An uploaded file as the attachments serve it (/api/files/{id}/{key}/{name}): a course's cover and
 * the pictures of its lessons are never another site's address, which would learn who opens them.
 * The server checks the file is the organisation's own.
 */
export const COURSE_FILE_ADDRESS = /^\/api\/files\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{10,100})\/[^\s\\"<>]*$/i;

const courseTitle = () => z.string('validation.invalid').trim().min(1, 'courses.records.titleRequired').max(COURSE_TITLE_MAX);
const whole = (min: number, max: number) => z.number('validation.invalid').int('validation.invalid').min(min).max(max);

/** createCourse: a draft with its title; the rest is set in the builder. */
export const createCourseSchema = () => z.object({ title: courseTitle() });

/** updateCourse: the course's settings (spec 3 §3 Course); only the fields sent change. */
export const courseChangesSchema = () =>
  z
    .object({
      title: courseTitle(),
      /** Rich text (HTML), sanitised when stored. */
      description: z.string('validation.invalid').max(COURSE_DESCRIPTION_MAX),
      cover: z
        .string('validation.invalid')
        .trim()
        .max(LINK_MAX_LENGTH)
        .nullable()
        .transform((value, ctx) => (!value ? null : COURSE_FILE_ADDRESS.test(value) ? value : refuse(ctx, { key: 'courses.records.fileInvalid' }))),
      isPublic: z.boolean('validation.invalid'),
      selfEnrolment: z.boolean('validation.invalid'),
      programIds: courseIds(COURSE_PROGRAMS_MAX),
      certificate: z.boolean('validation.invalid'),
    })
    .partial()
    .strict();
export type CourseChanges = z.output<ReturnType<typeof courseChangesSchema>>;

/** setCourseAdmins: the people who manage the course besides COURSES:MANAGE holders; at least one. */
export const courseAdminsSchema = () => z.object({ userIds: courseIds(COURSE_ADMINS_MAX).refine((list) => list.length > 0, 'courses.records.adminsRequired') });

/** archiveCourse: out of the lists (or back). */
export const archiveCourseSchema = () => z.object({ archived: z.boolean('validation.invalid') });

const chapterTitle = () => z.string('validation.invalid').trim().min(1, 'courses.records.chapterTitleRequired').max(OUTLINE_UNIT_TITLE_MAX);
const lessonTitle = () => z.string('validation.invalid').trim().min(1, 'courses.records.lessonTitleRequired').max(LESSON_TITLE_MAX);

/** createOutlineUnit / updateOutlineUnit: a chapter's title. */
export const outlineUnitSchema = () => z.object({ title: chapterTitle() });

/** reorderOutlineUnits: every chapter of the course, each once, in the new order. */
export const reorderOutlineUnitsSchema = () => z.object({ outlineUnitIds: z.array(courseId()).max(OUTLINE_UNITS_MAX) });

/** createCourseUnit: a lesson of a type, at the end of its chapter. */
export const createCourseUnitSchema = () => z.object({ type: z.enum(LESSON_TYPES, 'validation.invalid'), title: lessonTitle() });

/**
 * updateCourseUnit: a lesson's settings; only the fields sent change. A video is a link or an
 * uploaded file, not both; the form is a quiz-kind form for a QUIZ and a submission-kind form for a
 * SUBMISSION (LESSON_FORM_KIND), published (checked by the server).
 */
export const courseUnitChangesSchema = () =>
  z
    .object({
      title: lessonTitle(),
      /** Rich text (HTML): the article, or the instructions of the other types; sanitised when stored. */
      content: z.string('validation.invalid').max(LESSON_CONTENT_MAX),
      videoUrl: link(),
      videoAttachmentId: courseId().nullable(),
      formId: courseId().nullable(),
      passMark: whole(0, 100),
      attemptsAllowed: whole(1, ATTEMPTS_MAX).nullable(),
      handIn: z.enum(HAND_IN_MODES, 'validation.invalid'),
      releaseDays: whole(0, RELEASE_DAYS_MAX),
      minutes: whole(1, LESSON_MINUTES_MAX).nullable(),
    })
    .partial()
    .strict()
    .refine((input) => !(input.videoUrl && input.videoAttachmentId), { path: ['videoUrl'], message: 'courses.records.oneVideo' });
export type CourseUnitChanges = z.output<ReturnType<typeof courseUnitChangesSchema>>;

/** moveCourseUnit: a lesson to a place (from 0) in a chapter of the same course; past the end means last. */
export const moveCourseUnitSchema = () => z.object({ outlineUnitId: courseId(), position: whole(0, LESSONS_MAX) });

/** A cohort's fields (spec 3 §3): a name, when it starts (drip release counts from it), when it ends, its programme. */
const cohortFields = () => ({
  name: z.string('validation.invalid').trim().min(1, 'courses.records.cohortNameRequired').max(COHORT_NAME_MAX),
  startsAt: instant(),
  endsAt: instant().nullable(),
  programId: courseId().nullable(),
});

/** The cohort's end must come after its start, over what is known of both. */
export const cohortProblems = (values: { startsAt?: Date | null; endsAt?: Date | null }): FieldIssue[] =>
  values.startsAt && values.endsAt && values.endsAt <= values.startsAt ? [{ field: 'endsAt', key: 'courses.records.endBeforeStart' }] : [];

const withCohortRules = <T extends z.ZodType<{ startsAt?: Date | null; endsAt?: Date | null }>>(schema: T) =>
  schema.superRefine((input, ctx) => {
    for (const problem of cohortProblems(input)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.key, params: { key: problem.key } });
  });

/** createCohort: name and start required. */
export const cohortSchema = () =>
  withCohortRules(
    z
      .object({ ...cohortFields(), endsAt: cohortFields().endsAt.optional(), programId: cohortFields().programId.optional() })
      .strict()
      .transform((input) => ({ ...input, endsAt: input.endsAt ?? null, programId: input.programId ?? null })),
  );
/** updateCohort: only the fields sent change (the server checks the dates again with the stored ones). */
export const cohortChangesSchema = () => withCohortRules(z.object(cohortFields()).partial().strict());
export type CohortInput = z.output<ReturnType<typeof cohortSchema>>;
export type CohortChanges = z.output<ReturnType<typeof cohortChangesSchema>>;

// ── learning ──

/** The furthest a video position may be saved at: a day, more than any lesson lasts. */
export const LESSON_POSITION_MAX = 86_400;
/** How many questions one set of answers may name, before anything reads it. */
const ANSWERS_KEYS_MAX = 2000;

/** Answers to a quiz or a submission form: question id → value (checked against the form's version on the server). */
export const lessonAnswers = () =>
  z.record(z.string().max(100), z.unknown(), 'validation.invalid').refine((answers) => Object.keys(answers).length <= ANSWERS_KEYS_MAX, 'validation.invalid');

/** Where a learner stopped in a video, in whole seconds. */
export const lessonPositionSchema = () => z.object({ seconds: z.number('validation.invalid').int('validation.invalid').min(0).max(LESSON_POSITION_MAX) });

export const quizAnswersSchema = () => z.object({ answers: lessonAnswers() });

/**
 * Work handed in: an ASSIGNMENT's text (rich text) and files (the learner's own uploads), or a
 * SUBMISSION's form answers. Which part a lesson takes is the server's to check.
 */
export const handInSchema = () =>
  z.object({
    body: z.string('validation.invalid').max(HAND_IN_BODY_MAX).nullish(),
    attachmentIds: recordIds(HAND_IN_FILES_MAX).nullish(),
    answers: lessonAnswers().nullish(),
  });
