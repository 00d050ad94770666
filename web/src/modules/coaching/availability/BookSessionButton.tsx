/** Filled by its part of the coaching feature. */
export function BookSessionButton(_props: { sessionId?: string; startupId?: string }) {
  return null;
}
