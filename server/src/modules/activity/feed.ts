import { and, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { instant } from '@seedbed/contracts/schemas';
import { requireActivityFeed } from './access.ts';
import { quietKinds, type FeedEvent } from './declare.ts';

const e = schema.domainEvents;
const MAX_LIMIT = 100;
const KIND_MAX = 100;

export interface FeedItem extends FeedEvent {
  id: string;
  createdAt: Date;
}
export interface FeedPage {
  results: FeedItem[];
  next: string | null;
}

const feedInput = z.object({
  filter: z
    .object({
      kinds: z.array(z.string().trim().min(1).max(KIND_MAX)).max(100).nullish(),
      actorId: z.string().refine(isId).nullish(),
      from: instant().nullish(),
      to: instant().nullish(),
    })
    .nullish(),
  // Checked by decodeCursor, which answers every malformed cursor alike.
  cursor: z.string().nullish(),
  limit: z.number().int().min(1).max(MAX_LIMIT).nullish(),
});

export type FeedArgs = z.input<typeof feedInput>;

/**
 * The organisation's events, newest first, keyset-paged on (created_at, id): each page is one
 * range of an index, from the newest events or those of the chosen kinds or person. `to` is
 * exclusive, so a client asks for a day with its start and the next day's start.
 */
export async function activityFeed(ctx: Context, args: FeedArgs): Promise<FeedPage> {
  requireActivityFeed(ctx);
  const { filter, cursor, limit } = parseInput(feedInput, args);
  // Where the last page stopped: its last event's exact time and id.
  const at = cursor ? decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]) : null;
  const size = limit ?? 30;
  const where: SQL[] = [eq(e.incubatorId, ctx.incubator.id)];
  const quiet = quietKinds();
  if (filter?.kinds?.length) where.push(inArray(e.kind, filter.kinds));
  else if (quiet.length) where.push(notInArray(e.kind, quiet));
  if (filter?.actorId) where.push(eq(e.actorId, filter.actorId));
  if (filter?.from) where.push(gte(e.createdAt, filter.from));
  if (filter?.to) where.push(lt(e.createdAt, filter.to));
  // A row comparison lets PostgreSQL start the index scan right after the cursor.
  if (at) where.push(sql`(${e.createdAt}, ${e.id}) < (${at[0]}::timestamptz, ${at[1]}::uuid)`);

  const db = await ctx.tx.db();
  const rows = await db
    .select({
      id: e.id,
      kind: e.kind,
      actorId: e.actorId,
      subjectId: e.subjectId,
      data: e.data,
      createdAt: e.createdAt,
      exactTime: exactTime(e.createdAt),
    })
    .from(e)
    .where(and(...where))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    results: page.map(({ exactTime: _exact, ...item }) => item),
    next: rows.length > size && last ? encodeCursor([last.exactTime, last.id]) : null,
  };
}
