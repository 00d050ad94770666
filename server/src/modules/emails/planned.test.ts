import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { setFlags, setGrant } from '../startups/test-support.ts';
import { runDuePlannedActions } from './runner.ts';
import { CANCEL, CREATE, ONE, PLAN, PLANNED, REPLAN, SCHEDULE, SEND, inHours, outgoingTo, plannedRow, tasksNamed } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;

type Answer = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const call = (query: string, variables: Record<string, unknown>, token: string, on: Tenant = tenant): Promise<Answer> => gql(server, query, variables, { tenant: on.slug, token });
const ok = (answer: Answer) => {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
};
const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldsOf = (answer: Answer) => (answer.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string; message: string }>;

/** Two servers' runners at once, on the same fixed clock: what each did. */
const twoRunners = (now: Date, on: Tenant = tenant) =>
  Promise.all([
    runDuePlannedActions(server.services, now, { only: [on.incubator.id], owner: 'server-a' }),
    runDuePlannedActions(server.services, now, { only: [on.incubator.id], owner: 'server-b' }),
  ]);

beforeAll(async () => {
  server = await startTestServer({ PLANNED_ACTIONS_INTERVAL_MS: '0' });
  tenant = await buildTenant(server);
  staff = await buildSignedInUser(tenant, { roleType: 'staff' });
});
afterAll(() => server.stop());

async function readyEmail(subject: string) {
  const founder = await buildUser(tenant, { roleType: 'cofounder', firstName: 'Marie' });
  const startup = await buildStartup(tenant, { name: 'Radium', founders: [founder.user] });
  const email = ok(
    await call(CREATE, { data: { subject, content: '<p>Hi {{firstName}} of {{startupName}}</p>', recipients: { startupIds: [startup.id] } } }, staff.token),
  ).createEmail;
  return { email, founder };
}

