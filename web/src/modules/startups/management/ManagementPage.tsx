import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Menu, Paper, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STARTUP_MANAGERS } from '@seedbed/contracts/menu';
import { isInGroup } from '@seedbed/contracts/roles';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { ARCHIVE_STARTUP, DELETE_STARTUP, MANAGED_STARTUPS, type ManagedStartupData, type StartupFilterInput, type StartupSort } from '../graphql';
import { startupFilePath } from '../paths';
import { formatInstantDate } from '../shared/dates';
import { ListFooter } from '../../../ui/list/ListFooter';
import { StartupLogo } from '../shared/StartupLogo';
import { stageLabel } from '../shared/stages';
import { StartupsLayout } from '../shared/StartupsLayout';
import { usePagedList } from '../../../ui/list/usePagedList';
import { StartupDialog } from './StartupDialog';

const PAGE_SIZE = 25;

/** Which startups the table lists: the active ones, or those archived (only this screen shows them). */
export type ArchiveFilter = 'active' | 'archived';

export function managementFilter(search: string, archive: ArchiveFilter): StartupFilterInput {
  const filter: StartupFilterInput = { archived: archive === 'archived' };
  if (search.trim()) filter.search = search.trim();
  return filter;
}

type Editing = { startup: ManagedStartupData | null } | null;

/** /startups/management: every startup, archived included, to create, edit, archive or delete. */
export function ManagementPage() {
  const { t, i18n } = useTranslation('startups');
  const term = useStartupTerm();
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [archive, setArchive] = useState<ArchiveFilter>('active');
  const [sort, setSort] = useState<StartupSort>('NAME');
  const filter = useMemo(() => managementFilter(debounced, archive), [debounced, archive]);
  const list = usePagedList(
    async (cursor) => (await client.query({ query: MANAGED_STARTUPS, variables: { filter, sort, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.startups,
    JSON.stringify([filter, sort]),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [archiveStartup] = useMutation(ARCHIVE_STARTUP);
  const [deleteStartup] = useMutation(DELETE_STARTUP);
  const { user } = useShellUser();
  // Coaches edit the startups they follow here; creating one is for those who run the startups.
  const mayCreate = isInGroup(user?.roleType, STARTUP_MANAGERS);

  // Spec 1 §2.10: Create → Startup arrives with create=true and opens the form; closing it forgets the request.
  const { requested, clear } = useCreateRequest();
  useEffect(() => {
    if (!requested || !user) return;
    if (mayCreate) setEditing({ startup: null });
    else clear();
  }, [requested, user, mayCreate, clear]);
  const close = () => {
    setEditing(null);
    if (requested) clear();
  };

  const setArchived = async (startup: ManagedStartupData, archived: boolean) => {
    try {
      await archiveStartup({ variables: { startupId: startup._id, archived } });
      // It moves to the other status: this table no longer lists it.
      list.patch(startup._id, null);
      showSuccess(t(archived ? 'management.archived' : 'management.unarchived', { name: startup.name }), {
        undo: () =>
          void archiveStartup({ variables: { startupId: startup._id, archived: !archived } }).then(() => {
            void list.reload();
          }),
      });
    } catch {
      // The app-wide toast has said why.
    }
  };

  const remove = async (startup: ManagedStartupData) => {
    const ok = await confirm({
      title: t('management.deleteTitle'),
      message: t('management.deleteConfirm', { name: startup.name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await deleteStartup({ variables: { startupId: startup._id } });
      list.patch(startup._id, null);
      showSuccess(t('management.deleted', { name: startup.name }));
    } catch {
      // The app-wide toast has said why.
    }
  };

  return (
    <StartupsLayout
      title={t('management.title', { startups: term.plural })}
      actions={
        mayCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ startup: null })}>
            {t('management.create')}
          </Button>
        ) : null
      }
    >
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: '3 1 220px' }}
            type="search"
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Select
            style={{ flex: '1 1 150px' }}
            label={t('filters.status')}
            data={(['active', 'archived'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
            value={archive}
            onChange={(value) => value && setArchive(value as ArchiveFilter)}
            allowDeselect={false}
          />
          <Select
            style={{ flex: '1 1 150px' }}
            label={t('filters.sort')}
            data={[
              { value: 'NAME', label: t('sort.NAME') },
              { value: 'NEWEST', label: t('sort.NEWEST') },
            ]}
            value={sort}
            onChange={(value) => value && setSort(value as StartupSort)}
            allowDeselect={false}
          />
        </Group>
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.loading && list.rows.length === 0 ? '\u00a0' : t('list.count', { count: list.totalCount })}
      </Text>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={720} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="management-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.stage')}</Table.Th>
              <Table.Th>{t('columns.yearFounded')}</Table.Th>
              <Table.Th>{t('columns.programs')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.created')}</Table.Th>
              <Table.Th w={50}>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.rows.map((startup) => (
              <Table.Tr key={startup._id} data-testid="management-row">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <StartupLogo name={startup.name} logo={startup.logo} size="sm" />
                    <Anchor component={Link} to={startupFilePath(startup._id)} fw={500}>
                      {startup.name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>{stageLabel(t, startup.stage)}</Table.Td>
                <Table.Td>{startup.yearFounded ?? ''}</Table.Td>
                <Table.Td>
                  <Text size="sm">{startup.programs.map((p) => p.name).join(', ')}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={startup.archived ? 'gray' : 'teal'}>
                    {t(startup.archived ? 'status.archived' : 'status.active')}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstantDate(startup.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <RowMenu
                    startup={startup}
                    onEdit={() => setEditing({ startup })}
                    onArchive={(archived) => void setArchived(startup, archived)}
                    onDelete={() => void remove(startup)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('list.empty')}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      <StartupDialog
        opened={editing !== null}
        startup={editing?.startup ?? null}
        onClose={close}
        onSaved={(saved, created) => (created ? void list.reload() : list.patch(saved._id, (row) => ({ ...row, ...saved })))}
      />
    </StartupsLayout>
  );
}

interface RowMenuProps {
  startup: ManagedStartupData;
  onEdit: () => void;
  onArchive: (archived: boolean) => void;
  onDelete: () => void;
}

/** Only what the server accepts from the viewer for this startup (`viewerCan`). */
function RowMenu({ startup, onEdit, onArchive, onDelete }: RowMenuProps) {
  const { t } = useTranslation('startups');
  const can = startup.viewerCan;
  if (!can.editProfile && !can.editName && !can.archive && !can.delete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('management.actionsFor', { name: startup.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {(can.editProfile || can.editName) && <Menu.Item onClick={onEdit}>{t('actions.edit')}</Menu.Item>}
        {can.archive && <Menu.Item onClick={() => onArchive(!startup.archived)}>{t(startup.archived ? 'actions.unarchive' : 'actions.archive')}</Menu.Item>}
        {can.delete && (
          <Menu.Item color="red" onClick={onDelete}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
