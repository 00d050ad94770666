import { Navigate } from 'react-router';
import { docsHomePath, docUserTypeOf } from '@seedbed/contracts/docs';
import { useShellUser } from '../../shell/user/useShellUser';

/** `/docs` and `/docs/user` name no audience: they open the reader's own documentation. */
export function DocsEntry() {
  const { user, loading } = useShellUser();
  // The route guard has the user before any page shows; this only waits for a slow cache.
  if (loading && !user) return null;
  return <Navigate to={docsHomePath(docUserTypeOf(user?.roleType))} replace />;
}
