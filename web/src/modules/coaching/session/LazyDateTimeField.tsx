import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { DateTimePickerProps } from '@mantine/dates';

const DateTimeField = lazy(async () => ({ default: (await import('./DateTimeField')).DateTimeField }));

/** Coaching's one date-and-time field (sessions, availability, invites): the picker downloads when first shown. */
export function LazyDateTimeField(props: DateTimePickerProps & { loadingLabel: string }) {
  const { loadingLabel, ...rest } = props;
  return (
    <Suspense fallback={<Loader size="sm" aria-label={loadingLabel} />}>
      <DateTimeField {...rest} />
    </Suspense>
  );
}
