import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { registry } from '../../app/features/registry';
import { useToken } from '../../modules/auth/token';
import { useShellUser } from '../user/useShellUser';
import { pathsForUser, resolveMenu, usableNames, type MenuItem, type ServerMenuEntry } from './menuTree';
import { graphql } from '../../app/apollo/graphql';

/** Spec 1 §7 SidebarMenu: three levels of names with their locked flag. */
export const SIDEBAR_MENU = graphql(`
  query SidebarMenu {
    setUp {
      sidebarV2 {
        name
        locked
        subMenu {
          name
          locked
          subMenu {
            name
            locked
          }
        }
      }
    }
  }
`);

const NO_ENTRIES: ServerMenuEntry[] = [];

function useServerMenu() {
  const token = useToken();
  // Skipped for visitors (spec 1 §7); cached for the whole sign-in.
  const { data, loading } = useQuery(SIDEBAR_MENU, { skip: !token, fetchPolicy: 'cache-first' });
  return { entries: data?.setUp.sidebarV2 ?? NO_ENTRIES, loading: Boolean(token) && loading };
}

/** The user's sidebar, mapped to the destinations the web application knows. */
export function useSidebarMenu(): { items: MenuItem[]; loading: boolean } {
  const { entries, loading } = useServerMenu();
  const { user } = useShellUser({ skip: !useToken() });
  const items = useMemo(() => pathsForUser(resolveMenu(entries, registry.destinations), user), [entries, user]);
  return { items, loading };
}

/**
 * The sidebar names the user may use (all levels, locked ones excluded). The global search offers
 * only modules in the user's own menu (spec 1 §2.9).
 */
export function useMenuNames(): ReadonlySet<string> {
  const { entries } = useServerMenu();
  return useMemo(() => usableNames(entries), [entries]);
}
