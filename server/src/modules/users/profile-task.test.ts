import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, gql, rest, type TestServer } from '../../../test/harness.ts';
import { buildInvitation, buildSignedInUser, buildStartup, buildTenant, buildUser, signIn, type Tenant } from '../../../test/factories.ts';
import { runAs } from '../../core/request-context.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { syncStartupProfileTasks } from '../startups/profile-task.ts';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server, { name: 'Harbour Labs' });
});
afterAll(() => server.stop());

const MINE = '{ myTasksPaginated(queryOptions: { completionStatus: "PENDING" }) { results { _id name url taskType done } totalCount } }';
const mine = async (token: string) => (await gql(server, MINE, {}, { tenant: tenant.slug, token })).data.myTasksPaginated;

async function acceptInvitation(language?: string) {
  const invitation = await buildInvitation(tenant, { roleType: 'cofounder' });
  const mail = await server.mailbox.waitFor(invitation.email, /acceptinvitation/);
  const token = /\/acceptinvitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  if (language) {
    await withTenant(server.services.pool, tenant.incubator.id, (db) =>
      db
        .update(schema.users)
        .set({ language })
        .where(and(eq(schema.users.incubatorId, tenant.incubator.id), eq(schema.users.id, invitation.user.id))),
    );
  }
  const answer = await rest(server, 'POST', '/api/users/acceptinvitation', { token, password: 'a long enough passphrase' }, { tenant: tenant.slug });
  expect(answer.status).toBe(200);
  return { ...invitation, token: answer.body.token as string };
}

describe('completeUserProfile', () => {
  it('is given to a person whose new account lacks profile details, in their language, due in a week', async () => {
    const person = await acceptInvitation('fr');
    const { results } = await mine(person.token);
    expect(results).toEqual([expect.objectContaining({ name: 'Complétez votre profil', url: '/profile', taskType: 'completeUserProfile', done: false })]);
  });

  it('can not be ticked by hand, and is done once the profile is complete', async () => {
    const person = await acceptInvitation();
    const [task] = (await mine(person.token)).results;
    const tick = await gql(server, 'mutation($id: ID!) { updateTaskDone(taskId: $id, done: true) { done } }', { id: task._id }, { tenant: tenant.slug, token: person.token });
    expect(tick.errors?.[0]?.extensions?.code).toBe('TASK_AUTOMATIC');

    const partial = await rest(server, 'PUT', '/user', { headline: 'CTO', bio: 'Builds things.' }, { tenant: tenant.slug, token: person.token });
    expect(partial.status).toBe(200);
    expect((await mine(person.token)).totalCount).toBe(1);

    const rest2 = await rest(server, 'PUT', '/user', { country: 'Portugal', timezone: 'Europe/Lisbon' }, { tenant: tenant.slug, token: person.token });
    expect(rest2.status).toBe(200);
    expect((await mine(person.token)).totalCount).toBe(0);
    const done = await gql(
      server,
      '{ myTasksPaginated(queryOptions: { completionStatus: "COMPLETED" }) { results { taskType done } } }',
      {},
      { tenant: tenant.slug, token: person.token },
    );
    expect(done.data.myTasksPaginated.results).toEqual([{ taskType: 'completeUserProfile', done: true }]);
  });

  it('is not given twice, nor to people who already have a complete profile', async () => {
    const person = await buildSignedInUser(tenant, { roleType: 'mentor' });
    await rest(
      server,
      'PUT',
      '/user',
      { headline: 'Mentor', bio: 'Twenty years in retail.', country: 'Spain', timezone: 'Europe/Madrid' },
      { tenant: tenant.slug, token: person.token },
    );
    expect((await mine(person.token)).totalCount).toBe(0);
  });
});

describe('completeStartupProfile', () => {
  it('goes to every founder while the startup profile has gaps, and is done for all once it is complete', async () => {
    const [ana, ben] = [await buildUser(tenant, { roleType: 'cofounder' }), await buildUser(tenant, { roleType: 'cofounder', language: 'es' })];
    const coach = await buildUser(tenant, { roleType: 'coach' });
    const startup = await buildStartup(tenant, { name: 'Kelp Works', founders: [ana.user, ben.user], coaches: [coach.user] });
    const sync = () => runAs(server.services, tenant.incubator, null, async (ctx) => syncStartupProfileTasks(ctx, await ctx.tx.db(), startup.id));
    await sync();
    await sync();
    const [anaToken, benToken, coachToken] = [await signIn(tenant, ana), await signIn(tenant, ben), await signIn(tenant, coach)];
    const forAna = (await mine(anaToken)).results.filter((t: any) => t.taskType === 'completeStartupProfile');
    expect(forAna).toEqual([expect.objectContaining({ name: 'Complete the profile of Kelp Works', url: `/startup/${startup.id}/file/company` })]);
    expect((await mine(benToken)).results.filter((t: any) => t.taskType === 'completeStartupProfile')).toEqual([
      expect.objectContaining({ name: 'Completa el perfil de Kelp Works' }),
    ]);
    expect((await mine(coachToken)).totalCount).toBe(0);

    await withTenant(server.services.pool, tenant.incubator.id, async (db) => {
      const industry = crypto.randomUUID();
      await db.insert(schema.industries).values({ incubatorId: tenant.incubator.id, id: industry, name: 'Ocean' });
      await db.insert(schema.startupIndustries).values({ incubatorId: tenant.incubator.id, startupId: startup.id, industryId: industry });
      await db
        .update(schema.startups)
        .set({ description: 'Seaweed packaging.', logo: '/api/files/x/y/logo.png' })
        .where(and(eq(schema.startups.incubatorId, tenant.incubator.id), eq(schema.startups.id, startup.id)));
    });
    await sync();
    for (const token of [anaToken, benToken]) {
      expect((await mine(token)).results.filter((t: any) => t.taskType === 'completeStartupProfile')).toEqual([]);
    }
  });
});
