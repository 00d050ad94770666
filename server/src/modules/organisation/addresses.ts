import { and, eq, ne } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { ownerDb, schema } from '../../core/db/pool.ts';
import type { FieldError } from '../../core/errors.ts';

/** Host labels the installation keeps for itself or that would mislead visitors. */
export const RESERVED_SLUGS = new Set([
  'www', 'api', 'app', 'apps', 'admin', 'administrator', 'auth', 'login', 'logout', 'signin', 'signup', 'register',
  'mail', 'email', 'smtp', 'imap', 'pop', 'mx', 'ftp', 'ns', 'ns1', 'ns2', 'dns', 'static', 'assets', 'cdn', 'media', 'files',
  'docs', 'help', 'support', 'status', 'blog', 'billing', 'account', 'accounts', 'security', 'graphql', 'subscriptions',
  'localhost', 'seedbed', 'default', 'demo', 'dashboard', 'staging', 'dev', 'internal', 'root', 'system',
]);

/**
 * The tenant registry is read as the owner here, as when a host is resolved: under row-level
 * security the application role sees only its own tenant, so it could not tell a name is taken.
 * Only existence is read; nothing of the other tenant reaches the answer.
 */
async function takenByAnother(ctx: Context, column: 'slug' | 'customDomain', value: string): Promise<boolean> {
  const i = schema.incubators;
  const rows = await ownerDb(ctx.services.pool)
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i[column], value), ne(i.id, ctx.incubator.id)))
    .limit(1);
  return rows.length > 0;
}

export async function checkSlug(ctx: Context, slug: string): Promise<FieldError[]> {
  if (slug === ctx.incubator.slug) return [];
  if (RESERVED_SLUGS.has(slug)) return [{ field: 'slug', key: 'organisation.errors.slugReserved', params: { slug } }];
  if (await takenByAnother(ctx, 'slug', slug)) return [{ field: 'slug', key: 'organisation.errors.slugTaken', params: { slug } }];
  return [];
}

/** The host every tenant address points to: the configured public address, else the one this request came to. */
export function installationHost(ctx: Context): string {
  const base = ctx.services.config.publicUrl ?? ctx.origin;
  try {
    return new URL(base).hostname.toLowerCase();
  } catch {
    return 'localhost';
  }
}

/** The registered domain of the installation (`seedbed.example` for `acme.seedbed.example`). */
function installationDomain(ctx: Context): string {
  const host = installationHost(ctx);
  const labels = host.split('.');
  return labels.length > 2 && labels[0] === ctx.incubator.slug ? labels.slice(1).join('.') : host;
}

export async function checkCustomDomain(ctx: Context, domain: string | null): Promise<FieldError[]> {
  if (domain === null || domain === ctx.incubator.customDomain) return [];
  // A domain under the installation's own would be read as a tenant slug before the custom domain.
  const own = installationDomain(ctx);
  if (domain === own || domain.endsWith(`.${own}`)) return [{ field: 'customDomain', key: 'organisation.errors.domainOwnHost', params: { domain } }];
  if (await takenByAnother(ctx, 'customDomain', domain)) return [{ field: 'customDomain', key: 'organisation.errors.domainTaken', params: { domain } }];
  return [];
}

/**
 * The DNS record the organisation creates at its registrar: its domain as an alias of the
 * installation's host, so requests arrive here with the custom host and resolve to this tenant.
 */
export function dnsRecordFor(ctx: Context, domain: string | null): { type: string; name: string; value: string } | null {
  return domain ? { type: 'CNAME', name: domain, value: installationHost(ctx) } : null;
}
