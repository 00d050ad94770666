import { eventDraft, eventWithPeople, mailsEvents, stillFor } from '../../events/event-mails.ts';
import { eventInvitation } from '../../events/event-ics.ts';
import type { EventRow } from '../../events/repo.ts';
import { idsIn, notificationProducer } from '../producer.ts';

/** A cancelled event stays readable to its people: they and its hosts are told, with the cancellation for their calendars. */
export const eventCancelled = notificationProducer({
  eventKind: 'events.cancelled',
  async produce(event, ctx, db) {
    const loaded = await eventWithPeople(ctx, db, event.data.eventId);
    if (!loaded) return [];
    const { attendees, waiting, hosts } = loaded.people;
    const recipients = await stillFor(ctx, db, loaded.event, [...attendees, ...waiting, ...hosts], hosts);
    const message = typeof event.data.message === 'string' ? event.data.message.trim().slice(0, 500) : '';
    if (!recipients.length) return [];
    return [
      await eventDraft(ctx, db, loaded.event, {
        type: 'eventCancelled',
        messageKey: message ? 'eventCancelledWithMessage' : 'eventCancelled',
        recipients,
        method: 'CANCEL',
        senderId: event.actorId,
        ...(message ? { params: { message } } : {}),
      }),
    ];
  },
});

/**
 * A deleted event's people hear of it, with the cancellation for their calendars. The event is
 * gone: the notification describes it from the event's payload and leads nowhere.
 */
export const eventDeleted = notificationProducer({
  eventKind: 'events.deleted',
  async produce(event, ctx) {
    const data = event.data;
    const start = new Date(String(data.startsAt));
    if (Number.isNaN(start.getTime())) return [];
    const recipients = [...new Set([...idsIn(data.attendeeIds), ...idsIn(data.hostIds)])];
    if (!recipients.length) return [];
    const end = new Date(data.endsAt);
    const gone = {
      id: data.eventId,
      title: String(data.title ?? ''),
      description: '',
      startsAt: start,
      endsAt: Number.isNaN(end.getTime()) ? start : end,
      // A calendar drops an entry only for a CANCEL at least as new as what it holds.
      sequence: data.sequence + 1,
      status: 'CANCELLED',
      eventType: 'GROUP',
      locationMode: 'IN_PERSON',
      locationText: null,
      locationLink: null,
      conferenceUrl: null,
    } as unknown as EventRow;
    return [
      {
        type: 'eventCancelled',
        recipients,
        params: { event: gone.title },
        url: null,
        senderId: event.actorId,
        mail: mailsEvents(ctx),
        attachments: eventInvitation(ctx, gone, 'CANCEL'),
      },
    ];
  },
});
