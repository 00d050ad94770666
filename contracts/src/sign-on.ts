/**
 * Single sign-on with OpenID Connect: the input schemas of an organisation's providers, checked by
 * the server's changes and the settings dialog alike. A message key of the feature
 * ('sso.nameRequired') reads in the web as sso:validation.nameRequired.
 */
import { recordId } from './schemas.ts';
import { LINK_MAX_LENGTH } from './validation.ts';
import { z } from './zod.ts';

export const SIGN_ON_NAME_MAX = 60;
export const SIGN_ON_CLIENT_ID_MAX = 300;
export const SIGN_ON_SECRET_MAX = 1000;
export const SIGN_ON_CLAIM_MAX = 100;
export const SIGN_ON_CLAIM_VALUE_MAX = 200;
/** The most claim values one provider maps to roles. */
export const SIGN_ON_MAPPINGS_MAX = 50;
/** The most providers one organisation configures. */
export const SIGN_ON_PROVIDERS_MAX = 10;

/** The provider's entry in the organisation's public `loginProviders`: `oidc:<id>`. */
export const SIGN_ON_PROVIDER_PREFIX = 'oidc:';
export const signOnProviderKey = (id: string) => `${SIGN_ON_PROVIDER_PREFIX}${id}`;
export const signOnProviderId = (key: string | null | undefined): string | null => (key?.startsWith(SIGN_ON_PROVIDER_PREFIX) ? key.slice(SIGN_ON_PROVIDER_PREFIX.length) : null);

/** What the provider may be asked to do at the start of a sign-in (OpenID Connect's `prompt`). */
export const SIGN_ON_PROMPTS = ['login', 'none', 'consent', 'select_account'] as const;
export type SignOnPrompt = (typeof SIGN_ON_PROMPTS)[number];

/** The path the provider sends people back to: a page of the web application (spec 1 §2.1). */
export const SIGN_ON_CALLBACK_PATH = '/auth/callback';

/**
 * The kinds of provider: any OpenID Connect provider, or LinkedIn ("Sign In with LinkedIn using
 * OpenID Connect"), which starts at /auth/linkedin and comes back to its own /auth/linkedin/callback
 * (spec 3 §7), the address its developer portal registers.
 */
export const SIGN_ON_KINDS = ['oidc', 'linkedin'] as const;
export type SignOnKind = (typeof SIGN_ON_KINDS)[number];
export const SIGN_ON_LINKEDIN_CALLBACK_PATH = '/auth/linkedin/callback';
export const LINKEDIN_ISSUER = 'https://www.linkedin.com/oauth';
export const signOnCallbackPath = (kind: SignOnKind) => (kind === 'linkedin' ? SIGN_ON_LINKEDIN_CALLBACK_PATH : SIGN_ON_CALLBACK_PATH);

/** An issuer is an http(s) address without credentials, query or fragment (OpenID Connect Discovery §2). */
function isIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const name = () => z.string('validation.invalid').trim().min(1, 'sso.nameRequired').max(SIGN_ON_NAME_MAX);
const issuer = () =>
  z
    .string('validation.invalid')
    .trim()
    .min(1, 'sso.issuerRequired')
    .max(LINK_MAX_LENGTH)
    // Kept as typed, trailing slash included: discovery compares it with the provider's own, character for character.
    .refine(isIssuer, 'sso.issuerInvalid');
const clientId = () => z.string('validation.invalid').trim().min(1, 'sso.clientIdRequired').max(SIGN_ON_CLIENT_ID_MAX);
const claim = () =>
  z
    .string('validation.invalid')
    .trim()
    .max(SIGN_ON_CLAIM_MAX)
    .regex(/^[\w.:/-]*$/, 'sso.claimInvalid');
/** Sent as `audience` where the provider issues tokens for a named API (Auth0); empty sends none. */
const audience = () => z.string('validation.invalid').trim().max(LINK_MAX_LENGTH);
const mappings = () =>
  z.array(z.object({ value: z.string('validation.invalid').trim().min(1, 'sso.valueRequired').max(SIGN_ON_CLAIM_VALUE_MAX), roleId: recordId() })).max(SIGN_ON_MAPPINGS_MAX);

type Mapped = { roleClaim?: string; roleMappings?: Array<{ value: string }> };

/** A mapping needs the claim it reads, and each value maps once. */
function checkMappings(input: Mapped, ctx: z.RefinementCtx) {
  const rows = input.roleMappings ?? [];
  if (rows.length && input.roleClaim === '') ctx.addIssue({ code: 'custom', message: 'sso.claimRequired', path: ['roleClaim'] });
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.value)) ctx.addIssue({ code: 'custom', message: 'sso.valueTwice', path: ['roleMappings', index, 'value'] });
    seen.add(row.value);
  });
}

/** createSignOnProvider. No secret: a public client, protected by PKCE alone. */
export const signOnProviderSchema = () =>
  z
    .object({
      kind: z.enum(SIGN_ON_KINDS, 'validation.invalid').default('oidc'),
      name: name(),
      issuer: issuer(),
      clientId: clientId(),
      clientSecret: z.string('validation.invalid').trim().max(SIGN_ON_SECRET_MAX).default(''),
      enabled: z.boolean().default(true),
      allowPassword: z.boolean().default(true),
      roleClaim: claim().default(''),
      roleMappings: mappings().default([]),
      defaultRoleId: recordId(),
      createPeople: z.boolean().default(true),
      audience: audience().default(''),
    })
    .superRefine(checkMappings);
export type SignOnProviderInput = z.input<ReturnType<typeof signOnProviderSchema>>;

/** updateSignOnProvider: only the fields sent change; a secret left out (or null) is kept. */
export const signOnProviderChangesSchema = () =>
  z
    .object({
      kind: z.enum(SIGN_ON_KINDS, 'validation.invalid').optional(),
      name: name().optional(),
      issuer: issuer().optional(),
      clientId: clientId().optional(),
      clientSecret: z.string('validation.invalid').trim().max(SIGN_ON_SECRET_MAX).nullish(),
      enabled: z.boolean().optional(),
      allowPassword: z.boolean().optional(),
      roleClaim: claim().optional(),
      roleMappings: mappings().optional(),
      defaultRoleId: recordId().optional(),
      createPeople: z.boolean().optional(),
      audience: audience().optional(),
    })
    .superRefine(checkMappings);
export type SignOnProviderChanges = z.input<ReturnType<typeof signOnProviderChangesSchema>>;

/** A same-origin path to come back to after signing in; anything else is home. */
export function signOnReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > LINK_MAX_LENGTH) return '/';
  return value;
}

/** startSignOn's arguments. */
export const signOnStartSchema = () =>
  z.object({
    // A provider's id, or "linkedin": the organisation's LinkedIn provider (/auth/linkedin).
    provider: z.union([z.literal('linkedin'), recordId()], 'validation.invalid'),
    returnTo: z.string('validation.invalid').max(LINK_MAX_LENGTH).nullish().transform(signOnReturnPath),
    prompt: z.enum(SIGN_ON_PROMPTS, 'validation.invalid').nullish(),
    loginHint: z.string('validation.invalid').trim().max(320).nullish(),
  });

/** completeSignOn's arguments: what the provider put in the callback's address. */
export const signOnCompleteSchema = () =>
  z.object({
    code: z.string('validation.invalid').min(1).max(4000),
    state: z.string('validation.invalid').min(1).max(200),
    iss: z.string('validation.invalid').max(LINK_MAX_LENGTH).nullish(),
    binding: z.string('validation.invalid').min(1).max(200),
  });
