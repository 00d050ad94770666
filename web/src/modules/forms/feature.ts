import { IconClipboardList, IconForms } from '@tabler/icons-react';
import type { Feature } from '../../app/features/types';

/**
 * The forms engine (spec 3 §2 Forms): the forms' management, the builder, versions compared,
 * answers downloaded; a form's public link and its printout are open to anyone.
 */
export const formsFeature: Feature = {
  id: 'forms',
  namespace: 'forms',
  routes: [
    {
      path: 'forms/management',
      titleKey: 'forms:titles.management',
      access: { permission: 'FORM:CREATE' },
      page: async () => ({ Component: (await import('./management/FormsPage')).FormsPage }),
    },
    {
      path: 'forms/management/new',
      titleKey: 'forms:titles.new',
      access: { permission: 'FORM:CREATE' },
      page: async () => ({ Component: (await import('./management/FormsPage')).NewFormPage }),
    },
    {
      path: 'forms/management/:id/edit',
      titleKey: 'forms:titles.builder',
      access: { permission: 'FORM:CREATE' },
      hideTopBar: true,
      page: async () => ({ Component: (await import('./builder/BuilderPage')).BuilderPage }),
    },
    {
      path: 'forms/management/form/:baseId/compare/:compareId',
      titleKey: 'forms:titles.compare',
      access: { permission: 'FORM:CREATE' },
      page: async () => ({ Component: (await import('./compare/ComparePage')).ComparePage }),
    },
    {
      // The legacy path of the same page, without the navigation bar.
      path: 'setup/forms/:baseId/compare/:compareId',
      titleKey: 'forms:titles.compare',
      access: { permission: 'FORM:CREATE' },
      hideTopBar: true,
      page: async () => ({ Component: (await import('./compare/ComparePage')).ComparePage }),
    },
    {
      path: 'download/forms/:id',
      titleKey: 'forms:titles.download',
      access: { permission: 'FORM:CREATE' },
      page: async () => ({ Component: (await import('./download/DownloadPage')).DownloadPage }),
    },
    {
      path: 'download/forms/:id/answers/:submissionId',
      titleKey: 'forms:titles.answer',
      access: { permission: 'FORM:CREATE' },
      hideTopBar: true,
      page: async () => ({ Component: (await import('./answers/AnswerPage')).AnswerPage }),
    },
  ],
  publicRoutes: [
    {
      path: 'share/forms/:uuid',
      titleKey: 'forms:titles.share',
      page: async () => ({ Component: (await import('./share/SharePage')).SharePage }),
    },
    {
      path: 'export/print/form/:uuid',
      titleKey: 'forms:titles.print',
      page: async () => ({ Component: (await import('./print/PrintPage')).PrintPage }),
    },
  ],
  menu: [{ name: 'management', labelKey: 'forms:nav.management', entryLabelKey: 'forms:nav.forms', icon: IconClipboardList, path: '/forms/management' }],
  search: [{ menuName: 'management', path: '/forms/management', labelKey: 'forms:search.label', descriptionKey: 'forms:search.description' }],
  create: [{ id: 'form', labelKey: 'forms:create.form', icon: IconForms, permission: 'FORM:CREATE', to: '/forms/management/new' }],
};
