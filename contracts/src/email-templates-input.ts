/**
 * Input schemas of e-mail designs, content templates and blueprint wordings (zod), checked by the
 * server's changes and the web forms alike. A message key 'emailTemplates.nameRequired' reads in
 * the web as emailTemplates:validation.nameRequired.
 */
import {
  EMAIL_TEMPLATE_BODY_MAX,
  EMAIL_TEMPLATE_HTML_MAX,
  EMAIL_TEMPLATE_NAME_MAX,
  EMAIL_TEMPLATE_SUBJECT_MAX,
  type EmailBlueprintKey,
  foreignPlaceholders,
} from './email-templates.ts';
import { z } from './zod.ts';

const name = () => z.string('validation.invalid').trim().min(1, 'emailTemplates.nameRequired').max(EMAIL_TEMPLATE_NAME_MAX);
const colour = () =>
  z
    .string('validation.invalid')
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'emailTemplates.colourInvalid')
    .transform((value) => value.toLowerCase());
const html = (max: number) => z.string('validation.invalid').max(max);

/** createEmailTemplate / updateEmailTemplate: a design, whole. */
export const emailDesignSchema = () =>
  z.object({
    name: name(),
    showLogo: z.boolean('validation.invalid'),
    headerHtml: html(EMAIL_TEMPLATE_HTML_MAX).default(''),
    footerHtml: html(EMAIL_TEMPLATE_HTML_MAX).default(''),
    brandColor: colour(),
    headerBackgroundColor: colour(),
    backgroundColor: colour(),
    textColor: colour(),
  });
export type EmailDesignInput = z.input<ReturnType<typeof emailDesignSchema>>;

/** createContentTemplate / updateContentTemplate: a reusable subject and body. */
export const contentTemplateSchema = () =>
  z.object({
    name: name(),
    subject: z.string('validation.invalid').trim().max(EMAIL_TEMPLATE_SUBJECT_MAX).default(''),
    body: html(EMAIL_TEMPLATE_BODY_MAX).default(''),
  });
export type ContentTemplateInput = z.input<ReturnType<typeof contentTemplateSchema>>;

/** updateEmailBlueprint: an organisation's wording of one product mail; only the blueprint's placeholders. */
export const blueprintWordingSchema = (key: EmailBlueprintKey) =>
  z
    .object({
      subject: z.string('validation.invalid').trim().min(1, 'emailTemplates.subjectRequired').max(EMAIL_TEMPLATE_SUBJECT_MAX),
      body: html(EMAIL_TEMPLATE_BODY_MAX).refine((value) => value.replace(/<[^>]*>/g, '').trim().length > 0, 'emailTemplates.bodyRequired'),
    })
    .superRefine((input, ctx) => {
      for (const field of ['subject', 'body'] as const) {
        const foreign = foreignPlaceholders(key, input[field]);
        if (foreign.length)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'emailTemplates.unknownPlaceholder',
            params: { key: 'emailTemplates.unknownPlaceholder', params: { names: foreign.join(', ') } },
          });
      }
    });
export type BlueprintWordingInput = z.input<ReturnType<typeof blueprintWordingSchema>>;
