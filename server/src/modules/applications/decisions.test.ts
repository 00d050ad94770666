import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, mayMoveApplication, type ApplicationStatus } from '@seedbed/contracts/applications';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, signIn, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, codeOf, ok, setGrant, type Call } from '../startups/test-support.ts';
import { sendDueDecisionMails } from './decision-mails.ts';
import { buildApplication, buildFunnel } from './overview-fixtures.ts';

let server: TestServer;
let tenant: Tenant;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await buildTenant(server);
  call = caller(server);
});
afterAll(() => server.stop());

const DECIDE = `mutation Decide($id: ID!, $decision: RoundDecision!, $mail: ID, $reasons: [String!]) {
  decideApplicationRound(applicationId: $id, decision: $decision, rejectionMailId: $mail, reasons: $reasons) { _id status round { _id } startup { _id name } availableDecisions } }`;
const RESET = 'mutation Reset($id: ID!) { resetApplicationRound(applicationId: $id) { _id status round { _id } availableDecisions } }';
const SEND = 'mutation Send($id: ID!) { sendDelayedRejection(applicationId: $id) { _id status } }';
const DELETE = 'mutation Delete($id: ID!) { deleteApplication(id: $id) }';
const ONE = 'query One($id: ID!) { application(id: $id) { _id status availableDecisions viewerCanDelete startup { _id name viewerCanOpen } } }';
const STARTUP = 'query Startup($id: ID!) { startup(id: $id) { _id name founders { user { _id } founderType } programs { _id } } }';
const ME = '{ currentUser { _id role { type } } }';

