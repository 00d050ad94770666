import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answeringServer } from '../../../test/answeringServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { IndustriesPage } from './IndustriesPage';
import { shellUserData } from '../../../test/shellUser';

const admin = shellUserData({ flags: ['editIndustries'], permissions: ['INDUSTRIES:CREATE'] });

describe('IndustriesPage', () => {
  it('shows a refused new industry once, beside the name typed: no toast', async () => {
    const { link, toast } = answeringServer(
      [{ message: 'Invalid field', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'name', message: 'An industry with this name already exists' }] } }],
      { ShellUser: { data: admin }, Industries: { data: { industries: [] } } },
    );
    await renderWithApollo(<IndustriesPage />, { link });
    fireEvent.change(await screen.findByLabelText('New industry', {}, { timeout: 5_000 }), { target: { value: 'Fintech' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.getAllByText('An industry with this name already exists')).toHaveLength(1));
    expect(toast).not.toHaveBeenCalled();
  });
});
