import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { canSeeStartup, mayReadPrivate } from './access.ts';
import { isTimelineKind, offeredKinds, type TimelineRow } from './kinds.ts';
import { feedPage, type FeedPosition } from './repo.ts';

export interface StartupEventsPage {
  results: TimelineRow[];
  next: string | null;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const pinnedPart = (value: unknown): value is boolean => typeof value === 'boolean';

function position(cursor: string): FeedPosition {
  const [pinned, createdAt, id] = decodeCursor(cursor, [pinnedPart, cursorPart.exactTime, cursorPart.id]);
  return { pinned, createdAt, id };
}

async function requireVisibleStartup(ctx: Context, startupId: string): Promise<void> {
  requireViewer(ctx);
  if (!isId(startupId) || !(await canSeeStartup(ctx, startupId))) throw notFound();
}

/**
 * A startup's timeline, pinned items first, then newest, keyset-paged on (pinned, created at, id).
 * Those who may not read private items page over the public items only; `type` keeps one kind.
 */
export async function startupEvents(
  ctx: Context,
  startupId: string,
  cursor: string | null | undefined,
  type: string | null | undefined,
  limit: number | null | undefined,
): Promise<StartupEventsPage> {
  await requireVisibleStartup(ctx, startupId);
  if (type && !isTimelineKind(type)) throw validationError([{ field: 'type', key: 'validation.invalid' }]);
  const size = Math.min(Math.max(limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const after = cursor ? position(cursor) : null;
  const rows = await feedPage(await ctx.tx.db(), ctx.incubator.id, startupId, {
    publicOnly: !(await mayReadPrivate(ctx, startupId)),
    kind: type || null,
    after,
    limit: size + 1,
  });
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    // An item of a kind no listed module declares (its feature not part of this server) is skipped, not an error for the page.
    results: page.map((r) => r.row).filter((row) => isTimelineKind(row.kind)),
    next: rows.length > size && last ? encodeCursor([last.row.isPinned, last.position, last.row.id]) : null,
  };
}

/** The kinds the timeline's type filter offers on this startup. */
export async function startupTimelineKinds(ctx: Context, startupId: string): Promise<string[]> {
  await requireVisibleStartup(ctx, startupId);
  return offeredKinds(ctx);
}
