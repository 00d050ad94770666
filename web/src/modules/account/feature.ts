import type { Feature } from '../../app/features/types';

/**
 * Spec 1 §2.5: the account pages — User preferences, User security and, where the organisation
 * allows it, Delete account. /account itself opens the preferences (the top bar's Account tab).
 */
export const accountFeature: Feature = {
  id: 'account',
  namespace: 'account',
  routes: [
    {
      path: 'account/settings',
      titleKey: 'account:tabs.preferences',
      page: async () => ({ Component: (await import('./settings/SettingsPage')).SettingsPage }),
    },
    {
      path: 'account/settings/security',
      titleKey: 'account:tabs.security',
      page: async () => ({ Component: (await import('./security/SecurityPage')).SecurityPage }),
    },
    {
      path: 'account/settings/delete',
      titleKey: 'account:tabs.delete',
      page: async () => ({ Component: (await import('./delete/DeleteAccountPage')).DeleteAccountPage }),
    },
  ],
  redirects: [{ path: 'account', to: () => '/account/settings' }],
  // Spec 1 §2.9 lists /account/settings among the searchable destinations. Every signed-in
  // person has it, so it hangs on the 'home' entry that every menu holds.
  search: [
    {
      menuName: 'home',
      path: '/account/settings',
      labelKey: 'account:search.label',
      descriptionKey: 'account:search.description',
      subsections: [
        { path: '/account/settings', labelKey: 'account:tabs.preferences' },
        { path: '/account/settings/security', labelKey: 'account:tabs.security' },
      ],
    },
  ],
};
