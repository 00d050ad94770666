import { IconChartBar, IconPuzzle } from '@tabler/icons-react';
import type { Feature } from '../../app/features/types';

/**
 * Custom fields and profile builders (spec 3 §2): the fields of startups and people, their
 * analytics, the two profile forms and their builders, and the values on the startup file's
 * custom-fields tab (the person's profile shows theirs in its own page).
 */
export const profilesFeature: Feature = {
  id: 'profiles',
  namespace: 'profiles',
  routes: [
    {
      path: 'fields/customs',
      titleKey: 'profiles:titles.fields',
      access: { permission: 'FORM:CREATE' },
      page: async () => ({ Component: (await import('./CustomFieldsPage')).CustomFieldsPage }),
    },
    {
      path: 'fields/customs/analytics',
      titleKey: 'profiles:titles.analytics',
      access: { permission: 'FORM:CREATE', flag: 'customFieldsAnalytics' },
      page: async () => ({ Component: (await import('./AnalyticsPage')).AnalyticsPage }),
    },
    {
      // The forms' builder, on the profile form: it reads the form from the `id` parameter.
      path: 'profiles/:id/builder/*',
      titleKey: 'profiles:titles.builder',
      access: { permission: 'FORM:CREATE', flag: 'customFieldsEdit' },
      hideTopBar: true,
      page: async () => ({ Component: (await import('../forms/builder/BuilderPage')).BuilderPage }),
    },
    {
      path: 'startups/profile',
      titleKey: 'profiles:titles.startupProfile',
      access: { permission: 'FORM:CREATE' },
      page: async () => ({ Component: (await import('./ProfileFormPage')).StartupProfilePage }),
    },
    {
      path: 'community/people/profile',
      titleKey: 'profiles:titles.peopleProfile',
      access: { permission: 'FORM:CREATE' },
      page: async () => ({ Component: (await import('./ProfileFormPage')).PeopleProfilePage }),
    },
  ],
  redirects: [{ path: 'setup/fields/:id/*', to: ({ id }) => `/profiles/${encodeURIComponent(id ?? '')}/builder` }],
  menu: [
    { name: 'customFields', labelKey: 'profiles:nav.fields', icon: IconPuzzle, path: '/fields/customs' },
    { name: 'customFieldsAnalytics', labelKey: 'profiles:nav.analytics', icon: IconChartBar, path: '/fields/customs/analytics' },
  ],
  search: [{ menuName: 'customFields', path: '/fields/customs', labelKey: 'profiles:search.label', descriptionKey: 'profiles:search.description' }],
  startupFileTabs: [
    {
      id: 'custom-fields',
      labelKey: 'profiles:tab',
      path: 'custom-fields',
      order: 110,
      // The server's answer: the startup profile form has published fields.
      viewerCan: 'viewCustomFields',
      page: async () => ({ Component: (await import('./StartupCustomFieldsTab')).StartupCustomFieldsTab }),
    },
  ],
};
