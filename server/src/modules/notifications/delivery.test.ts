import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription } from '../../../test/live.ts';
import { runAs } from '../../core/request-context.ts';
import { schema } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { withTenant } from '../../core/transaction.ts';
import { ensureAutomaticTask } from '../tasks/automatic.ts';
import { CREATE, UPDATE, inDays } from '../tasks/test-support.ts';
import { notificationTopic } from './live.ts';
import { CREATED, PAGE, UPDATE_PREFERENCES, caller, insertNotifications, ok, recipientRows } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ NOTIFICATION_DIGEST_INTERVAL_MS: '0' });
  tenant = await buildTenant(server, { name: 'Acorn Labs' });
  call = caller(server);
});
afterAll(() => server.stop());

const setTasks = (token: string, inApp: boolean, email: boolean) => ok(call(UPDATE_PREFERENCES, { preferences: [{ group: 'tasks', inApp, email }] }, token, tenant));

describe('taskAssigned', () => {
  it('reaches each assignee live, in the bell and by mail, but not the creator', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff', firstName: 'Stella' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach', firstName: 'Colin' });
    const toAssignee = await liveSubscription(server, { tenant: tenant.slug, token: coach.token }, CREATED);
    const toCreator = await liveSubscription(server, { tenant: tenant.slug, token: staff.token }, CREATED);
    try {
      const assignees = [
        { type: 'user', value: coach.user.id },
        { type: 'user', value: staff.user.id },
      ];
      await ok(call(CREATE, { name: 'Prepare the pitch', dueDate: inDays(2), assignees }, staff.token, tenant));

      const event = await eventAt(toAssignee, 0);
      expect(event.errors).toBeUndefined();
      expect(event.data.notificationCreated).toMatchObject({
        isRead: false,
        message: 'Stella staff assigned you a task: Prepare the pitch',
        notification: {
          notificationType: 'taskAssigned',
          url: '/tasks',
          message: 'Stella staff assigned you a task: Prepare the pitch',
          note: null,
          parentNote: null,
          sender: { _id: staff.user.id, fullName: 'Stella staff', avatar: null },
        },
      });
      expect(await eventsWithin(toCreator, 800)).toEqual([]);

      const page = (await ok(call(PAGE, {}, coach.token, tenant))).paginatedNotifications;
      expect(page.notifications.map((n: any) => n._id)).toEqual([event.data.notificationCreated._id]);
      expect((await ok(call(PAGE, {}, staff.token, tenant))).paginatedNotifications.notifications).toEqual([]);

      const mail = await server.mailbox.waitFor(coach.email, /Prepare the pitch/);
      expect(mail.subject).toBe('Acorn Labs: Stella staff assigned you a task: Prepare the pitch');
      expect(mail.text).toContain('Hello Colin,');
      expect(mail.text).toMatch(/http:\/\/\S+\/tasks/);
      expect(server.mailbox.received.filter((m) => m.to === staff.email)).toEqual([]);
    } finally {
      await toAssignee.close();
      await toCreator.close();
    }
  });

  it("follows each person's preference: mail only with email on, nothing at all with both off", async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const both = await buildSignedInUser(tenant, { roleType: 'coach' });
    const appOnly = await buildSignedInUser(tenant, { roleType: 'coach' });
    const mailOnly = await buildSignedInUser(tenant, { roleType: 'coach' });
    const neither = await buildSignedInUser(tenant, { roleType: 'coach' });
    await setTasks(appOnly.token, true, false);
    await setTasks(mailOnly.token, false, true);
    await setTasks(neither.token, false, false);
    const silent = await liveSubscription(server, { tenant: tenant.slug, token: neither.token }, CREATED);
    try {
      const people = [both, appOnly, mailOnly, neither];
      await ok(call(CREATE, { name: 'Channels', dueDate: inDays(2), assignees: people.map((p) => ({ type: 'user', value: p.user.id })) }, staff.token, tenant));
      // Mail leaves after the commit and before the answer: by now every mail that will come has come.
      await server.mailbox.waitFor(both.email, /Channels/);
      await server.mailbox.waitFor(mailOnly.email, /Channels/);
      expect(server.mailbox.received.filter((m) => m.to === appOnly.email || m.to === neither.email)).toEqual([]);

      expect((await recipientRows(tenant, both.user.id)).map((r) => r.notification_type)).toEqual(['taskAssigned']);
      expect((await recipientRows(tenant, appOnly.user.id)).map((r) => r.notification_type)).toEqual(['taskAssigned']);
      expect(await recipientRows(tenant, mailOnly.user.id)).toEqual([]);
      expect(await recipientRows(tenant, neither.user.id)).toEqual([]);
      expect(silent.events).toEqual([]);
    } finally {
      await silent.close();
    }
  });

  it('tells people added by an edit, and only them', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff', firstName: 'Stella' });
    const first = await buildSignedInUser(tenant, { roleType: 'coach' });
    const joiner = await buildSignedInUser(tenant, { roleType: 'coach', language: 'fr' });
    const task = (await ok(call(CREATE, { name: 'Edit me', dueDate: inDays(2), assignees: [{ type: 'user', value: first.user.id }] }, staff.token, tenant))).createTask;
    await ok(
      call(
        UPDATE,
        {
          id: task._id,
          task: {
            name: 'Edited',
            assignees: [
              { type: 'user', value: first.user.id },
              { type: 'user', value: joiner.user.id },
            ],
          },
        },
        staff.token,
        tenant,
      ),
    );

    expect((await recipientRows(tenant, first.user.id)).length).toBe(1);
    const page = (await ok(call(PAGE, {}, joiner.token, tenant))).paginatedNotifications;
    // Rendered in the reader's language, with the task's name as it was when they were added.
    expect(page.notifications.map((n: any) => n.message)).toEqual(['Stella staff vous a assigné une tâche : Edited']);
  });

  it('writes nothing when the change fails', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildUser(tenant, { roleType: 'coach' });
    const refused = await call(CREATE, { name: '', dueDate: inDays(2), assignees: [{ type: 'user', value: coach.user.id }] }, staff.token, tenant);
    expect(refused.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(await recipientRows(tenant, coach.user.id)).toEqual([]);
  });

  it('announces automatic tasks without a sender', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'coach' });
    await runAs(server.services, tenant.incubator, null, async (ctx) =>
      ensureAutomaticTask(ctx, await ctx.tx.db(), {
        type: 'completeUserProfile',
        userId: person.user.id,
        name: 'Complete your profile',
        dueDate: new Date(inDays(5)),
        url: '/profile',
      }),
    );
    const [item] = (await ok(call(PAGE, {}, person.token, tenant))).paginatedNotifications.notifications;
    expect(item).toMatchObject({ message: 'New task: Complete your profile', notification: { notificationType: 'taskAssigned', sender: null, url: '/profile' } });
  });
});

