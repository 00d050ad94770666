import './styles';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Center, Container, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../../shell/user/useShellUser';
import { Conversion, Evaluators, KeyFigures, Scores, Statuses, Weekly } from './DashboardCards';
import { datesLocale } from '../../../../ui/form/datesLocale';
import { APPLICATIONS_DASHBOARD } from './graphql';
import { defaultRange } from './model';
import { ExportButton } from '../../../exports/ExportButton';

/**
 * /applications/analytics: the applications dashboard — a funnel (or all of them) over a period:
 * key figures, conversion per round, applications per week, scores, statuses and each evaluator's
 * progress. The funnel and period live in the address, so a view can be shared.
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('applications');
  usePageTitle(t('analytics.title'));
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const [params, setParams] = useSearchParams();
  const [defaultFrom, defaultTo] = defaultRange();
  const funnelId = params.get('funnel');
  const from = params.has('from') ? params.get('from') || null : defaultFrom;
  const to = params.has('to') ? params.get('to') || null : defaultTo;
  const [range, setRange] = useState<DatesRangeValue<string>>([from, to]);
  const { data, previousData, loading, error } = useQuery(APPLICATIONS_DASHBOARD, { variables: { funnelId, from, to }, fetchPolicy: 'cache-and-network' });
  const dashboard = (data ?? previousData)?.applicationsDashboard;
  const mayExport = (user?.permissions['APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW'] ?? 'NONE') !== 'NONE';

  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );

  const changeRange = (value: DatesRangeValue<string>) => {
    setRange(value);
    // A period is asked for once both ends are chosen, or once it is cleared (every date).
    if ((value[0] && value[1]) || (!value[0] && !value[1])) update({ from: value[0] ?? '', to: value[1] ?? '' });
  };

  const funnelOptions = [
    { value: '', label: t('analytics.allFunnels') },
    ...(dashboard?.funnels ?? []).map((f) => ({ value: f._id, label: f.archived ? t('analytics.archivedFunnel', { name: f.name }) : f.name })),
  ];

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('analytics.title')}
          </Title>
          {mayExport && (
            <ExportButton
              type="applications"
              filter={{ filter: funnelId ? { funnelIds: [funnelId] } : {} }}
              label={funnelId ? t('analytics.export.funnel') : t('analytics.export.all')}
              withAttachments
            />
          )}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('analytics.funnel')}
            data={funnelOptions}
            value={funnelId ?? ''}
            onChange={(value) => update({ funnel: value || null })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 300 }}
            comboboxProps={{ withinPortal: true }}
          />
          <DatePickerInput
            type="range"
            label={t('analytics.period')}
            placeholder={t('analytics.anyDate')}
            value={range}
            onChange={changeRange}
            allowSingleDateInRange
            clearable
            locale={datesLocale(i18n.language)}
            valueFormat="ll"
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={{ base: '100%', sm: 300 }}
            popoverProps={{ withinPortal: true }}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('analytics.periodHelp')}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {loading && !dashboard && (
          <Center py="xl">
            <Loader aria-label={t('analytics.loading')} />
          </Center>
        )}
        {dashboard && (
          <Stack gap="md" aria-busy={loading}>
            <KeyFigures dashboard={dashboard} />
            {dashboard.total === 0 && (
              <Alert color="gray" variant="light">
                {t('analytics.empty')}
              </Alert>
            )}
            <Conversion dashboard={dashboard} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <Weekly dashboard={dashboard} />
              <Scores dashboard={dashboard} />
              <Statuses dashboard={dashboard} />
              <Evaluators dashboard={dashboard} />
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
