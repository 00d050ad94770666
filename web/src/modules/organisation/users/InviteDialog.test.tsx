import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { of } from 'rxjs';
import { errorLink } from '../../../app/apollo/links';
import { renderWithApollo } from '../../../test/renderWithApollo';
import type { RoleChoice } from './graphql';
import { InviteDialog } from './InviteDialog';

const roles = [{ _id: 'r-staff', type: 'staff', label: null, grantable: true }] as unknown as RoleChoice[];

/** The app's real error link (whose handler raises the failed-mutation toast) before a server that refuses. */
function refusingServer(errors: Array<{ message: string; extensions: Record<string, unknown> }>) {
  const toast = vi.fn();
  const sent = vi.fn();
  const server = new ApolloLink((operation) => {
    sent(operation.variables);
    return of({ errors });
  });
  const handlers = { getLanguage: () => 'en', onUnauthorized: vi.fn(), onAuthenticationRequired: vi.fn(), onIncubatorNotFound: vi.fn(), onMutationError: toast };
  return { link: ApolloLink.from([errorLink(handlers), server]), toast, sent };
}

describe('InviteDialog', () => {
  it('says in a translated sentence, on the field only, what a blank row lacks, and sends nothing', async () => {
    const { link, toast, sent } = refusingServer([
      { message: 'Invalid field', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'invitations', message: 'input must be greater than or equal to 1' }] } },
    ]);
    await renderWithApollo(<InviteDialog opened onClose={vi.fn()} roles={roles} onStarted={vi.fn()} />, { link });
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 invitation' }));

    expect(await screen.findByText('Email is a required field')).toBeTruthy();
    expect(screen.getByText('First name is a required field')).toBeTruthy();
    expect(screen.queryByText(/greater than or equal/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows the server's field message once, on its field: no banner, no toast", async () => {
    const { link, toast } = refusingServer([
      { message: 'Invalid field', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'invitations.0.email', message: 'Email is not a valid email' }] } },
    ]);
    await renderWithApollo(<InviteDialog opened onClose={vi.fn()} roles={roles} onStarted={vi.fn()} />, { link });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nina@' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Coach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send 1 invitation' }));

    await waitFor(() => expect(screen.getAllByText('Email is not a valid email')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
