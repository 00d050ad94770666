import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/**
 * What happens to a session's notes and evaluations. Each payload says which part changed so that
 * the live push (live.ts) reaches only those allowed to read that part, without reading anything back.
 */
export const notesEvents = {
  /** `shared`: the notes everyone shares changed; `staff`: the staff's own; `visibility`: whether the staff's notes are shared with the startup. */
  'coaching.notesSaved': declareEvent<{ sessionId: string; startupId: string | null; shared: boolean; staff: boolean; visibility: boolean; revision: number }>(sentences.plain, {
    quiet: true,
  }),
  'coaching.evaluationSubmitted': declareEvent<{ sessionId: string; startupId: string | null; draft: boolean }>(sentences.plain),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof notesEvents> {}
}
