import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD, createDemoTenant } from './demo.ts';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await startTestServer();
  slug = `demo-${randomUUID().slice(0, 8)}`;
  await createDemoTenant(server.services, slug);
}, 180_000);
afterAll(() => server.stop());

const query = async (text: string) => (await server.services.pool.query(text.replaceAll(':tenant', '(SELECT id FROM incubators WHERE slug = $1)'), [slug])).rows;

describe('the demo’s messages', () => {
  it('has each startup’s first founder talking with their coach, founders’ groups with a mentor, and files', async () => {
    const kinds = await query(`SELECT kind, count(*)::int AS n FROM conversations WHERE incubator_id = :tenant GROUP BY kind ORDER BY kind`);
    expect(kinds).toEqual([
      { kind: 'DIRECT', n: 12 },
      { kind: 'GROUP', n: 2 },
    ]);
    const coachings = await query(
      `SELECT count(*)::int AS n FROM conversations c
         JOIN conversation_members f ON f.conversation_id = c.id JOIN users fu ON fu.id = f.user_id JOIN roles fr ON fr.id = fu.role_id AND fr.type = 'cofounder'
         JOIN conversation_members k ON k.conversation_id = c.id JOIN startup_members sm ON sm.user_id = k.user_id AND sm.kind = 'assigned'
         JOIN startup_members sf ON sf.startup_id = sm.startup_id AND sf.user_id = f.user_id AND sf.kind = 'founder'
        WHERE c.incubator_id = :tenant AND c.kind = 'DIRECT'`,
    );
    expect(coachings[0].n).toBeGreaterThanOrEqual(12);
    const files = await query(`SELECT file_type, count(*)::int AS n FROM attachments WHERE incubator_id = :tenant AND reference_kind = 'message' GROUP BY 1 ORDER BY 1`);
    expect(files).toEqual([
      { file_type: 'application/pdf', n: 2 },
      { file_type: 'image/png', n: 1 },
    ]);
  });

  it('keeps the services’ rules: inbox times are the last message’s, unread counts are the messages after reading', async () => {
    const drift = await query(
      `SELECT c.id FROM conversations c JOIN conversation_members cm ON cm.conversation_id = c.id
        WHERE c.incubator_id = :tenant
          AND (c.last_message_at <> (SELECT max(created_at) FROM messages m WHERE m.conversation_id = c.id) OR cm.last_message_at <> c.last_message_at
            OR cm.unread_count <> (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.author_id <> cm.user_id AND m.created_at > cm.last_read_at))`,
    );
    expect(drift).toEqual([]);
    const keys = await query(
      `SELECT c.direct_key = (SELECT string_agg(user_id::text, ':' ORDER BY user_id::text) FROM conversation_members WHERE conversation_id = c.id) AS right
         FROM conversations c WHERE c.incubator_id = :tenant AND c.kind = 'DIRECT'`,
    );
    expect(keys.every((k) => k.right)).toBe(true);
    const unread = await query(`SELECT count(*)::int AS n FROM conversation_members WHERE incubator_id = :tenant AND unread_count > 0`);
    expect(unread[0].n).toBeGreaterThanOrEqual(5);
  });

  it('shows the demo founder their unread messages and their conversations', async () => {
    const signIn = await rest<{ token: string }>(server, 'POST', '/auth/local', { email: 'founder@demo.test', password: DEMO_PASSWORD }, { tenant: slug });
    const answer = await gql(server, '{ unreadMessagesCount conversations { results { kind title unreadCount } } }', {}, { tenant: slug, token: signIn.body.token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.unreadMessagesCount).toBe(3);
    expect(answer.data.conversations.results).toEqual([
      { kind: 'GROUP', title: 'GreenLoop × Daniel — fundraising', unreadCount: 1 },
      { kind: 'DIRECT', title: null, unreadCount: 2 },
    ]);
  });
});
