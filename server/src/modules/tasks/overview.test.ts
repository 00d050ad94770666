import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { DONE, STARTUP_TASKS, UPDATE, caller, created, inDays } from './test-support.ts';
import { countStatements } from '../../../test/statements.ts';

let server: TestServer;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const PEOPLE = `query People($search: String, $cursor: String, $limit: Int, $todayStart: String) {
  userTaskSummaries(search: $search, cursor: $cursor, limit: $limit, todayStart: $todayStart) { results { user { _id fullName } pending overdue nextDueDate } next } }`;
const PERSON_TASKS = `query PersonTasks($userId: ID!, $options: MyTasksQueryOptions, $cursor: String, $limit: Int) {
  userTasks(userId: $userId, queryOptions: $options, cursor: $cursor, limit: $limit) { results { _id name } totalCount next } }`;
const STARTUPS = `query Startups($search: String, $cursor: String, $limit: Int, $start: String!, $end: String!) {
  startupTaskSummaries(search: $search, cursor: $cursor, limit: $limit, todayStart: $start, todayEnd: $end) { results { startup { _id name } overdue today future } next } }`;

/** Sets a role type's visibility in one tenant, as the roles editor would. */
async function setVisibility(on: Tenant, roleType: string, users: string, startups: string) {
  await changeAsOwner(
    server,
    `UPDATE roles SET user_access = jsonb_set(user_access, '{visibilitySettings}', to_jsonb($1::text)),
       startup_access = jsonb_set(startup_access, '{visibilitySettings}', to_jsonb($2::text)) WHERE incubator_id = $3 AND type = $4`,
    [users, startups, on.incubator.id, roleType],
  );
}

const user = (id: string) => [{ type: 'user', value: id }];

