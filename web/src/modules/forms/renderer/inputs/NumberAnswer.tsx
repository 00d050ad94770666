import { TextInput } from '@mantine/core';
import { useTenant } from '../../../../app/tenant/TenantProvider';
import { numberMask } from '../../../../ui/form/numberMask';
import { useFiller } from '../fillerContext';
import { inputFrame } from './common';
import { NumberField } from './NumberField';
import type { AnswerInputProps } from './types';

/** A number as typed: a number once it reads as one, the text while it is half typed ('1.', '-'), null when cleared. */
const typed = (next: number | string) => (next === '' ? null : next);
const shown = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : '');

/** number: a plain number within the question's bounds. */
export function NumberAnswer(props: AnswerInputProps) {
  const { min, max } = props.question.validations;
  return (
    <NumberField
      {...inputFrame(props)}
      dir="ltr"
      min={min ?? undefined}
      max={max ?? undefined}
      value={shown(props.value)}
      onChange={(next) => props.onChange(typed(next))}
      onBlur={props.onBlur}
    />
  );
}

function MoneyInput({ currency, ...props }: AnswerInputProps & { currency: string }) {
  const { language } = useFiller();
  // The organisation's currency, placed and separated as the form's language writes amounts.
  const mask = numberMask('MONETARY', { currency, locale: language });
  const { min, max } = props.question.validations;
  return (
    <NumberField
      {...mask}
      {...inputFrame(props)}
      dir="ltr"
      min={min ?? undefined}
      max={max ?? undefined}
      value={shown(props.value)}
      onChange={(next) => props.onChange(typed(next))}
      onBlur={props.onBlur}
    />
  );
}

/** currency: an amount in the organisation's currency; a plain number where the organisation names none. */
export function CurrencyAnswer(props: AnswerInputProps) {
  const { incubator } = useTenant();
  return incubator?.currency ? <MoneyInput {...props} currency={incubator.currency} /> : <NumberAnswer {...props} />;
}

/** calculated: the formula's value, computed live from the other answers, never typed. */
export function CalculatedAnswer({ computed, ...props }: AnswerInputProps & { computed: number | null | undefined }) {
  const { t, language } = useFiller();
  const value = typeof computed === 'number' ? new Intl.NumberFormat(language, { maximumFractionDigits: 10 }).format(computed) : '';
  return (
    <TextInput
      {...inputFrame({ ...props, required: false, description: props.description ?? t('forms:renderer.calculated') })}
      dir="ltr"
      readOnly
      value={value}
      placeholder="—"
      aria-live="polite"
    />
  );
}
