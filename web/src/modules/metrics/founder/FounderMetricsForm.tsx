import { Alert, Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../app/apollo/errorMessage';
import { DATA_FOR_METRICS_FORM, SET_METRIC_DATA_VALUES } from './graphql';
import { MetricsForm } from './MetricsForm';

export interface FounderMetricsFormProps {
  startupId: string;
  /** The periods starting on this day (yyyy-MM-dd); all those waiting when absent. */
  date?: string | null;
  /** Adds the earlier submitted periods, for editing. */
  withFilledData?: boolean;
  onSubmitted?: (periodId: string) => void;
}

/** The metrics form of a startup, as its founders (or staff) fill it in the app. */
export function FounderMetricsForm({ startupId, date, withFilledData, onSubmitted }: FounderMetricsFormProps) {
  const { t } = useTranslation('metrics');
  const { data, loading, error, refetch } = useQuery(DATA_FOR_METRICS_FORM, {
    variables: { startupId, date: date ?? null, withFilledData: withFilledData ?? false },
    fetchPolicy: 'network-only',
  });
  const [save] = useMutation(SET_METRIC_DATA_VALUES, { context: { showsOwnError: true } });

  if (loading && !data)
    return (
      <Center py="xl">
        <Loader aria-label={t('founder.loading')} />
      </Center>
    );
  // Spec 2 §8: a failed query is an alert with the error's text.
  if (error)
    return (
      <Alert color="red" role="alert" title={t('founder.loadFailed')}>
        {getErrorMessage(error, { networkError: t('common:networkError') })}
      </Alert>
    );
  return (
    <MetricsForm
      periods={data?.dataForMetricsForm ?? []}
      submit={(values) => save({ variables: { data: values } })}
      onSubmitted={(periodId) => {
        void refetch();
        onSubmitted?.(periodId);
      }}
    />
  );
}
