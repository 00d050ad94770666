import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '../../modules/auth/paths';
import { useToken } from '../../modules/auth/token';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { LoadError } from '../../shell/errors/LoadError';
import { NotAuthorizedPage } from '../../shell/errors/NotAuthorizedPage';
import { useShellUser } from '../../shell/user/useShellUser';
import { decideAccess, PLAN_PATH } from './accessDecision';
import { useFeatureRouteMatch, useRouteTitle } from './RouteTitle';
import { graphql } from '../apollo/graphql';

export const IS_USER_AUTHORIZED = graphql(`
  query IsUserAuthorized($permission: String!, $data: [String!]) {
    isUserAuthorized(permission: $permission, data: $data)
  }
`);

/** Spec 1 §2.3, around every page a feature declares (see `decideAccess` for the order). */
export function RouteGuard() {
  const token = useToken();
  const location = useLocation();
  const match = useFeatureRouteMatch();
  useRouteTitle();
  const access = match?.route.access;
  const { user, loading, error, refetch } = useShellUser({ skip: !token });
  const recordId = access?.recordParam ? match?.params[access.recordParam] : undefined;

  const beforePermission = decideAccess({ signedIn: Boolean(token), loading, user, access });
  const permission = beforePermission.kind === 'checkPermission' ? access?.permission : undefined;
  const check = useQuery(IS_USER_AUTHORIZED, {
    variables: { permission: permission ?? '', data: recordId ? [recordId] : [] },
    skip: !permission,
    fetchPolicy: 'cache-first',
  });
  const decision = permission ? decideAccess({ signedIn: true, loading: false, user, access, authorized: check.data?.isUserAuthorized }) : beforePermission;

  if (error && !user) return <LoadError error={error} onRetry={refetch} />;
  if (check.error) return <LoadError error={check.error} onRetry={() => void check.refetch()} />;
  switch (decision.kind) {
    case 'wait':
    case 'checkPermission':
      return <LoadingScreen />;
    case 'signIn':
      return <Navigate to={loginPath(location.pathname + location.search)} replace />;
    case 'notAuthorized':
      return <NotAuthorizedPage />;
    case 'plan':
      return <Navigate to={PLAN_PATH} replace />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'allow':
      return <Outlet />;
  }
}
