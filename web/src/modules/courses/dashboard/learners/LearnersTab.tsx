import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconBell, IconBellRinging, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEARNER_FILTERS, LEARNERS_PAGE_SIZE, type LearnerFilter as LearnerStatus } from '@seedbed/contracts/courses';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { confirm } from '../../../../ui/feedback/confirm';
import { showSuccess } from '../../../../ui/feedback/notify';
import { ListFooter } from '../../../../ui/list/ListFooter';
import { usePagedList } from '../../../../ui/list/usePagedList';
import { CohortSelect } from '../CohortSelect';
import { ExportMenu } from '../ExportMenu';
import { COURSE_LEARNERS, REMIND_LEARNERS, REMOVE_ENROLMENT, type CohortData, type LearnerFilter, type LearnerRowData } from '../graphql';
import { LearnerCards, LearnerTable } from './LearnerRows';

export function learnersFilter(status: LearnerStatus, search: string): LearnerFilter {
  const filter: LearnerFilter = { status };
  if (search.trim()) filter.search = search.trim();
  return filter;
}

interface LearnersTabProps {
  cohorts: readonly CohortData[];
  cohortId: string;
  onCohort: (cohortId: string) => void;
  lessonCount: number;
  /** Counts on the cohorts changed (a learner removed). */
  onChanged: () => void;
}

/**
 * A cohort's learners and how far each has got: filtered (behind, completed, not started) and
 * searched, reminded (those chosen, or everyone behind), removed from the cohort.
 */
export function LearnersTab({ cohorts, cohortId, onCohort, lessonCount, onChanged }: LearnersTabProps) {
  const { t } = useTranslation('courseDashboard');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const cohort = cohorts.find((c) => c._id === cohortId);
  const [status, setStatus] = useState<LearnerStatus>('ALL');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const filter = useMemo(() => learnersFilter(status, debounced), [status, debounced]);
  const list = usePagedList(
    async (cursor) => {
      const page = (await client.query({ query: COURSE_LEARNERS, variables: { cohortId, filter, cursor, limit: LEARNERS_PAGE_SIZE }, fetchPolicy: 'network-only' })).data
        ?.courseLearners;
      return page && { results: page.results, next: page.next ?? null, totalCount: page.total };
    },
    JSON.stringify([cohortId, filter]),
  );

  // A choice belongs to the list it was made on.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setSelected(new Set()), [cohortId, filter]);
  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(list.rows.map((row) => row._id)) : new Set());

  const [remind, reminding] = useMutation(REMIND_LEARNERS);
  const [removeEnrolment] = useMutation(REMOVE_ENROLMENT);

  const sendReminders = async (enrolmentIds: string[] | null) => {
    if (!enrolmentIds) {
      const ok = await confirm({
        title: t('learners.remindBehindTitle'),
        message: t('learners.remindBehindConfirm', { cohort: cohort?.name ?? '' }),
        confirmLabel: t('learners.remindBehind'),
        cancelLabel: t('actions.cancel'),
        color: 'blue',
      });
      if (!ok) return;
    }
    try {
      const answer = await remind({ variables: { cohortId, enrolmentIds } });
      const count = answer.data?.remindCourseLearners ?? 0;
      // One reminder per learner per day: the server skips those reminded already.
      showSuccess(count > 0 ? t('learners.reminded', { count }) : t('learners.noneReminded'));
      setSelected(new Set());
    } catch {
      // The app-wide notice has said why.
    }
  };

  const remove = async (row: LearnerRowData) => {
    const name = row.user?.fullName ?? '';
    const ok = await confirm({
      title: t('learners.removeTitle'),
      message: t('learners.removeConfirm', { name, cohort: cohort?.name ?? '' }),
      confirmLabel: t('learners.remove'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await removeEnrolment({ variables: { enrolmentId: row._id } });
      list.patch(row._id, null);
      setSelected((old) => {
        const next = new Set(old);
        next.delete(row._id);
        return next;
      });
      showSuccess(t('learners.removed', { name }));
      onChanged();
    } catch {
      // The app-wide notice has said why.
    }
  };

  const rowsProps = { rows: list.rows, lessonCount, selected, onToggle: toggle, onToggleAll: toggleAll, onRemove: (row: LearnerRowData) => void remove(row) };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <CohortSelect cohorts={cohorts} value={cohortId} onChange={(id) => id && onCohort(id)} />
            <TextInput
              style={{ flex: '3 1 220px' }}
              type="search"
              label={t('learners.search')}
              placeholder={t('learners.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            {cohort ? <ExportMenu cohortId={cohort._id} cohortName={cohort.name} /> : null}
          </Group>
          <SegmentedControl
            aria-label={t('learners.filter')}
            data={LEARNER_FILTERS.map((value) => ({ value, label: t(`learners.filters.${value}`) }))}
            value={status}
            onChange={(value) => setStatus(value as LearnerStatus)}
            fullWidth={phone}
            orientation={phone ? 'vertical' : 'horizontal'}
            style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
          />
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.loading && list.rows.length === 0
            ? '\u00a0'
            : selected.size > 0
              ? t('learners.selected', { count: selected.size })
              : t('learners.count', { count: list.totalCount })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconBell size={16} aria-hidden />}
            disabled={selected.size === 0}
            loading={reminding.loading}
            onClick={() => void sendReminders([...selected])}
          >
            {t('learners.remind')}
          </Button>
          <Button variant="light" leftSection={<IconBellRinging size={16} aria-hidden />} loading={reminding.loading} onClick={() => void sendReminders(null)}>
            {t('learners.remindBehind')}
          </Button>
        </Group>
      </Group>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.rows.length > 0 && (phone ? <LearnerCards {...rowsProps} /> : <LearnerTable {...rowsProps} />)}
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{debounced.trim() || status !== 'ALL' ? t('learners.noMatch') : t('learners.empty')}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </Stack>
  );
}
