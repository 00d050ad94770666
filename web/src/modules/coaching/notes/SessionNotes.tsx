/** Filled by its part of the coaching feature. */
export function SessionNotes(_props: { sessionId?: string; startupId?: string }) {
  return null;
}
