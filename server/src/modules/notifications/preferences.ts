import { and, eq, inArray } from 'drizzle-orm';
import { defaultPreferences, type NotificationGroup, type NotificationPreference } from '@seedbed/contracts/notifications';
import type { Context } from '../../core/context.ts';
import { listedNotificationGroups } from '../../core/deliveries.ts';
import { schema, type Db } from '../../core/db/pool.ts';

const p = schema.notificationPreferences;
type Tenant = Pick<Context, 'incubator'>;
export type Channels = Pick<NotificationPreference, 'inApp' | 'email'>;

/** A person's choice for every group: stored rows over the defaults of the contracts. */
export function withDefaults(stored: ReadonlyArray<{ group: string } & Channels>): NotificationPreference[] {
  return defaultPreferences().map((d) => {
    const own = stored.find((s) => s.group === d.group);
    return own ? { group: d.group, inApp: own.inApp, email: own.email } : d;
  });
}

/**
 * The preferences a person is shown: only groups with a delivered type. The others stay stored and
 * honoured by the pipeline; they are simply not offered while nothing of theirs happens.
 */
export function listedPreferences(preferences: readonly NotificationPreference[]): NotificationPreference[] {
  const listed = new Set(listedNotificationGroups());
  return preferences.filter((preference) => listed.has(preference.group));
}

/** Preferences of many people in one query, as a lookup by person and group. */
export async function preferencesOf(ctx: Tenant, db: Db, userIds: readonly string[]): Promise<(userId: string, group: NotificationGroup) => Channels> {
  const rows = userIds.length
    ? await db
        .select()
        .from(p)
        .where(and(eq(p.incubatorId, ctx.incubator.id), inArray(p.userId, [...userIds])))
    : [];
  const byUser = new Map<string, NotificationPreference[]>();
  for (const id of new Set(userIds)) byUser.set(id, withDefaults(rows.filter((r) => r.userId === id)));
  return (userId, group) => byUser.get(userId)?.find((x) => x.group === group) ?? withDefaults([]).find((x) => x.group === group)!;
}

export async function preferencesOfUser(ctx: Tenant, db: Db, userId: string): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.userId, userId)));
  return withDefaults(rows);
}
