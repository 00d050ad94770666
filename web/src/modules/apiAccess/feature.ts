import { ORGANISATION_ADMINS } from '@seedbed/contracts/roles';
import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';

/**
 * The public API: a person's tokens (a section of /account/settings/integrations, with the plan's
 * publicApi), the organisation's tokens and webhooks (the organisation settings' "API and
 * webhooks" tab), and the API's documentation (/docs/api).
 */
export const apiAccessFeature: Feature = {
  id: 'apiAccess',
  namespace: 'apiAccess',
  routes: [
    {
      path: 'admin/configuration/api',
      titleKey: 'organisation:tabs.api',
      access: { roles: ORGANISATION_ADMINS },
      page: async () => ({ Component: (await import('./OrganisationApiPage')).OrganisationApiPage }),
    },
    {
      path: 'docs/api',
      titleKey: 'apiAccess:docs.title',
      page: async () => ({ Component: (await import('./ApiDocsPage')).ApiDocsPage }),
    },
  ],
  integrationSections: [{ id: 'api-tokens', flag: 'publicApi', Component: lazyComponent(async () => (await import('./ApiTokensIntegration')).ApiTokensIntegration) }],
  search: [
    {
      menuName: 'home',
      path: '/docs/api',
      labelKey: 'apiAccess:docs.title',
      descriptionKey: 'apiAccess:docs.searchDescription',
    },
  ],
};
