import { Navigate, Outlet } from 'react-router';
import type { PublicIncubator } from '../tenant/publicIncubator';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { useShellUser } from '../../shell/user/useShellUser';
import { redirectTarget, type RedirectMatch } from './redirects';

/** A redirect whose condition depends on the signed-in user (loaded with the data layer). */
export function UserRedirect({ match, search, incubator }: { match: RedirectMatch; search: string; incubator: PublicIncubator | undefined }) {
  // The user comes from the cache when the frame has loaded it already.
  const { user, loading } = useShellUser({ skip: false });
  if (loading) return <LoadingScreen />;
  const target = redirectTarget(match, search, { user, incubator });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
