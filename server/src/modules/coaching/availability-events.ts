import { declareEvent, sentences, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Whose availability or preferences changed: the person acted on their own ('self'), or on another's. */
const whose: FeedSentence = { variant: sentences.self, params: async (e, n) => ({ person: await n.user(e.subjectId) }) };

/**
 * What happens to availability and booking (spec 2 §4). `coaching.meetingBooked` is the activity
 * feed's "meeting scheduled": a founder (or someone for them) took a host's free time.
 */
export const availabilityEvents = {
  'coaching.preferencesUpdated': declareEvent<{ userId: string }>(whose),
  'coaching.weeklyAvailabilityUpdated': declareEvent<{ userId: string; slots: number }>(whose),
  'coaching.availabilityExceptionAdded': declareEvent<{ userId: string; available: boolean; start: string; end: string }>(whose),
  'coaching.availabilityExceptionDeleted': declareEvent<{ userId: string }>(whose),
  'coaching.meetingBooked': declareEvent<{ sessionId: string; hostId: string; startupId: string | null; attendeeIds: string[]; start: string; duration: number }>({
    params: async (e, n) => ({ host: await n.user(e.data.hostId) }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof availabilityEvents> {}
}
