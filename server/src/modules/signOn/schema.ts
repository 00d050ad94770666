import { SIGN_ON_KINDS } from '@seedbed/contracts/sign-on';
import { AppError } from '../../core/errors.ts';
import { builder } from '../../core/schema-builder.ts';
import type { SignOnProviderRow } from '../../db/schema/index.ts';
import { requireSignOnAdmin } from './access.ts';
import { completeSignOn, redirectUriOf, startSignOn } from './flow.ts';
import { discoverNow } from './oidc.ts';
import { listProviders } from './repo.ts';
import { createSignOnProvider, deleteSignOnProvider, providerToTest, updateSignOnProvider } from './service.ts';

const SignOnProviderKind = builder.enumType('SignOnProviderKind', {
  values: SIGN_ON_KINDS,
  description: 'oidc: any OpenID Connect provider, back at /auth/callback; linkedin: LinkedIn, started at /auth/linkedin and back at /auth/linkedin/callback.',
});

const SignOnRoleMapping = builder.objectRef<{ value: string; roleId: string }>('SignOnRoleMapping').implement({
  fields: (t) => ({
    value: t.exposeString('value', { nullable: false }),
    roleId: t.exposeID('roleId', { nullable: false }),
  }),
});

export const SignOnProvider = builder.objectRef<SignOnProviderRow>('SignOnProvider').implement({
  description: 'An OpenID Connect provider people of the organisation sign in through. The client secret is never read back.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.field({ type: SignOnProviderKind, nullable: false, resolve: (p) => p.kind }),
    name: t.exposeString('name', { nullable: false, description: 'Shown on its sign-in button.' }),
    issuer: t.exposeString('issuer', { nullable: false }),
    clientId: t.exposeString('clientId', { nullable: false }),
    clientSecretSet: t.boolean({ nullable: false, resolve: (p) => Boolean(p.clientSecretEncrypted) }),
    enabled: t.exposeBoolean('enabled', { nullable: false }),
    allowPassword: t.exposeBoolean('allowPassword', { nullable: false, description: 'The password form stays open beside it.' }),
    roleClaim: t.exposeString('roleClaim', { nullable: false }),
    roleMappings: t.field({ type: [SignOnRoleMapping], nullable: false, resolve: (p) => p.roleMappings }),
    defaultRoleId: t.exposeID('defaultRoleId', { nullable: false }),
    createPeople: t.exposeBoolean('createPeople', { nullable: false }),
    audience: t.exposeString('audience', { nullable: false }),
    redirectUri: t.string({ nullable: false, description: 'The address to register at this provider as the redirect URI.', resolve: (p, _a, ctx) => redirectUriOf(ctx, p.kind) }),
    updatedAt: t.string({ nullable: false, resolve: (p) => p.updatedAt.toISOString() }),
  }),
});

const SignOnSettings = builder.objectRef<{ redirectUri: string; linkedinRedirectUri: string }>('SignOnSettings').implement({
  fields: (t) => ({
    redirectUri: t.exposeString('redirectUri', { nullable: false, description: 'The address to register at an OpenID Connect provider as the redirect URI.' }),
    linkedinRedirectUri: t.exposeString('linkedinRedirectUri', { nullable: false, description: 'The address to register in a LinkedIn app as its authorized redirect URL.' }),
  }),
});

const SignOnTest = builder.objectRef<{ issuer: string; authorizationEndpoint: string | null; scopes: string[] }>('SignOnTest').implement({
  fields: (t) => ({
    issuer: t.exposeString('issuer', { nullable: false }),
    authorizationEndpoint: t.exposeString('authorizationEndpoint'),
    scopes: t.exposeStringList('scopes', { nullable: false }),
  }),
});

const SignOnStart = builder.objectRef<{ url: string; binding: string; providerName: string }>('SignOnStart').implement({
  fields: (t) => ({
    url: t.exposeString('url', { nullable: false, description: "The provider's authorization address to send the browser to." }),
    binding: t.exposeString('binding', { nullable: false, description: 'Kept by the browser and sent back with completeSignOn.' }),
    providerName: t.exposeString('providerName', { nullable: false }),
  }),
});

