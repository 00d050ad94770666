import { DATE_FORMATS, type DateFormat } from '@seedbed/contracts/validation';

const pad = (n: number, width = 2) => String(n % 10 ** width).padStart(width, '0');

/** The month's name as the language writes it beside a day (its "format" form, e.g. Ukrainian "березня"). */
function monthName(date: Date, language: string): string {
  const parts = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).formatToParts(date);
  return parts.find((part) => part.type === 'month')?.value ?? '';
}

// Longest first, so that MMMM is not read as MM twice, nor yyyy as yy twice.
const TOKENS = /yyyy|yy|MMMM|MM|dd/g;

/**
 * Writes a date with one of the offered patterns: yyyy and yy the year in 4 and 2 digits, MM the
 * month's number, MMMM its name in the interface language, dd the day; anything else as written.
 */
export function formatDatePattern(date: Date, pattern: DateFormat, language: string): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(date.getFullYear(), 4);
      case 'yy':
        return pad(date.getFullYear(), 2);
      case 'MMMM':
        return monthName(date, language);
      case 'MM':
        return pad(date.getMonth() + 1);
      default:
        return pad(date.getDate());
    }
  });
}

/** The value of the choice that follows the interface language (stored as null). */
export const LANGUAGE_DATE_FORMAT = 'language';

/** The choices, each shown with a real date; the first follows the interface language's own way. */
export function dateFormatOptions(today: Date, languageDefaultLabel: string, language: string) {
  const languageExample = new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(today);
  return [
    { value: LANGUAGE_DATE_FORMAT, label: `${languageDefaultLabel} (${languageExample})` },
    ...DATE_FORMATS.map((format) => ({ value: format, label: `${format} (${formatDatePattern(today, format, language)})` })),
  ];
}
