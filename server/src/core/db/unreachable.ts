/**
 * Failures that say the database cannot be reached right now, not that a query was wrong: the
 * server shut down or restarted (57P01 admin, 57P02 crash, 57P03 still starting), the connection
 * failed or was cut (class 08, refused, reset, terminated), or no connection came in time.
 * Requests that meet one answer 503; the pool connects again by itself once the database is back.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres and its pool say these in words only.
const MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/, /^Client was closed/];

type Failure = { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, syscall, message, cause, errors } = error as Failure;
  if (typeof code === 'string' && (SQLSTATES.has(code) || SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  // Through a Unix socket, a stopped server's socket file is gone: connecting fails with ENOENT.
  if (syscall === 'connect' && typeof code === 'string') return true;
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Query builders wrap the driver's error; a host with several addresses fails with one per address.
  if (isDatabaseUnreachable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1));
}
