import { IconFileText, IconMail, IconMailCog } from '@tabler/icons-react';
import { EMAIL_COMPOSERS } from '@seedbed/contracts/emails';
import type { Feature } from '../../app/features/types';
import { EMAIL_TEMPLATE_PATHS } from './paths';

const composers = { roles: EMAIL_COMPOSERS } as const;

/**
 * The Emails group (spec 1 §2.8): the designs mails are wrapped in and the product's own mails
 * (/emails/templates, its editor without the top bar), and the content templates. The server's
 * sidebar lists each entry only with the plan's emailTemplates or EMAIL_BLUEPRINT:MANAGE.
 */
export const emailTemplatesFeature: Feature = {
  id: 'emailTemplates',
  namespace: 'emailTemplates',
  routes: [
    { path: 'emails/templates', titleKey: 'emailTemplates:titles.designs', access: composers, page: async () => ({ Component: (await import('./TemplatesPage')).TemplatesPage }) },
    {
      path: 'emails/templates/:id',
      titleKey: 'emailTemplates:titles.editor',
      access: { ...composers, flag: 'emailTemplates' },
      hideTopBar: true,
      page: async () => ({ Component: (await import('./design/DesignEditorPage')).DesignEditorPage }),
    },
    {
      path: 'emails/content-templates',
      titleKey: 'emailTemplates:titles.contents',
      access: { ...composers, flag: 'emailTemplates' },
      page: async () => ({ Component: (await import('./content/ContentTemplatesPage')).ContentTemplatesPage }),
    },
  ],
  menu: [
    { name: 'emails', labelKey: 'emailTemplates:nav.emails', entryLabelKey: 'emailTemplates:nav.designs', icon: IconMail, path: EMAIL_TEMPLATE_PATHS.designs },
    { name: 'emailContentTemplates', labelKey: 'emailTemplates:nav.contents', icon: IconFileText, path: EMAIL_TEMPLATE_PATHS.contents },
    { name: 'emailBlueprints', labelKey: 'emailTemplates:nav.blueprints', icon: IconMailCog, path: EMAIL_TEMPLATE_PATHS.blueprints },
  ],
};
