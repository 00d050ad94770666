import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_GROUP_NAMES } from '@seedbed/contracts/roles';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { useShellUser } from '../../../shell/user/useShellUser';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { trackBatch, useBatchFinished } from '../../../shell/batch/batchStore';
import { OrganisationLayout } from '../OrganisationLayout';
import {
  RESEND_INVITATION,
  UPDATE_USER,
  UPDATE_USER_ROLE,
  UPDATE_USER_STATUS,
  UPDATE_USERS_ROLE,
  UPDATE_USERS_STATUS,
  USERS_CONTEXT,
  type PersonRow,
  type Started,
  type UserSort,
} from './graphql';
import { BulkBar } from './BulkBar';
import { InviteDialog } from './InviteDialog';
import { ChoiceDialog, EditUserDialog, SHOWN_IN_DIALOG, STATUSES, roleOptions } from './UserDialogs';
import { roleFilterOptions } from './personRole';
import { UsersList, type RowAction } from './UsersList';
import { useUsersList } from './useUsersList';
import { SavedViewsMenu } from '../../../ui/savedViews/SavedViewsMenu';
import { usersStateOf, usersViewOf } from './savedView';
import type { UsersViewFilters } from '@seedbed/contracts/list-filters';
import { ExportButton } from '../../exports/ExportButton';

/** What a batch the page started does, so that its outcome says so. */
type BatchKind = 'invite' | 'role' | 'archive';

type Dialog = { kind: 'invite' } | { kind: 'bulkRole' } | { kind: RowAction; row: PersonRow } | null;

