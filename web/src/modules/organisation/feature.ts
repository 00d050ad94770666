import { IconAdjustments, IconHistory, IconShieldLock, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { ORGANISATION_ADMINS } from '@seedbed/contracts/roles';
import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';

/**
 * Organisation settings (spec 3 §2, issue: general, domain, branding, metadata, roles,
 * permissions, plan, industries, users, activity feed) for the admin-level group. Each tab is a
 * page of its own folder; a tab whose plan feature is off goes to the plan page.
 */
export const organisationFeature: Feature = {
  id: 'organisation',
  namespace: 'organisation',
  routes: [
    {
      path: 'admin/configuration/general',
      titleKey: 'organisation:tabs.general',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./general/GeneralPage')).GeneralPage }),
    },
    {
      path: 'admin/configuration/domain',
      titleKey: 'organisation:tabs.domain',
      access: { roles: ORGANISATION_ADMINS, flag: 'customDomainsManagement' },
      page: async () => ({ Component: (await import('./domain/DomainPage')).DomainPage }),
    },
    {
      path: 'admin/configuration/branding',
      titleKey: 'organisation:tabs.branding',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./branding/BrandingPage')).BrandingPage }),
    },
    {
      path: 'admin/configuration/metadata',
      titleKey: 'organisation:tabs.metadata',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./metadata/MetadataPage')).MetadataPage }),
    },
    {
      path: 'admin/configuration/roles',
      titleKey: 'organisation:tabs.roles',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./roles/RolesPage')).RolesPage }),
    },
    {
      path: 'admin/configuration/permissions',
      titleKey: 'organisation:tabs.permissions',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./permissions/PermissionsPage')).PermissionsPage }),
    },
    {
      path: 'admin/configuration/plan',
      titleKey: 'organisation:tabs.plan',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./plan/PlanPage')).PlanPage }),
    },
    {
      path: 'admin/configuration/industries',
      titleKey: 'organisation:tabs.industries',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./industries/IndustriesPage')).IndustriesPage }),
    },
    {
      path: 'admin/configuration/users',
      titleKey: 'organisation:tabs.users',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./users/UsersPage')).UsersPage }),
    },
    {
      path: 'admin/configuration/logs',
      titleKey: 'organisation:tabs.logs',
      access: { roles: ORGANISATION_ADMINS, flag: 'activityFeed' },
      page: async () => ({ Component: (await import('./logs/ActivityFeedPage')).ActivityFeedPage }),
    },
  ],
  publicRoutes: [
    {
      path: 'confirmIncubatorEmail',
      titleKey: 'organisation:confirmEmail.title',
      page: async () => ({ Component: (await import('./confirm-email/ConfirmIncubatorEmailPage')).ConfirmIncubatorEmailPage }),
    },
  ],
  redirects: [{ path: 'admin/configuration', to: () => '/admin/configuration/general' }],
  menu: [
    { name: 'organisationSettings', labelKey: 'organisation:nav.settings', icon: IconAdjustments, path: '/admin/configuration' },
    { name: 'organisationUsers', labelKey: 'organisation:tabs.users', icon: IconUsersGroup, path: '/admin/configuration/users' },
    { name: 'organisationRoles', labelKey: 'organisation:tabs.roles', icon: IconShieldLock, path: '/admin/configuration/roles' },
    { name: 'activityFeed', labelKey: 'organisation:tabs.logs', icon: IconHistory, path: '/admin/configuration/logs' },
  ],
  search: [
    {
      menuName: 'organisationSettings',
      path: '/admin/configuration',
      labelKey: 'organisation:search.label',
      descriptionKey: 'organisation:search.description',
      subsections: [
        { path: '/admin/configuration/users', labelKey: 'organisation:tabs.users' },
        { path: '/admin/configuration/roles', labelKey: 'organisation:tabs.roles' },
      ],
    },
  ],
  create: [{ id: 'user', labelKey: 'organisation:create.user', icon: IconUserPlus, roles: ORGANISATION_ADMINS, to: '/admin/configuration/users' }],
  // Keeps every signed-in page's menus and permission checks in step with role changes made by admins.
  frameOverlays: [{ id: 'access-changed', Component: lazyComponent(async () => (await import('./permissions/AccessChangedListener')).AccessChangedListener) }],
};
