import type { Ref } from 'react';
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldDecoration, type FieldBehaviour } from './fieldDecoration';

export type SelectFieldProps = Omit<SelectProps, keyof FieldBehaviour> & FieldBehaviour & { ref?: Ref<HTMLInputElement> };
export type MultiSelectFieldProps = Omit<MultiSelectProps, keyof FieldBehaviour> & FieldBehaviour & { ref?: Ref<HTMLInputElement> };

/** Spec 1 §5: a select says 'Select...' until something is chosen. */
export function SelectField({ optional, touched, error, label, ...props }: SelectFieldProps) {
  const { t } = useTranslation('validation');
  return <Select placeholder={t('selectPlaceholder')} {...props} {...useFieldDecoration({ optional, touched, error, label })} />;
}

export function MultiSelectField({ optional, touched, error, label, ...props }: MultiSelectFieldProps) {
  const { t } = useTranslation('validation');
  const value = props.value ?? [];
  return (
    <MultiSelect
      // The placeholder would sit beside the chosen pills; it only helps while nothing is chosen.
      placeholder={value.length === 0 ? t('selectPlaceholder') : undefined}
      {...props}
      {...useFieldDecoration({ optional, touched, error, label })}
    />
  );
}
