import { idsIn, notificationProducer } from '../producer.ts';

/**
 * `courses.learnersReminded`: learners falling behind are asked by the course's staff to carry on,
 * by mail (in their own language) and in the app, as their notification settings say; the link
 * opens the course, whose Continue leads to where they stopped.
 */
export const courseReminder = notificationProducer({
  eventKind: 'courses.learnersReminded',
  async produce(event) {
    return [
      {
        type: 'courseReminder' as const,
        recipients: idsIn(event.data.userIds),
        params: { course: event.data.courseTitle },
        url: `/courses/${event.data.courseId}`,
        senderId: event.actorId,
      },
    ];
  },
});
