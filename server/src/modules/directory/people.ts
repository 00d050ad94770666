import { and, asc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { communityPeopleArgsSchema } from '@seedbed/contracts/community-input';
import { DIRECTORY_PAGE_SIZE } from '@seedbed/contracts/community';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFoundField } from '../../core/errors.ts';
import { translator } from '../../core/i18n/index.ts';
import { parseInput } from '../../core/validation.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { loadVisibleStartup, visibleProgramsCondition } from '../startups/access.ts';
import { SKILL_TAG } from '../startups/repo.ts';
import { containsPattern } from '../tasks/list-search.ts';
import { roleTypeIn, visiblePeople, visibleStartups } from './visibility.ts';

const u = schema.users;
const r = schema.roles;
const st = schema.startups;
const pr = schema.programs;
const tags = schema.tags;
const ind = schema.industries;
const m = schema.startupMembers;
const sp = schema.startupPrograms;
const ut = schema.userTags;
const ui = schema.userIndustries;
const up = schema.userPrograms;

export interface DirectoryPage<T> {
  results: T[];
  next: string | null;
}

/** A search of at most this many words: each must be found somewhere. */
const SEARCH_WORDS_MAX = 6;

/** The words of a search, each with the LIKE pattern that finds it anywhere (case is compared after lower()). */
export function searchWords(search: string | null | undefined): Array<{ word: string; pattern: string }> {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
  return words.map((word) => ({ word, pattern: containsPattern(word)! }));
}

export const likeLower = (expression: SQLWrapper, pattern: string): SQL => sql`lower(${expression}) LIKE lower(${pattern})`;

/** The programmes of this tenant the viewer may see among `ids`; any other id is NOT_FOUND on the field. */
export async function visibleProgramIds(ctx: Context, db: Db, ids: readonly string[], field: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: pr.id })
    .from(pr)
    .where(and(eq(pr.incubatorId, ctx.incubator.id), inArray(pr.id, [...ids]), await visibleProgramsCondition(ctx)));
  if (rows.length !== ids.length) throw notFoundField(field);
  return rows.map((row) => row.id);
}

/** Whether the viewer holds a key of the registry; a filter that needs it is refused without it. */
async function requireKeyForFilter(ctx: Context, key: string, used: boolean, message: string): Promise<void> {
  if (used && !(await isAuthorized(ctx, key))) throw new AppError('FORBIDDEN', message);
}

/** The role types whose name, in the reader's language or in English, holds the word. */
function roleTypesNamed(ctx: Context, word: string): string[] {
  const english = translator('en');
  const needle = word.toLocaleLowerCase();
  const named = ROLE_TYPES.filter((type) => [ctx.t(`roleTypes.${type}`), english(`roleTypes.${type}`)].some((name) => name.toLocaleLowerCase().includes(needle)));
  // A solo cofounder reads 'Founder' (spec 1 §3).
  return named.includes('founder') ? [...named, 'cofounder'] : named;
}

/**
 * A set of people as a condition on users, read the cheaper of two ways. Few (at most
 * INLINE_MAX): their ids, fetched first from each part's own index (the name's from the trigram
 * index), so that the page reads them by key. Many: the condition each row of the name order is
 * tested with (hashed subqueries), which finds a page after a few rows since so many match. The
 * parts are read as one UNION ALL that stops once it has passed INLINE_MAX rows, so a common word
 * costs no more than a rare one to tell apart.
 */
const INLINE_MAX = 500;

async function narrowTo(db: Db, parts: readonly SQLWrapper[], rowCondition: SQL): Promise<SQL> {
  const union = sql.join(
    parts.map((part) => sql`${part}`),
    sql` UNION ALL `,
  );
  const { rows } = await db.execute<Record<string, string>>(sql`${union} LIMIT ${INLINE_MAX + 1}`);
  if (rows.length > INLINE_MAX) return rowCondition;
  // The union's one column is named after its first part's; ids read from the database are well-formed, so they travel as one array parameter.
  const ids = [...new Set(rows.map((row) => Object.values(row)[0]))];
  return ids.length ? sql`${u.id} = ANY(${`{${ids.join(',')}}`}::uuid[])` : sql`false`;
}

