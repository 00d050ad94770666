import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import { LayoutPreview } from './LayoutPreview';

describe('the branding preview', () => {
  it("draws the login page's own content: its title, its form, the organisation's sign-in button and terms", async () => {
    const incubator = {
      name: 'Harbour Labs',
      slug: 'harbour',
      customLogin: { active: true, text: 'Sign in with Harbour ID', url: 'https://id.harbour.example' },
      termsAndServices: { url: 'https://harbour.example/terms' },
    } as unknown as PublicIncubator;
    await renderWithProviders(<LayoutPreview incubator={incubator} layout={{ colors: {} } as never} hidePoweredBy />);
    expect(screen.getByRole('heading', { name: 'Sign in to Harbour Labs', hidden: true })).toBeTruthy();
    expect(screen.getByLabelText(/Email/, { selector: 'input' })).toBeTruthy();
    expect(screen.getByText('Sign in with Harbour ID')).toBeTruthy();
    expect(screen.getByText('Terms and services')).toBeTruthy();
  });
});
