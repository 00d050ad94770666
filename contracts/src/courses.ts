import type { Answers, Question, QuestionType } from './forms.ts';
import { allOptions, answerOf, MULTI_CHOICE_TYPES, SINGLE_CHOICE_TYPES } from './forms.ts';

/**
 * Courses (spec 3 §2–§3): courses and public courses, their cohorts, outline units (chapters)
 * holding course units (lessons), learners' progress, quizzes graded against the answer key of a
 * quiz-kind form, and work handed in for review. Input schemas (zod) are in courses-input.ts.
 */

export const COURSE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Spec 3 §3 course lesson types. */
export const LESSON_TYPES = ['ARTICLE', 'ASSIGNMENT', 'QUIZ', 'SUBMISSION', 'VIDEO'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

/** Lessons whose work is handed in and reviewed by the course staff. */
export const REVIEWED_LESSON_TYPES: readonly LessonType[] = ['ASSIGNMENT', 'SUBMISSION'];
/** Lessons answered through a form of the forms engine, and the kind that form must be. */
export const LESSON_FORM_KIND = { QUIZ: 'quiz', SUBMISSION: 'submission' } as const satisfies Partial<Record<LessonType, string>>;

/** Who hands in an ASSIGNMENT or SUBMISSION: each person, or once for their whole startup. */
export const HAND_IN_MODES = ['PERSON', 'STARTUP'] as const;
export type HandInMode = (typeof HAND_IN_MODES)[number];

/** A hand-in's review: waiting, sent back for changes, approved (the lesson is then complete). */
export const SUBMISSION_STATUSES = ['SUBMITTED', 'CHANGES_REQUESTED', 'APPROVED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** The verdicts a reviewer gives. */
export const REVIEW_VERDICTS = ['CHANGES_REQUESTED', 'APPROVED'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** A lesson as a learner finds it: not yet released (drip), open, or done. */
export const LESSON_STATES = ['LOCKED', 'AVAILABLE', 'COMPLETED'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

/**
 * The course lists: CATALOGUE the published courses open to the viewer (public, their
 * programmes', the ones they are enrolled in), MINE those they are enrolled in with their progress,
 * MANAGED those they may manage (COURSES:MANAGE: all; otherwise those they administer).
 */
export const COURSE_SCOPES = ['CATALOGUE', 'MINE', 'MANAGED'] as const;
export type CourseScope = (typeof COURSE_SCOPES)[number];

/** The dashboard's learner filter: everyone, those behind the cohort's release schedule, those done. */
export const LEARNER_FILTERS = ['ALL', 'BEHIND', 'COMPLETED', 'NOT_STARTED'] as const;
export type LearnerFilter = (typeof LEARNER_FILTERS)[number];

export const COURSES_PAGE_SIZE = 24;
export const LEARNERS_PAGE_SIZE = 50;
export const SUBMISSIONS_PAGE_SIZE = 25;

// Limits: what one course may hold.
export const COURSE_TITLE_MAX = 200;
export const COURSE_DESCRIPTION_MAX = 50_000;
export const OUTLINE_UNIT_TITLE_MAX = 200;
export const OUTLINE_UNITS_MAX = 50;
export const LESSON_TITLE_MAX = 200;
export const LESSON_CONTENT_MAX = 200_000;
export const LESSONS_MAX = 300;
export const COURSE_ADMINS_MAX = 20;
export const COURSE_PROGRAMS_MAX = 50;
export const COHORT_NAME_MAX = 120;
export const COHORTS_MAX = 100;
export const ENROL_MAX = 500;
export const RELEASE_DAYS_MAX = 730;
export const ATTEMPTS_MAX = 20;
export const LESSON_MINUTES_MAX = 1000;
export const HAND_IN_BODY_MAX = 50_000;
export const HAND_IN_FILES_MAX = 10;
export const REVIEW_COMMENT_MAX = 5000;
/** A learner is behind when a lesson released this many days ago is still not complete. */
export const BEHIND_AFTER_DAYS = 7;

const DAY_MS = 86_400_000;

/** When a lesson opens to a cohort: `releaseDays` after its start (drip release). */
export const releaseAt = (cohortStart: Date, releaseDays: number): Date => new Date(cohortStart.getTime() + releaseDays * DAY_MS);
export const isReleased = (now: Date, cohortStart: Date, releaseDays: number): boolean => releaseAt(cohortStart, releaseDays) <= now;

/** Progress in whole percent (0 when the course has no lessons yet). */
export const progressPercent = (completed: number, total: number): number => (total > 0 ? Math.min(100, Math.round((completed / total) * 100)) : 0);

// ---------------------------------------------------------------------------------------------
// Grading a quiz: a quiz-kind form's choice questions whose options mark the correct ones
// (`isCorrect`) are graded; a question is right when exactly its correct options are chosen.

const GRADED_TYPES: readonly QuestionType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES].filter((type) => type !== 'ranking');

/** Whether a question counts towards a quiz's score. */
export const isGraded = (q: Pick<Question, 'questionType' | 'options'>): boolean => GRADED_TYPES.includes(q.questionType) && allOptions(q.options).some((o) => o.isCorrect);

export interface QuestionResult {
  questionId: string;
  correct: boolean;
  /** The options chosen, and the correct ones. */
  chosen: string[];
  correctValues: string[];
}

export interface QuizGrade {
  /** Whole percent of graded questions answered right (100 for a quiz with none). */
  score: number;
  graded: number;
  right: number;
  results: QuestionResult[];
}

const chosenOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value ? [value] : []);

export function gradeQuiz(questions: readonly Question[], answers: Answers): QuizGrade {
  const results: QuestionResult[] = [];
  for (const q of questions) {
    if (!isGraded(q)) continue;
    const correctValues = allOptions(q.options)
      .filter((o) => o.isCorrect)
      .map((o) => o.value);
    const chosen = chosenOf(answerOf(answers, q._id));
    const correct = chosen.length === correctValues.length && chosen.every((v) => correctValues.includes(v));
    results.push({ questionId: q._id, correct, chosen, correctValues });
  }
  const right = results.filter((r) => r.correct).length;
  return { score: results.length ? Math.round((right / results.length) * 100) : 100, graded: results.length, right, results };
}

/** A quiz form as a learner receives it before answering: the answer key and per-answer feedback left out. */
export function withoutAnswerKey(questions: readonly Question[]): Question[] {
  const strip = (options: Question['options']): Question['options'] =>
    options.map(({ isCorrect: _c, feedback: _f, children, ...rest }) => ({ ...rest, ...(children ? { children: strip(children) } : {}) }));
  return questions.map((q) => ({ ...q, options: strip(q.options ?? []) }));
}
