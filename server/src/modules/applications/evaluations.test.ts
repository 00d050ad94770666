import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationCriterion, RoundVisibility } from '@seedbed/contracts/applications';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { runAs } from '../../core/request-context.ts';
import { withTenant } from '../../core/transaction.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { caller, codeOf, ok, setFlags, type Call } from '../startups/test-support.ts';
import { autoAssignEvaluators, evaluationUrl } from './assignment.ts';
import { normalisedTotal, roundSpread } from './normalise.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

const as = <T>(on: Tenant, work: (db: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(on.server.services.pool, on.incubator.id, work);

interface RoundOptions {
  assignment?: string;
  evaluatorsPerApplication?: number;
  requiredEvaluations?: number;
  selfAssignment?: boolean;
  criteria?: EvaluationCriterion[];
  pool?: UserRow[];
  visibility?: RoundVisibility;
  anonymous?: boolean;
}

/** A funnel of one round set up for evaluation. */
async function buildRound(on: Tenant, options: RoundOptions = {}) {
  const funnelId = newId();
  const roundId = newId();
  const tenant = on.incubator.id;
  await as(on, async (db) => {
    await db
      .insert(schema.funnels)
      .values({ incubatorId: tenant, id: funnelId, name: 'Spring intake', slug: `f-${funnelId.slice(-8)}`, status: 'open', anonymous: options.anonymous ?? false });
    await db.insert(schema.funnelRounds).values({
      incubatorId: tenant,
      id: roundId,
      funnelId,
      name: 'Screening',
      assignment: options.assignment ?? 'manual',
      evaluatorsPerApplication: options.evaluatorsPerApplication ?? 2,
      requiredEvaluations: options.requiredEvaluations ?? 2,
      selfAssignment: options.selfAssignment ?? false,
      criteria: options.criteria ?? [],
      ...(options.visibility ? { visibility: options.visibility } : {}),
    });
    if (options.pool?.length) await db.insert(schema.funnelRoundEvaluators).values(options.pool.map((u) => ({ incubatorId: tenant, roundId, userId: u.id })));
  });
  return { funnelId, roundId };
}

async function buildTag(on: Tenant, name: string, category = 'Application') {
  const id = newId();
  await as(on, (db) => db.insert(schema.tags).values({ incubatorId: on.incubator.id, id, name, category }));
  return id;
}

async function buildApplication(
  on: Tenant,
  round: { funnelId: string; roundId: string },
  applicant: UserRow,
  options: { name?: string; status?: string; startupId?: string; tagIds?: string[]; needed?: number } = {},
) {
  const id = newId();
  await as(on, async (db) => {
    await db.insert(schema.applications).values({
      incubatorId: on.incubator.id,
      id,
      funnelId: round.funnelId,
      applicantId: applicant.id,
      name: options.name ?? `Project ${id.slice(-4)}`,
      roundId: round.roundId,
      status: options.status ?? 'under_review',
      startupId: options.startupId ?? null,
      evaluationsNeeded: options.needed ?? 2,
      submittedAt: new Date(),
    });
    if (options.tagIds?.length) await db.insert(schema.applicationTags).values(options.tagIds.map((tagId) => ({ incubatorId: on.incubator.id, applicationId: id, tagId })));
  });
  return id;
}

const evaluationRows = (on: Tenant, applicationId: string) =>
  as(on, (db) =>
    db
      .select()
      .from(schema.applicationEvaluations)
      .where(and(eq(schema.applicationEvaluations.incubatorId, on.incubator.id), eq(schema.applicationEvaluations.applicationId, applicationId))),
  );

const applicationRow = async (on: Tenant, id: string) =>
  (
    await as(on, (db) =>
      db
        .select()
        .from(schema.applications)
        .where(and(eq(schema.applications.incubatorId, on.incubator.id), eq(schema.applications.id, id))),
    )
  )[0];

const activities = (on: Tenant, id: string) =>
  as(on, (db) =>
    db
      .select()
      .from(schema.applicationActivities)
      .where(and(eq(schema.applicationActivities.incubatorId, on.incubator.id), eq(schema.applicationActivities.applicationId, id))),
  );

/** Open and done 'evaluation' tasks of a person leading to an application. */
const evaluationTasks = (on: Tenant, userId: string, applicationId: string) =>
  as(on, (db) =>
    db
      .select({ name: schema.tasks.name, done: schema.taskAssignees.done })
      .from(schema.taskAssignees)
      .innerJoin(schema.tasks, and(eq(schema.tasks.incubatorId, schema.taskAssignees.incubatorId), eq(schema.tasks.id, schema.taskAssignees.taskId)))
      .where(
        and(
          eq(schema.taskAssignees.incubatorId, on.incubator.id),
          eq(schema.taskAssignees.userId, userId),
          eq(schema.tasks.taskType, 'evaluation'),
          eq(schema.tasks.url, evaluationUrl(applicationId)),
        ),
      ),
  );

/** Runs the automatic assignment as the product does when an application enters its round. */
async function autoAssign(on: Tenant, applicationId: string) {
  return runAs(server.services, on.incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    const application = (
      await db
        .select()
        .from(schema.applications)
        .where(and(eq(schema.applications.incubatorId, on.incubator.id), eq(schema.applications.id, applicationId)))
    )[0];
    const round = (
      await db
        .select()
        .from(schema.funnelRounds)
        .where(and(eq(schema.funnelRounds.incubatorId, on.incubator.id), eq(schema.funnelRounds.id, application.roundId)))
    )[0];
    return autoAssignEvaluators(ctx, db, application, round);
  });
}

async function people(on: Tenant, n: number, roleType: 'evaluator' | 'staff' = 'evaluator') {
  const list = [];
  for (let i = 0; i < n; i++) list.push(await buildSignedInUser(on, { roleType, firstName: `Eva${i}` }));
  return list;
}

const EVALUATIONS = `query Evaluations($id: ID!) { applicationEvaluations(applicationId: $id) {
  application { _id name applicant { _id fullName } }
  evaluations { _id isMine status total normalisedTotal comment answers conflictReason evaluator { _id } scores { tag { _id name } weight score } }
  mine { _id status } othersHidden done needed score normalisedScore
  criteria { tag { _id } weight average weighted count }
  viewerCan { manage evaluate declareConflict } } }`;
const ASSIGN = `mutation Assign($id: ID!, $userIds: [ID!]!) { assignApplicationEvaluators(applicationId: $id, userIds: $userIds) { evaluations { evaluator { _id } status } } }`;
const UNASSIGN = `mutation Unassign($id: ID!, $userId: ID!) { unassignApplicationEvaluator(applicationId: $id, userId: $userId) { evaluations { evaluator { _id } } } }`;
const SUBMIT = `mutation Submit($id: ID!, $scores: [EvaluationScoreInput!]!, $comment: String, $answers: String) {
  submitApplicationEvaluation(applicationId: $id, scores: $scores, comment: $comment, answers: $answers) { done needed score mine { status } } }`;
const CONFLICT = `mutation Conflict($id: ID!, $reason: String!) { declareConflict(applicationId: $id, reason: $reason) }`;
const SELF = `mutation Self($id: ID!) { selfAssignApplication(applicationId: $id) { mine { status } } }`;
const QUEUE = `query Queue($status: EvaluationQueueStatus, $cursor: String, $limit: Int) {
  evaluationQueue(status: $status, cursor: $cursor, limit: $limit) { results { _id status application { _id name applicant { _id } } } totalCount next done total } }`;
const PICKABLE = `{ selfAssignableApplications { results { _id name applicant { _id } } totalCount } }`;
const BOARD = `query Board($id: ID!) { evaluationBoard(funnelId: $id) { results { _id evaluationsDone evaluationsNeeded } totalCount next } }`;

describe('automatic assignment', () => {
  it('draws N from the pool, least loaded first, gives each a task, and leaves manual rounds alone', async () => {
    const on = await buildTenant(server);
    const [a, b, c] = await people(on, 3);
    const applicant = (await buildUser(on, { roleType: 'applicant' })).user;
    const busy = await buildRound(on, { pool: [a.user] });
    for (let i = 0; i < 2; i++) {
      const other = await buildApplication(on, busy, (await buildUser(on, { roleType: 'applicant' })).user);
      await as(on, (db) =>
        db.insert(schema.applicationEvaluations).values({ incubatorId: on.incubator.id, id: newId(), applicationId: other, roundId: busy.roundId, evaluatorId: a.user.id }),
      );
    }
    const round = await buildRound(on, { assignment: 'random', evaluatorsPerApplication: 2, requiredEvaluations: 3, pool: [a.user, b.user, c.user] });
    const id = await buildApplication(on, round, applicant, { needed: 0 });

    const outcome = await autoAssign(on, id);
    expect(new Set(outcome.assigned)).toEqual(new Set([b.user.id, c.user.id]));
    expect((await evaluationRows(on, id)).map((r) => r.status)).toEqual(['assigned', 'assigned']);
    expect((await applicationRow(on, id)).evaluationsNeeded).toBe(3);
    expect(await evaluationTasks(on, b.user.id, id)).toEqual([{ name: expect.stringContaining('Evaluate'), done: false }]);
    expect((await activities(on, id)).find((x) => x.kind === 'evaluation')).toMatchObject({ isPrivate: true, data: { mode: 'random' } });
    // Drawn again, nobody is added: the application has its two.
    expect((await autoAssign(on, id)).assigned).toEqual([]);

    const manual = await buildRound(on, { pool: [a.user, b.user] });
    const untouched = await buildApplication(on, manual, (await buildUser(on, { roleType: 'applicant' })).user);
    expect((await autoAssign(on, untouched)).assigned).toEqual([]);
    expect(await evaluationRows(on, untouched)).toEqual([]);
  });

  it('keeps to pool members sharing a tag, and draws at random (saying so) when nobody does', async () => {
    const on = await buildTenant(server);
    const [a, b] = await people(on, 2);
    const fintech = await buildTag(on, 'Fintech');
    const health = await buildTag(on, 'Health');
    await as(on, (db) => db.insert(schema.userTags).values({ incubatorId: on.incubator.id, userId: a.user.id, tagId: fintech }));
    const round = await buildRound(on, { assignment: 'tag', evaluatorsPerApplication: 2, pool: [a.user, b.user] });
    const matching = await buildApplication(on, round, (await buildUser(on, { roleType: 'applicant' })).user, { tagIds: [fintech] });
    expect((await autoAssign(on, matching)).assigned).toEqual([a.user.id]);

    const unmatched = await buildApplication(on, round, (await buildUser(on, { roleType: 'applicant' })).user, { tagIds: [health] });
    expect(new Set((await autoAssign(on, unmatched)).assigned)).toEqual(new Set([a.user.id, b.user.id]));
    expect((await activities(on, unmatched)).find((x) => x.kind === 'evaluation')?.data).toMatchObject({ mode: 'tag', fallback: 'random' });
  });

  it("matches industries of the applicant and of the applicant's startup", async () => {
    const on = await buildTenant(server);
    const [a, b] = await people(on, 2);
    const applicant = (await buildUser(on, { roleType: 'applicant' })).user;
    const startup = await buildStartup(on, { founders: [applicant] });
    const industryId = newId();
    await as(on, async (db) => {
      await db.insert(schema.industries).values({ incubatorId: on.incubator.id, id: industryId, name: 'Energy' });
      await db.insert(schema.startupIndustries).values({ incubatorId: on.incubator.id, startupId: startup.id, industryId });
      await db.insert(schema.userIndustries).values({ incubatorId: on.incubator.id, userId: b.user.id, industryId });
    });
    const round = await buildRound(on, { assignment: 'industry', evaluatorsPerApplication: 2, pool: [a.user, b.user] });
    const id = await buildApplication(on, round, applicant);
    expect((await autoAssign(on, id)).assigned).toEqual([b.user.id]);
  });
});

describe('conflicts', () => {
  it('skips detected conflicts when drawing, and refuses them by hand with a reason per person', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const [founder, coach, free] = await people(on, 3);
    const applicant = (await buildUser(on, { roleType: 'applicant' })).user;
    await buildStartup(on, { founders: [applicant, founder.user], coaches: [coach.user] });
    const round = await buildRound(on, { assignment: 'random', evaluatorsPerApplication: 3, pool: [founder.user, coach.user, free.user] });
    const id = await buildApplication(on, round, applicant);
    const outcome = await autoAssign(on, id);
    expect(outcome.assigned).toEqual([free.user.id]);
    expect(new Map(outcome.skipped.map((s) => [s.userId, s.reason]))).toEqual(
      new Map([
        [founder.user.id, 'founder'],
        [coach.user.id, 'assigned'],
      ]),
    );

    const manual = await buildRound(on, {});
    const other = await buildApplication(on, manual, applicant);
    const refused = await call(ASSIGN, { id: other, userIds: [free.user.id, coach.user.id, applicant.id] }, staff.token, on);
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(refused.errors?.[0]?.extensions?.fields.map((f: any) => f.field)).toEqual(['userIds.1', 'userIds.2']);
    expect(refused.errors?.[0]?.extensions?.fields[0].message).toContain('Eva1');
    expect(await evaluationRows(on, other)).toEqual([]);

    const assigned = await ok(call(ASSIGN, { id: other, userIds: [free.user.id] }, staff.token, on));
    expect(assigned.assignApplicationEvaluators.evaluations).toEqual([{ evaluator: { _id: free.user.id }, status: 'assigned' }]);
    expect(await codeOf(call(ASSIGN, { id: other, userIds: [free.user.id] }, free.token, on))).toBe('FORBIDDEN');
  });

  it('takes a declaring evaluator out, closes their task and draws another in a random round', async () => {
    const on = await buildTenant(server);
    const [a, b] = await people(on, 2);
    const round = await buildRound(on, { assignment: 'random', evaluatorsPerApplication: 1, pool: [a.user, b.user] });
    const id = await buildApplication(on, round, (await buildUser(on, { roleType: 'applicant' })).user);
    const [first] = (await autoAssign(on, id)).assigned;
    const [out, other] = first === a.user.id ? [a, b] : [b, a];

    expect(await codeOf(call(CONFLICT, { id, reason: '  ' }, out.token, on))).toBe('VALIDATION_ERROR');
    expect((await ok(call(CONFLICT, { id, reason: 'I mentor this team.' }, out.token, on))).declareConflict).toBe(true);
    const rows = await evaluationRows(on, id);
    expect(rows.find((r) => r.evaluatorId === out.user.id)).toMatchObject({ status: 'conflict', conflictReason: 'I mentor this team.' });
    expect(rows.find((r) => r.evaluatorId === other.user.id)).toMatchObject({ status: 'assigned' });
    expect(await evaluationTasks(on, out.user.id, id)).toEqual([{ name: expect.any(String), done: true }]);
    expect(await codeOf(call(EVALUATIONS, { id }, out.token, on))).toBe('NOT_FOUND');
    // Declared once, the person is never drawn for it again.
    expect((await autoAssign(on, id)).assigned).toEqual([]);
    expect((await evaluationRows(on, id)).filter((r) => r.evaluatorId === out.user.id)).toHaveLength(1);
  });
});

