import type { Config } from '../../config.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { baseAddress } from '../../core/tenant-key.ts';

type Addressed = Pick<IncubatorRow, 'slug' | 'customDomain' | 'customDomainVerifiedAt'>;

/** The custom domain once its organisation has proved it holds it; a mere claim routes nothing. */
export function verifiedDomain(incubator: Pick<IncubatorRow, 'customDomain' | 'customDomainVerifiedAt'>): string | null {
  return incubator.customDomainVerifiedAt ? incubator.customDomain : null;
}

/** A tenant's address under the base domain: `https://acme.seedbed.example.org`. */
export function slugUrl(config: Pick<Config, 'baseUrl'>, slug: string): string {
  const base = baseAddress(config);
  return `${base.protocol}//${slug}.${base.host}`;
}

/**
 * Where links to a tenant point (mail, jobs): its custom domain once verified (it routes then), else
 * its slug under the base domain. Never the address a request came to: a client chooses that.
 */
export function tenantUrl(config: Pick<Config, 'baseUrl'>, incubator: Addressed): string {
  const domain = verifiedDomain(incubator);
  if (domain) return `${baseAddress(config).protocol}//${domain}`;
  return slugUrl(config, incubator.slug);
}

/** Every origin a browser may load this tenant's web application from (for CORS and checks of Origin). */
export function tenantOrigins(config: Pick<Config, 'baseUrl'>, incubator: Addressed): string[] {
  const origins = [slugUrl(config, incubator.slug)];
  if (verifiedDomain(incubator)) origins.push(tenantUrl(config, incubator));
  return origins;
}
