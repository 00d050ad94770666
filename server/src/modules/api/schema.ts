import { API_AREAS, WEBHOOK_EVENT_KINDS } from '@seedbed/contracts/api-access';
import type { Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import type { ApiTokenRow, WebhookDeliveryRow, WebhookRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { requireWebhooks } from './access.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './tokens.ts';
import { createWebhook, deleteWebhook, listWebhooks, replayWebhookDelivery, sendTestWebhook, updateWebhook, webhookDeliveries, webhookSecret } from './webhooks.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function person(ctx: Context, id: string | null) {
  const user = id ? await userLoaders(ctx).user.load(id) : null;
  return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
}

const ApiToken = builder.objectRef<ApiTokenRow>('ApiToken').implement({
  description: 'A token of the public API. Its secret is shown once, when it is made; only its first characters (`prefix`) are kept readable.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    prefix: t.exposeString('prefix', { nullable: false }),
    scopes: t.exposeStringList('scopes', { nullable: false }),
    organisation: t.boolean({ nullable: false, description: "The organisation's token (acting as the admin who made it), not a person's own.", resolve: (row) => !row.ownerId }),
    createdBy: t.field({ type: Person, resolve: (row, _a, ctx) => person(ctx, row.createdBy) }),
    current: t.boolean({ nullable: false, description: 'The request itself came with this token.', resolve: (row, _a, ctx) => ctx.viewer?.api?.tokenId === row.id }),
    lastUsedAt: t.string({ resolve: (row) => iso(row.lastUsedAt) }),
    expiresAt: t.string({ resolve: (row) => iso(row.expiresAt) }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const CreatedApiToken = builder.objectRef<{ token: string; apiToken: ApiTokenRow }>('CreatedApiToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', { nullable: false, description: 'The secret, shown this once: send it as `Authorization: Bearer <token>`.' }),
    apiToken: t.field({ type: ApiToken, nullable: false, resolve: (r) => r.apiToken }),
  }),
});

const ApiScopeArea = builder.objectRef<(typeof API_AREAS)[number]>('ApiScopeArea').implement({
  description: 'An area of the API that scopes open: `read:<area>` its queries, `write:<area>` its changes.',
  fields: (t) => ({
    area: t.string({ nullable: false, resolve: (area) => area }),
    label: t.string({ nullable: false, resolve: (area, _a, ctx) => ctx.t(`apiAccess.areas.${area}`) }),
    readScope: t.string({ nullable: false, resolve: (area) => `read:${area}` }),
    writeScope: t.string({ nullable: false, resolve: (area) => `write:${area}` }),
  }),
});

const Webhook = builder.objectRef<WebhookRow>('Webhook').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    url: t.exposeString('url', { nullable: false }),
    description: t.exposeString('description', { nullable: false }),
    eventKinds: t.exposeStringList('eventKinds', { nullable: false }),
    enabled: t.exposeBoolean('enabled', { nullable: false }),
    failureCount: t.exposeInt('failureCount', { nullable: false, description: 'Failed attempts in a row; the webhook turns itself off past the limit.' }),
    disabledAt: t.string({ description: 'When it turned itself off for failing (null when a person turned it off).', resolve: (row) => iso(row.disabledAt) }),
    createdBy: t.field({ type: Person, resolve: (row, _a, ctx) => person(ctx, row.createdBy) }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const CreatedWebhook = builder.objectRef<{ webhook: WebhookRow; secret: string }>('CreatedWebhook').implement({
  fields: (t) => ({
    webhook: t.field({ type: Webhook, nullable: false, resolve: (r) => r.webhook }),
    secret: t.exposeString('secret', { nullable: false, description: 'The signing secret (`Seedbed-Signature`); admins may read it again with `webhookSecret`.' }),
  }),
});

const WebhookDeliveryStatus = builder.enumType('WebhookDeliveryStatus', { values: ['PENDING', 'SUCCEEDED', 'FAILED'] as const });

const WebhookDelivery = builder.objectRef<WebhookDeliveryRow>('WebhookDelivery').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    eventId: t.exposeID('eventId', { nullable: false }),
    eventKind: t.exposeString('eventKind', { nullable: false }),
    status: t.field({ type: WebhookDeliveryStatus, nullable: false, resolve: (row) => row.status as 'PENDING' | 'SUCCEEDED' | 'FAILED' }),
    attempts: t.exposeInt('attempts', { nullable: false }),
    test: t.exposeBoolean('test', { nullable: false }),
    replayOf: t.exposeID('replayOf'),
    nextAttemptAt: t.string({ resolve: (row) => iso(row.nextAttemptAt) }),
    lastAttemptAt: t.string({ resolve: (row) => iso(row.lastAttemptAt) }),
    responseStatus: t.exposeInt('responseStatus'),
    responseExcerpt: t.exposeString('responseExcerpt', { description: "The start of the receiver's answer, or why no answer came (TIMEOUT, UNREACHABLE, PRIVATE_ADDRESS…)." }),
    durationMs: t.exposeInt('durationMs'),
    payload: t.string({ nullable: false, description: 'The JSON body posted.', resolve: (row) => JSON.stringify(row.payload) }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
  }),
});

