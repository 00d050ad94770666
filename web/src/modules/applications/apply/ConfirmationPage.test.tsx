import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ConfirmationPage } from './ConfirmationPage';
import { CONFIRM_ACCOUNT } from './graphql';
import { renderWithApollo } from '../../../test/renderWithApollo';

describe('ConfirmationPage', () => {
  it('confirms the address of the mailed link once', async () => {
    const confirmed = vi.fn(() => ({ data: { confirmAccount: true } }));
    await renderWithApollo(<ConfirmationPage />, {
      mocks: [{ request: { query: CONFIRM_ACCOUNT, variables: { token: 'a-token' } }, result: confirmed }],
      route: '/account/confirmation?token=a-token',
    });
    expect(await screen.findByText('Your email address is confirmed. Thank you!')).toBeTruthy();
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('says when the link no longer works', async () => {
    await renderWithApollo(<ConfirmationPage />, {
      mocks: [
        {
          request: { query: CONFIRM_ACCOUNT, variables: { token: 'used' } },
          result: { errors: [{ message: 'This link is invalid or has expired.', extensions: { code: 'INVALID_LINK' } }] },
        },
      ],
      route: '/account/confirmation?token=used',
    });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
  });

  it('tells an applicant who just sent a round what happens next', async () => {
    await renderWithApollo(<ConfirmationPage />, { route: { pathname: '/account/confirmation', state: { funnel: 'Spring programme' } } });
    expect(await screen.findByText('Your application to Spring programme was sent.')).toBeTruthy();
    expect(screen.getByText('What happens next')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my applications' }).getAttribute('href')).toBe('/applications');
  });
});
