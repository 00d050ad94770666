import { eventDraft, eventWithPeople, stillFor } from '../../events/event-mails.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';

/**
 * A place taken is confirmed to its holder, with the event for their calendar; a person put on the
 * waitlist is told they wait (no calendar entry yet). Someone registered by another person hears
 * it from them; one who registered themselves hears it too (the sender is then nobody).
 */
export const eventRegistered = notificationProducer({
  eventKind: 'events.registered',
  async produce(event, ctx, db) {
    const loaded = await eventWithPeople(ctx, db, event.data.eventId);
    if (!loaded) return [];
    const { hosts } = loaded.people;
    const drafts: NotificationDraft[] = [];
    for (const [ids, waiting] of [
      [idsIn(event.data.registered), false],
      [idsIn(event.data.waitlisted), true],
    ] as const) {
      const recipients = await stillFor(ctx, db, loaded.event, ids, hosts);
      const self = recipients.filter((id) => id === event.actorId);
      const others = recipients.filter((id) => id !== event.actorId);
      const base = { type: 'eventRegistered' as const, messageKey: waiting ? 'eventWaitlisted' : 'eventRegistered', method: waiting ? null : ('REQUEST' as const) };
      if (self.length) drafts.push(await eventDraft(ctx, db, loaded.event, { ...base, recipients: self, senderId: null }));
      if (others.length) drafts.push(await eventDraft(ctx, db, loaded.event, { ...base, recipients: others, senderId: event.actorId }));
    }
    return drafts;
  },
});

/** A place freed went to people who waited: they now hold it, with the event for their calendar. */
export const eventWaitlistPromoted = notificationProducer({
  eventKind: 'events.waitlistPromoted',
  async produce(event, ctx, db) {
    const loaded = await eventWithPeople(ctx, db, event.data.eventId);
    if (!loaded) return [];
    const recipients = await stillFor(ctx, db, loaded.event, idsIn(event.data.userIds), loaded.people.hosts);
    return recipients.length ? [await eventDraft(ctx, db, loaded.event, { type: 'eventWaitlistPromoted', recipients, method: 'REQUEST', senderId: null })] : [];
  },
});

/** A place given up by someone else (a host, a manager) is news to its holder; their calendar drops it. */
export const eventRegistrationCancelled = notificationProducer({
  eventKind: 'events.registrationCancelled',
  async produce(event, ctx, db) {
    const userId = event.data.userId;
    if (!userId || userId === event.actorId) return [];
    const loaded = await eventWithPeople(ctx, db, event.data.eventId);
    if (!loaded) return [];
    const recipients = await stillFor(ctx, db, loaded.event, [userId], loaded.people.hosts);
    return recipients.length
      ? [await eventDraft(ctx, db, loaded.event, { type: 'eventCancelled', messageKey: 'eventRegistrationCancelled', recipients, method: 'CANCEL', senderId: event.actorId })]
      : [];
  },
});
