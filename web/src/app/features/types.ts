import type { ComponentType } from 'react';
import type { DocumentNode } from 'graphql';
import type { TFunction } from 'i18next';
import type { ApolloClient } from '@apollo/client';
import type { NavigateFunction } from 'react-router';
import type { FeatureFlag } from '@seedbed/contracts/flags';
import type { PermissionCriteria, PermissionKey } from '@seedbed/contracts/permissions';
import type { RoleType } from '@seedbed/contracts/roles';
import type { PublicIncubator } from '../tenant/publicIncubator';

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
  /**
   * Only redirect when this holds (e.g. /application/new for non-applicants, /login with single
   * sign-on). Otherwise the page registered at the same path, if any, is shown.
   */
  when?: (context: RedirectContext) => boolean;
  public?: boolean;
}

export interface RedirectContext {
  /** Null for a visitor. */
  user: ShellUser | null;
  incubator: PublicIncubator | undefined;
}

/** The signed-in user as the shell reasons about them (loaded once, see `useShellUser`). */
export interface ShellUser {
  _id: string;
  roleType: RoleType | null;
  startupIds: string[];
  startups: Array<{ _id: string; name: string }>;
  /** The role's scope per permission key; a key that is absent is NONE. */
  permissions: Partial<Record<PermissionKey, PermissionCriteria>>;
  /** The plan's feature flags; a flag that is absent is off. */
  flags: Partial<Record<FeatureFlag, boolean>>;
  /** The role's visibility of users and startups ('None' means no access). */
  userVisibility: string | null;
  startupVisibility: string | null;
}

/** A destination of the server's sidebar (`setUp.sidebarV2` name), with what the web shows for it. */
export interface MenuDestination {
  name: string;
  labelKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  path: string;
  /**
   * A group's own page as listed among its entries, when it is not named like the group
   * ("Management" opens the forms: listed as "Forms").
   */
  entryLabelKey?: string;
  /** Opened as a quick modal when reached from another parent. */
  quickModal?: boolean;
  /** Also shown in the top bar (spec 1 §2.4), in `order`, to the users these rules allow. */
  topNav?: TopNavRule;
}

export interface TopNavRule {
  order: number;
  roles?: readonly RoleType[];
  /** The plan flag the item depends on (training, events and startups menus). */
  flag?: FeatureFlag;
  /** Where the item leads for this user when it differs from `path`; null hides the item. */
  pathFor?: (user: ShellUser) => string | null;
  /** Labelled with the organisation's startup term (plural for staff) instead of `labelKey`. */
  startupTerm?: boolean;
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

/** What an entry's own action may use: the router and the API client. */
export interface CreateActionTools {
  navigate: NavigateFunction;
  client: ApolloClient;
}

/** An entry of the Create menu: a page opened with `create=true`, or an action of its feature. */
export interface CreateEntry {
  id: string;
  labelKey: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  permission?: PermissionKey;
  roles?: readonly RoleType[];
  /** The plan's feature the entry leads into. */
  flag?: FeatureFlag;
  to?: string;
  /** Runs instead of navigating (e.g. create a draft, then open its editor); declared by the feature that owns it. */
  run?: (tools: CreateActionTools) => Promise<void>;
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
  /**
   * Always mounted in the signed-in frame, whatever the page: dialogs and drawers that are
   * opened from anywhere (documentation search, task dialog).
   */
  frameOverlays?: Array<{ id: string; Component: ComponentType }>;
  /** The i18n namespace of the feature's texts, loaded with the app. */
  namespace?: string;
  /** Sections of the startup file (/startup/:id/file/<path>) this feature brings, in the tab bar by `order`. */
  startupFileTabs?: StartupFileTab[];
  /** Kinds of item this feature posts on a startup's activity timeline (spec 2 §3), each drawn by its own component. */
  timelineKinds?: TimelineKind[];
  /** Cards this feature adds to the home page, each role's dashboard. */
  homeWidgets?: HomeWidget[];
  /** Sections this feature adds to the account's Integrations page (/account/settings/integrations). */
  integrationSections?: IntegrationSection[];
}

/** One section of the account's Integrations page, shown when the plan has its `flag`. */
export interface IntegrationSection {
  id: string;
  flag?: FeatureFlag;
  Component: ComponentType;
}

/** A kind of timeline item: one member of the GraphQL interface TimelineItem. */
export interface TimelineKind {
  /** The item's `__typename`, as startupEvents and startupTimelineKinds name it. */
  typename: string;
  /** i18n key of the kind's name in the timeline's type filter. */
  labelKey: string;
  /** Downloaded with the timeline. */
  load: () => Promise<TimelineKindModule>;
}

export interface TimelineKindItem {
  __typename: string;
  _id: string;
  createdAt: string;
  [field: string]: unknown;
}

export interface TimelineKindModule {
  /** The kind's own fields: a fragment on its type, spread into the timeline's query beside the shared ones. */
  fragment: DocumentNode;
  Component: ComponentType<{ item: TimelineKindItem; startupId: string }>;
  /** The item's text in the timeline's CSV export. */
  csvText?: (item: TimelineKindItem, t: TFunction) => string;
}

/** What decides whether a startup file tab shows: the viewer, and their actions on this startup. */
export interface StartupFileTabContext {
  user: ShellUser;
  startupId: string;
  /** The startup's `viewerCan` as the server answered it (editProfile, viewDocuments, …). */
  viewerCan: Readonly<Record<string, boolean>>;
}

/**
 * One section of the startup file (spec 2 §2). It shows only when the plan has its `flag`, the
 * role holds `permission` (any scope but NONE), the server's `viewerCan[viewerCan]` is true for this
 * startup, and `visible` (anything else it depends on) holds.
 */
export interface StartupFileTab {
  id: string;
  labelKey: string;
  /** The address segment after /file/ ('activities'). */
  path: string;
  order: number;
  flag?: FeatureFlag;
  permission?: PermissionKey;
  viewerCan?: string;
  visible?: (context: StartupFileTabContext) => boolean;
  /** The section, downloaded when first opened. */
  page: () => Promise<{ Component: ComponentType<{ startupId: string }> }>;
}

/**
 * A card of the home page (`/`), which is each role's dashboard: the widgets whose `visible` holds
 * for the viewer, by `order`, in a grid of two columns (one at phone width).
 */
export interface HomeWidget {
  id: string;
  order: number;
  /** 'full' spans the page's width; 'half' takes one column. */
  size: 'full' | 'half';
  /**
   * i18n key of the card's heading. A widget without one draws its own cards (home's `WidgetCard`),
   * as many as it has to show: the texts admins place, one card each.
   */
  titleKey?: string;
  /** A lazy component (React `lazy`): the card shows a placeholder while it downloads. */
  Component: ComponentType;
  /** Whether this person sees it: their role type, permissions, plan flags, startups. */
  visible: (user: ShellUser) => boolean;
}
