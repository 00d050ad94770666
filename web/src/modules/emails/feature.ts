import { IconMailFast, IconMailPlus } from '@tabler/icons-react';
import { EMAIL_COMPOSERS } from '@seedbed/contracts/emails';
import type { Feature } from '../../app/features/types';
import { EMAIL_PATHS } from './paths';

const composers = { roles: EMAIL_COMPOSERS } as const;

/**
 * E-mail campaigns and planned actions (spec 1 §2.2, §2.8–2.9; spec 3 §3), for the organisation's
 * staff and administrators: the list under Management with the planned actions, the composer and
 * a sent campaign's report (both without the top bar), the search destination and the Create
 * menu's E-mail entry, which makes a draft and opens the composer.
 */
export const emailsFeature: Feature = {
  id: 'emails',
  namespace: 'emails',
  routes: [
    { path: 'emails/management', titleKey: 'emails:list.title', access: composers, page: async () => ({ Component: (await import('./list/EmailsPage')).EmailsPage }) },
    {
      path: 'emails/email/:id',
      titleKey: 'emails:composer.pageTitle',
      access: composers,
      hideTopBar: true,
      page: async () => ({ Component: (await import('./composer/ComposerPage')).ComposerPage }),
    },
    {
      path: 'emails/management/email/:id',
      titleKey: 'emails:report.pageTitle',
      access: composers,
      hideTopBar: true,
      page: async () => ({ Component: (await import('./report/ReportPage')).ReportPage }),
    },
  ],
  redirects: [{ path: 'emails', to: () => EMAIL_PATHS.management }],
  menu: [{ name: 'emailsManagement', labelKey: 'emails:nav.management', icon: IconMailFast, path: EMAIL_PATHS.management, quickModal: true }],
  search: [{ menuName: 'emailsManagement', path: EMAIL_PATHS.management, labelKey: 'emails:nav.management', descriptionKey: 'emails:search.description' }],
  create: [
    {
      id: 'email',
      labelKey: 'emails:create.entry',
      icon: IconMailPlus,
      roles: EMAIL_COMPOSERS,
      // The action and its mutation download when the entry is chosen, not with the shell.
      run: async (tools) => (await import('./createEmail')).createEmailAndCompose(tools),
    },
  ],
};
