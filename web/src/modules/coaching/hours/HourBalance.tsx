/** Filled by its part of the coaching feature. */
export function HourBalance(_props: { sessionId?: string; startupId?: string }) {
  return null;
}
