import { ActionIcon, Badge, Card, Checkbox, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonRow } from './graphql';
import { STATUS_COLORS } from './labels';
import { personRole } from './personRole';

export type RowAction = 'role' | 'status' | 'resend' | 'edit';

interface ListProps {
  rows: PersonRow[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onAction: (action: RowAction, row: PersonRow) => void;
  compact: boolean;
}

/** Only the actions the server accepts from the viewer for this person (`viewerCan`). */
function RowMenu({ row, onAction }: { row: PersonRow; onAction: ListProps['onAction'] }) {
  const { t } = useTranslation('people');
  const can = row.viewerCan;
  if (!can.editProfile && !can.changeRole && !can.changeStatus && !(can.resendInvitation && row.status === 'pending')) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.for', { name: row.fullName })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {can.editProfile && <Menu.Item onClick={() => onAction('edit', row)}>{t('actions.edit')}</Menu.Item>}
        {/* The server never offers the viewer's own role and status: changing them could lock them out. */}
        {can.changeRole && <Menu.Item onClick={() => onAction('role', row)}>{t('actions.changeRole')}</Menu.Item>}
        {can.changeStatus && <Menu.Item onClick={() => onAction('status', row)}>{t('actions.changeStatus')}</Menu.Item>}
        {can.resendInvitation && row.status === 'pending' && <Menu.Item onClick={() => onAction('resend', row)}>{t('actions.resend')}</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The role as the display rule shows it, and the role held when the rule shows another name. */
function RoleCell({ row }: { row: PersonRow }) {
  const { t } = useTranslation('people');
  const { shown, held } = personRole(t, row);
  return (
    <Stack gap={0}>
      <Text size="sm">{shown}</Text>
      {held && (
        <Text size="xs" c="dimmed">
          {t('list.heldRole', { role: held })}
        </Text>
      )}
    </Stack>
  );
}

function StatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation('people');
  return (
    <Badge variant="light" color={STATUS_COLORS[status ?? ''] ?? 'gray'}>
      {t(`statuses.${status ?? 'active'}`)}
    </Badge>
  );
}

/** A table from 576 px up; below, one card per person so nothing scrolls sideways. */
export function UsersList({ rows, selected, onToggle, onToggleAll, onAction, compact }: ListProps) {
  const { t } = useTranslation('people');
  const all = rows.length > 0 && rows.every((r) => selected.has(r._id));
  const some = rows.some((r) => selected.has(r._id));
  if (compact) {
    return (
      <Stack gap="xs" data-testid="users-cards">
        {rows.map((row) => (
          <Card key={row._id} withBorder padding="sm" data-testid="user-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group wrap="nowrap" align="flex-start" gap="sm" style={{ minWidth: 0 }}>
                <Checkbox checked={selected.has(row._id)} onChange={() => onToggle(row._id)} aria-label={t('select.one', { name: row.fullName })} mt={2} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {row.fullName}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {row.email}
                  </Text>
                  <Group gap={6}>
                    <RoleCell row={row} />
                    <StatusBadge status={row.status} />
                  </Group>
                </Stack>
              </Group>
              <RowMenu row={row} onAction={onAction} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-testid="users-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox checked={all} indeterminate={some && !all} onChange={onToggleAll} aria-label={t('select.all')} />
          </Table.Th>
          <Table.Th>{t('columns.name')}</Table.Th>
          <Table.Th>{t('columns.email')}</Table.Th>
          <Table.Th>{t('columns.role')}</Table.Th>
          <Table.Th>{t('columns.group')}</Table.Th>
          <Table.Th>{t('columns.status')}</Table.Th>
          <Table.Th w={50}>
            <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row._id} data-testid="user-row">
            <Table.Td>
              <Checkbox checked={selected.has(row._id)} onChange={() => onToggle(row._id)} aria-label={t('select.one', { name: row.fullName })} />
            </Table.Td>
            <Table.Td>{row.fullName}</Table.Td>
            <Table.Td>{row.email}</Table.Td>
            <Table.Td>
              <RoleCell row={row} />
            </Table.Td>
            <Table.Td>{t(`groups.${row.userGroup}`)}</Table.Td>
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>
              <RowMenu row={row} onAction={onAction} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
