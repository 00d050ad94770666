import { and, count, eq, inArray } from 'drizzle-orm';
import { SIGN_ON_PROVIDERS_MAX, signOnProviderChangesSchema, signOnProviderSchema } from '@seedbed/contracts/sign-on';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound, validationError, type FieldError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { checkOutboundAddress, OutboundError } from '../../core/outbound.ts';
import { sealSecret } from '../../core/secret-box.ts';
import type { SignOnProviderRow } from '../../db/schema/index.ts';
import { mayGrant } from '../access/hierarchy.ts';
import { requireSignOnAdmin } from './access.ts';
import { loginProvidersOf } from './login-providers.ts';
import { forgetConfiguration, secretContext } from './oidc.ts';
import { findProvider, listProviders, providers } from './repo.ts';

/**
 * An organisation's OpenID Connect providers (organisation settings, Sign-on tab): the admins'
 * changes, each keeping the organisation's public `loginProviders` in step with the table.
 */

async function syncLoginProviders(ctx: Context, db: Db): Promise<void> {
  const i = schema.incubators;
  const [row] = await db
    .update(i)
    .set({ loginProviders: loginProvidersOf(await listProviders(db, ctx.incubator.id)) })
    .where(eq(i.id, ctx.incubator.id))
    .returning();
  ctx.incubator = row;
}

/**
 * Checks what the form cannot: the issuer's address may be reached from here (outside-read rules),
 * and every role named exists in this organisation and is one the admin may give.
 */
async function problemsOf(ctx: Context, db: Db, input: { issuer?: string; defaultRoleId?: string; roleMappings?: Array<{ roleId: string }> }): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (input.issuer !== undefined) {
    const allowPrivate = ctx.services.config.outboundAllowPrivate;
    try {
      const url = checkOutboundAddress(input.issuer, { allowPrivate });
      if (url.protocol !== 'https:' && !allowPrivate) problems.push({ field: 'issuer', key: 'sso.issuerHttps' });
    } catch (error) {
      problems.push({ field: 'issuer', key: error instanceof OutboundError && error.privateAddress ? 'sso.issuerPrivate' : 'sso.issuerInvalid' });
    }
  }
  const named = [
    ...(input.defaultRoleId ? [{ field: 'defaultRoleId', roleId: input.defaultRoleId }] : []),
    ...(input.roleMappings ?? []).map((m, index) => ({ field: `roleMappings.${index}.roleId`, roleId: m.roleId })),
  ];
  if (named.length) {
    const r = schema.roles;
    const roles = await db
      .select()
      .from(r)
      .where(
        and(
          eq(r.incubatorId, ctx.incubator.id),
          inArray(
            r.id,
            named.map((n) => n.roleId),
          ),
        ),
      );
    const byId = new Map(roles.map((role) => [role.id, role]));
    for (const { field, roleId } of named) {
      const role = byId.get(roleId);
      if (!role || role.type === 'system') problems.push({ field, key: 'errors.notFound' });
      else if (!mayGrant(ctx, role)) problems.push({ field, key: 'access.hierarchy.roleAboveOwn' });
    }
  }
  return problems;
}

const event = (provider: Pick<SignOnProviderRow, 'id' | 'name'>) => ({ subjectKind: 'signOnProvider', subjectId: provider.id, data: { name: provider.name } });

/** A provider of this organisation an admin changes; another tenant's or a malformed id is NOT_FOUND. */
async function managedProvider(ctx: Context, id: string): Promise<SignOnProviderRow> {
  requireSignOnAdmin(ctx);
  const provider = isId(id) ? await findProvider(await ctx.tx.db(), ctx.incubator.id, id) : null;
  if (!provider) throw notFound();
  return provider;
}

/** createSignOnProvider. */
export const createSignOnProvider = defineChange({
  input: () => signOnProviderSchema(),
  authorize: async (ctx) => requireSignOnAdmin(ctx),
  async write(ctx, db, input) {
    const problems = await problemsOf(ctx, db, input);
    if (problems.length) throw validationError(problems);
    const [{ n }] = await db.select({ n: count() }).from(providers).where(eq(providers.incubatorId, ctx.incubator.id));
    if (n >= SIGN_ON_PROVIDERS_MAX) throw validationError([{ field: 'name', key: 'sso.providersMax', params: { max: SIGN_ON_PROVIDERS_MAX } }]);
    const id = newId();
    const { clientSecret, ...fields } = input;
    const [provider] = await db
      .insert(providers)
      .values({
        incubatorId: ctx.incubator.id,
        id,
        ...fields,
        clientSecretEncrypted: clientSecret ? sealSecret(ctx.services.config, clientSecret, secretContext(ctx.incubator.id, id)) : null,
      })
      .returning();
    await syncLoginProviders(ctx, db);
    return { result: provider, events: [{ kind: 'signOn.providerCreated', ...event(provider) }] };
  },
});

/** updateSignOnProvider: the fields sent; a secret sent replaces the stored one ('' removes it). */
export const updateSignOnProvider = defineChange<ReturnType<typeof signOnProviderChangesSchema>, string, SignOnProviderRow, SignOnProviderRow>({
  input: () => signOnProviderChangesSchema(),
  authorize: (ctx, _input, id) => managedProvider(ctx, id),
  async write(ctx, db, input, stored) {
    const { clientSecret, ...rest } = input;
    const changes: Partial<SignOnProviderRow> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
    const roleClaim = changes.roleClaim ?? stored.roleClaim;
    const roleMappings = changes.roleMappings ?? stored.roleMappings;
    const problems = await problemsOf(ctx, db, changes);
    if (roleMappings.length && !roleClaim) problems.push({ field: 'roleClaim', key: 'sso.claimRequired' });
    if (problems.length) throw validationError(problems);
    if (clientSecret !== undefined && clientSecret !== null) {
      changes.clientSecretEncrypted = clientSecret ? sealSecret(ctx.services.config, clientSecret, secretContext(ctx.incubator.id, stored.id)) : null;
    }
    const fields = Object.keys(changes).map((key) => (key === 'clientSecretEncrypted' ? 'clientSecret' : key));
    if (!fields.length) return { result: stored, events: [] };
    const [provider] = await db
      .update(providers)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(providers.incubatorId, ctx.incubator.id), eq(providers.id, stored.id)))
      .returning();
    forgetConfiguration(provider);
    await syncLoginProviders(ctx, db);
    return { result: provider, events: [{ kind: 'signOn.providerUpdated', ...event(provider), data: { name: provider.name, fields } }] };
  },
});

/** deleteSignOnProvider: its sign-ins under way end with it. */
export const deleteSignOnProvider = defineChange<ReturnType<typeof signOnProviderChangesSchema>, string, SignOnProviderRow, boolean>({
  input: () => signOnProviderChangesSchema(),
  authorize: (ctx, _input, id) => managedProvider(ctx, id),
  async write(ctx, db, _input, stored) {
    await db.delete(providers).where(and(eq(providers.incubatorId, ctx.incubator.id), eq(providers.id, stored.id)));
    forgetConfiguration(stored);
    await syncLoginProviders(ctx, db);
    return { result: true, events: [{ kind: 'signOn.providerDeleted', ...event(stored) }] };
  },
});

/** A provider for testSignOnProvider: the admins' own. */
export const providerToTest = managedProvider;