const SignOnUser = builder.objectRef<{ _id: string; email: string; fullName: string }>('SignOnUser').implement({
  fields: (t) => ({
    _id: t.exposeID('_id', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
  }),
});

const SignOnResult = builder.objectRef<{ token: string; user: { _id: string; email: string; fullName: string }; returnTo: string }>('SignOnResult').implement({
  description: 'As POST /auth/local answers, with the page to return to.',
  fields: (t) => ({
    token: t.exposeString('token', { nullable: false }),
    user: t.field({ type: SignOnUser, nullable: false, resolve: (r) => r.user }),
    returnTo: t.exposeString('returnTo', { nullable: false }),
  }),
});

const MappingInput = builder.inputType('SignOnRoleMappingInput', {
  fields: (t) => ({ value: t.string({ required: true }), roleId: t.id({ required: true }) }),
});

const ProviderInput = builder.inputType('SignOnProviderInput', {
  description: 'As signOnProviderSchema (contracts/sign-on.ts); an update changes only the fields sent, and keeps the secret unless one is sent.',
  fields: (t) => ({
    kind: t.field({ type: SignOnProviderKind }),
    name: t.string(),
    issuer: t.string(),
    clientId: t.string(),
    clientSecret: t.string(),
    enabled: t.boolean(),
    allowPassword: t.boolean(),
    roleClaim: t.string(),
    roleMappings: t.field({ type: [MappingInput] }),
    defaultRoleId: t.id(),
    createPeople: t.boolean(),
    audience: t.string(),
  }),
});

const sent = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));

builder.queryFields((t) => ({
  signOnProviders: t.field({
    type: [SignOnProvider],
    nullable: false,
    description: "The organisation's OpenID Connect providers (organisation admins, plan flag auth0).",
    resolve: async (_r, _a, ctx) => {
      requireSignOnAdmin(ctx);
      return listProviders(await ctx.tx.db(), ctx.incubator.id);
    },
  }),
  signOnSettings: t.field({
    type: SignOnSettings,
    nullable: false,
    resolve: (_r, _a, ctx) => {
      requireSignOnAdmin(ctx);
      return { redirectUri: redirectUriOf(ctx, 'oidc'), linkedinRedirectUri: redirectUriOf(ctx, 'linkedin') };
    },
  }),
}));

builder.mutationFields((t) => ({
  createSignOnProvider: t.field({
    type: SignOnProvider,
    nullable: false,
    args: { data: t.arg({ type: ProviderInput, required: true }) },
    resolve: (_r, args, ctx) => createSignOnProvider(ctx, sent(args.data)),
  }),
  updateSignOnProvider: t.field({
    type: SignOnProvider,
    nullable: false,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: ProviderInput, required: true }) },
    resolve: (_r, args, ctx) => updateSignOnProvider(ctx, sent(args.data), String(args.id)),
  }),
  deleteSignOnProvider: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteSignOnProvider(ctx, {}, String(args.id)),
  }),
  testSignOnProvider: t.field({
    type: SignOnTest,
    nullable: false,
    description: "Reads the provider's discovery document afresh: its metadata, or a translated SSO_FAILED.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const provider = await providerToTest(ctx, String(args.id));
      try {
        const metadata = await discoverNow(ctx.services.config, provider);
        return { issuer: metadata.issuer, authorizationEndpoint: metadata.authorization_endpoint ?? null, scopes: metadata.scopes_supported ?? [] };
      } catch (error) {
        ctx.services.log.info({ err: error, provider: provider.id }, 'sign-on provider test failed');
        throw new AppError('SSO_FAILED', 'sso.testFailed', { issuer: provider.issuer });
      }
    },
  }),
  startSignOn: t.field({
    type: SignOnStart,
    nullable: false,
    description: 'Starts a sign-in through a provider (the /auth/url page); open to visitors.',
    args: { provider: t.arg.id({ required: true }), returnTo: t.arg.string(), prompt: t.arg.string(), loginHint: t.arg.string() },
    resolve: (_r, args, ctx) => startSignOn(ctx, { ...args, provider: String(args.provider) }),
  }),
  completeSignOn: t.field({
    type: SignOnResult,
    nullable: false,
    description: 'Finishes a sign-in with what the provider put in the /auth/callback address; answers a sign-in token as POST /auth/local does.',
    args: { code: t.arg.string({ required: true }), state: t.arg.string({ required: true }), iss: t.arg.string(), binding: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => completeSignOn(ctx, args),
  }),
}));
