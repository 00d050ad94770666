import { livePubSub, type EventReactions } from '../../core/events.ts';

export const sessionTopic = (sessionId: string) => `session-ended:${sessionId}`;

/** The browser of an ended session is told at once, once the end is committed. */
export const sessionReactions: EventReactions = {
  'session.ended': async (ctx, db, event) => {
    await livePubSub(ctx).publish(db, sessionTopic(event.subjectId!), { sessionId: event.subjectId!, userId: event.data.userId });
  },
};
