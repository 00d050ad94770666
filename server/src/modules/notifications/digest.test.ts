import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant, type TestUser } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { runTasksDueTomorrowDigest } from './digest.ts';
import { PAGE, UPDATE_PREFERENCES, caller, ok, recipientRows } from './test-support.ts';

let server: TestServer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ NOTIFICATION_DIGEST_INTERVAL_MS: '0' });
  call = caller(server);
});
afterAll(() => server.stop());

async function tenantIn(timezone: string): Promise<Tenant> {
  const tenant = await buildTenant(server, { name: 'Digest Hub' });
  await changeAsOwner(server, 'UPDATE incubators SET timezone = $1 WHERE id = $2', [timezone, tenant.incubator.id]);
  tenant.incubator.timezone = timezone;
  return tenant;
}

async function setUserZone(tenant: Tenant, person: TestUser, timezone: string) {
  await withTenant(server.services.pool, tenant.incubator.id, (db) => db.execute(`UPDATE users SET timezone = '${timezone}' WHERE id = '${person.user.id}'`));
}

/** A task written straight into the tables (its due date is on the test's fixed clock, not today's). */
async function task(tenant: Tenant, due: string, people: TestUser[], options: { done?: boolean; approvalStatus?: string } = {}) {
  const id = newId();
  const dueDate = new Date(due);
  const approvalStatus = options.approvalStatus ?? 'APPROVED';
  await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.tasks).values({ incubatorId: tenant.incubator.id, id, name: `Due ${due}`, dueDate, approvalStatus });
    await db.insert(schema.taskAssignees).values(
      people.map((p) => ({
        incubatorId: tenant.incubator.id,
        taskId: id,
        userId: p.user.id,
        dueDate,
        approvalStatus,
        done: options.done ?? false,
        status: options.done ? 'done' : 'pending',
      })),
    );
  });
}

const run = (tenant: Tenant, at: string) => runTasksDueTomorrowDigest(server.services, new Date(at), { only: [tenant.incubator.id] });

const messages = async (tenant: Tenant, person: { token: string }) =>
  (await ok(call(PAGE, {}, person.token, tenant))).paginatedNotifications.notifications.map((n: any) => n.message);

