import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import type { PersonRow } from './graphql';
import { UsersList } from './UsersList';

const person = (name: string, viewerCan: PersonRow['viewerCan'], status = 'active'): PersonRow => ({
  _id: name,
  fullName: name,
  firstName: name,
  lastName: null,
  email: `${name.toLowerCase()}@example.test`,
  headline: null,
  phone: null,
  status,
  userGroup: 'employee',
  createdAt: null,
  role: { _id: 'r', type: 'admin', label: null },
  startups: [],
  viewerCan,
});

const nothing = { editProfile: false, changeRole: false, changeStatus: false, resendInvitation: false };
const render = (rows: PersonRow[]) =>
  renderWithApollo(<UsersList rows={rows} selected={new Set()} onToggle={() => {}} onToggleAll={() => {}} onAction={() => {}} compact={false} />);

describe('UsersList actions', () => {
  it('offers no actions for a person the viewer may not change', async () => {
    await render([person('Ada', nothing)]);
    expect(screen.queryByRole('button', { name: 'Actions for Ada' })).toBeNull();
  });

  it('offers only the actions the server accepts from the viewer', async () => {
    await render([person('Bo', { ...nothing, editProfile: true, changeStatus: true }, 'pending')]);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Bo' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Change status' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Change role' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation' })).toBeNull();
  });
});
