import '../styles';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { trackBatch, useBatchFinished } from '../../../shell/batch/batchStore';
import { useShellUser } from '../../../shell/user/useShellUser';
import { confirm } from '../../../ui/feedback/confirm';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { SavedViewsMenu } from '../../../ui/savedViews/SavedViewsMenu';
import { ApplicationList, type Selection } from './ApplicationList';
import { BulkBar } from './BulkBar';
import { bulkActionStates, maySelect, UNDO_WINDOW_MS } from './bulkActions';
import { ChoiceDialog, type ChoiceAction, type Chosen } from './ChoiceDialog';
import { DecideDialog, type DecisionChoice } from './DecideDialog';
import { GROUP_PREFIX, NO_FILTERS, toApplicationFilter, type OverviewFilters as Filters } from './filters';
import {
  APPLICATION_TAGS,
  APPLICATIONS,
  OVERVIEW_FUNNELS,
  START_APPLICATION_BATCH,
  UNDO_APPLICATION_BATCH,
  type ApplicationBatchAction,
  type ApplicationBatchInputData,
  type ApplicationFilterInput,
  type ApplicationSort,
} from './graphql';
import { OverviewFilters } from './OverviewFilters';
import { QueueBar } from './QueueBar';

// The export menu is fetched with the first export, not with the overview.
const ExportButton = lazy(async () => ({ default: (await import('../../exports/ExportButton')).ExportButton }));

export const PAGE_SIZE = 25;
/** The dialogs show their own failures: no app-wide toast as well. */
const OWN_ERRORS = { context: { showsOwnError: true } };

/** What a saved view of the overview keeps: the filter and order the applications query takes. */
interface OverviewView {
  filter?: ApplicationFilterInput;
  sort?: ApplicationSort;
}

/** A saved view's filter back into the choices above the list. */
function filtersOfView(filter: ApplicationFilterInput = {}): Filters {
  return {
    search: filter.search ?? '',
    funnelIds: [...(filter.funnelIds ?? [])],
    roundIds: [...(filter.roundIds ?? [])],
    status: filter.statusGroup ? `${GROUP_PREFIX}${filter.statusGroup}` : (filter.statuses?.[0] ?? ''),
    tagIds: [...(filter.tagIds ?? [])],
    evaluatorIds: [...(filter.evaluatorIds ?? [])],
    scoreMin: filter.scoreMin ?? null,
    scoreMax: filter.scoreMax ?? null,
    assignedToMe: Boolean(filter.assignedToMe),
  };
}

interface Undoable {
  operationId: string;
  until: number;
  finished: boolean;
}

/**
 * /applications/overview: the applications the viewer may review, with the queue bar, filters
 * and order, page by page. Those with the bulk actions select applications and decide, reset,
 * move, tag, assign or delete them in bulk; the shell's banner follows the operation, and a bulk
 * decision can be undone while its mails wait.
 */
