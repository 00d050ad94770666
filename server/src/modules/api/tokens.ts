import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { API_RATE_LIMIT, API_RATE_WINDOW_SECONDS, API_TOKEN_PREFIX, API_TOKENS_MAX, apiTokenInputSchema } from '@seedbed/contracts/api-access';
import { ORGANISATION_ADMINS, canSignIn, isInGroup } from '@seedbed/contracts/roles';
import type { BearerTokenScheme, OperationKind } from '../../core/auth/bearer.ts';
import { hashToken } from '../../core/auth/tokens.ts';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context, type Viewer } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { isOrganisationAdmin, requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { withTenant } from '../../core/transaction.ts';
import { z } from 'zod';
import type { ApiTokenRow } from '../../db/schema/index.ts';
import { userLoaders } from '../users/loaders.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { refuseFromToken, requirePublicApi } from './access.ts';
import { moduleOfField, scopesAllow } from './areas.ts';

const t = schema.apiTokens;
const WINDOW_MS = API_RATE_WINDOW_SECONDS * 1000;

/** A new secret: the prefix, then 256 random bits. Only its SHA-256 is stored. */
export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, API_TOKEN_PREFIX.length + 6) };
}

const badToken = () => new AppError('AUTHENTICATION_REQUIRED', 'apiAccess.errors.badToken');

/**
 * Finds a live token by its hash and counts the request in its rate window, in one statement and
 * a transaction of its own: the count stands even when the operation then fails and rolls back.
 */
async function useToken(ctx: Context, tokenHash: string, now: Date) {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  return withTenant(ctx.services.pool, ctx.incubator.id, async (db) => {
    const [row] = await db
      .update(t)
      .set({
        rateCount: sql`CASE WHEN ${t.rateWindowStart} = ${windowStart.toISOString()}::timestamptz THEN ${t.rateCount} + 1 ELSE 1 END`,
        rateWindowStart: windowStart,
        lastUsedAt: now,
      })
      .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.tokenHash, tokenHash), isNull(t.revokedAt), or(isNull(t.expiresAt), gt(t.expiresAt, now))))
      .returning({ id: t.id, ownerId: t.ownerId, createdBy: t.createdBy, scopes: t.scopes, rateCount: t.rateCount });
    return row ? { ...row, windowEnds: windowStart.getTime() + WINDOW_MS } : null;
  });
}

/** Refuses a root field outside the token's scopes, naming the field and the scope it needs. */
function checkOperation(scopes: readonly string[]) {
  return (kind: OperationKind, fields: readonly string[]) => {
    for (const field of fields) {
      if (scopesAllow(scopes, kind, field)) continue;
      if (kind === 'subscription') throw new AppError('FORBIDDEN', 'apiAccess.errors.noSubscriptions');
      throw new AppError('FORBIDDEN', 'apiAccess.errors.outOfScope', { field, level: kind === 'query' ? 'read' : 'write' }, { field, module: moduleOfField(kind, field) });
    }
  };
}

/**
 * `Authorization: Bearer sbd_…` on /graphql. A personal token acts as its owner; an organisation
 * token as the admin who made it, and only while they remain an organisation admin. Either way the
 * person's own permissions apply, and the token's scopes narrow what it reaches. Refused without
 * the plan's publicApi, past its end or revocation, and beyond API_RATE_LIMIT requests a window.
 */
export const apiTokenScheme: BearerTokenScheme = {
  prefix: API_TOKEN_PREFIX,
  async authenticate(ctx: Context, token: string): Promise<Viewer> {
    if (!incubatorFlags(ctx.incubator).publicApi) throw new AppError('FEATURE_DISABLED', 'apiAccess.errors.planRequired', {}, { flag: 'publicApi' });
    const now = new Date();
    const found = await useToken(ctx, hashToken(token), now);
    if (!found) throw badToken();
    if (found.rateCount > API_RATE_LIMIT) {
      const retryAfter = Math.max(1, Math.ceil((found.windowEnds - now.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', 'apiAccess.errors.rateLimited', { seconds: retryAfter }, { retryAfter });
    }
    const loaders = userLoaders(ctx);
    const user = await loaders.user.load(found.ownerId ?? found.createdBy);
    if (!user || !canSignIn(user.status)) throw badToken();
    const role = user.roleId ? await loaders.role.load(user.roleId) : null;
    if (!found.ownerId && !isInGroup(role?.type, ORGANISATION_ADMINS)) throw new AppError('FORBIDDEN', 'apiAccess.errors.creatorNotAdmin');
    return { user, role, tokenId: '', api: { tokenId: found.id, checkOperation: checkOperation(found.scopes) } };
  },
};

/** The viewer's own tokens, then (for organisation admins) the organisation's; revoked ones are gone from the list. */
export async function listApiTokens(ctx: Context): Promise<ApiTokenRow[]> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const whose = isOrganisationAdmin(ctx) ? or(eq(t.ownerId, viewer.user.id), isNull(t.ownerId)) : eq(t.ownerId, viewer.user.id);
  return db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), isNull(t.revokedAt), whose))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(API_TOKENS_MAX * 2);
}

async function countLive(ctx: Context, db: Db, ownerId: string | null): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), isNull(t.revokedAt), ownerId ? eq(t.ownerId, ownerId) : isNull(t.ownerId)));
  return n;
}

/** createApiToken: the secret is in the answer, once; the table keeps its hash. */
export const createApiToken = defineChange({
  input: () => apiTokenInputSchema,
  authorize: async (ctx, input) => {
    const viewer = requirePublicApi(ctx);
    refuseFromToken(ctx);
    if (input.organisation) requireOrganisationAdmin(ctx);
    return viewer;
  },
  async write(ctx, db, input, viewer) {
    const ownerId = input.organisation ? null : viewer.user.id;
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`api-tokens:${ctx.incubator.id}:${ownerId ?? 'organisation'}`}))`);
    if ((await countLive(ctx, db, ownerId)) >= API_TOKENS_MAX) throw validationError([{ field: 'name', key: 'apiAccess.tooManyTokens', params: { max: API_TOKENS_MAX } }]);
    const secret = newApiToken();
    const [row] = await db
      .insert(t)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        name: input.name,
        ownerId,
        createdBy: viewer.user.id,
        scopes: input.scopes,
        tokenHash: secret.hash,
        prefix: secret.prefix,
        expiresAt: input.expiresAt,
      })
      .returning();
    return {
      result: { token: secret.token, apiToken: row },
      events: [{ kind: 'apiToken.created', subjectKind: 'apiToken', subjectId: row.id, data: { name: row.name, organisation: !ownerId, scopes: row.scopes } }],
    };
  },
});

/** A token the viewer may revoke: their own, or an organisation token when they are an organisation admin. */
async function revocableToken(ctx: Context, id: string): Promise<ApiTokenRow> {
  const viewer = requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const db = await ctx.tx.db();
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, id), isNull(t.revokedAt)))
    .limit(1);
  if (!row || (row.ownerId ? row.ownerId !== viewer.user.id : !isOrganisationAdmin(ctx))) throw notFound();
  return row;
}

export const revokeApiToken = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => revocableToken(ctx, id),
  async write(ctx, db, _input, row) {
    await db
      .update(t)
      .set({ revokedAt: new Date() })
      .where(and(eq(t.incubatorId, ctx.incubator.id), eq(t.id, row.id)));
    return { result: true, events: [{ kind: 'apiToken.revoked', subjectKind: 'apiToken', subjectId: row.id, data: { name: row.name, organisation: !row.ownerId } }] };
  },
});