const db = <T>(on: Tenant, work: (d: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(server.services.pool, on.incubator.id, work);

async function row(on: Tenant, id: string) {
  return db(
    on,
    async (d) =>
      (
        await d
          .select()
          .from(schema.applications)
          .where(and(eq(schema.applications.incubatorId, on.incubator.id), eq(schema.applications.id, id)))
      )[0],
  );
}
async function decisions(on: Tenant, id: string) {
  return db(on, (d) =>
    d
      .select()
      .from(schema.applicationDecisions)
      .where(and(eq(schema.applicationDecisions.incubatorId, on.incubator.id), eq(schema.applicationDecisions.applicationId, id))),
  );
}
async function activityKinds(on: Tenant, id: string) {
  const rows = await db(on, (d) =>
    d
      .select()
      .from(schema.applicationActivities)
      .where(and(eq(schema.applicationActivities.incubatorId, on.incubator.id), eq(schema.applicationActivities.applicationId, id))),
  );
  return rows.map((r) => r.kind);
}

/** A funnel with a programme and two rounds (the second an interview), run by `admin`. */
async function setup(on: Tenant = tenant) {
  const admin = await buildSignedInUser(on, { roleType: 'staff' });
  const applicant = await buildSignedInUser(on, { roleType: 'applicant' });
  const funnel = await buildFunnel(on, { admins: [admin.user], rounds: [{ name: 'Screening' }, { name: 'Interview', meeting: true }] });
  const programId = newId();
  await db(on, async (d) => {
    await d.insert(schema.programs).values({ incubatorId: on.incubator.id, id: programId, name: 'Cohort 7' });
    await d
      .update(schema.funnels)
      .set({ programId })
      .where(and(eq(schema.funnels.incubatorId, on.incubator.id), eq(schema.funnels.id, funnel.id)));
  });
  return { admin, applicant, funnel, programId };
}

async function rejectionMail(on: Tenant, funnelId: string | null, reasons: string[] = ['Too early', 'Out of scope']) {
  const id = newId();
  await db(on, (d) =>
    d
      .insert(schema.rejectionMails)
      .values({ incubatorId: on.incubator.id, id, funnelId, name: 'Polite no', subject: 'About your application', body: '<p>Not this time.</p>', reasons }),
  );
  return id;
}

/** Someone else applying to the same funnel (one application per applicant and funnel). */
const anotherApplicant = async () => (await buildUser(tenant, { roleType: 'applicant' })).user;

describe('the transition table', () => {
  it('refuses every decision the table does not allow with INVALID_TRANSITION and writes nothing', async () => {
    const { admin, funnel } = await setup();
    for (const status of APPLICATION_STATUSES) {
      const application = await buildApplication(tenant, { funnel, applicant: await anotherApplicant(), status, round: 1 });
      const targets: Record<string, ApplicationStatus> = { accept: 'accepted', reject: 'rejected', delay_reject: 'delay_rejected' };
      for (const [decision, to] of Object.entries(targets)) {
        const decided = ['accepted', 'rejected', 'delay_rejected'].includes(status);
        if (!decided && mayMoveApplication(status as ApplicationStatus, to)) continue;
        const before = await row(tenant, application.id);
        expect(await codeOf(call(DECIDE, { id: application.id, decision }, admin.token, tenant)), `${status} → ${decision}`).toBe('INVALID_TRANSITION');
        expect(await row(tenant, application.id)).toEqual(before);
        expect(await decisions(tenant, application.id)).toEqual([]);
      }
    }
  });

  it('offers only the decisions the table allows', async () => {
    const { admin, funnel } = await setup();
    const offered = async (status: ApplicationStatus, round = 0) => {
      const application = await buildApplication(tenant, { funnel, applicant: await anotherApplicant(), status, round });
      return (await ok(call(ONE, { id: application.id }, admin.token, tenant))).application.availableDecisions;
    };
    expect(await offered('under_review')).toEqual(['accept', 'reject', 'delay_reject']);
    expect(await offered('ready_for_invitation', 1)).toEqual(['reject', 'delay_reject']);
    expect(await offered('draft')).toEqual([]);
  });
});

describe('accepting', () => {
  it('moves a round before the last into the next one, entered as an interview', async () => {
    const { admin, applicant, funnel } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    const data = await ok(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant));
    expect(data.decideApplicationRound).toMatchObject({ status: 'ready_for_meeting', round: { _id: funnel.roundIds[1] }, startup: null });
    expect(data.decideApplicationRound.availableDecisions).toContain('reset');
  });

  it('on the last round creates the startup with the applicant as cofounder, in the programme, and makes them a Cofounder', async () => {
    const { admin, applicant, funnel, programId } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user, round: 1, name: 'Seed Robotics' });
    const data = await ok(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant));
    const { status, startup } = data.decideApplicationRound;
    expect(status).toBe('accepted');
    expect(startup.name).toBe('Seed Robotics');
    expect((await row(tenant, application.id)).decidedAt).not.toBeNull();

    // The role changed: a fresh sign-in reads it, and the new cofounder opens the startup's file.
    const token = await signIn(tenant, applicant);
    expect((await ok(call(ME, {}, token, tenant))).currentUser.role.type).toBe('cofounder');
    const file = (await ok(call(STARTUP, { id: startup._id }, token, tenant))).startup;
    expect(file.founders).toEqual([{ user: { _id: applicant.user.id }, founderType: 'cofounder' }]);
    expect(file.programs).toEqual([{ _id: programId }]);
    expect((await ok(call(ONE, { id: application.id }, token, tenant))).application.startup).toMatchObject({ _id: startup._id, viewerCanOpen: true });

    // The acceptance mail leaves through the real SMTP server.
    const mail = await server.mailbox.waitFor(applicant.email, /accepted/);
    expect(mail.text).toContain('Seed Robotics');
  });

  it("links the applicant's own startup of the same name instead of making a second one", async () => {
    const { admin, applicant, funnel } = await setup();
    const own = await buildStartup(tenant, { name: 'Mossy Labs', founders: [applicant.user] });
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user, round: 1, name: '  mossy labs ' });
    const data = await ok(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant));
    expect(data.decideApplicationRound.startup._id).toBe(own.id);
  });

  it('cannot decide twice without a reset', async () => {
    const { admin, applicant, funnel } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user, round: 1 });
    await ok(call(DECIDE, { id: application.id, decision: 'reject' }, admin.token, tenant));
    expect(await codeOf(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant))).toBe('INVALID_TRANSITION');
  });
});

