import type { ReviewVerdict } from '@seedbed/contracts/courses';
import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the course staff do from the dashboard. 'courses.reviewed': a verdict on work handed in;
 * `learnerIds` are the people it concerns (its author, and for a startup's hand-in every founder
 * of that startup enrolled in the course), `lessonTitle` and `courseTitle` as they were called then.
 * 'courses.learnersReminded': the learners of a cohort told to catch up (mail and in-app).
 */
export const reviewEvents = {
  'courses.reviewed': declareEvent<{
    submissionId: string;
    courseId: string;
    unitId: string;
    userId: string;
    startupId: string | null;
    learnerIds: string[];
    verdict: ReviewVerdict;
    grade: number | null;
    lessonTitle: string;
    courseTitle: string;
  }>({
    variant: (e) => (e.data.verdict === 'APPROVED' ? 'approved' : 'changesRequested'),
    params: (e) => ({ lesson: text(e.data.lessonTitle) }),
  }),
  'courses.learnersReminded': declareEvent<{ courseId: string; cohortId: string; courseTitle: string; userIds: string[] }>({
    params: (e) => ({ course: text(e.data.courseTitle) }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof reviewEvents> {}
}
