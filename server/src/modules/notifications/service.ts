import { z } from 'zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_GROUP_NAMES, type NotificationGroup, type NotificationPreference } from '@seedbed/contracts/notifications';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { validationError, type FieldError } from '../../core/errors.ts';
import { recordEvent } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import type { NotificationRecipientRow } from '../../db/schema/index.ts';
import { listedPreferences, preferencesOfUser } from './preferences.ts';
import { unseenNotifications, type Unseen } from './queries.ts';

const r = schema.notificationRecipients;
const seen = schema.notificationLastSeen;
const prefs = schema.notificationPreferences;

/** More ids than a bell page ever holds at once is not a click. */
const MAX_IDS = 200;

/*
 * Marking read and the last-seen time are a person's own reading state, like a cursor: they record
 * no domain event (nobody else is affected, and they would outnumber every other event).
 */

/**
 * Marks the viewer's own notifications read. Ids of anyone else's (or another tenant's, or none at
 * all) are passed over without a word, so the answer tells nothing about them.
 */
export async function setNotificationRead(ctx: Context, ids: readonly string[]): Promise<NotificationRecipientRow[]> {
  const viewer = requireViewer(ctx);
  parseInput(z.object({ ids: z.array(z.string()).max(MAX_IDS) }), { ids });
  const wanted = [...new Set(ids.filter(isId))];
  if (!wanted.length) return [];
  const db = await ctx.tx.db();
  const rows = await db
    .update(r)
    .set({ isRead: true, readAt: sql`coalesce(${r.readAt}, now())` })
    .where(and(eq(r.incubatorId, ctx.incubator.id), eq(r.userId, viewer.user.id), inArray(r.id, wanted)))
    .returning();
  // In the order asked for, as a client that updates its cache by position would expect.
  return wanted.map((id) => rows.find((row) => row.id === id)).filter((row): row is NotificationRecipientRow => Boolean(row));
}

/**
 * The viewer opened the bell at `timestamp` (seconds; absent means now). A time in the future is
 * taken as now, and the stored time never moves backwards (two tabs closing out of order).
 */
export async function updateLastSeenNotifications(ctx: Context, timestamp: number | null | undefined, now = new Date()): Promise<Unseen> {
  const viewer = requireViewer(ctx);
  const input = parseInput(z.object({ timestamp: z.number().min(0).nullish() }), { timestamp });
  const at = input.timestamp == null ? now : new Date(Math.min(input.timestamp * 1000, now.getTime()));
  const db = await ctx.tx.db();
  await db
    .insert(seen)
    .values({ incubatorId: ctx.incubator.id, userId: viewer.user.id, lastSeenAt: at })
    .onConflictDoUpdate({ target: [seen.incubatorId, seen.userId], set: { lastSeenAt: sql`greatest(${seen.lastSeenAt}, excluded.last_seen_at)` } });
  return unseenNotifications(ctx);
}

export async function notificationPreferences(ctx: Context): Promise<NotificationPreference[]> {
  const viewer = requireViewer(ctx);
  return listedPreferences(await preferencesOfUser(ctx, await ctx.tx.db(), viewer.user.id));
}

const PreferencesInput = z.array(z.object({ group: z.string(), inApp: z.boolean(), email: z.boolean() })).max(NOTIFICATION_GROUP_NAMES.length * 4);

/**
 * Sets the viewer's channels for the groups named; a group not named keeps its choice. Any group of
 * the registry is accepted, so a choice made for a group not yet offered is kept for when it is.
 */
export async function updateNotificationPreferences(
  ctx: Context,
  preferences: ReadonlyArray<{ group: string; inApp: boolean; email: boolean }>,
): Promise<NotificationPreference[]> {
  const viewer = requireViewer(ctx);
  const input = parseInput(PreferencesInput, preferences);
  const unknown: FieldError[] = input
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !(NOTIFICATION_GROUP_NAMES as readonly string[]).includes(p.group))
    .map(({ p, i }) => ({ field: `preferences.${i}.group`, key: 'notifications.errors.unknownGroup', params: { group: p.group } }));
  if (unknown.length) throw validationError(unknown);

  // The last entry for a group wins, as if each were applied in turn.
  const byGroup = new Map(input.map((p) => [p.group as NotificationGroup, p]));
  const db = await ctx.tx.db();
  if (byGroup.size) {
    await db
      .insert(prefs)
      .values([...byGroup.values()].map((p) => ({ incubatorId: ctx.incubator.id, userId: viewer.user.id, group: p.group, inApp: p.inApp, email: p.email })))
      .onConflictDoUpdate({
        target: [prefs.incubatorId, prefs.userId, prefs.group],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
      });
    await recordEvent(ctx, db, {
      kind: 'user.notificationPreferencesUpdated',
      subjectKind: 'user',
      subjectId: viewer.user.id,
      data: { preferences: [...byGroup.values()] },
    });
  }
  return listedPreferences(await preferencesOfUser(ctx, db, viewer.user.id));
}
