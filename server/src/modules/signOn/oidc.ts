import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import { openSecret } from '../../core/secret-box.ts';
import type { SignOnProviderRow } from '../../db/schema/index.ts';
import { providerFetch } from './provider-fetch.ts';

/**
 * openid-client configured for one provider: its discovered metadata (kept ten minutes per
 * version of the provider's row, so that a sign-in does not read the discovery document twice),
 * the client's authentication, and the outside-read rules for every request it makes.
 */

const KEPT_MS = 10 * 60_000;
const kept = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

const keyOf = (provider: Pick<SignOnProviderRow, 'incubatorId' | 'id'>) => `${provider.incubatorId}:${provider.id}`;

/** Forgotten when the provider changes or goes, so that the next sign-in reads the new settings. */
export function forgetConfiguration(provider: Pick<SignOnProviderRow, 'incubatorId' | 'id'>): void {
  kept.delete(keyOf(provider));
}

/** Binds a sealed secret to its tenant and record, so that a copy on another row does not open. */
export const secretContext = (incubatorId: string, providerId: string) => `sign-on:${incubatorId}:${providerId}`;

function discover(config: Config, provider: SignOnProviderRow): Promise<client.Configuration> {
  const secret = provider.clientSecretEncrypted ? openSecret(config, provider.clientSecretEncrypted, secretContext(provider.incubatorId, provider.id)) : null;
  // A secret that no longer opens (the key changed) is a configuration error the admin must fix.
  if (provider.clientSecretEncrypted && secret === null) return Promise.reject(new Error('client secret does not open under this key'));
  const insecure = config.outboundAllowPrivate && provider.issuer.startsWith('http:');
  return client.discovery(new URL(provider.issuer), provider.clientId, secret ? { client_secret: secret } : undefined, secret ? undefined : client.None(), {
    [client.customFetch]: providerFetch(config.outboundAllowPrivate) as client.CustomFetch,
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/** The provider's configuration; a failed discovery is not kept. */
export function providerConfiguration(config: Config, provider: SignOnProviderRow): Promise<client.Configuration> {
  const key = keyOf(provider);
  const found = kept.get(key);
  if (found && Date.now() - found.at < KEPT_MS) return found.configuration;
  const configuration = discover(config, provider);
  kept.set(key, { at: Date.now(), configuration });
  configuration.catch(() => {
    if (kept.get(key)?.configuration === configuration) kept.delete(key);
  });
  return configuration;
}

/** Reads the discovery document afresh (testSignOnProvider), never from what is kept. */
export async function discoverNow(config: Config, provider: SignOnProviderRow): Promise<client.ServerMetadata> {
  forgetConfiguration(provider);
  return (await providerConfiguration(config, provider)).serverMetadata();
}

export { client };
