import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SignOnKind } from '@seedbed/contracts/sign-on';
import { incubators } from './incubators.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

export interface SignOnRoleMapping {
  /** A value of the role claim (one of its values when the claim is a list, such as `groups`). */
  value: string;
  roleId: string;
}

/**
 * An OpenID Connect provider people of the organisation sign in through. The client secret is
 * stored encrypted (core/secret-box.ts) and never read back by the API. `role_claim` names the
 * claim of the ID token whose values `role_mappings` turn into a role for people created at their
 * first sign-in; `default_role_id` is theirs otherwise.
 */
export const signOnProviders = pgTable(
  'sign_on_providers',
  {
    ...tenantColumns(),
    /** 'oidc', or 'linkedin': LinkedIn comes back to /auth/linkedin/callback (contracts SIGN_ON_KINDS). */
    kind: text('kind').$type<SignOnKind>().notNull().default('oidc'),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted'),
    enabled: boolean('enabled').notNull().default(true),
    /** Whether the password form stays open beside this provider. */
    allowPassword: boolean('allow_password').notNull().default(true),
    roleClaim: text('role_claim').notNull().default(''),
    roleMappings: jsonb('role_mappings').$type<SignOnRoleMapping[]>().notNull().default([]),
    defaultRoleId: uuid('default_role_id').notNull(),
    /** Unknown addresses become people at their first sign-in; otherwise only existing people may sign in. */
    createPeople: boolean('create_people').notNull().default(true),
    /** Sent as `audience` in the authorization request when set (providers that issue tokens for a named API). */
    audience: text('audience').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    index('sign_on_providers_created_idx').on(t.incubatorId, t.createdAt, t.id),
  ],
);

/**
 * A sign-in under way: what the callback must find again (state, nonce, PKCE verifier, the page
 * to return to). Only hashes of the state and of the browser's binding are kept; a row is used
 * once and is worthless after `expires_at`.
 */
export const signOnAttempts = pgTable(
  'sign_on_attempts',
  {
    ...tenantColumns(),
    providerId: uuid('provider_id').notNull(),
    stateHash: text('state_hash').notNull(),
    bindingHash: text('binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.providerId], foreignColumns: [signOnProviders.incubatorId, signOnProviders.id] }).onDelete('cascade'),
    index('sign_on_attempts_state_idx').on(t.incubatorId, t.stateHash),
    index('sign_on_attempts_expires_idx').on(t.incubatorId, t.expiresAt),
  ],
);

export type SignOnProviderRow = typeof signOnProviders.$inferSelect;
export type SignOnAttemptRow = typeof signOnAttempts.$inferSelect;
