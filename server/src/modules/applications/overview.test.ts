import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { withTenant } from '../../core/transaction.ts';
import { caller, codeOf, ok, setFlags, setGrant, type Call } from '../startups/test-support.ts';
import { APPLICATIONS, PAGE_ONLY, QUEUE, TAG, VIEWER_CAN, buildApplication, buildFunnel, buildTag } from './overview-fixtures.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const ids = (answer: any) => answer.applications.results.map((r: any) => r._id);

async function applicant(on: Tenant, firstName = 'Ada') {
  return (await buildUser(on, { roleType: 'applicant', firstName })).user;
}

describe('the applications overview', () => {
  it('filters by funnel, round, status, group, tag, evaluator, score, search and assignment, and counts the queue', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const evaluator = await buildSignedInUser(on, { roleType: 'evaluator' });
    const funnel = await buildFunnel(on, { rounds: [{ name: 'One' }, { name: 'Two' }] });
    const other = await buildFunnel(on);
    const hot = await buildTag(on, 'Hot');
    const review = await buildApplication(on, { funnel, applicant: await applicant(on, 'Grace'), name: 'Rocket', status: 'under_review', score: 4.5, tagIds: [hot] });
    const invited = await buildApplication(on, {
      funnel,
      applicant: await applicant(on),
      status: 'ready_for_invitation',
      round: 1,
      score: 2,
      evaluators: [{ user: evaluator.user, round: 1 }],
    });
    const accepted = await buildApplication(on, { funnel, applicant: await applicant(on), status: 'accepted', score: 3 });
    const elsewhere = await buildApplication(on, { funnel: other, applicant: await applicant(on), status: 'pending_decision' });
    const list = async (filter: Record<string, unknown>, token = staff.token) => ids(await ok(call(APPLICATIONS, { filter }, token, on)));

    expect(new Set(await list({}))).toEqual(new Set([review.id, invited.id, accepted.id, elsewhere.id]));
    expect(await list({ funnelIds: [other.id] })).toEqual([elsewhere.id]);
    expect(await list({ roundIds: [funnel.roundIds[1]] })).toEqual([invited.id]);
    expect(new Set(await list({ statuses: ['accepted', 'pending_decision'] }))).toEqual(new Set([accepted.id, elsewhere.id]));
    expect(new Set(await list({ statusGroup: 'ALL_PENDING' }))).toEqual(new Set([review.id, invited.id, elsewhere.id]));
    expect(await list({ statusGroup: 'EVALUATION_IN_PROGRESS' })).toEqual([invited.id]);
    expect(await list({ tagIds: [hot] })).toEqual([review.id]);
    expect(await list({ evaluatorIds: [evaluator.user.id] })).toEqual([invited.id]);
    expect(new Set(await list({ scoreMin: 2.5, scoreMax: 5 }))).toEqual(new Set([review.id, accepted.id]));
    expect(await list({ search: 'rock' })).toEqual([review.id]);
    expect(await list({ search: 'grace' })).toEqual([review.id]);
    expect(await list({ assignedToMe: true }, evaluator.token)).toEqual([invited.id]);
    expect(await list({ assignedToMe: true })).toEqual([]);

    const bad = await call(APPLICATIONS, { filter: { scoreMin: 4, scoreMax: 1 } }, staff.token, on);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'scoreMax' }] });

    const queue = (await ok(call(QUEUE, { funnelId: funnel.id }, staff.token, on))).applicationQueue;
    expect(queue.total).toBe(3);
    expect(queue.statuses.filter((s: any) => s.count)).toEqual([
      { status: 'ready_for_invitation', count: 1 },
      { status: 'under_review', count: 1 },
      { status: 'accepted', count: 1 },
    ]);
    expect(queue.groups).toEqual([
      { group: 'ALL_PENDING', count: 2 },
      { group: 'EVALUATION_IN_PROGRESS', count: 1 },
    ]);
    // The evaluator's queue counts only what they may see.
    expect((await ok(call(QUEUE, {}, evaluator.token, on))).applicationQueue.total).toBe(1);
  });

  it('pages by keyset in every order without repeating or skipping an application', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const funnel = await buildFunnel(on);
    const same = new Date('2026-01-01T10:00:00.123456Z');
    const scores = [3, null, 4.2, 3, null, 1, 5, null];
    const built: Array<{ id: string; score: number | null }> = [];
    for (const [i, score] of scores.entries()) {
      built.push({ ...(await buildApplication(on, { funnel, applicant: await applicant(on), score, createdAt: i % 3 === 0 ? same : new Date(Date.UTC(2026, 0, 2 + i)) })), score });
    }
    for (const sort of ['NEWEST', 'OLDEST', 'SCORE_DESC', 'SCORE_ASC']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: any = (await ok(call(PAGE_ONLY, { sort, cursor, limit: 3 }, staff.token, on))).applications;
        seen.push(...page.results.map((r: any) => r._id));
        cursor = page.next;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toHaveLength(scores.length);
      expect(new Set(seen).size).toBe(scores.length);
      if (sort.startsWith('SCORE')) {
        const order = seen.map((id) => built.find((b) => b.id === id)!.score);
        const scored = order.filter((s) => s !== null) as number[];
        expect(order.slice(scored.length).every((s) => s === null)).toBe(true);
        expect(scored).toEqual([...scored].sort((a, b) => (sort === 'SCORE_DESC' ? b - a : a - b)));
      }
    }
    expect(await codeOf(call(PAGE_ONLY, { sort: 'SCORE_DESC', cursor: 'bm9wZQ' }, staff.token, on))).toBe('VALIDATION_ERROR');
    const first = (await ok(call(APPLICATIONS, { limit: 2 }, staff.token, on))).applications;
    expect(first).toMatchObject({ totalCount: scores.length, totalCountCapped: false });
  });

  it('reads a deep page as an index range, not a sort of every application', async () => {
    const on = await buildTenant(server);
    const plan = async (query: string) =>
      withTenant(server.services.pool, on.incubator.id, async (db) => {
        // An empty table makes any plan cheap: with scans and sorts priced out, the planner shows
        // whether an index alone can give the page in order.
        await db.execute(sql`SET LOCAL enable_seqscan = off`);
        await db.execute(sql`SET LOCAL enable_sort = off`);
        const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql.raw(`EXPLAIN ${query}`));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const tenant = `'${on.incubator.id}'::uuid`;
    const byDate = await plan(
      `SELECT id FROM applications WHERE incubator_id = ${tenant} AND (created_at, id) < ('2026-01-01'::timestamptz, '00000000-0000-4000-8000-000000000000'::uuid) ORDER BY created_at DESC, id DESC LIMIT 26`,
    );
    expect(byDate).toContain('applications_created_idx');
    expect(byDate).not.toMatch(/\bSort\b/);
    const byScore = await plan(
      `SELECT id FROM applications WHERE incubator_id = ${tenant} AND score IS NOT NULL AND (score, id) < (3::float8, '00000000-0000-4000-8000-000000000000'::uuid) ORDER BY score DESC, id DESC LIMIT 26`,
    );
    expect(byScore).toContain('applications_score_idx');
    expect(byScore).not.toMatch(/\bSort\b/);
  });

  it('shows evaluators only what they are assigned, funnel admins only their funnels, drafts only with APPLICATION_DRAFT:ACCESS', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const evaluator = await buildSignedInUser(on, { roleType: 'evaluator' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const mine = await buildFunnel(on, { admins: [coach.user] });
    const theirs = await buildFunnel(on);
    const assigned = await buildApplication(on, { funnel: theirs, applicant: await applicant(on), evaluators: [{ user: evaluator.user }] });
    const conflicted = await buildApplication(on, { funnel: theirs, applicant: await applicant(on), evaluators: [{ user: evaluator.user, status: 'conflict' }] });
    const draftAssigned = await buildApplication(on, { funnel: theirs, applicant: await applicant(on), status: 'draft', evaluators: [{ user: evaluator.user }] });
    const ownDraft = await buildApplication(on, { funnel: mine, applicant: await applicant(on), status: 'draft' });
    const own = await buildApplication(on, { funnel: mine, applicant: await applicant(on) });
    const list = async (token: string) => new Set(ids(await ok(call(APPLICATIONS, {}, token, on))));

    expect(await list(evaluator.token)).toEqual(new Set([assigned.id]));
    expect(await list(coach.token)).toEqual(new Set([ownDraft.id, own.id]));
    expect(await list(staff.token)).toEqual(new Set([assigned.id, conflicted.id, draftAssigned.id, ownDraft.id, own.id]));
    await setGrant(server, on, 'staff', 'APPLICATION_DRAFT:ACCESS', 'NONE');
    const again = await buildSignedInUser(on, { roleType: 'staff' });
    expect(await list(again.token)).toEqual(new Set([assigned.id, conflicted.id, own.id]));
    // The same rule in the queue bar.
    expect((await ok(call(QUEUE, {}, again.token, on))).applicationQueue.statuses.find((s: any) => s.status === 'draft').count).toBe(0);
  });

  it('never tells an evaluator who applied under blind review, not even through the search', async () => {
    const on = await buildTenant(server, { plan: 'growth' });
    await setFlags(server, on, { anonymityApplications: true });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const evaluator = await buildSignedInUser(on, { roleType: 'evaluator' });
    const funnel = await buildFunnel(on, { anonymous: true });
    const blind = await buildApplication(on, { funnel, applicant: await applicant(on, 'Hopper'), name: 'Secret Sauce', evaluators: [{ user: evaluator.user }] });
    const search = async (text: string, token: string) => (await ok(call(APPLICATIONS, { filter: { search: text } }, token, on))).applications.results;

    expect(await search('hopper', evaluator.token)).toEqual([]);
    expect(await search('secret', evaluator.token)).toEqual([]);
    const [byReference] = await search(blind.id.slice(0, 6), evaluator.token);
    expect(byReference).toMatchObject({ _id: blind.id, applicant: null, name: `Application ${blind.id.slice(0, 8).toUpperCase()}` });
    expect(await search('hopper', staff.token)).toMatchObject([{ _id: blind.id, name: 'Secret Sauce' }]);
  });

  it('refuses the filters beyond the funnel without APPLICATION_OVERVIEW/FILTERS:VIEW, and the tag filter without TAGS:APPLICATION:VIEW', async () => {
    const on = await buildTenant(server);
    await setGrant(server, on, 'evaluator', 'APPLICATION_OVERVIEW/FILTERS:VIEW', 'NONE');
    await setGrant(server, on, 'coach', 'TAGS:APPLICATION:VIEW', 'NONE');
    const evaluator = await buildSignedInUser(on, { roleType: 'evaluator' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const funnel = await buildFunnel(on);
    expect(await codeOf(call(APPLICATIONS, { filter: { statuses: ['accepted'] } }, evaluator.token, on))).toBe('FORBIDDEN');
    expect(await codeOf(call(APPLICATIONS, { filter: { search: 'x' } }, evaluator.token, on))).toBe('FORBIDDEN');
    expect((await ok(call(APPLICATIONS, { filter: { funnelIds: [funnel.id] } }, evaluator.token, on))).applications.results).toEqual([]);
    expect(await codeOf(call(APPLICATIONS, { filter: { tagIds: [funnel.id] } }, coach.token, on))).toBe('FORBIDDEN');
    const applicantUser = await buildSignedInUser(on, { roleType: 'applicant' });
    expect(await codeOf(call(QUEUE, {}, applicantUser.token, on))).toBe('FORBIDDEN');
  });

  it('tags an application, hides tags from those who may not see them, and says what the viewer may do', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const evaluator = await buildSignedInUser(on, { roleType: 'evaluator' });
    const coach = await buildSignedInUser(on, { roleType: 'coach' });
    const funnel = await buildFunnel(on, { admins: [coach.user] });
    const application = await buildApplication(on, { funnel, applicant: await applicant(on), evaluators: [{ user: evaluator.user }] });
    const hot = await buildTag(on, 'Hot');
    const cold = await buildTag(on, 'Cold');
    const startupTag = await buildTag(on, 'Fintech', 'Startup');
    const elsewhere = await buildTenant(server);
    const foreignTag = await buildTag(elsewhere, 'Theirs');

    const tagged = (await ok(call(TAG, { applicationId: application.id, tagIds: [hot, cold] }, staff.token, on))).tagApplication;
    expect(tagged.tags.map((t: any) => t.name)).toEqual(['Cold', 'Hot']);
    expect((await ok(call(TAG, { applicationId: application.id, tagIds: [hot] }, coach.token, on))).tagApplication.tags).toEqual([{ _id: hot, name: 'Hot' }]);
    expect(await codeOf(call(TAG, { applicationId: application.id, tagIds: [hot] }, evaluator.token, on))).toBe('FORBIDDEN');
    const wrong = await call(TAG, { applicationId: application.id, tagIds: [hot, startupTag] }, staff.token, on);
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'tagIds.1' }] });
    const foreign = await call(TAG, { applicationId: application.id, tagIds: [foreignTag] }, staff.token, on);
    expect(foreign.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: [{ field: 'tagIds.0' }] });
    const otherTenant = await buildSignedInUser(elsewhere, { roleType: 'staff' });
    expect(await codeOf(call(TAG, { applicationId: application.id, tagIds: [] }, otherTenant.token, elsewhere))).toBe('NOT_FOUND');
    expect(await codeOf(call(TAG, { applicationId: 'nope', tagIds: [] }, staff.token, on))).toBe('VALIDATION_ERROR');

    const can = async (token: string) => (await ok(call(VIEWER_CAN, {}, token, on))).applications.results[0];
    expect(await can(staff.token)).toEqual({
      _id: application.id,
      viewerCan: { decide: true, delete: false, tag: true, assign: true, comment: true, export: true },
      tags: [{ _id: hot, name: 'Hot' }],
    });
    expect((await can(coach.token)).viewerCan).toEqual({ decide: true, delete: false, tag: true, assign: true, comment: true, export: false });
    expect((await can(evaluator.token)).viewerCan).toEqual({ decide: false, delete: false, tag: false, assign: false, comment: true, export: false });
    await setGrant(server, on, 'evaluator', 'TAGS:APPLICATION:VIEW', 'NONE');
    const blindToTags = await buildSignedInUser(on, { roleType: 'evaluator' });
    await buildApplication(on, { funnel: await buildFunnel(on), applicant: await applicant(on), evaluators: [{ user: blindToTags.user }], tagIds: [hot] });
    expect((await can(blindToTags.token)).tags).toEqual([]);
  });
});
