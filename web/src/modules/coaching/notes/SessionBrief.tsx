/** Filled by its part of the coaching feature. */
export function SessionBrief(_props: { sessionId?: string; startupId?: string }) {
  return null;
}
