import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { funnelChangesSchema, funnelNameSchema } from '@seedbed/contracts/applications-input';
import { slugifyFunnelName } from '@seedbed/contracts/funnel-page';
import { isLanguage } from '@seedbed/contracts/languages';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, validationError } from '../../core/errors.ts';
import { translator } from '../../core/i18n/index.ts';
import { newId } from '../../core/ids.ts';
import { mayCreateFunnels, mayDeleteFunnel, mayEditFunnel, visibleFunnel } from './access.ts';
import { checkedPage, sanitizeMail } from './page.ts';
import { requireFlag, requirePeople, requireProgram } from './references.ts';
import { fa, fn, fr, fre, roundsOf, type FunnelRow } from './repo.ts';

/** A funnel the viewer may change: one they cannot see is NOT_FOUND, one they only see is FORBIDDEN. */
export async function editableFunnel(ctx: Context, funnelId: string): Promise<FunnelRow> {
  const funnel = await visibleFunnel(ctx, funnelId);
  if (!(await mayEditFunnel(ctx, funnel.id))) throw forbidden();
  return funnel;
}

/** `base`, or `base-2`, `base-3`…: the first the organisation's funnels do not use. */
async function freeSlug(ctx: Context, db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ slug: fn.slug })
    .from(fn)
    .where(and(eq(fn.incubatorId, ctx.incubator.id), or(eq(fn.slug, base), like(fn.slug, `${base}-%`))));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function slugTaken(ctx: Context, db: Db, slug: string, funnelId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fn.id })
    .from(fn)
    .where(and(eq(fn.incubatorId, ctx.incubator.id), eq(fn.slug, slug), ne(fn.id, funnelId)));
  return Boolean(row);
}

/** Texts a funnel starts with are in the organisation's language, whoever creates it. */
export const organisationT = (ctx: Context) => translator(isLanguage(ctx.incubator.defaultLanguage) ? ctx.incubator.defaultLanguage : 'en');

/** Marks the funnel as changed, so that the management list shows it first. */
export async function touchFunnel(ctx: Context, db: Db, funnelId: string): Promise<void> {
  await db
    .update(fn)
    .set({ updatedAt: new Date() })
    .where(and(eq(fn.incubatorId, ctx.incubator.id), eq(fn.id, funnelId)));
}

export const createFunnel = defineChange({
  input: () => funnelNameSchema,
  authorize: async (ctx) => {
    requireViewer(ctx);
    if (!(await mayCreateFunnels(ctx))) throw forbidden();
  },
  async write(ctx, db, input) {
    const viewer = requireViewer(ctx);
    const tenant = ctx.incubator.id;
    const [funnel] = await db
      .insert(fn)
      .values({ incubatorId: tenant, id: newId(), name: input.name, slug: await freeSlug(ctx, db, slugifyFunnelName(input.name)), createdBy: viewer.user.id })
      .returning();
    await db.insert(fa).values({ incubatorId: tenant, funnelId: funnel.id, userId: viewer.user.id });
    await db.insert(fr).values({ incubatorId: tenant, id: newId(), funnelId: funnel.id, position: 0, name: organisationT(ctx)('funnels.defaultRoundName') });
    return { result: funnel, events: [{ kind: 'funnel.created', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelName: funnel.name } }] };
  },
});

export const updateFunnel = defineChange({
  input: () => funnelChangesSchema,
  async authorize(ctx, input, funnelId: string) {
    const funnel = await editableFunnel(ctx, funnelId);
    const db = await ctx.tx.db();
    if (input.slug !== undefined && (await slugTaken(ctx, db, input.slug, funnel.id))) throw validationError([{ field: 'slug', key: 'funnels.slugTaken' }]);
    if (input.programId) await requireProgram(ctx, db, input.programId);
    if (input.anonymous && !funnel.anonymous) requireFlag(ctx, 'anonymityApplications', 'funnels.anonymityPlanRequired');
    if (input.administratorIds) await requirePeople(ctx, db, input.administratorIds, 'administratorIds');
    const page = input.page ? await checkedPage(ctx, db, funnel, input.page) : undefined;
    return { funnel, page };
  },
  async write(ctx, db, input, { funnel, page }) {
    const tenant = ctx.incubator.id;
    const [updated] = await db
      .update(fn)
      .set({
        name: input.name,
        summary: input.summary === undefined ? undefined : input.summary || null,
        slug: input.slug,
        status: input.status,
        programId: input.programId,
        anonymous: input.anonymous,
        archived: input.archived,
        page,
        acceptanceMail: input.acceptanceMail === undefined ? undefined : input.acceptanceMail && sanitizeMail(input.acceptanceMail),
        updatedAt: new Date(),
      })
      .where(and(eq(fn.incubatorId, tenant), eq(fn.id, funnel.id)))
      .returning();
    if (input.administratorIds) {
      await db.delete(fa).where(and(eq(fa.incubatorId, tenant), eq(fa.funnelId, funnel.id)));
      await db.insert(fa).values(input.administratorIds.map((userId) => ({ incubatorId: tenant, funnelId: funnel.id, userId })));
    }
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    return { result: updated, events: [{ kind: 'funnel.updated', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelName: updated.name, fields } }] };
  },
});

