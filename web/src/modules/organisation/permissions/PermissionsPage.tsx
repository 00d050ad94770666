import { Fragment, useMemo, useState } from 'react';
import { em, Alert, Badge, Button, Group, Loader, NativeSelect, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type PermissionKey } from '@seedbed/contracts/permissions';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useShellUser } from '../../../shell/user/useShellUser';
import { OrganisationLayout } from '../OrganisationLayout';
import { EDITABLE_ROLES, type EditableRole } from '../roles/graphql';
import { roleName } from '../roles/roleName';
import { matchesFilter, matrixSections, setGrant } from './matrix';
import { RoleAccessEditor } from './RoleAccessEditor';
import { useRoleDrafts } from './useRoleDrafts';
import classes from './permissions.module.css';

const PHONE_QUERY = `(max-width: ${em(575.98)})`;

/**
 * Every permission key of the registry by area × the organisation's roles. On phones one role is
 * shown at a time. Each role is saved on its own, and its unsaved changes are marked.
 */
export function PermissionsPage() {
  const { t } = useTranslation('access');
  const { user } = useShellUser();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(EDITABLE_ROLES, { fetchPolicy: 'cache-and-network' });
  const roles = useMemo(
    () => [...(data?.roles ?? [])].sort((a, b) => a.type.localeCompare(b.type) || Number(b.isDefault) - Number(a.isDefault)),
    [data],
  );
  const drafts = useRoleDrafts(roles);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const canEdit = user?.permissions['USER_ROLES:EDIT'] === 'ALL';

  const selected = roles.find((r) => r._id === selectedId) ?? roles[0];
  const columns = phone ? (selected ? [selected] : []) : roles;
  const label = (key: PermissionKey) => t(PERMISSIONS[key].labelKey, { defaultValue: PERMISSIONS[key].meaning });
  const sections = matrixSections()
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
            <ScrollArea type="auto" className={classes.matrix} aria-label={t('matrix.matrixLabel')}>
              <Table stickyHeader withColumnBorders verticalSpacing={6} horizontalSpacing="xs" miw={phone ? undefined : 260 + roles.length * 130}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th className={classes.keyColumn}>{t('matrix.permission')}</Table.Th>
                    {columns.map((role) => {
                      const dirty = drafts.isDirty(role);
                      return (
                        <Table.Th key={role._id} className={classes.roleColumn}>
                          <Stack gap={4} align="flex-start">
                            <Text size="sm" fw={600}>
                              {roleName(t, role)}
                            </Text>
                            {dirty && (
                              <Group gap={4} wrap="nowrap">
                                <Badge color="orange" variant="light" size="xs">
                                  {t('matrix.unsavedShort')}
                                </Badge>
                                {canEdit && (
                                  <Button size="compact-xs" loading={drafts.saving === role._id} onClick={() => save(role)} aria-label={t('matrix.saveRole', { name: roleName(t, role) })}>
                                    {t('matrix.save')}
                                  </Button>
                                )}
                              </Group>
                            )}
                          </Stack>
                        </Table.Th>
                      );
                    })}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sections.map((section) => (
                    <Fragment key={section.area}>
                      <Table.Tr className={classes.areaRow}>
                        <Table.Th colSpan={columns.length + 1} scope="colgroup">
                          {t(`areas.${section.area}`)}
                        </Table.Th>
                      </Table.Tr>
                      {section.keys.map((key) => (
                        <Table.Tr key={key}>
                          <Table.Th scope="row" className={classes.keyColumn} fw={400}>
                            <Text size="sm">{label(key)}</Text>
                            <Text size="xs" c="dimmed" ff="monospace" className={classes.code}>
                              {key}
                            </Text>
                          </Table.Th>
                          {columns.map((role) => (
                            <Table.Td key={role._id}>
                              <NativeSelect
                                size="xs"
                                aria-label={t('matrix.cellLabel', { role: roleName(t, role), permission: label(key) })}
                                disabled={!canEdit}
                                value={drafts.draftFor(role).permissions[key]}
                                data={PERMISSIONS[key].scopes.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))}
                                onChange={(e) => {
                                  const criteria = e.currentTarget.value as (typeof PERMISSIONS)[PermissionKey]['scopes'][number];
                                  drafts.edit(role, (d) => setGrant(d, key, criteria));
                                }}
                              />
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Fragment>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </>
        )}
      </Stack>
    </OrganisationLayout>
  );
}
