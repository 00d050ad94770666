import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SignOutContext } from '../../modules/auth/SignOutContext';
import { CrashPage } from './CrashPage';
import { NotAuthorizedPage } from './NotAuthorizedPage';

const tenant = vi.hoisted(() => ({
  incubator: { name: 'Demo', supportEmail: { email: 'help@demo.example.org' }, generalEmail: { email: 'hello@demo.example.org' } } as unknown,
}));

vi.mock('../../app/tenant/TenantProvider', () => ({
  useTenant: () => ({ incubator: tenant.incubator, loading: false }),
}));

describe('crash page (spec 1 §2.13)', () => {
  it('says every text of the spec and links to the support address', async () => {
    await renderWithProviders(<CrashPage />);
    for (const text of [
      'This is unexpected',
      "An error has occured and we're working to fix the problem!",
      'Please try again later.',
      'If you would like to help, tell us what happened.',
      'Thanks for your patience.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'help@demo.example.org' }).getAttribute('href')).toBe('mailto:help@demo.example.org');
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
  });
});

describe('not authorized page', () => {
  it("says 'Not authorized' and signs out", async () => {
    const signOut = vi.fn();
    await renderWithProviders(
      <SignOutContext value={signOut}>
        <NotAuthorizedPage />
      </SignOutContext>,
    );
    expect(screen.getByRole('heading', { name: 'Not authorized' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledWith({ returnTo: '/' });
  });
});
