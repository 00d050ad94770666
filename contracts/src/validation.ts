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