describe('a scheduled e-mail', () => {
  it('leaves at its time exactly once, even with two servers running, as its author', async () => {
    const { email, founder } = await readyEmail('Demo Day logistics (scheduled)');
    const runAt = inHours(2);
    const scheduled = ok(await call(SCHEDULE, { id: email._id, runAt }, staff.token)).scheduleEmail;
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduledAt: runAt });
    const [planned] = ok(await call(PLANNED, { filter: { kinds: ['EMAIL'] } }, staff.token)).plannedActions.results.filter((a: any) => a.email?._id === email._id);
    expect(planned).toMatchObject({ kind: 'EMAIL', status: 'PLANNED', runAt, title: 'Demo Day logistics (scheduled)', viewerCan: { edit: true, cancel: true } });

    // A moment before its time, nothing happens.
    expect(await twoRunners(new Date(new Date(runAt).getTime() - 1))).toEqual([0, 0]);
    expect(ok(await call(ONE, { id: email._id }, staff.token)).email.status).toBe('SCHEDULED');

    // At its time, two runners at once: one of them sends it.
    const done = await twoRunners(new Date(runAt));
    expect(done[0] + done[1]).toBe(1);
    expect(await twoRunners(new Date(new Date(runAt).getTime() + 60_000))).toEqual([0, 0]);

    const sent = ok(await call(ONE, { id: email._id }, staff.token)).email;
    expect(sent).toMatchObject({ status: 'SENT', recipientCount: 1 });
    const row = await plannedRow(server, tenant, planned._id);
    expect(row).toMatchObject({ status: 'DONE', resultId: email._id, leaseOwner: null });
    expect(await outgoingTo(server, tenant, email._id)).toHaveLength(1);
    const mail = await server.mailbox.waitFor(founder.email, /Hi Marie of Radium/);
    expect(mail.subject).toBe('Demo Day logistics (scheduled)');
  });

  it('refuses a time in the past, and one that is not a time', async () => {
    const { email } = await readyEmail('Too late');
    expect(fieldsOf(await call(SCHEDULE, { id: email._id, runAt: inHours(-1) }, staff.token))).toEqual([{ field: 'runAt', message: 'Choose a time in the future.' }]);
    expect(fieldsOf(await call(SCHEDULE, { id: email._id, runAt: 'tomorrow' }, staff.token))[0].field).toBe('runAt');
  });

  it('is called off by cancelling it, and can then be edited and sent by hand', async () => {
    const { email } = await readyEmail('Called off');
    ok(await call(SCHEDULE, { id: email._id, runAt: inHours(3) }, staff.token));
    const [action] = ok(await call(PLANNED, {}, staff.token)).plannedActions.results.filter((a: any) => a.email?._id === email._id);
    expect(ok(await call(CANCEL, { id: action._id }, staff.token)).cancelPlannedAction.status).toBe('CANCELLED');
    expect(ok(await call(ONE, { id: email._id }, staff.token)).email.status).toBe('CANCELLED');
    expect(await twoRunners(new Date(Date.now() + 4 * 3_600_000))).toEqual([0, 0]);
    expect(codeOf(await call(CANCEL, { id: action._id }, staff.token))).toBe('PLANNED_ACTION_CLOSED');
    expect(ok(await call(SEND, { id: email._id }, staff.token)).sendEmail.status).toBe('SENT');
  });

  it('moves when its time is edited, and sending it by hand calls its plan off', async () => {
    const { email } = await readyEmail('Moved');
    ok(await call(SCHEDULE, { id: email._id, runAt: inHours(3) }, staff.token));
    const [action] = ok(await call(PLANNED, {}, staff.token)).plannedActions.results.filter((a: any) => a.email?._id === email._id);
    const later = inHours(5);
    expect(ok(await call(REPLAN, { id: action._id, data: { runAt: later } }, staff.token)).updatePlannedAction.runAt).toBe(later);
    expect(ok(await call(ONE, { id: email._id }, staff.token)).email.scheduledAt).toBe(later);
    expect(fieldsOf(await call(REPLAN, { id: action._id, data: { payload: JSON.stringify({ emailId: email._id }) } }, staff.token))[0].field).toBe('payload');
    ok(await call(SEND, { id: email._id }, staff.token));
    expect((await plannedRow(server, tenant, action._id)).status).toBe('CANCELLED');
  });

  it('fails visibly when it can no longer be sent, and the e-mail is a draft again', async () => {
    const person = await buildUser(tenant, { roleType: 'mentor' });
    const email = ok(await call(CREATE, { data: { subject: 'Gone', content: '<p>x</p>', recipients: { userIds: [person.user.id] } } }, staff.token)).createEmail;
    const runAt = inHours(1);
    ok(await call(SCHEDULE, { id: email._id, runAt }, staff.token));
    // The only recipient leaves before the time comes.
    await server.services.pool.query("UPDATE users SET status = 'deleted' WHERE id = $1", [person.user.id]);
    await twoRunners(new Date(runAt));
    const [failed] = ok(await call(PLANNED, { filter: { statuses: ['FAILED'] } }, staff.token)).plannedActions.results.filter((a: any) => a.email?._id === email._id);
    expect(failed.error).toBe('Nobody matches these recipients: choose others.');
    expect(ok(await call(ONE, { id: email._id }, staff.token)).email.status).toBe('DRAFT');
  });
});

