import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The startup an event names, kept in its payload: the sentence reads even when the startup is gone. */
const startup: FeedSentence = { params: (e) => ({ startup: text(e.data.startupName) }) };

/**
 * What happens to data collections and due periods. Payloads carry what their reactions need
 * (the people a due period notifies), so the notification producers read nothing back.
 */
export const collectionEvents = {
  /** `targets`: how many programmes and startups it was assigned to; `startsOn` its first period. */
  'metrics.collectionCreated': declareEvent<{ programIds: string[]; startupIds: string[]; metricIds: string[]; startsOn: string; dueDays: number }>({
    params: (e) => ({ startsOn: text(e.data.startsOn) }),
  }),
  'metrics.collectionStopped': declareEvent<{ programId: string | null; startupId: string | null }>({}),
  /** Periods of a startup fell due: `recipientIds` are its cofounders, asked to report (metricsRequest). */
  'metrics.periodsDue': declareEvent<{ startupId: string; startupName: string; periodIds: string[]; recipientIds: string[]; dueDate: string; url: string }>(startup),
  /** Reminder mails about one period: `when` is before or after the due day, or `now` when staff sent it. */
  'metrics.reminderSent': declareEvent<{ periodId: string; startupId: string; startupName: string; when: 'before' | 'after' | 'now'; recipients: number }>(startup),
  'metrics.reportLinksRevoked': declareEvent<{ periodId: string; startupId: string; startupName: string; revoked: number }>(startup),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof collectionEvents> {}
}
