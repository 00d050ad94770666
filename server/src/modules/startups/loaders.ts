import DataLoader from 'dataloader';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { visibleUsersCondition } from '../tasks/visibility.ts';
import { visibleStartupsCondition } from './access.ts';
import { members, st } from './repo.ts';

export interface Person {
  id: string;
  fullName: string;
}
export interface Founder extends Person {
  founderType: string;
}
export interface Assignee extends Person {
  avatar: string | null;
  roleType: string | null;
  /** The role's own label, null when it has none (the reader's side names the type). */
  roleLabel: string | null;
}
export interface Named {
  id: string;
  name: string;
}
export interface TagView extends Named {
  color: string | null;
  /** One of TAG_CATEGORIES (contracts/taxonomy.ts). */
  category: string;
}
export interface StartupSummary extends Named {
  logo: string | null;
}

const s = schema;
const u = s.users;
const r = s.roles;

/** Rows grouped by key, in the order of the keys asked for (DataLoader's contract). */
function grouped<R, V>(keys: readonly string[], rows: R[], keyOf: (row: R) => string | null, view: (row: R) => V): V[][] {
  const map = new Map<string | null, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    map.set(key, [...(map.get(key) ?? []), view(row)]);
  }
  return keys.map((key) => map.get(key) ?? []);
}

/**
 * Per-request loaders for what startups, programmes and mentors show: one query per kind of
 * thing, however long the list. Startups and people are only ever the ones the viewer may see.
 */
