import { and, asc, count, desc, eq, exists, inArray, ne, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { STARTUP_ASSIGNABLE_ROLE_TYPES } from '@seedbed/contracts/startups';
import { startupListFilterSchema, type StartupSort } from '@seedbed/contracts/list-filters';
import { MENTOR_EXPERT } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import { personNameAndAddress, type BatchOperationRow, type UserRow } from '../../db/schema/index.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { visibleUsersCondition } from '../tasks/visibility.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { loadVisibleStartup, visibleProgramsCondition, visibleStartupsCondition } from './access.ts';
import { tagsOf } from '../taxonomy/repo.ts';
import { members, programs, st, STARTUP_TAG, type ProgramRow, type StartupRow, type TagRow } from './repo.ts';
import type { Assignee } from './loaders.ts';
import { displayName } from '../users/display-name.ts';

const MAX_LIMIT = 100;
// The same shape a saved view of the list is checked against.
const startupFilterSchema = startupListFilterSchema.nullish();
export type StartupFilter = z.infer<typeof startupFilterSchema>;

export { STARTUP_SORTS, type StartupSort } from '@seedbed/contracts/list-filters';

export interface Page<T> {
  results: T[];
  totalCount: number;
  next: string | null;
}

/** The filters beyond the search and the archive are the plan's startupFilter feature. */
const PLAN_FILTERS = ['programIds', 'industryIds', 'tagIds', 'stages', 'assignedUserIds'] as const;

type LinkTable = typeof schema.startupPrograms | typeof schema.startupIndustries | typeof schema.startupTags;

/** The startup has a row in a link table pointing at one of `ids`. */
function linkedTo(db: Db, table: LinkTable, column: AnyColumn, ids: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.incubatorId, st.incubatorId), eq(table.startupId, st.id), inArray(column, ids))),
  );
}

/**
 * The startups the list's filter reaches among those the viewer may see: the archive or the rest,
 * the search, and the plan's filters (startupFilter) — programmes, industries, tags, stages and
 * assigned people. A saved view of the list reaches the same startups (e-mail recipients).
 */
export async function startupFilterConditions(ctx: Context, filter: StartupFilter): Promise<Array<SQL | undefined>> {
  const viewer = requireViewer(ctx);
  // One's own portfolio (the startups assigned to oneself) is not a filter of the list: every plan has it.
  const ownPortfolio = filter?.assignedUserIds?.length === 1 && filter.assignedUserIds[0] === viewer.user.id;
  const filtered = PLAN_FILTERS.some((key) => filter?.[key]?.length && !(key === 'assignedUserIds' && ownPortfolio));
  if (filtered && !incubatorFlags(ctx.incubator).startupFilter) {
    throw new AppError('FEATURE_DISABLED', 'startups.filterPlanRequired', {}, { flag: 'startupFilter' });
  }
  const db = await ctx.tx.db();
  const conditions: Array<SQL | undefined> = [eq(st.incubatorId, ctx.incubator.id), eq(st.archived, filter?.archived ?? false), await visibleStartupsCondition(ctx)];
  const pattern = containsPattern(filter?.search);
  if (pattern) conditions.push(sql`lower(${st.name}) LIKE lower(${pattern})`);
  if (filter?.programIds?.length) conditions.push(linkedTo(db, schema.startupPrograms, schema.startupPrograms.programId, filter.programIds));
  if (filter?.industryIds?.length) conditions.push(linkedTo(db, schema.startupIndustries, schema.startupIndustries.industryId, filter.industryIds));
  if (filter?.tagIds?.length) conditions.push(linkedTo(db, schema.startupTags, schema.startupTags.tagId, filter.tagIds));
  if (filter?.stages?.length) conditions.push(inArray(st.stage, filter.stages));
  if (filter?.assignedUserIds?.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(members)
          .where(and(eq(members.incubatorId, st.incubatorId), eq(members.startupId, st.id), eq(members.kind, 'assigned'), inArray(members.userId, filter.assignedUserIds))),
      ),
    );
  }
  return conditions;
}

/**
 * The startups the viewer may see, filtered and searched, by name (startups_name_idx) or newest
 * first (startups_created_idx), keyset-paged so that a page is one index range at any depth.
 * Archived startups are a list of their own (the indexes lead with the flag).
 */
