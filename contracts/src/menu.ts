import type { FeatureFlag } from './flags.ts';
import type { PermissionKey } from './permissions.ts';
import { ORGANISATION_ADMINS, STAFF_LIKE, type RoleType } from './roles.ts';

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

/** Spec 1 §2.3: /tasks/* is for the staff-like group, cofounders and community members. */
export const TASKS_ROLES: readonly RoleType[] = [...STAFF_LIKE, 'cofounder', 'community_member'];

export const SIDEBAR: readonly MenuDefinition[] = [
  { name: 'home' },
  {
    name: 'tasks',
    roles: TASKS_ROLES,
    // Everyone's and every startup's tasks are overviews for the organisation's side.
    subMenu: [
      { name: 'tasksUsers', roles: STAFF_LIKE },
      { name: 'tasksStartups', roles: STAFF_LIKE },
    ],
  },
  {
    // Spec 3 §2: organisation settings, for the admin-level group; the activity feed needs its flag.
    name: 'organisationSettings',
    roles: ORGANISATION_ADMINS,
    subMenu: [
      { name: 'organisationUsers', roles: ORGANISATION_ADMINS },
      { name: 'organisationRoles', roles: ORGANISATION_ADMINS },
      { name: 'activityFeed', roles: ORGANISATION_ADMINS, flag: 'activityFeed' },
    ],
  },
];

/** The sitemap lists the same destinations, three levels deep. */
export const SITEMAP: readonly MenuDefinition[] = SIDEBAR;
