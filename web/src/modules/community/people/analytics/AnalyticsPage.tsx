import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Card, Center, Container, Group, Loader, ScrollArea, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isRoleType } from '@seedbed/contracts/roles';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../../app/tenant/usePageTitle';
import { LineChart, type LineSeries } from '../../../../ui/chart/LineChart';
import { BarTable } from '../../../applications/overview/analytics/BarTable';
import { dayLabel } from '../../../applications/overview/analytics/model';
import { STARTUP_PROGRAM_CHOICES } from '../../../startups/graphql';
import { COMMUNITY_ANALYTICS, type CommunityAnalyticsData } from '../graphql';
import { DEFAULT_PRESET, PERIOD_PRESETS, isPeriodPreset, periodOf, type PeriodPreset } from './period';

type Totals = CommunityAnalyticsData['totals'];
type Week = CommunityAnalyticsData['weeks'][number];
type Series = Exclude<keyof Week, 'weekStart' | '__typename'>;

const TOTALS: ReadonlyArray<keyof Omit<Totals, '__typename'>> = ['people', 'newPeople', 'activePeople', 'posts', 'replies', 'reactions', 'messages'];
const PEOPLE_SERIES: ReadonlyArray<{ name: Series; color: string; dashed?: boolean }> = [
  { name: 'newPeople', color: 'blue.6' },
  { name: 'activePeople', color: 'teal.6', dashed: true },
];
const EXCHANGE_SERIES: ReadonlyArray<{ name: Series; color: string; dashed?: boolean }> = [
  { name: 'posts', color: 'indigo.6' },
  { name: 'replies', color: 'grape.6', dashed: true },
  { name: 'reactions', color: 'orange.6' },
  { name: 'messages', color: 'cyan.7', dashed: true },
];
const ALL_SERIES: readonly Series[] = ['newPeople', 'activePeople', 'posts', 'replies', 'reactions', 'messages'];

function useWhole() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return (value: number) => format.format(value);
  }, [i18n.language]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /community/people/analytics: the community in numbers for the programme's side — who is in it
 * (by role, skill, industry, programme) and what they did week by week. Each chart has the same
 * values as a table beside it, for screen readers and for reading exact figures.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('communityPeople');
  usePageTitle(t('titles.analytics'));
  const errorMessage = useErrorMessage();
  const [preset, setPreset] = useState<PeriodPreset>(DEFAULT_PRESET);
  const [programId, setProgramId] = useState<string | null>(null);
  // A period is fixed when chosen: "now" moving on each render would ask again and again.
  const period = useMemo(() => periodOf(preset, new Date()), [preset]);
  const analytics = useQuery(COMMUNITY_ANALYTICS, { variables: { ...period, programId }, fetchPolicy: 'cache-and-network' });
  const programs = useQuery(STARTUP_PROGRAM_CHOICES, { fetchPolicy: 'cache-and-network' });
  const data = analytics.data?.communityAnalytics;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('analytics.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('analytics.intro')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="analytics-period">
              {t('analytics.period')}
            </Text>
            <SegmentedControl
              aria-labelledby="analytics-period"
              data={PERIOD_PRESETS.map((value) => ({ value, label: t(`analytics.presets.${value}`) }))}
              value={preset}
              onChange={(value) => isPeriodPreset(value) && setPreset(value)}
            />
          </Stack>
          <Select
            style={{ flex: '0 1 260px' }}
            label={t('filters.program')}
            placeholder={t('filters.allPrograms')}
            data={(programs.data?.programs ?? []).map((p) => ({ value: p._id, label: p.cohort ? `${p.name} (${p.cohort})` : p.name }))}
            value={programId}
            onChange={setProgramId}
            searchable
            clearable
          />
        </Group>
        {analytics.error && !data ? (
          <Alert color="red" role="alert">
            {errorMessage(analytics.error)}
          </Alert>
        ) : !data ? (
          <Center py="xl">
            <Loader aria-label={t('analytics.loading')} />
          </Center>
        ) : (
          <Figures data={data} />
        )}
      </Stack>
    </Container>
  );
}

