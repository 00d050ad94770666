import type { FeatureFlag } from './flags.ts';
import type { PermissionKey } from './permissions.ts';
import type { RoleType } from './roles.ts';

/**
 * A destination of the sidebar and sitemap. The server keeps the entries the viewer may reach
 * (roles, permission) and marks `locked` those whose feature the plan lacks; the web maps each
 * name to its label, icon and path. Register an entry when its screen exists.
 */
export interface MenuDefinition {
  name: string;
  roles?: readonly RoleType[];
  permission?: PermissionKey;
  flag?: FeatureFlag;
  subMenu?: readonly MenuDefinition[];
}

export interface MenuEntry {
  name: string;
  locked: boolean;
  subMenu: MenuEntry[];
}

export const SIDEBAR: readonly MenuDefinition[] = [{ name: 'home' }];

/** The sitemap lists the same destinations, three levels deep. */
export const SITEMAP: readonly MenuDefinition[] = SIDEBAR;
