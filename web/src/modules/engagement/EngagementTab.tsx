import './styles';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Center, Collapse, Group, Loader, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ENGAGEMENT_MEASURES, ENGAGEMENT_RANGES, engagementRange, type EngagementInterval, type EngagementMeasure } from '@seedbed/contracts/engagement';
import { localDate } from '@seedbed/contracts/time';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { useTenant } from '../../app/tenant/TenantProvider';
import { LineChart } from '../../ui/chart/LineChart';
import { STARTUP_ENGAGEMENT, type StartupEngagement } from './graphql';
import { periodLabel, periodLongLabel } from './periods';
import { Sparkline } from './Sparkline';

const COLORS: Record<EngagementMeasure, string> = {
  signIns: 'blue.6',
  sessionsAttended: 'teal.6',
  tasksDone: 'grape.6',
  metricsOnTime: 'orange.6',
  lessonsCompleted: 'cyan.7',
  posts: 'pink.6',
};

/**
 * engagement-analytics: what the team and each founder did over the last 3, 6 or 12 months, by
 * week or month of the organisation's calendar — a chart per measure with its numbers as a table
 * on request, and each founder's totals with their trend.
 */
export function EngagementTab({ startupId }: { startupId: string }) {
  const { t, i18n } = useTranslation('engagement');
  const errorMessage = useErrorMessage();
  const { incubator } = useTenant();
  const [months, setMonths] = useState<number>(6);
  const [interval, setInterval] = useState<EngagementInterval>('MONTH');
  const range = useMemo(() => engagementRange(localDate(new Date(), incubator?.timezone || 'UTC'), months, interval), [incubator?.timezone, months, interval]);
  const { data, previousData, loading, error } = useQuery(STARTUP_ENGAGEMENT, { variables: { startupId, ...range, interval }, fetchPolicy: 'cache-and-network' });
  // The previous range stays on screen while the next one loads: charts and opened tables keep their place.
  const engagement = (data ?? previousData)?.startupEngagement;
  const nothing = engagement && ENGAGEMENT_MEASURES.every((m) => engagement.totals[m] === 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('range.label')}
            value={String(months)}
            onChange={(value) => setMonths(Number(value))}
            data={ENGAGEMENT_RANGES.map((m) => ({ value: String(m), label: t('range.months', { count: m }) }))}
          />
          <SegmentedControl
            aria-label={t('interval.label')}
            value={interval}
            onChange={(value) => setInterval(value as EngagementInterval)}
            data={[
              { value: 'WEEK', label: t('interval.WEEK') },
              { value: 'MONTH', label: t('interval.MONTH') },
            ]}
          />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {loading && !engagement && (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {nothing && (
        <Text c="dimmed" data-testid="engagement-empty">
          {t('empty')}
        </Text>
      )}
      {engagement && !nothing && (
        <>
          <FoundersCard engagement={engagement} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {ENGAGEMENT_MEASURES.map((measure) => (
              <MeasureCard key={measure} measure={measure} engagement={engagement} locale={i18n.language} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

function MeasureCard({ measure, engagement, locale }: { measure: EngagementMeasure; engagement: StartupEngagement; locale: string }) {
  const { t } = useTranslation('engagement');
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  // Counts are whole, but a small range's axis steps by quarters: those must not read as 0, 0, 1, 1.
  const axisFormat = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  const interval = engagement.interval;
  const name = t(`measures.${measure}.name`);
  const rows = engagement.team.map((period) => ({ period: periodLabel(period.start, interval, locale), value: period[measure] }));
  return (
    <Card withBorder padding="md" data-testid={`engagement-${measure}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5">
              {name}
            </Title>
            <Text size="xs" c="dimmed">
              {t(`measures.${measure}.hint`)}
            </Text>
          </div>
          <Text fw={700} size="xl" aria-label={t('totalLabel', { measure: name, total: format(engagement.totals[measure]) })}>
            <span dir="ltr">{format(engagement.totals[measure])}</span>
          </Text>
        </Group>
        <Box role="img" aria-label={t('chartLabel', { measure: name, total: format(engagement.totals[measure]) })}>
          <LineChart rows={rows} xKey="period" series={[{ name: 'value', label: t('team'), color: COLORS[measure] }]} format={axisFormat} height={180} />
        </Box>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconTable size={14} aria-hidden />}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {t(showTable ? 'hideTable' : 'showTable')}
          </Button>
        </Group>
        <Collapse expanded={showTable} id={tableId}>
          {showTable && <MeasureTable measure={measure} name={name} engagement={engagement} locale={locale} format={format} />}
        </Collapse>
      </Stack>
    </Card>
  );
}

/** The chart's values as a table: one row per period, the team then each founder. */
function MeasureTable({
  measure,
  name,
  engagement,
  locale,
  format,
}: {
  measure: EngagementMeasure;
  name: string;
  engagement: StartupEngagement;
  locale: string;
  format: (value: number) => string;
}) {
  const { t } = useTranslation('engagement');
  return (
    <Scroller label={t('tableCaption', { measure: name })}>
      <Table withTableBorder striped verticalSpacing={4} fz="sm">
        <Table.Caption>{t('tableCaption', { measure: name })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('period')}</Table.Th>
            <Table.Th scope="col">{t('team')}</Table.Th>
            {engagement.founders.map((f) => (
              <Table.Th scope="col" key={f.person._id} dir="auto">
                {f.person.fullName}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {engagement.team.map((period, i) => (
            <Table.Tr key={period.start}>
              <Table.Th scope="row" fw={400}>
                <span title={periodLongLabel(period.start, engagement.interval, locale)}>{periodLabel(period.start, engagement.interval, locale)}</span>
              </Table.Th>
              <Table.Td>
                <span dir="ltr">{format(period[measure])}</span>
              </Table.Td>
              {engagement.founders.map((f) => (
                <Table.Td key={f.person._id}>
                  <span dir="ltr">{format(f.periods[i]?.[measure] ?? 0)}</span>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Scroller>
  );
}

/** A table wider than a phone scrolls sideways on its own, and the keyboard reaches it to scroll. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

/** Each founder's totals over the range, with their trend in each measure. */
function FoundersCard({ engagement }: { engagement: StartupEngagement }) {
  const { t, i18n } = useTranslation('engagement');
  const format = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('founders.title')}
        </Title>
        {engagement.founders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('founders.none')}
          </Text>
        ) : (
          <Scroller label={t('founders.caption')}>
            <Table withTableBorder verticalSpacing={6} fz="sm" data-testid="engagement-founders">
              <Table.Caption>{t('founders.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('founders.person')}</Table.Th>
                  {ENGAGEMENT_MEASURES.map((m) => (
                    <Table.Th scope="col" key={m}>
                      {t(`measures.${m}.short`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {engagement.founders.map((f) => (
                  <Table.Tr key={f.person._id}>
                    <Table.Th scope="row" fw={500} dir="auto">
                      {f.person.fullName}
                    </Table.Th>
                    {ENGAGEMENT_MEASURES.map((m) => (
                      <Table.Td key={m}>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" span dir="ltr" miw={24}>
                            {format(f.totals[m])}
                          </Text>
                          <Sparkline values={f.periods.map((p) => p[m])} />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Scroller>
        )}
      </Stack>
    </Card>
  );
}
