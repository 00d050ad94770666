import { docsHomePath } from '@seedbed/contracts/docs';
import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';

/**
 * Spec 1 §2.6: the product's documentation, served by Seedbed itself — its pages, and the search
 * dialog that the account menu and the global search open.
 */
export const docsFeature: Feature = {
  id: 'docs',
  namespace: 'docs',
  routes: [
    // An address without an audience opens the reader's own; one without a page, its audience's list.
    { path: 'docs', titleKey: 'docs:documentation', page: async () => ({ Component: (await import('./DocsEntry')).DocsEntry }) },
    { path: 'docs/user', titleKey: 'docs:documentation', page: async () => ({ Component: (await import('./DocsEntry')).DocsEntry }) },
    {
      path: 'docs/user/:userType',
      titleKey: 'docs:documentation',
      page: async () => ({ Component: (await import('./DocsHomePage')).DocsHomePage }),
    },
    {
      path: 'docs/user/:userType/category/:category/doc/:slug',
      titleKey: 'docs:documentation',
      page: async () => ({ Component: (await import('./DocPage')).DocPage }),
    },
  ],
  redirects: [
    { path: 'docs/user/:userType/category/:category', to: (params) => docsHomePath(params.userType ?? '') },
    { path: 'docs/user/:userType/category/:category/doc', to: (params) => docsHomePath(params.userType ?? '') },
  ],
  frameOverlays: [{ id: 'docs-search', Component: lazyComponent(async () => (await import('./DocsSearchHost')).DocsSearchHost) }],
};
