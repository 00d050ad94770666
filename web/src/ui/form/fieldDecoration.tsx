import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { visibleError } from './fieldError';

/** What every field wrapper adds to the Mantine input it wraps. */
export interface FieldBehaviour {
  /** Adds '(Optional)' after the label. */
  optional?: boolean;
  /** Leave out with `useForm().field()`, which already withholds errors of untouched fields. */
  touched?: boolean;
  /** Shown only once touched and only when a string. */
  error?: unknown;
  label?: ReactNode;
}

/** The label (with '(Optional)' when so marked) and the error the field may show now. */
export function useFieldDecoration({ optional, touched, error, label }: FieldBehaviour) {
  const { t } = useTranslation('validation');
  return {
    label:
      optional && label ? (
        <>
          {label}{' '}
          <Text span c="dimmed" fz="inherit" fw="normal">
            {t('optional')}
          </Text>
        </>
      ) : (
        label
      ),
    error: visibleError(error, touched),
  };
}