describe('notificationCreated', () => {
  it("re-checks every event: only the viewer's own rows, and only while the account is live", async () => {
    const me = await buildSignedInUser(tenant, { roleType: 'coach' });
    const neighbour = await buildUser(tenant, { roleType: 'coach' });
    const [mine] = await insertNotifications(tenant, me.user.id, 1);
    const [theirs] = await insertNotifications(tenant, neighbour.user.id, 1);
    const live = await liveSubscription(server, { tenant: tenant.slug, token: me.token }, CREATED);
    const publish = (recipientId: string) =>
      withTenant(server.services.pool, tenant.incubator.id, (db) =>
        server.services.pubsub.publish(db, notificationTopic(tenant.incubator.id, me.user.id), { recipientId, userId: me.user.id }),
      );
    try {
      await publish(theirs.recipientId); // a forged event naming someone else's row
      await publish(mine.recipientId);
      expect((await eventAt(live, 0)).data.notificationCreated._id).toBe(mine.recipientId);
      expect(await eventsWithin(live, 500)).toEqual([]);
      expect(live.events).toHaveLength(1);

      await withTenant(server.services.pool, tenant.incubator.id, (db) =>
        db
          .update(schema.users)
          .set({ status: 'deleted' })
          .where(and(eq(schema.users.incubatorId, tenant.incubator.id), eq(schema.users.id, me.user.id))),
      );
      await publish(mine.recipientId);
      expect(await eventsWithin(live, 800)).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it('never reaches another tenant', async () => {
    const other = await buildTenant(server);
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildUser(tenant, { roleType: 'coach' });
    const twin = await buildSignedInUser(other, { roleType: 'coach', email: coach.email });
    const live = await liveSubscription(server, { tenant: other.slug, token: twin.token }, CREATED);
    try {
      await ok(call(CREATE, { name: 'Ours only', dueDate: inDays(2), assignees: [{ type: 'user', value: coach.user.id }] }, staff.token, tenant));
      expect((await recipientRows(tenant, coach.user.id)).length).toBe(1);
      expect(await eventsWithin(live, 800)).toEqual([]);
      expect((await ok(call(PAGE, {}, twin.token, other))).paginatedNotifications.notifications).toEqual([]);
    } finally {
      await live.close();
    }
  });
});

describe('roleChanged', () => {
  async function roleOfType(type: string) {
    const [role] = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.roles)
        .where(and(eq(schema.roles.incubatorId, tenant.incubator.id), eq(schema.roles.type, type), eq(schema.roles.isDefault, true))),
    );
    return role;
  }

  it('tells the person their new role, from whoever changed it', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin', firstName: 'Ada' });
    const person = await buildSignedInUser(tenant, { roleType: 'mentor', language: 'de' });
    const [from, to] = [await roleOfType('mentor'), await roleOfType('coach')];
    const live = await liveSubscription(server, { tenant: tenant.slug, token: person.token }, CREATED);
    try {
      // The mutation that changes roles comes with another feature; the event is what it will record.
      await runAs(server.services, tenant.incubator, admin.user.id, async (ctx) =>
        recordEvent(ctx, await ctx.tx.db(), {
          kind: 'user.roleChanged',
          subjectKind: 'user',
          subjectId: person.user.id,
          data: { userId: person.user.id, fromRoleId: from.id, toRoleId: to.id },
        }),
      );
      const event = await eventAt(live, 0);
      expect(event.data.notificationCreated).toMatchObject({
        message: 'Ihre Rolle ist jetzt Coach',
        notification: { notificationType: 'roleChanged', url: '/profile', sender: { _id: admin.user.id, fullName: 'Ada admin' } },
      });
      const mail = await server.mailbox.waitFor(person.email, /Coach/);
      expect(mail.text).toContain('Ihre Rolle ist jetzt Coach');
    } finally {
      await live.close();
    }
  });

  it('does not tell an admin about their own change', async () => {
    const admin = await buildSignedInUser(tenant, { roleType: 'admin' });
    const to = await roleOfType('staff');
    await runAs(server.services, tenant.incubator, admin.user.id, async (ctx) =>
      recordEvent(ctx, await ctx.tx.db(), {
        kind: 'user.roleChanged',
        subjectKind: 'user',
        subjectId: admin.user.id,
        data: { userId: admin.user.id, fromRoleId: null, toRoleId: to.id },
      }),
    );
    expect(await recipientRows(tenant, admin.user.id)).toEqual([]);
  });
});
