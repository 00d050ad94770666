import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser } from '../../../test/factories.ts';
import { eventAt, liveSubscription } from '../../../test/live.ts';
import { EVENTS, LIVE, caller, ok, timelineRows, wholeFeed, type Call } from '../timeline/test-support.ts';

const FIELDS = '_id name description dueDate status reachedAt startupId owner { _id fullName }';
const LIST = `query Plan($startupId: ID!) { startupMilestones(startupId: $startupId) { ${FIELDS} } }`;
const CREATE = `mutation CreateMilestone($startupId: ID!, $data: MilestoneInput!) { createStartupMilestone(startupId: $startupId, data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateMilestone($milestoneId: ID!, $data: MilestoneInput!) { updateStartupMilestone(milestoneId: $milestoneId, data: $data) { ${FIELDS} } }`;
const DELETE = 'mutation DeleteMilestone($milestoneId: ID!) { deleteStartupMilestone(milestoneId: $milestoneId) }';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

async function scene() {
  const on = await buildTenant(server);
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fay' });
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const otherCoach = await buildSignedInUser(on, { roleType: 'coach' });
  const startup = await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
  const elsewhere = await buildStartup(on, { coaches: [otherCoach.user] });
  return { on, staff, founder, coach, otherCoach, startup, elsewhere };
}

const code = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;

