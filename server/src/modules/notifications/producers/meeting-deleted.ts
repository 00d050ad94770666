import { sessionInvitation, sessionPath, sessionWithPeople } from '../../coaching/session-mails.ts';
import { idsIn, notificationProducer } from '../producer.ts';

/** A deleted session's people hear of it, with the cancellation for their calendar; the event describes the session, which is gone. */
export const meetingDeleted = notificationProducer({
  eventKind: 'coaching.sessionDeleted',
  async produce(event, ctx) {
    const data = event.data;
    if (!event.subjectId || typeof data.date !== 'string') return [];
    const session = {
      id: event.subjectId,
      name: String(data.name ?? ''),
      startsAt: new Date(data.date),
      expectedDuration: Number(data.expectedDuration) || 60,
      sequence: Number(data.sequence) || 0,
      location: data.location ?? null,
      meetingLink: data.meetingLink ?? null,
    };
    return [
      {
        type: 'meetingDeleted',
        recipients: idsIn(data.peopleIds),
        params: { session: session.name },
        // The session page is gone with it.
        url: null,
        senderId: event.actorId,
        attachments: sessionInvitation(ctx, session, 'CANCEL'),
      },
    ];
  },
});

/** A cancelled session stays readable; its people are told and their calendars drop it. */
export const meetingCancelled = notificationProducer({
  eventKind: 'coaching.sessionCancelled',
  async produce(event, ctx, db) {
    const loaded = event.subjectId ? await sessionWithPeople(ctx, db, event.subjectId) : null;
    if (!loaded) return [];
    const { session, people } = loaded;
    return [
      {
        type: 'meetingDeleted',
        messageKey: event.actorId ? 'meetingDeleted' : 'meetingCancelled',
        recipients: [...people.keys()],
        params: { session: session.name },
        url: sessionPath(session.id),
        senderId: event.actorId,
        attachments: sessionInvitation(ctx, session, 'CANCEL'),
      },
    ];
  },
});
