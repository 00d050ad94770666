import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { livePubSub, type EventContext, type EventReactions, type RecordedEvent } from '../../core/events.ts';

/** What an open session page hears: which part of the session changed, or who is on the page. */
export const SESSION_UPDATE_KINDS = ['DETAILS', 'NOTES', 'STAFF_NOTES', 'EVALUATION', 'DELETED', 'PRESENCE'] as const;
export type SessionUpdateKind = (typeof SESSION_UPDATE_KINDS)[number];

/**
 * One push about a session. It names what changed, never its content: the page reads it back
 * with its own rights, and each subscriber's filter decides whether they hear it at all
 * (STAFF_NOTES only those who read the staff's notes).
 */
export interface SessionLiveEvent {
  sessionId: string;
  kind: SessionUpdateKind;
  byId: string | null;
  notesRevision: number | null;
  editing: boolean | null;
}

export const sessionTopic = (incubatorId: string, sessionId: string) => `coaching-session:${incubatorId}:${sessionId}`;

async function push(ctx: EventContext, db: Db, event: SessionLiveEvent): Promise<void> {
  await livePubSub(ctx).publish(db, sessionTopic(ctx.incubator.id, event.sessionId), { ...event });
}

const sessionIdOf = (event: RecordedEvent): string | null => {
  const data = event.data as { sessionId?: unknown };
  return typeof data.sessionId === 'string' ? data.sessionId : event.subjectId;
};

/**
 * Every open page of a session hears it change: the notes and evaluations (this part's own
 * events) and whatever the sessions part records about it ('coaching.session*': moved, started,
 * ended, cancelled, deleted). Published in the recording transaction, so nobody hears of a change
 * that rolled back.
 */
export const sessionLiveReactions: EventReactions = {
  '*': async (ctx, db, event) => {
    const sessionId = sessionIdOf(event);
    if (!sessionId) return;
    const base = { sessionId, byId: event.actorId, notesRevision: null, editing: null };
    if (event.kind === 'coaching.notesSaved') {
      const { shared, staff, visibility, revision } = event.data;
      if (shared) await push(ctx, db, { ...base, kind: 'NOTES', notesRevision: revision });
      if (staff) await push(ctx, db, { ...base, kind: 'STAFF_NOTES', notesRevision: revision });
      // Sharing the staff's notes or taking them back changes what the startup's side reads.
      if (visibility) await push(ctx, db, { ...base, kind: 'DETAILS', notesRevision: revision });
      return;
    }
    if (event.kind === 'coaching.evaluationSubmitted') {
      if (!event.data.draft) await push(ctx, db, { ...base, kind: 'EVALUATION' });
      return;
    }
    if (event.kind.startsWith('coaching.session')) await push(ctx, db, { ...base, kind: event.kind === 'coaching.sessionDeleted' ? 'DELETED' : 'DETAILS' });
  },
};

/**
 * Tells the session's open pages who is there and whether they are typing. Presence is not a
 * change of any record, so it is neither stored nor recorded as an event (it would flood the
 * activity feed); it still leaves only when the announcing request commits.
 */
export async function announcePresence(ctx: Context, db: Db, sessionId: string, editing: boolean): Promise<void> {
  await push(ctx, db, { sessionId, kind: 'PRESENCE', byId: ctx.viewer?.user.id ?? null, notesRevision: null, editing });
}
