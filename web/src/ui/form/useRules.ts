import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rule } from './useForm';

// Deliberately loose: the server decides; this only catches obvious typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 1 §5 "Global messages", worded in the interface language for a named field. */
export function useRules() {
  const { t } = useTranslation('validation');
  return useMemo(
    () => ({
      required:
        <V,>(field: string): Rule<V> =>
        (value) =>
          value.trim() ? undefined : t('required', { field }),
      email:
        <V,>(field: string): Rule<V> =>
        (value) =>
          !value.trim() || EMAIL.test(value.trim()) ? undefined : t('email', { field }),
      minLength:
        <V,>(field: string, min: number): Rule<V> =>
        (value) =>
          !value || value.length >= min ? undefined : t('minLength', { field, min }),
      maxLength:
        <V,>(field: string, max: number): Rule<V> =>
        (value) =>
          value.length <= max ? undefined : t('maxLength', { field, max }),
      sameAs:
        <V extends Record<string, string>>(other: keyof V): Rule<V> =>
        (value, values) =>
          value === values[other] ? undefined : t('passwordsDiffer'),
    }),
    [t],
  );
}
