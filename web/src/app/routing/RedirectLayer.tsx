import { Navigate, Outlet, useLocation } from 'react-router';
import { useToken } from '../../modules/auth/token';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { useShellUser } from '../../shell/user/useShellUser';
import { registry } from '../features/registry';
import { useTenant } from '../tenant/TenantProvider';
import { findRedirect, redirectTarget } from './redirects';

/**
 * Applies the features' redirects before any page renders. It sits above every route, so a
 * redirect and a page can share a path: the page shows whenever the redirect's condition does not
 * hold (the application form for an applicant at /application/new).
 */
export function RedirectLayer() {
  const { pathname, search } = useLocation();
  const token = useToken();
  const { incubator } = useTenant();
  const match = findRedirect(registry.redirects, pathname, Boolean(token));
  const conditional = Boolean(match?.redirect.when);
  // The user is needed only to decide a conditional redirect; it then comes from the cache.
  const { user, loading } = useShellUser({ skip: !conditional || !token });

  if (!match) return <Outlet />;
  // The organisation is not waited for: offline it can take a minute of retries, and the sign-in
  // page must still show; a redirect that depends on it applies once it has loaded.
  if (conditional && loading) return <LoadingScreen />;
  const target = redirectTarget(match, search, { user, incubator });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
