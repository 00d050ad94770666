import { and, eq, isNotNull } from 'drizzle-orm';
import type pg from 'pg';
import type { Config } from '../config.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { ownerDb, schema } from './db/pool.ts';

/** The installation's base address as a URL (`https://seedbed.example.org`). */
export function baseAddress(config: Pick<Config, 'baseUrl'>): URL {
  return new URL(config.baseUrl);
}

/** The host every tenant address hangs under (`seedbed.example.org`, `localhost`). */
export function baseHost(config: Pick<Config, 'baseUrl'>): string {
  return baseAddress(config).hostname.toLowerCase();
}

/** A tenant named either by its slug or by its (verified) custom domain. */
export type TenantKey = { slug: string; domain: null } | { slug: null; domain: string };

/**
 * Which tenant a request names: the `x-incubator` header; else, for a host under the base host,
 * its first label (`demo.localhost` → demo; the base host itself or an IP address gets the
 * default); any other host only as a verified custom domain.
 */
export function tenantKey(host: string | undefined, header: string | undefined, options: { defaultTenant: string; baseHost: string }): TenantKey {
  if (header?.trim()) return { slug: header.trim().toLowerCase(), domain: null };
  const hostname = (host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const bare = !hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':');
  if (bare || hostname === options.baseHost) return { slug: options.defaultTenant, domain: null };
  const label = hostname.endsWith(`.${options.baseHost}`) ? hostname.slice(0, -options.baseHost.length - 1) : null;
  if (label !== null && !label.includes('.')) return { slug: label, domain: null };
  return { slug: null, domain: hostname };
}

export async function findIncubator(pool: pg.Pool, key: TenantKey): Promise<IncubatorRow | null> {
  const i = schema.incubators;
  const where = key.slug !== null ? eq(i.slug, key.slug) : and(eq(i.customDomain, key.domain), isNotNull(i.customDomainVerifiedAt));
  const [row] = await ownerDb(pool).select().from(i).where(where).limit(1);
  return row ?? null;
}
