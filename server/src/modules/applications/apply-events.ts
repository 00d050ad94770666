import { declareEvent, sentences, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The application is named from its payload, so the sentence reads even once it is gone. */
const named: FeedSentence = { params: (e) => ({ application: text(e.data.applicationName) }) };

/**
 * What applying records: a visitor signing up as an applicant (their own actor), an application
 * started as a draft, and a round's form sent.
 */
export const applyEvents = {
  'user.applicantSignedUp': declareEvent(sentences.plain),
  'application.created': declareEvent<{ applicationId: string; applicationName: string; funnelId: string }>(named),
  'application.submitted': declareEvent<{ applicationId: string; applicationName: string; funnelId: string; roundId: string }>(named),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof applyEvents> {}
}
