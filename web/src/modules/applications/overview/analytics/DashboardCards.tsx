import { Box, Card, Group, Progress, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../../ui/chart/LineChart';
import { BarTable } from './BarTable';
import type { Dashboard } from './graphql';
import { bucketLabel, dayLabel, share } from './model';
import classes from './analytics.module.css';

const useNumbers = () => {
  const { i18n } = useTranslation();
  const whole = new Intl.NumberFormat(i18n.language);
  const days = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return { language: i18n.language, whole: (n: number) => whole.format(n), days: (n: number) => days.format(n) };
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
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

/** The figures at the top: how many applied, sent, were accepted, and how long a decision takes. */
export function KeyFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('applications');
  const { whole, days, language } = useNumbers();
  const drafts = dashboard.statuses.find((s) => s.status === 'draft')?.count ?? 0;
  const accepted = dashboard.statuses.find((s) => s.status === 'accepted')?.count ?? 0;
  const sent = dashboard.total - drafts;
  const { medianDays, p90Days, decided } = dashboard.timeToDecision;
  const figures = [
    { key: 'total', label: t('analytics.figures.total'), value: whole(dashboard.total), hint: t('analytics.figures.drafts', { count: drafts }) },
    { key: 'sent', label: t('analytics.figures.sent'), value: whole(sent), hint: share(sent, dashboard.total, language) ?? '' },
    { key: 'accepted', label: t('analytics.figures.accepted'), value: whole(accepted), hint: share(accepted, sent, language) ?? '' },
    {
      key: 'decision',
      label: t('analytics.figures.decision'),
      value: medianDays === null || medianDays === undefined ? '—' : t('analytics.days', { count: medianDays, value: days(medianDays) }),
      hint: p90Days === null || p90Days === undefined ? t('analytics.figures.noDecision') : t('analytics.figures.p90', { value: days(p90Days), count: decided }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {figures.map((f) => (
        <Card key={f.key} withBorder padding="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {f.label}
          </Text>
          <Text size="xl" fw={700} className={classes.kpi}>
            {f.value}
          </Text>
          <Text size="xs" c="dimmed">
            {f.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Conversion through the funnel's rounds: how many reached, sent, passed and were turned down in each. */
export function Conversion({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('applications');
  const { whole, language } = useNumbers();
  const title = t('analytics.conversion.title');
  if (!dashboard.funnel) {
    return (
      <Section title={title}>
        <Text c="dimmed" size="sm">
          {t('analytics.conversion.chooseFunnel')}
        </Text>
      </Section>
    );
  }
  return (
    <Section title={title}>
      <BarTable
        caption={t('analytics.conversion.caption', { funnel: dashboard.funnel.name })}
        rowHeader={t('analytics.conversion.round')}
        columns={[
          { key: 'entered', label: t('analytics.conversion.entered'), color: 'blue.5' },
          { key: 'submitted', label: t('analytics.conversion.submitted'), color: 'cyan.6' },
          { key: 'accepted', label: t('analytics.conversion.accepted'), color: 'teal.6' },
          { key: 'rejected', label: t('analytics.conversion.rejected'), color: 'red.5' },
        ]}
        rows={dashboard.rounds.map((r) => ({
          key: String(r.position),
          label: r.name,
          values: { entered: r.entered, submitted: r.submitted, accepted: r.accepted, rejected: r.rejected },
          notes: { accepted: share(r.accepted, r.submitted, language), rejected: share(r.rejected, r.submitted, language) },
        }))}
        format={whole}
      />
    </Section>
  );
}

/** Applications started and sent each week: a line chart, and the same values in a table. */
export function Weekly({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('applications');
  const { whole, language } = useNumbers();
  const title = t('analytics.weeks.title');
  // Past a year the same day comes back: the axis then names the year too.
  const rows = dashboard.weeks.map((w) => ({ week: dayLabel(w.week, language, dashboard.weeks.length > 52), created: w.created, submitted: w.submitted }));
  const series = [
    { name: 'created', label: t('analytics.weeks.created'), color: 'blue.6' },
    { name: 'submitted', label: t('analytics.weeks.submitted'), color: 'teal.6', dashed: true },
  ];
  return (
    <Section title={title}>
      {rows.length ? (
        <>
          <Box role="img" aria-label={t('analytics.weeks.chartLabel')}>
            <LineChart rows={rows} xKey="week" series={series} format={whole} height={200} />
          </Box>
          <Group gap="md">
            {series.map((s) => (
              <Group key={s.name} gap={6}>
                <Box w={14} h={3} bg={s.color} aria-hidden />
                <Text size="xs">{s.label}</Text>
              </Group>
            ))}
          </Group>
          <ScrollArea.Autosize mah={220} type="auto">
            <Table fz="sm" verticalSpacing={4} striped>
              <Table.Caption>{t('analytics.weeks.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('analytics.weeks.week')}</Table.Th>
                  {series.map((s) => (
                    <Table.Th scope="col" key={s.name}>
                      {s.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dashboard.weeks.map((w) => (
                  <Table.Tr key={w.week}>
                    <Table.Th scope="row" fw={400}>
                      {t('analytics.weeks.of', { day: dayLabel(w.week, language, true) })}
                    </Table.Th>
                    <Table.Td>{whole(w.created)}</Table.Td>
                    <Table.Td>{whole(w.submitted)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      ) : (
        <Text c="dimmed" size="sm">
          {t('analytics.empty')}
        </Text>
      )}
    </Section>
  );
}

/** How the evaluated applications scored: each one's mean evaluation score, in half-point steps. */
export function Scores({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('applications');
  const { whole, language } = useNumbers();
  const scored = dashboard.scores.reduce((sum, s) => sum + s.count, 0);
  return (
    <Section title={t('analytics.scores.title')}>
      {scored ? (
        <BarTable
          caption={t('analytics.scores.caption', { count: scored })}
          rowHeader={t('analytics.scores.score')}
          columns={[{ key: 'count', label: t('analytics.scores.applications'), color: 'grape.6' }]}
          rows={dashboard.scores.map((s) => ({ key: String(s.from), label: bucketLabel(s.from, s.to, language), values: { count: s.count } }))}
          format={whole}
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('analytics.scores.none')}
        </Text>
      )}
    </Section>
  );
}

/** Where the applications stand now, status by status. */
export function Statuses({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('applications');
  const { whole, language } = useNumbers();
  return (
    <Section title={t('analytics.statuses.title')}>
      <BarTable
        caption={t('analytics.statuses.caption')}
        rowHeader={t('analytics.statuses.status')}
        columns={[{ key: 'count', label: t('analytics.statuses.applications'), color: 'indigo.5' }]}
        rows={dashboard.statuses.map((s) => ({
          key: s.status,
          label: t(`analytics.status.${s.status}`),
          values: { count: s.count },
          notes: { count: share(s.count, dashboard.total, language) },
        }))}
        format={whole}
      />
    </Section>
  );
}

/** Each evaluator's progress: evaluations done of those assigned (blind review never hides evaluators). */
export function Evaluators({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('applications');
  const { whole, language } = useNumbers();
  return (
    <Section title={t('analytics.evaluators.title')}>
      {dashboard.evaluators.length ? (
        <ScrollArea type="auto" offsetScrollbars="x">
          <Table fz="sm" verticalSpacing={6} miw={460}>
            <Table.Caption>{t('analytics.evaluators.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analytics.evaluators.evaluator')}</Table.Th>
                <Table.Th scope="col">{t('analytics.evaluators.progress')}</Table.Th>
                <Table.Th scope="col">{t('analytics.evaluators.conflicts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dashboard.evaluators.map((e, index) => {
                const name = e.evaluator?.fullName ?? t('analytics.evaluators.former');
                const progress = t('analytics.evaluators.done', { done: whole(e.done), assigned: whole(e.assigned) });
                return (
                  <Table.Tr key={e.evaluator?._id ?? index}>
                    <Table.Th scope="row" fw={500}>
                      <Text size="sm" span dir="auto">
                        {name}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Progress.Root flex={1} miw={60}>
                          <Progress.Section
                            value={e.assigned ? (e.done / e.assigned) * 100 : 0}
                            color={e.done >= e.assigned ? 'teal' : 'blue'}
                            aria-label={t('analytics.evaluators.progressOf', { name })}
                          />
                        </Progress.Root>
                        <Text size="sm" span className={classes.value}>
                          {progress}
                          {e.assigned ? (
                            <Text span size="xs" c="dimmed">
                              {` (${share(e.done, e.assigned, language)})`}
                            </Text>
                          ) : null}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{whole(e.conflicts)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : (
        <Text c="dimmed" size="sm">
          {t('analytics.evaluators.none')}
        </Text>
      )}
    </Section>
  );
}
