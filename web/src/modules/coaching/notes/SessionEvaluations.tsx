/** Filled by its part of the coaching feature. */
export function SessionEvaluations(_props: { sessionId?: string; startupId?: string }) {
  return null;
}
