import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every feedback event keeps the request's title, so the feed still reads well once it changes or goes. */
interface Titled {
  requestId: string;
  title: string;
}

const request: FeedSentence = { params: (e) => ({ request: e.data.title }) };

/**
 * What happens to feedback requests. `recipientIds` names the people asked (or reminded), so that
 * the notifications are reactions to the event alone.
 */
export const feedbackEvents = {
  'feedback.requested': declareEvent<Titled & { formId: string; recipientIds: string[]; subjectKind: string | null; subjectId: string | null }>(request),
  /** `recipientIds`: the people an edit added. */
  'feedback.updated': declareEvent<Titled & { fields: string[]; recipientIds: string[] }>(request),
  'feedback.deleted': declareEvent<Titled>(request),
  'feedback.reminded': declareEvent<Titled & { recipientIds: string[] }>(request),
  'feedback.answered': declareEvent<Titled & { formId: string; submissionId: string }>(request),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof feedbackEvents> {}
}