const nameAndHeadline = sql`${u.firstName} || ' ' || ${u.lastName} || ' ' || coalesce(${u.headline}, '')`;

/**
 * People found by one word of the search: in their name or headline (users_directory_search_idx,
 * a trigram index on this very expression), their skills, their industries (only for
 * USER:INDUSTRY:VIEW holders), their role's name, the name of a startup they are on that the viewer
 * sees, or of a programme of theirs the viewer sees.
 */
async function wordCondition(ctx: Context, db: Db, pattern: string, word: string, industries: boolean): Promise<SQL> {
  const tenant = ctx.incubator.id;
  const types = roleTypesNamed(ctx, word);
  const rolesNamed = db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.incubatorId, tenant),
        or(likeLower(sql`coalesce(${r.label}, '')`, pattern), types.length ? and(sql`btrim(coalesce(${r.label}, '')) = ''`, inArray(r.type, types)) : undefined),
      ),
    );
  const startupsNamed = db
    .select({ id: st.id })
    .from(st)
    .where(and(eq(st.incubatorId, tenant), likeLower(st.name, pattern), await visibleStartups(ctx)));
  const programsNamed = db
    .select({ id: pr.id })
    .from(pr)
    .where(and(eq(pr.incubatorId, tenant), likeLower(pr.name, pattern), await visibleProgramsCondition(ctx)));
  const others: SQLWrapper[] = [
    db
      .select({ id: ut.userId })
      .from(ut)
      .innerJoin(tags, and(eq(tags.incubatorId, ut.incubatorId), eq(tags.id, ut.tagId)))
      .where(and(eq(ut.incubatorId, tenant), eq(tags.category, SKILL_TAG), likeLower(tags.name, pattern))),
    db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.incubatorId, tenant), inArray(u.roleId, rolesNamed))),
    db
      .select({ id: m.userId })
      .from(m)
      .where(and(eq(m.incubatorId, tenant), inArray(m.startupId, startupsNamed))),
    ...programPeople(db, tenant, programsNamed),
  ];
  if (industries) {
    others.push(
      db
        .select({ id: ui.userId })
        .from(ui)
        .innerJoin(ind, and(eq(ind.incubatorId, ui.incubatorId), eq(ind.id, ui.industryId)))
        .where(and(eq(ui.incubatorId, tenant), likeLower(ind.name, pattern))),
    );
  }
  const named = db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, tenant), likeLower(nameAndHeadline, pattern)));
  return narrowTo(db, [named, ...others], or(likeLower(nameAndHeadline, pattern), ...others.map((part) => inArray(u.id, part)))!);
}

/** The people of programmes, in two parts: taking part themselves (user_programs), or founding a startup in one. */
function programPeople(db: Db, tenant: string, ids: readonly string[] | SQLWrapper) {
  return [
    db
      .select({ id: up.userId })
      .from(up)
      .where(and(eq(up.incubatorId, tenant), inArray(up.programId, ids))),
    db
      .select({ id: m.userId })
      .from(m)
      .innerJoin(sp, and(eq(sp.incubatorId, m.incubatorId), eq(sp.startupId, m.startupId)))
      .where(and(eq(m.incubatorId, tenant), eq(m.kind, 'founder'), inArray(sp.programId, ids))),
  ];
}

/** People of programmes, as a condition on users. */
function peopleOfPrograms(db: Db, tenant: string, ids: readonly string[]): Promise<SQL> {
  const parts = programPeople(db, tenant, ids);
  return narrowTo(db, parts, or(...parts.map((part) => inArray(u.id, part)))!);
}

