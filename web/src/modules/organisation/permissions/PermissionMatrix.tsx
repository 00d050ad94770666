import { Fragment } from 'react';
import { Badge, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PermissionArea, PermissionCriteria, PermissionKey } from '@seedbed/contracts/permissions';
import type { EditableRole } from '../roles/graphql';
import { roleName } from '../../../shell/user/roleName';
import type { RoleDraft } from './matrix';
import { MatrixRow } from './MatrixRow';
import classes from './permissions.module.css';

interface Props {
  columns: readonly EditableRole[];
  drafts: readonly RoleDraft[];
  sections: ReadonlyArray<{ area: PermissionArea; keys: PermissionKey[] }>;
  label: (key: PermissionKey) => string;
  canEdit: boolean;
  wide: boolean;
  isDirty: (role: EditableRole) => boolean;
  savingId: string | null;
  onGrant: (role: EditableRole, key: PermissionKey, criteria: PermissionCriteria) => void;
  onSave: (role: EditableRole) => void;
}

/**
 * The table of permission keys (rows, by area) × roles (columns), each cell the role's scope for
 * the key. `drafts` holds each column's draft in column order; `onGrant` must be stable (rows are
 * memoised on it).
 */
export function PermissionMatrix({ columns, drafts, sections, label, canEdit, wide, isDirty, savingId, onGrant, onSave }: Props) {
  const { t } = useTranslation('access');
  const roleNames = columns.map((role) => roleName(t, role));
  return (
    <ScrollArea type="auto" className={classes.matrix} aria-label={t('matrix.matrixLabel')}>
      <Table stickyHeader withColumnBorders verticalSpacing={6} horizontalSpacing="xs" miw={wide ? 260 + columns.length * 130 : undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.keyColumn}>{t('matrix.permission')}</Table.Th>
            {columns.map((role) => (
              <Table.Th key={role._id} className={classes.roleColumn}>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={600}>
                    {roleName(t, role)}
                  </Text>
                  {isDirty(role) && (
                    <Group gap={4} wrap="nowrap">
                      <Badge color="orange" variant="light" size="xs">
                        {t('matrix.unsavedShort')}
                      </Badge>
                      {canEdit && (
                        <Button size="compact-xs" loading={savingId === role._id} onClick={() => onSave(role)} aria-label={t('matrix.saveRole', { name: roleName(t, role) })}>
                          {t('matrix.save')}
                        </Button>
                      )}
                    </Group>
                  )}
                </Stack>
              </Table.Th>
            ))}
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
                <MatrixRow
                  key={key}
                  permissionKey={key}
                  name={label(key)}
                  columns={columns}
                  roleNames={roleNames}
                  values={drafts.map((draft) => draft.permissions[key])}
                  canEdit={canEdit}
                  onGrant={onGrant}
                />
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
