import type { TFunction } from 'i18next';

/** A file's size as people read it ("1.2 MB"). */
export function fileSize(bytes: number | null | undefined, language: string): string {
  if (bytes == null) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** A date and time in the reader's language. */
export function dateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters an export was asked with, as short phrases ("Search: acme", "Status: active,
 * pending", "Roles: 2 chosen", "Order: newest first"). Lists send their filter as they query
 * it, often `{ filter: {...}, sort }`: both levels are read. Choices that name records (ids) are
 * counted, since their names may have changed since; values are shown as sent.
 */
export function filterSummary(json: string | null | undefined, t: TFunction): string[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  const phrases: string[] = [];
  const read = (object: unknown) => {
    if (!object || typeof object !== 'object' || Array.isArray(object)) return;
    for (const [key, item] of Object.entries(object)) {
      if (item === null || item === undefined || item === '' || (Array.isArray(item) && item.length === 0)) continue;
      if (key === 'filter' && typeof item === 'object') {
        read(item);
        continue;
      }
      const label = t(`summary.keys.${key}`, { defaultValue: key });
      if (key === 'sort' && typeof item === 'string') phrases.push(t('summary.pair', { label, value: t(`summary.sorts.${item}`, { defaultValue: item }) }));
      else if (Array.isArray(item)) {
        const text = item.every((v) => typeof v === 'string' && ID.test(v)) ? t('summary.chosen', { count: item.length }) : item.map(String).join(', ');
        phrases.push(t('summary.pair', { label, value: text }));
      } else if (typeof item === 'boolean') phrases.push(t('summary.pair', { label, value: t(item ? 'summary.yes' : 'summary.no') }));
      else if (typeof item === 'object') read(item);
      else phrases.push(t('summary.pair', { label, value: String(item) }));
    }
  };
  read(value);
  return phrases;
}
