import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { schema } from '../../core/db/pool.ts';
import { and, eq } from 'drizzle-orm';
import { CREATE, DELETE, DONE, OPTIONS, UPDATE, caller, created, inDays } from './test-support.ts';
import { ensureAutomaticTask } from './automatic.ts';
import { localDate } from '@seedbed/contracts/time';

let server: TestServer;
let tenant: Tenant;
let otherTenant: Tenant;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  otherTenant = await buildTenant(server);
  call = caller(server);
});
afterAll(() => server.stop());

async function taskCount(on: Tenant): Promise<number> {
  return withTenant(server.services.pool, on.incubator.id, async (db) => (await db.select().from(schema.tasks)).length);
}

async function setTimezone(on: Tenant, zone: string) {
  await changeAsOwner(server, 'UPDATE incubators SET timezone = $1 WHERE id = $2', [zone, on.incubator.id]);
}

describe('createTask validation', () => {
  it("reports each rule with the spec's message and writes nothing", async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const before = await taskCount(tenant);
    const me = [{ type: 'user', value: staff.user.id }];
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ', dueDate: inDays(1), assignees: me }, 'name', 'Name is a required field'],
      [{ name: 'Old', dueDate: inDays(-5), assignees: me }, 'dueDate', 'The due date can not be in the past'],
      [{ name: 'Nobody', dueDate: inDays(1), assignees: [] }, 'assignees', 'There has to be at least one assignee'],
      [{ name: 'No type', dueDate: inDays(1), assignees: [{ value: staff.user.id }] }, 'assignees.0.type', 'Type is a required field'],
      [{ name: 'No value', dueDate: inDays(1), assignees: [{ type: 'user' }] }, 'assignees.0.value', 'Value is a required field'],
      [{ name: 'Bad date', dueDate: 'tomorrow-ish', assignees: me }, 'dueDate', 'Due date is not a valid date'],
    ];
    for (const [variables, field, message] of cases) {
      const answer = await call(CREATE, variables, staff.token, tenant);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toContainEqual({ field, message });
    }
    expect(await taskCount(tenant)).toBe(before);
  });

  it("answers in the user's language", async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff', language: 'fr' });
    const answer = await call(CREATE, { name: '', dueDate: inDays(1), assignees: [] }, staff.token, tenant);
    expect(answer.errors?.[0].extensions?.fields).toEqual([
      { field: 'name', message: 'Le nom est un champ obligatoire' },
      { field: 'assignees', message: 'Il doit y avoir au moins une personne assignée' },
    ]);
  });

  it("refuses an assignee the viewer was not offered (another tenant's user)", async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const stranger = await buildUser(otherTenant);
    const answer = await call(CREATE, { name: 'X', dueDate: inDays(1), assignees: [{ type: 'user', value: stranger.user.id }] }, staff.token, tenant);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'assignees.0.value', message: 'Invalid field' }]);
  });
});

