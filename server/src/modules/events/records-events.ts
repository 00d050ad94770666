import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every sentence names the event as it was called when the change happened. */
const titled: FeedSentence = { params: (e) => ({ event: typeof e.data.title === 'string' ? e.data.title : '' }) };

interface Titled {
  eventId: string;
  title: string;
}

/**
 * What happens to the events themselves (spec 3 §2), one event per occurrence touched. `fields`
 * names the input fields an edit changed; `timeChanged` and `placeChanged` say that its time or place moved,
 * so that calendars and attendees hear of it. 'events.deleted' is recorded while the event's rows still
 * exist, and names everyone who had a place at it or hosted it.
 */
export const recordsEvents = {
  'events.created': declareEvent<Titled & { duplicateOf?: string }>(titled),
  /** An editor saves as they go: kept out of the feed. */
  'events.updated': declareEvent<Titled & { fields: string[]; timeChanged: boolean; placeChanged: boolean }>(titled, { quiet: true }),
  'events.published': declareEvent<Titled>(titled),
  'events.unpublished': declareEvent<Titled>(titled),
  'events.cancelled': declareEvent<Titled & { message: string | null }>(titled),
  'events.deleted': declareEvent<Titled & { startsAt: string; endsAt: string; sequence: number; attendeeIds: string[]; hostIds: string[] }>(titled),
  'events.archived': declareEvent<Titled & { archived: boolean }>({ ...titled, variant: (e) => (e.data.archived === false ? 'restored' : 'archived') }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof recordsEvents> {}
}
