import { eventDraft, eventWithPeople, stillFor } from '../../events/event-mails.ts';
import { notificationProducer } from '../producer.ts';

/** The reminder sweep's event: the people holding a place are reminded, once, with the event for their calendar. */
export const eventReminder = notificationProducer({
  eventKind: 'events.reminderDue',
  async produce(event, ctx, db) {
    const loaded = await eventWithPeople(ctx, db, event.data.eventId);
    if (loaded?.event.status !== 'PUBLISHED') return [];
    const recipients = await stillFor(ctx, db, loaded.event, loaded.people.attendees, loaded.people.hosts);
    return recipients.length ? [await eventDraft(ctx, db, loaded.event, { type: 'eventReminder', recipients, method: 'REQUEST', senderId: null })] : [];
  },
});
