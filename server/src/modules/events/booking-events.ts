import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

/**
 * What happens to one-on-one events (spec 3 §2). `events.slotBooked` is the activity feed's
 * "meeting scheduled": someone took a slot with one of the event's hosts; `events.hostsAssigned`
 * names who was added and who was taken off.
 */
export const bookingEvents = {
  'events.slotBooked': declareEvent<{ eventId: string; title: string; attendeeId: string; userId: string; hostId: string; start: string; end: string }>({
    params: async (e, n) => ({ host: await n.user(e.data.hostId), event: typeof e.data.title === 'string' ? e.data.title : '' }),
  }),
  'events.hostsAssigned': declareEvent<{ eventId: string; title: string; hostIds: string[]; added: string[]; removed: string[] }>({
    params: (e) => ({ event: typeof e.data.title === 'string' ? e.data.title : '' }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof bookingEvents> {}
}