export async function listStartups(
  ctx: Context,
  rawFilter: unknown,
  sort: StartupSort,
  cursor: string | null | undefined,
  limit: number | null | undefined,
  // An export reads every page in larger steps and counts the rows once, with its first page.
  { countTotal = true, maxLimit = MAX_LIMIT }: { countTotal?: boolean; maxLimit?: number } = {},
): Promise<Page<StartupRow>> {
  const filter = parseInput(startupFilterSchema, rawFilter);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, maxLimit);
  const conditions = await startupFilterConditions(ctx, filter);
  const [{ total }] = countTotal
    ? await db
        .select({ total: count() })
        .from(st)
        .where(and(...conditions))
    : [{ total: -1 }];

  let keyset: SQL | undefined;
  if (cursor) {
    if (sort === 'NAME') {
      const [name, id] = decodeCursor(cursor, [cursorPart.text, cursorPart.id]);
      keyset = sql`(${st.name}, ${st.id}) > (${name}, ${id}::uuid)`;
    } else {
      const [createdAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
      keyset = sql`(${st.createdAt}, ${st.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
    }
  }
  // One more row than asked tells whether another page follows; the creation time keeps its microseconds.
  const rows = await db
    .select({ startup: st, createdKey: exactTime(st.createdAt) })
    .from(st)
    .where(and(...conditions, keyset))
    .orderBy(...(sort === 'NAME' ? [asc(st.name), asc(st.id)] : [desc(st.createdAt), desc(st.id)]))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const next = rows.length > size && last ? encodeCursor(sort === 'NAME' ? [last.startup.name, last.startup.id] : [last.createdKey, last.startup.id]) : null;
  return { results: page.map((row) => row.startup), totalCount: Number(total), next };
}

export const findVisibleStartup = (ctx: Context, id: string) => loadVisibleStartup(ctx, id);

/** The tags of category Startup, by name: the picker's choices and the list's filter. */
export async function startupTags(ctx: Context): Promise<TagRow[]> {
  requireViewer(ctx);
  return tagsOf(ctx, await ctx.tx.db(), STARTUP_TAG);
}

/** Every programme the viewer may see, by name (programs_name_idx). */
export async function listPrograms(ctx: Context): Promise<ProgramRow[]> {
  requireViewer(ctx);
  return (await ctx.tx.db())
    .select()
    .from(programs)
    .where(and(eq(programs.incubatorId, ctx.incubator.id), await visibleProgramsCondition(ctx)))
    .orderBy(asc(programs.name), asc(programs.id));
}

const u = schema.users;
const r = schema.roles;

/**
 * The organisation's mentors and experts the viewer may see, by name (users_name_idx), keyset-paged
 * on (first name, last name, id); the search tests first name, last name and e-mail together.
 */
export async function listMentors(ctx: Context, search: string | null | undefined, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<UserRow>> {
  requireViewer(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, MAX_LIMIT);
  const pattern = containsPattern(parseInput(z.string().max(200).nullish(), search));
  const conditions: Array<SQL | undefined> = [
    eq(u.incubatorId, ctx.incubator.id),
    inArray(r.type, [...MENTOR_EXPERT]),
    ne(u.status, 'deleted'),
    await visibleUsersCondition(ctx),
    pattern ? sql`${personNameAndAddress(u)} LIKE lower(${pattern})` : undefined,
  ];
  return peopleByName(db, conditions, cursor, size);
}

/**
 * A page of people with a role, by name (users_name_idx), keyset-paged on (first name, last name,
 * id) under `conditions` on users (u) and roles (r), with how many there are in all.
 */
export async function peopleByName(db: Db, conditions: Array<SQL | undefined>, cursor: string | null | undefined, size: number): Promise<Page<UserRow>> {
  const joined = and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId));
  const [{ total }] = await db
    .select({ total: count() })
    .from(u)
    .innerJoin(r, joined)
    .where(and(...conditions));
  let keyset: SQL | undefined;
  if (cursor) {
    const [firstName, lastName, id] = decodeCursor(cursor, [cursorPart.text, cursorPart.text, cursorPart.id]);
    keyset = sql`(${u.firstName}, ${u.lastName}, ${u.id}) > (${firstName}, ${lastName}, ${id}::uuid)`;
  }
  const rows = await db
    .select({ user: u })
    .from(u)
    .innerJoin(r, joined)
    .where(and(...conditions, keyset))
    .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id))
    .limit(size + 1);
  const page = rows.slice(0, size).map((row) => row.user);
  const last = page.at(-1);
  return { results: page, totalCount: Number(total), next: rows.length > size && last ? encodeCursor([last.firstName, last.lastName, last.id]) : null };
}

const ASSIGNABLE_LIMIT = 50;

/**
 * The people the pickers offer for a startup: staff, coaches, mentors and experts the viewer sees
 * who are not assigned to it yet, by name; for those who may assign people to it.
 */
export async function assignableStartupPeople(ctx: Context, startupId: string, search: string | null | undefined): Promise<Assignee[]> {
  const startup = await loadVisibleStartup(ctx, startupId);
  if (!(await isAuthorized(ctx, 'STARTUP/ASSIGNATION_MEMBERS:EDIT', [startup.id]))) throw forbidden();
  const db = await ctx.tx.db();
  const pattern = containsPattern(parseInput(z.string().max(200).nullish(), search));
  const rows = await db
    .select({ user: u, role: r })
    .from(u)
    .innerJoin(r, and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId)))
    .where(
      and(
        eq(u.incubatorId, ctx.incubator.id),
        inArray(r.type, [...STARTUP_ASSIGNABLE_ROLE_TYPES]),
        ne(u.status, 'deleted'),
        await visibleUsersCondition(ctx),
        pattern ? sql`${personNameAndAddress(u)} LIKE lower(${pattern})` : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(members)
            .where(and(eq(members.incubatorId, u.incubatorId), eq(members.userId, u.id), eq(members.startupId, startup.id), eq(members.kind, 'assigned'))),
        ),
      ),
    )
    .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id))
    .limit(ASSIGNABLE_LIMIT);
  return rows.map(({ user, role }) => ({
    id: user.id,
    fullName: displayName(user, ctx),
    avatar: user.avatar,
    roleType: role.type,
    roleLabel: role.label?.trim() || null,
  }));
}

/** The viewer's bulk operations still running, oldest first: the shell's banner picks them up again after a reload. */
export async function myRunningBatchOperations(ctx: Context): Promise<BatchOperationRow[]> {
  const viewer = requireViewer(ctx);
  const o = schema.batchOperations;
  return (await ctx.tx.db())
    .select()
    .from(o)
    .where(and(eq(o.incubatorId, ctx.incubator.id), eq(o.status, 'running'), eq(o.createdBy, viewer.user.id)))
    .orderBy(asc(o.createdAt), asc(o.id));
}
