import { openCreateSession } from '../session/createSession';

/** Opens the new-session dialog at a time picked in the calendar (the session part owns the dialog). */
export function createSessionAt(start: Date): void {
  openCreateSession({ start });
}
