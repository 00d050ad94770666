import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PERMISSIONS, PERMISSION_KEYS, type PermissionKey } from '@seedbed/contracts/permissions';
import { renderWithApollo } from '../../../test/renderWithApollo';
import type { EditableRole } from '../roles/graphql';
import { draftOf, matrixSections } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';

const role = (id: string, type: string, label: string | null): EditableRole => ({
  _id: id,
  type,
  label,
  displayName: null,
  isDefault: false,
  userCount: 0,
  permissions: [{ key: 'TASK/TASK:DELETE', permissionCriteria: 'ASSIGNED' }],
  userAccess: null,
  startupAccess: null,
});
const roles = [role('a', 'admin', null), role('c', 'coach', 'Mentors')];
const label = (key: PermissionKey) => PERMISSIONS[key].meaning;
const TASKS = PERMISSIONS['TASK/TASK:DELETE'].meaning;

function renderMatrix(canEdit: boolean) {
  const onGrant = vi.fn();
  const view = renderWithApollo(
    <PermissionMatrix
      columns={roles}
      drafts={roles.map(draftOf)}
      sections={matrixSections(new Set(PERMISSION_KEYS))}
      label={label}
      canEdit={canEdit}
      wide
      isDirty={() => false}
      savingId={null}
      onGrant={onGrant}
      onSave={() => undefined}
    />,
  );
  return { onGrant, view };
}

describe('PermissionMatrix', () => {
  it('shows every key for every role as a select named after both, holding the stored scope', async () => {
    await renderMatrix(true).view;
    expect(screen.getAllByRole('combobox')).toHaveLength(PERMISSION_KEYS.length * roles.length);
    const cell = screen.getByRole('combobox', { name: `Mentors: ${TASKS}` }) as HTMLSelectElement;
    expect(cell.value).toBe('ASSIGNED');
    expect([...cell.options].map((option) => option.value)).toEqual([...PERMISSIONS['TASK/TASK:DELETE'].scopes]);
  });

  it('hands a changed scope to the page with its role and key', async () => {
    const { onGrant, view } = renderMatrix(true);
    await view;
    fireEvent.change(screen.getByRole('combobox', { name: `Mentors: ${TASKS}` }), { target: { value: 'NONE' } });
    expect(onGrant).toHaveBeenCalledWith(roles[1], 'TASK/TASK:DELETE', 'NONE');
  });

  it('shows the scopes without letting them change for someone who may not edit roles', async () => {
    await renderMatrix(false).view;
    expect((screen.getByRole('combobox', { name: `Mentors: ${TASKS}` }) as HTMLSelectElement).disabled).toBe(true);
  });
});