export function startupLoaders(ctx: Context) {
  return memo(ctx, 'startupLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    const person = (row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'status'>): Person => ({ id: row.id, fullName: displayName(row, ctx) });

    /** People linked to owners through a query `of(owners)` that selects `owner` and the user. */
    const people = <V>(
      of: (owners: string[], visible: SQL) => Promise<Array<{ owner: string | null; user: UserRow; role: typeof r.$inferSelect | null }>>,
      view: (row: any) => V,
    ) => new DataLoader<string, V[]>(async (owners) => grouped(owners, await of([...owners], await visibleUsersCondition(ctx)), (row) => row.owner, view));

    const memberQuery = (kind: 'founder' | 'assigned') => async (startupIds: string[], visible: SQL) =>
      (await db())
        .select({ owner: members.startupId, user: u, role: r, founderType: members.founderType })
        .from(members)
        .innerJoin(u, and(eq(u.incubatorId, members.incubatorId), eq(u.id, members.userId)))
        .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
        .where(and(eq(members.incubatorId, tenant), eq(members.kind, kind), inArray(members.startupId, startupIds), visible))
        .orderBy(asc(members.createdAt), asc(members.userId));

    const assignee = (row: { user: typeof u.$inferSelect; role: typeof r.$inferSelect | null }): Assignee => ({
      ...person(row.user),
      avatar: row.user.avatar,
      roleType: row.role?.type ?? null,
      roleLabel: row.role?.label?.trim() || null,
    });

    /** Named records (industries, tags, programmes) linked to startups or users through a link table. */
    function linked<V>(link: any, ownerColumn: any, target: any, targetColumn: any, view: (row: any) => V) {
      return new DataLoader<string, V[]>(async (owners) => {
        const rows = await (await db())
          .select({ owner: ownerColumn, target })
          .from(link)
          .innerJoin(target, and(eq(target.incubatorId, link.incubatorId), eq(target.id, targetColumn)))
          .where(and(eq(link.incubatorId, tenant), inArray(ownerColumn, [...owners])))
          .orderBy(asc(target.name), asc(target.id));
        return grouped(
          owners,
          rows as Array<{ owner: string; target: any }>,
          (row) => row.owner,
          (row) => view(row.target),
        );
      });
    }
    const named = (row: Named): Named => ({ id: row.id, name: row.name });
    const tag = (row: TagView): TagView => ({ id: row.id, name: row.name, color: row.color, category: row.category });

    /** Startups linked to owners, only those the viewer sees, by name. */
    const startupsOf = (query: (owners: string[], visible: SQL) => Promise<Array<{ owner: string | null; startup: StartupSummary }>>) =>
      new DataLoader<string, StartupSummary[]>(async (owners) =>
        grouped(
          owners,
          await query([...owners], await visibleStartupsCondition(ctx)),
          (row) => row.owner,
          (row) => row.startup,
        ),
      );
    const summary = { id: st.id, name: st.name, logo: st.logo };
    const sp = s.startupPrograms;
    const up = s.userPrograms;
    const pa = s.programAdmins;

    return {
      founders: people<Founder>(memberQuery('founder'), (row) => ({ ...person(row.user), founderType: row.founderType ?? 'cofounder' })),
      assignees: people<Assignee>(memberQuery('assigned'), assignee),
      industries: linked(s.startupIndustries, s.startupIndustries.startupId, s.industries, s.startupIndustries.industryId, named),
      tags: linked(s.startupTags, s.startupTags.startupId, s.tags, s.startupTags.tagId, tag),
      programs: linked(sp, sp.startupId, s.programs, sp.programId, named),
      userTags: linked(s.userTags, s.userTags.userId, s.tags, s.userTags.tagId, tag),
      userIndustries: linked(s.userIndustries, s.userIndustries.userId, s.industries, s.userIndustries.industryId, named),

      /** The startups a person is assigned to (a mentor's portfolio). */
      assignedStartups: startupsOf(async (userIds, visible) =>
        (await db())
          .select({ owner: members.userId, startup: summary })
          .from(members)
          .innerJoin(st, and(eq(st.incubatorId, members.incubatorId), eq(st.id, members.startupId)))
          .where(and(eq(members.incubatorId, tenant), eq(members.kind, 'assigned'), inArray(members.userId, userIds), eq(st.archived, false), visible))
          .orderBy(asc(st.name), asc(st.id)),
      ),
      programStartups: startupsOf(async (programIds, visible) =>
        (await db())
          .select({ owner: sp.programId, startup: summary })
          .from(sp)
          .innerJoin(st, and(eq(st.incubatorId, sp.incubatorId), eq(st.id, sp.startupId)))
          .where(and(eq(sp.incubatorId, tenant), inArray(sp.programId, programIds), eq(st.archived, false), visible))
          .orderBy(asc(st.name), asc(st.id)),
      ),
      programStartupCount: new DataLoader<string, number>(async (programIds) => {
        const rows = await (await db())
          .select({ owner: sp.programId, total: count() })
          .from(sp)
          .innerJoin(st, and(eq(st.incubatorId, sp.incubatorId), eq(st.id, sp.startupId)))
          .where(and(eq(sp.incubatorId, tenant), inArray(sp.programId, [...programIds]), eq(st.archived, false), await visibleStartupsCondition(ctx)))
          .groupBy(sp.programId);
        const totals = new Map(rows.map((row) => [row.owner as string, Number(row.total)]));
        return programIds.map((id) => totals.get(id) ?? 0);
      }),
      programAdmins: people<Person>(
        async (programIds, visible) =>
          (await db())
            .select({ owner: pa.programId, user: u, role: r })
            .from(pa)
            .innerJoin(u, and(eq(u.incubatorId, pa.incubatorId), eq(u.id, pa.userId)))
            .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
            .where(and(eq(pa.incubatorId, tenant), inArray(pa.programId, programIds), visible))
            .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id)),
        (row) => person(row.user),
      ),
      /** A programme's people: those taking part in it, and the founders and assignees of its startups. */
      programPeople: new DataLoader<string, Person[]>(async (programIds) => {
        const visible = await visibleUsersCondition(ctx);
        const visibleStartups = await visibleStartupsCondition(ctx);
        const participants = await (await db())
          .select({ owner: up.programId, user: u })
          .from(up)
          .innerJoin(u, and(eq(u.incubatorId, up.incubatorId), eq(u.id, up.userId)))
          .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
          .where(and(eq(up.incubatorId, tenant), inArray(up.programId, [...programIds]), visible));
        const teams = await (await db())
          .select({ owner: sp.programId, user: u })
          .from(sp)
          .innerJoin(st, and(eq(st.incubatorId, sp.incubatorId), eq(st.id, sp.startupId)))
          .innerJoin(members, and(eq(members.incubatorId, sp.incubatorId), eq(members.startupId, sp.startupId)))
          .innerJoin(u, and(eq(u.incubatorId, members.incubatorId), eq(u.id, members.userId)))
          .leftJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
          .where(and(eq(sp.incubatorId, tenant), inArray(sp.programId, [...programIds]), visibleStartups, visible));
        return grouped(
          programIds,
          [...participants, ...teams],
          (row) => row.owner,
          (row): Person => person(row.user),
        ).map((list) => [...new Map(list.map((p) => [p.id, p])).values()].sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id)));
      }),
    };
  });
}

/** Tags by id (the topics and tags a record names), one query per request whatever their number. */
function tagsById(ctx: Context) {
  return memo(
    ctx,
    'tagsById',
    () =>
      new DataLoader<string, TagView | null>(async (ids) => {
        const t = schema.tags;
        const rows = await (await ctx.tx.db())
          .select({ id: t.id, name: t.name, color: t.color, category: t.category })
          .from(t)
          .where(and(eq(t.incubatorId, ctx.incubator.id), inArray(t.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
  );
}

/** The tags of these ids that exist, in the order given (a tag deleted since is left out). */
export async function loadTags(ctx: Context, ids: readonly string[]): Promise<TagView[]> {
  return (await tagsById(ctx).loadMany([...ids])).filter((tag): tag is TagView => Boolean(tag) && !(tag instanceof Error));
}
