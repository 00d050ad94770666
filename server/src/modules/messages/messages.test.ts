import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { samplePng } from '../attachments/sample-files.ts';
import { setFlags } from '../startups/test-support.ts';
import { ADD, CONVERSATION, DELETE, EDIT, HISTORY, INBOX, LEAVE, READ, RENAME, SEARCH, SEND, START, UNREAD, caller, codeOf, ok, type Call } from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

/** A founder, their coach, another coach and the staff, in a tenant of their own. */
async function scene(plan?: 'starter' | 'growth' | 'enterprise') {
  const on = await buildTenant(server, { plan });
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Stella' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Carmen' });
  const otherCoach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Oscar' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Farah' });
  await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
  return { on, staff, coach, otherCoach, founder };
}

const start = async (on: Tenant, token: string, userIds: string[], title?: string) => (await ok(call(START, { userIds, title }, token, on))).startConversation;
const send = async (on: Tenant, token: string, conversationId: string, body: string, attachmentIds?: string[]) =>
  (await ok(call(SEND, { conversationId, body, attachmentIds }, token, on))).sendMessage;
const unread = async (on: Tenant, token: string) => (await ok(call(UNREAD, {}, token, on))).unreadMessagesCount as number;

async function upload(on: Tenant, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'pitch.png');
  const response = await fetch(`${server.url}/api/attachment/upload`, { method: 'POST', headers: { 'x-incubator': on.slug, authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as { _id: string };
}
const getFile = (on: Tenant, token: string, id: string) => fetch(`${server.url}/api/attachments/${id}`, { headers: { 'x-incubator': on.slug, authorization: `Bearer ${token}` } });

describe('conversations are their members’ only', () => {
  it('answers NOT_FOUND to anyone else, another tenant and a malformed id alike', async () => {
    const { on, coach, founder, otherCoach } = await scene();
    const direct = await start(on, founder.token, [coach.user.id]);
    await send(on, founder.token, direct._id, 'Hello');
    expect((await ok(call(CONVERSATION, { id: direct._id }, coach.token, on))).conversation.members.map((m: any) => m._id).sort()).toEqual([coach.user.id, founder.user.id].sort());
    for (const [query, variables] of [
      [CONVERSATION, { id: direct._id }],
      [HISTORY, { conversationId: direct._id }],
      [SEND, { conversationId: direct._id, body: 'Intruding' }],
      [READ, { conversationId: direct._id }],
    ] as const) {
      expect(await codeOf(call(query, variables, otherCoach.token, on))).toBe('NOT_FOUND');
    }
    const elsewhere = await buildTenant(server);
    const stranger = await buildSignedInUser(elsewhere, { roleType: 'admin' });
    expect(await codeOf(call(CONVERSATION, { id: direct._id }, stranger.token, elsewhere))).toBe('NOT_FOUND');
    expect(await codeOf(call(CONVERSATION, { id: 'not-an-id' }, coach.token, on))).toBe('NOT_FOUND');
    // Nor can one start a conversation with someone of another organisation.
    expect(await codeOf(call(START, { userIds: [stranger.user.id] }, coach.token, on))).toBe('NOT_FOUND');
    expect((await ok(call(INBOX, {}, otherCoach.token, on))).conversations.results).toEqual([]);
  });

  it('keeps one direct conversation per pair, even when ten starts race', async () => {
    const { on, coach, founder } = await scene();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(START, { userIds: [i % 2 ? coach.user.id : founder.user.id] }, i % 2 ? founder.token : coach.token, on)),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const ids = new Set(answers.map((answer) => answer.data.startConversation._id));
    expect(ids.size).toBe(1);
    const rows = await server.services.pool.query('SELECT count(*)::int AS n FROM conversations WHERE incubator_id = $1', [on.incubator.id]);
    expect(rows.rows[0].n).toBe(1);
    const members = await server.services.pool.query('SELECT count(*)::int AS n FROM conversation_members WHERE incubator_id = $1', [on.incubator.id]);
    expect(members.rows[0].n).toBe(2);
  });

  it('pages the inbox newest activity first and finds a conversation by the other person’s name', async () => {
    const { on, staff, coach, founder } = await scene();
    const withCoach = await start(on, staff.token, [coach.user.id]);
    const withFounder = await start(on, staff.token, [founder.user.id]);
    await send(on, staff.token, withCoach._id, 'First');
    await send(on, staff.token, withFounder._id, 'Second');
    await send(on, coach.token, withCoach._id, 'Third');
    const first = (await ok(call(INBOX, { limit: 1 }, staff.token, on))).conversations;
    expect(first.results.map((c: any) => c._id)).toEqual([withCoach._id]);
    const second = (await ok(call(INBOX, { limit: 1, cursor: first.next }, staff.token, on))).conversations;
    expect(second.results.map((c: any) => c._id)).toEqual([withFounder._id]);
    expect(second.next).toBeNull();
    expect((await ok(call(INBOX, { filter: { search: 'farah' } }, staff.token, on))).conversations.results.map((c: any) => c._id)).toEqual([withFounder._id]);
    expect((await ok(call(INBOX, { filter: { unreadOnly: true } }, staff.token, on))).conversations.results.map((c: any) => c._id)).toEqual([withCoach._id]);
    expect(await codeOf(call(INBOX, { cursor: 'garbage' }, staff.token, on))).toBe('VALIDATION_ERROR');
  });
});

describe('unread counts', () => {
  it('count each arrival, clear on reading and on leaving, and never count one’s own', async () => {
    const { on, staff, coach, founder } = await scene();
    const group = await start(on, staff.token, [coach.user.id, founder.user.id], 'Launch plan');
    const direct = await start(on, coach.token, [founder.user.id]);
    await send(on, staff.token, group._id, 'Agenda for Monday');
    await send(on, coach.token, group._id, 'Works for me');
    await send(on, coach.token, direct._id, 'A word about pricing');
    expect(await unread(on, founder.token)).toBe(3);
    expect(await unread(on, coach.token)).toBe(0);
    expect(await unread(on, staff.token)).toBe(1);

    // Writing reads the conversation for the writer.
    await send(on, founder.token, group._id, 'Yes');
    expect(await unread(on, founder.token)).toBe(1);
    expect(await unread(on, coach.token)).toBe(1);
    expect(await unread(on, staff.token)).toBe(2);

    expect((await ok(call(READ, { conversationId: group._id }, staff.token, on))).markConversationRead.unreadCount).toBe(0);
    expect(await unread(on, staff.token)).toBe(0);
    expect((await ok(call(READ, { conversationId: direct._id }, founder.token, on))).markConversationRead.unreadCount).toBe(0);
    expect(await unread(on, founder.token)).toBe(0);

    await send(on, staff.token, group._id, 'Another thing');
    expect(await unread(on, coach.token)).toBe(2);
    expect(await ok(call(LEAVE, { conversationId: group._id }, coach.token, on))).toEqual({ leaveConversation: true });
    expect(await unread(on, coach.token)).toBe(0);
    // Gone from their inbox and out of reach; the others go on without them.
    expect((await ok(call(INBOX, {}, coach.token, on))).conversations.results.map((c: any) => c._id)).toEqual([direct._id]);
    expect(await codeOf(call(HISTORY, { conversationId: group._id }, coach.token, on))).toBe('NOT_FOUND');
    await send(on, staff.token, group._id, 'After you left');
    expect(await unread(on, coach.token)).toBe(0);
    expect(await unread(on, founder.token)).toBe(2);

    const rows = await server.services.pool.query(
      `SELECT cm.user_id, cm.unread_count, (SELECT count(*)::int FROM messages m WHERE m.conversation_id = cm.conversation_id AND m.created_at > coalesce(cm.last_read_at, '-infinity') AND m.author_id <> cm.user_id) AS newer
         FROM conversation_members cm WHERE cm.conversation_id = $1 AND cm.left_at IS NULL`,
      [group._id],
    );
    for (const row of rows.rows) expect(row.unread_count, row.user_id).toBe(row.newer);
  });
});

describe('messages', () => {
  it('keep what was typed as plain text, cleaned, and refuse bad input without writing', async () => {
    const { on, coach, founder } = await scene();
    const direct = await start(on, founder.token, [coach.user.id]);
    const typed = '  <script>alert(1)</script>\r\nLine two   \r\n\r\n\r\n\r\nAfter a gap \u202egnp.exe  ';
    const sent = await send(on, founder.token, direct._id, typed);
    expect(sent.body).toBe('<script>alert(1)</script>\nLine two\n\nAfter a gap gnp.exe');
    expect(sent.viewerCan).toEqual({ edit: true, delete: true });

    const count = async () => (await server.services.pool.query('SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1', [direct._id])).rows[0].n;
    const before = await count();
    const refusals: Array<[Record<string, unknown>, string, string | null]> = [
      [{ conversationId: direct._id, body: '   \n  ' }, 'body', 'Write a message or attach a file.'],
      [{ conversationId: direct._id, body: 'x'.repeat(5001) }, 'body', 'A message has at most 5000 characters.'],
      [{ conversationId: direct._id, body: 'Hi', attachmentIds: ['nope'] }, 'attachmentIds.0', 'Invalid field'],
      [{ conversationId: direct._id, body: 'Six files', attachmentIds: Array.from({ length: 6 }, () => crypto.randomUUID()) }, 'attachmentIds', 'A message has at most 5 files.'],
      [{ conversationId: direct._id, body: 'Bell \u0007' }, 'body', null],
    ];
    for (const [variables, field, message] of refusals) {
      const answer = await call(SEND, variables, founder.token, on);
      expect(answer.errors?.[0].extensions?.code, JSON.stringify(answer.errors)).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields).toContainEqual(message ? { field, message } : expect.objectContaining({ field }));
    }
    const french = await buildSignedInUser(on, { roleType: 'coach', language: 'fr' });
    const withFrench = await start(on, french.token, [founder.user.id]);
    const answer = await call(SEND, { conversationId: withFrench._id, body: '' }, french.token, on);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'body', message: 'Écrivez un message ou joignez un fichier.' }]);
    expect(await count()).toBe(before);

    expect(await codeOf(call(START, { userIds: [] }, founder.token, on))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(START, { userIds: [founder.user.id] }, founder.token, on))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(START, { userIds: [coach.user.id, french.user.id] }, founder.token, on))).toBe('VALIDATION_ERROR');
  });

  it('are edited and deleted by their author only, a deleted one kept as a tombstone', async () => {
    const { on, coach, founder } = await scene();
    const direct = await start(on, founder.token, [coach.user.id]);
    const sent = await send(on, founder.token, direct._id, 'Draft pricing: 49 a month');
    expect(await codeOf(call(EDIT, { messageId: sent._id, body: 'Changed by someone else' }, coach.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(DELETE, { messageId: sent._id }, coach.token, on))).toBe('FORBIDDEN');
    const edited = (await ok(call(EDIT, { messageId: sent._id, body: 'Pricing: 59 a month' }, founder.token, on))).editMessage;
    expect(edited.body).toBe('Pricing: 59 a month');
    expect(edited.editedAt).toBeTruthy();
    const gone = (await ok(call(DELETE, { messageId: sent._id }, founder.token, on))).deleteMessage;
    expect(gone).toMatchObject({ body: '', viewerCan: { edit: false, delete: false } });
    expect(gone.deletedAt).toBeTruthy();
    const history = (await ok(call(HISTORY, { conversationId: direct._id }, coach.token, on))).conversationMessages.results;
    expect(history.map((m: any) => [m._id, m.body, Boolean(m.deletedAt)])).toEqual([[sent._id, '', true]]);
    expect(await codeOf(call(EDIT, { messageId: sent._id, body: 'Back again' }, founder.token, on))).toBe('FORBIDDEN');
  });

  it('page the history newest first', async () => {
    const { on, coach, founder } = await scene();
    const direct = await start(on, founder.token, [coach.user.id]);
    for (const body of ['one', 'two', 'three', 'four', 'five']) await send(on, founder.token, direct._id, body);
    const bodies: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (await ok(call(HISTORY, { conversationId: direct._id, limit: 2, cursor }, coach.token, on))).conversationMessages;
      bodies.push(...page.results.map((m: any) => m.body));
      cursor = page.next;
    } while (cursor);
    expect(bodies).toEqual(['five', 'four', 'three', 'two', 'one']);
  });

  it('carry files their conversation’s members alone may read', async () => {
    const { on, coach, founder, otherCoach } = await scene();
    const direct = await start(on, founder.token, [coach.user.id]);
    const file = await upload(on, founder.token);
    const sent = await send(on, founder.token, direct._id, '', [file._id]);
    expect(sent.attachments.map((a: any) => [a._id, a.name, a.fileType])).toEqual([[file._id, 'pitch.png', 'image/png']]);
    expect((await getFile(on, coach.token, file._id)).status).toBe(200);
    expect((await getFile(on, founder.token, file._id)).status).toBe(200);
    expect((await getFile(on, otherCoach.token, file._id)).status).toBe(404);
    const listed = await fetch(`${server.url}/api/attachments/reference/message/${sent._id}`, { headers: { 'x-incubator': on.slug, authorization: `Bearer ${otherCoach.token}` } });
    expect(listed.status).toBe(404);
    // Someone else's upload, or a file already attached, cannot be sent.
    expect(await codeOf(call(SEND, { conversationId: direct._id, body: 'Mine now', attachmentIds: [file._id] }, coach.token, on))).toBe('VALIDATION_ERROR');
    // A message of files alone may lose its words but not be emptied of both.
    await ok(call(EDIT, { messageId: sent._id, body: '' }, founder.token, on));
    await ok(call(DELETE, { messageId: sent._id }, founder.token, on));
    expect((await getFile(on, coach.token, file._id)).status).toBe(404);
  });
});

