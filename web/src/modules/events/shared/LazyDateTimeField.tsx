import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { DateTimePickerProps } from '@mantine/dates';

const DateTimeField = lazy(async () => ({ default: (await import('./DateTimeField')).DateTimeField }));

/**
 * The events screens' one date-and-time field (the editor's start and end, one-on-one windows):
 * the picker and its styles download when a form first shows it, not with the lists.
 */
export function LazyDateTimeField(props: DateTimePickerProps & { loadingLabel: string }) {
  const { loadingLabel, ...rest } = props;
  return (
    <Suspense fallback={<Loader size="sm" aria-label={loadingLabel} />}>
      <DateTimeField {...rest} />
    </Suspense>
  );
}
