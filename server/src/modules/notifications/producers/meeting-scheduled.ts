import { sessionInvitation, sessionPath, sessionWithPeople } from '../../coaching/session-mails.ts';
import { idsIn, notificationProducer } from '../producer.ts';

/** Everyone on a new coaching session hears of it (its maker aside), with the invitation for their calendar. */
export const meetingScheduled = notificationProducer({
  eventKind: 'coaching.sessionCreated',
  async produce(event, ctx, db) {
    const loaded = event.subjectId ? await sessionWithPeople(ctx, db, event.subjectId) : null;
    if (!loaded) return [];
    const { session, people } = loaded;
    // A logged session already happened: there is nothing to put in a calendar.
    const planned = session.eventType !== 'UNSCHEDULED_COACHING_SESSION';
    return [
      {
        type: 'meetingScheduled',
        recipients: [...people.keys()],
        params: { session: session.name },
        url: sessionPath(session.id),
        senderId: event.actorId,
        ...(planned ? { attachments: sessionInvitation(ctx, session, 'REQUEST') } : {}),
      },
    ];
  },
});

/** People an edit brought onto a session hear of it as a new meeting. */
export const meetingPeopleAdded = notificationProducer({
  eventKind: 'coaching.sessionUpdated',
  async produce(event, ctx, db) {
    const added = idsIn(event.data.added);
    const loaded = added.length && event.subjectId ? await sessionWithPeople(ctx, db, event.subjectId) : null;
    if (!loaded || loaded.session.cancelledAt) return [];
    const { session } = loaded;
    return [
      {
        type: 'meetingScheduled',
        recipients: added,
        params: { session: session.name },
        url: sessionPath(session.id),
        senderId: event.actorId,
        ...(session.eventType !== 'UNSCHEDULED_COACHING_SESSION' ? { attachments: sessionInvitation(ctx, session, 'REQUEST') } : {}),
      },
    ];
  },
});
