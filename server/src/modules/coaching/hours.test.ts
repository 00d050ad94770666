import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

const SET = `mutation Set($input: HourAllocationInput!) { setHourAllocation(input: $input) { _id amount unit minutes programId programName } }`;
const REMOVE = `mutation Remove($id: ID!) { removeHourAllocation(id: $id) }`;
const BALANCE = `query Balance($startupId: ID!) { hourBalance(startupId: $startupId) { allocatedMinutes usedMinutes remainingMinutes } }`;
const LIST = `query List($startupId: ID!) { hourAllocations(startupId: $startupId) { _id amount unit minutes } startup(id: $startupId) { viewerCanAllocateHours } }`;

let server: TestServer;
let tenant: Tenant;
let growth: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { plan: 'enterprise' });
  growth = await buildTenant(server, { plan: 'growth' });
});
afterAll(() => server.stop());

const call = (on: Tenant, query: string, variables: Record<string, unknown>, token: string, language?: string) =>
  gql(server, query, variables, { tenant: on.slug, token, language });

/** Sessions written as rows: the balance reads them whatever made them. */
async function addSession(on: Tenant, startupId: string, minutes: { expected: number; estimated?: number; cancelled?: boolean; eventType?: string }) {
  await withTenant(server.services.pool, on.incubator.id, (db) =>
    db.insert(schema.coachingSessions).values({
      incubatorId: on.incubator.id,
      id: newId(),
      name: 'Session',
      startupId,
      startsAt: new Date(),
      expectedDuration: minutes.expected,
      estimatedDuration: minutes.estimated ?? null,
      cancelledAt: minutes.cancelled ? new Date() : null,
      eventType: minutes.eventType ?? 'SCHEDULED_COACHING_SESSION',
    }),
  );
}

async function allocationCount(on: Tenant) {
  return withTenant(server.services.pool, on.incubator.id, async (db) => (await db.select().from(schema.hourAllocations)).length);
}

