import type { ServerModule } from '../server-module.ts';
import { emailTemplateEvents } from './events.ts';
import { productMailDecorator } from './mail-decorator.ts';
import * as schema from './schema.ts';

/**
 * E-mail designs (layouts with the organisation's branding) and content templates (reusable
 * bodies) behind the plan's emailTemplates; the wording of the product's own mails behind
 * EMAIL_BLUEPRINT:MANAGE. Every mail the mailer sends passes `decorateMail`: the organisation's
 * wording of it when it has one, inside its default design.
 */
export const emailTemplatesModule: ServerModule = {
  name: 'emailTemplates',
  schema: [schema],
  events: emailTemplateEvents,
  decorateMail: productMailDecorator,
  delivers: { flags: ['emailTemplates'], permissions: ['EMAIL_BLUEPRINT:MANAGE'] },
};