describe('rejecting', () => {
  it('sends the chosen rejection mail with the reasons told, and refuses a reason the mail does not have', async () => {
    const { admin, applicant, funnel } = await setup();
    const mailId = await rejectionMail(tenant, funnel.id);
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    const refused = await call(DECIDE, { id: application.id, decision: 'reject', mail: mailId, reasons: ['Because'] }, admin.token, tenant);
    expect(refused.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    expect((await row(tenant, application.id)).status).toBe('under_review');

    await ok(call(DECIDE, { id: application.id, decision: 'reject', mail: mailId, reasons: ['Too early'] }, admin.token, tenant));
    const mail = await server.mailbox.waitFor(applicant.email, /About your application/);
    expect(mail.text).toContain('Not this time.');
    expect(mail.text).toContain('Too early');
    const [decision] = await decisions(tenant, application.id);
    expect(decision).toMatchObject({ decision: 'reject', reasons: ['Too early'] });
    expect(decision.mailSentAt).not.toBeNull();
  });

  it("refuses another funnel's rejection mail as not found", async () => {
    const { admin, applicant, funnel } = await setup();
    const other = await buildFunnel(tenant);
    const mailId = await rejectionMail(tenant, other.id);
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    expect(await codeOf(call(DECIDE, { id: application.id, decision: 'reject', mail: mailId }, admin.token, tenant))).toBe('NOT_FOUND');
  });

  it('holds a delayed rejection until it is sent, then mails it', async () => {
    const { admin, applicant, funnel } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    const held = await ok(call(DECIDE, { id: application.id, decision: 'delay_reject' }, admin.token, tenant));
    expect(held.decideApplicationRound.status).toBe('delay_rejected');
    expect(held.decideApplicationRound.availableDecisions).toEqual(['send_rejection', 'reset']);
    expect(await sendDueDecisionMails(server.services, new Date(Date.now() + 3_600_000), { only: [tenant.incubator.id] })).toBe(0);
    expect(server.mailbox.received.filter((m) => m.to === applicant.email)).toEqual([]);

    const sent = await ok(call(SEND, { id: application.id }, admin.token, tenant));
    expect(sent.sendDelayedRejection.status).toBe('rejected');
    await server.mailbox.waitFor(applicant.email, /application/i);
    expect(await activityKinds(tenant, application.id)).toContain('mail');
  });
});

describe('the undo window and reset', () => {
  it('sends a delayed decision mail on the tick once due, and a reset before cancels it', async () => {
    const { admin, applicant, funnel } = await setup();
    const { decideApplication } = await import('./decisions.ts');
    const { runAs } = await import('../../core/request-context.ts');
    const applications = [await buildApplication(tenant, { funnel, applicant: applicant.user })];
    const second = await buildSignedInUser(tenant, { roleType: 'applicant' });
    applications.push(await buildApplication(tenant, { funnel, applicant: second.user }));
    for (const application of applications) {
      await runAs(server.services, tenant.incubator, admin.user.id, async (ctx) => {
        const d = await ctx.tx.db();
        const current = (
          await d
            .select()
            .from(schema.applications)
            .where(and(eq(schema.applications.incubatorId, tenant.incubator.id), eq(schema.applications.id, application.id)))
        )[0];
        await decideApplication(ctx, d, current, 'reject', { mailDelayMs: 60_000 });
      });
    }
    // The first is reset within the window: its mail never leaves.
    await ok(call(RESET, { id: applications[0].id }, admin.token, tenant));
    expect(await sendDueDecisionMails(server.services, new Date(), { only: [tenant.incubator.id] })).toBe(0);
    expect(await sendDueDecisionMails(server.services, new Date(Date.now() + 120_000), { only: [tenant.incubator.id] })).toBe(1);
    await server.mailbox.waitFor(second.email, /application/i);
    expect(server.mailbox.received.filter((m) => m.to === applicant.email)).toEqual([]);
  });

  it('brings an accepted application back to review in its round; the startup stays', async () => {
    const { admin, applicant, funnel } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user, round: 1 });
    const accepted = await ok(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant));
    const reset = await ok(call(RESET, { id: application.id }, admin.token, tenant));
    expect(reset.resetApplicationRound).toMatchObject({ status: 'under_review', round: { _id: funnel.roundIds[1] } });
    expect(reset.resetApplicationRound.availableDecisions).toEqual(['accept', 'reject', 'delay_reject']);
    expect(await decisions(tenant, application.id)).toEqual([]);
    expect((await row(tenant, application.id)).startupId).toBe(accepted.decideApplicationRound.startup._id);
  });

  it('takes an application accepted into the next round back to the round it was decided in', async () => {
    const { admin, applicant, funnel } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    await ok(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant));
    const reset = await ok(call(RESET, { id: application.id }, admin.token, tenant));
    expect(reset.resetApplicationRound).toMatchObject({ status: 'under_review', round: { _id: funnel.roundIds[0] } });
    expect(await codeOf(call(RESET, { id: application.id }, admin.token, tenant))).toBe('INVALID_TRANSITION');
  });
});

