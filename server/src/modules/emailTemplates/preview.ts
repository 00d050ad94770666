import { emailDesignSchema } from '@seedbed/contracts/email-templates-input';
import { pickLanguage } from '@seedbed/contracts/languages';
import { requireViewer, type Context } from '../../core/context.ts';
import { translator } from '../../core/i18n/index.ts';
import { parseInput } from '../../core/validation.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { escapeHtml } from './html.ts';
import { renderDesign, type DesignValues } from './layout.ts';
import { requireTemplates } from './access.ts';
import { ownDesign } from './service.ts';
import { sanitizeDesignPart } from './sanitize.ts';

/** A short sample mail in a language, so that a design is judged with real text around it. */
function sampleMail(language: string, organisation: string) {
  const t = translator(pickLanguage(language));
  const params = { incubator: organisation };
  const html = [
    `<p>${escapeHtml(t('emailTemplates.sample.greeting', params))}</p>`,
    `<p>${escapeHtml(t('emailTemplates.sample.body', params))}</p>`,
    `<p><a href="https://example.org">${escapeHtml(t('emailTemplates.sample.link', params))}</a></p>`,
    `<p>${escapeHtml(t('mail.signature', params))}</p>`,
  ].join('');
  return { subject: t('emailTemplates.sample.subject', params), html };
}

/** The design as it is being edited (not yet saved), around the sample mail: the editor's live preview. */
export function previewDesign(ctx: Context, data: unknown, language: string | null | undefined): string {
  requireTemplates(ctx);
  const input = parseInput(emailDesignSchema(), data);
  const design: DesignValues = { ...input, headerHtml: sanitizeDesignPart(input.headerHtml), footerHtml: sanitizeDesignPart(input.footerHtml) };
  const lang = pickLanguage(language, ctx.language);
  return renderDesign(design, ctx.incubator, sampleMail(lang, ctx.incubator.name), { language: lang, origin: tenantUrl(ctx.services.config, ctx.incubator) }).html;
}

/** The sample mail in a saved design, to the viewer's own address once the request commits. */
export async function sendTestMail(ctx: Context, id: string): Promise<boolean> {
  const design = await ownDesign(ctx, id);
  const viewer = requireViewer(ctx);
  const lang = pickLanguage(viewer.user.language, ctx.incubator.defaultLanguage);
  const rendered = renderDesign(design, ctx.incubator, sampleMail(lang, ctx.incubator.name), { language: lang, origin: tenantUrl(ctx.services.config, ctx.incubator) });
  const mail = { to: viewer.user.email, ...rendered, language: lang };
  const tenant = ctx.incubator.id;
  ctx.afterCommit.push(() => ctx.services.mailer.send(tenant, mail));
  return true;
}
