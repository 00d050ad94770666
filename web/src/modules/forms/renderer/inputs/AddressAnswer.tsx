import { SimpleGrid, TextInput } from '@mantine/core';
import { ADDRESS_KEYS } from '@seedbed/contracts/forms-answers';
import { useFiller } from '../fillerContext';
import { autoDirection, QuestionGroup } from './common';
import type { AnswerInputProps } from './types';

type AddressKey = (typeof ADDRESS_KEYS)[number];

const AUTOCOMPLETE: Record<AddressKey, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

/** What a required address needs (forms-answers.ts checkAddress). */
const NEEDED: readonly AddressKey[] = ['line1', 'city', 'country'];

const partsOf = (value: unknown): Partial<Record<AddressKey, string>> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<Record<AddressKey, string>>) : {};

/** address: its parts in separate fields, as browsers fill them in. */
export function AddressAnswer(props: AnswerInputProps) {
  const { t } = useFiller();
  const parts = partsOf(props.value);
  return (
    <QuestionGroup props={props}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {ADDRESS_KEYS.map((key) => (
          <TextInput
            key={key}
            id={key === 'line1' ? props.inputId : `${props.inputId}-${key}`}
            label={t(`forms:renderer.address.${key}`)}
            withAsterisk={props.required && NEEDED.includes(key)}
            autoComplete={AUTOCOMPLETE[key]}
            dir={key === 'postalCode' ? 'ltr' : undefined}
            ref={key === 'postalCode' ? undefined : autoDirection}
            value={parts[key] ?? ''}
            onChange={(event) => props.onChange({ ...parts, [key]: event.currentTarget.value })}
            onBlur={props.onBlur}
          />
        ))}
      </SimpleGrid>
    </QuestionGroup>
  );
}
