import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every campaign sentence names it by its subject as it was when the event happened. */
const subjected: FeedSentence = { params: (e) => ({ subject: text(e.data.subject) }) };

/** A planned action's sentence names what it does ('TASK' → "a task"), by the variant of its kind. */
const planned: FeedSentence = { variant: (e) => text(e.data.kind).toLowerCase() || 'task', params: (e) => ({ title: text(e.data.title) }) };

interface Campaign {
  emailId: string;
  subject: string;
}

interface Planned {
  actionId: string;
  kind: string;
  title: string;
  runAt: string;
}

/**
 * What happens to campaigns and planned actions. A campaign's drafts are saved as they are
 * written, so their edits stay out of the feed; sending and scheduling are what the feed tells.
 */
export const emailEvents = {
  'email.created': declareEvent<Campaign>(subjected),
  'email.updated': declareEvent<Campaign & { fields: string[] }>(subjected, { quiet: true }),
  'email.deleted': declareEvent<Campaign>(subjected),
  /** `recipientCount`: the people it was handed to delivery for; `plannedActionId` when a planned action sent it. */
  'email.sent': declareEvent<Campaign & { recipientCount: number; plannedActionId?: string | null }>({
    params: (e) => ({ subject: text(e.data.subject), count: typeof e.data.recipientCount === 'number' ? e.data.recipientCount : 0 }),
  }),
  'email.scheduled': declareEvent<Campaign & { runAt: string; actionId: string }>(subjected),
  'plannedAction.created': declareEvent<Planned>(planned),
  'plannedAction.updated': declareEvent<Planned & { fields: string[] }>(planned),
  'plannedAction.cancelled': declareEvent<Planned>(planned),
  /** `resultId`: what it made (the feedback request, the task, the campaign it sent). */
  'plannedAction.done': declareEvent<Planned & { resultId: string | null }>(planned),
  /** `error`: the message key of why it could not run. */
  'plannedAction.failed': declareEvent<Planned & { error: string }>(planned),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof emailEvents> {}
}
