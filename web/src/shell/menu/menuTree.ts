import type { MenuDestination, ShellUser } from '../../app/features/types';

/** An entry of `setUp.sidebarV2` (spec 1 §2.8), up to three levels. */
export interface ServerMenuEntry {
  name: string;
  locked: boolean;
  subMenu?: ServerMenuEntry[] | null;
}

export interface MenuItem {
  destination: MenuDestination;
  locked: boolean;
  children: MenuItem[];
}

/**
 * Pairs the server's entries with the web's destinations. A name the web does not know yet (its
 * feature has not arrived) is left out with everything under it: there is no label or path to show.
 */
export function resolveMenu(entries: readonly ServerMenuEntry[], destinations: ReadonlyMap<string, MenuDestination>, depth = 1): MenuItem[] {
  return entries.flatMap((entry) => {
    const destination = destinations.get(entry.name);
    if (!destination) return [];
    const children = depth < 3 ? resolveMenu(entry.subMenu ?? [], destinations, depth + 1) : [];
    return [{ destination, locked: entry.locked, children }];
  });
}

/**
 * A destination whose top-bar rule leads each person to their own page (`topNav.pathFor`: the
 * Applications group opens /applications for applicants, /applications/overview for staff) leads
 * there from the sidebar too.
 */
export function pathsForUser(items: readonly MenuItem[], user: ShellUser | null): MenuItem[] {
  return items.map((item) => {
    const own = user ? item.destination.topNav?.pathFor?.(user) : null;
    const destination = own && own !== item.destination.path ? { ...item.destination, path: own } : item.destination;
    return { ...item, destination, children: pathsForUser(item.children, user) };
  });
}

/** The names the user may actually use: every level, locked entries excluded. */
export function usableNames(entries: readonly ServerMenuEntry[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: readonly ServerMenuEntry[]) => {
    for (const entry of list) {
      if (entry.locked) continue;
      names.add(entry.name);
      walk(entry.subMenu ?? []);
    }
  };
  walk(entries);
  return names;
}

/** Whether an item, or one below it, is the page being shown (so its branch starts expanded). */
export function isActivePath(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/' || pathname === '/home' || pathname.startsWith('/home/');
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function containsActive(item: MenuItem, pathname: string): boolean {
  return isActivePath(item.destination.path, pathname) || item.children.some((child) => containsActive(child, pathname));
}
