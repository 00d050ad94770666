// One person's own lists at scale: their tasks (the drawer, the task page) and their notifications
// (the bell), written in bulk by PostgreSQL itself.
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { withTenant } from '../src/core/transaction.ts';
import { createUser } from '../src/modules/users/create.ts';

/**
 * 10,000 tasks (half done, due over the past and next 200 days, a third of them with three other
 * assignees) and 100,000 notifications (a fifth unread) for the bench user, written in bulk by
 * PostgreSQL itself, under the tenant's row-level security like any request.
 */
export async function fillPersonalLists(pool: pg.Pool, incubatorId: string, userId: string) {
  await withTenant(pool, incubatorId, async (tx) => {
    const others = await Promise.all(
      [1, 2, 3].map((i) =>
        createUser(tx, incubatorId, { email: `colleague${i}@bench.test`, firstName: `Colleague ${i}`, lastName: 'Bench', roleType: 'staff', status: 'active', validated: true }),
      ),
    );
    await tx.execute(sql`
      INSERT INTO tasks (incubator_id, id, name, due_date, created_by, created_at, updated_at)
      SELECT ${incubatorId}, gen_random_uuid(), 'Task ' || g, now() + ((g % 400) - 200) * interval '1 day' + (g % 24) * interval '1 hour', ${others[0].id}, now(), now()
      FROM generate_series(1, 10000) g`);
    await tx.execute(sql`
      INSERT INTO task_assignees (incubator_id, task_id, user_id, done, status, due_date)
      SELECT incubator_id, id, ${userId}, (row_number() OVER ()) % 2 = 0, CASE WHEN (row_number() OVER ()) % 2 = 0 THEN 'done' ELSE 'pending' END, due_date FROM tasks`);
    for (const other of others) {
      await tx.execute(sql`
        INSERT INTO task_assignees (incubator_id, task_id, user_id, due_date)
        SELECT incubator_id, id, ${other.id}, due_date FROM tasks WHERE name LIKE '%3' OR name LIKE '%6' OR name LIKE '%9'`);
    }
    await tx.execute(sql`
      INSERT INTO notifications (incubator_id, id, notification_type, message_key, params, url, sender_id, created_at)
      SELECT ${incubatorId}, gen_random_uuid(), 'taskAssigned', 'taskAssigned', jsonb_build_object('task', 'Task ' || g), '/tasks', (ARRAY[${others[0].id}, ${others[1].id}, ${others[2].id}]::uuid[])[1 + g % 3], now() - g * interval '1 minute'
      FROM generate_series(1, 100000) g`);
    await tx.execute(sql`
      INSERT INTO notification_recipients (incubator_id, id, notification_id, user_id, is_read, created_at)
      SELECT incubator_id, gen_random_uuid(), id, ${userId}, (row_number() OVER ()) % 5 <> 0, created_at FROM notifications`);
  });
  // As autovacuum would: the visibility map lets counts read the index alone.
  await pool.query('VACUUM ANALYZE');
}
