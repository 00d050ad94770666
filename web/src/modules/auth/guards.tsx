import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath, safeReturnPath } from './paths';
import { useToken } from './token';

/** Visitors of a signed-in page start sign-in, keeping the page to come back to. */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
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