describe('groups', () => {
  it('are renamed, grown and left by their members', async () => {
    const { on, staff, coach, founder, otherCoach } = await scene();
    const group = await start(on, staff.token, [coach.user.id, founder.user.id], 'Demo day prep');
    expect(group).toMatchObject({ kind: 'GROUP', title: 'Demo day prep', viewerCan: { send: true, rename: true, addMembers: true, leave: true } });
    expect((await ok(call(RENAME, { conversationId: group._id, title: 'Demo day' }, coach.token, on))).renameConversation.title).toBe('Demo day');
    const grown = (await ok(call(ADD, { conversationId: group._id, userIds: [otherCoach.user.id] }, staff.token, on))).addConversationMembers;
    expect(grown.members.map((m: any) => m._id)).toContain(otherCoach.user.id);
    await ok(call(LEAVE, { conversationId: group._id }, otherCoach.token, on));
    expect(await codeOf(call(RENAME, { conversationId: group._id, title: 'x' }, otherCoach.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(RENAME, { conversationId: group._id, title: '' }, staff.token, on))).toBe('VALIDATION_ERROR');
    const direct = await start(on, staff.token, [coach.user.id]);
    expect(await codeOf(call(LEAVE, { conversationId: direct._id }, staff.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(START, { userIds: [coach.user.id, founder.user.id] }, staff.token, on))).toBe('VALIDATION_ERROR');
  });

  it('need the plan’s groupChat: without it none starts and the existing ones are out of sight', async () => {
    const { on, staff, coach, founder } = await scene();
    const group = await start(on, staff.token, [coach.user.id, founder.user.id], 'Board prep');
    const direct = await start(on, staff.token, [coach.user.id]);
    await send(on, staff.token, group._id, 'Before the switch');
    await setFlags(server, on, { groupChat: false });
    const refused = await call(START, { userIds: [coach.user.id, founder.user.id], title: 'Another' }, staff.token, on);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FEATURE_DISABLED', flag: 'groupChat' });
    expect(refused.errors?.[0].message).toBe("Group conversations are not part of your organisation's plan.");
    expect(await codeOf(call(SEND, { conversationId: group._id, body: 'Still there?' }, staff.token, on))).toBe('FEATURE_DISABLED');
    expect((await ok(call(INBOX, {}, coach.token, on))).conversations.results.map((c: any) => c._id)).toEqual([direct._id]);
    expect(await unread(on, coach.token)).toBe(0);
    // Direct conversations go on.
    await send(on, staff.token, direct._id, 'Direct still works');
    expect(await unread(on, coach.token)).toBe(1);
  });

  it('and everything else needs liveChat', async () => {
    const { on, staff, coach } = await scene();
    await setFlags(server, on, { liveChat: false });
    for (const [query, variables] of [
      [INBOX, {}],
      [UNREAD, {}],
      [START, { userIds: [coach.user.id] }],
    ] as const) {
      expect(await codeOf(call(query, variables, staff.token, on))).toBe('FEATURE_DISABLED');
    }
  });
});

describe('searching the history', () => {
  it('finds words (and their beginnings) in the viewer’s own conversations only', async () => {
    const { on, staff, coach, founder, otherCoach } = await scene();
    const mine = await start(on, founder.token, [coach.user.id]);
    const theirs = await start(on, staff.token, [otherCoach.user.id]);
    const hit = await send(on, coach.token, mine._id, 'The pricing experiment doubled conversions');
    await send(on, founder.token, mine._id, 'Nothing to see');
    await send(on, staff.token, theirs._id, 'Pricing for the enterprise tier');
    const deleted = await send(on, founder.token, mine._id, 'pricing typo');
    await ok(call(DELETE, { messageId: deleted._id }, founder.token, on));

    const found = (await ok(call(SEARCH, { text: 'PRIC conver' }, founder.token, on))).searchMessages;
    expect(found.results).toEqual([{ message: { _id: hit._id, body: 'The pricing experiment doubled conversions' }, conversation: { _id: mine._id } }]);
    expect((await ok(call(SEARCH, { text: 'pricing' }, otherCoach.token, on))).searchMessages.results.map((r: any) => r.conversation._id)).toEqual([theirs._id]);
    expect(await codeOf(call(SEARCH, { text: '  ' }, founder.token, on))).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(SEARCH, { text: "'&|!:*" }, founder.token, on))).toBe('VALIDATION_ERROR');
  });
});
