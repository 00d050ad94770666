import { declareEvent, sentences, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/**
 * Whom the sentence is about and in which course (named as it was called then): the learner
 * themselves ('self') or someone the course staff enrolled or removed ('other').
 */
const learnerInCourse: FeedSentence = {
  variant: (e) => (e.data.userId === e.actorId ? 'self' : 'other'),
  params: async (e, n) => ({ course: typeof e.data.title === 'string' ? e.data.title : '', learner: await n.user(sentences.person(e)) }),
};

interface Enrolment {
  courseId: string;
  cohortId: string;
  userId: string;
  /** The startup they learn for (hand-ins for the whole startup, its timeline). */
  startupId: string | null;
  /** The course's title then. */
  title: string;
}

/** People joining and leaving courses (spec 3 §2): by enrolling themselves, or enrolled and removed by the course's staff. */
export const enrolmentEvents = {
  'courses.enrolled': declareEvent<Enrolment>(learnerInCourse),
  'courses.unenrolled': declareEvent<Enrolment>(learnerInCourse),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof enrolmentEvents> {}
}
