import type { Question } from '@seedbed/contracts/forms';
import { behaviourOf } from '@seedbed/contracts/forms';
import type { CoursewareCourse, Lesson, OutlineLesson, QuizAttempt, Submission } from './graphql';

/** Fixtures for the courseware's tests: a course of three lessons, and lessons of each type as the API answers them. */
export const COURSE_ID = 'c0000000-0000-7000-8000-000000000001';
export const UNIT = { article: 'u-article', quiz: 'u-quiz', locked: 'u-locked' } as const;
export const RELEASE_AT = '2099-05-04T09:00:00.000Z';

const progress = (state: 'LOCKED' | 'AVAILABLE' | 'COMPLETED', extra: object = {}) => ({
  __typename: 'CourseLessonProgress',
  state,
  releaseAt: state === 'LOCKED' ? RELEASE_AT : null,
  completedAt: state === 'COMPLETED' ? '2030-01-02T10:00:00.000Z' : null,
  positionSeconds: 0,
  ...extra,
});

export const outlineLesson = (_id: string, title: string, type: OutlineLesson['type'], state: 'LOCKED' | 'AVAILABLE' | 'COMPLETED' = 'AVAILABLE'): OutlineLesson =>
  ({ __typename: 'CourseUnit', _id, title, type, minutes: 5, viewerProgress: progress(state) }) as unknown as OutlineLesson;

export function course(over: Partial<CoursewareCourse> = {}, states: Partial<Record<string, 'LOCKED' | 'AVAILABLE' | 'COMPLETED'>> = {}): CoursewareCourse {
  return {
    __typename: 'Course',
    _id: COURSE_ID,
    title: 'Founder Bootcamp',
    certificate: true,
    lessonCount: 3,
    viewerCan: { __typename: 'CourseViewerCan', manage: false },
    viewerEnrolment: { __typename: 'CourseEnrolment', _id: 'e1', progress: 0, completedUnits: 0, completedAt: null, lastUnit: null },
    outline: [
      {
        __typename: 'CourseOutlineUnit',
        _id: 'ch1',
        title: 'Getting started',
        units: [outlineLesson(UNIT.article, 'Why startups fail', 'ARTICLE', states[UNIT.article]), outlineLesson(UNIT.quiz, 'Check yourself', 'QUIZ', states[UNIT.quiz])],
      },
      { __typename: 'CourseOutlineUnit', _id: 'ch2', title: 'Going further', units: [outlineLesson(UNIT.locked, 'Pricing', 'ASSIGNMENT', states[UNIT.locked] ?? 'LOCKED')] },
    ],
    ...over,
  } as unknown as CoursewareCourse;
}

export function lesson(over: Partial<Lesson> = {}): Lesson {
  return {
    __typename: 'CourseUnit',
    _id: UNIT.article,
    courseId: COURSE_ID,
    type: 'ARTICLE',
    title: 'Why startups fail',
    minutes: 5,
    content: '<p>Most fail for want of <strong>customers</strong>.</p>',
    videoUrl: null,
    video: null,
    passMark: 70,
    attemptsAllowed: null,
    attemptsLeft: null,
    handIn: 'PERSON',
    viewerProgress: progress('AVAILABLE'),
    form: null,
    viewerAttempts: [],
    viewerSubmission: null,
    ...over,
  } as unknown as Lesson;
}

export const lessonProgress = (state: 'LOCKED' | 'AVAILABLE' | 'COMPLETED') => progress(state) as Lesson['viewerProgress'];

const en = (value: string) => [{ language: 'en' as const, value }];

/** A quiz of one single-choice question, as a learner receives it (no answer key). */
export const QUIZ_QUESTIONS: Question[] = [
  {
    _id: 'q1',
    questionType: 'select_radio',
    behavesAs: behaviourOf('select_radio'),
    label: en('What do customers pay for?'),
    description: [],
    validations: { required: true },
    options: [
      { value: 'features', labels: en('Features') },
      { value: 'outcomes', labels: en('Outcomes') },
    ],
  },
];

export const quizForm = () => ({ __typename: 'CourseLessonForm', _id: 'f1', title: 'Check yourself', questions: JSON.stringify(QUIZ_QUESTIONS) }) as unknown as Lesson['form'];

export const attempt = (over: Partial<QuizAttempt> = {}): QuizAttempt =>
  ({
    __typename: 'CourseQuizAttempt',
    _id: 'a1',
    attempt: 1,
    score: 0,
    passed: false,
    createdAt: '2030-01-03T10:00:00.000Z',
    results: [
      { __typename: 'CourseQuizQuestionResult', questionId: 'q1', correct: false, chosen: ['features'], correctValues: [], feedback: ['Features are a means, not the end.'] },
    ],
    ...over,
  }) as unknown as QuizAttempt;

export const submission = (over: Partial<Submission> = {}): Submission =>
  ({
    __typename: 'CourseSubmission',
    _id: 's1',
    status: 'SUBMITTED',
    grade: null,
    reviewComment: null,
    reviewedAt: null,
    submittedAt: '2030-01-04T10:00:00.000Z',
    body: '<p>Our price is 10 a month.</p>',
    answers: null,
    files: [],
    user: { __typename: 'User', _id: 'u1', fullName: 'Fay Founder' },
    startup: null,
    ...over,
  }) as unknown as Submission;

/**
 * The server's answers to the courseware's two reads, computed per request from one state: the
 * course (its outline taking each given lesson's title, type and progress) and one lesson whole
 * (a given one as it is, another as a plain article).
 */
export function coursewareAnswers(state: () => { course?: CoursewareCourse; lessons?: Record<string, Lesson> }) {
  const read = () => {
    const { course: base = course(), lessons: given = {} } = state();
    const outline = base.outline.map((chapter) => ({
      ...chapter,
      units: chapter.units.map((unit) => {
        const whole = given[unit._id];
        return whole ? { ...unit, title: whole.title, type: whole.type, minutes: whole.minutes, viewerProgress: whole.viewerProgress } : unit;
      }),
    }));
    return { base: { ...base, outline } as CoursewareCourse, given };
  };
  return {
    Courseware: () => ({ data: { course: read().base } }),
    CoursewareLesson: (variables: Record<string, unknown>) => {
      const { base, given } = read();
      const unit = base.outline.flatMap((chapter) => chapter.units).find((candidate) => candidate._id === variables.unitId);
      if (!unit) return { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] };
      const whole =
        given[unit._id] ??
        lesson({
          _id: unit._id,
          title: unit.title,
          type: unit.type,
          minutes: unit.minutes,
          content: unit.viewerProgress.state === 'LOCKED' ? null : '<p>Read this.</p>',
          viewerProgress: unit.viewerProgress as Lesson['viewerProgress'],
        });
      return { data: { courseUnit: whole } };
    },
  };
}
