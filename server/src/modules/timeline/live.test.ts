import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription } from '../../../test/live.ts';
import { DELETE, LIVE, REPLY, UPDATE, caller, note, ok, type Call } from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const update = (event: any) => event.data?.startupTimelineUpdated;

describe('startupTimelineUpdated', () => {
  it('brings a public note to the founder and the staff, a private one to the staff only', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    const startup = await buildStartup(on, { founders: [founder.user] });
    const founderLive = await liveSubscription(server, { tenant: on.slug, token: founder.token }, LIVE, { startupId: startup.id });
    const staffLive = await liveSubscription(server, { tenant: on.slug, token: staff.token }, LIVE, { startupId: startup.id });
    try {
      const open = await note(call, staff.token, on, { startupId: startup.id, message: '<p>Open</p>' });
      expect(update(await eventAt(founderLive, 0))).toEqual({ updateType: 'ADDED', eventId: open._id, parentId: null });
      expect(update(await eventAt(staffLive, 0))).toEqual({ updateType: 'ADDED', eventId: open._id, parentId: null });

      const hidden = await note(call, staff.token, on, { startupId: startup.id, message: '<p>Internal</p>', isPublic: false });
      const reply = (await ok(call(REPLY, { eventId: hidden._id, message: '<p>Also internal</p>' }, staff.token, on))).replyToStartupNote;
      expect(update(await eventAt(staffLive, 1))).toEqual({ updateType: 'ADDED', eventId: hidden._id, parentId: null });
      expect(update(await eventAt(staffLive, 2))).toEqual({ updateType: 'ADDED', eventId: reply._id, parentId: hidden._id });

      // Made private, the note leaves the founder's page; the staff see it change.
      await ok(call(UPDATE, { eventId: open._id, isPublic: false }, staff.token, on));
      expect(update(await eventAt(staffLive, 3))).toEqual({ updateType: 'UPDATED', eventId: open._id, parentId: null });
      expect(update(await eventAt(founderLive, 1))).toEqual({ updateType: 'REMOVED', eventId: open._id, parentId: null });
      await ok(call(DELETE, { eventId: hidden._id }, staff.token, on));
      expect(update(await eventAt(staffLive, 4))).toEqual({ updateType: 'REMOVED', eventId: hidden._id, parentId: null });

      expect(await eventsWithin(founderLive, 800)).toEqual([]);
      expect(founderLive.events.map(update)).toEqual([
        { updateType: 'ADDED', eventId: open._id, parentId: null },
        { updateType: 'REMOVED', eventId: open._id, parentId: null },
      ]);
    } finally {
      await founderLive.close();
      await staffLive.close();
    }
  });

  it("refuses a startup the subscriber may not see, or another tenant's", async () => {
    const on = await buildTenant(server);
    const other = await buildTenant(server);
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const elsewhere = await buildStartup(on);
    const foreign = await buildStartup(other);
    for (const startupId of [elsewhere.id, foreign.id, 'nope']) {
      const live = await liveSubscription(server, { tenant: on.slug, token: coach.token }, LIVE, { startupId }, 100);
      try {
        await eventsWithin(live, 300);
        expect(JSON.stringify(live.events)).toContain('NOT_FOUND');
      } finally {
        await live.close();
      }
    }
  });
});
