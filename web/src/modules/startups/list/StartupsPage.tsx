import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Checkbox, Group, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { trackBatch, useBatchFinished } from '../../../shell/batch/batchStore';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { confirm } from '../../../ui/feedback/confirm';
import { CREATE_STARTUP_TAG, START_STARTUP_BATCH, STARTUPS, type StartupBatchAction, type StartupSort } from '../graphql';
import { ListFooter } from '../../../ui/list/ListFooter';
import { pageSelection, toggleOne, togglePage } from '../shared/selection';
import { StartupsLayout } from '../shared/StartupsLayout';
import { usePagedList } from '../../../ui/list/usePagedList';
import { useStartupChoices } from '../shared/useChoices';
import { BulkBar } from './BulkBar';
import { BulkDialog, type ChoiceAction } from './BulkDialog';
import { bulkActionsFor } from './bulkActions';
import { NO_FILTERS, toStartupFilter, type StartupListFilters } from './filters';
import { StartupCards } from './StartupCards';
import { StartupFilters } from './StartupFilters';
import { StartupTable } from './StartupTable';
import { useViewMode } from './viewMode';
import { SavedViewsMenu } from '../../../ui/savedViews/SavedViewsMenu';
import { startupsStateOf, startupsViewOf } from './savedView';
import type { StartupsViewFilters } from '@seedbed/contracts/list-filters';
import { ExportButton } from '../../exports/ExportButton';

export const PAGE_SIZE = 25;
/** The dialog shows its own failure: no app-wide toast as well. */
const OWN_ERRORS = { context: { showsOwnError: true } };

/**
 * /startups: the organisation's startups as cards or a table, searched, filtered (startupFilter)
 * and sorted, page by page. Staff select startups and act on them in bulk; the shell's banner
 * follows the operation.
 */
export function StartupsPage() {
  const { t } = useTranslation('startups');
  const term = useStartupTerm();
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const [mode, setMode] = useViewMode();
  const [filters, setFilters] = useState<StartupListFilters>(NO_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const [sort, setSort] = useState<StartupSort>('NAME');
  const filtersEnabled = Boolean(user?.flags.startupFilter);
  const filter = useMemo(() => toStartupFilter({ ...filters, search: debouncedSearch }, { filtersEnabled }), [filters, debouncedSearch, filtersEnabled]);
  const listKey = JSON.stringify([filter, sort]);
  const list = usePagedList(
    async (cursor) => (await client.query({ query: STARTUPS, variables: { filter, sort, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.startups,
    listKey,
  );
  const choices = useStartupChoices();
  // Saved views (savedViewsStartups) keep the filters, the order and cards or table; applying one puts them back.
  const currentView = useMemo(() => startupsViewOf(filters, sort, mode, filtersEnabled), [filters, sort, mode, filtersEnabled]);
  const applyView = useCallback(
    (view: StartupsViewFilters) => {
      const next = startupsStateOf(view);
      setFilters(next.filters);
      setSort(next.sort);
      if (next.mode) setMode(next.mode);
    },
    [setMode],
  );

  const actions = bulkActionsFor(user);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A bulk action applies to what is shown: a new search, filter or order starts a new selection.
  useEffect(() => setSelected(new Set()), [listKey]);
  const [dialog, setDialog] = useState<ChoiceAction | null>(null);
  const [startBatch] = useMutation(START_STARTUP_BATCH);
  const [createTag] = useMutation(CREATE_STARTUP_TAG);
  const reload = list.reload;
  useBatchFinished(
    'startups',
    useCallback(() => void reload(), [reload]),
  );

  const start = async (action: StartupBatchAction, targetId: string | null, options?: typeof OWN_ERRORS) => {
    const startupIds = [...selected];
    const { data } = await startBatch({ variables: { action, startupIds, targetId }, ...options });
    if (!data) return;
    const { operationId, count } = data.startStartupBatch;
    trackBatch({ operationId, family: 'startups', total: count, outcomeKey: `startups:batch.outcome.${action}` });
    setSelected(new Set());
  };

  const onAction = async (action: StartupBatchAction) => {
    if (action !== 'ARCHIVE') return setDialog(action);
    const ok = await confirm({ message: t('bulk.archiveConfirm', { count: selected.size }), confirmLabel: t('bulk.actions.ARCHIVE'), cancelLabel: t('actions.cancel') });
    if (!ok) return;
    try {
      await start('ARCHIVE', null);
    } catch {
      // The app-wide toast has said why.
    }
  };

  const onChosen = async (action: ChoiceAction, target: { id: string } | { newTag: string }) => {
    let targetId: string;
    if ('newTag' in target) {
      const { data } = await createTag({ variables: { name: target.newTag }, ...OWN_ERRORS });
      targetId = data!.createStartupTag._id;
      choices.refetchTags();
    } else targetId = target.id;
    await start(action, targetId, OWN_ERRORS);
  };

  const ids = list.rows.map((r) => r._id);
  const selection =
    actions.length > 0
      ? {
          selected,
          onToggle: (id: string) => setSelected((old) => toggleOne(old, id)),
          onTogglePage: () => setSelected((old) => togglePage(old, ids)),
        }
      : undefined;
  const header = pageSelection(selected, ids);

  return (
    <StartupsLayout
      title={term.plural}
      actions={
        <Group gap="xs" wrap="wrap">
          {user?.flags.savedViewsStartups && <SavedViewsMenu list="startups" current={currentView} onApply={applyView} />}
          <ExportButton type="startups" filter={{ filter, sort }} />
          <SegmentedControl
            value={mode}
            onChange={setMode}
            aria-label={t('view.label')}
            data={[
              { value: 'CARD', label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text={t('view.CARD')} /> },
              { value: 'TABLE', label: <ViewLabel icon={<IconTable size={16} aria-hidden />} text={t('view.TABLE')} /> },
            ]}
          />
        </Group>
      }
    >
      <StartupFilters filters={filters} onChange={setFilters} sort={sort} onSort={setSort} filtersEnabled={filtersEnabled} choices={choices} />
      {selected.size > 0 && <BulkBar count={selected.size} actions={actions} onAction={(action) => void onAction(action)} onClear={() => setSelected(new Set())} />}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="startups-count">
          {list.loading && list.rows.length === 0 ? '\u00a0' : t('list.count', { count: list.totalCount })}
        </Text>
        {selection && mode === 'CARD' && list.rows.length > 0 && (
          <Checkbox label={t('select.page')} checked={header === 'all'} indeterminate={header === 'some'} onChange={selection.onTogglePage} />
        )}
      </Group>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {mode === 'CARD' ? <StartupCards rows={list.rows} selection={selection} /> : <StartupTable rows={list.rows} selection={selection} />}
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('list.empty')}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      <BulkDialog action={dialog} count={selected.size} programs={choices.programs} tags={choices.tags} onClose={() => setDialog(null)} onSubmit={onChosen} />
    </StartupsLayout>
  );
}

/** An icon with its word; on phones only the icon shows, the word stays for screen readers. */
function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <Text size="sm" visibleFrom="xs" span>
        {text}
      </Text>
      <VisuallyHidden hiddenFrom="xs">{text}</VisuallyHidden>
    </Group>
  );
}
