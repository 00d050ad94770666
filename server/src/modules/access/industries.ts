import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId, newId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { authorize } from '../permissions/scope.ts';
import { requireFlag } from './guard.ts';
import { industryInput } from './validation.ts';

const i = schema.industries;

export interface IndustryUsage {
  id: string;
  name: string;
  usage: number;
}

/** The catalogue with how many startups and people use each industry, counted in one grouped query. */
export async function listIndustries(ctx: Context): Promise<IndustryUsage[]> {
  await authorize(ctx, 'INDUSTRIES:VIEW');
  const db = await ctx.tx.db();
  const links = sql`(
    SELECT industry_id FROM ${schema.startupIndustries} WHERE incubator_id = ${ctx.incubator.id}
    UNION ALL
    SELECT industry_id FROM ${schema.userIndustries} WHERE incubator_id = ${ctx.incubator.id}
  )`;
  return db
    .select({ id: i.id, name: i.name, usage: sql<number>`count(used.industry_id)::int` })
    .from(i)
    .leftJoin(sql`${links} AS used`, sql`used.industry_id = ${i.id}`)
    .where(eq(i.incubatorId, ctx.incubator.id))
    .groupBy(i.id, i.name)
    .orderBy(asc(sql`lower(${i.name})`), asc(i.id));
}

async function findIndustry(ctx: Context, db: Db, industryId: string) {
  if (!isId(industryId)) throw notFound();
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.incubatorId, ctx.incubator.id), eq(i.id, industryId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Names are unique regardless of case. Two admins adding the same name at once are serialised by a
 * per-tenant lock held to the end of the transaction, so the check cannot be raced.
 */
async function refuseTakenName(ctx: Context, db: Db, name: string, exceptId?: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`industries:${ctx.incubator.id}`}))`);
  const [taken] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.incubatorId, ctx.incubator.id), sql`lower(${i.name}) = lower(${name})`, exceptId ? ne(i.id, exceptId) : undefined));
  if (taken) throw validationError([{ field: 'name', key: 'access.industries.nameTaken' }]);
}

async function prepareChange(ctx: Context, key: 'INDUSTRIES:CREATE' | 'INDUSTRIES:EDIT', args: { name?: string }) {
  await authorize(ctx, key);
  requireFlag(ctx, 'editIndustries');
  return { db: await ctx.tx.db(), input: args.name === undefined ? null : parseInput(industryInput, args) };
}

export async function createIndustry(ctx: Context, args: { name: string }) {
  const { db, input } = await prepareChange(ctx, 'INDUSTRIES:CREATE', args);
  await refuseTakenName(ctx, db, input!.name);
  const [row] = await db.insert(i).values({ incubatorId: ctx.incubator.id, id: newId(), name: input!.name }).returning();
  await recordEvent(ctx, db, { kind: 'industry.created', subjectKind: 'industry', subjectId: row.id, data: { name: row.name } });
  return row;
}

export async function updateIndustry(ctx: Context, args: { industryId: string; name: string }) {
  const { db, input } = await prepareChange(ctx, 'INDUSTRIES:EDIT', { name: args.name });
  const industry = await findIndustry(ctx, db, args.industryId);
  if (industry.name === input!.name) return industry;
  await refuseTakenName(ctx, db, input!.name, industry.id);
  const [row] = await db
    .update(i)
    .set({ name: input!.name })
    .where(and(eq(i.incubatorId, ctx.incubator.id), eq(i.id, industry.id)))
    .returning();
  await recordEvent(ctx, db, { kind: 'industry.updated', subjectKind: 'industry', subjectId: row.id, data: { from: industry.name, to: row.name } });
  return row;
}

/** Deleting an industry in use takes it off those startups and people (the links cascade); the web warns first. */
export async function deleteIndustry(ctx: Context, industryId: string): Promise<boolean> {
  const { db } = await prepareChange(ctx, 'INDUSTRIES:EDIT', {});
  const industry = await findIndustry(ctx, db, industryId);
  await db.delete(i).where(and(eq(i.incubatorId, ctx.incubator.id), eq(i.id, industry.id)));
  await recordEvent(ctx, db, { kind: 'industry.deleted', subjectKind: 'industry', subjectId: industry.id, data: { name: industry.name } });
  return true;
}
