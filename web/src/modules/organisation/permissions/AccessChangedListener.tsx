import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useToken } from '../../auth/token';
import { ACCESS_CHANGED } from '../roles/graphql';

/**
 * Always mounted in the frame: when an admin changes the viewer's role, the queries that decide
 * what the viewer may see and do are asked again, so menus and guards follow without a reload.
 */
export function AccessChangedListener() {
  const token = useToken();
  const client = useApolloClient();
  useSubscription(ACCESS_CHANGED, {
    skip: !token,
    onData: () => {
      void client.refetchQueries({ include: ['ShellUser', 'SidebarMenu', 'IsUserAuthorized'] });
    },
  });
  return null;
}