describe('planned tasks and feedback requests', () => {
  it('creates the task at its time, once, as the person who planned it', async () => {
    const assignee = await buildUser(tenant, { roleType: 'coach' });
    const runAt = inHours(6);
    const payload = JSON.stringify({ name: 'Prepare the pitch rehearsal', dueDate: inHours(30), assignees: [{ type: 'user', value: assignee.user.id }] });
    const planned = ok(await call(PLAN, { kind: 'TASK', runAt, payload }, staff.token)).createPlannedAction;
    expect(planned).toMatchObject({ kind: 'TASK', status: 'PLANNED', title: 'Prepare the pitch rehearsal' });
    expect(await tasksNamed(server, tenant, 'Prepare the pitch rehearsal')).toHaveLength(0);
    const done = await twoRunners(new Date(runAt));
    expect(done[0] + done[1]).toBe(1);
    const [task] = await tasksNamed(server, tenant, 'Prepare the pitch rehearsal');
    expect(task.createdBy).toBe(staff.user.id);
    expect(await plannedRow(server, tenant, planned._id)).toMatchObject({ status: 'DONE', resultId: task.id });
  });

  it('checks the payload as the feature would, under payload.', async () => {
    const answer = await call(PLAN, { kind: 'TASK', runAt: inHours(2), payload: JSON.stringify({ name: '', dueDate: inHours(3), assignees: [] }) }, staff.token);
    expect(fieldsOf(answer).map((f) => f.field)).toEqual(['payload.name', 'payload.assignees']);
    // A due date before the action runs would be in the past when the task is made.
    const early = await call(
      PLAN,
      { kind: 'TASK', runAt: inHours(72), payload: JSON.stringify({ name: 'Early', dueDate: inHours(1), assignees: [{ type: 'user', value: staff.user.id }] }) },
      staff.token,
    );
    expect(fieldsOf(early)).toEqual([{ field: 'payload.dueDate', message: 'The due date can not be in the past' }]);
    expect(fieldsOf(await call(PLAN, { kind: 'TASK', runAt: inHours(2), payload: 'not json' }, staff.token))[0].field).toBe('payload');
    expect((await call(PLAN, { kind: 'SOMETHING', runAt: inHours(2), payload: '{}' }, staff.token)).errors).toBeDefined();
  });

  it('refuses a feedback request when the plan has no feedback forms', async () => {
    const on = await buildTenant(server);
    const me = await buildSignedInUser(on, { roleType: 'staff' });
    await setFlags(server, on, { feedbackForms: false });
    const payload = JSON.stringify({ formId: '00000000-0000-4000-8000-000000000001', recipientIds: [me.user.id], title: 'How was the week?' });
    expect(codeOf(await call(PLAN, { kind: 'FEEDBACK_REQUEST', runAt: inHours(2), payload }, me.token, on))).toBe('FEATURE_DISABLED');
  });
});

describe('the planned-action keys', () => {
  it('are needed to plan, edit and cancel; a founder has none of them', async () => {
    const on = await buildTenant(server);
    const me = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const payload = JSON.stringify({ name: 'Weekly check-in', dueDate: inHours(50), assignees: [{ type: 'user', value: me.user.id }] });
    expect(codeOf(await call(PLAN, { kind: 'TASK', runAt: inHours(2), payload }, founder.token, on))).toBe('FORBIDDEN');
    expect(ok(await call(PLANNED, {}, founder.token, on)).plannedActions.results).toEqual([]);

    const planned = ok(await call(PLAN, { kind: 'TASK', runAt: inHours(2), payload }, me.token, on)).createPlannedAction;
    await setGrant(server, on, 'staff', 'CREATE:PLANNED_ACTION', 'NONE');
    expect(codeOf(await call(PLAN, { kind: 'TASK', runAt: inHours(2), payload }, me.token, on))).toBe('FORBIDDEN');
    await setGrant(server, on, 'staff', 'EDIT:PLANNED_ACTION', 'NONE');
    expect(codeOf(await call(REPLAN, { id: planned._id, data: { runAt: inHours(4) } }, me.token, on))).toBe('FORBIDDEN');
    const [listed] = ok(await call(PLANNED, {}, me.token, on)).plannedActions.results;
    expect(listed.viewerCan).toEqual({ edit: false, cancel: true });
    await setGrant(server, on, 'staff', 'CANCEL:PLANNED_ACTION', 'NONE');
    expect(codeOf(await call(CANCEL, { id: planned._id }, me.token, on))).toBe('NOT_FOUND');
    expect((await plannedRow(server, on, planned._id)).status).toBe('PLANNED');
  });

  it('answer NOT_FOUND for another tenant’s planned action', async () => {
    const on = await buildTenant(server);
    const me = await buildSignedInUser(on, { roleType: 'staff' });
    const payload = JSON.stringify({ name: 'Theirs', dueDate: inHours(50), assignees: [{ type: 'user', value: me.user.id }] });
    const theirs = ok(await call(PLAN, { kind: 'TASK', runAt: inHours(2), payload }, me.token, on)).createPlannedAction;
    expect(codeOf(await call(CANCEL, { id: theirs._id }, staff.token))).toBe('NOT_FOUND');
    expect(codeOf(await call(REPLAN, { id: theirs._id, data: { runAt: inHours(3) } }, staff.token))).toBe('NOT_FOUND');
    expect((await plannedRow(server, on, theirs._id)).status).toBe('PLANNED');
  });
});
