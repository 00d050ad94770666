import DataLoader from 'dataloader';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { TagCategory } from '@seedbed/contracts/taxonomy';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { RoleRow, UserRow } from '../../db/schema/index.ts';
import { displayName } from './display-name.ts';

const SKILL_TAG = 'UserSkills' satisfies TagCategory;

export interface StartupSummary {
  id: string;
  name: string;
  logo: string | null;
}
export interface Named {
  id: string;
  name: string;
}

const s = schema;

/** Groups rows by a key in the order of the requested keys (DataLoader's contract). */
function groupBy<K, R>(keys: readonly K[], rows: R[], keyOf: (r: R) => K): R[][] {
  const map = new Map<K, R[]>();
  for (const row of rows) {
    const k = keyOf(row);
    if (!map.has(k)) map.set(k, []);
    map.get(k)!.push(row);
  }
  return keys.map((k) => map.get(k) ?? []);
}

/** Per-request loaders: one query per kind of thing, however many users a page shows. */
export function userLoaders(ctx: Context) {
  return memo(ctx, 'userLoaders', () => {
    const db = () => ctx.tx.db();
    const tenant = ctx.incubator.id;
    return {
      user: new DataLoader<string, UserRow | null>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(s.users)
          .where(and(eq(s.users.incubatorId, tenant), inArray(s.users.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      role: new DataLoader<string, RoleRow | null>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(s.roles)
          .where(and(eq(s.roles.incubatorId, tenant), inArray(s.roles.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      /** Startups a user belongs to, by membership kind ('founder:<id>' or 'assigned:<id>'). */
      startups: new DataLoader<string, StartupSummary[]>(async (keys) => {
        const pairs = keys.map((k) => k.split(':') as [string, string]);
        const rows = await (await db())
          .select({ userId: s.startupMembers.userId, kind: s.startupMembers.kind, id: s.startups.id, name: s.startups.name, logo: s.startups.logo })
          .from(s.startupMembers)
          .innerJoin(s.startups, and(eq(s.startups.incubatorId, s.startupMembers.incubatorId), eq(s.startups.id, s.startupMembers.startupId)))
          .where(and(eq(s.startupMembers.incubatorId, tenant), inArray(s.startupMembers.userId, [...new Set(pairs.map((p) => p[1]))])))
          .orderBy(s.startupMembers.createdAt);
        return groupBy(keys, rows, (r) => `${r.kind}:${r.userId}`).map((list) => list.map(({ id, name, logo }) => ({ id, name, logo })));
      }),
      /** Founders of each startup. */
      founders: new DataLoader<string, Array<{ id: string; fullName: string }>>(async (startupIds) => {
        const rows = await (await db())
          .select({ startupId: s.startupMembers.startupId, id: s.users.id, firstName: s.users.firstName, lastName: s.users.lastName, status: s.users.status })
          .from(s.startupMembers)
          .innerJoin(s.users, and(eq(s.users.incubatorId, s.startupMembers.incubatorId), eq(s.users.id, s.startupMembers.userId)))
          .where(and(eq(s.startupMembers.incubatorId, tenant), eq(s.startupMembers.kind, 'founder'), inArray(s.startupMembers.startupId, [...startupIds])))
          .orderBy(s.startupMembers.createdAt, s.startupMembers.userId);
        return groupBy(startupIds, rows, (r) => r.startupId).map((list) => list.map((r) => ({ id: r.id, fullName: displayName(r, ctx) })));
      }),
      // A person's skills are tags too (category UserSkills), chosen by themselves: kept apart from the tags the organisation gives.
      userTags: linkLoader(ctx, s.userTags, s.userTags.userId, s.tags, s.userTags.tagId, ne(s.tags.category, SKILL_TAG)),
      userSkills: linkLoader(ctx, s.userTags, s.userTags.userId, s.tags, s.userTags.tagId, eq(s.tags.category, SKILL_TAG)),
      userIndustries: linkLoader(ctx, s.userIndustries, s.userIndustries.userId, s.industries, s.userIndustries.industryId),
      userPrograms: linkLoader(ctx, s.userPrograms, s.userPrograms.userId, s.programs, s.userPrograms.programId),
      startupTags: idLoader(ctx, s.startupTags, s.startupTags.startupId, s.startupTags.tagId),
      startupIndustries: idLoader(ctx, s.startupIndustries, s.startupIndustries.startupId, s.startupIndustries.industryId),
      startupPrograms: idLoader(ctx, s.startupPrograms, s.startupPrograms.startupId, s.startupPrograms.programId),
    };
  });
}

/** Named things (tags, industries, programmes) linked to an owner through a link table. */
function linkLoader(ctx: Context, link: any, ownerCol: any, target: any, targetCol: any, only?: SQL) {
  return new DataLoader<string, Named[]>(async (owners) => {
    const rows: Array<{ owner: string; id: string; name: string }> = await (await ctx.tx.db())
      .select({ owner: ownerCol, id: target.id, name: target.name })
      .from(link)
      .innerJoin(target, and(eq(target.incubatorId, link.incubatorId), eq(target.id, targetCol)))
      .where(and(eq(link.incubatorId, ctx.incubator.id), inArray(ownerCol, [...owners]), only))
      .orderBy(target.name);
    return groupBy(owners, rows, (r) => r.owner).map((list) => list.map(({ id, name }) => ({ id, name })));
  });
}

/** Ids linked to an owner through a link table. */
function idLoader(ctx: Context, link: any, ownerCol: any, targetCol: any) {
  return new DataLoader<string, string[]>(async (owners) => {
    const rows: Array<{ owner: string; id: string }> = await (await ctx.tx.db())
      .select({ owner: ownerCol, id: targetCol })
      .from(link)
      .where(and(eq(link.incubatorId, ctx.incubator.id), inArray(ownerCol, [...owners])));
    return groupBy(owners, rows, (r) => r.owner).map((list) => list.map((r) => r.id));
  });
}
