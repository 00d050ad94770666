import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Loader, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { useShellUser } from '../../../shell/user/useShellUser';
import { OrganisationLayout } from '../OrganisationLayout';
import { DELETE_ROLE, EDITABLE_ROLES, type EditableRole } from './graphql';
import { CreateRoleDialog, RenameRoleDialog } from './RoleDialogs';
import { roleName } from '../../../shell/user/roleName';

/** The organisation's roles: the default role of each type and the custom roles made from them. */
export function RolesPage() {
  const { t } = useTranslation('access');
  const { user } = useShellUser();
  const { data, loading, error } = useQuery(EDITABLE_ROLES, { fetchPolicy: 'cache-and-network' });
  const [creating, createDialog] = useDisclosure(false);
  const [renaming, setRenaming] = useState<EditableRole | null>(null);
  const [remove] = useMutation(DELETE_ROLE, { refetchQueries: [EDITABLE_ROLES], awaitRefetchQueries: true });
  const confirm = useConfirm();
  const errorMessage = useErrorMessage();
  const customRoles = Boolean(user?.flags.customRoles);
  const canEdit = user?.permissions['USER_ROLES:EDIT'] === 'ALL';

  const onDelete = async (role: EditableRole) => {
    const name = roleName(t, role);
    if (!(await confirm({ title: t('roles.deleteTitle'), message: t('roles.deleteConfirm', { name }) }))) return;
    try {
      // A refusal is said once, by the toast below.
      await remove({ variables: { roleId: role._id }, context: { showsOwnError: true } });
      showSuccess(t('roles.deleted', { name }));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  const roles = [...(data?.roles ?? [])].sort((a, b) => a.type.localeCompare(b.type) || Number(b.isDefault) - Number(a.isDefault));

  return (
    <OrganisationLayout active="roles">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Text c="dimmed" maw={640}>
            {t('roles.intro')}
          </Text>
          {canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open} disabled={!customRoles}>
              {t('roles.create')}
            </Button>
          )}
        </Group>
        {canEdit && !customRoles && (
          <Alert color="yellow" variant="light">
            {t('roles.notInPlan')}{' '}
            <Anchor component={Link} to="/admin/configuration/plan">
              {t('roles.seePlan')}
            </Anchor>
          </Alert>
        )}
        {!canEdit && user && (
          <Alert color="gray" variant="light">
            {t('roles.readOnly')}
          </Alert>
        )}
        {error && <Alert color="red">{errorMessage(error)}</Alert>}
        {loading && !data ? (
          <Loader aria-label={t('loading')} />
        ) : (
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" miw={320}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('roles.name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('roles.type')}</Table.Th>
                  <Table.Th ta="end">{t('roles.users')}</Table.Th>
                  {canEdit && <Table.Th ta="end">{t('roles.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {roles.map((role) => {
                  const name = roleName(t, role);
                  return (
                    <Table.Tr key={role._id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text fw={500}>{name}</Text>
                          <Badge variant="light" color={role.isDefault ? 'gray' : 'teal'} size="sm">
                            {role.isDefault ? t('roles.default') : t('roles.custom')}
                          </Badge>
                        </Group>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{t(`common:roles.${role.type}`, { defaultValue: role.type })}</Table.Td>
                      <Table.Td ta="end">{role.userCount}</Table.Td>
                      {canEdit && (
                        <Table.Td>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Tooltip label={t('roles.rename')}>
                              <ActionIcon variant="subtle" aria-label={t('roles.renameNamed', { name })} onClick={() => setRenaming(role)}>
                                <IconPencil size={18} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={role.isDefault ? t('roles.defaultNotDeletable') : role.userCount > 0 ? t('roles.inUse', { count: role.userCount }) : t('roles.delete')}>
                              {/* A disabled button gets no pointer events; the wrapper keeps the tooltip reachable. */}
                              <span>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={t('roles.deleteNamed', { name })}
                                  disabled={role.isDefault || role.userCount > 0}
                                  onClick={() => onDelete(role)}
                                >
                                  <IconTrash size={18} />
                                </ActionIcon>
                              </span>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
      <CreateRoleDialog opened={creating} onClose={createDialog.close} />
      <RenameRoleDialog role={renaming} onClose={() => setRenaming(null)} />
    </OrganisationLayout>
  );
}