describe('scoring', () => {
  it('checks every criterion and the range, writes nothing on error, then keeps score, count and status', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const [a, b] = await people(on, 2);
    const team = await buildTag(on, 'Team', 'Topic');
    const market = await buildTag(on, 'Market', 'Topic');
    const round = await buildRound(on, {
      criteria: [
        { tagId: team, weight: 3 },
        { tagId: market, weight: 1 },
      ],
    });
    const id = await buildApplication(on, round, (await buildUser(on, { roleType: 'applicant' })).user);
    await ok(call(ASSIGN, { id, userIds: [a.user.id, b.user.id] }, staff.token, on));

    const missing = await call(SUBMIT, { id, scores: [{ tagId: team, score: 4 }] }, a.token, on);
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: `scores.${market}`, message: 'Give a score for every criterion.' }] });
    const range = await call(
      SUBMIT,
      {
        id,
        scores: [
          { tagId: team, score: 6 },
          { tagId: market, score: 0 },
        ],
      },
      a.token,
      on,
    );
    expect(range.errors?.[0]?.extensions?.fields.map((f: any) => f.field)).toEqual(['scores.0.score', 'scores.1.score']);
    const stranger = await call(
      SUBMIT,
      {
        id,
        scores: [
          { tagId: team, score: 4 },
          { tagId: market, score: 4 },
          { tagId: newId(), score: 1 },
        ],
      },
      a.token,
      on,
    );
    expect(stranger.errors?.[0]?.extensions?.fields.map((f: any) => f.field)).toEqual(['scores.2.tagId']);
    expect((await evaluationRows(on, id)).every((r) => r.status === 'assigned')).toBe(true);
    expect(
      await codeOf(
        call(
          SUBMIT,
          {
            id,
            scores: [
              { tagId: team, score: 4 },
              { tagId: market, score: 4 },
            ],
          },
          staff.token,
          on,
        ),
      ),
    ).toBe('FORBIDDEN');

    const first = (
      await ok(
        call(
          SUBMIT,
          {
            id,
            scores: [
              { tagId: team, score: 4 },
              { tagId: market, score: 2 },
            ],
            comment: 'Strong team',
          },
          a.token,
          on,
        ),
      )
    ).submitApplicationEvaluation;
    expect(first).toMatchObject({ done: 1, needed: 2, score: 3.5, mine: { status: 'submitted' } });
    expect((await applicationRow(on, id)).status).toBe('under_review');
    expect(await evaluationTasks(on, a.user.id, id)).toEqual([{ name: expect.any(String), done: true }]);

    await ok(
      call(
        SUBMIT,
        {
          id,
          scores: [
            { tagId: team, score: 2 },
            { tagId: market, score: 2 },
          ],
        },
        b.token,
        on,
      ),
    );
    const after = await applicationRow(on, id);
    expect(after).toMatchObject({ status: 'pending_decision', evaluationsDone: 2, score: 2.75 });
    // Editable until decided.
    await ok(
      call(
        SUBMIT,
        {
          id,
          scores: [
            { tagId: team, score: 5 },
            { tagId: market, score: 5 },
          ],
        },
        b.token,
        on,
      ),
    );
    expect((await applicationRow(on, id)).score).toBe(4.25);
    await as(on, (db) => db.update(schema.applications).set({ status: 'accepted' }).where(eq(schema.applications.id, id)));
    expect(
      await codeOf(
        call(
          SUBMIT,
          {
            id,
            scores: [
              { tagId: team, score: 1 },
              { tagId: market, score: 1 },
            ],
          },
          b.token,
          on,
        ),
      ),
    ).toBe('VALIDATION_ERROR');

    // Only an evaluation not yet given can be taken back.
    await as(on, (db) => db.update(schema.applications).set({ status: 'under_review' }).where(eq(schema.applications.id, id)));
    expect(await codeOf(call(UNASSIGN, { id, userId: b.user.id }, staff.token, on))).toBe('VALIDATION_ERROR');
  });

  it('hides the others until one has given their own, and follows the round visibility per role', async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const [a, b] = await people(on, 2);
    const applicant = await buildSignedInUser(on, { roleType: 'applicant' });
    const team = await buildTag(on, 'Team', 'Topic');
    const round = await buildRound(on, { criteria: [{ tagId: team, weight: 1 }], requiredEvaluations: 3 });
    const id = await buildApplication(on, round, applicant.user);
    await ok(call(ASSIGN, { id, userIds: [a.user.id, b.user.id] }, staff.token, on));
    await ok(call(SUBMIT, { id, scores: [{ tagId: team, score: 5 }], comment: 'Secret view' }, a.token, on));

    const before = (await ok(call(EVALUATIONS, { id }, b.token, on))).applicationEvaluations;
    expect(before).toMatchObject({ othersHidden: 'submitFirst', score: null, viewerCan: { manage: false, evaluate: true } });
    expect(before.evaluations.map((e: any) => e.isMine)).toEqual([true]);
    expect(JSON.stringify(before)).not.toContain('Secret view');

    await ok(call(SUBMIT, { id, scores: [{ tagId: team, score: 3 }] }, b.token, on));
    const after = (await ok(call(EVALUATIONS, { id }, b.token, on))).applicationEvaluations;
    expect(after.othersHidden).toBeNull();
    expect(after.evaluations.map((e: any) => e.total).sort()).toEqual([3, 5]);
    expect(after.criteria).toEqual([{ tag: { _id: team }, weight: 1, average: 4, weighted: 4, count: 2 }]);

    const manager = (await ok(call(EVALUATIONS, { id }, staff.token, on))).applicationEvaluations;
    expect(manager.evaluations).toHaveLength(2);
    expect(manager.viewerCan.manage).toBe(true);
    expect(await codeOf(call(EVALUATIONS, { id }, applicant.token, on))).toBe('NOT_FOUND');

    await setFlags(server, on, { evaluationVisibility: true });
    await as(on, (db) =>
      db
        .update(schema.funnelRounds)
        .set({ visibility: { hiddenQuestions: {}, evaluationsVisibleTo: ['staff'] } })
        .where(eq(schema.funnelRounds.id, round.roundId)),
    );
    expect((await ok(call(EVALUATIONS, { id }, b.token, on))).applicationEvaluations.othersHidden).toBe('notAllowed');
    await as(on, (db) =>
      db
        .update(schema.funnelRounds)
        .set({ visibility: { hiddenQuestions: {}, evaluationsVisibleTo: ['evaluator'] } })
        .where(eq(schema.funnelRounds.id, round.roundId)),
    );
    expect((await ok(call(EVALUATIONS, { id }, b.token, on))).applicationEvaluations.othersHidden).toBeNull();
  });
});

