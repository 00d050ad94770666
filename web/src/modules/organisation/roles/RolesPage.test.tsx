import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { RolesPage } from './RolesPage';
import { shellUserData } from '../../../test/shellUser';

const admin = shellUserData({ flags: ['customRoles'], permissions: ['USER_ROLES:EDIT'] });

const mentors = {
  __typename: 'Role',
  _id: 'r-mentors',
  type: 'coach',
  label: 'Mentors',
  displayName: 'Mentors',
  isDefault: false,
  userCount: 0,
  permissions: [],
  userAccess: { __typename: 'UserAccess', roles: [], visibilitySettings: 'NONE' },
  startupAccess: { __typename: 'StartupAccess', visibilitySettings: 'NONE' },
};

afterEach(() => {
  act(() => notifications.clean());
});

describe('RolesPage', () => {
  it('says a refused deletion once: its own toast, not the app-wide one too', async () => {
    const { link, toast } = answeringServer([{ message: 'This role is still in use', extensions: { code: 'ROLE_IN_USE' } }], {
      ShellUser: { data: admin },
      EditableRoles: { data: { roles: [mentors] } },
    });
    await renderWithApollo(
      <>
        <Notifications />
        <ConfirmHost />
        <RolesPage />
      </>,
      { link },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mentors' }, { timeout: 5_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.getAllByText('This role is still in use')).toHaveLength(1));
    expect(toast).not.toHaveBeenCalled();
  });
});
