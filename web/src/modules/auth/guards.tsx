import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useTenant } from '../../app/tenant/TenantProvider';
import { UnknownPathPage, visitorSignsInAt } from '../../shell/errors/UnknownPathPage';
import { loginPath, safeReturnPath } from './paths';
import { externalSignInPath, usesSingleSignOn } from './singleSignOn';
import { useToken } from './token';

/** Marks the route that catches every unmatched address. */
export const CATCH_ALL_HANDLE = { catchAll: true } as const;

/**
 * Visitors of a signed-in page start sign-in, keeping the page to come back to. An address that
 * matches no page signs in first only inside a signed-in section (an old link may resolve then);
 * elsewhere the visitor sees the not-found page straight away.
 */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  const matches = useMatches();
  const { incubator } = useTenant();
  if (!token) {
    const catchAll = matches.some((m) => (m.handle as { catchAll?: boolean } | undefined)?.catchAll);
    if (catchAll && !visitorSignsInAt(location.pathname)) return <UnknownPathPage />;
    const returnTo = location.pathname + location.search;
    return <Navigate to={usesSingleSignOn(incubator) ? externalSignInPath(returnTo) : loginPath(returnTo)} replace />;
  }
  return <Outlet />;
}

function returnPathOf(search: string, state: unknown): string {
  const fromQuery = new URLSearchParams(search).get('returnTo');
  const fromState = state && typeof state === 'object' ? (state as { returnTo?: unknown }).returnTo : undefined;
  return safeReturnPath(fromQuery ?? (typeof fromState === 'string' ? fromState : undefined));
}

/**
 * Pages for visitors only. A signed-in user is sent on, to the return path if the page
 * carries one: that is also how a successful sign-in reaches its destination.
 */
export function PublicOnly() {
  const token = useToken();
  const location = useLocation();
  if (token) return <Navigate to={returnPathOf(location.search, location.state)} replace />;
  return <Outlet />;
}