describe('normalised scores', () => {
  it('corrects an evaluator with three or more totals onto the round spread, and leaves the others raw', () => {
    const spread = roundSpread([
      { evaluatorId: 'harsh', total: 1 },
      { evaluatorId: 'harsh', total: 2 },
      { evaluatorId: 'harsh', total: 3 },
      { evaluatorId: 'kind', total: 3 },
      { evaluatorId: 'kind', total: 4 },
      { evaluatorId: 'kind', total: 5 },
      { evaluatorId: 'new', total: 5 },
    ]);
    // Overall: mean 23/7, population sd of [1,2,3,3,4,5,5].
    const mean = 23 / 7;
    const sd = Math.sqrt([1, 2, 3, 3, 4, 5, 5].reduce((s, v) => s + (v - mean) ** 2, 0) / 7);
    const ownSd = Math.sqrt(2 / 3);
    expect(normalisedTotal(spread, 'harsh', 3)).toBeCloseTo(mean + (1 / ownSd) * sd, 10);
    expect(normalisedTotal(spread, 'kind', 4)).toBeCloseTo(mean, 10);
    expect(normalisedTotal(spread, 'harsh', 2)).toBeCloseTo(normalisedTotal(spread, 'kind', 4), 10);
    expect(normalisedTotal(spread, 'new', 5)).toBe(5);
    const flat = roundSpread(Array.from({ length: 3 }, () => ({ evaluatorId: 'same', total: 4 })).concat([{ evaluatorId: 'x', total: 1 }]));
    expect(normalisedTotal(flat, 'same', 4)).toBeCloseTo(13 / 4, 10);
  });
});

