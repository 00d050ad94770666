import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PERMISSIONS, type PermissionKey } from '@seedbed/contracts/permissions';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { EDITABLE_ROLES } from '../roles/graphql';
import { PermissionsPage } from './PermissionsPage';

// What the server lists for each role: the keys of the features delivered, not the whole registry.
const LISTED: PermissionKey[] = ['INDUSTRIES:EDIT', 'USER:INVITE', 'TASK/TASK:DELETE'];

const role = (id: string, type: string) => ({
  __typename: 'Role',
  _id: id,
  type,
  label: null,
  displayName: null,
  isDefault: true,
  userCount: 1,
  permissions: LISTED.map((key) => ({ __typename: 'RolePermission', key, permissionCriteria: 'NONE' })),
  userAccess: { __typename: 'UserAccess', roles: [], visibilitySettings: 'NONE' },
  startupAccess: { __typename: 'StartupAccess', visibilitySettings: 'NONE' },
});

describe('PermissionsPage', () => {
  it('shows only the keys the server lists for the roles, not every key of the registry', async () => {
    await renderWithApollo(<PermissionsPage />, {
      mocks: [{ request: { query: EDITABLE_ROLES }, result: { data: { roles: [role('r1', 'coach'), role('r2', 'staff')] } } }],
    });
    await screen.findByRole('combobox', { name: `Coach: ${PERMISSIONS['TASK/TASK:DELETE'].meaning}` });
    const cells = screen.getAllByRole('combobox').filter((cell) => cell.tagName === 'SELECT');
    expect(cells).toHaveLength(LISTED.length * 2);
    expect(screen.queryByText(PERMISSIONS['EVENT:CREATE'].meaning)).toBeNull();
    expect(screen.queryByText(PERMISSIONS['FUNNEL:CREATE'].meaning)).toBeNull();
  });
});
