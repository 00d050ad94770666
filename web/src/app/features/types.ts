import type { ComponentType } from 'react';
import type { FeatureFlag } from '@seedbed/contracts/flags';
import type { PermissionKey } from '@seedbed/contracts/permissions';
import type { RoleType } from '@seedbed/contracts/roles';

/**
 * Who may open a route, checked by the route guard in spec 1 §2.3's order: sign-in, a role type,
 * the plan's feature, then roles or a permission key (with the record id taken from `recordParam`).
 */
export interface Access {
  roles?: readonly RoleType[];
  forbiddenRoles?: readonly RoleType[];
  permission?: PermissionKey;
  /** Route parameter holding the id of the record the permission is checked for. */
  recordParam?: string;
  flag?: FeatureFlag;
  requiresStartup?: boolean;
}

type LazyPage = () => Promise<{ Component: ComponentType }>;

export interface FeatureRoute {
  /** Path under the signed-in layout, without the leading slash (`tasks/*`, `profile/:id/*`). */
  path: string;
  page: LazyPage;
  /** i18n key of the page title (the tenant name or SEO title follows it). */
  titleKey: string;
  access?: Access;
  /** Builder and editor pages hide the top bar; some pages hide the mobile bar. */
  hideTopBar?: boolean;
  hideMobileBar?: boolean;
}

/** A redirect kept for old links; `to` receives the matched params and the query string. */
export interface FeatureRedirect {
  path: string;
  to: (params: Record<string, string | undefined>, search: string) => string;
  /** Only redirect for users matching these rules (e.g. /application/new for non-applicants). */
  when?: (user: ShellUser) => boolean;
  public?: boolean;
}

export interface ShellUser {
  _id: string;
  roleType: RoleType | null;
  startupIds: string[];
}

/** A destination of the server's sidebar (`setUp.sidebarV2` name), with what the web shows for it. */
export interface MenuDestination {
  name: string;
  labelKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  path: string;
  /** Opened as a quick modal when reached from another parent. */
  quickModal?: boolean;
}

/** A destination of the global search: a module with its description and subsections. */
export interface SearchDestination {
  /** The sidebar entry that must be in the user's own menu for this to be searchable. */
  menuName: string;
  path: string;
  labelKey: string;
  descriptionKey: string;
  subsections?: Array<{ path: string; labelKey: string }>;
}

/** An entry of the Create menu: a page opened with `create=true`, or an action. */
export interface CreateEntry {
  id: string;
  labelKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  permission?: PermissionKey;
  roles?: readonly RoleType[];
  to?: string;
  /** Runs instead of navigating (e.g. create an event, then open its editor). */
  action?: 'createIncubatorEvent';
}

/** A control of the top bar (search, Create menu, calendar, bell, tasks drawer), in `order`. */
export interface TopBarAction {
  id: string;
  order: number;
  Component: ComponentType;
  /** Spec 1 §2.4: search and extra items are hidden from applicants, cofounders and community members. */
  hiddenForStartupSide?: boolean;
}

/** One feature's whole contribution to the shell, declared in its own folder. */
export interface Feature {
  id: string;
  routes?: FeatureRoute[];
  publicRoutes?: FeatureRoute[];
  redirects?: FeatureRedirect[];
  menu?: MenuDestination[];
  search?: SearchDestination[];
  create?: CreateEntry[];
  topBarActions?: TopBarAction[];
  /** The i18n namespace of the feature's texts, loaded with the app. */
  namespace?: string;
}
