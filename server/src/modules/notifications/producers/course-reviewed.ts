import { idsIn, notificationProducer } from '../producer.ts';

/** Where a learner reads a review: the lesson in the courseware. */
export const lessonUrl = (courseId: string, unitId: string) => `/courses/${courseId}/courseware/${unitId}`;

/**
 * `courses.reviewed`: the learners the hand-in concerns (its author; for a startup's hand-in its
 * founders enrolled in the course) hear the verdict from the reviewer, with the grade when one was
 * given, and the way back to the lesson.
 */
export const courseReviewed = notificationProducer({
  eventKind: 'courses.reviewed',
  async produce(event) {
    const { verdict, grade, courseId, unitId, lessonTitle, courseTitle } = event.data;
    const graded = typeof grade === 'number';
    const messageKey = verdict === 'APPROVED' ? (graded ? 'courseApprovedGraded' : 'courseApproved') : 'courseChangesRequested';
    return [
      {
        type: 'courseReviewed' as const,
        messageKey,
        recipients: idsIn(event.data.learnerIds),
        params: { lesson: lessonTitle, course: courseTitle, ...(graded ? { grade } : {}) },
        url: lessonUrl(courseId, unitId),
        senderId: event.actorId,
      },
    ];
  },
});
