import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { builder } from '../../core/schema-builder.ts';
import { declareTimelineKind, timelineKindRef } from '../timeline/kinds.ts';
import { postTimelineItem } from '../timeline/post.ts';
import { sessionStanding } from './access.ts';
import type { CoachingSessionRow } from './repo.ts';
import { CoachingSession, coachingLoaders } from './types.ts';

/** The kind a planned session is shown as on its startup's timeline (API contract name). */
export const COACHING_SESSION_POST = 'CoachingSessionPost';

/** Posts a new session on its startup's timeline, in the transaction that creates it. */
export async function postSessionOnTimeline(ctx: Context, db: Db, session: CoachingSessionRow): Promise<void> {
  if (!session.startupId) return;
  await postTimelineItem(ctx, db, { kind: COACHING_SESSION_POST, startupId: session.startupId, subjectId: session.id, createdBy: session.createdBy });
}

/** The session behind a post, when the reader may open it; a deleted session takes its post away, so null is a matter of reach. */
async function readableSession(ctx: Context, sessionId: string | null): Promise<CoachingSessionRow | null> {
  if (!sessionId) return null;
  const session = await coachingLoaders(ctx).session.load(sessionId);
  return session && (await sessionStanding(ctx, session)) ? session : null;
}

const ConferenceData = builder.objectRef<{ url: string }>('CoachingConferenceData').implement({
  fields: (t) => ({ url: t.exposeString('url', { nullable: false }) }),
});

const AppEvent = builder.objectRef<{ url: string | null }>('CoachingAppEvent').implement({
  description: 'The session as a calendar event: its video room, when it has one.',
  fields: (t) => ({ conferenceData: t.field({ type: ConferenceData, resolve: (e) => (e.url ? { url: e.url } : null) }) }),
});

/** A coaching session planned with the startup; its details only for those who may open the session. */
declareTimelineKind({
  ref: timelineKindRef(COACHING_SESSION_POST),
  description: 'A coaching session planned with the startup.',
  fields: (t) => ({
    coachingSession: t.field({
      type: CoachingSession,
      description: 'Null when the reader may not open the session.',
      resolve: (row, _a, ctx) => readableSession(ctx, row.subjectId),
    }),
    appEvent: t.field({
      type: AppEvent,
      resolve: async (row, _a, ctx) => {
        const session = await readableSession(ctx, row.subjectId);
        return session && !session.cancelledAt ? { url: session.meetingLink } : null;
      },
    }),
  }),
});
