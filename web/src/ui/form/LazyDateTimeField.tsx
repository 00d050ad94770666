import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { DateTimePickerProps } from '@mantine/dates';

const DateTimeField = lazy(async () => ({ default: (await import('./DateTimeField')).DateTimeField }));

/** The date-and-time field, downloaded when a form first shows one (a spinner named `loadingLabel` until then). */
export function LazyDateTimeField(props: DateTimePickerProps & { loadingLabel: string }) {
  const { loadingLabel, ...rest } = props;
  return (
    <Suspense fallback={<Loader size="sm" aria-label={loadingLabel} />}>
      <DateTimeField {...rest} />
    </Suspense>
  );
}