describe('hour allocation', () => {
  it('counts sessions not cancelled against the hours given, a day being 8 hours', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const startup = await buildStartup(tenant);
    expect((await call(tenant, BALANCE, { startupId: startup.id }, staff.token)).data.hourBalance).toBeNull();

    const set = await call(tenant, SET, { input: { startupId: startup.id, amount: 2, unit: 'DAY' } }, staff.token);
    expect(set.errors).toBeUndefined();
    expect(set.data.setHourAllocation).toMatchObject({ amount: 2, unit: 'DAY', minutes: 960, programId: null });

    await addSession(tenant, startup.id, { expected: 60 });
    await addSession(tenant, startup.id, { expected: 60, estimated: 90 });
    await addSession(tenant, startup.id, { expected: 45, eventType: 'UNSCHEDULED_COACHING_SESSION' });
    await addSession(tenant, startup.id, { expected: 120, cancelled: true });
    expect((await call(tenant, BALANCE, { startupId: startup.id }, staff.token)).data.hourBalance).toEqual({
      allocatedMinutes: 960,
      usedMinutes: 195,
      remainingMinutes: 765,
    });

    // Setting it again replaces the amount rather than adding a second allocation.
    const again = await call(tenant, SET, { input: { startupId: startup.id, amount: 3, unit: 'HOUR' } }, staff.token);
    expect(again.data.setHourAllocation._id).toBe(set.data.setHourAllocation._id);
    expect((await call(tenant, BALANCE, { startupId: startup.id }, staff.token)).data.hourBalance).toEqual({
      allocatedMinutes: 180,
      usedMinutes: 195,
      remainingMinutes: -15,
    });
    const list = await call(tenant, LIST, { startupId: startup.id }, staff.token);
    expect(list.data.hourAllocations).toHaveLength(1);
    expect(list.data.startup.viewerCanAllocateHours).toBe(true);

    expect((await call(tenant, REMOVE, { id: set.data.setHourAllocation._id }, staff.token)).data.removeHourAllocation).toBe(true);
    expect((await call(tenant, BALANCE, { startupId: startup.id }, staff.token)).data.hourBalance).toBeNull();
  });

  it('adds a programme allocation to the overall one, only for a programme the startup is in', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const startup = await buildStartup(tenant);
    const programId = newId();
    const otherProgram = newId();
    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      await db.insert(schema.programs).values([
        { incubatorId: tenant.incubator.id, id: programId, name: 'Spring cohort' },
        { incubatorId: tenant.incubator.id, id: otherProgram, name: 'Autumn cohort' },
      ]);
      await db.insert(schema.startupPrograms).values({ incubatorId: tenant.incubator.id, startupId: startup.id, programId });
    });
    await call(tenant, SET, { input: { startupId: startup.id, amount: 10, unit: 'HOUR' } }, staff.token);
    const program = await call(tenant, SET, { input: { startupId: startup.id, programId, amount: 1.5, unit: 'HOUR' } }, staff.token);
    expect(program.data.setHourAllocation).toMatchObject({ programId, programName: 'Spring cohort', minutes: 90 });
    const outside = await call(tenant, SET, { input: { startupId: startup.id, programId: otherProgram, amount: 1, unit: 'HOUR' } }, staff.token);
    expect(outside.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(tenant, BALANCE, { startupId: startup.id }, staff.token)).data.hourBalance.allocatedMinutes).toBe(690);
  });

  it('refuses amounts out of range with a translated message, writing nothing', async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff', language: 'fr' });
    const startup = await buildStartup(tenant);
    const before = await allocationCount(tenant);
    for (const [amount, unit, field] of [
      [0, 'HOUR', 'amount'],
      [-3, 'DAY', 'amount'],
      [10_001, 'HOUR', 'amount'],
    ] as const) {
      const answer = await call(tenant, SET, { input: { startupId: startup.id, amount, unit } }, staff.token, 'fr');
      expect(answer.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields[0].field).toBe(field);
    }
    const zero = await call(tenant, SET, { input: { startupId: startup.id, amount: 0, unit: 'HOUR' } }, staff.token, 'fr');
    expect(zero.errors?.[0].extensions?.fields[0].message).toMatch(/supérieur à 0/);
    const badId = await call(tenant, SET, { input: { startupId: 'nope', amount: 1, unit: 'HOUR' } }, staff.token);
    expect(badId.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(await allocationCount(tenant)).toBe(before);
  });

  it("leaves it to the programme's side: founders read the balance but may not change it", async () => {
    const founder = await buildSignedInUser(tenant, { roleType: 'cofounder' });
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const startup = await buildStartup(tenant, { founders: [founder.user] });
    await call(tenant, SET, { input: { startupId: startup.id, amount: 4, unit: 'HOUR' } }, staff.token);
    expect((await call(tenant, BALANCE, { startupId: startup.id }, founder.token)).data.hourBalance.allocatedMinutes).toBe(240);
    const refused = await call(tenant, SET, { input: { startupId: startup.id, amount: 40, unit: 'HOUR' } }, founder.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await call(tenant, LIST, { startupId: startup.id }, founder.token)).data.startup.viewerCanAllocateHours).toBe(false);
    const id = (await call(tenant, LIST, { startupId: startup.id }, staff.token)).data.hourAllocations[0]._id;
    expect((await call(tenant, REMOVE, { id }, founder.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("answers NOT_FOUND for another tenant's startup or allocation", async () => {
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const other = await buildTenant(server, { plan: 'enterprise' });
    const otherStaff = await buildSignedInUser(other, { roleType: 'staff' });
    const theirs = await buildStartup(other);
    const allocation = await call(other, SET, { input: { startupId: theirs.id, amount: 5, unit: 'HOUR' } }, otherStaff.token);
    expect((await call(tenant, BALANCE, { startupId: theirs.id }, staff.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(tenant, SET, { input: { startupId: theirs.id, amount: 1, unit: 'HOUR' } }, staff.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await call(tenant, REMOVE, { id: allocation.data.setHourAllocation._id }, staff.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await allocationCount(other)).toBe(1);
  });

  it('is off without the plan: no balance, no list, changes refused', async () => {
    const staff = await buildSignedInUser(growth, { roleType: 'staff' });
    const startup = await buildStartup(growth);
    await withTenant(server.services.pool, growth.incubator.id, (db) =>
      db.insert(schema.hourAllocations).values({ incubatorId: growth.incubator.id, id: newId(), startupId: startup.id, amount: 5, unit: 'HOUR' }),
    );
    expect((await call(growth, BALANCE, { startupId: startup.id }, staff.token)).data.hourBalance).toBeNull();
    const list = await call(growth, LIST, { startupId: startup.id }, staff.token);
    expect(list.data.hourAllocations).toEqual([]);
    expect(list.data.startup.viewerCanAllocateHours).toBe(false);
    const refused = await call(growth, SET, { input: { startupId: startup.id, amount: 1, unit: 'HOUR' } }, staff.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FEATURE_DISABLED');
  });
});