describe('who may decide and delete', () => {
  it('staff with DECIDE_ROUND decide; without it they are refused and nothing is written', async () => {
    const { applicant, funnel } = await setup();
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    await setGrant(server, tenant, 'staff', 'APPLICATION/DECIDE_ROUND:VIEW', 'NONE');
    expect(await codeOf(call(DECIDE, { id: application.id, decision: 'accept' }, staff.token, tenant))).toBe('FORBIDDEN');
    expect((await ok(call(ONE, { id: application.id }, staff.token, tenant))).application.availableDecisions).toEqual([]);
    expect(await decisions(tenant, application.id)).toEqual([]);
    await setGrant(server, tenant, 'staff', 'APPLICATION/DECIDE_ROUND:VIEW', 'ALL');
    await ok(call(DECIDE, { id: application.id, decision: 'accept' }, staff.token, tenant));
  });

  it('the applicant cannot decide their own application; a stranger or another tenant finds nothing', async () => {
    const { applicant, funnel } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    expect(await codeOf(call(DECIDE, { id: application.id, decision: 'accept' }, applicant.token, tenant))).toBe('FORBIDDEN');
    const other = await buildTenant(server);
    const outsider = await buildSignedInUser(other, { roleType: 'admin' });
    expect(await codeOf(call(DECIDE, { id: application.id, decision: 'accept' }, outsider.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(DELETE, { id: application.id }, outsider.token, other))).toBe('NOT_FOUND');
    expect(await codeOf(call(RESET, { id: 'not-an-id' }, outsider.token, other))).toBe('NOT_FOUND');
  });

  it('APPLICATION:DELETE under ASSIGNED deletes the applications of funnels one administers only', async () => {
    const { admin, applicant, funnel } = await setup();
    const staff = await buildSignedInUser(tenant, { roleType: 'staff' });
    await setGrant(server, tenant, 'staff', 'APPLICATION:DELETE', 'ASSIGNED');
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user });
    expect((await ok(call(ONE, { id: application.id }, staff.token, tenant))).application.viewerCanDelete).toBe(false);
    expect(await codeOf(call(DELETE, { id: application.id }, staff.token, tenant))).toBe('FORBIDDEN');
    // Its evaluator's task goes with it.
    const evaluator = await buildSignedInUser(tenant, { roleType: 'evaluator' });
    await ok(
      call(
        'mutation A($id: ID!, $u: [ID!]!) { assignApplicationEvaluators(applicationId: $id, userIds: $u) { done } }',
        { id: application.id, u: [evaluator.user.id] },
        admin.token,
        tenant,
      ),
    );
    const tasks = () =>
      db(tenant, (d) =>
        d
          .select()
          .from(schema.tasks)
          .where(and(eq(schema.tasks.taskType, 'evaluation'), eq(schema.tasks.url, `/application/${application.id}/evaluations`))),
      );
    expect(await tasks()).toHaveLength(1);
    expect(await ok(call(DELETE, { id: application.id }, admin.token, tenant))).toEqual({ deleteApplication: true });
    expect(await row(tenant, application.id)).toBeUndefined();
    expect(await tasks()).toHaveLength(0);
  });
});

describe('notifications of decisions', () => {
  const BELL = '{ paginatedNotifications(pageSize: 20) { notifications { message notification { notificationType url } } } }';
  const bell = async (token: string) =>
    (await ok(call(BELL, {}, token, tenant))).paginatedNotifications.notifications.map((n: { message: string; notification: { notificationType: string; url: string } }) => ({
      type: n.notification.notificationType,
      message: n.message,
      url: n.notification.url,
    }));
  it('tells the applicant of a move, an acceptance and a rejection, each once the mail leaves', async () => {
    const { admin, applicant, funnel } = await setup();
    const application = await buildApplication(tenant, { funnel, applicant: applicant.user, name: 'Kite' });
    await ok(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant));
    await ok(call(DECIDE, { id: application.id, decision: 'accept' }, admin.token, tenant));
    const told = await bell(applicant.token);
    // Beside the new role and the startup profile's task the acceptance brings.
    expect(told.map((n: { type: string }) => n.type)).toEqual(expect.arrayContaining(['approvalApplication', 'changeApplicationStatus', 'roleChanged']));
    expect(told.filter((n: { type: string }) => n.type === 'changeApplicationStatus')).toHaveLength(1);
    expect(told.find((n: { type: string }) => n.type === 'changeApplicationStatus')).toMatchObject({
      message: 'Your application Kite moves to the interview round',
      url: '/applications',
    });
    const approval = told.find((n: { type: string }) => n.type === 'approvalApplication');
    expect(approval).toMatchObject({ message: 'Your application Kite is accepted', url: '/applications' });

    const other = await buildSignedInUser(tenant, { roleType: 'applicant' });
    const rejected = await buildApplication(tenant, { funnel, applicant: other.user, name: 'Moth' });
    await ok(call(DECIDE, { id: rejected.id, decision: 'reject' }, admin.token, tenant));
    const theirs = await bell(other.token);
    expect(theirs.map((n: { type: string }) => n.type)).toEqual(['denialApplication']);
  });
});
