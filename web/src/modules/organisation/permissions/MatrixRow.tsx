import { memo } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type PermissionCriteria, type PermissionKey } from '@seedbed/contracts/permissions';
import type { EditableRole } from '../roles/graphql';
import { ScopeSelect } from './ScopeSelect';
import classes from './permissions.module.css';

interface Props {
  permissionKey: PermissionKey;
  name: string;
  columns: readonly EditableRole[];
  roleNames: readonly string[];
  /** The scope each column's role has for this key, in column order. */
  values: readonly PermissionCriteria[];
  canEdit: boolean;
  onGrant: (role: EditableRole, key: PermissionKey, criteria: PermissionCriteria) => void;
}

function MatrixRowCells({ permissionKey, name, columns, roleNames, values, canEdit, onGrant }: Props) {
  const { t } = useTranslation('access');
  const options = PERMISSIONS[permissionKey].scopes.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }));
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.keyColumn} fw={400}>
        <Text size="sm">{name}</Text>
        <Text size="xs" c="dimmed" ff="monospace" className={classes.code}>
          {permissionKey}
        </Text>
      </Table.Th>
      {columns.map((role, i) => (
        <td key={role._id} className={classes.cell}>
          <ScopeSelect
            label={t('matrix.cellLabel', { role: roleNames[i], permission: name })}
            value={values[i]}
            options={options}
            disabled={!canEdit}
            onChange={(criteria) => onGrant(role, permissionKey, criteria)}
          />
        </td>
      ))}
    </Table.Tr>
  );
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * One permission key across the roles. An edit changes one cell of one row, so a row renders again
 * only when its own values (or the columns) change, not the thousand cells of every other row.
 */
export const MatrixRow = memo(
  MatrixRowCells,
  (before, after) =>
    before.permissionKey === after.permissionKey &&
    before.name === after.name &&
    before.canEdit === after.canEdit &&
    before.onGrant === after.onGrant &&
    before.columns === after.columns &&
    sameItems(before.roleNames, after.roleNames) &&
    sameItems(before.values, after.values),
);
