import { eventDraft, eventWithPeople, stillFor } from '../../events/event-mails.ts';
import { notificationProducer } from '../producer.ts';

/** A slot booked at one-on-one office hours: the person it is for and its host get it for their calendars. */
export const eventSlotBooked = notificationProducer({
  eventKind: 'events.slotBooked',
  async produce(event, ctx, db) {
    const loaded = await eventWithPeople(ctx, db, event.data.eventId);
    if (!loaded) return [];
    const recipients = await stillFor(ctx, db, loaded.event, [event.data.userId, event.data.hostId], loaded.people.hosts);
    if (!recipients.length) return [];
    return [await eventDraft(ctx, db, loaded.event, { type: 'eventRegistered', messageKey: 'eventSlotBooked', recipients, method: 'REQUEST', senderId: event.actorId })];
  },
});
