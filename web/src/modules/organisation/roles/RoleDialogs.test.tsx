import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApolloLink } from '@apollo/client/link';
import { answeringServer as refusingServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { CreateRoleDialog } from './RoleDialogs';

async function createRole(link: ApolloLink, onClose = vi.fn()) {
  await renderWithApollo(
    <>
      <CreateRoleDialog opened onClose={onClose} />
      <ConfirmHost />
    </>,
    { link },
  );
  return screen.findByRole('dialog', { name: 'Create a custom role' });
}

describe('CreateRoleDialog', () => {
  it('shows a taken name once, on the name field: no banner, no toast', async () => {
    const { link, toast } = refusingServer([
      { message: 'Invalid field', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'label', message: 'A role with this name already exists' }] } },
    ]);
    const dialog = await createRole(link);
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Mentor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(screen.getAllByText('A role with this name already exists')).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows any other refusal once, in the dialog: no toast', async () => {
    const { link, toast } = refusingServer([{ message: 'Custom roles are not part of your plan', extensions: { code: 'FEATURE_DISABLED' } }]);
    const dialog = await createRole(link);
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Mentor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Custom roles are not part of your plan');
    expect(screen.getAllByText('Custom roles are not part of your plan')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks before discarding a typed name', async () => {
    const onClose = vi.fn();
    const dialog = await createRole(refusingServer([]).link, onClose);
    const name = within(dialog).getByLabelText(/Name/);
    fireEvent.change(name, { target: { value: 'Mentor' } });

    fireEvent.keyDown(name, { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Mentor');
  });
});
