import './styles';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Group, MultiSelect, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { EXPORT_METRIC_REPORT, GRID_CHOICES, METRICS_GRID, type GridPeriod, type GridRow } from './graphql';
import { GridTable } from './GridTable';
import { emptyGridFilter, endOfMonth, STATUS_STYLE, STATUSES, toFilterInput, type GridFilterValues } from './gridModel';
import { ExportButton } from '../../exports/ExportButton';

const PAGE_SIZE = 25;

// What opens on demand (the collections tab, the dialogs) downloads when first opened, not with the grid.
const CollectionsPanel = lazy(async () => ({ default: (await import('../collections/CollectionsPanel')).CollectionsPanel }));
const AssignMetricsDialog = lazy(async () => ({ default: (await import('../collections/AssignMetricsDialog')).AssignMetricsDialog }));
const ImportDialog = lazy(async () => ({ default: (await import('./ImportDialog')).ImportDialog }));
const PeriodDialog = lazy(async () => ({ default: (await import('./PeriodDialog')).PeriodDialog }));

/**
 * /startups/metrics/data-collection (METRICS/EDIT:VIEW, dataCollection): the startups × periods
 * grid with its filters, values shown and edited on the founders' behalf, reminders, export and
 * import; and the data collections themselves (what is asked of whom) in their own tab.
 */
export function DataCollectionPage() {
  const { t, i18n } = useTranslation('metrics');
  const term = useStartupTerm();
  usePageTitle(t('grid.title'));
  const [tab, setTab] = useState<string | null>('grid');
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('grid.title')}
        </Title>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="grid">{t('grid.tabs.grid')}</Tabs.Tab>
            <Tabs.Tab value="collections">{t('grid.tabs.collections')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="grid" pt="md">
            <GridSection language={i18n.language} startupsLabel={term.plural} />
          </Tabs.Panel>
          <Tabs.Panel value="collections" pt="md">
            <Suspense fallback={null}>
              <CollectionsPanel />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function GridSection({ language, startupsLabel }: { language: string; startupsLabel: string }) {
  const { t } = useTranslation('metrics');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const { incubator } = useTenant();
  const [filter, setFilter] = useState<GridFilterValues>(emptyGridFilter);
  const [search] = useDebouncedValue(filter.search.trim(), 300);
  const input = useMemo(() => toFilterInput({ ...filter, search }), [filter, search]);
  const choices = useQuery(GRID_CHOICES);
  const metrics = useMemo(() => new Map((choices.data?.metrics ?? []).map((m) => [m._id, m])), [choices.data]);
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: METRICS_GRID, variables: { filter: input, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.metricsGrid;
    return page && { ...page, results: page.results.map((row) => ({ ...row, _id: row.startup._id })) };
  }, JSON.stringify(input));
  const [cell, setCell] = useState<{ row: GridRow; period: GridPeriod } | null>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const [opened, setOpened] = useState({ period: false, import: false, assign: false });
  const open = (dialog: keyof typeof opened, show: () => void) => {
    setOpened((was) => (was[dialog] ? was : { ...was, [dialog]: true }));
    show();
  };
  const set = (patch: Partial<GridFilterValues>) => setFilter((old) => ({ ...old, ...patch }));
  const programOptions = (choices.data?.programs ?? []).map((p) => ({ value: p._id, label: p.name }));
  const metricOptions = (choices.data?.metrics ?? []).filter((m) => !m.archived || filter.metricIds.includes(m._id)).map((m) => ({ value: m._id, label: m.name }));
  const format = { locale: language, currency: incubator?.currency };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('grid.filters.search')}
          placeholder={t('grid.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          w={{ base: '100%', sm: 220 }}
        />
        <MultiSelect
          label={t('grid.filters.programs')}
          data={programOptions}
          value={filter.programIds}
          onChange={(programIds) => set({ programIds })}
          searchable
          clearable
          w={{ base: '100%', sm: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('grid.filters.metrics')}
          data={metricOptions}
          value={filter.metricIds}
          onChange={(metricIds) => set({ metricIds })}
          searchable
          clearable
          w={{ base: '100%', sm: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <MonthPickerInput
          label={t('grid.filters.from')}
          value={filter.from}
          onChange={(from) => set({ from: from ? String(from).slice(0, 10) : null })}
          maxDate={filter.to ?? undefined}
          clearable
          w={{ base: '47%', sm: 150 }}
          popoverProps={{ withinPortal: true }}
        />
        <MonthPickerInput
          label={t('grid.filters.to')}
          value={filter.to ? `${filter.to.slice(0, 7)}-01` : null}
          onChange={(to) => set({ to: to ? endOfMonth(String(to).slice(0, 10)) : null })}
          minDate={filter.from ?? undefined}
          clearable
          w={{ base: '47%', sm: 150 }}
          popoverProps={{ withinPortal: true }}
        />
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap={6} wrap="wrap" aria-label={t('grid.legend')} role="group">
          {STATUSES.map((status) => (
            <Text key={status} size="xs" px={6} py={2} style={{ border: `1px solid var(--mantine-color-${STATUS_STYLE[status].color}-6)`, borderRadius: 4 }}>
              <span aria-hidden style={{ color: `var(--mantine-color-${STATUS_STYLE[status].color}-6)`, fontWeight: 700 }}>
                {STATUS_STYLE[status].symbol}{' '}
              </span>
              {t(`grid.status.${status}`)}
            </Text>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open('assign', () => setAssigning(true))}>
            {t('grid.assign')}
          </Button>
          <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => open('import', () => setImporting(true))}>
            {t('grid.import.open')}
          </Button>
          <ExportButton type="metrics" filter={input} label={t('grid.export')} variant="filled" mutation={EXPORT_METRIC_REPORT} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.loading && list.rows.length === 0 ? '\u00a0' : t('grid.count', { number: list.totalCount, startups: startupsLabel })}
      </Text>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.rows.length > 0 && <GridTable rows={list.rows} metrics={metrics} format={format} onOpen={(row, period) => open('period', () => setCell({ row, period }))} />}
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('grid.empty')}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      {/* Each dialog stays once opened, so that it closes with its transition. */}
      <Suspense fallback={null}>
        {opened.period && <PeriodDialog cell={cell} onClose={() => setCell(null)} onChanged={() => void list.reload()} />}
        {opened.import && <ImportDialog opened={importing} onClose={() => setImporting(false)} onImported={() => void list.reload()} />}
        {opened.assign && <AssignMetricsDialog opened={assigning} onClose={() => setAssigning(false)} onAssigned={() => void list.reload()} />}
      </Suspense>
    </Stack>
  );
}
