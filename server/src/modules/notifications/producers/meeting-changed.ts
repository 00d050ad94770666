import { sessionInvitation, sessionPath, sessionWithPeople } from '../../coaching/session-mails.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';

/** What a calendar shows of a session: a change to one of these is news for its people. */
const NEWS = ['date', 'duration', 'place', 'people', 'name'];

/**
 * A session moved, lengthened, relocated or with other people: those who stay on it get the new
 * version (same UID, higher SEQUENCE), those taken off it its cancellation.
 */
export const meetingChanged = notificationProducer({
  eventKind: 'coaching.sessionUpdated',
  async produce(event, ctx, db) {
    const changes = Array.isArray(event.data.changes) ? event.data.changes : [];
    if (!changes.some((change) => NEWS.includes(change)) || !event.subjectId) return [];
    const loaded = await sessionWithPeople(ctx, db, event.subjectId);
    if (!loaded || loaded.session.cancelledAt) return [];
    const { session, people } = loaded;
    const added = idsIn(event.data.added);
    const removed = idsIn(event.data.removed);
    const planned = session.eventType !== 'UNSCHEDULED_COACHING_SESSION';
    const base = { params: { session: session.name }, url: sessionPath(session.id), senderId: event.actorId };
    const drafts: NotificationDraft[] = [];
    const stayed = [...people.keys()].filter((id) => !added.includes(id));
    if (stayed.length) drafts.push({ ...base, type: 'meetingChanged', recipients: stayed, ...(planned ? { attachments: sessionInvitation(ctx, session, 'REQUEST') } : {}) });
    if (removed.length)
      drafts.push({
        ...base,
        type: 'meetingDeleted',
        messageKey: 'meetingRemoved',
        recipients: removed,
        ...(planned ? { attachments: sessionInvitation(ctx, session, 'CANCEL') } : {}),
      });
    return drafts;
  },
});
