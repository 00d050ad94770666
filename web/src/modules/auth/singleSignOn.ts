/**
 * A tenant signs in through an external identity provider when any provider other than the
 * local password form is enabled (spec 1 §1).
 */
export function usesSingleSignOn(incubator: { loginProviders: Array<{ provider: string | null; enabled: boolean | null }> | null } | undefined): boolean {
  return incubator?.loginProviders?.some((p) => p.enabled && p.provider !== 'local') ?? false;
}

/**
 * Where sign-in starts with single sign-on (spec 1 §2.1 /auth/url). Its screen arrives with the
 * identity provider; until then the address shows the unknown-link page rather than looping
 * between /login and a protected page.
 */
export function externalSignInPath(returnTo: string): string {
  return `/auth/url?login_hint=login&returnTo=${encodeURIComponent(returnTo)}`;
}
