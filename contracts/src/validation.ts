/**
 * The one table of field limits: the server's checks, the web forms and any database column with
 * a declared length all read these, so a value one side accepts is never refused by another
 * (server/src/core/field-limits.test.ts fails when they drift apart).
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** A person's first or last name, a role, industry or organisation name. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Free text: a biography, a task's description. */
export const TEXT_MAX_LENGTH = 5000;
export const HEADLINE_MAX_LENGTH = 200;
/** Room for an international number written with spaces, brackets and an extension. */
export const PHONE_MAX_LENGTH = 40;
/** A country, a work status: a short label. */
export const SHORT_LABEL_MAX_LENGTH = 100;
export const GENDER_MAX_LENGTH = 40;
export const LINK_MAX_LENGTH = 2000;
export const TASK_NAME_MAX_LENGTH = 500;
/** The organisation's description and longer texts of its settings (layout texts). */
export const ORGANISATION_TEXT_MAX_LENGTH = 2000;
/** A postal address, the custom login text. */
export const ADDRESS_MAX_LENGTH = 500;
export const STARTUP_TERM_MAX_LENGTH = 40;
export const SEO_TITLE_MAX_LENGTH = 70;
export const SEO_DESCRIPTION_MAX_LENGTH = 160;

/**
 * A tenant's slug is the first label of its host name: lower-case letters, digits and inner
 * hyphens. Three characters at least so that short names stay free for the platform; forty at
 * most so that the address stays readable (a DNS label could hold 63).
 */
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Why a slug cannot be used as written, or null; the server also refuses reserved and taken ones. */
export function slugProblem(slug: string): 'length' | 'format' | null {
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) return 'length';
  return SLUG_PATTERN.test(slug) ? null : 'format';
}

/**
 * The date formats a person may choose in their settings (spec 3 §9, Unicode tokens: MMMM is the
 * month's name in the interface language), and the ISO form stored dates use. Null in the profile
 * means "as the interface language writes dates". A format taken off this list needs a migration
 * of the profiles that hold it (see server/migrations/0011_date_formats_of_the_spec.sql).
 */
export const DATE_FORMATS = ['MM/dd/yy', 'dd/MM/yy', 'MMMM dd, yy', 'dd MMMM, yy', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export function isDateFormat(value: unknown): value is DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
}

/**
 * The years a date may fall in. Wider than any real due date or birthday, narrow enough that
 * every date is one PostgreSQL, JavaScript and the calendar arithmetic agree on.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;

/** The schemes a link typed by a person may have; anything else (javascript:, data:, …) could run in a reader's page. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// A domain name and a port (example.org:8080/deck) read like a scheme but are an address.
const HOST_AND_PORT = /^[a-z\d-]+(?:\.[a-z\d-]+)+:\d+(?:[/?#]|$)/i;

/**
 * The spec's link helper (spec 1 §5, spec 2 §5): a link typed without a scheme gets http:// in
 * front; one with http, https or mailto stays as typed; any other scheme answers null.
 */
export function normaliseLink(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  const scheme = HOST_AND_PORT.test(value) ? undefined : SCHEME.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return `http://${value.replace(/^[/\\]+/, '')}`;
  return (LINK_SCHEMES as readonly string[]).includes(scheme) ? value : null;
}