describe('tasks due tomorrow', () => {
  it('sends one notification per person after 08:00, once a day', async () => {
    const tenant = await tenantIn('UTC');
    const [busy, light, free] = [
      await buildSignedInUser(tenant, { roleType: 'coach', firstName: 'Bea' }),
      await buildSignedInUser(tenant, { roleType: 'coach' }),
      await buildSignedInUser(tenant, { roleType: 'coach' }),
    ];
    const away = await buildUser(tenant, { roleType: 'coach', status: 'deleted' });
    await task(tenant, '2030-01-16T10:00:00Z', [busy, light, away]);
    await task(tenant, '2030-01-16T23:30:00Z', [busy]);
    await task(tenant, '2030-01-17T01:00:00Z', [busy]); // the day after tomorrow
    await task(tenant, '2030-01-15T20:00:00Z', [busy, free]); // later today
    await task(tenant, '2030-01-16T09:00:00Z', [busy, free], { done: true });
    await task(tenant, '2030-01-16T09:00:00Z', [free], { approvalStatus: 'PENDING' });

    expect(await run(tenant, '2030-01-15T07:59:59Z')).toEqual([]);
    expect(await recipientRows(tenant, busy.user.id)).toEqual([]);

    expect(await run(tenant, '2030-01-15T08:00:00Z')).toEqual([tenant.incubator.id]);
    expect(await messages(tenant, busy)).toEqual(['You have 2 tasks due tomorrow']);
    expect(await messages(tenant, light)).toEqual(['You have 1 task due tomorrow']);
    expect(await messages(tenant, free)).toEqual([]);
    expect(await recipientRows(tenant, away.user.id)).toEqual([]);
    const [item] = (await ok(call(PAGE, {}, busy.token, tenant))).paginatedNotifications.notifications;
    expect(item.notification).toMatchObject({ notificationType: 'tasksDueTomorrow', url: '/tasks', sender: null });

    const mail = await server.mailbox.waitFor(busy.email, /due tomorrow/);
    expect(mail.subject).toBe('Digest Hub: You have 2 tasks due tomorrow');
    expect(mail.text).toContain('Hello Bea,');
    expect(mail.text).toContain(`http://${tenant.slug}.localhost:${server.port}/tasks`);

    // Later the same day, nothing more; the next day, tomorrow's tasks again.
    expect(await run(tenant, '2030-01-15T21:00:00Z')).toEqual([]);
    expect(await messages(tenant, busy)).toHaveLength(1);
    expect(await run(tenant, '2030-01-16T08:30:00Z')).toEqual([tenant.incubator.id]);
    expect(await messages(tenant, busy)).toEqual(['You have 1 task due tomorrow', 'You have 2 tasks due tomorrow']);
  });

  it('sends once when several servers run it at the same moment', async () => {
    const tenant = await tenantIn('UTC');
    const person = await buildSignedInUser(tenant, { roleType: 'coach' });
    await task(tenant, '2030-02-02T12:00:00Z', [person]);
    const runs = await Promise.all([run(tenant, '2030-02-01T09:00:00Z'), run(tenant, '2030-02-01T09:00:00Z'), run(tenant, '2030-02-01T09:01:00Z')]);
    expect(runs.flat()).toEqual([tenant.incubator.id]);
    expect(await messages(tenant, person)).toEqual(['You have 1 task due tomorrow']);
  });

  it("waits for 08:00 in the incubator's time zone", async () => {
    const tenant = await tenantIn('Asia/Tokyo');
    const person = await buildSignedInUser(tenant, { roleType: 'coach' });
    // 2030-01-16 in Tokyo runs from 2030-01-15T15:00Z; 08:00 there is 2030-01-15T23:00Z.
    await task(tenant, '2030-01-17T03:00:00Z', [person]);
    expect(await run(tenant, '2030-01-15T22:59:00Z')).toEqual([]);
    expect(await run(tenant, '2030-01-15T23:00:00Z')).toEqual([tenant.incubator.id]);
    expect(await messages(tenant, person)).toEqual(['You have 1 task due tomorrow']);
  });

  it("counts each person's tomorrow in their own time zone (Tokyo and Los Angeles)", async () => {
    const tenant = await tenantIn('UTC');
    const tokyo = await buildSignedInUser(tenant, { roleType: 'coach', language: 'ko' });
    const losAngeles = await buildSignedInUser(tenant, { roleType: 'coach', language: 'uk' });
    await setUserZone(tenant, tokyo, 'Asia/Tokyo');
    await setUserZone(tenant, losAngeles, 'America/Los_Angeles');
    // At 2030-01-15T09:00Z it is 18:00 on the 15th in Tokyo and 01:00 on the 15th in Los Angeles.
    const both = [tokyo, losAngeles];
    await task(tenant, '2030-01-16T03:00:00Z', both); // Tokyo 16th 12:00 (tomorrow); LA 15th 19:00 (today)
    await task(tenant, '2030-01-16T05:00:00Z', both); // Tokyo 16th 14:00 (tomorrow); LA 15th 21:00 (today)
    await task(tenant, '2030-01-17T02:00:00Z', both); // Tokyo 17th 11:00 (after);   LA 16th 18:00 (tomorrow)
    expect(await run(tenant, '2030-01-15T09:00:00Z')).toEqual([tenant.incubator.id]);
    expect(await messages(tenant, tokyo)).toEqual(['내일 마감인 작업이 2개 있습니다']);
    expect(await messages(tenant, losAngeles)).toEqual(['У вас 1 завдання з терміном завтра']);
  });

  it('respects the tasks preference', async () => {
    const tenant = await tenantIn('UTC');
    const quiet = await buildSignedInUser(tenant, { roleType: 'coach' });
    await ok(call(UPDATE_PREFERENCES, { preferences: [{ group: 'tasks', inApp: false, email: false }] }, quiet.token, tenant));
    await task(tenant, '2030-03-02T12:00:00Z', [quiet]);
    expect(await run(tenant, '2030-03-01T12:00:00Z')).toEqual([tenant.incubator.id]);
    expect(await recipientRows(tenant, quiet.user.id)).toEqual([]);
  });
});
