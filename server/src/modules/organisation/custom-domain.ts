import { Resolver } from 'node:dns/promises';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Context } from '../../core/context.ts';
import { ownerDb, schema } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import type { Services } from '../../core/services.ts';
import { withTenant } from '../../core/transaction.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { verificationName, verificationValue } from './addresses.ts';
import { organisationValidationError } from './labels.ts';
import { takenMeanwhile } from './service.ts';

const i = schema.incubators;

type Lookup = 'found' | 'missing' | 'mismatch' | 'failed';

/** Looks the verification record up in DNS (DNS_SERVERS, else the system's servers). */
async function lookUpProof(config: Pick<Config, 'dnsServers'>, domain: string, token: string): Promise<Lookup> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (config.dnsServers.length) resolver.setServers(config.dnsServers);
  try {
    // A TXT record may come split in strings of up to 255 bytes: each record is their concatenation.
    const values = (await resolver.resolveTxt(verificationName(domain))).map((chunks) => chunks.join(''));
    if (values.includes(verificationValue(token))) return 'found';
    return values.length ? 'mismatch' : 'missing';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'missing' : 'failed';
  }
}

const PROOF_ERROR: Record<Exclude<Lookup, 'found'>, string> = {
  missing: 'organisation.errors.domainProofMissing',
  mismatch: 'organisation.errors.domainProofMismatch',
  failed: 'organisation.errors.domainLookupFailed',
};

/**
 * `verifyCustomDomain`: the domain starts routing to this organisation once its DNS carries the
 * organisation's TXT record. Other organisations' pending claims of the same domain then end.
 */
export async function verifyCustomDomain(ctx: Context): Promise<IncubatorRow> {
  requireOrganisationAdmin(ctx);
  if (!incubatorFlags(ctx.incubator).customDomainsManagement) throw new AppError('FORBIDDEN', 'organisation.errors.planLacksCustomDomains');
  const stored = ctx.incubator;
  const { customDomain: domain, customDomainToken: token } = stored;
  if (!domain || !token) throw organisationValidationError(ctx, [{ field: 'customDomain', key: 'organisation.errors.noCustomDomain' }]);
  if (stored.customDomainVerifiedAt) return stored;

  const lookup = await lookUpProof(ctx.services.config, domain, token);
  if (lookup !== 'found') {
    throw organisationValidationError(ctx, [{ field: 'customDomain', key: PROOF_ERROR[lookup], params: { domain, name: verificationName(domain) } }]);
  }
  const db = await ctx.tx.db();
  // Only the claim that was looked up is verified: a change made meanwhile has its own token.
  const [row] = await db
    .update(i)
    .set({ customDomainVerifiedAt: new Date() })
    .where(and(eq(i.id, stored.id), eq(i.customDomain, domain), eq(i.customDomainToken, token)))
    .returning()
    .catch(takenMeanwhile(ctx, { customDomain: domain }));
  if (!row) throw organisationValidationError(ctx, [{ field: 'customDomain', key: 'organisation.errors.noCustomDomain' }]);
  ctx.incubator = row;
  await recordEvent(ctx, db, { kind: 'organisation.customDomainVerified', subjectKind: 'incubator', subjectId: row.id, data: { domain } });
  ctx.afterCommit.push(() => endOtherClaims(ctx.services, row.id, domain));
  return row;
}

/**
 * Once one organisation holds a domain, the others that claimed it wait for nothing: their claim
 * ends, each in its own tenant transaction with an event in its own feed.
 */
async function endOtherClaims(services: Services, holderId: string, domain: string): Promise<void> {
  const claimants = await ownerDb(services.pool)
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.customDomain, domain), isNull(i.customDomainVerifiedAt), ne(i.id, holderId)));
  for (const { id } of claimants) {
    await withTenant(services.pool, id, async (db) => {
      const [incubator] = await db
        .update(i)
        .set({ customDomain: null, customDomainToken: null, customDomainVerifiedAt: null })
        .where(and(eq(i.id, id), eq(i.customDomain, domain), isNull(i.customDomainVerifiedAt)))
        .returning();
      if (!incubator) return;
      await recordEvent({ incubator, viewer: null, services }, db, { kind: 'organisation.customDomainReleased', subjectKind: 'incubator', subjectId: id, data: { domain } });
    });
  }
}
