type LoginProviders = { loginProviders: Array<{ provider: string | null; enabled: boolean | null; label?: string | null }> | null } | undefined;

const OIDC = 'oidc:';

/** The organisation's enabled OpenID Connect providers, as the sign-in page lists them. */
export function signOnProviders(incubator: LoginProviders): Array<{ id: string; name: string }> {
  return (incubator?.loginProviders ?? [])
    .filter((p) => p.enabled && p.provider?.startsWith(OIDC))
    .map((p) => ({ id: (p.provider as string).slice(OIDC.length), name: p.label ?? '' }));
}

/**
 * A tenant signs in through its identity provider alone when a provider is enabled and the
 * password form is closed (spec 1 §1): /login and /forgotpassword then have nothing to offer.
 */
export function usesSingleSignOn(incubator: LoginProviders): boolean {
  const providers = incubator?.loginProviders ?? [];
  const passwords = providers.find((p) => p.provider === 'local');
  return Boolean(passwords && !passwords.enabled) && providers.some((p) => p.enabled && p.provider !== 'local');
}

/**
 * Where sign-in starts with single sign-on (spec 1 §2.1 /auth/url): the provider is asked to show
 * its login (spec 3 §7, prompt login), and the page to come back to is kept. Without `provider`
 * the page takes the organisation's first.
 */
export function externalSignInPath(returnTo: string, provider?: string): string {
  const query = new URLSearchParams();
  if (provider) query.set('provider', provider);
  query.set('prompt', 'login');
  if (returnTo && returnTo !== '/') query.set('returnTo', returnTo);
  return `/auth/url?${query}`;
}
