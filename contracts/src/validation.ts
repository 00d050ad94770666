/** Limits shared by the server's checks and the web forms, so both say the same. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 5000;

/**
 * The date formats a person may choose in their settings (date-fns/Unicode tokens, the spec's
 * own 'yyyy-MM-dd' first). Null in the profile means "as the interface language writes dates".
 */
export const DATE_FORMATS = ['yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy', 'dd.MM.yyyy'] as const;
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
