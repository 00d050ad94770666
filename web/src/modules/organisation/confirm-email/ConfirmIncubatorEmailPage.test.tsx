import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { ConfirmIncubatorEmailPage } from './ConfirmIncubatorEmailPage';

describe('ConfirmIncubatorEmailPage', () => {
  it('says once, on the page, that a link is no longer valid: no toast', async () => {
    const { link, toast } = answeringServer([{ message: 'This link has expired', extensions: { code: 'INVALID_TOKEN' } }]);
    await renderWithApollo(<ConfirmIncubatorEmailPage />, { link, route: '/confirm-incubator-email?token=old' });

    await waitFor(() => expect(screen.getAllByText('This link has expired')).toHaveLength(1));
    expect(toast).not.toHaveBeenCalled();
  });
});