describe('milestones', () => {
  it('plans by due date for those who see the startup; STARTUP_MILESTONE:CREATE/EDIT decide who changes it', async () => {
    const { on, staff, founder, coach, otherCoach, startup, elsewhere } = await scene();
    const later = (await ok(call(CREATE, { startupId: startup.id, data: { name: 'Series A', dueDate: '2031-06-01' } }, staff.token, on))).createStartupMilestone;
    const sooner = (await ok(call(CREATE, { startupId: startup.id, data: { name: 'First customer', dueDate: '2030-01-15', ownerId: founder.user.id } }, coach.token, on)))
      .createStartupMilestone;
    const undated = (await ok(call(CREATE, { startupId: startup.id, data: { name: 'Someday' } }, staff.token, on))).createStartupMilestone;
    expect(sooner).toMatchObject({ status: 'planned', reachedAt: null, owner: { _id: founder.user.id, fullName: 'Fay cofounder' }, startupId: startup.id });

    const plan = (await ok(call(LIST, { startupId: startup.id }, founder.token, on))).startupMilestones;
    expect(plan.map((m: any) => m._id)).toEqual([sooner._id, later._id, undated._id]);

    // A founder reads but does not plan (NONE); a coach plans only their own startups (ASSIGNED).
    expect(code(await call(CREATE, { startupId: startup.id, data: { name: 'Mine' } }, founder.token, on))).toBe('FORBIDDEN');
    expect(code(await call(UPDATE, { milestoneId: later._id, data: { name: 'Mine' } }, founder.token, on))).toBe('FORBIDDEN');
    expect(code(await call(CREATE, { startupId: elsewhere.id, data: { name: 'Theirs' } }, coach.token, on))).toBe('NOT_FOUND');
    expect(code(await call(LIST, { startupId: startup.id }, otherCoach.token, on))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { milestoneId: later._id }, otherCoach.token, on))).toBe('NOT_FOUND');
    expect((await ok(call(CREATE, { startupId: elsewhere.id, data: { name: 'Theirs' } }, staff.token, on))).createStartupMilestone.name).toBe('Theirs');
  });

  it('refuses bad input, an owner outside the startup and another tenant’s ids, writing nothing', async () => {
    const { on, staff, startup } = await scene();
    const other = await scene();
    const stranger = await buildUser(on, { roleType: 'mentor' });
    expect(code(await call(CREATE, { startupId: startup.id, data: { name: '  ' } }, staff.token, on))).toBe('VALIDATION_ERROR');
    expect(code(await call(CREATE, { startupId: startup.id, data: { name: 'X', dueDate: '2030-02-30' } }, staff.token, on))).toBe('VALIDATION_ERROR');
    expect(code(await call(CREATE, { startupId: startup.id, data: { name: 'X', status: 'done' } }, staff.token, on))).toBe('VALIDATION_ERROR');
    const owner = await call(CREATE, { startupId: startup.id, data: { name: 'X', ownerId: stranger.user.id } }, staff.token, on);
    expect(owner.errors?.[0]?.extensions?.fields).toEqual([{ field: 'ownerId', message: "The owner must be one of the startup's people." }]);
    expect(code(await call(CREATE, { startupId: other.startup.id, data: { name: 'X' } }, staff.token, on))).toBe('NOT_FOUND');
    const foreign = (await ok(call(CREATE, { startupId: other.startup.id, data: { name: 'Theirs' } }, other.staff.token, other.on))).createStartupMilestone;
    expect(code(await call(UPDATE, { milestoneId: foreign._id, data: { status: 'reached' } }, staff.token, on))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { milestoneId: foreign._id }, staff.token, on))).toBe('NOT_FOUND');
    expect((await ok(call(LIST, { startupId: startup.id }, staff.token, on))).startupMilestones).toEqual([]);
    expect((await ok(call(LIST, { startupId: other.startup.id }, other.staff.token, other.on))).startupMilestones.map((m: any) => m.status)).toEqual(['planned']);
  });

  it('posts a reached milestone on the timeline, once, live, and takes the post away with the milestone', async () => {
    const { on, staff, founder, coach, startup } = await scene();
    const milestone = (await ok(call(CREATE, { startupId: startup.id, data: { name: 'First paying customer' } }, coach.token, on))).createStartupMilestone;
    expect(await timelineRows(server, on)).toBe(0);
    const live = await liveSubscription(server, { tenant: on.slug, token: founder.token }, LIVE, { startupId: startup.id });
    try {
      const reached = (await ok(call(UPDATE, { milestoneId: milestone._id, data: { status: 'reached' } }, coach.token, on))).updateStartupMilestone;
      expect(reached.status).toBe('reached');
      expect(Date.parse(reached.reachedAt)).toBeGreaterThan(Date.now() - 60_000);
      const { items } = await wholeFeed(call, founder.token, on, startup.id, { type: 'MilestonePost' });
      expect(items).toEqual([
        {
          __typename: 'MilestonePost',
          _id: expect.any(String),
          createdAt: expect.any(String),
          createdBy: { _id: coach.user.id },
          milestone: { _id: milestone._id, name: 'First paying customer', status: 'reached' },
        },
      ]);
      expect((await eventAt(live, 0)).data.startupTimelineUpdated).toEqual({ updateType: 'ADDED', eventId: items[0]._id, parentId: null });

      // Reopened and reached again, it keeps its one post and its first date.
      await ok(call(UPDATE, { milestoneId: milestone._id, data: { status: 'in_progress' } }, staff.token, on));
      const again = (await ok(call(UPDATE, { milestoneId: milestone._id, data: { status: 'reached' } }, staff.token, on))).updateStartupMilestone;
      expect(again.reachedAt).not.toBeNull();
      expect((await wholeFeed(call, founder.token, on, startup.id)).items).toHaveLength(1);

      expect((await ok(call(DELETE, { milestoneId: milestone._id }, staff.token, on))).deleteStartupMilestone).toBe(true);
      expect((await ok(call(EVENTS, { startupId: startup.id }, founder.token, on))).startupEvents.results).toEqual([]);
      expect((await eventAt(live, 1)).data.startupTimelineUpdated).toEqual({ updateType: 'REMOVED', eventId: items[0]._id, parentId: null });
    } finally {
      await live.close();
    }
  });

  it('is closed when the plan lacks the milestones flag', async () => {
    const { on, staff, startup } = await scene();
    await changeAsOwner(server, `UPDATE incubators SET feature_flags = '{"milestones": false}'::jsonb WHERE id = $1`, [on.incubator.id]);
    const answer = await call(CREATE, { startupId: startup.id, data: { name: 'X' } }, staff.token, on);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Milestones are not part of your plan.', extensions: { code: 'FEATURE_DISABLED' } });
    expect(code(await call(LIST, { startupId: startup.id }, staff.token, on))).toBe('FEATURE_DISABLED');
    expect((await ok(call('query K($id: ID!) { startupTimelineKinds(startupId: $id) }', { id: startup.id }, staff.token, on))).startupTimelineKinds).not.toContain('MilestonePost');
  });
});
