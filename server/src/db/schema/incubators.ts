import { sql } from 'drizzle-orm';
import type { MetricSettings } from '@seedbed/contracts/metrics';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface LanguageValue {
  language: string;
  value: string;
}
export interface Seo {
  active: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
}
export interface CustomLogin {
  active: boolean;
  text: string | null;
  url: string | null;
  buttonBackgroundColor: string | null;
  buttonTextColor: string | null;
}
export interface EmailAddress {
  email: string;
  confirmed: boolean;
}
export type LogoType = 'REVERSE' | 'DEFAULT';
export interface BrandPalette {
  sidebar: { backgroundColor: string; textColor: string; activeItemBackgroundColor: string; activeItemTextColor: string; activeSubItemTextColor: string; logoType: LogoType };
  login: { logoType: LogoType };
}
export interface LoginProvider {
  provider: string;
  enabled: boolean;
  /** A single sign-on provider's name, shown on its button. */
  label?: string;
}
export interface StartupNameAlternative {
  active: boolean;
  label: LanguageValue[];
}
export interface Plan {
  name: string;
  employeeCountLimit: number | null;
}

/**
 * The tenant registry. Not tenant-owned itself: it is read before the tenant is known (to resolve
 * the host), so it carries no incubator_id; policies limit the application role to its own row.
 */
export const incubators = pgTable(
  'incubators',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The organisation's own host name: claimed here, it routes requests only once verified. */
    customDomain: text('custom_domain'),
    /** The value the organisation publishes in DNS to prove it holds the domain; new for each domain claimed. */
    customDomainToken: text('custom_domain_token'),
    customDomainVerifiedAt: timestamp('custom_domain_verified_at', { withTimezone: true }),
    name: text('name').notNull(),
    description: text('description'),
    logo: text('logo'),
    whiteLogo: text('white_logo'),
    logoSquare: text('logo_square'),
    currency: text('currency').notNull().default('USD'),
    timezone: text('timezone').notNull().default('UTC'),
    address: text('address'),
    defaultLanguage: text('default_language').notNull().default('en'),
    gtmId: text('gtm_id'),
    seo: jsonb('seo').$type<Seo>().notNull(),
    termsUrl: text('terms_url'),
    customLogin: jsonb('custom_login').$type<CustomLogin>().notNull(),
    generalEmail: jsonb('general_email').$type<EmailAddress | null>(),
    supportEmail: jsonb('support_email').$type<EmailAddress | null>(),
    brandPalette: jsonb('brand_palette').$type<BrandPalette>().notNull(),
    loginProviders: jsonb('login_providers').$type<LoginProvider[]>().notNull(),
    startupNameAlternative: jsonb('startup_name_alternative').$type<StartupNameAlternative>().notNull(),
    allowUserSelfDelete: boolean('allow_user_self_delete').notNull().default(false),
    allowWriteInOptionInUserSkills: boolean('allow_write_in_option_in_user_skills').notNull().default(false),
    plan: jsonb('plan').$type<Plan>().notNull(),
    /** Overrides of the plan's feature flags for this tenant. */
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    /** Data collection choices (the metrics tab); missing keys take DEFAULT_METRIC_SETTINGS. */
    metricSettings: jsonb('metric_settings').$type<Partial<MetricSettings>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Several organisations may claim a domain while they wait for DNS; only one can hold it verified.
    uniqueIndex('incubators_verified_custom_domain_unique').on(t.customDomain).where(sql`${t.customDomainVerifiedAt} IS NOT NULL`),
  ],
);

export type IncubatorRow = typeof incubators.$inferSelect;
