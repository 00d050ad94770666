import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant } from '../../../test/factories.ts';
import { eventAt, eventsWithin, liveSubscription } from '../../../test/live.ts';
import { setFlags } from '../startups/test-support.ts';
import { ADD, DELETE, EDIT, LEAVE, LIVE, READ, SEND, START, caller, ok, type Call } from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const update = (event: any) => event.data?.messagesUpdated;
const brief = (event: any) => {
  const u = update(event);
  return { type: u.type, message: u.message?.body ?? null, unread: u.unreadCount, inConversation: Boolean(u.conversation) };
};

describe('messagesUpdated', () => {
  it('brings each change to the conversation’s members only, with their unread total', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const outsider = await buildSignedInUser(on, { roleType: 'coach' });
    const founder = await buildSignedInUser(on, { roleType: 'cofounder' });
    await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
    const coachLive = await liveSubscription(server, { tenant: on.slug, token: coach.token }, LIVE);
    const founderLive = await liveSubscription(server, { tenant: on.slug, token: founder.token }, LIVE);
    const outsiderLive = await liveSubscription(server, { tenant: on.slug, token: outsider.token }, LIVE);
    try {
      const direct = (await ok(call(START, { userIds: [coach.user.id] }, founder.token, on))).startConversation;
      expect(brief(await eventAt(coachLive, 0))).toEqual({ type: 'CONVERSATION_UPDATED', message: null, unread: 0, inConversation: true });
      expect(brief(await eventAt(founderLive, 0))).toEqual({ type: 'CONVERSATION_UPDATED', message: null, unread: 0, inConversation: true });

      const sent = (await ok(call(SEND, { conversationId: direct._id, body: 'Can we move our call?' }, founder.token, on))).sendMessage;
      expect(brief(await eventAt(coachLive, 1))).toEqual({ type: 'MESSAGE_ADDED', message: 'Can we move our call?', unread: 1, inConversation: true });
      expect(update(await eventAt(coachLive, 1)).conversation).toEqual({ _id: direct._id, unreadCount: 1 });
      expect(brief(await eventAt(founderLive, 1))).toEqual({ type: 'MESSAGE_ADDED', message: 'Can we move our call?', unread: 0, inConversation: true });

      await ok(call(READ, { conversationId: direct._id }, coach.token, on));
      expect(brief(await eventAt(coachLive, 2))).toEqual({ type: 'READ', message: null, unread: 0, inConversation: true });
      await ok(call(EDIT, { messageId: sent._id, body: 'Can we move our call to Friday?' }, founder.token, on));
      expect(brief(await eventAt(coachLive, 3))).toMatchObject({ type: 'MESSAGE_UPDATED', message: 'Can we move our call to Friday?' });
      await ok(call(DELETE, { messageId: sent._id }, founder.token, on));
      expect(brief(await eventAt(coachLive, 4))).toMatchObject({ type: 'MESSAGE_DELETED', message: '' });
      await eventAt(founderLive, 3);
      expect(founderLive.events.map((e) => update(e).type)).toEqual(['CONVERSATION_UPDATED', 'MESSAGE_ADDED', 'MESSAGE_UPDATED', 'MESSAGE_DELETED']);

      // A group: the one brought in hears of it from then on; once they leave, no more.
      const group = (await ok(call(START, { userIds: [coach.user.id, founder.user.id], title: 'Investor update' }, staff.token, on))).startConversation;
      await ok(call(ADD, { conversationId: group._id, userIds: [outsider.user.id] }, staff.token, on));
      expect(brief(await eventAt(outsiderLive, 0))).toEqual({ type: 'CONVERSATION_UPDATED', message: null, unread: 0, inConversation: true });
      await ok(call(SEND, { conversationId: group._id, body: 'Draft attached tomorrow' }, staff.token, on));
      expect(brief(await eventAt(outsiderLive, 1))).toEqual({ type: 'MESSAGE_ADDED', message: 'Draft attached tomorrow', unread: 1, inConversation: true });
      await ok(call(LEAVE, { conversationId: group._id }, outsider.token, on));
      expect(brief(await eventAt(outsiderLive, 2))).toEqual({ type: 'CONVERSATION_UPDATED', message: null, unread: 0, inConversation: false });
      await ok(call(SEND, { conversationId: group._id, body: 'Only for those still here' }, staff.token, on));
      expect(brief(await eventAt(founderLive, 8))).toMatchObject({ type: 'MESSAGE_ADDED', message: 'Only for those still here' });
      expect(await eventsWithin(outsiderLive, 500)).toEqual([]);
      expect(outsiderLive.events).toHaveLength(3);
    } finally {
      await coachLive.close();
      await founderLive.close();
      await outsiderLive.close();
    }
  });

  it('needs liveChat to subscribe', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    await setFlags(server, on, { liveChat: false });
    const live = await liveSubscription(server, { tenant: on.slug, token: staff.token }, LIVE, {}, 100);
    try {
      await eventsWithin(live, 300);
      expect(JSON.stringify(live.events)).toContain('FEATURE_DISABLED');
    } finally {
      await live.close();
    }
  });
});
