import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import type { ProfileUser } from '../graphql';
import { EditProfileModal } from './EditProfileModal';

// jsdom has no font loading; the bio's growing text area listens for fonts that finish loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const ada: ProfileUser = {
  _id: 'ada',
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: null,
  bio: null,
  avatar: null,
  cover: null,
  email: 'ada@example.org',
  phone: null,
  timezone: null,
  country: null,
  locations: null,
  status: 'active',
  role: null,
  startups: null,
  programs: null,
  industries: null,
  info: null,
};

async function editProfile(onClose: () => void) {
  await renderWithApollo(
    <>
      <EditProfileModal user={ada} opened onClose={onClose} />
      <ConfirmHost />
    </>,
  );
  return screen.findByRole('dialog', { name: 'Edit profile' });
}

describe('EditProfileModal', () => {
  it('closes at once while nothing was changed', async () => {
    const onClose = vi.fn();
    const dialog = await editProfile(onClose);
    fireEvent.keyDown(within(dialog).getByLabelText(/Headline/), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('asks before discarding a changed profile, and keeps what was typed', async () => {
    const onClose = vi.fn();
    const dialog = await editProfile(onClose);
    const headline = within(dialog).getByLabelText(/Headline/);
    fireEvent.change(headline, { target: { value: 'Mathematician' } });

    fireEvent.keyDown(headline, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/Headline/) as HTMLInputElement).value).toBe('Mathematician');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
