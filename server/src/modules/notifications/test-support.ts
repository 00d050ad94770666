import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';

export const RECIPIENT_FIELDS =
  '_id isRead createdAt message notification { _id notificationType url message note { content } parentNote { content } sender { _id fullName avatar } }';
export const PAGE = `query Page($page: Int, $pageSize: Int) {
  paginatedNotifications(page: $page, pageSize: $pageSize) { meta { currentPage totalPages pageSize } unreadCount notifications { ${RECIPIENT_FIELDS} } } }`;
/** The bell's list as the web walks it: by the cursor each page gives for the next. */
export const CURSOR_PAGE = `query CursorPage($cursor: String, $page: Int, $pageSize: Int) {
  paginatedNotifications(cursor: $cursor, page: $page, pageSize: $pageSize) { meta { currentPage totalPages pageSize } unreadCount next notifications { _id createdAt message } } }`;
export const UNSEEN = '{ unseenNotifications { count lastSeenTimestamp } }';
export const PREFERENCES = '{ notificationPreferences { group inApp email } }';
export const SET_READ = `mutation Read($ids: [ID!]!) { setNotificationRead(ids: $ids) { _id isRead } }`;
export const LAST_SEEN = 'mutation Seen($timestamp: Float) { updateLastSeenNotifications(timestamp: $timestamp) { count lastSeenTimestamp } }';
export const UPDATE_PREFERENCES = `mutation Prefs($preferences: [NotificationPreferenceInput!]!) {
  updateNotificationPreferences(preferences: $preferences) { group inApp email } }`;
export const CREATED = `subscription { notificationCreated { ${RECIPIENT_FIELDS} } }`;

export function caller(server: TestServer) {
  return (query: string, variables: Record<string, unknown>, token: string | undefined, on: Tenant) => gql(server, query, variables, { tenant: on.slug, token });
}

/** The answer's data, failing the test on any error. */
export async function ok(answer: Promise<{ data?: any; errors?: unknown[] }>) {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data;
}

/**
 * Notifications written straight into the tables, `count` of them one minute apart (the newest
 * `minutesAgo` minutes old), named "Item 1" (oldest) to "Item <count>": for paging and counting
 * tests that need many rows and known times, not the producers' path (tested elsewhere).
 */
export async function insertNotifications(tenant: Tenant, userId: string, count: number, options: { minutesAgo?: number; senderId?: string | null } = {}) {
  const newest = Date.now() - (options.minutesAgo ?? 0) * 60_000;
  const rows = Array.from({ length: count }, (_, i) => ({ id: newId(), recipientId: newId(), name: `Item ${i + 1}`, at: new Date(newest - (count - 1 - i) * 60_000) }));
  await withTenant(tenant.server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.notifications).values(
      rows.map((r) => ({
        incubatorId: tenant.incubator.id,
        id: r.id,
        notificationType: 'taskAssigned',
        messageKey: options.senderId ? 'taskAssigned' : 'taskAssignedBySystem',
        params: { name: r.name },
        url: '/tasks',
        senderId: options.senderId ?? null,
        createdAt: r.at,
      })),
    );
    await db
      .insert(schema.notificationRecipients)
      .values(rows.map((r) => ({ incubatorId: tenant.incubator.id, id: r.recipientId, notificationId: r.id, userId, createdAt: r.at })));
  });
  return rows;
}

export async function recipientRows(tenant: Tenant, userId: string) {
  return withTenant(
    tenant.server.services.pool,
    tenant.incubator.id,
    async (db) =>
      (
        await db.execute<{ id: string; is_read: boolean; notification_type: string }>(sql`
      SELECT r.id, r.is_read, n.notification_type FROM notification_recipients r
      JOIN notifications n ON n.incubator_id = r.incubator_id AND n.id = r.notification_id
      WHERE r.user_id = ${userId} ORDER BY r.created_at, r.id`)
      ).rows,
  );
}
