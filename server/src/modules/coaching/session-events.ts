import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every sentence names the session as it was called when the event happened. */
const named: FeedSentence = { params: (e) => ({ session: typeof e.data.name === 'string' ? e.data.name : '' }) };

interface Named {
  sessionId: string;
  name: string;
}

/** What a calendar invitation needs of a session that is gone: its time, place and people. */
export interface GoneSession extends Named {
  startupId: string | null;
  date: string;
  expectedDuration: number;
  sequence: number;
  location: string | null;
  meetingLink: string | null;
  peopleIds: string[];
}

/**
 * What happens to coaching sessions (spec 2 §3). `changes` names what an edit changed ('name',
 * 'date', 'duration', 'place', 'people', 'topics', 'evaluationForm', 'staffEditorPublic'); `added`
 * and `removed` the people it brought in or took off, so that each hears of it in their own way.
 */
export const sessionEvents = {
  'coaching.sessionCreated': declareEvent<Named & { startupId: string | null }>(named),
  'coaching.sessionUpdated': declareEvent<Named & { changes: string[]; added: string[]; removed: string[] }>(named),
  'coaching.sessionDeleted': declareEvent<GoneSession>(named),
  /** `by`: its organiser, or an invitee from the invitation's link. */
  'coaching.sessionCancelled': declareEvent<Named & { by: 'organiser' | 'invitee' }>(named),
  'coaching.sessionStarted': declareEvent<Named>(named),
  'coaching.sessionEnded': declareEvent<Named & { estimatedDuration: number }>(named),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof sessionEvents> {}
}