/** Organisation settings → Users: the people of the organisation, their roles and statuses. */
export function UsersPage() {
  const { t } = useTranslation('people');
  const errorMessage = useErrorMessage();
  const compact = useMediaQuery('(max-width: 575px)') ?? false;
  const { user: viewer } = useShellUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // By role, as the Roles tab lists and counts them, never by the name the display rule shows.
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [userGroups, setUserGroups] = useState<string[]>([]);
  const [sort, setSort] = useState<UserSort>('NAME');
  const filter = useMemo(() => ({ search: debounced.trim() || null, roleIds, statuses, userGroups }), [debounced, roleIds, statuses, userGroups]);
  const list = useUsersList(filter, sort);
  // Saved views (savedViewsUsers) keep these choices; applying one puts them all back.
  const currentView = useMemo(() => usersViewOf({ search, roleIds, statuses, userGroups, sort }), [search, roleIds, statuses, userGroups, sort]);
  const applyView = useCallback((view: UsersViewFilters) => {
    const next = usersStateOf(view);
    setSearch(next.search);
    setRoleIds(next.roleIds);
    setStatuses(next.statuses);
    setUserGroups(next.userGroups);
    setSort(next.sort);
  }, []);
  const context = useQuery(USERS_CONTEXT, { fetchPolicy: 'cache-and-network' });
  const roles = context.data?.roles ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);

  const [updateRole] = useMutation(UPDATE_USER_ROLE, SHOWN_IN_DIALOG);
  const [updateStatus] = useMutation(UPDATE_USER_STATUS, SHOWN_IN_DIALOG);
  const [resend] = useMutation(RESEND_INVITATION);
  const [updateUser] = useMutation(UPDATE_USER, SHOWN_IN_DIALOG);
  const [bulkRole] = useMutation(UPDATE_USERS_ROLE, SHOWN_IN_DIALOG);
  const [bulkStatus] = useMutation(UPDATE_USERS_STATUS);

  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected((old) => (list.rows.every((r) => old.has(r._id)) ? new Set() : new Set(list.rows.map((r) => r._id))));
  const refresh = useCallback(() => {
    void list.reload();
    void context.refetch();
  }, [list, context]);
  // The shell shows the operation's progress, on this page or any other the person moves to.
  const started = (op: Started, kind: BatchKind) => {
    trackBatch({ operationId: op.operationId, family: 'users', total: op.count, outcomeKey: `people:batch.outcome.${kind}` });
    setSelected(new Set());
  };
  useBatchFinished('users', refresh);

  const onAction = async (action: RowAction, row: PersonRow) => {
    if (action !== 'resend') return setDialog({ kind: action, row });
    try {
      await resend({ variables: { userId: row._id } });
      showSuccess(t('messages.resent', { email: row.email }));
    } catch {
      // The app-wide toast has said why.
    }
  };

  const archiveSelected = async () => {
    const ok = await confirm({ message: t('bulk.archiveConfirm', { count: selected.size }), confirmLabel: t('bulk.archive'), cancelLabel: t('actions.cancel') });
    if (!ok) return;
    try {
      const { data } = await bulkStatus({ variables: { userIds: [...selected], status: 'archived' } });
      if (data) started(data.updateUsersStatus, 'archive');
    } catch {
      // The app-wide toast has said why.
    }
  };

  const row = dialog && 'row' in dialog ? dialog.row : null;
  const profile = useMemo(() => ({ firstName: row?.firstName ?? '', lastName: row?.lastName ?? '', headline: row?.headline ?? '', phone: row?.phone ?? '' }), [row]);
  const seats = context.data?.seatUsage;
  // Role changes need USER_ROLES:EDIT; the invitation and role pickers list only the roles the viewer may give.
  const mayChangeRoles = viewer?.permissions['USER_ROLES:EDIT'] === 'ALL';
  const mayInvite = roles.some((r) => r.grantable);
  // Spec 1 §2.10: Create → User arrives with create=true and opens the invitation, once the roles
  // the viewer may give are known; the request is forgotten when the dialog closes.
  const { requested: inviteRequested, clear: clearInviteRequest } = useCreateRequest();
  const rolesKnown = Boolean(context.data);
  useEffect(() => {
    if (!inviteRequested || !rolesKnown) return;
    if (mayInvite) setDialog({ kind: 'invite' });
    else clearInviteRequest();
  }, [inviteRequested, rolesKnown, mayInvite, clearInviteRequest]);
  const closeInvite = () => {
    setDialog(null);
    if (inviteRequested) clearInviteRequest();
  };
  const roleFilter = roleFilterOptions(t, roles);
  const roleLabelOf = (roleId: string) => roleOptions(t, roles).find((option) => option.value === roleId)?.label ?? '';

  return (
    <OrganisationLayout active="users" wide>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <IconUsers size={18} aria-hidden />
            <Text size="sm" data-testid="seat-usage">
              {seats ? (seats.limit === null ? t('seats.unlimited', { used: seats.used }) : t('seats.usage', { used: seats.used, limit: seats.limit })) : ' '}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            {viewer?.flags.savedViewsUsers && <SavedViewsMenu list="users" current={currentView} onApply={applyView} />}
            <ExportButton type="users" filter={{ filter, sort }} />
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ kind: 'invite' })} disabled={!mayInvite}>
              {t('invite.open')}
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '2 1 220px' }}
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <MultiSelect style={{ flex: '1 1 160px' }} label={t('filters.role')} data={roleFilter} value={roleIds} onChange={setRoleIds} clearable />
            <MultiSelect
              style={{ flex: '1 1 160px' }}
              label={t('filters.status')}
              data={STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              value={statuses}
              onChange={setStatuses}
              clearable
            />
            <MultiSelect
              style={{ flex: '1 1 160px' }}
              label={t('filters.group')}
              data={USER_GROUP_NAMES.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
              value={userGroups}
              onChange={setUserGroups}
              clearable
            />
            <Select
              style={{ flex: '1 1 140px' }}
              label={t('filters.sort')}
              data={[
                { value: 'NAME', label: t('sort.name') },
                { value: 'NEWEST', label: t('sort.newest') },
              ]}
              value={sort}
              onChange={(v) => v && setSort(v as UserSort)}
              allowDeselect={false}
            />
          </Group>
        </Paper>
        {selected.size > 0 && (
          <BulkBar
            count={selected.size}
            onChangeRole={mayChangeRoles ? () => setDialog({ kind: 'bulkRole' }) : undefined}
            onArchive={archiveSelected}
            onClear={() => setSelected(new Set())}
          />
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: list.totalCount })}
        </Text>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        <UsersList rows={list.rows} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onAction={onAction} compact={compact} />
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('list.empty')}</Text>}
        <Group justify="center">
          {list.loading ? (
            <Loader size="sm" aria-label={t('list.loading')} />
          ) : (
            list.hasMore && (
              <Button variant="default" onClick={() => void list.loadMore()}>
                {t('list.loadMore')}
              </Button>
            )
          )}
        </Group>
      </Stack>

      <InviteDialog opened={dialog?.kind === 'invite'} onClose={closeInvite} roles={roles} onStarted={(op) => started(op, 'invite')} />
      <ChoiceDialog
        opened={dialog?.kind === 'bulkRole'}
        title={t('bulk.roleTitle', { count: selected.size })}
        label={t('fields.role')}
        options={roleOptions(t, roles)}
        initial={null}
        onClose={() => setDialog(null)}
        onSubmit={async (roleId) => {
          const { data } = await bulkRole({ variables: { userIds: [...selected], roleId } });
          if (data) started(data.updateUsersRole, 'role');
        }}
      />
      <ChoiceDialog
        opened={dialog?.kind === 'role'}
        title={t('actions.changeRoleOf', { name: row?.fullName ?? '' })}
        label={t('fields.role')}
        options={roleOptions(t, roles)}
        initial={row?.role?._id ?? null}
        onClose={() => setDialog(null)}
        onSubmit={async (roleId) => {
          const person = row!;
          await updateRole({ variables: { userId: person._id, roleId } });
          refresh();
          // Says what happened, and puts the role back on Undo (the undo itself offers none).
          const before = person.role?._id;
          showSuccess(t('messages.roleChanged', { name: person.fullName, role: roleLabelOf(roleId) }), {
            undo: before && before !== roleId ? () => void updateRole({ variables: { userId: person._id, roleId: before } }).then(refresh) : undefined,
          });
        }}
      />
      <ChoiceDialog
        opened={dialog?.kind === 'status'}
        title={t('actions.changeStatusOf', { name: row?.fullName ?? '' })}
        label={t('fields.status')}
        options={STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        initial={row?.status ?? null}
        onClose={() => setDialog(null)}
        onSubmit={async (status) => {
          const person = row!;
          await updateStatus({ variables: { userId: person._id, status } });
          refresh();
          const before = person.status;
          showSuccess(t('messages.statusChanged', { name: person.fullName, status: t(`statuses.${status}`) }), {
            undo: before && before !== status ? () => void updateStatus({ variables: { userId: person._id, status: before } }).then(refresh) : undefined,
          });
        }}
      />
      <EditUserDialog
        opened={dialog?.kind === 'edit'}
        initial={profile}
        onClose={() => setDialog(null)}
        onSubmit={async (draft) => {
          await updateUser({
            variables: { userId: row!._id, data: { firstName: draft.firstName, lastName: draft.lastName, headline: draft.headline || null, phone: draft.phone || null } },
          });
          refresh();
        }}
      />
    </OrganisationLayout>
  );
}
