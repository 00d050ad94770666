import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Context } from '../../core/context.ts';
import { ownerDb, schema } from '../../core/db/pool.ts';
import type { FieldError } from '../../core/errors.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { baseHost } from '../../core/tenant-key.ts';

const i = schema.incubators;

/** Host labels the installation keeps for itself or that would mislead visitors. */
export const RESERVED_SLUGS = new Set([
  'www',
  'api',
  'app',
  'apps',
  'admin',
  'administrator',
  'auth',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'static',
  'assets',
  'cdn',
  'media',
  'files',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'billing',
  'account',
  'accounts',
  'security',
  'graphql',
  'subscriptions',
  'localhost',
  'seedbed',
  'default',
  'demo',
  'dashboard',
  'staging',
  'dev',
  'internal',
  'root',
  'system',
]);

/**
 * The tenant registry is read as the owner here, as when a host is resolved: under row-level
 * security the application role sees only its own tenant, so it could not tell a name is taken.
 * Only existence is read; nothing of the other tenant reaches the answer.
 */
async function heldByAnother(ctx: Context, holds: SQL | undefined): Promise<boolean> {
  const rows = await ownerDb(ctx.services.pool)
    .select({ id: i.id })
    .from(i)
    .where(and(holds, ne(i.id, ctx.incubator.id)))
    .limit(1);
  return rows.length > 0;
}

const slugTakenByAnother = (ctx: Context, slug: string) => heldByAnother(ctx, eq(i.slug, slug));

/** Pending claims do not count: only a domain another organisation has verified is theirs. */
const domainHeldByAnother = (ctx: Context, domain: string) => heldByAnother(ctx, and(eq(i.customDomain, domain), isNotNull(i.customDomainVerifiedAt)));

/** Whether this organisation's address was once `slug`: its own changes of address say so. */
async function formerSlug(ctx: Context, slug: string): Promise<boolean> {
  const e = schema.domainEvents;
  const db = await ctx.tx.db();
  const rows = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.incubatorId, ctx.incubator.id), eq(e.kind, 'organisation.updated'), sql`${e.data}->>'fromSlug' = ${slug}`))
    .limit(1);
  return rows.length > 0;
}

export async function checkSlug(ctx: Context, slug: string): Promise<FieldError[]> {
  if (slug === ctx.incubator.slug) return [];
  // A reserved name stays with the organisation that had it (the demo may take back "demo"), no one else.
  if (RESERVED_SLUGS.has(slug) && !(await formerSlug(ctx, slug))) return [{ field: 'slug', key: 'organisation.errors.slugReserved', params: { slug } }];
  if (await slugTakenByAnother(ctx, slug)) return [{ field: 'slug', key: 'organisation.errors.slugTaken', params: { slug } }];
  return [];
}

/**
 * A custom domain may not be a host that already names a tenant: the base host and every name
 * under it are slugs. The base host comes from BASE_URL, never from the request's Host.
 */
export async function checkCustomDomain(ctx: Context, domain: string | null): Promise<FieldError[]> {
  if (domain === null || domain === ctx.incubator.customDomain) return [];
  const base = baseHost(ctx.services.config);
  if (domain === base || domain.endsWith(`.${base}`)) return [{ field: 'customDomain', key: 'organisation.errors.domainOwnHost', params: { domain } }];
  if (await domainHeldByAnother(ctx, domain)) return [{ field: 'customDomain', key: 'organisation.errors.domainTaken', params: { domain } }];
  return [];
}

/**
 * What a new domain (or none) stores beside it: unverified, with a fresh token, so that a proof
 * published for an earlier domain or claim never counts for this one.
 */
export function newDomainClaim(domain: string | null): Pick<IncubatorRow, 'customDomainToken' | 'customDomainVerifiedAt'> {
  return { customDomainToken: domain ? randomBytes(16).toString('hex') : null, customDomainVerifiedAt: null };
}

export interface DnsRecord {
  type: string;
  name: string;
  value: string;
}

/**
 * The DNS record that sends the domain's requests here: the domain as an alias of the
 * installation's base host, so requests arrive with the custom host and resolve to this tenant.
 */
export function dnsRecordFor(config: Pick<Config, 'baseUrl'>, incubator: Pick<IncubatorRow, 'customDomain'>): DnsRecord | null {
  return incubator.customDomain ? { type: 'CNAME', name: incubator.customDomain, value: baseHost(config) } : null;
}

export const verificationName = (domain: string) => `_seedbed-verification.${domain}`;
export const verificationValue = (token: string) => `seedbed-verification=${token}`;

/** The TXT record that proves the organisation holds its domain: only whoever runs its DNS can publish it. */
export function verificationRecordFor(incubator: Pick<IncubatorRow, 'customDomain' | 'customDomainToken'>): DnsRecord | null {
  const { customDomain: domain, customDomainToken: token } = incubator;
  return domain && token ? { type: 'TXT', name: verificationName(domain), value: verificationValue(token) } : null;
}
