import type { ComponentType } from 'react';
import type { MenuDestination, ShellUser } from '../../app/features/types';

export interface TopNavItem {
  name: string;
  labelKey: string;
  path: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  startupTerm: boolean;
}

/**
 * Spec 1 §2.4: the top bar's items are the features' destinations marked for it, for the roles
 * and plan flags they name, in their order, each leading where it leads for this user.
 */
export function topNavItems(destinations: Iterable<MenuDestination>, user: ShellUser): TopNavItem[] {
  const items: Array<TopNavItem & { order: number }> = [];
  for (const destination of destinations) {
    const rule = destination.topNav;
    if (!rule) continue;
    if (rule.roles && (!user.roleType || !rule.roles.includes(user.roleType))) continue;
    if (rule.flag && !user.flags[rule.flag]) continue;
    const path = rule.pathFor ? rule.pathFor(user) : destination.path;
    if (path === null) continue;
    items.push({
      name: destination.name,
      labelKey: destination.labelKey,
      path,
      icon: destination.icon,
      startupTerm: Boolean(rule.startupTerm),
      order: rule.order,
    });
  }
  return items.sort((a, b) => a.order - b.order).map(({ order: _order, ...item }) => item);
}