describe('userTaskSummaries', () => {
  it('lists the people a staff member sees with their open, overdue and next due tasks, by name', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Alma' });
    const busy = await buildUser(on, { roleType: 'cofounder', firstName: 'Bea' });
    const idle = await buildUser(on, { roleType: 'coach', firstName: 'Cyd' });
    await created(call, staff.token, on, { name: 'Late', dueDate: inDays(-0.9), assignees: user(busy.user.id) });
    const soon = inDays(1);
    await created(call, staff.token, on, { name: 'Soon', dueDate: soon, assignees: user(busy.user.id) });
    const done = await created(call, staff.token, on, { name: 'Done', dueDate: inDays(2), assignees: user(busy.user.id) });
    await buildUser(on, { roleType: 'staff' });
    // Ticked off by the person: no longer open.
    await server.services.pool.query('UPDATE task_assignees SET done = true WHERE incubator_id = $1 AND task_id = $2', [on.incubator.id, done._id]);

    const answer = await call(PEOPLE, { todayStart: inDays(-0.5) }, staff.token, on);
    expect(answer.errors).toBeUndefined();
    const rows = answer.data.userTaskSummaries.results;
    expect(rows.map((r: any) => r.user.fullName)).toEqual(['Alma staff', 'Bea cofounder', 'Cyd coach', 'Test staff']);
    expect(rows.find((r: any) => r.user._id === busy.user.id)).toEqual({ user: { _id: busy.user.id, fullName: 'Bea cofounder' }, pending: 2, overdue: 1, nextDueDate: soon });
    expect(rows.find((r: any) => r.user._id === idle.user.id)).toMatchObject({ pending: 0, overdue: 0, nextDueDate: null });
    expect(answer.data.userTaskSummaries.next).toBeNull();

    const found = await call(PEOPLE, { search: 'bea COF' }, staff.token, on);
    expect(found.data.userTaskSummaries.results.map((r: any) => r.user._id)).toEqual([busy.user.id]);
    // LIKE wildcards typed in the search are literal characters.
    expect((await call(PEOPLE, { search: '%' }, staff.token, on)).data.userTaskSummaries.results).toEqual([]);
  });

  it('pages by name with cursors that neither repeat nor skip people who share a name', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Ann' });
    for (let i = 0; i < 6; i++) await buildUser(on, { roleType: 'mentor', firstName: i % 2 ? 'Same' : `P${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (await call(PEOPLE, { cursor, limit: 2 }, staff.token, on)).data.userTaskSummaries;
      expect(page.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.results.map((r: any) => r.user._id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it("counts only the tasks the viewer may read: a coach with ASSIGNED tasks sees their startups' tasks", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const founder = await buildUser(on, { roleType: 'cofounder', firstName: 'Fay' });
    const startup = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
    const onStartup = await created(call, staff.token, on, { name: 'On the startup', startupId: startup.id, assignees: user(founder.user.id) });
    await created(call, staff.token, on, { name: 'Elsewhere', assignees: user(founder.user.id) });

    const summary = async (token: string) => (await call(PEOPLE, { search: 'Fay' }, token, on)).data.userTaskSummaries.results[0].pending;
    expect(await summary(staff.token)).toBe(2);
    expect(await summary(coach.token)).toBe(1);
    const drill = await call(PERSON_TASKS, { userId: founder.user.id }, coach.token, on);
    expect(drill.data.userTasks).toEqual({ results: [{ _id: onStartup._id, name: 'On the startup' }], totalCount: 1, next: null });
  });

  it("with ASSIGNED visibility lists only staff-like people and the founders of the viewer's startups", async () => {
    const on = await buildTenant(server);
    await setVisibility(on, 'mentor', 'ASSIGNED', 'ASSIGNED');
    const mentor = await buildSignedInUser(on, { roleType: 'mentor', firstName: 'Mo' });
    const mine = await buildUser(on, { roleType: 'cofounder', firstName: 'Mine' });
    const other = await buildUser(on, { roleType: 'cofounder', firstName: 'Other' });
    const coach = await buildUser(on, { roleType: 'coach', firstName: 'Coach' });
    await buildStartup(on, { founders: [mine.user], coaches: [mentor.user] });
    await buildStartup(on, { founders: [other.user] });

    const ids = (await call(PEOPLE, {}, mentor.token, on)).data.userTaskSummaries.results.map((r: any) => r.user._id);
    expect(ids).toEqual([coach.user.id, mine.user.id, mentor.user.id]);
    const hidden = await call(PERSON_TASKS, { userId: other.user.id }, mentor.token, on);
    expect(hidden.data).toBeNull();
    expect(hidden.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('costs the same number of statements for one person or many', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Aaa' });
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await buildUser(on, { roleType: 'cofounder', firstName: `Zed${i}` }));
    for (const p of people) await created(call, staff.token, on, { name: 'Work', assignees: user(p.user.id) });
    const one = await countStatements(server.services, () => call(PEOPLE, { limit: 1 }, staff.token, on));
    const five = await countStatements(server.services, () => call(PEOPLE, { limit: 5 }, staff.token, on));
    expect(one.result.data.userTaskSummaries.results).toHaveLength(1);
    expect(five.result.data.userTaskSummaries.results).toHaveLength(5);
    expect(five.result.data.userTaskSummaries.results.filter((r: any) => r.pending === 1)).toHaveLength(4);
    expect(one.statements).toBeGreaterThan(0);
    expect(five.statements).toBe(one.statements);
  });

  it('is for staff-like roles, signed in; a bad cursor is an invalid field', async () => {
    const on = await buildTenant(server);
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const member = await buildSignedInUser(on, { roleType: 'community_member' });
    const staff = await buildSignedInUser(on, { roleType: 'staff', language: 'fr' });
    for (const token of [founder.token, member.token]) {
      expect((await call(PEOPLE, {}, token, on)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await call(PERSON_TASKS, { userId: founder.user.id }, token, on)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await call(PEOPLE, {}, undefined, on)).errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    for (const cursor of ['garbage', Buffer.from('["a",1]').toString('base64url')]) {
      const bad = await call(PEOPLE, { cursor }, staff.token, on);
      expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(bad.errors?.[0].extensions?.fields).toEqual([{ field: 'cursor', message: 'Champ invalide' }]);
    }
  });
});

describe('userTasks', () => {
  it("pages a person's tasks and filters by completion; another tenant's person is not found", async () => {
    const on = await buildTenant(server);
    const elsewhere = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const stranger = await buildUser(elsewhere, { roleType: 'cofounder' });
    const first = await created(call, staff.token, on, { name: 'First', dueDate: inDays(1), assignees: user(founder.user.id) });
    const second = await created(call, staff.token, on, { name: 'Second', dueDate: inDays(2), assignees: user(founder.user.id) });
    await call(DONE, { id: second._id, done: true }, founder.token, on);

    const page = (await call(PERSON_TASKS, { userId: founder.user.id, limit: 1 }, staff.token, on)).data.userTasks;
    expect(page.results).toEqual([{ _id: first._id, name: 'First' }]);
    expect(page.totalCount).toBe(2);
    const rest = (await call(PERSON_TASKS, { userId: founder.user.id, cursor: page.next }, staff.token, on)).data.userTasks;
    expect(rest.results).toEqual([{ _id: second._id, name: 'Second' }]);
    const pending = (await call(PERSON_TASKS, { userId: founder.user.id, options: { completionStatus: 'PENDING' } }, staff.token, on)).data.userTasks;
    expect(pending.results.map((r: any) => r._id)).toEqual([first._id]);

    for (const userId of [stranger.user.id, 'not-an-id']) {
      const answer = await call(PERSON_TASKS, { userId }, staff.token, on);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const bad = await call(PERSON_TASKS, { userId: founder.user.id, cursor: 'garbage' }, staff.token, on);
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });
});

describe('startupTaskSummaries', () => {
  it('counts what startupTasks lists for the same day, for the startups the viewer may see', async () => {
    const on = await buildTenant(server);
    const elsewhere = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const alpha = await buildStartup(on, { name: 'Alpha', founders: [founder.user] });
    const beta = await buildStartup(on, { name: 'Beta' });
    await buildStartup(elsewhere, { name: 'Aardvark of another tenant' });
    const make = (name: string, dueDate: string) => created(call, staff.token, on, { name, dueDate, startupId: alpha.id, assignees: user(founder.user.id) });
    const overdueDone = await make('Done late', inDays(-0.9));
    await make('Late', inDays(-0.8));
    await make('Today', inDays(0.1));
    await make('Later', inDays(3));
    await make('Much later', inDays(4));
    await call(DONE, { id: overdueDone._id, done: true }, founder.token, on);
    const day = { start: inDays(-0.5), end: inDays(0.5) };

    const answer = await call(STARTUPS, day, staff.token, on);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.startupTaskSummaries).toEqual({
      results: [
        { startup: { _id: alpha.id, name: 'Alpha' }, overdue: 1, today: 1, future: 2 },
        { startup: { _id: beta.id, name: 'Beta' }, overdue: 0, today: 0, future: 0 },
      ],
      next: null,
    });
    const lists = (await call(STARTUP_TASKS, { id: alpha.id, ...day }, staff.token, on)).data.startupTasks;
    expect([lists.overdue.length, lists.today.length, lists.future.length]).toEqual([1, 1, 2]);

    const page = (await call(STARTUPS, { ...day, limit: 1 }, staff.token, on)).data.startupTaskSummaries;
    expect(page.results.map((r: any) => r.startup.name)).toEqual(['Alpha']);
    const next = (await call(STARTUPS, { ...day, cursor: page.next }, staff.token, on)).data.startupTaskSummaries;
    expect(next.results.map((r: any) => r.startup.name)).toEqual(['Beta']);
    expect((await call(STARTUPS, { ...day, search: 'bet' }, staff.token, on)).data.startupTaskSummaries.results).toHaveLength(1);
  });

  it("lists and counts a task given to a startup's team under that startup once, without its Startup field", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const ada = await buildUser(on, { roleType: 'cofounder' });
    const bo = await buildUser(on, { roleType: 'cofounder' });
    const team = await buildStartup(on, { name: 'Team', founders: [ada.user, bo.user] });
    const other = await buildStartup(on, { name: 'Other' });
    const task = await created(call, staff.token, on, { name: 'Pitch', dueDate: inDays(0.1), assignees: [{ type: 'startup', value: team.id }] });
    expect(task.startup).toEqual({ _id: team.id, name: 'Team' });
    expect(task.assignees).toHaveLength(2);
    // Given to two teams, it names no single startup.
    await created(call, staff.token, on, {
      name: 'Both',
      dueDate: inDays(0.1),
      assignees: [
        { type: 'startup', value: team.id },
        { type: 'startup', value: other.id },
      ],
    });
    // An edit that gives a personal task to a team makes it the team's.
    const personal = await created(call, staff.token, on, { name: 'Later', dueDate: inDays(3), assignees: user(ada.user.id) });
    const moved = await call(UPDATE, { id: personal._id, task: { assignees: [{ type: 'startup', value: team.id }] } }, staff.token, on);
    expect(moved.data.updateTask.startup).toEqual({ _id: team.id, name: 'Team' });

    const day = { start: inDays(-0.5), end: inDays(0.5) };
    const summaries = (await call(STARTUPS, day, staff.token, on)).data.startupTaskSummaries.results;
    expect(summaries.find((r: any) => r.startup._id === team.id)).toMatchObject({ overdue: 0, today: 1, future: 1 });
    const lists = (await call(STARTUP_TASKS, { id: team.id, ...day }, staff.token, on)).data.startupTasks;
    expect(lists).toEqual({ overdue: [], today: [{ _id: task._id }], future: [{ _id: personal._id }] });
  });

  it('shows a coach with ASSIGNED startup access only their startups, and refuses founders and bad input', async () => {
    const on = await buildTenant(server);
    await setVisibility(on, 'coach', 'ALL', 'ASSIGNED');
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const mine = await buildStartup(on, { name: 'Mine', coaches: [coach.user], founders: [founder.user] });
    await buildStartup(on, { name: 'Not mine' });
    const day = { start: inDays(-0.5), end: inDays(0.5) };
    const answer = await call(STARTUPS, day, coach.token, on);
    expect(answer.data.startupTaskSummaries.results.map((r: any) => r.startup._id)).toEqual([mine.id]);

    expect((await call(STARTUPS, day, founder.token, on)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const badCursor = await call(STARTUPS, { ...day, cursor: 'garbage' }, coach.token, on);
    expect(badCursor.errors?.[0].extensions?.fields).toEqual([{ field: 'cursor', message: 'Invalid field' }]);
    const badDay = await call(STARTUPS, { start: 'soon', end: day.end }, coach.token, on);
    expect(badDay.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('costs the same number of statements for one startup or many', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    for (let i = 0; i < 4; i++) {
      const s = await buildStartup(on, { name: `S${i}` });
      await created(call, staff.token, on, { name: 'Work', startupId: s.id, assignees: user(staff.user.id) });
    }
    const day = { start: inDays(-0.5), end: inDays(0.5) };
    const one = await countStatements(server.services, () => call(STARTUPS, { ...day, limit: 1 }, staff.token, on));
    const four = await countStatements(server.services, () => call(STARTUPS, { ...day, limit: 4 }, staff.token, on));
    expect(four.result.data.startupTaskSummaries.results.map((r: any) => r.future)).toEqual([1, 1, 1, 1]);
    expect(four.statements).toBe(one.statements);
  });
});

describe('task (the task dialog)', () => {
  const TASK = 'query Task($id: ID!) { task(taskId: $id) { _id name viewerCanManage assigneeChoices { type value } } }';

  it('answers the choices as the form showed them and whether the viewer may manage the task', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const partner = await buildUser(on, { roleType: 'cofounder' });
    const outsider = await buildSignedInUser(on, { roleType: 'cofounder' });
    const startup = await buildStartup(on, { founders: [founder.user, partner.user] });
    const task = await created(call, staff.token, on, {
      name: 'Pitch deck',
      assignees: [{ type: 'startup', value: startup.id }, ...user(staff.user.id), ...user(founder.user.id)],
    });

    const asStaff = (await call(TASK, { id: task._id }, staff.token, on)).data.task;
    expect(asStaff.viewerCanManage).toBe(true);
    // The founder came in with the startup, so only the staff member stands alone.
    expect(asStaff.assigneeChoices).toEqual([
      { type: 'startup', value: startup.id },
      { type: 'user', value: staff.user.id },
    ]);
    expect((await call(TASK, { id: task._id }, founder.token, on)).data.task.viewerCanManage).toBe(false);

    for (const [id, token] of [
      [task._id, outsider.token],
      ['not-an-id', staff.token],
    ] as const) {
      const answer = await call(TASK, { id }, token, on);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it("does not answer another tenant's task", async () => {
    const on = await buildTenant(server);
    const elsewhere = await buildTenant(server);
    const theirs = await buildSignedInUser(elsewhere, { roleType: 'staff' });
    const task = await created(call, theirs.token, elsewhere, { name: 'Theirs', assignees: user(theirs.user.id) });
    const admin = await buildSignedInUser(on, { roleType: 'admin' });
    const answer = await call(TASK, { id: task._id }, admin.token, on);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe("the sidebar's Tasks entry", () => {
  const SIDEBAR = '{ setUp { sidebarV2 { name subMenu { name } } } }';
  const tasksEntry = async (token: string, on: Tenant) => (await call(SIDEBAR, {}, token, on)).data.setUp.sidebarV2.find((e: any) => e.name === 'tasks') ?? null;

  it('leads staff-like roles to all three pages, founders and members to their own, applicants nowhere', async () => {
    const on = await buildTenant(server);
    for (const roleType of ['staff', 'mentor'] as const) {
      const person = await buildSignedInUser(on, { roleType });
      expect(await tasksEntry(person.token, on)).toEqual({ name: 'tasks', subMenu: [{ name: 'tasksUsers' }, { name: 'tasksStartups' }] });
    }
    for (const roleType of ['cofounder', 'community_member'] as const) {
      const person = await buildSignedInUser(on, { roleType });
      expect(await tasksEntry(person.token, on)).toEqual({ name: 'tasks', subMenu: [] });
    }
    expect(await tasksEntry((await buildSignedInUser(on, { roleType: 'applicant' })).token, on)).toBeNull();
  });
});
