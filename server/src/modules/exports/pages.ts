import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from '../../core/context.ts';
import { exactTime } from '../../core/cursor.ts';

/**
 * A table's rows in (time, id) order, one query per page along an index on those two columns:
 * an export holds a single page in memory however long its list is, and no row is read twice or
 * skipped (the time is compared to the microsecond).
 */
export async function* pagesByTime<Row extends { id: string }>(
  ctx: Context,
  read: { table: PgTable; time: AnyPgColumn; id: AnyPgColumn; where: SQL | undefined; size: number },
): AsyncGenerator<Row[]> {
  const db = await ctx.tx.db();
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const keyset = after ? sql`(${read.time}, ${read.id}) > (${after.key}::timestamptz, ${after.id}::uuid)` : undefined;
    const rows = (await db
      .select({ row: read.table, key: exactTime(read.time) } as never)
      .from(read.table)
      .where(and(read.where, keyset))
      .orderBy(asc(read.time), asc(read.id))
      .limit(read.size)) as Array<{ row: Row; key: string }>;
    if (rows.length) yield rows.map((r) => r.row);
    if (rows.length < read.size) return;
    const last = rows[rows.length - 1];
    after = { key: last.key, id: last.row.id };
  }
}
