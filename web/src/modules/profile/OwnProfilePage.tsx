import { Navigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CURRENT_USER } from '../auth/currentUser';

/** /profile — one's own profile (the signed-in layout has already loaded the current user). */
export function OwnProfilePage() {
  const me = useQuery(CURRENT_USER, { fetchPolicy: 'cache-only' }).data?.currentUser;
  return me ? <Navigate to={`/profile/${me._id}`} replace /> : null;
}
