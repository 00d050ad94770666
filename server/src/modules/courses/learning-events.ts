import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** The course a sentence names, as it was called when the event happened. */
const ofCourse: FeedSentence = { params: (e) => ({ course: typeof e.data.courseTitle === 'string' ? e.data.courseTitle : '' }) };
/** The lesson a sentence names, as it was called when the event happened. */
const ofLesson: FeedSentence = {
  params: (e) => ({
    lesson: typeof e.data.lessonTitle === 'string' ? e.data.lessonTitle : '',
    course: typeof e.data.courseTitle === 'string' ? e.data.courseTitle : '',
  }),
};

/** Who learns what: the learner's enrolment, cohort and (when they learn for one) startup. */
interface Learner {
  courseId: string;
  courseTitle: string;
  cohortId: string;
  userId: string;
  startupId: string | null;
}

interface Lesson extends Learner {
  unitId: string;
  lessonTitle: string;
}

/**
 * What learners do in a course (spec 3 §3). A completion's actor is the learner even when a
 * reviewer's approval completed the lesson. Saving a video's position is no event at all: it
 * happens every few seconds and says nothing anyone reads.
 */
export const learningEvents = {
  /** Every lesson completed: many a day per learner, so out of the feed. */
  'courses.lessonCompleted': declareEvent<Lesson>(ofLesson, { quiet: true }),
  'courses.completed': declareEvent<Learner & { enrolmentId: string }>(ofCourse),
  'courses.quizAttempted': declareEvent<Lesson & { attemptId: string; attempt: number; score: number; passed: boolean }>(ofLesson),
  /** `startupId`: the learner's startup (its timeline hears of it), whether the work is theirs or their startup's. */
  'courses.handedIn': declareEvent<Lesson & { submissionId: string }>(ofLesson),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof learningEvents> {}
}
