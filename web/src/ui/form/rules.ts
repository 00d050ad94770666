import type { TFunction } from 'i18next';
import { externalHref } from '../externalHref';
import type { Rule } from './useForm';

// Deliberately loose: the server decides; this only catches obvious typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Nothing entered yet: optional fields are only checked once something is typed. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return false;
}

/** Number inputs hand over a string while the user is mid-way ("1.", "-"); those count as numbers once complete. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A link an organisation might type: a host with a dot (or localhost), or a mailto address. */
export function isValidUrl(value: string): boolean {
  const href = externalHref(value);
  if (!href || /\s/.test(value.trim())) return false;
  try {
    const url = new URL(href);
    if (url.protocol === 'mailto:') return EMAIL.test(url.pathname);
    return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Spec 1 §5 "Global messages", worded through `t` bound to the `validation` namespace.
 * Each rule but `required` lets a blank value pass, so optional fields stay optional.
 */
export function createRules(t: TFunction<'validation'>) {
  return {
    /** 'Invalid field', for a value that fails a check with no message of its own. */
    valid:
      <V>(test: (value: unknown, values: V) => boolean): Rule<V> =>
      (value, values) =>
        isBlank(value) || test(value, values) ? undefined : t('invalid'),
    required:
      <V>(field: string): Rule<V> =>
      (value) =>
        isBlank(value) ? t('required', { field }) : undefined,
    email:
      <V>(field: string): Rule<V> =>
      (value) =>
        isBlank(value) || EMAIL.test(String(value).trim()) ? undefined : t('email', { field }),
    url:
      <V>(field: string): Rule<V> =>
      (value) =>
        isBlank(value) || isValidUrl(String(value)) ? undefined : t('url', { field }),
    min:
      <V>(field: string, min: number): Rule<V> =>
      (value) => {
        if (isBlank(value)) return undefined;
        const number = asNumber(value);
        if (number === undefined) return t('invalid');
        return number >= min ? undefined : t('minNumber', { field, min });
      },
    max:
      <V>(field: string, max: number): Rule<V> =>
      (value) => {
        if (isBlank(value)) return undefined;
        const number = asNumber(value);
        if (number === undefined) return t('invalid');
        return number <= max ? undefined : t('maxNumber', { field, max });
      },
    minLength:
      <V>(field: string, min: number): Rule<V> =>
      (value) =>
        isBlank(value) || String(value).length >= min ? undefined : t('minLength', { field, min }),
    maxLength:
      <V>(field: string, max: number): Rule<V> =>
      (value) =>
        isBlank(value) || String(value).length <= max ? undefined : t('maxLength', { field, max }),
    sameAs:
      <V>(other: keyof V): Rule<V> =>
      (value, values) =>
        value === values[other] ? undefined : t('passwordsDiffer'),
  };
}

export type FormRules = ReturnType<typeof createRules>;
