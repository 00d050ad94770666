import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './LoginForm';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it("shows the server's message inline when the pair is refused (401)", async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(401, { message: 'Adresse e-mail ou mot de passe incorrect' }));
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    await renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, { route: '/login' });

    await signIn('ada@example.org', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Adresse e-mail ou mot de passe incorrect');
    expect(onSignedIn).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/auth/local');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.org', password: 'wrong password', incubator: null });
    expect((init.headers as Record<string, string>)['accept-language']).toBe('en');
  });

  it('names the organisation the page shows, so that the server can refuse a sign-in meant for another one', async () => {
    const user = { _id: 'u1', email: 'ada@example.org', fullName: 'Ada Lovelace' };
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { token: 'tok-123', user }));
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} incubator="acme" />);

    await signIn('ada@example.org', 'correct horse battery');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.org', password: 'correct horse battery', incubator: 'acme' });
  });

  it('shows the rate-limit message (429)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(429, { message: 'Too many attempts, try again in 15 minutes' })));
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    await signIn('ada@example.org', 'whatever-it-is');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many attempts, try again in 15 minutes');
  });

  it("says 'Network Error' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    await signIn('ada@example.org', 'whatever-it-is');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Network Error');
  });

  it('hands the token over on success and shows no error', async () => {
    const user = { _id: 'u1', email: 'ada@example.org', fullName: 'Ada Lovelace' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { token: 'tok-123', user })));
    const onSignedIn = vi.fn();
    await renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);

    await signIn('  ada@example.org ', 'correct horse battery');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 'tok-123', user }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is a required field')).toBeTruthy();
    expect(screen.getByText('Password is a required field')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-address' } });
    expect(await screen.findByText('Email is not a valid email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