export function OverviewPage() {
  const { t } = useTranslation('applications');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const can = (key: keyof NonNullable<typeof user>['permissions']) => Boolean(user?.permissions[key]);
  const filtersEnabled = can('APPLICATION_OVERVIEW/FILTERS:VIEW');
  const tagsVisible = can('TAGS:APPLICATION:VIEW');
  const selectable = maySelect(user);

  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const [sort, setSort] = useState<ApplicationSort>('NEWEST');
  const filter = useMemo(
    () => toApplicationFilter({ ...filters, search: debouncedSearch }, { filtersEnabled, tagsVisible }),
    [filters, debouncedSearch, filtersEnabled, tagsVisible],
  );
  const listKey = JSON.stringify([filter, sort]);
  // A view keeps what is typed, not the debounced search the list waits for.
  const currentView = useMemo<OverviewView>(() => ({ filter: toApplicationFilter(filters, { filtersEnabled, tagsVisible }), sort }), [filters, sort, filtersEnabled, tagsVisible]);
  const applyView = useCallback((view: OverviewView) => {
    setFilters(filtersOfView(view.filter));
    setSort(view.sort ?? 'NEWEST');
  }, []);
  const [capped, setCapped] = useState(false);
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: APPLICATIONS, variables: { filter, sort, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.applications;
    // Past the server's cap the count reads "10,000+".
    if (page && !cursor) setCapped(page.totalCountCapped);
    return page;
  }, listKey);

  const funnels = useQuery(OVERVIEW_FUNNELS, { errorPolicy: 'ignore' }).data?.funnels.results ?? [];
  const tags = useQuery(APPLICATION_TAGS, { skip: !tagsVisible, errorPolicy: 'ignore' }).data?.tags ?? [];

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A bulk action applies to what is shown: a new search, filter or order starts a new selection.
  useEffect(() => setSelected(new Set()), [listKey]);
  const [decideOpen, setDecideOpen] = useState(false);
  const [choice, setChoice] = useState<ChoiceAction | null>(null);
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const [queueRefresh, setQueueRefresh] = useState(0);
  const [startBatch] = useMutation(START_APPLICATION_BATCH);
  const [undoBatch, undoState] = useMutation(UNDO_APPLICATION_BATCH);
  const reload = list.reload;
  useBatchFinished(
    'applications',
    useCallback(
      (batch) => {
        void reload();
        setQueueRefresh((n) => n + 1);
        setUndoable((u) => (u && u.operationId === batch.operationId ? { ...u, finished: true } : u));
      },
      [reload],
    ),
  );
  // The undo is offered while the window lasts, then disappears by itself.
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), Math.max(0, undoable.until - Date.now()));
    return () => clearTimeout(timer);
  }, [undoable]);

  const rows = list.rows;
  const chosenRows = rows.filter((r) => selected.has(r._id));
  const sharedFunnelId = chosenRows.length === selected.size && new Set(chosenRows.map((r) => r.funnel._id)).size === 1 ? chosenRows[0].funnel._id : null;
  const sharedFunnel = funnels.find((f) => f._id === sharedFunnelId) ?? null;

  const start = async (action: ApplicationBatchAction, extra: Omit<ApplicationBatchInputData, 'action' | 'applicationIds'> = {}, options?: typeof OWN_ERRORS) => {
    const applicationIds = [...selected];
    const { data } = await startBatch({ variables: { input: { action, applicationIds, ...extra } }, ...options });
    if (!data) return;
    const { operationId, count } = data.startApplicationBatch;
    trackBatch({ operationId, family: 'applications', total: count, outcomeKey: `applications:overview.bulk.outcome.${action}` });
    if (action === 'DECIDE') setUndoable({ operationId, until: Date.now() + UNDO_WINDOW_MS, finished: false });
    setSelected(new Set());
  };

  const onAction = async (action: ApplicationBatchAction) => {
    if (action === 'DECIDE') return setDecideOpen(true);
    if (action === 'MOVE_TO_ROUND' || action === 'TAG' || action === 'ASSIGN_EVALUATORS') return setChoice(action);
    const ok = await confirm({
      message: t(`overview.bulk.confirm.${action}`, { count: selected.size }),
      confirmLabel: t(`overview.bulk.actions.${action}`),
      cancelLabel: t('overview.actions.cancel'),
    });
    if (!ok) return;
    try {
      await start(action);
    } catch {
      // The app-wide toast has said why.
    }
  };

  const onDecide = async ({ decision, rejectionMailId, reasons }: DecisionChoice) => {
    await start('DECIDE', { decision, rejectionMailId, reasons }, OWN_ERRORS);
    setDecideOpen(false);
  };
  const onChosen = async (action: ChoiceAction, chosen: Chosen) => {
    await start(action, chosen, OWN_ERRORS);
    setChoice(null);
  };
  const undo = async () => {
    if (!undoable) return;
    try {
      const { data } = await undoBatch({ variables: { operationId: undoable.operationId } });
      if (data)
        trackBatch({
          operationId: data.undoApplicationBatch.operationId,
          family: 'applications',
          total: data.undoApplicationBatch.count,
          outcomeKey: 'applications:overview.bulk.outcome.UNDO',
        });
      setUndoable(null);
    } catch {
      // The app-wide toast has said why.
    }
  };

  const ids = rows.map((r) => r._id);
  const selection: Selection | undefined = selectable
    ? {
        selected,
        onToggle: (id) =>
          setSelected((old) => {
            const next = new Set(old);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
        onTogglePage: () =>
          setSelected((old) => {
            const allChosen = ids.every((id) => old.has(id));
            const next = new Set(old);
            for (const id of ids) {
              if (allChosen) next.delete(id);
              else next.add(id);
            }
            return next;
          }),
      }
    : undefined;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Title order={1} size="h2">
            {t('overview.title')}
          </Title>
          <Group gap="xs" wrap="wrap">
            {user?.flags.savedViewsApplications && <SavedViewsMenu list="applications" current={currentView} onApply={applyView} />}
            {can('APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW') && (
              <Suspense fallback={null}>
                <ExportButton type="applications" filter={{ filter, sort }} label={t('analytics.export.all')} withAttachments />
              </Suspense>
            )}
          </Group>
        </Group>
        {can('APPLICATION_OVERVIEW/QUEUE_BAR:VIEW') && (
          <QueueBar
            funnelId={filters.funnelIds.length === 1 ? filters.funnelIds[0] : null}
            value={filters.status}
            onChoose={(status) => setFilters((f) => ({ ...f, status }))}
            refreshKey={queueRefresh}
          />
        )}
        <OverviewFilters
          filters={filters}
          onChange={setFilters}
          sort={sort}
          onSort={setSort}
          filtersEnabled={filtersEnabled}
          tagsVisible={tagsVisible}
          funnels={funnels}
          tags={tags}
        />
        {undoable?.finished && (
          <Alert color="blue" data-testid="undo-decision">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">{t('overview.undo.message')}</Text>
              <Button size="xs" variant="light" onClick={() => void undo()} loading={undoState.loading}>
                {t('overview.undo.action')}
              </Button>
            </Group>
          </Alert>
        )}
        {selected.size > 0 && (
          <BulkBar count={selected.size} actions={bulkActionStates(rows, selected)} onAction={(action) => void onAction(action)} onClear={() => setSelected(new Set())} />
        )}
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="applications-count">
          {list.loading && rows.length === 0 ? '\u00a0' : t(capped ? 'overview.countCapped' : 'overview.count', { count: list.totalCount })}
        </Text>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        <ApplicationList rows={rows} selection={selection} />
        {!list.loading && rows.length === 0 && !list.error && <Text c="dimmed">{t('overview.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={rows.length} />
      </Stack>
      <DecideDialog opened={decideOpen} applicationIds={[...selected]} funnelId={sharedFunnelId} onClose={() => setDecideOpen(false)} onStart={onDecide} />
      <ChoiceDialog action={choice} count={selected.size} funnel={sharedFunnel} tags={tags} onClose={() => setChoice(null)} onSubmit={onChosen} />
    </Container>
  );
}
