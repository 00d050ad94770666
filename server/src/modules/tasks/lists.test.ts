import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription, type LiveSubscription } from '../../../test/live.ts';
import { DELETE, DONE, MY_TASKS, STARTUP_TASKS, caller, created, inDays } from './test-support.ts';

let server: TestServer;
let tenant: Tenant;
let call: ReturnType<typeof caller>;
const open: LiveSubscription[] = [];

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  call = caller(server);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server.stop();
});

describe('myTasksPaginated', () => {
  it('pages by due date with keyset cursors that neither repeat nor skip, forwards and back', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const me = [{ type: 'user', value: staff.user.id }];
    // Several tasks share a due date so the id breaks the tie.
    const dues = [3, 1, 2, 2, 2, 5, 4, 1, 6, 2, 3].map((d) => inDays(d));
    const ids: string[] = [];
    for (const [i, dueDate] of dues.entries()) ids.push((await created(call, staff.token, tenant, { name: `T${i}`, dueDate, assignees: me }))._id);

    const seen: string[] = [];
    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const answer = await call(MY_TASKS, { cursor, limit: 4 }, staff.token, tenant);
      expect(answer.errors).toBeUndefined();
      const page = answer.data.myTasksPaginated;
      expect(page.totalCount).toBe(dues.length);
      pages.push(page);
      seen.push(...page.results.map((r: any) => r._id));
      cursor = page.next;
    } while (cursor);
    expect(seen.length).toBe(dues.length);
    expect(new Set(seen)).toEqual(new Set(ids));
    const dueOrder = pages.flatMap((p) => p.results.map((r: any) => r.dueDate));
    expect(dueOrder).toEqual([...dueOrder].sort());
    expect(pages[0].prev).toBeNull();

    // prev of the last page leads back to the page before it.
    const back = await call(MY_TASKS, { cursor: pages[pages.length - 1].prev, limit: 4 }, staff.token, tenant);
    expect(back.data.myTasksPaginated.results.map((r: any) => r._id)).toEqual(pages[pages.length - 2].results.map((r: any) => r._id));
  });

  it("filters by completion (the viewer's own flag) and the before date", async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'staff' });
    const me = [{ type: 'user', value: person.user.id }];
    const soon = await created(call, person.token, tenant, { name: 'Soon', dueDate: inDays(1), assignees: me });
    const later = await created(call, person.token, tenant, { name: 'Later', dueDate: inDays(10), assignees: me });
    await call(DONE, { id: later._id, done: true }, person.token, tenant);
    const ids = async (options: Record<string, unknown>) => (await call(MY_TASKS, { options }, person.token, tenant)).data.myTasksPaginated.results.map((r: any) => r._id);
    expect(await ids({ completionStatus: 'PENDING' })).toEqual([soon._id]);
    expect(await ids({ completionStatus: 'COMPLETED' })).toEqual([later._id]);
    expect(await ids({ before: inDays(2) })).toEqual([soon._id]);
    expect(await ids({ approvalStatus: ['PENDING'] })).toEqual([]);
    const bad = await call(MY_TASKS, { cursor: 'garbage' }, person.token, tenant);
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });
});

describe('startupTasks', () => {
  it("groups a startup's tasks into overdue, today and future for those who may see it", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const outsider = await buildSignedInUser(on, { roleType: 'cofounder' });
    const startup = await buildStartup(on, { founders: [founder.user] });
    const make = (name: string, dueDate: string) => created(call, staff.token, on, { name, dueDate, startupId: startup.id, assignees: [{ type: 'user', value: founder.user.id }] });
    const yesterday = await make('Yesterday', inDays(-0.9));
    const today = await make('Today', inDays(0.1));
    const future = await make('Future', inDays(3));
    const window = { id: startup.id, start: inDays(-0.5), end: inDays(0.5) };

    const seenBy = async (token: string) => call(STARTUP_TASKS, window, token, on);
    expect((await seenBy(founder.token)).data.startupTasks).toEqual({ overdue: [{ _id: yesterday._id }], today: [{ _id: today._id }], future: [{ _id: future._id }] });
    expect((await seenBy(staff.token)).data.startupTasks.today).toEqual([{ _id: today._id }]);
    expect((await seenBy(outsider.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // A done task is no longer overdue.
    await call(DONE, { id: yesterday._id, done: true }, founder.token, on);
    expect((await seenBy(founder.token)).data.startupTasks.overdue).toEqual([]);
  });
});

describe('tasksUpdatedForUser', () => {
  const SUB = 'subscription Tasks($userId: ID!) { tasksUpdatedForUser(userId: $userId) { updateType taskId task { _id dueDate } } }';

  it('tells the assignee ADDED on creation and REMOVED when done, over a real websocket', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const assignee = await buildSignedInUser(tenant, { roleType: 'coach' });
    const live = await liveSubscription(server, { tenant: tenant.slug, token: assignee.token }, SUB, { userId: assignee.user.id });
    open.push(live);

    const dueDate = inDays(1);
    const task = await created(call, staff.token, tenant, { name: 'Live', dueDate, assignees: [{ type: 'user', value: assignee.user.id }] });
    expect(await eventAt(live, 0)).toEqual({ data: { tasksUpdatedForUser: { updateType: 'ADDED', taskId: task._id, task: { _id: task._id, dueDate } } } });
    await call(DONE, { id: task._id, done: true }, assignee.token, tenant);
    expect(await eventAt(live, 1)).toEqual({ data: { tasksUpdatedForUser: { updateType: 'REMOVED', taskId: task._id, task: { _id: task._id, dueDate } } } });
    await call(DONE, { id: task._id, done: false }, assignee.token, tenant);
    expect(((await eventAt(live, 2)) as any).data.tasksUpdatedForUser.updateType).toBe('ADDED');
    await call(DELETE, { id: task._id }, staff.token, tenant);
    expect(((await eventAt(live, 3)) as any).data.tasksUpdatedForUser.updateType).toBe('REMOVED');
  });

  it("refuses to subscribe to another person's tasks, and hears nothing of them", async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const snoop = await buildSignedInUser(tenant, { roleType: 'admin' });
    const live = await liveSubscription(server, { tenant: tenant.slug, token: snoop.token }, SUB, { userId: staff.user.id });
    open.push(live);
    await created(call, staff.token, tenant, { name: 'Private', assignees: [{ type: 'user', value: staff.user.id }] });
    const heard = await eventsWithin(live, 500);
    expect(heard.every((e: any) => !e.data?.tasksUpdatedForUser)).toBe(true);
    expect(JSON.stringify(live.events)).toContain('FORBIDDEN');
  });
});
