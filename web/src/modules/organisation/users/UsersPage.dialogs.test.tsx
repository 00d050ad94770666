import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { Notifications } from '@mantine/notifications';
import { of } from 'rxjs';
import { answeringServer, type GraphQLError } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { UsersPage } from './UsersPage';
import { shellUserData } from '../../../test/shellUser';

const viewer = shellUserData({ permissions: ['USER_ROLES:EDIT'] });

const usersContext = {
  roles: [
    { __typename: 'Role', _id: 'r-coach', type: 'coach', label: null, isDefault: true, grantable: true },
    { __typename: 'Role', _id: 'r-staff', type: 'staff', label: null, isDefault: true, grantable: true },
  ],
  seatUsage: { __typename: 'SeatUsage', used: 1, limit: 25 },
};

const bo = {
  __typename: 'User',
  _id: 'bo',
  fullName: 'Bo Coach',
  firstName: 'Bo',
  lastName: 'Coach',
  email: 'bo@example.test',
  headline: null,
  phone: null,
  status: 'active',
  userGroup: 'employee',
  createdAt: null,
  role: { __typename: 'Role', _id: 'r-coach', type: 'coach', label: null },
  startups: [],
  viewerCan: { __typename: 'UserViewerCan', editProfile: true, changeRole: true, changeStatus: true, resendInvitation: false },
};

/** A server that lists Bo and refuses every change with `refusal`. */
const refusingServer = (refusal: GraphQLError[]) =>
  answeringServer(refusal, {
    ShellUser: { data: viewer },
    OrganisationUsersContext: { data: usersContext },
    OrganisationUsers: { data: { users: { __typename: 'UserList', totalCount: 1, next: null, results: [bo] } } },
  });

async function openAction(link: ApolloLink, action: string) {
  await renderWithApollo(
    <>
      <UsersPage />
      <ConfirmHost />
      <Notifications />
    </>,
    { link },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Bo Coach' }, { timeout: 5_000 }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

describe('Users tab dialogs', () => {
  it('shows a refused profile change once, on its field: no banner, no toast', async () => {
    const { link, toast } = refusingServer([
      { message: 'Invalid field', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'firstName', message: 'First name is too long' }] } },
    ]);
    const dialog = await openAction(link, 'Edit profile');
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'B'.repeat(300) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getAllByText('First name is too long')).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows a refused role change once, in the dialog: no toast', async () => {
    const { link, toast } = refusingServer([{ message: 'You may not give this role', extensions: { code: 'FORBIDDEN' } }]);
    const dialog = await openAction(link, 'Change role');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not give this role');
    expect(screen.getAllByText('You may not give this role')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks before discarding a profile being edited, and keeps what was typed', async () => {
    const { link } = refusingServer([]);
    const dialog = await openAction(link, 'Edit profile');
    const firstName = within(dialog).getByLabelText('First name');
    fireEvent.change(firstName, { target: { value: 'Bonnie' } });

    fireEvent.keyDown(firstName, { key: 'Escape' });
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Bonnie');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit profile' })).toBeNull());
  });

  it('says what a role change did, and Undo gives the person their role back', async () => {
    // jsdom lays nothing out; the select list scrolls its chosen option into view.
    Element.prototype.scrollIntoView ??= () => undefined;
    const sent: Array<Record<string, unknown>> = [];
    const { link: base } = refusingServer([]);
    const link = ApolloLink.from([
      new ApolloLink((operation, forward) => {
        if (operation.operationName !== 'UpdateUserRole') return forward(operation);
        sent.push(operation.variables);
        const role = { __typename: 'Role', _id: operation.variables.roleId, type: 'staff', label: null };
        return of({ data: { updateUserRole: { __typename: 'User', _id: 'bo', role } } });
      }),
      base,
    ]);
    const dialog = await openAction(link, 'Change role');
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Staff' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bo Coach is now Staff.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { userId: 'bo', roleId: 'r-staff' },
        { userId: 'bo', roleId: 'r-coach' },
      ]),
    );
  });
});
