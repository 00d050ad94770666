import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Container, Group, MultiSelect, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { IconSearch, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSIGNATION_PAGE_SIZE, PEOPLE_ASSIGNATION_ROLE_TYPES } from '@seedbed/contracts/community-input';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../../shell/user/useShellUser';
import { showSuccess } from '../../../../ui/feedback/notify';
import { ListFooter } from '../../../../ui/list/ListFooter';
import { usePagedList } from '../../../../ui/list/usePagedList';
import { STARTUP_PROGRAM_CHOICES } from '../../../startups/graphql';
import { toggleOne, togglePage } from '../../../startups/shared/selection';
import { ASSIGN_PEOPLE, PEOPLE_ASSIGNATIONS, UNASSIGN_PEOPLE, type AssignationFilter, type AssignationRow } from '../graphql';
import { selectedRows, withAssigned, withUnassigned, type StartupChip } from './assignation';
import { AssignDialog } from './AssignDialog';
import { PeopleList } from './PeopleList';
import { UnassignDialog } from './UnassignDialog';

/** The dialog, with the people it acts on as they were when it opened (kept while it closes). */
type Opened = { kind: 'assign' | 'unassign'; people: AssignationRow[]; open: boolean } | null;

/**
 * /community/people/assignation: the mentors, experts and coaches with the startups they follow;
 * selected people are placed on startups, or taken off them, in one go, and a single startup is
 * taken off one person from its chip (with Undo).
 */
export function AssignationPage() {
  const { t } = useTranslation('communityPeople');
  usePageTitle(t('titles.assignation'));
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const compact = useMediaQuery('(max-width: 575px)') ?? false;
  const { user } = useShellUser();
  const mayAssign = Boolean(user?.permissions['STARTUP/ASSIGNATION_MEMBERS:EDIT']);

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [roleTypes, setRoleTypes] = useState<string[]>([]);
  const [programId, setProgramId] = useState<string | null>(null);
  const [unassignedOnly, setUnassignedOnly] = useState(false);
  const filter = useMemo<AssignationFilter>(
    () => ({ search: debounced || null, roleTypes: roleTypes.length ? roleTypes : null, programId, unassignedOnly: unassignedOnly || null }),
    [debounced, roleTypes, programId, unassignedOnly],
  );
  const key = JSON.stringify(filter);
  const list = usePagedList(
    async (cursor) =>
      (await client.query({ query: PEOPLE_ASSIGNATIONS, variables: { filter, cursor, limit: ASSIGNATION_PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.peopleAssignations,
    key,
  );
  const programs = useQuery(STARTUP_PROGRAM_CHOICES, { fetchPolicy: 'cache-and-network' });

  // Another filter is another list: a selection of people no longer shown would act unseen.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => setSelected(new Set()), [key]);
  const [opened, setOpened] = useState<Opened>(null);

  const close = () => setOpened((old) => old && { ...old, open: false });

  const [assign] = useMutation(ASSIGN_PEOPLE);
  const [unassign] = useMutation(UNASSIGN_PEOPLE);
  const patchPeople = (ids: readonly string[], change: (rows: AssignationRow[]) => AssignationRow[]) => {
    for (const id of ids) list.patch(id, (row) => change([row])[0]);
  };
  const assigned = (ids: readonly string[], startups: StartupChip[]) => patchPeople(ids, (rows) => withAssigned(rows, ids, startups));
  const unassigned = (ids: readonly string[], startupIds: string[]) => patchPeople(ids, (rows) => withUnassigned(rows, ids, startupIds));

  const removeOne = async (person: AssignationRow, startup: StartupChip) => {
    const pair = { mentorIds: [person._id], startupIds: [startup._id] };
    try {
      await unassign({ variables: pair });
    } catch {
      return; // The app-wide toast has said why.
    }
    unassigned([person._id], [startup._id]);
    const undo = async () => {
      try {
        await assign({ variables: pair });
        assigned([person._id], [startup]);
      } catch {
        // The app-wide toast has said why.
      }
    };
    showSuccess(t('assignation.removed', { name: person.fullName, startup: startup.name }), { undo: () => void undo() });
  };

  const roleOptions = PEOPLE_ASSIGNATION_ROLE_TYPES.map((type) => ({ value: type, label: t(`common:roles.${type}`) }));
  const programOptions = (programs.data?.programs ?? []).map((p) => ({ value: p._id, label: p.cohort ? `${p.name} (${p.cohort})` : p.name }));

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('assignation.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('assignation.intro')}
          </Text>
        </Stack>
        <Paper withBorder p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              type="search"
              style={{ flex: '2 1 220px' }}
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <MultiSelect
              style={{ flex: '1 1 180px' }}
              label={t('filters.roles')}
              placeholder={t('filters.allRoles')}
              data={roleOptions}
              value={roleTypes}
              onChange={setRoleTypes}
              clearable
            />
            <Select
              style={{ flex: '1 1 180px' }}
              label={t('filters.program')}
              placeholder={t('filters.allPrograms')}
              data={programOptions}
              value={programId}
              onChange={setProgramId}
              searchable
              clearable
            />
            <Switch label={t('filters.unassignedOnly')} checked={unassignedOnly} onChange={(event) => setUnassignedOnly(event.currentTarget.checked)} mb={8} />
          </Group>
        </Paper>
        {mayAssign && selected.size > 0 && (
          <Paper withBorder p="xs" radius="md" role="region" aria-label={t('bulk.label')} data-testid="bulk-bar">
            <Group gap="sm" wrap="wrap">
              <Text size="sm" fw={500} aria-live="polite">
                {t('bulk.selected', { count: selected.size })}
              </Text>
              <Button
                size="xs"
                leftSection={<IconUserPlus size={14} aria-hidden />}
                onClick={() => setOpened({ kind: 'assign', people: selectedRows(list.rows, selected), open: true })}
              >
                {t('bulk.assign')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconUserMinus size={14} aria-hidden />}
                onClick={() => setOpened({ kind: 'unassign', people: selectedRows(list.rows, selected), open: true })}
              >
                {t('bulk.unassign')}
              </Button>
              <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} aria-hidden />} onClick={() => setSelected(new Set())}>
                {t('bulk.clear')}
              </Button>
            </Group>
          </Paper>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.loading && list.rows.length === 0 ? '\u00a0' : t('assignation.count', { count: list.totalCount })}
        </Text>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        <PeopleList
          rows={list.rows}
          selected={selected}
          onToggle={(id) => setSelected((old) => toggleOne(old, id))}
          onTogglePage={() =>
            setSelected((old) =>
              togglePage(
                old,
                list.rows.map((r) => r._id),
              ),
            )
          }
          onRemove={mayAssign ? (person, startup) => void removeOne(person, startup) : undefined}
          compact={compact}
        />
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('assignation.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
      <AssignDialog
        opened={opened?.kind === 'assign' && opened.open}
        people={opened?.people ?? []}
        onClose={close}
        onAssigned={(startups) => {
          assigned(opened?.people.map((p) => p._id) ?? [], startups);
          setSelected(new Set());
        }}
      />
      <UnassignDialog
        opened={opened?.kind === 'unassign' && opened.open}
        people={opened?.people ?? []}
        onClose={close}
        onUnassigned={(startupIds) => {
          unassigned(opened?.people.map((p) => p._id) ?? [], startupIds);
          setSelected(new Set());
        }}
      />
    </Container>
  );
}
