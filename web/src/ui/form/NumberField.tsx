import type { Ref } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant/TenantProvider';
import { useFieldDecoration, type FieldBehaviour } from './fieldDecoration';
import { numberMask, type MaskUnit, type NumberMask } from './numberMask';

/** The mask for a unit in the organisation's currency, placed and separated as the interface language writes numbers. */
export function useNumberMask(unit: MaskUnit | null | undefined): NumberMask {
  const { i18n } = useTranslation();
  const { incubator } = useTenant();
  return numberMask(unit, { currency: incubator?.currency, locale: i18n.language });
}

export type NumberFieldProps = Omit<NumberInputProps, keyof FieldBehaviour> &
  FieldBehaviour & {
    /** A metric unit type (spec 1 §5 mask); left out, a plain number input. */
    unit?: MaskUnit | null;
    ref?: Ref<HTMLInputElement>;
  };

function MaskedNumberInput({ unit, ...props }: NumberInputProps & { unit: MaskUnit; ref?: Ref<HTMLInputElement> }) {
  return <NumberInput {...useNumberMask(unit)} {...props} />;
}

export function NumberField({ unit, optional, touched, error, label, ...props }: NumberFieldProps) {
  const decoration = useFieldDecoration({ optional, touched, error, label });
  return unit ? <MaskedNumberInput unit={unit} {...props} {...decoration} /> : <NumberInput {...props} {...decoration} />;
}