/**
 * The people directory (spec 1 §2.2 /community/search/people): everyone the viewer may see
 * (visiblePeople), searched word by word and filtered, by name (users_name_idx), keyset-paged on
 * (first name, last name, id). Filters: role types; programmes the viewer sees; industries
 * (USER:INDUSTRY:VIEW) and the organisation's tags of people (TAGS:USER:VIEW) — refused without
 * the key; skills; the people of one startup the viewer sees.
 */
export async function communityPeople(ctx: Context, rawArgs: unknown): Promise<DirectoryPage<UserRow>> {
  const viewer = requireViewer(ctx);
  const { filter, cursor, limit } = parseInput(communityPeopleArgsSchema(), rawArgs);
  const mayIndustries = await isAuthorized(ctx, 'USER:INDUSTRY:VIEW');
  await requireKeyForFilter(ctx, 'USER:INDUSTRY:VIEW', Boolean(filter?.industryIds?.length), 'directory.industryFilterForbidden');
  await requireKeyForFilter(ctx, 'TAGS:USER:VIEW', Boolean(filter?.tagIds?.length), 'directory.tagFilterForbidden');
  const after = cursor ? decodeCursor(cursor, [cursorPart.text, cursorPart.text, cursorPart.id]) : null;
  const size = limit ?? DIRECTORY_PAGE_SIZE;
  if (viewer.role?.userAccess?.visibilitySettings === 'NONE' || !viewer.role?.userAccess) return { results: [], next: null };

  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const conditions: Array<SQL | undefined> = [eq(u.incubatorId, tenant), await visiblePeople(ctx)];
  if (filter?.roleTypes?.length) conditions.push(roleTypeIn(tenant, filter.roleTypes));
  if (filter?.programIds?.length) conditions.push(await peopleOfPrograms(db, tenant, await visibleProgramIds(ctx, db, filter.programIds, 'filter.programIds')));
  if (filter?.industryIds?.length) {
    conditions.push(
      inArray(
        u.id,
        db
          .select({ id: ui.userId })
          .from(ui)
          .where(and(eq(ui.incubatorId, tenant), inArray(ui.industryId, filter.industryIds))),
      ),
    );
  }
  if (filter?.tagIds?.length) {
    conditions.push(
      inArray(
        u.id,
        db
          .select({ id: ut.userId })
          .from(ut)
          .innerJoin(tags, and(eq(tags.incubatorId, ut.incubatorId), eq(tags.id, ut.tagId)))
          .where(and(eq(ut.incubatorId, tenant), ne(tags.category, SKILL_TAG), inArray(ut.tagId, filter.tagIds))),
      ),
    );
  }
  if (filter?.skills?.length) {
    conditions.push(
      inArray(
        u.id,
        db
          .select({ id: ut.userId })
          .from(ut)
          .innerJoin(tags, and(eq(tags.incubatorId, ut.incubatorId), eq(tags.id, ut.tagId)))
          .where(and(eq(ut.incubatorId, tenant), eq(tags.category, SKILL_TAG), inArray(ut.tagId, filter.skills))),
      ),
    );
  }
  if (filter?.startupId) {
    await loadVisibleStartup(ctx, filter.startupId);
    conditions.push(
      inArray(
        u.id,
        db
          .select({ id: m.userId })
          .from(m)
          .where(and(eq(m.incubatorId, tenant), eq(m.startupId, filter.startupId))),
      ),
    );
  }
  for (const { word, pattern } of searchWords(filter?.search)) conditions.push(await wordCondition(ctx, db, pattern, word, mayIndustries));
  if (after) conditions.push(sql`(${u.firstName}, ${u.lastName}, ${u.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`);

  // One more row than asked tells whether another page follows.
  const rows = await db
    .select()
    .from(u)
    .where(and(...conditions))
    .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id))
    .limit(size + 1);
  const results = rows.slice(0, size);
  const last = results.at(-1);
  return { results, next: rows.length > size && last ? encodeCursor([last.firstName, last.lastName, last.id]) : null };
}
