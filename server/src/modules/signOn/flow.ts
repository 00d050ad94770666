import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { canSignIn } from '@seedbed/contracts/roles';
import { signOnCallbackPath, signOnCompleteSchema, signOnStartSchema, type SignOnKind } from '@seedbed/contracts/sign-on';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import type { SignOnProviderRow, UserRow } from '../../db/schema/index.ts';
import { issueAuthToken } from '../auth/service.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { createUser } from '../users/create.ts';
import { syncUserProfileTask } from '../users/profile-task.ts';
import { signOnInPlan } from './access.ts';
import { client, providerConfiguration } from './oidc.ts';
import { attempts, clearExpiredAttempts, findLinkedInProvider, findProvider, takeAttempt } from './repo.ts';

/**
 * A sign-in through an organisation's OpenID Connect provider (authorization code flow with PKCE):
 * `startSignOn` keeps state, nonce and verifier in a short-lived row and answers the provider's
 * address; the provider sends the browser back to the web page /auth/callback, which hands the
 * code to `completeSignOn`. The browser that started proves it is the one finishing with a
 * `binding` only it was given, so a code obtained elsewhere cannot sign a victim in (login CSRF).
 */

const ATTEMPT_MINUTES = 10;
const SCOPE = 'openid email profile';

const failed = (key = 'sso.failed', params: Record<string, unknown> = {}) => new AppError('SSO_FAILED', key, params);

/** What went wrong with a provider is logged for the operator; the person reads a translated sentence. */
function providerFailure(ctx: Context, provider: Pick<SignOnProviderRow, 'id'>, error: unknown): AppError {
  if (error instanceof AppError) return error;
  ctx.services.log.warn({ err: error, provider: provider.id, incubator: ctx.incubator.id }, 'single sign-on failed');
  return failed();
}

async function usableProvider(ctx: Context, db: Db, id: string): Promise<SignOnProviderRow> {
  // "linkedin" names the organisation's LinkedIn provider (/auth/linkedin): an enabled one first.
  const provider = id === 'linkedin' ? await findLinkedInProvider(db, ctx.incubator.id) : await findProvider(db, ctx.incubator.id, id);
  if (!provider) throw id === 'linkedin' ? failed('sso.noLinkedIn') : notFound();
  if (!provider.enabled || !signOnInPlan(ctx)) throw failed('sso.providerDisabled', { name: provider.name });
  return provider;
}

/** Where the provider sends the browser back: /auth/callback, or LinkedIn's own /auth/linkedin/callback. */
export const redirectUriOf = (ctx: Context, kind: SignOnKind) => `${tenantUrl(ctx.services.config, ctx.incubator)}${signOnCallbackPath(kind)}`;

/** startSignOn: where to send the browser, and the binding it must bring back. */
export async function startSignOn(ctx: Context, raw: unknown) {
  const input = parseInput(signOnStartSchema(), raw);
  const db = await ctx.tx.db();
  const provider = await usableProvider(ctx, db, input.provider);
  let configuration: client.Configuration;
  try {
    configuration = await providerConfiguration(ctx.services.config, provider);
  } catch (error) {
    throw providerFailure(ctx, provider, error);
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const binding = newToken();
  const redirectUri = redirectUriOf(ctx, provider.kind);
  await clearExpiredAttempts(db, ctx.incubator.id);
  await db.insert(attempts).values({
    incubatorId: ctx.incubator.id,
    id: newId(),
    providerId: provider.id,
    stateHash: hashToken(state),
    bindingHash: binding.hash,
    nonce,
    codeVerifier,
    redirectUri,
    returnTo: input.returnTo,
    expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60_000),
  });
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (input.prompt) parameters.prompt = input.prompt;
  if (input.loginHint?.includes('@')) parameters.login_hint = input.loginHint;
  if (provider.audience) parameters.audience = provider.audience;
  return { url: client.buildAuthorizationUrl(configuration, parameters).href, binding: binding.token, providerName: provider.name };
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Claims = Record<string, unknown>;

/** The values of the role claim: a list (`groups`, `roles`) or a single value. */
function claimValues(claims: Claims, name: string): string[] {
  const value = name.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Claims)[part] : undefined), claims);
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  return typeof value === 'string' || typeof value === 'number' ? [String(value)] : [];
}