/** How many applications of the funnel were sent (drafts apart): those are what a deletion would lose. */
async function submittedApplications(ctx: Context, db: Db, funnelId: string): Promise<number> {
  const ap = schema.applications;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ap)
    .where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.funnelId, funnelId), ne(ap.status, 'draft')));
  return row?.n ?? 0;
}

/**
 * Deleting a funnel deletes its applications. One that received applications must be archived
 * first, so that losing them takes two deliberate steps and an archived funnel keeps them readable
 * until then; drafts alone do not hold a deletion back.
 */
export const deleteFunnel = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, funnelId: string) {
    const funnel = await visibleFunnel(ctx, funnelId);
    if (!(await mayDeleteFunnel(ctx, funnel.id))) throw forbidden();
    const sent = await submittedApplications(ctx, await ctx.tx.db(), funnel.id);
    if (sent > 0 && !funnel.archived) throw new AppError('FUNNEL_IN_USE', 'funnels.deleteHasApplications', { number: sent });
    return funnel;
  },
  async write(ctx, db, _input, funnel) {
    await db.delete(fn).where(and(eq(fn.incubatorId, ctx.incubator.id), eq(fn.id, funnel.id)));
    return { result: true, events: [{ kind: 'funnel.deleted', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelName: funnel.name } }] };
  },
});

/**
 * A new draft funnel like the source: its page, settings, rounds with their settings and
 * evaluators, its own rejection mails, and its administrators with the person cloning it.
 * Applications stay with the source.
 */
export const cloneFunnel = defineChange({
  input: () => funnelNameSchema,
  async authorize(ctx, _input, funnelId: string) {
    const funnel = await visibleFunnel(ctx, funnelId);
    if (!(await mayCreateFunnels(ctx))) throw forbidden();
    return funnel;
  },
  async write(ctx, db, input, source) {
    const viewer = requireViewer(ctx);
    const tenant = ctx.incubator.id;
    const [funnel] = await db
      .insert(fn)
      .values({
        incubatorId: tenant,
        id: newId(),
        name: input.name,
        summary: source.summary,
        slug: await freeSlug(ctx, db, slugifyFunnelName(input.name)),
        status: 'draft',
        programId: source.programId,
        page: source.page,
        anonymous: source.anonymous,
        acceptanceMail: source.acceptanceMail,
        createdBy: viewer.user.id,
      })
      .returning();
    const admins = await db
      .select({ userId: fa.userId })
      .from(fa)
      .where(and(eq(fa.incubatorId, tenant), eq(fa.funnelId, source.id)));
    const adminIds = [...new Set([...admins.map((a) => a.userId), viewer.user.id])];
    await db.insert(fa).values(adminIds.map((userId) => ({ incubatorId: tenant, funnelId: funnel.id, userId })));

    const rounds = await roundsOf(db, tenant, source.id);
    const roundIds = new Map(rounds.map((r) => [r.id, newId()]));
    if (rounds.length) {
      await db.insert(fr).values(rounds.map(({ id, createdAt: _c, updatedAt: _u, ...round }, position) => ({ ...round, id: roundIds.get(id)!, funnelId: funnel.id, position })));
      const evaluators = await db
        .select()
        .from(fre)
        .where(and(eq(fre.incubatorId, tenant), sql`${fre.roundId} IN (SELECT id FROM funnel_rounds WHERE incubator_id = ${tenant} AND funnel_id = ${source.id})`));
      if (evaluators.length) await db.insert(fre).values(evaluators.map((e) => ({ incubatorId: tenant, roundId: roundIds.get(e.roundId as string)!, userId: e.userId as string })));
    }
    const rm = schema.rejectionMails;
    const mails = await db
      .select()
      .from(rm)
      .where(and(eq(rm.incubatorId, tenant), eq(rm.funnelId, source.id)));
    if (mails.length) {
      await db.insert(rm).values(mails.map(({ createdAt: _c, updatedAt: _u, ...mail }) => ({ ...mail, id: newId(), funnelId: funnel.id, createdBy: viewer.user.id })));
    }
    return {
      result: funnel,
      events: [{ kind: 'funnel.cloned', subjectKind: 'funnel', subjectId: funnel.id, data: { funnelName: funnel.name, sourceId: source.id, sourceName: source.name } }],
    };
  },
});
