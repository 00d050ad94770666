import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a calendar day (yyyy-MM-dd) in the reader's language. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? format.format(new Date(`${day}T00:00:00Z`)) : day);
  }, [i18n.language]);
}
