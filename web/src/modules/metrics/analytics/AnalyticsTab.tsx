import './styles';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { useShellUser } from '../../../shell/user/useShellUser';
import { Dialog } from '../../../ui/dialog/Dialog';
import { FounderMetricsForm } from '../founder/FounderMetricsForm';
import { endOfMonth, formatValue, monthLabel } from '../grid/gridModel';
import { STARTUP_METRICS, type StartupSeries } from './graphql';
import { MetricChart } from './MetricChart';

/**
 * The startup file's analytics tab: a chart per metric over time in the unit's formatting, with
 * the programme's median beside it and the period table; founders report from here too (the
 * metrics task leads here with ?report=<period start>).
 */
export function AnalyticsTab({ startupId }: { startupId: string }) {
  const { t } = useTranslation('metrics');
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const [params, setParams] = useSearchParams();
  const report = params.get('report');
  const founder = Boolean(user?.startupIds.includes(startupId));
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useQuery(STARTUP_METRICS, {
    variables: { startupId, from: range.from, to: range.to },
    fetchPolicy: 'cache-and-network',
  });
  const closeReport = () => {
    const next = new URLSearchParams(params);
    next.delete('report');
    setParams(next, { replace: true });
  };
  const series = data?.startupMetrics ?? [];

  return (
    <Stack gap="md">
      {founder && report && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('analytics.reportTitle')}
            </Title>
            <FounderMetricsForm
              startupId={startupId}
              date={report}
              onSubmitted={() => {
                closeReport();
                void refetch();
              }}
            />
          </Stack>
        </Card>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MonthPickerInput
            label={t('analytics.from')}
            value={range.from}
            onChange={(from) => setRange((old) => ({ ...old, from: from ? String(from).slice(0, 10) : null }))}
            clearable
            w={150}
            popoverProps={{ withinPortal: true }}
          />
          <MonthPickerInput
            label={t('analytics.to')}
            value={range.to ? `${range.to.slice(0, 7)}-01` : null}
            onChange={(to) => setRange((old) => ({ ...old, to: to ? endOfMonth(String(to).slice(0, 10)) : null }))}
            clearable
            w={150}
            popoverProps={{ withinPortal: true }}
          />
        </Group>
        {founder && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('analytics.update')}
          </Button>
        )}
      </Group>
      {loading && !data && (
        <Center py="xl">
          <Loader aria-label={t('analytics.loading')} />
        </Center>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {data && !series.length && <Text c="dimmed">{t('analytics.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {series.map((s) => (
          <SeriesCard key={s.metricId} series={s} />
        ))}
      </SimpleGrid>
      {founder && (
        <Dialog opened={editing} onClose={() => setEditing(false)} title={t('analytics.update')} size="lg" fullScreen={phone} centered>
          {editing && <FounderMetricsForm startupId={startupId} withFilledData onSubmitted={() => void refetch()} />}
        </Dialog>
      )}
    </Stack>
  );
}

function SeriesCard({ series }: { series: StartupSeries }) {
  const { t, i18n } = useTranslation('metrics');
  const { incubator } = useTenant();
  const metric = series.metric ?? undefined;
  const name = metric?.name ?? '';
  const unit = metric?.unitOfMeasure.unitType;
  const options = { locale: i18n.language, currency: incubator?.currency };
  const format = (value: number) => formatValue({ number: value }, metric, options);
  const isDate = unit === 'DATE';
  const rows = series.points.map((point) => ({
    period: monthLabel(point.from, i18n.language),
    value: isDate ? formatValue(point, metric, options) || null : (point.number ?? null),
    median: point.median ?? null,
  }));
  const lines = [
    { name: 'value', label: t('analytics.value'), color: 'blue.6' },
    ...(isDate ? [] : [{ name: 'median', label: t('analytics.median'), color: 'gray.6', dashed: true }]),
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" dir="auto">
            {name}
          </Title>
          {metric?.description && (
            <Text size="sm" c="dimmed" dir="auto">
              {metric.description}
            </Text>
          )}
        </div>
        <MetricChart title={name} rows={rows} lines={lines} format={format} chart={!isDate} />
      </Stack>
    </Card>
  );
}
