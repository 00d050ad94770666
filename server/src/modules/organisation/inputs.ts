import { z } from 'zod';
import { CURRENCIES } from '@seedbed/contracts/currencies';
import { LANGUAGES } from '@seedbed/contracts/languages';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LINK_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANISATION_TEXT_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_MIN_LENGTH,
  SLUG_PATTERN,
  STARTUP_TERM_MAX_LENGTH,
} from '@seedbed/contracts/validation';
import { link, optionalText, requiredText, timezone } from '@seedbed/contracts/schemas';

/** Organisation colours are stored as #rrggbb only: they end up in style attributes and CSS variables. */
export const color = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/);
const nullableColor = () =>
  color()
    .nullish()
    .transform((v) => v ?? null);
const logoType = z.enum(['REVERSE', 'DEFAULT']);

/** A slug as it appears in the host name: lower case letters, digits and inner hyphens. */
export const slug = () => z.string().trim().min(SLUG_MIN_LENGTH).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN);

/** One value per language; a language listed twice would make the label ambiguous. */
export const labelsPerLanguage = (max: number, valueRequired: boolean) =>
  z
    .array(z.object({ language: z.enum(LANGUAGES), value: valueRequired ? requiredText(max) : z.string().trim().max(max) }).strict())
    .max(LANGUAGES.length)
    .refine((labels) => new Set(labels.map((l) => l.language)).size === labels.length);

const emailAddress = z
  .object({ email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email()) })
  .strict()
  .nullable();

/** A file URL as the attachments API gives it; whether it is this tenant's file is checked in files.ts. */
const fileUrl = () => z.string().trim().max(LINK_MAX_LENGTH).nullable();

/** Host names only: no scheme, port or path; at least two labels; a letter top-level label. */
const hostName = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/)
    .nullish()
    .transform((v) => v ?? null);

/**
 * `updateIncubator(data)`: any subset of the organisation's fields, named and nested as the
 * Incubator type shows them. Nested objects are partial too: what is absent stays as it is.
 */
export const incubatorInput = z
  .object({
    name: requiredText(NAME_MAX_LENGTH),
    slug: slug(),
    description: optionalText(ORGANISATION_TEXT_MAX_LENGTH),
    currency: z.enum(CURRENCIES),
    timezone: timezone(),
    address: optionalText(ADDRESS_MAX_LENGTH),
    defaultLanguage: z.enum(LANGUAGES),
    termsAndServices: z.object({ url: link() }).strict(),
    customLogin: z
      .object({
        active: z.boolean(),
        text: optionalText(ADDRESS_MAX_LENGTH),
        url: link(),
        buttonBackgroundColor: nullableColor(),
        buttonTextColor: nullableColor(),
      })
      .strict()
      .partial(),
    generalEmail: emailAddress,
    supportEmail: emailAddress,
    allowUserSelfDelete: z.boolean(),
    allowWriteInOptionInUserSkills: z.boolean(),
    startupNameAlternative: z
      .object({ active: z.boolean(), label: labelsPerLanguage(STARTUP_TERM_MAX_LENGTH, true) })
      .strict()
      .partial(),
    seo: z
      .object({ active: z.boolean(), seoTitle: optionalText(SEO_TITLE_MAX_LENGTH), seoDescription: optionalText(SEO_DESCRIPTION_MAX_LENGTH) })
      .strict()
      .partial(),
    gtmId: z
      .string()
      .trim()
      .toUpperCase()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(
        z
          .string()
          .regex(/^GTM-[A-Z0-9]{4,12}$/)
          .nullable(),
      ),
    brandPalette: z
      .object({
        sidebar: z
          .object({
            backgroundColor: color(),
            textColor: color(),
            activeItemBackgroundColor: color(),
            activeItemTextColor: color(),
            activeSubItemTextColor: color(),
            logoType,
          })
          .strict()
          .partial(),
        login: z.object({ logoType }).strict().partial(),
      })
      .strict()
      .partial(),
    logo: fileUrl(),
    whiteLogo: fileUrl(),
    logoSquare: fileUrl(),
    customDomain: hostName(),
  })
  .strict()
  .partial();

export type IncubatorInput = z.infer<typeof incubatorInput>;

export const EMAIL_KINDS = ['GENERAL', 'SUPPORT'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const emailKindInput = z.object({ kind: z.enum(EMAIL_KINDS) });
export const confirmEmailInput = z.object({ token: z.string().min(20).max(200) });

const band = z
  .object({ isVisible: z.boolean(), height: z.number().int().min(0).max(400) })
  .strict()
  .partial();

/** `updateLayoutCustomization(screen, data)`: partial like the organisation's, merged into the stored layout. */
export const layoutInput = z
  .object({
    background: z.object({ color: nullableColor(), imageUrl: fileUrl() }).strict().partial(),
    header: band,
    content: z
      .object({ columnWidth: z.number().int().min(280).max(1200), columns: z.number().int().min(1).max(2) })
      .strict()
      .partial(),
    footer: band,
    logo: z
      .object({ type: logoType, position: z.enum(['LEFT', 'CENTER', 'RIGHT']), height: z.number().int().min(16).max(200) })
      .strict()
      .partial(),
    customText: z
      .object({ description: labelsPerLanguage(ORGANISATION_TEXT_MAX_LENGTH, false), footer: labelsPerLanguage(ADDRESS_MAX_LENGTH, false) })
      .strict()
      .partial(),
    colors: z
      .object({
        widgetBackgroundColor: color(),
        panelBackgroundColor: color(),
        primaryButtonBackgroundColor: color(),
        primaryButtonTextColor: color(),
        linkColor: color(),
        textColor: color(),
        headingColor: color(),
        headerTextColor: color(),
      })
      .strict()
      .partial(),
  })
  .strict()
  .partial();

export type LayoutInput = z.infer<typeof layoutInput>;
