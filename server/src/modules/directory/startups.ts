import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { communityStartupsArgsSchema } from '@seedbed/contracts/community-input';
import { DIRECTORY_PAGE_SIZE } from '@seedbed/contracts/community';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { visibleProgramsCondition } from '../startups/access.ts';
import type { StartupRow } from '../startups/repo.ts';
import { likeLower, searchWords, visibleProgramIds, type DirectoryPage } from './people.ts';
import { visibleStartups } from './visibility.ts';

const st = schema.startups;
const pr = schema.programs;
const ind = schema.industries;
const sp = schema.startupPrograms;
const si = schema.startupIndustries;
const stt = schema.startupTags;

/** A startup linked to one of these ids (or to what a subquery answers) through a link table. */
const linked = (db: Db, tenant: string, table: typeof sp | typeof si | typeof stt, column: AnyColumn, ids: readonly string[] | SQLWrapper) =>
  inArray(
    st.id,
    db
      .select({ id: table.startupId })
      .from(table)
      .where(and(eq(table.incubatorId, tenant), inArray(column, ids))),
  );

/**
 * The startups directory (spec 1 §2.2 /community/search/startups): the startups the viewer may see
 * (visibleStartups, startupAccess), archived ones apart, searched word by word in the name, an
 * industry (for STARTUP:INDUSTRY:VIEW holders) or a programme the viewer sees, filtered, by name
 * (startups_name_idx), keyset-paged on (name, id). Industry and tag filters need the keys that let
 * one see them (STARTUP:INDUSTRY:VIEW, TAGS:STARTUP:VIEW).
 */
export async function communityStartups(ctx: Context, rawArgs: unknown): Promise<DirectoryPage<StartupRow>> {
  const viewer = requireViewer(ctx);
  const { filter, cursor, limit } = parseInput(communityStartupsArgsSchema(), rawArgs);
  const mayIndustries = await isAuthorized(ctx, 'STARTUP:INDUSTRY:VIEW');
  if (filter?.industryIds?.length && !mayIndustries) throw new AppError('FORBIDDEN', 'directory.industryFilterForbidden');
  if (filter?.tagIds?.length && !(await isAuthorized(ctx, 'TAGS:STARTUP:VIEW'))) throw new AppError('FORBIDDEN', 'directory.tagFilterForbidden');
  const after = cursor ? decodeCursor(cursor, [cursorPart.text, cursorPart.id]) : null;
  const size = limit ?? DIRECTORY_PAGE_SIZE;
  if (viewer.role?.startupAccess?.visibilitySettings === 'NONE') return { results: [], next: null };

  const db = await ctx.tx.db();
  const tenant = ctx.incubator.id;
  const conditions: Array<SQL | undefined> = [eq(st.incubatorId, tenant), eq(st.archived, false), await visibleStartups(ctx)];
  if (filter?.programIds?.length) conditions.push(linked(db, tenant, sp, sp.programId, await visibleProgramIds(ctx, db, filter.programIds, 'filter.programIds')));
  if (filter?.industryIds?.length) conditions.push(linked(db, tenant, si, si.industryId, filter.industryIds));
  if (filter?.tagIds?.length) conditions.push(linked(db, tenant, stt, stt.tagId, filter.tagIds));
  for (const { pattern } of searchWords(filter?.search)) {
    const programsNamed = db
      .select({ id: pr.id })
      .from(pr)
      .where(and(eq(pr.incubatorId, tenant), likeLower(pr.name, pattern), await visibleProgramsCondition(ctx)));
    const industriesNamed = db
      .select({ id: ind.id })
      .from(ind)
      .where(and(eq(ind.incubatorId, tenant), likeLower(ind.name, pattern)));
    conditions.push(
      or(likeLower(st.name, pattern), linked(db, tenant, sp, sp.programId, programsNamed), mayIndustries ? linked(db, tenant, si, si.industryId, industriesNamed) : undefined),
    );
  }
  if (after) conditions.push(sql`(${st.name}, ${st.id}) > (${after[0]}, ${after[1]}::uuid)`);

  // One more row than asked tells whether another page follows.
  const rows = await db
    .select()
    .from(st)
    .where(and(...conditions))
    .orderBy(asc(st.name), asc(st.id))
    .limit(size + 1);
  const results = rows.slice(0, size);
  const last = results.at(-1);
  return { results, next: rows.length > size && last ? encodeCursor([last.name, last.id]) : null };
}
