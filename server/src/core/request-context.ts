import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { runAfterCommit, type Context } from './context.ts';
import { incubatorNotFound } from './errors.ts';
import { requestLanguage, translator } from './i18n/index.ts';
import type { Services } from './services.ts';
import { RequestTransaction } from './transaction.ts';
import { bearerToken } from './auth/tokens.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { pickLanguage } from '@seedbed/contracts/languages';
import { baseHost, findIncubator, tenantKey } from './tenant-key.ts';
import { authenticate } from './auth/viewer.ts';
import { bearerSchemeOf } from './auth/bearer.ts';
import { userLoaders } from '../modules/users/loaders.ts';

export interface RequestInfo {
  host?: string;
  incubatorHeader?: string;
  authorization?: string;
  acceptLanguage?: string;
  userAgent?: string;
  requestId?: string;
  /** The client's address (Fastify's `request.ip`, behind the configured proxies). */
  address?: string;
}

export function requestInfo(request: FastifyRequest): RequestInfo {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    host: header('host'),
    incubatorHeader: header('x-incubator'),
    authorization: header('authorization'),
    acceptLanguage: header('accept-language'),
    userAgent: header('user-agent'),
    requestId: request.id,
    address: request.ip,
  };
}

export async function resolveIncubator(services: Services, host: string | undefined, header: string | undefined): Promise<IncubatorRow> {
  const key = tenantKey(host, header, { defaultTenant: services.config.defaultTenant, baseHost: baseHost(services.config) });
  const incubator = await services.kept.tenants.get(key.slug !== null ? `slug:${key.slug}` : `domain:${key.domain}`, async () => {
    const found = await findIncubator(services.pool, key);
    return found && { tenant: found.id, value: Object.freeze(found) };
  });
  if (!incubator) throw incubatorNotFound();
  return incubator;
}

/** The context of one request or one subscription; the viewer is found later, inside its transaction. */
export async function buildContext(services: Services, info: RequestInfo, incubator?: IncubatorRow): Promise<Context> {
  const tenant = incubator ?? (await resolveIncubator(services, info.host, info.incubatorHeader));
  const language = requestLanguage(null, info.acceptLanguage);
  return {
    services,
    requestId: info.requestId ?? randomUUID(),
    incubator: tenant,
    language,
    t: translator(language),
    token: bearerToken(info.authorization),
    userAgent: info.userAgent?.slice(0, 500) ?? null,
    address: info.address ?? null,
    tx: new RequestTransaction(services.pool, tenant.id),
    viewer: null,
    memo: new Map(),
    afterCommit: [],
  };
}

/**
 * Finds the viewer from the bearer token and answers in the viewer's own language from then on.
 * A token of another scheme (the public API's, `sbd_…`) is accepted only where `publicApi` says so
 * (GraphQL): elsewhere its request is anonymous.
 */
export async function identify(ctx: Context, options: { publicApi?: boolean } = {}): Promise<void> {
  if (!ctx.token) return;
  const scheme = bearerSchemeOf(ctx.token);
  if (scheme && !options.publicApi) return;
  ctx.viewer = scheme ? await scheme.authenticate(ctx, ctx.token) : await authenticate(ctx, ctx.token);
  if (ctx.viewer) {
    // The sign-in query already brought the viewer and their role: later lookups need not ask again.
    const loaders = userLoaders(ctx);
    loaders.user.prime(ctx.viewer.user.id, ctx.viewer.user);
    if (ctx.viewer.role) loaders.role.prime(ctx.viewer.role.id, ctx.viewer.role);
  }
  if (ctx.viewer?.user.language) {
    ctx.language = pickLanguage(ctx.viewer.user.language, ctx.language);
    ctx.t = translator(ctx.language);
  }
}

/** Runs a REST handler in one tenant transaction: committed when it returns, rolled back when it throws. */
export async function runRest<T>(services: Services, request: FastifyRequest, work: (ctx: Context) => Promise<T>): Promise<T> {
  const ctx = await buildContext(services, requestInfo(request));
  (request as FastifyRequest & { seedbedContext?: Context }).seedbedContext = ctx;
  return committed(ctx, async () => {
    await identify(ctx);
    return work(ctx);
  });
}

/**
 * For a request whose body is read only once the viewer is known (an upload): the bearer token is
 * looked up in a short transaction of its own, so that no connection is held while the body
 * arrives; runIn later continues in the same context, with the viewer found here.
 */
export async function identifyBeforeBody(services: Services, request: FastifyRequest): Promise<Context> {
  const ctx = await buildContext(services, requestInfo(request));
  (request as FastifyRequest & { seedbedContext?: Context }).seedbedContext = ctx;
  await committed(ctx, () => identify(ctx));
  return ctx;
}

/** Runs REST work in a context identifyBeforeBody built: one new transaction, committed or rolled back. */
export function runIn<T>(ctx: Context, work: (ctx: Context) => Promise<T>): Promise<T> {
  return committed(ctx, () => work(ctx));
}

/** Runs work in the context's transaction: committed (then the after-commit work) or rolled back. */
async function committed<T>(ctx: Context, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await ctx.tx.finish(true);
    await runAfterCommit(ctx);
    return result;
  } catch (error) {
    await ctx.tx.finish(false).catch(() => undefined);
    throw error;
  }
}

/**
 * Runs work as a given person (or as the system, with null) outside any HTTP request — the demo,
 * background jobs, the tenant command — through the same services and one committed transaction,
 * so it records events, notifies and mails exactly as a request would.
 */
export async function runAs<T>(services: Services, incubator: IncubatorRow, userId: string | null, work: (ctx: Context) => Promise<T>): Promise<T> {
  const ctx = await buildContext(services, {}, incubator);
  return committed(ctx, async () => {
    if (userId) {
      const loaders = userLoaders(ctx);
      const user = await loaders.user.load(userId);
      if (!user) throw new Error(`no user ${userId} in ${incubator.slug}`);
      ctx.viewer = { user, role: user.roleId ? await loaders.role.load(user.roleId) : null, tokenId: '' };
      ctx.language = pickLanguage(user.language, incubator.defaultLanguage);
      ctx.t = translator(ctx.language);
    }
    return work(ctx);
  });
}
