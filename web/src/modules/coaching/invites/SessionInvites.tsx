/** Filled by its part of the coaching feature. */
export function SessionInvites(_props: { sessionId?: string; startupId?: string }) {
  return null;
}
