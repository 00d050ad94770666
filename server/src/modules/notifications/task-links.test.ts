import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, rest, type TestServer } from '../../../test/harness.ts';
import { buildInvitation, buildSignedInUser, buildTenant, type Tenant, type TestUser } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { CREATE, inDays } from '../tasks/test-support.ts';
import { runTasksDueTomorrowDigest } from './digest.ts';
import { PAGE, caller, ok } from './test-support.ts';

/** Where a task notification leads: where the task is done, never to a page the person cannot open. */
let server: TestServer;
let tenant: Tenant;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer({ NOTIFICATION_DIGEST_INTERVAL_MS: '0' });
  tenant = await buildTenant(server, { name: 'Pathway Labs' });
  call = caller(server);
});
afterAll(() => server.stop());

const bell = async (token: string) => (await ok(call(PAGE, {}, token, tenant))).paginatedNotifications.notifications;

/** Accepts an invitation through the real endpoint, as a new person does. */
async function newAccount(roleType: 'applicant' | 'cofounder') {
  const invitation = await buildInvitation(tenant, { roleType });
  const mail = await server.mailbox.waitFor(invitation.email, /acceptinvitation/);
  const token = /\/acceptinvitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const answer = await rest(server, 'POST', '/api/users/acceptinvitation', { token, password: 'a long enough passphrase' }, { tenant: tenant.slug });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

describe('task notifications lead where the task is done', () => {
  it.each(['applicant', 'cofounder'] as const)('a new %s is sent from "Complete your profile" to the profile editor', async (roleType) => {
    const token = await newAccount(roleType);
    const [item] = await bell(token);
    expect(item).toMatchObject({ message: 'New task: Complete your profile', notification: { notificationType: 'taskAssigned', url: '/profile' } });
  });

  it('sends a given task to the tasks page for those who have one, and nowhere for those who have none', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const applicant = await buildSignedInUser(tenant, { roleType: 'applicant' });
    const assignees = [coach, applicant].map((p) => ({ type: 'user', value: p.user.id }));
    await ok(call(CREATE, { name: 'Send the pitch deck', dueDate: inDays(2), assignees, url: '/profile' }, staff.token, tenant));
    expect((await bell(coach.token))[0]).toMatchObject({ message: expect.stringContaining('Send the pitch deck'), notification: { url: '/tasks' } });
    expect((await bell(applicant.token))[0]).toMatchObject({ message: expect.stringContaining('Send the pitch deck'), notification: { url: null } });
  });

  it('sends the daily "due tomorrow" notice to the tasks page only for those who have one', async () => {
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const applicant = await buildSignedInUser(tenant, { roleType: 'applicant' });
    await dueTomorrow([coach, applicant], new Date('2031-03-11T12:00:00Z'));
    await runTasksDueTomorrowDigest(server.services, new Date('2031-03-10T09:00:00Z'), { only: [tenant.incubator.id] });
    expect((await bell(coach.token))[0]).toMatchObject({ notification: { notificationType: 'tasksDueTomorrow', url: '/tasks' } });
    expect((await bell(applicant.token))[0]).toMatchObject({ notification: { notificationType: 'tasksDueTomorrow', url: null } });
  });
});

/** A task written straight into the tables, due on the test's fixed clock rather than today's. */
async function dueTomorrow(people: TestUser[], dueDate: Date) {
  const id = newId();
  await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
    await db.insert(schema.tasks).values({ incubatorId: tenant.incubator.id, id, name: 'Due soon', dueDate, approvalStatus: 'APPROVED' });
    await db
      .insert(schema.taskAssignees)
      .values(people.map((p) => ({ incubatorId: tenant.incubator.id, taskId: id, userId: p.user.id, dueDate, approvalStatus: 'APPROVED', done: false, status: 'pending' })));
  });
}
