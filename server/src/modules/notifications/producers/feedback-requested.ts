import { idsIn, notificationProducer } from '../producer.ts';

/** The person asked hears who asks and for what, with the way to their survey. */
const askFor = (event: { data: { recipientIds?: unknown; title?: unknown }; subjectId: string | null; actorId: string | null }, messageKey?: string) => [
  {
    type: 'feedbackRequested' as const,
    ...(messageKey ? { messageKey } : {}),
    recipients: idsIn(event.data.recipientIds),
    params: { title: String(event.data.title ?? '') },
    url: event.subjectId ? `/survey/${event.subjectId}` : null,
    senderId: event.actorId,
  },
];

/**
 * `feedback.requested`: each person asked hears of it from whoever asked, with the way to their
 * survey (their formSubmissionRequest task is not announced apart: this says it).
 */
export const feedbackRequested = notificationProducer({ eventKind: 'feedback.requested', produce: async (event) => askFor(event) });

/** `feedback.updated` names the people an edit asked too. */
export const feedbackRecipientsAdded = notificationProducer({ eventKind: 'feedback.updated', produce: async (event) => askFor(event) });

/** `feedback.reminded`: those who have not answered are reminded. */
export const feedbackReminded = notificationProducer({ eventKind: 'feedback.reminded', produce: async (event) => askFor(event, 'feedbackReminder') });
