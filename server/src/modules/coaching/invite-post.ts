import type { Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { declareTimelineKind, timelineKindRef } from '../timeline/kinds.ts';
import { sessionStanding } from './access.ts';
import { COACHING_INVITE_POST, findInvite } from './invites.ts';
import { CoachingInvite } from './invites-schema.ts';
import type { CoachingInviteRow, CoachingSessionRow } from './repo.ts';
import { coachingLoaders } from './types.ts';

/** The invite behind a post with its session, when the reader may open the session. */
async function readableInvite(ctx: Context, inviteId: string | null): Promise<{ invite: CoachingInviteRow; session: CoachingSessionRow } | null> {
  if (!inviteId) return null;
  const invite = await findInvite(await ctx.tx.db(), ctx.incubator.id, inviteId);
  const session = invite ? await coachingLoaders(ctx).session.load(invite.sessionId) : null;
  return invite && session && (await sessionStanding(ctx, session)) ? { invite, session } : null;
}

interface InviteEvent {
  sessionId: string;
  name: string;
  date: string;
  location: string | null;
}

const InviteAppEvent = builder.objectRef<InviteEvent>('CoachingInviteAppEvent').implement({
  description: 'The session the invite is for, as a calendar event.',
  fields: (t) => ({
    source: t.string({ nullable: false, description: "Where it comes from: 'coaching'.", resolve: () => 'coaching' }),
    sessionId: t.exposeID('sessionId', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    date: t.exposeString('date', { nullable: false }),
    location: t.exposeString('location', { description: 'The place, else the video room.' }),
  }),
});

/** An invite to a coaching session of the startup; its details only for those who may open the session. */
declareTimelineKind({
  ref: timelineKindRef(COACHING_INVITE_POST),
  description: 'People invited to a coaching session with the startup.',
  fields: (t) => ({
    coachingInvite: t.field({
      type: CoachingInvite,
      description: 'Null when the reader may not open its session.',
      resolve: async (row, _a, ctx) => (await readableInvite(ctx, row.subjectId))?.invite ?? null,
    }),
    appEvent: t.field({
      type: InviteAppEvent,
      resolve: async (row, _a, ctx) => {
        const found = await readableInvite(ctx, row.subjectId);
        if (!found) return null;
        const { session } = found;
        return { sessionId: session.id, name: session.name, date: session.startsAt.toISOString(), location: session.location || session.meetingLink };
      },
    }),
  }),
});
