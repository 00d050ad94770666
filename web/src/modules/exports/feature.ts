import type { Feature } from '../../app/features/types';

/**
 * Exports (spec 3 §3): the export history at /account/exports, where each export asked for from
 * a list (ExportButton) is followed while it is written and downloaded until it expires. The
 * account menu's "Export history" appears once this page is registered.
 */
export const exportsFeature: Feature = {
  id: 'exports',
  namespace: 'exports',
  routes: [
    {
      path: 'account/exports',
      titleKey: 'exports:title',
      page: async () => ({ Component: (await import('./ExportsPage')).ExportsPage }),
    },
  ],
  search: [{ menuName: 'home', path: '/account/exports', labelKey: 'exports:search.label', descriptionKey: 'exports:search.description' }],
};
