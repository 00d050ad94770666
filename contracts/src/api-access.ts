/**
 * The public API: token scopes by area, the domain events an organisation may subscribe webhooks
 * to, and the inputs of the tokens and webhooks screens (the server checks the very same schemas).
 */
import { z } from './zod.ts';
import { refuse } from './schemas.ts';
import { checkInstant } from './checks.ts';
import { LINK_MAX_LENGTH } from './validation.ts';

/** Every API token starts so, which tells it from a sign-in token at a glance (and to secret scanners). */
export const API_TOKEN_PREFIX = 'sbd_';

/**
 * The areas a token's scopes name: each covers the root fields of some server modules
 * (modules/api/areas.ts). `read:<area>` allows its queries, `write:<area>` its mutations.
 */
export const API_AREAS = [
  'startups',
  'tasks',
  'applications',
  'forms',
  'metrics',
  'coaching',
  'events',
  'courses',
  'community',
  'resources',
  'people',
  'organisation',
  'integrations',
] as const;
export type ApiArea = (typeof API_AREAS)[number];

export const API_ACCESS_LEVELS = ['read', 'write'] as const;
export type ApiAccessLevel = (typeof API_ACCESS_LEVELS)[number];

/** `read:*` and `write:*` cover every area, those added later included. */
export const API_SCOPES = [
  ...API_ACCESS_LEVELS.map((level) => `${level}:*` as const),
  ...API_ACCESS_LEVELS.flatMap((level) => API_AREAS.map((area) => `${level}:${area}` as const)),
];
export type ApiScope = (typeof API_SCOPES)[number];
export const isApiScope = (value: string): value is ApiScope => (API_SCOPES as readonly string[]).includes(value);

/** Requests one token may make in one window; beyond, 429 with Retry-After. */
export const API_RATE_LIMIT = 600;
export const API_RATE_WINDOW_SECONDS = 300;

export const API_TOKEN_NAME_MAX_LENGTH = 80;
/** Tokens one person (or the organisation) keeps: a list, not an archive. */
export const API_TOKENS_MAX = 50;

/**
 * The events a webhook may subscribe to: catalogue kinds whose payloads the deliveries reduce to
 * ids and public fields, and `metrics.submitted` (a startup's metrics report reaching its timeline).
 */
export const WEBHOOK_EVENT_KINDS = [
  'startup.created',
  'startup.updated',
  'startup.archived',
  'startup.deleted',
  'application.created',
  'application.submitted',
  'application.statusChanged',
  'coaching.sessionCreated',
  'coaching.meetingBooked',
  'coaching.sessionCancelled',
  'coaching.sessionEnded',
  'events.published',
  'events.registered',
  'events.registrationCancelled',
  'task.created',
  'task.done',
  'milestone.created',
  'milestone.updated',
  'courses.enrolled',
  'courses.completed',
  'form.answered',
  'metrics.submitted',
] as const;
export type WebhookEventKind = (typeof WEBHOOK_EVENT_KINDS)[number];
/** Sent by "Send a test": never caused by a change. */
export const WEBHOOK_TEST_KIND = 'webhook.test';

/** Attempts of one delivery, and the waits between them (1 min, 5 min, 30 min, 2 h, 12 h). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 43200] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** Failed attempts in a row after which a webhook is turned off until an admin turns it on again. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 25;
export const WEBHOOKS_MAX = 20;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

const name = () => z.string('validation.required').trim().min(1, 'validation.required').max(API_TOKEN_NAME_MAX_LENGTH, 'validation.maxLength');

/** createApiToken: a name, at least one scope, an optional end in the future. */
export const apiTokenInputSchema = z.object({
  name: name(),
  scopes: z
    .array(z.string().refine(isApiScope, 'apiAccess.unknownScope'), 'apiAccess.scopesRequired')
    .min(1, 'apiAccess.scopesRequired')
    .max(API_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: z
    .string()
    .max(40)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const checked = checkInstant(value);
      if (!('date' in checked)) return refuse(ctx, checked.error);
      if (checked.date.getTime() <= Date.now()) return refuse(ctx, { key: 'apiAccess.expiryInPast' });
      return checked.date;
    }),
  organisation: z.boolean().nullish().transform(Boolean),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

/** A webhook's address: https, or http (a receiver inside the organisation's own network, a test). */
const webhookUrl = () =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(LINK_MAX_LENGTH, 'validation.maxLength')
    .transform((value, ctx) => {
      try {
        const url = new URL(value);
        if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password) return url.href;
      } catch {
        // Not an address: refused below.
      }
      return refuse(ctx, { key: 'apiAccess.badUrl' });
    });

const eventKinds = () =>
  z
    .array(
      z.string().refine((kind) => (WEBHOOK_EVENT_KINDS as readonly string[]).includes(kind), 'apiAccess.unknownEventKind'),
      'apiAccess.eventKindsRequired',
    )
    .min(1, 'apiAccess.eventKindsRequired')
    .max(WEBHOOK_EVENT_KINDS.length)
    .transform((kinds) => [...new Set(kinds)] as WebhookEventKind[]);

const description = () => z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, 'validation.maxLength').nullish();

/** createWebhook. */
export const webhookInputSchema = z.object({
  url: webhookUrl(),
  description: description().transform((value) => value ?? ''),
  eventKinds: eventKinds(),
  enabled: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** updateWebhook: any of the fields. */
export const webhookChangesSchema = z.object({
  url: webhookUrl().optional(),
  description: description().transform((value) => (value === undefined ? undefined : (value ?? ''))),
  eventKinds: eventKinds().optional(),
  enabled: z
    .boolean()
    .nullish()
    .transform((value) => value ?? undefined),
});
export type WebhookChanges = z.input<typeof webhookChangesSchema>;
