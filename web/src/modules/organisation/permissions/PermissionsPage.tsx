import { useCallback, useMemo, useState } from 'react';
import { em, Alert, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type PermissionCriteria, type PermissionKey } from '@seedbed/contracts/permissions';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useShellUser } from '../../../shell/user/useShellUser';
import { OrganisationLayout } from '../OrganisationLayout';
import { EDITABLE_ROLES, type EditableRole } from '../roles/graphql';
import { roleName } from '../../../shell/user/roleName';
import { listedKeys, matchesFilter, matrixSections, setGrant } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleAccessEditor } from './RoleAccessEditor';
import { useRoleDrafts } from './useRoleDrafts';

const PHONE_QUERY = `(max-width: ${em(575.98)})`;

/**
 * The permission keys the server lists (those of delivered features) by area × the organisation's roles. On phones one role is
 * shown at a time. Each role is saved on its own, and its unsaved changes are marked.
 */
export function PermissionsPage() {
  const { t } = useTranslation('access');
  const { user } = useShellUser();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(EDITABLE_ROLES, { fetchPolicy: 'cache-and-network' });
  const roles = useMemo(() => [...(data?.roles ?? [])].sort((a, b) => a.type.localeCompare(b.type) || Number(b.isDefault) - Number(a.isDefault)), [data]);
  const drafts = useRoleDrafts(roles);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const canEdit = user?.permissions['USER_ROLES:EDIT'] === 'ALL';

  const selected = roles.find((r) => r._id === selectedId) ?? roles[0];
  // The same array from render to render, so that the matrix's rows (memoised) skip unchanged keys.
  const columns = useMemo(() => (phone ? (selected ? [selected] : []) : roles), [phone, selected, roles]);
  const { edit } = drafts;
  const grant = useCallback((role: EditableRole, key: PermissionKey, criteria: PermissionCriteria) => edit(role, (d) => setGrant(d, key, criteria)), [edit]);
  const label = (key: PermissionKey) => t(PERMISSIONS[key].labelKey, { defaultValue: PERMISSIONS[key].meaning });
  const listed = useMemo(() => listedKeys(roles), [roles]);
  const sections = matrixSections(listed)
    .map((section) => ({ ...section, keys: section.keys.filter((key) => matchesFilter(key, label(key), filter)) }))
    .filter((section) => section.keys.length > 0);

  const save = async (role: EditableRole) => {
    try {
      await drafts.save(role);
      showSuccess(t('matrix.saved', { name: roleName(t, role) }));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  return (
    <OrganisationLayout active="permissions" wide>
      <Stack>
        <Text c="dimmed">{t('matrix.intro')}</Text>
        {!canEdit && user && (
          <Alert color="gray" variant="light">
            {t('roles.readOnly')}
          </Alert>
        )}
        {error && <Alert color="red">{errorMessage(error)}</Alert>}
        {drafts.dirtyRoles.length > 0 && (
          <Alert color="orange" variant="light" role="status">
            {t('matrix.unsavedRoles', { names: drafts.dirtyRoles.map((r) => roleName(t, r)).join(', ') })}
          </Alert>
        )}
        {loading && !data ? (
          <Loader aria-label={t('loading')} />
        ) : (
          <>
            <Group align="flex-end" wrap="wrap" gap="sm">
              <Select
                label={t('matrix.role')}
                data={roles.map((r) => ({ value: r._id, label: `${roleName(t, r)}${drafts.isDirty(r) ? ' •' : ''}` }))}
                value={selected?._id ?? null}
                onChange={setSelectedId}
                allowDeselect={false}
                w={{ base: '100%', xs: 260 }}
              />
              <TextInput
                label={t('matrix.filter')}
                leftSection={<IconSearch size={16} />}
                value={filter}
                onChange={(e) => setFilter(e.currentTarget.value)}
                w={{ base: '100%', xs: 260 }}
              />
            </Group>
            {selected && (
              <RoleAccessEditor
                name={roleName(t, selected)}
                draft={drafts.draftFor(selected)}
                dirty={drafts.isDirty(selected)}
                saving={drafts.saving === selected._id}
                onChange={(change) => drafts.edit(selected, change)}
                onSave={() => save(selected)}
                onDiscard={() => drafts.discard(selected._id)}
              />
            )}
            <PermissionMatrix
              columns={columns}
              drafts={columns.map((role) => drafts.draftFor(role))}
              sections={sections}
              label={label}
              canEdit={canEdit}
              wide={!phone}
              isDirty={drafts.isDirty}
              savingId={drafts.saving}
              onGrant={grant}
              onSave={save}
            />
          </>
        )}
      </Stack>
    </OrganisationLayout>
  );
}
