import { DATE_FORMATS, type DateFormat } from '@seedbed/contracts/validation';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Writes a date with one of the offered patterns (yyyy, MM and dd are all they use). */
export function formatDatePattern(date: Date, pattern: DateFormat): string {
  return pattern.replace('yyyy', pad(date.getFullYear(), 4)).replace('MM', pad(date.getMonth() + 1)).replace('dd', pad(date.getDate()));
}

/** The value of the choice that follows the interface language (stored as null). */
export const LANGUAGE_DATE_FORMAT = 'language';

/** The choices, each shown with a real date; the first follows the interface language's own way. */
export function dateFormatOptions(today: Date, languageDefaultLabel: string, language: string) {
  const languageExample = new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(today);
  return [
    { value: LANGUAGE_DATE_FORMAT, label: `${languageDefaultLabel} (${languageExample})` },
    ...DATE_FORMATS.map((format) => ({ value: format, label: `${format} (${formatDatePattern(today, format)})` })),
  ];
}