describe("the yesterday rule in the incubator's time zone", () => {
  /**
   * Two zones and an instant that is before yesterday in the first yet yesterday or later in the
   * second, with an hour's margin either side so the clock moving during the test cannot change
   * the answer. Auckland is a day ahead of Los Angeles for most of each day; for the hours it is
   * not, UTC is a day ahead of Pago Pago, or Kiritimati of UTC.
   */
  function instantBetweenZones(): { ahead: string; behind: string; instant: Date } {
    const allowed = (x: Date, zone: string) => {
      const today = localDate(new Date(), zone);
      const y = new Date(`${today}T00:00:00Z`);
      y.setUTCDate(y.getUTCDate() - 1);
      return localDate(x, zone) >= y.toISOString().slice(0, 10);
    };
    for (const [ahead, behind] of [
      ['Pacific/Auckland', 'America/Los_Angeles'],
      ['Etc/UTC', 'Pacific/Pago_Pago'],
      ['Pacific/Kiritimati', 'Etc/UTC'],
    ]) {
      for (let hours = 0; hours < 96; hours++) {
        const x = new Date(Date.now() - hours * 3_600_000);
        const margin = [x, new Date(x.getTime() - 3_600_000), new Date(x.getTime() + 3_600_000)];
        if (margin.every((m) => !allowed(m, ahead) && allowed(m, behind))) return { ahead, behind, instant: x };
      }
    }
    throw new Error('no instant separates the two zones');
  }

  it('accepts in a zone behind a date that is already in the past in a zone ahead (Los Angeles and Auckland)', async () => {
    const between = instantBetweenZones();
    const due = between.instant.toISOString();
    const auckland = await buildTenant(server);
    const losAngeles = await buildTenant(server);
    await setTimezone(auckland, between.ahead);
    await setTimezone(losAngeles, between.behind);
    const inAuckland = await buildSignedInUser(auckland, { roleType: 'staff' });
    const inLosAngeles = await buildSignedInUser(losAngeles, { roleType: 'staff' });

    const refused = await call(CREATE, { name: 'T', dueDate: due, assignees: [{ type: 'user', value: inAuckland.user.id }] }, inAuckland.token, auckland);
    expect(refused.errors?.[0].extensions?.fields).toEqual([{ field: 'dueDate', message: 'The due date can not be in the past' }]);
    const accepted = await call(CREATE, { name: 'T', dueDate: due, assignees: [{ type: 'user', value: inLosAngeles.user.id }] }, inLosAngeles.token, losAngeles);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.createTask.dueDate).toBe(due);
  });

  it('accepts yesterday itself and refuses the day before', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const me = [{ type: 'user', value: staff.user.id }];
    // The incubator of this file is in UTC: noon yesterday and noon the day before, in UTC.
    const noon = (daysAgo: number) => `${localDate(new Date(Date.now() - daysAgo * 86_400_000), 'UTC')}T12:00:00.000Z`;
    expect((await call(CREATE, { name: 'Y', dueDate: noon(1), assignees: me }, staff.token, tenant)).errors).toBeUndefined();
    expect((await call(CREATE, { name: 'Y', dueDate: noon(2), assignees: me }, staff.token, tenant)).errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
  });
});

describe('assignees and groups', () => {
  it("names the roles among the options in the reader's language", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff', language: 'fr' });
    const roles = (await call(OPTIONS, {}, staff.token, on)).data.getAssigneeOptions.flatMap((g: any) => g.options).filter((o: any) => o.type === 'role');
    expect(roles.map((o: any) => o.label)).toEqual(expect.arrayContaining(['Fondateur', 'Équipe', 'Administrateur']));
    expect(roles.map((o: any) => o.label)).not.toContain('Founder');
  });

  it("gives a role's task to every member of that role, and not to others", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const mentors = [await buildUser(on, { roleType: 'mentor' }), await buildUser(on, { roleType: 'mentor' })];
    await buildUser(on, { roleType: 'mentor', status: 'deleted' });
    const coach = await buildUser(on, { roleType: 'coach' });
    const options = (await call(OPTIONS, {}, staff.token, on)).data.getAssigneeOptions;
    const mentorRole = options.flatMap((g: any) => g.options).find((o: any) => o.type === 'role' && o.label === 'Mentor');
    expect(mentorRole).toBeDefined();
    expect(options.flatMap((g: any) => g.options)).toContainEqual(expect.objectContaining({ type: 'user', value: coach.user.id }));

    const task = await created(call, staff.token, on, { name: 'Mentors', assignees: [{ type: 'role', value: mentorRole.value }] });
    expect(task.isGroupTask).toBe(true);
    expect(task.assignees.map((x: any) => x.user._id).sort()).toEqual(mentors.map((m) => m.user.id).sort());
    expect(task.createdBy).toEqual({ _id: staff.user.id, fullName: 'Test staff' });
    expect(task.done).toBe(false);
  });

  it("gives a startup's task to its founders", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founders = [await buildUser(on, { roleType: 'cofounder' }), await buildUser(on, { roleType: 'cofounder' })];
    const startup = await buildStartup(on, { name: 'Acme', founders: founders.map((f) => f.user) });
    const task = await created(call, staff.token, on, { name: 'Team', startupId: startup.id, assignees: [{ type: 'startup', value: startup.id }] });
    expect(task.startup).toEqual({ _id: startup.id, name: 'Acme' });
    expect(task.assignees.map((x: any) => x.user._id).sort()).toEqual(founders.map((f) => f.user.id).sort());
  });
});