const WebhookDeliveryPage = builder.objectRef<{ results: WebhookDeliveryRow[]; next: string | null }>('WebhookDeliveryPage').implement({
  fields: (t) => ({
    results: t.field({ type: [WebhookDelivery], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next'),
  }),
});

const WebhookEventKind = builder.objectRef<(typeof WEBHOOK_EVENT_KINDS)[number]>('WebhookEventKind').implement({
  fields: (t) => ({
    kind: t.string({ nullable: false, resolve: (kind) => kind }),
    label: t.string({ nullable: false, resolve: (kind, _a, ctx) => ctx.t(`apiAccess.eventKinds.${kind}`) }),
  }),
});

const WebhookInput = builder.inputType('WebhookInput', {
  fields: (t) => ({ url: t.string({ required: true }), description: t.string(), eventKinds: t.stringList({ required: true }), enabled: t.boolean() }),
});

const WebhookChanges = builder.inputType('WebhookChanges', {
  fields: (t) => ({ url: t.string(), description: t.string(), eventKinds: t.stringList(), enabled: t.boolean() }),
});

builder.queryFields((t) => ({
  apiTokens: t.field({
    type: [ApiToken],
    nullable: false,
    description: "The viewer's own API tokens, and the organisation's for its admins; newest first, revoked ones left out.",
    resolve: (_r, _a, ctx) => listApiTokens(ctx),
  }),
  apiScopes: t.field({ type: [ApiScopeArea], nullable: false, description: 'The areas scopes name, with their labels.', resolve: () => [...API_AREAS] }),
  webhooks: t.field({ type: [Webhook], nullable: false, description: "The organisation's webhooks (admins).", resolve: (_r, _a, ctx) => listWebhooks(ctx) }),
  webhookSecret: t.string({
    nullable: false,
    description: "A webhook's signing secret (admins).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => webhookSecret(ctx, String(args.id)),
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryPage,
    nullable: false,
    description: "A webhook's delivery log, newest first; `next` is null on the last page.",
    args: { webhookId: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => webhookDeliveries(ctx, String(args.webhookId), args.cursor, args.limit),
  }),
  webhookEventKinds: t.field({
    type: [WebhookEventKind],
    nullable: false,
    description: 'The events webhooks may subscribe to.',
    resolve: (_r, _a, ctx) => {
      requireWebhooks(ctx);
      return [...WEBHOOK_EVENT_KINDS];
    },
  }),
}));

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiToken,
    nullable: false,
    args: {
      name: t.arg.string({ required: true }),
      scopes: t.arg.stringList({ required: true, description: '`read:<area>`, `write:<area>`, `read:*`, `write:*` (see apiScopes).' }),
      expiresAt: t.arg.string({ description: 'ISO-8601; none: until revoked.' }),
      organisation: t.arg.boolean({ description: "The organisation's token (organisation admins): it acts as its maker while they remain an admin." }),
    },
    resolve: (_r, args, ctx) => createApiToken(ctx, args),
  }),
  revokeApiToken: t.boolean({ nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => revokeApiToken(ctx, {}, String(args.id)) }),
  createWebhook: t.field({
    type: CreatedWebhook,
    nullable: false,
    args: { data: t.arg({ type: WebhookInput, required: true }) },
    resolve: (_r, args, ctx) => createWebhook(ctx, args.data),
  }),
  updateWebhook: t.field({
    type: Webhook,
    nullable: false,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: WebhookChanges, required: true }) },
    resolve: (_r, args, ctx) => updateWebhook(ctx, args.data, String(args.id)),
  }),
  deleteWebhook: t.boolean({ nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => deleteWebhook(ctx, {}, String(args.id)) }),
  replayWebhookDelivery: t.field({
    type: WebhookDelivery,
    nullable: false,
    description: 'Queues the same event again as a new delivery.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => replayWebhookDelivery(ctx, {}, String(args.id)),
  }),
  sendTestWebhook: t.field({
    type: WebhookDelivery,
    nullable: false,
    description: 'Queues a `webhook.test` delivery, tried once.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => sendTestWebhook(ctx, String(args.id)),
  }),
}));
