import './styles';
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Card, Center, Container, Group, Loader, MultiSelect, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { endOfMonth, formatValue, monthLabel } from '../grid/gridModel';
import { PORTFOLIO_CHOICES, PORTFOLIO_METRICS, type PortfolioSeries } from './graphql';
import { MetricChart, type ChartRow } from './MetricChart';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6', 'red.6', 'yellow.7'];

type Measure = 'sum' | 'median';

/**
 * /startups/analytics: the portfolio over time — per metric, the sums and medians of what the
 * viewer's startups reported, with the growth of the sum; one line per programme when programmes
 * are chosen, else the whole portfolio. Each chart has its table.
 */
export function PortfolioAnalyticsPage() {
  const { t } = useTranslation('metrics');
  usePageTitle(t('analytics.portfolio.title'));
  const errorMessage = useErrorMessage();
  const [programIds, setProgramIds] = useState<string[]>([]);
  const [metricIds, setMetricIds] = useState<string[]>([]);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const choices = useQuery(PORTFOLIO_CHOICES);
  const filter = { ...(programIds.length ? { programIds } : {}), ...(metricIds.length ? { metricIds } : {}) };
  const { data, loading, error } = useQuery(PORTFOLIO_METRICS, { variables: { filter, from, to }, fetchPolicy: 'cache-and-network' });
  const byMetric = useMemo(() => {
    const groups = new Map<string, PortfolioSeries[]>();
    for (const series of data?.portfolioMetrics ?? []) groups.set(series.metricId, [...(groups.get(series.metricId) ?? []), series]);
    return [...groups.values()];
  }, [data]);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('analytics.portfolio.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <MultiSelect
            label={t('grid.filters.programs')}
            data={(choices.data?.programs ?? []).map((p) => ({ value: p._id, label: p.name }))}
            value={programIds}
            onChange={setProgramIds}
            searchable
            clearable
            w={{ base: '100%', sm: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label={t('grid.filters.metrics')}
            data={(choices.data?.metrics ?? []).filter((m) => m.unitOfMeasure.unitType !== 'DATE').map((m) => ({ value: m._id, label: m.name }))}
            value={metricIds}
            onChange={setMetricIds}
            searchable
            clearable
            w={{ base: '100%', sm: 260 }}
            comboboxProps={{ withinPortal: true }}
          />
          <MonthPickerInput
            label={t('analytics.from')}
            value={from}
            onChange={(value) => setFrom(value ? String(value).slice(0, 10) : null)}
            clearable
            w={{ base: '47%', sm: 150 }}
            popoverProps={{ withinPortal: true }}
          />
          <MonthPickerInput
            label={t('analytics.to')}
            value={to ? `${to.slice(0, 7)}-01` : null}
            onChange={(value) => setTo(value ? endOfMonth(String(value).slice(0, 10)) : null)}
            clearable
            w={{ base: '47%', sm: 150 }}
            popoverProps={{ withinPortal: true }}
          />
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
        {data && !byMetric.length && <Text c="dimmed">{t('analytics.portfolio.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {byMetric.map((series) => (
            <PortfolioCard key={series[0].metricId} series={series} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function PortfolioCard({ series }: { series: PortfolioSeries[] }) {
  const { t, i18n } = useTranslation('metrics');
  const { incubator } = useTenant();
  const metric = series[0].metric ?? undefined;
  // Shares and durations do not add up across startups: their middle value says more than their sum.
  const [measure, setMeasure] = useState<Measure>(['PERCENTAGE', 'MONTHS'].includes(metric?.unitOfMeasure?.unitType ?? '') ? 'median' : 'sum');
  const name = metric?.name ?? '';
  const options = { locale: i18n.language, currency: incubator?.currency };
  const format = (value: number) => formatValue({ number: value }, metric, options);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const whole = series.length === 1 && !series[0].program;
  const lines = series.map((s, index) => ({
    name: s.program?._id ?? 'all',
    label: s.program?.name ?? t('analytics.portfolio.all'),
    color: COLORS[index % COLORS.length],
  }));
  // One row per period start, each line's measure beside the others'.
  const starts = [...new Set(series.flatMap((s) => s.points.map((p) => p.from)))].sort();
  const rows: ChartRow[] = starts.map((from) => {
    const row: ChartRow = { period: monthLabel(from, i18n.language) };
    for (const s of series) {
      const point = s.points.find((p) => p.from === from);
      const key = s.program?._id ?? 'all';
      row[key] = point ? (measure === 'sum' ? point.sum : (point.median ?? null)) : null;
      row[`${key}:count`] = point ? String(point.count) : null;
      row[`${key}:growth`] = point?.growth === null || point?.growth === undefined ? null : percent.format(point.growth);
    }
    return row;
  });
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5" dir="auto">
            {name}
          </Title>
          <SegmentedControl
            size="xs"
            value={measure}
            onChange={(value) => setMeasure(value as Measure)}
            data={[
              { value: 'sum', label: t('analytics.portfolio.sum') },
              { value: 'median', label: t('analytics.portfolio.median') },
            ]}
            aria-label={t('analytics.portfolio.measure')}
          />
        </Group>
        <MetricChart
          title={`${name} — ${measure === 'sum' ? t('analytics.portfolio.sum') : t('analytics.portfolio.median')}`}
          rows={rows}
          lines={lines}
          format={format}
          extraColumns={lines.flatMap((line) => [
            { key: `${line.name}:count`, label: whole ? t('analytics.portfolio.count') : t('analytics.portfolio.countOf', { program: line.label }) },
            { key: `${line.name}:growth`, label: whole ? t('analytics.portfolio.growth') : t('analytics.portfolio.growthOf', { program: line.label }) },
          ])}
        />
      </Stack>
    </Card>
  );
}
