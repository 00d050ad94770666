import { createValueStore } from '../../../app/store';

/** What the new-session dialog starts from: a startup, a coach, a start time, each when the caller knows it. */
export interface CreateSessionDefaults {
  startupId?: string;
  coachId?: string;
  start?: Date;
}

/**
 * The session dialog is one overlay of the frame (SessionDialogHost); any screen — the Create
 * menu, a startup's coaching tab, the calendar, the portfolio — asks it to open through here.
 */
export type SessionDialogRequest = { mode: 'create'; defaults: CreateSessionDefaults } | { mode: 'edit'; sessionId: string };

export const sessionDialogRequest = createValueStore<SessionDialogRequest | null>(null);

export const openCreateSession = (defaults: CreateSessionDefaults = {}) => sessionDialogRequest.set({ mode: 'create', defaults });
export const openEditSession = (sessionId: string) => sessionDialogRequest.set({ mode: 'edit', sessionId });
export const closeSessionDialog = () => sessionDialogRequest.set(null);