describe('permission TASK/TASK:DELETE', () => {
  it('lets a coach manage tasks of assigned startups only, and a cofounder none', async () => {
    const on = await buildTenant(server);
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const mine = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
    const other = await buildStartup(on, { founders: [] });

    const own = await created(call, coach.token, on, { name: 'Coach task', startupId: mine.id, assignees: [{ type: 'user', value: founder.user.id }] });
    const refusedCreate = await call(CREATE, { name: 'X', dueDate: inDays(1), startupId: other.id, assignees: [{ type: 'user', value: coach.user.id }] }, coach.token, on);
    expect(refusedCreate.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const staffTask = await created(call, staff.token, on, { name: 'Staff only', startupId: other.id, assignees: [{ type: 'user', value: staff.user.id }] });
    expect((await call(UPDATE, { id: staffTask._id, task: { name: 'Hijack' } }, coach.token, on)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(DELETE, { id: staffTask._id }, coach.token, on)).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const renamed = await call(UPDATE, { id: own._id, task: { name: 'Renamed' } }, coach.token, on);
    expect(renamed.data?.updateTask.name).toBe('Renamed');

    // The founder sees the task (assigned to them) but may not edit or delete it.
    expect((await call(CREATE, { name: 'X', dueDate: inDays(1), assignees: [{ type: 'user', value: founder.user.id }] }, founder.token, on)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await call(UPDATE, { id: own._id, task: { name: 'No' } }, founder.token, on)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(DELETE, { id: own._id }, founder.token, on)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    expect((await call(DELETE, { id: own._id }, coach.token, on)).data?.deleteTask).toBe(true);
    expect((await call(DELETE, { id: own._id }, coach.token, on)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another tenant's task, and a malformed id", async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const task = await created(call, staff.token, tenant, { name: 'Ours', assignees: [{ type: 'user', value: staff.user.id }] });
    const admin = await buildSignedInUser(otherTenant, { roleType: 'admin' });
    for (const [query, variables] of [
      [UPDATE, { id: task._id, task: { name: 'x' } }],
      [DELETE, { id: task._id }],
      [DONE, { id: task._id, done: true }],
      [DELETE, { id: 'nope' }],
    ] as const) {
      expect((await call(query, variables, admin.token, otherTenant)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('requires sign-in', async () => {
    const answer = await call(CREATE, { name: 'x', dueDate: inDays(1), assignees: [] }, undefined, tenant);
    expect(answer.errors?.[0].extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('updateTaskDone', () => {
  it('lets only an assignee toggle their own flag; the task is done when everyone is', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const one = await buildSignedInUser(tenant, { roleType: 'coach' });
    const two = await buildSignedInUser(tenant, { roleType: 'coach' });
    const task = await created(call, staff.token, tenant, {
      name: 'Both',
      assignees: [
        { type: 'user', value: one.user.id },
        { type: 'user', value: two.user.id },
      ],
    });

    const byCreator = await call(DONE, { id: task._id, done: true }, staff.token, tenant);
    expect(byCreator.errors?.[0]).toMatchObject({ message: 'Only an assignee can mark their own task as done', extensions: { code: 'FORBIDDEN' } });
    const forOther = await call(DONE, { id: task._id, done: true, assigneeId: two.user.id }, one.token, tenant);
    expect(forOther.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const first = (await call(DONE, { id: task._id, done: true }, one.token, tenant)).data.updateTaskDone;
    expect(first.done).toBe(false);
    expect(first.assignees.find((x: any) => x.user._id === one.user.id)).toMatchObject({ done: true, status: 'done', completedAt: expect.any(String) });
    const second = (await call(DONE, { id: task._id, done: true, assigneeId: two.user.id }, two.token, tenant)).data.updateTaskDone;
    expect(second.done).toBe(true);
    const undone = (await call(DONE, { id: task._id, done: false }, two.token, tenant)).data.updateTaskDone;
    expect(undone.done).toBe(false);
    expect(undone.assignees.find((x: any) => x.user._id === two.user.id)).toMatchObject({ done: false, status: 'pending', completedAt: null });
  });

  it('refuses toggling and editing automatic tasks, which the system completes', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'staff' });
    const task = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      ensureAutomaticTask({ incubator: tenant.incubator, viewer: null, services: server.services }, db, {
        type: 'completeUserProfile',
        userId: person.user.id,
        name: 'Complete your profile',
        dueDate: new Date(inDays(3)),
        url: '/profile',
      }),
    );
    const toggled = await call(DONE, { id: task.id, done: true }, person.token, tenant);
    expect(toggled.errors?.[0].extensions?.code).toBe('TASK_AUTOMATIC');
    const edited = await call(UPDATE, { id: task.id, task: { name: 'Mine now' } }, person.token, tenant);
    expect(edited.errors?.[0].extensions?.code).toBe('TASK_AUTOMATIC');
    const stored = await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .select()
        .from(schema.taskAssignees)
        .where(and(eq(schema.taskAssignees.taskId, task.id), eq(schema.taskAssignees.userId, person.user.id))),
    );
    expect(stored[0].done).toBe(false);
  });
});

describe('updateTask', () => {
  it('changes fields and assignees, keeping done flags of those who stay', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const stays = await buildSignedInUser(tenant, { roleType: 'coach' });
    const leaves = await buildUser(tenant, { roleType: 'coach' });
    const joins = await buildUser(tenant, { roleType: 'coach' });
    const task = await created(call, staff.token, tenant, {
      name: 'Edit me',
      assignees: [
        { type: 'user', value: stays.user.id },
        { type: 'user', value: leaves.user.id },
      ],
    });
    await call(DONE, { id: task._id, done: true }, stays.token, tenant);
    const due = inDays(5);
    const answer = await call(
      UPDATE,
      {
        id: task._id,
        task: {
          name: 'Edited',
          dueDate: due,
          url: 'https://example.test/x',
          assignees: [
            { type: 'user', value: stays.user.id },
            { type: 'user', value: joins.user.id },
          ],
        },
      },
      staff.token,
      tenant,
    );
    expect(answer.errors).toBeUndefined();
    const updated = answer.data.updateTask;
    expect(updated).toMatchObject({ name: 'Edited', dueDate: due, url: 'https://example.test/x' });
    expect(updated.assignees.map((x: any) => [x.user._id, x.done]).sort()).toEqual(
      [
        [stays.user.id, true],
        [joins.user.id, false],
      ].sort(),
    );
    const invalid = await call(UPDATE, { id: task._id, task: { name: '', assignees: [] } }, staff.token, tenant);
    expect(invalid.errors?.[0].extensions?.fields.map((f: any) => f.field)).toEqual(['name', 'assignees']);
  });
});

describe('isUserAuthorized for a task', () => {
  it('answers TASK/TASK:DELETE under ASSIGNED by the task rule: own and assigned-startup tasks only', async () => {
    const IS = 'query($data: [String!]) { isUserAuthorized(permission: "TASK/TASK:DELETE", data: $data) }';
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const coach = await buildSignedInUser(tenant, { roleType: 'coach' });
    const founder = await buildUser(tenant, { roleType: 'cofounder' });
    const startup = await buildStartup(tenant, { founders: [founder.user], coaches: [coach.user] });
    const mine = await created(call, coach.token, tenant, { name: 'Coach own', assignees: [{ type: 'user', value: coach.user.id }] });
    const onStartup = await created(call, staff.token, tenant, { name: 'Startup work', startupId: startup.id, assignees: [{ type: 'user', value: founder.user.id }] });
    const elsewhere = await created(call, staff.token, tenant, { name: 'Staff only', assignees: [{ type: 'user', value: staff.user.id }] });
    const ask = async (ids: string[]) => (await call(IS, { data: ids }, coach.token, tenant)).data.isUserAuthorized;
    expect(await ask([mine._id])).toBe(true);
    expect(await ask([onStartup._id])).toBe(true);
    expect(await ask([elsewhere._id])).toBe(false);
    expect(await ask([mine._id, elsewhere._id])).toBe(false);
    expect(await ask(['not-an-id'])).toBe(false);
  });
});

describe('groups without members', () => {
  it('refuses a task whose chosen groups hold nobody, and writes nothing', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const empty = await buildStartup(tenant, { name: 'Nobody Yet' });
    const before = await taskCount(tenant);
    const answer = await call(CREATE, { name: 'Orphan', dueDate: inDays(1), assignees: [{ type: 'startup', value: empty.id }] }, staff.token, tenant);
    expect(answer.errors?.[0]?.extensions?.fields).toEqual([{ field: 'assignees', message: 'Nobody is in the chosen groups yet' }]);
    expect(await taskCount(tenant)).toBe(before);
  });
});
