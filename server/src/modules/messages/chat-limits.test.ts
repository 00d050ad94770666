import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant } from '../../../test/factories.ts';
import { LIMIT, MESSAGEABLE, SEND, SET_LIMIT, START, caller, codeOf, ok, type Call } from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

async function scene() {
  const on = await buildTenant(server);
  const admin = await buildSignedInUser(on, { roleType: 'admin', firstName: 'Ada' });
  const staff = await buildSignedInUser(on, { roleType: 'staff', firstName: 'Sven' });
  const coach = await buildSignedInUser(on, { roleType: 'coach', firstName: 'Cleo' });
  const founder = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Fynn' });
  const stranger = await buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Sacha' });
  await buildStartup(on, { founders: [founder.user], coaches: [coach.user] });
  await buildStartup(on, { founders: [stranger.user] });
  return { on, admin, staff, coach, founder, stranger };
}

const names = async (call: Call, token: string, on: any, search?: string) =>
  (await ok(call(MESSAGEABLE, { search }, token, on))).messageableUsers.map((u: any) => u.fullName.split(' ')[0]).sort();

describe('whom one may message', () => {
  it('is everyone one may see, until a limit narrows it to roles, chosen people or nobody', async () => {
    const { on, admin, staff, coach, founder } = await scene();
    // A founder sees the organisation's side and their own startup, not other startups' founders.
    expect(await names(call, founder.token, on)).toEqual(['Ada', 'Cleo', 'Sven']);
    expect(await names(call, founder.token, on, 'cle')).toEqual(['Cleo']);
    expect(await names(call, staff.token, on)).toEqual(['Ada', 'Cleo', 'Fynn', 'Sacha']);

    const limit = (variables: Record<string, unknown>) => ok(call(SET_LIMIT, { userId: founder.user.id, ...variables }, admin.token, on));
    expect((await limit({ mode: 'ROLES', roleTypes: ['coach', 'coach'] })).setChatLimit).toMatchObject({ mode: 'ROLES', roleTypes: ['coach'], users: [] });
    expect(await names(call, founder.token, on)).toEqual(['Cleo']);
    await ok(call(START, { userIds: [coach.user.id] }, founder.token, on));
    const refused = await call(START, { userIds: [staff.user.id] }, founder.token, on);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('Your messaging limits do not let you write to this person.');

    await limit({ mode: 'PEOPLE', userIds: [staff.user.id], roleTypes: ['coach'] });
    expect(await names(call, founder.token, on)).toEqual(['Sven']);
    expect(await codeOf(call(START, { userIds: [coach.user.id] }, founder.token, on))).toBe('FORBIDDEN');
    await ok(call(START, { userIds: [staff.user.id] }, founder.token, on));

    await limit({ mode: 'NOBODY' });
    expect(await names(call, founder.token, on)).toEqual([]);
    const nobody = await call(START, { userIds: [staff.user.id] }, founder.token, on);
    expect(nobody.errors?.[0]).toMatchObject({
      message: 'Your messaging limits do not let you start conversations. Ask an administrator if you need to.',
      extensions: { code: 'FORBIDDEN' },
    });
    // The limit is on starting: conversations others open still take the founder's answers.
    const fromStaff = (await ok(call(START, { userIds: [founder.user.id] }, staff.token, on))).startConversation;
    await ok(call(SEND, { conversationId: fromStaff._id, body: 'Thanks, noted.' }, founder.token, on));

    await limit({ mode: 'EVERYONE' });
    expect(await names(call, founder.token, on)).toEqual(['Ada', 'Cleo', 'Sven']);
  });

  it('is someone the founder cannot see: not found, whatever the limit', async () => {
    const { on, founder, stranger } = await scene();
    expect(await codeOf(call(START, { userIds: [stranger.user.id] }, founder.token, on))).toBe('NOT_FOUND');
  });
});

describe('chat limits', () => {
  it('are set with CHAT:USER_ACCESS:EDIT and read by the person themself or with CHAT:LIMIT:READ', async () => {
    const { on, admin, staff, founder } = await scene();
    expect((await ok(call(LIMIT, { userId: founder.user.id }, founder.token, on))).chatLimit).toEqual({ userId: founder.user.id, mode: 'EVERYONE', roleTypes: [], users: [] });
    expect(await codeOf(call(SET_LIMIT, { userId: founder.user.id, mode: 'NOBODY' }, staff.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(SET_LIMIT, { userId: founder.user.id, mode: 'NOBODY' }, founder.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(LIMIT, { userId: founder.user.id }, staff.token, on))).toBe('NOT_FOUND');
    await ok(call(SET_LIMIT, { userId: founder.user.id, mode: 'PEOPLE', userIds: [staff.user.id] }, admin.token, on));
    expect((await ok(call(LIMIT, { userId: founder.user.id }, admin.token, on))).chatLimit).toMatchObject({ mode: 'PEOPLE', users: [{ _id: staff.user.id }] });
    expect((await ok(call(LIMIT, { userId: founder.user.id }, founder.token, on))).chatLimit.mode).toBe('PEOPLE');

    // A role given CHAT:LIMIT:READ reads others' limits.
    const role = (await server.services.pool.query('SELECT role_id FROM users WHERE id = $1', [staff.user.id])).rows[0].role_id;
    await changeAsOwner(server, `UPDATE roles SET permissions = permissions || '[{"key":"CHAT:LIMIT:READ","criteria":"ALL"}]'::jsonb WHERE id = $1`, [role]);
    expect((await ok(call(LIMIT, { userId: founder.user.id }, staff.token, on))).chatLimit.mode).toBe('PEOPLE');
  });

  it('refuse bad input and other organisations’ people', async () => {
    const { on, admin, founder } = await scene();
    const elsewhere = await buildTenant(server);
    const foreign = await buildSignedInUser(elsewhere, { roleType: 'coach' });
    const set = (variables: Record<string, unknown>) => call(SET_LIMIT, { userId: founder.user.id, ...variables }, admin.token, on);
    const fields = async (variables: Record<string, unknown>) => (await set(variables)).errors?.[0].extensions?.fields;
    expect(await fields({ mode: 'ROLES', roleTypes: [] })).toEqual([{ field: 'roleTypes', message: 'Choose at least one role.' }]);
    expect(await fields({ mode: 'ROLES', roleTypes: ['wizard'] })).toEqual([{ field: 'roleTypes.0', message: 'Invalid field' }]);
    expect(await fields({ mode: 'PEOPLE' })).toEqual([{ field: 'userIds', message: 'Choose at least one person.' }]);
    expect((await set({ mode: 'PEOPLE', userIds: [foreign.user.id] })).errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect(await codeOf(call(SET_LIMIT, { userId: foreign.user.id, mode: 'NOBODY' }, admin.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(LIMIT, { userId: 'someone' }, admin.token, on))).toBe('NOT_FOUND');
    const stored = await server.services.pool.query('SELECT count(*)::int AS n FROM chat_limits WHERE incubator_id = $1', [on.incubator.id]);
    expect(stored.rows[0].n).toBe(0);
  });
});
