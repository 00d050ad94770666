import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

/** What every invite event names: the invite, its session and the session's startup (the timeline post and the feed read them). */
interface InvitePayload {
  inviteId: string;
  sessionId: string;
  startupId: string | null;
  sessionName: string;
}

const named = { params: (e: { data: Record<string, unknown> }) => ({ session: typeof e.data.sessionName === 'string' ? e.data.sessionName : '' }) };

/** A coaching invite sent, answered by an invitee, cancelled (withdrawn, replaced or the meeting called off from its link) or lapsed unanswered. */
export const inviteEvents = {
  'coaching.inviteSent': declareEvent<InvitePayload & { inviteeIds: string[]; replacedId: string | null }>(named),
  /** `status`: the invite's status after this answer. */
  'coaching.inviteAnswered': declareEvent<InvitePayload & { userId: string; accept: boolean; status: string }>({
    ...named,
    variant: (e) => (e.data.accept ? 'accepted' : 'declined'),
  }),
  'coaching.inviteCancelled': declareEvent<InvitePayload & { by: 'organiser' | 'invitee' | 'replaced' }>(named),
  'coaching.inviteExpired': declareEvent<InvitePayload>(named),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof inviteEvents> {}
}