function Figures({ data }: { data: CommunityAnalyticsData }) {
  const { t, i18n } = useTranslation('communityPeople');
  const whole = useWhole();
  const withYear = data.weeks.length > 52;
  const rows = data.weeks.map((week) => ({ week: dayLabel(week.weekStart, i18n.language, withYear), ...Object.fromEntries(ALL_SERIES.map((s) => [s, week[s]])) }));
  const named = (list: CommunityAnalyticsData['bySkill']) => list.map((item) => ({ key: item._id, label: item.name, values: { count: item.count } }));
  const column = (color: string) => [{ key: 'count', label: t('analytics.people'), color }];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        {TOTALS.map((key) => (
          <Card key={key} withBorder padding="sm">
            <Text size="xs" c="dimmed" fw={600}>
              {t(`analytics.totals.${key}`)}
            </Text>
            <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`total-${key}`}>
              {whole(data.totals[key])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <WeeklyChart title={t('analytics.weeks.people')} rows={rows} series={PEOPLE_SERIES} />
        <WeeklyChart title={t('analytics.weeks.exchanges')} rows={rows} series={EXCHANGE_SERIES} />
      </SimpleGrid>
      <Section title={t('analytics.weeks.table')}>
        <WeeksTable weeks={data.weeks} withYear={withYear} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('analytics.byRole')}>
          <BarTable
            caption={t('analytics.captions.byRole')}
            rowHeader={t('analytics.role')}
            columns={column('indigo.5')}
            rows={data.byRole.map((r) => ({ key: r.roleType, label: isRoleType(r.roleType) ? t(`common:roles.${r.roleType}`) : r.roleType, values: { count: r.count } }))}
            format={whole}
          />
        </Section>
        <Section title={t('analytics.byProgram')}>
          {data.byProgram.length ? (
            <BarTable caption={t('analytics.captions.byProgram')} rowHeader={t('analytics.program')} columns={column('teal.6')} rows={named(data.byProgram)} format={whole} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('analytics.noPrograms')}
            </Text>
          )}
        </Section>
        <Section title={t('analytics.bySkill')}>
          {data.bySkill.length ? (
            <BarTable caption={t('analytics.captions.bySkill')} rowHeader={t('analytics.skill')} columns={column('grape.6')} rows={named(data.bySkill)} format={whole} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('analytics.noSkills')}
            </Text>
          )}
        </Section>
        <Section title={t('analytics.byIndustry')}>
          {data.byIndustry.length ? (
            <BarTable caption={t('analytics.captions.byIndustry')} rowHeader={t('analytics.industry')} columns={column('orange.6')} rows={named(data.byIndustry)} format={whole} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('analytics.noIndustries')}
            </Text>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** Lines over the weeks, named as an image; the table of weeks below carries the same values. */
function WeeklyChart({ title, rows, series }: { title: string; rows: Array<Record<string, string | number>>; series: typeof PEOPLE_SERIES }) {
  const { t } = useTranslation('communityPeople');
  const whole = useWhole();
  const lines: LineSeries[] = series.map((s) => ({ ...s, label: t(`analytics.series.${s.name}`) }));
  return (
    <Section title={title}>
      <Box role="img" aria-label={t('analytics.weeks.chartLabel', { title })}>
        <LineChart rows={rows} xKey="week" series={lines} format={whole} height={220} />
      </Box>
      <Group gap="md" aria-hidden>
        {lines.map((line) => (
          <Group key={line.name} gap={6}>
            <Box w={14} h={3} bg={line.color} />
            <Text size="xs">{line.label}</Text>
          </Group>
        ))}
      </Group>
    </Section>
  );
}

function WeeksTable({ weeks, withYear }: { weeks: readonly Week[]; withYear: boolean }) {
  const { t, i18n } = useTranslation('communityPeople');
  const whole = useWhole();
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table fz="sm" verticalSpacing={4} striped miw={620}>
        <Table.Caption>{t('analytics.weeks.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analytics.weeks.week')}</Table.Th>
            {ALL_SERIES.map((s) => (
              <Table.Th scope="col" key={s}>
                {t(`analytics.series.${s}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.weekStart}>
              <Table.Th scope="row" fw={400}>
                {t('analytics.weeks.of', { day: dayLabel(week.weekStart, i18n.language, withYear) })}
              </Table.Th>
              {ALL_SERIES.map((s) => (
                <Table.Td key={s} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {whole(week[s])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
