import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every sentence names the event as it was called when the change happened. */
const titled: FeedSentence = { params: (e) => ({ event: typeof e.data.title === 'string' ? e.data.title : '' }) };

interface Titled {
  eventId: string;
  title: string;
}

/**
 * What happens to people's places at events (spec 3 §2). `registered` and `waitlisted` are the
 * people given a place or put on the waitlist by one registration (oneself, or others by someone
 * holding EVENT:REGISTER); a cancelled place names its person and, for a one-on-one booking, its slot.
 */
export const registrationEvents = {
  'events.registered': declareEvent<Titled & { registered: string[]; waitlisted: string[] }>(titled),
  'events.registrationCancelled': declareEvent<Titled & { userId: string; attendeeIds: string[] }>(titled),
  'events.waitlistPromoted': declareEvent<Titled & { userIds: string[] }>(titled),
  /** Check-in marks many people in a few minutes: kept out of the feed. */
  'events.attendeeStatusChanged': declareEvent<Titled & { userId: string; status: string }>(titled, { quiet: true }),
  /** The reminder sweep's mark that an event's registered people were reminded (once per event). */
  'events.reminderDue': declareEvent<Titled>(titled, { quiet: true }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof registrationEvents> {}
}
