/** Where sign-in starts, remembering the page to come back to. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/' || returnTo.startsWith('/login')) return '/login';
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Only same-origin paths are followed after sign-in, so a crafted link cannot send a
 * freshly signed-in user to another site.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/**
 * Spec 1 §8: on these pages an AUTHENTICATION_REQUIRED error only raises a document event,
 * because they are meant for people who are not signed in.
 */
const AUTH_EVENT_ONLY_PATHS = [
  '/login',
  '/reset',
  '/application/new',
  '/acceptinvitation',
  '/forgotpassword',
  '/share/forms',
  '/welcome',
  '/auth/url',
  '/auth/callback',
  '/auth/linkedin',
  '/auth/linkedin/callback',
];

export const AUTH_REQUIRED_EVENT = 'seedbed:auth-required';

export function isAuthEventOnlyPath(pathname: string): boolean {
  return AUTH_EVENT_ONLY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