/** The first mapping (in the admin's order) whose value the claim holds, else the default role. */
export function mappedRoleId(provider: Pick<SignOnProviderRow, 'roleClaim' | 'roleMappings' | 'defaultRoleId'>, claims: Claims): string {
  if (!provider.roleClaim) return provider.defaultRoleId;
  const values = new Set(claimValues(claims, provider.roleClaim));
  return provider.roleMappings.find((m) => values.has(m.value))?.roleId ?? provider.defaultRoleId;
}

async function personByEmail(ctx: Context, db: Db, email: string): Promise<UserRow | null> {
  const u = schema.users;
  const [row] = await db
    .select()
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.email, email)));
  return row ?? null;
}

const text = (value: unknown, max = 100) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** A person met for the first time, with the role the claims map to. */
async function createPerson(ctx: Context, db: Db, provider: SignOnProviderRow, email: string, claims: Claims): Promise<UserRow> {
  const roleId = mappedRoleId(provider, claims);
  const r = schema.roles;
  const [role] = await db
    .select()
    .from(r)
    .where(and(eq(r.incubatorId, ctx.incubator.id), inArray(r.id, [roleId])));
  if (!role || role.type === 'system') throw failed('sso.roleGone');
  const name = text(claims.name);
  const firstName = text(claims.given_name) || name.split(' ')[0] || email.split('@')[0];
  const lastName = text(claims.family_name) || name.split(' ').slice(1).join(' ');
  const user = await createUser(db, ctx.incubator.id, { email, firstName, lastName, roleType: role.type as never, roleId: role.id, status: 'active', validated: true });
  await recordEvent(ctx, db, { kind: 'signOn.personCreated', subjectKind: 'user', subjectId: user.id, actorId: user.id, data: { name: provider.name } });
  await syncUserProfileTask(ctx, db, user, { activated: true });
  return user;
}

/** completeSignOn: the provider's answer checked, the person found or created, a sign-in token issued. */
export async function completeSignOn(ctx: Context, raw: unknown) {
  const input = parseInput(signOnCompleteSchema(), raw);
  const db = await ctx.tx.db();
  const attempt = await takeAttempt(db, ctx.incubator.id, hashToken(input.state));
  if (!attempt || attempt.expiresAt < new Date() || !sameHash(attempt.bindingHash, hashToken(input.binding))) throw failed('sso.expired');
  const provider = await usableProvider(ctx, db, attempt.providerId);
  let claims: Claims;
  try {
    const configuration = await providerConfiguration(ctx.services.config, provider);
    const callback = new URL(attempt.redirectUri);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    if (input.iss) callback.searchParams.set('iss', input.iss);
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: input.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims() as Claims;
    // Many providers put profile and e-mail claims in the user info rather than the ID token.
    const info = await client.fetchUserInfo(configuration, tokens.access_token, String(idClaims.sub)).catch(() => ({}));
    claims = { ...info, ...idClaims };
  } catch (error) {
    throw providerFailure(ctx, provider, error);
  }
  const email = text(claims.email, 320).toLowerCase();
  // The address is how a person is found: the provider must not say it is unverified.
  if (!email || claims.email_verified === false) throw failed('sso.emailUnverified');
  let user = await personByEmail(ctx, db, email);
  if (!user) {
    if (!provider.createPeople) throw failed('sso.unknownPerson', { name: provider.name });
    user = await createPerson(ctx, db, provider, email, claims);
  } else if (!canSignIn(user.status)) {
    throw new AppError('SIGN_IN_BLOCKED', 'auth.statusBlocked');
  } else if (user.status === 'pending' || !user.validated) {
    // The provider vouched for the address: an invitation or a confirmation mail is answered.
    const u = schema.users;
    [user] = await db
      .update(u)
      .set({ status: user.status === 'pending' ? 'active' : user.status, validated: true, updatedAt: new Date() })
      .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, user.id)))
      .returning();
  }
  await recordEvent(ctx, db, { kind: 'user.signedIn', subjectKind: 'user', subjectId: user.id, actorId: user.id });
  return { ...(await issueAuthToken(ctx, db, user)), returnTo: attempt.returnTo };
}
