import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The application an event names, kept in its payload: the sentence reads even when it is gone. */
const named: FeedSentence = { params: (e) => ({ application: text(e.data.applicationName), status: text(e.data.to) }) };

/**
 * What moves an application (status.ts). `recipientIds` are the applicant and the founders of the
 * startup it became, so the notification producers read nothing back.
 */
export const applicationStatusEvents = {
  'application.statusChanged': declareEvent<{
    applicationId: string;
    applicationName: string;
    funnelId: string;
    from: string;
    to: string;
    recipientIds: string[];
  }>(named),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof applicationStatusEvents> {}
}
