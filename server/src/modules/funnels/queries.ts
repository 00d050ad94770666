import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { funnelListFilterSchema } from '@seedbed/contracts/applications-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { parseInput } from '../../core/validation.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { adminFunnelIds, mayListAllFunnels } from './access.ts';
import { fn, type FunnelRow } from './repo.ts';

export interface FunnelPage {
  results: FunnelRow[];
  totalCount: number;
  next: string | null;
}

/**
 * The management list, most recently changed first, keyset-paged on (updated_at, id) within one
 * range of funnels_list_idx. FUNNELS:VIEW:LIST lists every funnel; others list those they administer.
 */
export async function listFunnels(ctx: Context, rawFilter: unknown, cursor: string | null | undefined, limit: number | null | undefined): Promise<FunnelPage> {
  requireViewer(ctx);
  const filter = parseInput(funnelListFilterSchema, rawFilter);
  const conditions: Array<SQL | undefined> = [eq(fn.incubatorId, ctx.incubator.id), eq(fn.archived, filter?.archived ?? false)];
  if (!(await mayListAllFunnels(ctx))) {
    const mine = [...(await adminFunnelIds(ctx))];
    if (!mine.length) return { results: [], totalCount: 0, next: null };
    conditions.push(inArray(fn.id, mine));
  }
  if (filter?.status) conditions.push(eq(fn.status, filter.status));
  const pattern = containsPattern(filter?.search);
  if (pattern) conditions.push(sql`lower(${fn.name}) LIKE lower(${pattern})`);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const [{ total }] = await db
    .select({ total: count() })
    .from(fn)
    .where(and(...conditions));
  let keyset: SQL | undefined;
  if (cursor) {
    const [updatedAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${fn.updatedAt}, ${fn.id}) < (${updatedAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ funnel: fn, key: exactTime(fn.updatedAt) })
    .from(fn)
    .where(and(...conditions, keyset))
    .orderBy(desc(fn.updatedAt), desc(fn.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.funnel), totalCount: Number(total), next: rows.length > size && last ? encodeCursor([last.key, last.funnel.id]) : null };
}
