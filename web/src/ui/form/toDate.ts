import dayjs from 'dayjs';

/**
 * Spec 1 §5: date inputs hand the form a Date. Mantine's date inputs speak 'YYYY-MM-DD'
 * strings and the server ISO strings; both are read in local time unless they carry a zone.
 */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate() : null;
}
