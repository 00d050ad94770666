import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, ok, setFlags, setGrant, setStartupAccess, type Call } from '../startups/test-support.ts';
import { activityWriter } from './activity.ts';
import { periodStarts } from './queries.ts';

const COUNTS = 'signIns sessionsAttended tasksDone metricsOnTime lessonsCompleted posts';
const ENGAGEMENT = `query Engagement($startupId: ID!, $from: String, $to: String, $interval: EngagementInterval) {
  startupEngagement(startupId: $startupId, from: $from, to: $to, interval: $interval) {
    startupId from to interval timeZone
    team { start ${COUNTS} } totals { ${COUNTS} }
    founders { person { _id fullName } periods { start ${COUNTS} } totals { ${COUNTS} } }
  } }`;

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

type Answer = { errors?: Array<{ message: string; extensions?: Record<string, any> }> };
const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const fieldsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.fields?.map((f: any) => f.field);
const at = (iso: string) => new Date(iso);
const counts = (values: Partial<Record<string, number>> = {}) => ({
  signIns: 0,
  sessionsAttended: 0,
  tasksDone: 0,
  metricsOnTime: 0,
  lessonsCompleted: 0,
  posts: 0,
  ...values,
});

/** A tenant in Paris with a startup of two founders, its coach, a staff member, and a second startup. */
async function world() {
  const on = await buildTenant(server, { plan: 'growth' });
  await changeAsOwner(server, "UPDATE incubators SET timezone = 'Europe/Paris' WHERE id = $1", [on.incubator.id]);
  const [staff, coach, otherCoach, ada, bruno, outsider] = await Promise.all([
    buildSignedInUser(on, { roleType: 'staff' }),
    buildSignedInUser(on, { roleType: 'coach' }),
    buildSignedInUser(on, { roleType: 'coach' }),
    buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Ada' }),
    buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Bruno' }),
    buildSignedInUser(on, { roleType: 'cofounder', firstName: 'Other' }),
  ]);
  const startup = await buildStartup(on, { name: 'Lumen', founders: [ada.user, bruno.user], coaches: [coach.user] });
  const other = await buildStartup(on, { name: 'Elsewhere', founders: [outsider.user], coaches: [otherCoach.user] });
  return { on, staff, coach, otherCoach, ada, bruno, outsider, startup, other };
}

