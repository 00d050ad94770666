import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useToken } from '../../modules/auth/token';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { loadDataLayer } from '../apollo/loadDataLayer';
import { registry } from '../features/registry';
import { useTenant } from '../tenant/TenantProvider';
import { findRedirect, redirectTarget } from './redirects';

// Deciding on the user needs the data layer; visitors and unconditional redirects do without it.
const UserRedirect = lazy(async () => {
  const [{ DataProvider }, { UserRedirect: Decide }] = await Promise.all([loadDataLayer(), import('./UserRedirect')]);
  return {
    default: (props: Parameters<typeof Decide>[0]) => (
      <DataProvider>
        <Decide {...props} />
      </DataProvider>
    ),
  };
});

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

  if (!match) return <Outlet />;
  // The organisation is not waited for: offline it can take a minute of retries, and the sign-in
  // page must still show; a redirect that depends on it applies once it has loaded.
  // The user is needed only to decide a conditional redirect; it then comes from the cache.
  if (match.redirect.when && token) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <UserRedirect match={match} search={search} incubator={incubator} />
      </Suspense>
    );
  }
  const target = redirectTarget(match, search, { user: null, incubator });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
