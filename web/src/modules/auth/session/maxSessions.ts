import { codeOf, graphQLErrorsOf } from '../../../app/apollo/errors';
import type { SessionSummary } from '../serverSession';

/**
 * The user's sessions when the server refused a new one (spec 1 §4/§8). The code is checked
 * first because the message is translated; the English wording is the spec's fallback.
 */
export function sessionsFromMaxSessionsError(error: unknown): SessionSummary[] | undefined {
  const refusal = graphQLErrorsOf(error).find((e) => codeOf(e) === 'MAX_SESSIONS' || e.message.includes('Maximum number of sessions reached'));
  if (!refusal) return undefined;
  const sessions = refusal.extensions?.sessions;
  return Array.isArray(sessions) ? (sessions as SessionSummary[]).filter((s) => s && typeof s._id === 'string') : [];
}