describe('startupEngagement', () => {
  it('counts each measure per founder and for the team, per month and per week of the organisation’s time zone', async () => {
    const { on, staff, coach, ada, bruno, outsider, startup, other } = await world();
    await withTenant(server.services.pool, on.incubator.id, async (db) => {
      const write = activityWriter(db, on.incubator.id);
      // Sign-ins: 23:30 UTC on 31 January is 1 February in Paris.
      await write.signIn(ada.user.id, at('2025-01-10T09:00:00Z'));
      await write.signIn(ada.user.id, at('2025-01-31T23:30:00Z'));
      await write.signIn(ada.user.id, at('2025-03-03T08:00:00Z'));
      await write.signIn(bruno.user.id, at('2025-03-20T08:00:00Z'));
      await write.signIn(coach.user.id, at('2025-03-20T08:00:00Z'));
      await write.signIn(ada.user.id, at('2024-12-31T22:59:00Z'));
      // Sessions: attended, cancelled, and one where the founder is not an attendee.
      await write.session(startup.id, at('2025-01-15T10:00:00Z'), [ada.user.id, bruno.user.id], { coachId: coach.user.id });
      await write.session(startup.id, at('2025-02-15T10:00:00Z'), [ada.user.id], { coachId: coach.user.id, cancelled: true });
      await write.session(startup.id, at('2025-02-16T10:00:00Z'), [bruno.user.id], { coachId: coach.user.id });
      // Tasks: one done, one still open.
      await write.task(ada.user.id, at('2025-02-05T00:00:00Z'), at('2025-02-02T12:00:00Z'));
      await write.task(ada.user.id, at('2025-02-05T00:00:00Z'), null);
      // Metrics: on time at 23:00 in Paris on the due day, late the next morning, on time by staff.
      await write.metricPeriod(startup.id, '2025-01-01', '2025-01-31', '2025-02-10', { by: ada.user.id, at: at('2025-02-10T22:00:00Z') });
      await write.metricPeriod(startup.id, '2025-02-01', '2025-02-28', '2025-03-10', { by: ada.user.id, at: at('2025-03-10T23:30:00Z') });
      await write.metricPeriod(startup.id, '2024-12-01', '2024-12-31', '2025-01-10', { by: staff.user.id, at: at('2025-01-09T10:00:00Z') });
      await write.metricPeriod(other.id, '2025-01-01', '2025-01-31', '2025-02-10', { by: outsider.user.id, at: at('2025-02-01T10:00:00Z') });
      // Lessons, posts (a reply is not a post) and notes (on this startup's timeline only).
      await write.lesson(ada.user.id, at('2025-03-05T10:00:00Z'));
      await write.lesson(ada.user.id, at('2025-03-06T10:00:00Z'));
      const post = await write.communityPost(ada.user.id, at('2025-01-20T10:00:00Z'), '<p>Hello</p>');
      await write.communityPost(bruno.user.id, at('2025-01-21T10:00:00Z'), '<p>Welcome</p>', post);
      await write.note(startup.id, bruno.user.id, at('2025-02-14T10:00:00Z'), '<p>Update</p>');
      await write.note(other.id, outsider.user.id, at('2025-02-14T10:00:00Z'), '<p>Not ours</p>');
    });

    const monthly = (await ok(call(ENGAGEMENT, { startupId: startup.id, from: '2025-01-01', to: '2025-03-31', interval: 'MONTH' }, staff.token, on))).startupEngagement;
    expect(monthly).toMatchObject({ startupId: startup.id, from: '2025-01-01', to: '2025-03-31', interval: 'MONTH', timeZone: 'Europe/Paris' });
    expect(monthly.team).toEqual([
      { start: '2025-01-01', ...counts({ signIns: 1, sessionsAttended: 2, metricsOnTime: 1, posts: 1 }) },
      { start: '2025-02-01', ...counts({ signIns: 1, sessionsAttended: 1, tasksDone: 1, metricsOnTime: 1, posts: 1 }) },
      { start: '2025-03-01', ...counts({ signIns: 2, lessonsCompleted: 2 }) },
    ]);
    expect(monthly.totals).toEqual(counts({ signIns: 4, sessionsAttended: 3, tasksDone: 1, metricsOnTime: 2, lessonsCompleted: 2, posts: 2 }));
    expect(monthly.founders.map((f: any) => f.person.fullName)).toEqual(['Ada cofounder', 'Bruno cofounder']);
    const [adaRow, brunoRow] = monthly.founders;
    expect(adaRow.periods.map((p: any) => [p.start, p.signIns, p.sessionsAttended, p.tasksDone, p.metricsOnTime, p.lessonsCompleted, p.posts])).toEqual([
      ['2025-01-01', 1, 1, 0, 0, 0, 1],
      ['2025-02-01', 1, 0, 1, 1, 0, 0],
      ['2025-03-01', 1, 0, 0, 0, 2, 0],
    ]);
    expect(brunoRow.totals).toEqual(counts({ signIns: 1, sessionsAttended: 2, posts: 1 }));

    // By week: periods begin on the Monday of the week holding `from`.
    const weekly = (await ok(call(ENGAGEMENT, { startupId: startup.id, from: '2025-01-29', to: '2025-02-09', interval: 'WEEK' }, coach.token, on))).startupEngagement;
    expect(weekly.team.map((p: any) => [p.start, p.signIns, p.tasksDone])).toEqual([
      ['2025-01-27', 1, 1],
      ['2025-02-03', 0, 0],
    ]);
  });

  it('gives every period of a range, even where nothing happened, and the last six months by month when left open', async () => {
    const { on, staff, startup } = await world();
    const empty = (await ok(call(ENGAGEMENT, { startupId: startup.id, from: '2024-11-15', to: '2025-02-01', interval: 'MONTH' }, staff.token, on))).startupEngagement;
    expect(empty.team.map((p: any) => p.start)).toEqual(['2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01']);
    expect(empty.totals).toEqual(counts());
    const open = (await ok(call(ENGAGEMENT, { startupId: startup.id }, staff.token, on))).startupEngagement;
    expect(open.interval).toBe('MONTH');
    expect(open.team).toHaveLength(7);
    // Signing in for this test is counted: the founders did, today.
    expect(open.totals.signIns).toBe(2);
    expect(periodStarts('2024-12-30', '2025-01-12', 'WEEK')).toEqual(['2024-12-30', '2025-01-06']);
  });

  it("is the programme's side only: the startup's founders are refused, others' startups are not found", async () => {
    const { on, staff, coach, otherCoach, ada, outsider, startup } = await world();
    const ask = (token: string, id = startup.id) => call(ENGAGEMENT, { startupId: id, from: '2025-01-01', to: '2025-01-31' }, token, on);
    await ok(ask(staff.token));
    await ok(ask(coach.token));
    // A coach not assigned to it (STARTUP_FILE:VIEW ASSIGNED) does not see it at all.
    expect(code(await ask(otherCoach.token))).toBe('NOT_FOUND');
    // Its own founder sees the file, not this tab.
    expect(code(await ask(ada.token))).toBe('FORBIDDEN');
    // A founder of another startup: not found, and forbidden even once the role sees every startup.
    expect(code(await ask(outsider.token))).toBe('NOT_FOUND');
    await setStartupAccess(server, on, 'cofounder', 'ALL');
    await setGrant(server, on, 'cofounder', 'STARTUP_FILE:VIEW', 'ALL');
    expect(code(await ask(outsider.token))).toBe('FORBIDDEN');

    const away = await buildTenant(server, { plan: 'growth' });
    const foreign = await buildStartup(away, { name: 'Foreign' });
    expect(code(await ask(staff.token, foreign.id))).toBe('NOT_FOUND');
    expect(code(await ask(staff.token, 'not-an-id'))).toBe('NOT_FOUND');
    expect(code(await call(ENGAGEMENT, { startupId: startup.id }, undefined, on))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('is FEATURE_DISABLED without engagementAnalytics', async () => {
    const { on, staff, startup } = await world();
    await setFlags(server, on, { engagementAnalytics: false });
    const answer = await call(ENGAGEMENT, { startupId: startup.id }, staff.token, on);
    expect(code(answer)).toBe('FEATURE_DISABLED');
    expect(answer.errors?.[0].extensions?.flag).toBe('engagementAnalytics');
    expect(answer.errors?.[0].message).toBe('Engagement analytics are not part of your plan.');
  });

  it('refuses bad dates and intervals with field errors, in the reader’s language', async () => {
    const { on, staff, startup } = await world();
    const ask = (variables: Record<string, unknown>, language?: string) => call(ENGAGEMENT, { startupId: startup.id, ...variables }, staff.token, on, language);
    expect(fieldsOf(await ask({ from: '2025-13-01', to: '2025-12-31' }))).toEqual(['from']);
    expect(fieldsOf(await ask({ from: '2025-01-01', to: 'yesterday' }))).toEqual(['to']);
    const inverted = await ask({ from: '2025-03-01', to: '2025-02-01' });
    expect(code(inverted)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(inverted)).toEqual(['to']);
    expect(inverted.errors?.[0].message).toBe('The end of the period must not come before its start.');
    const long = await ask({ from: '2023-01-01', to: '2025-01-01' }, 'fr');
    expect(fieldsOf(long)).toEqual(['to']);
    expect(long.errors?.[0].message).toBe('La période peut durer au plus 731 jours.');
    const interval = await ask({ interval: 'DAY' });
    expect(interval.errors?.[0].message).toContain('EngagementInterval');
  });
});
