import { lazy, Suspense } from 'react';
import { type NumberInputProps, TextInput } from '@mantine/core';

const LazyNumberInput = lazy(() => import('./numberInput'));

/** A number input, downloaded with the first question that needs one; a still field stands in meanwhile. */
export function NumberField(props: NumberInputProps) {
  const { label, description, error, withAsterisk, id, miw, 'aria-label': ariaLabel } = props;
  return (
    <Suspense fallback={<TextInput id={id} label={label} description={description} error={error} withAsterisk={withAsterisk} aria-label={ariaLabel} miw={miw} disabled />}>
      <LazyNumberInput {...props} />
    </Suspense>
  );
}