describe('self-assignment, queue and board', () => {
  it('lets pool members take applications only where the round allows it', async () => {
    const on = await buildTenant(server);
    const [member, outsider] = await people(on, 2);
    const open = await buildRound(on, { selfAssignment: true, pool: [member.user] });
    const closed = await buildRound(on, { selfAssignment: false, pool: [member.user] });
    const id = await buildApplication(on, open, (await buildUser(on, { roleType: 'applicant' })).user);
    const notOffered = await buildApplication(on, closed, (await buildUser(on, { roleType: 'applicant' })).user);

    expect((await ok(call(PICKABLE, {}, member.token, on))).selfAssignableApplications.results.map((r: any) => r._id)).toEqual([id]);
    expect(await codeOf(call(SELF, { id }, outsider.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(SELF, { id: notOffered }, member.token, on))).toBe('NOT_FOUND');
    expect((await ok(call(SELF, { id }, member.token, on))).selfAssignApplication.mine).toEqual({ status: 'assigned' });
    expect((await ok(call(PICKABLE, {}, member.token, on))).selfAssignableApplications.totalCount).toBe(0);
    expect(await evaluationTasks(on, member.user.id, id)).toHaveLength(1);
  });

  it("counts the viewer's progress, pages their queue and lists what is short of evaluations, fewest first", async () => {
    const on = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const [a] = await people(on, 1);
    const round = await buildRound(on, {});
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await buildApplication(on, round, (await buildUser(on, { roleType: 'applicant' })).user);
      await ok(call(ASSIGN, { id, userIds: [a.user.id] }, staff.token, on));
      ids.push(id);
    }
    await ok(call(SUBMIT, { id: ids[1], scores: [] }, a.token, on));
    const first = (await ok(call(QUEUE, { status: 'OPEN', limit: 1 }, a.token, on))).evaluationQueue;
    expect(first).toMatchObject({ done: 1, total: 3, totalCount: 2 });
    const second = (await ok(call(QUEUE, { status: 'OPEN', limit: 1, cursor: first.next }, a.token, on))).evaluationQueue;
    expect([first.results[0].application._id, second.results[0].application._id]).toEqual([ids[0], ids[2]]);
    expect(second.next).toBeNull();
    expect((await ok(call(QUEUE, { status: 'DONE' }, a.token, on))).evaluationQueue.results.map((r: any) => r.application._id)).toEqual([ids[1]]);
    expect(await codeOf(call(QUEUE, { cursor: 'bm9wZQ' }, a.token, on))).toBe('VALIDATION_ERROR');

    const board = (await ok(call(BOARD, { id: round.funnelId }, staff.token, on))).evaluationBoard;
    expect(board.results.map((r: any) => r._id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(board.results.map((r: any) => r.evaluationsDone)).toEqual([0, 0, 1]);
    expect(await codeOf(call(BOARD, { id: round.funnelId }, a.token, on))).toBe('NOT_FOUND');
  });
});

describe('blind review and tenants', () => {
  it('never lets an evaluator reach who applied through any evaluation field', async () => {
    const on = await buildTenant(server, { plan: 'enterprise' });
    await setFlags(server, on, { anonymityApplications: true });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const [a] = await people(on, 1);
    const applicant = (await buildUser(on, { roleType: 'applicant', firstName: 'Zenobia' })).user;
    const round = await buildRound(on, { anonymous: true, selfAssignment: true, pool: [a.user] });
    const id = await buildApplication(on, round, applicant, { name: 'Quokka Robotics' });
    const offered = await buildApplication(on, round, (await buildUser(on, { roleType: 'applicant', firstName: 'Zenobia' })).user, { name: 'Quokka Labs' });
    expect(offered).toBeTruthy();
    await ok(call(ASSIGN, { id, userIds: [a.user.id] }, staff.token, on));

    const seen = JSON.stringify([
      await ok(call(EVALUATIONS, { id }, a.token, on)),
      await ok(call(QUEUE, {}, a.token, on)),
      await ok(call(PICKABLE, {}, a.token, on)),
      await evaluationTasks(on, a.user.id, id),
    ]);
    expect(seen).not.toMatch(/Quokka|Zenobia/);
    expect(seen).not.toContain(applicant.id);
    // The managers still know.
    expect(JSON.stringify(await ok(call(EVALUATIONS, { id }, staff.token, on)))).toContain('Quokka Robotics');
  });

  it("answers another tenant's application and people as not there", async () => {
    const on = await buildTenant(server);
    const elsewhere = await buildTenant(server);
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const foreigner = (await buildUser(elsewhere, { roleType: 'evaluator' })).user;
    const theirRound = await buildRound(elsewhere, {});
    const theirs = await buildApplication(elsewhere, theirRound, (await buildUser(elsewhere, { roleType: 'applicant' })).user);
    const ours = await buildApplication(on, await buildRound(on, {}), (await buildUser(on, { roleType: 'applicant' })).user);

    expect(await codeOf(call(EVALUATIONS, { id: theirs }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(ASSIGN, { id: theirs, userIds: [staff.user.id] }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(SUBMIT, { id: theirs, scores: [] }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(SELF, { id: theirs }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(BOARD, { id: theirRound.funnelId }, staff.token, on))).toBe('NOT_FOUND');
    expect(await codeOf(call(EVALUATIONS, { id: 'not-an-id' }, staff.token, on))).toBe('NOT_FOUND');
    const refused = await call(ASSIGN, { id: ours, userIds: [foreigner.id] }, staff.token, on);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'userIds.0' }] });
  });
});
