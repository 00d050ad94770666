import { signOnProviderKey } from '@seedbed/contracts/sign-on';
import type { IncubatorRow, LoginProvider, SignOnProviderRow } from '../../db/schema/index.ts';
import { incubatorFlags } from '../setup/schema.ts';

/**
 * The public list the sign-in page reads: `local` (open unless an enabled provider closes the
 * password form) and one `oidc:<id>` entry per provider, named for its button.
 */
export function loginProvidersOf(rows: readonly SignOnProviderRow[]): LoginProvider[] {
  const closesPasswords = rows.some((p) => p.enabled && !p.allowPassword);
  return [{ provider: 'local', enabled: !closesPasswords }, ...rows.map((p) => ({ provider: signOnProviderKey(p.id), enabled: p.enabled, label: p.name }))];
}

/** As stored, while the plan has external sign-in (auth0); without it, the password form alone. */
export function publicLoginProviders(incubator: IncubatorRow): LoginProvider[] {
  if (incubatorFlags(incubator).auth0) return incubator.loginProviders;
  return [{ provider: 'local', enabled: true }, ...incubator.loginProviders.filter((p) => p.provider !== 'local').map((p) => ({ ...p, enabled: false }))];
}

/** Whether the password form is open: the auth routes refuse passwords otherwise. */
export const passwordSignInOpen = (incubator: IncubatorRow): boolean => publicLoginProviders(incubator).some((p) => p.provider === 'local' && p.enabled);
