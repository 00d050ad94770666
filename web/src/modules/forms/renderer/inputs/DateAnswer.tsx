import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';
import { useFiller } from '../fillerContext';
import { inputFrame } from './common';
import type { AnswerInputProps } from './types';

const DatePicker = lazy(() => import('./dates'));

/** date: a calendar day in the locale's format (the picker is downloaded with the first date question). */
export function DateAnswer(props: AnswerInputProps) {
  const { language, t } = useFiller();
  const frame = inputFrame(props);
  return (
    <Suspense fallback={<TextInput {...frame} disabled />}>
      <DatePicker
        {...frame}
        locale={language}
        clearable={!props.required}
        value={props.value}
        onChange={(next) => {
          props.onChange(next);
          props.onBlur();
        }}
        onBlur={props.onBlur}
        nextLabel={t('forms:renderer.nextMonth')}
        previousLabel={t('forms:renderer.previousMonth')}
      />
    </Suspense>
  );
}

/** A date cell of a table question. */
export function DateCell({ value, onChange, label, locale }: { value: unknown; onChange: (next: string | null) => void; label: string; locale: string }) {
  return (
    <Suspense fallback={<TextInput aria-label={label} disabled />}>
      <DatePicker aria-label={label} locale={locale} clearable value={value} onChange={onChange} miw={130} />
    </Suspense>
  );
}
