import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { useLocation, type InitialEntry } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { USERS_CONTEXT } from './graphql';
import { UsersPage } from './UsersPage';
import { shellUserMock } from '../../../test/shellUser';

const admin = shellUserMock({ permissions: ['USER_ROLES:EDIT'] });

/** The roles the viewer may give: none when `grantable` is false. */
const context = (grantable: boolean): MockLink.MockedResponse => ({
  request: { query: USERS_CONTEXT },
  result: {
    data: {
      roles: [{ __typename: 'Role', _id: 'r-coach', type: 'coach', label: null, isDefault: true, grantable }],
      seatUsage: { __typename: 'SeatUsage', used: 3, limit: 25 },
    },
  },
});

/** Where the page is now, to see the request leave the address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>;
}

async function open(route: InitialEntry, mocks: MockLink.MockedResponse[]) {
  await renderWithApollo(
    <>
      <UsersPage />
      <Address />
    </>,
    { mocks, route },
  );
}

describe('Users tab reached from Create → User', () => {
  it('opens the invitation when the address carries create=true, and forgets it when the dialog closes', async () => {
    await open('/admin/configuration/users?create=true', [admin, context(true)]);
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' }, { timeout: 5_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite people' })).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe('/admin/configuration/users|null');
  });

  it('opens the invitation from the navigation state the Create menu sets', async () => {
    await open({ pathname: '/admin/configuration/users', state: { create: true } }, [admin, context(true)]);
    const dialog = await screen.findByRole('dialog', { name: 'Invite people' }, { timeout: 5_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/configuration/users|null'));
  });

  it('opens nothing for a viewer who may give no role, and forgets the request', async () => {
    await open('/admin/configuration/users?create=true', [admin, context(false)]);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/configuration/users|null'));
    expect(screen.queryByRole('dialog', { name: 'Invite people' })).toBeNull();
  });
});
