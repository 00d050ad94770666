import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { USER_GROUPS } from '@seedbed/contracts/roles';
import { userListFilterSchema, type UserSort } from '@seedbed/contracts/list-filters';
import type { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { parseInput } from '../../core/validation.ts';
import { personNameAndAddress, type UserRow } from '../../db/schema/index.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { visibleUsersCondition } from './access.ts';

const u = schema.users;
const r = schema.roles;

export { USER_SORTS, type UserSort } from '@seedbed/contracts/list-filters';

// The same shape a saved view of the list is checked against.
const filterSchema = userListFilterSchema.nullish();
export type UsersFilter = z.infer<typeof filterSchema>;

/** Users joined to their roles: how the list and what reads a saved view of it join them. */
export const userRoleJoin = and(eq(r.incubatorId, u.incubatorId), eq(r.id, u.roleId));

/**
 * What the list's filter asks of a user joined to their role (userRoleJoin): the search, the
 * statuses (deleted accounts only when asked), role types, roles and groups. A saved view of the
 * list reaches the same people (e-mail recipients).
 */
export function userFilterConditions(filter: UsersFilter): Array<SQL | undefined> {
  const conditions: Array<SQL | undefined> = [];
  const pattern = containsPattern(filter?.search);
  if (pattern) {
    // The first name, the last name, "first last" and the address in one test of one text (users_list_search_idx).
    conditions.push(sql`${personNameAndAddress(u)} LIKE lower(${pattern})`);
  }
  conditions.push(filter?.statuses?.length ? inArray(u.status, filter.statuses) : sql`${u.status} <> 'deleted'`);
  if (filter?.roleTypes?.length) conditions.push(inArray(r.type, filter.roleTypes));
  if (filter?.roleIds?.length) conditions.push(inArray(u.roleId, filter.roleIds));
  if (filter?.userGroups?.length) {
    const types = filter.userGroups.flatMap((g) => USER_GROUPS[g]);
    // A user without a role is 'other' (contracts userGroupOf), like a type outside the catalogue.
    conditions.push(filter.userGroups.includes('other') ? or(inArray(r.type, types), isNull(r.type)) : inArray(r.type, types));
  }
  return conditions;
}

/**
 * How many people the list holds. For a viewer who sees everyone and a filter of statuses at most,
 * the sum of the counts the database's triggers keep (user_status_counts: one row per status, all
 * but deleted when none are named) instead of a count of the tenant's people.
 */
async function usersTotal(db: Db, tenant: string, filter: UsersFilter, visible: SQL | undefined, conditions: Array<SQL | undefined>): Promise<number> {
  const byStatusAlone = !visible && !containsPattern(filter?.search) && !filter?.roleTypes?.length && !filter?.roleIds?.length && !filter?.userGroups?.length;
  if (byStatusAlone) {
    const c = schema.userStatusCounts;
    const statuses = filter?.statuses;
    const [{ total }] = await db
      .select({ total: sql<number>`coalesce(sum(${c.total}), 0)::int` })
      .from(c)
      .where(and(eq(c.incubatorId, tenant), statuses?.length ? inArray(c.status, statuses) : ne(c.status, 'deleted')));
    return total;
  }
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(u)
    .leftJoin(r, userRoleJoin)
    .where(and(...conditions));
  return total;
}

export interface UsersPage {
  results: UserRow[];
  totalCount: number;
  next: string | null;
}

/**
 * The organisation's people, filtered, searched, sorted by name (users_name_idx) or newest first
 * (users_created_idx) and keyset-paged: a page is one index range at any depth. Deleted accounts
 * are left out unless the filter asks for them.
 */
export async function listUsers(
  ctx: Context,
  rawFilter: unknown,
  sort: UserSort,
  cursor: string | null | undefined,
  limit: number | null | undefined,
  // An export reads every page in larger steps and counts the rows once, with its first page.
  { countTotal = true, maxLimit = 100 }: { countTotal?: boolean; maxLimit?: number } = {},
): Promise<UsersPage> {
  const filter = parseInput(filterSchema, rawFilter);
  const visible = await visibleUsersCondition(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, maxLimit);
  const conditions: Array<SQL | undefined> = [eq(u.incubatorId, ctx.incubator.id), visible, ...userFilterConditions(filter)];
  const total = countTotal ? await usersTotal(db, ctx.incubator.id, filter, visible, conditions) : -1;

  let keyset: SQL | undefined;
  if (cursor) {
    if (sort === 'NAME') {
      const [firstName, lastName, id] = decodeCursor(cursor, [cursorPart.text, cursorPart.text, cursorPart.id]);
      keyset = sql`(${u.firstName}, ${u.lastName}, ${u.id}) > (${firstName}, ${lastName}, ${id}::uuid)`;
    } else {
      const [createdAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
      keyset = sql`(${u.createdAt}, ${u.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
    }
  }
  const order = sort === 'NAME' ? [asc(u.firstName), asc(u.lastName), asc(u.id)] : [desc(u.createdAt), desc(u.id)];
  // One more row than asked tells whether another page follows.
  // The creation time travels with its microseconds: a JavaScript Date would drop them.
  const rows = await db
    .select({ user: u, createdKey: exactTime(u.createdAt) })
    .from(u)
    .leftJoin(r, userRoleJoin)
    .where(and(...conditions, keyset))
    .orderBy(...order)
    .limit(size + 1);
  const results = rows.slice(0, size).map((row) => row.user);
  const lastRow = rows[size - 1];
  const last = lastRow?.user;
  const next = rows.length > size && last ? encodeCursor(sort === 'NAME' ? [last.firstName, last.lastName, last.id] : [lastRow.createdKey, last.id]) : null;
  return { results, totalCount: total, next };
}
