import { eventDraft, eventWithPeople, stillFor } from '../../events/event-mails.ts';
import { notificationProducer } from '../producer.ts';

/**
 * A published event that moved or changed place: the people holding a place get the new version
 * for their calendar (same UID, the event's raised SEQUENCE). Other edits are not news to them.
 * `fields` names what an edit sent, not what it changed (an editor sends every field), so only the
 * payload's own flags decide.
 */
export const eventUpdated = notificationProducer({
  eventKind: 'events.updated',
  async produce(event, ctx, db) {
    if (!event.data.timeChanged && !event.data.placeChanged) return [];
    const loaded = await eventWithPeople(ctx, db, event.data.eventId);
    if (loaded?.event.status !== 'PUBLISHED') return [];
    const recipients = await stillFor(ctx, db, loaded.event, loaded.people.attendees, loaded.people.hosts);
    return recipients.length ? [await eventDraft(ctx, db, loaded.event, { type: 'eventUpdated', recipients, method: 'REQUEST', senderId: event.actorId })] : [];
  },
});
