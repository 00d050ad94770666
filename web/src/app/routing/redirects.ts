import { matchPath } from 'react-router';
import type { FeatureRedirect, RedirectContext } from '../features/types';

export interface RedirectMatch {
  redirect: FeatureRedirect;
  params: Record<string, string | undefined>;
}

/** The first redirect declared for this address that applies to a visitor or a signed-in user. */
export function findRedirect(redirects: readonly FeatureRedirect[], pathname: string, signedIn: boolean): RedirectMatch | undefined {
  for (const redirect of redirects) {
    // Signed-in redirects wait until sign-in: the visitor comes back to the old address, then moves on.
    if (!signedIn && !redirect.public) continue;
    const match = matchPath({ path: `/${redirect.path}`, end: true }, pathname);
    if (match) return { redirect, params: match.params };
  }
  return undefined;
}

/** Where the match sends the user, or undefined when its condition does not hold. */
export function redirectTarget(match: RedirectMatch, search: string, context: RedirectContext): string | undefined {
  if (match.redirect.when && !match.redirect.when(context)) return undefined;
  return match.redirect.to(match.params, search);
}
