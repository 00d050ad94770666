import { z } from './zod.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';
import { ROLE_TYPES, type RoleType } from './roles.ts';
import { HEADLINE_MAX_LENGTH } from './validation.ts';
import { hasControlCharacters, refuse } from './schemas.ts';

/**
 * The widgets admins place on the home page per role (spec 3 §3 "Dashboard widgets: custom field,
 * text"). Only text widgets exist so far; custom-field widgets come with custom fields.
 */
export const DASHBOARD_WIDGET_KINDS = ['text'] as const;
export type DashboardWidgetKind = (typeof DASHBOARD_WIDGET_KINDS)[number];

/** A widget's heading, in one language. */
export const DASHBOARD_TITLE_MAX_LENGTH = HEADLINE_MAX_LENGTH;
/** A widget's text as stored (sanitised HTML), in one language: a long announcement, far below what would burden the page. */
export const DASHBOARD_BODY_MAX_LENGTH = 20_000;
/** Widgets one organisation may place: enough for every role, few enough for a light home page. */
export const DASHBOARD_WIDGETS_MAX = 50;

/** Every role type a widget may be shown to; the system account never signs in. */
export const DASHBOARD_ROLE_TYPES: readonly RoleType[] = ROLE_TYPES.filter((type) => type !== 'system');

/** The text of a widget's HTML without its markup: what "empty" is measured on. */
export const dashboardText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type PerLanguage = Array<{ language: (typeof LANGUAGES)[number]; value: string }>;

/**
 * One value per interface language. Languages left empty are dropped, so what is stored is what
 * a reader may be shown; at least one language must say something (`requiredKey`).
 */
const perLanguage = (max: number, requiredKey: string, isEmpty: (value: string) => boolean) =>
  z
    .array(
      z.object({
        language: z.enum(LANGUAGES, 'validation.invalid'),
        value: z
          .string()
          .max(max)
          .refine((value) => !hasControlCharacters(value), 'validation.controlCharacters'),
      }),
    )
    .max(LANGUAGES.length)
    .transform((values, ctx): PerLanguage => {
      if (new Set(values.map((v) => v.language)).size !== values.length) return refuse(ctx, { key: 'validation.invalid' });
      const filled = values.map((v) => ({ language: v.language, value: v.value.trim() })).filter((v) => !isEmpty(v.value));
      return filled.length ? filled : refuse(ctx, { key: requiredKey });
    });

const roleTypes = () =>
  z
    .array(z.enum(DASHBOARD_ROLE_TYPES as [RoleType, ...RoleType[]], 'validation.invalid'))
    .max(DASHBOARD_ROLE_TYPES.length)
    .nullish()
    .transform((types) => [...new Set(types ?? [])]);

/**
 * A text widget as the admin's form sends it: a title and a text per language, and the role types
 * that see it (none listed: everyone). The server sanitises the text before storing it.
 */
export const dashboardWidgetInputSchema = z.object({
  title: perLanguage(DASHBOARD_TITLE_MAX_LENGTH, 'dashboard.titleRequired', (value) => value === ''),
  body: perLanguage(DASHBOARD_BODY_MAX_LENGTH, 'dashboard.bodyRequired', (value) => dashboardText(value) === ''),
  roleTypes: roleTypes(),
});

/** What updateDashboardWidget accepts: only the fields sent change. */
export const dashboardWidgetChangesSchema = dashboardWidgetInputSchema.partial();

/** Where a widget moves to: its place among all of them, from 0. */
export const dashboardWidgetMoveSchema = z.object({ position: z.number().int('validation.invalid').min(0) });

/**
 * A widget's title or text in the reader's language, else the organisation's default language,
 * else English, else whichever language has one; null when none has.
 */
export function pickDashboardEntry<T extends { language: string; value: string }>(values: readonly T[], language: string, organisationDefault?: string | null): T | null {
  for (const wanted of [language, organisationDefault, DEFAULT_LANGUAGE]) {
    const found = wanted ? values.find((v) => v.language === wanted && v.value) : undefined;
    if (found) return found;
  }
  return values.find((v) => v.value) ?? null;
}

/** `pickDashboardEntry`'s text, '' when there is none. */
export const pickDashboardText = (values: ReadonlyArray<{ language: string; value: string }>, language: string, organisationDefault?: string | null): string =>
  pickDashboardEntry(values, language, organisationDefault)?.value ?? '';
