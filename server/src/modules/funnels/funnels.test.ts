import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAsOwner, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, buildUser, type Tenant } from '../../../test/factories.ts';
import {
  CLONE,
  CREATE,
  CREATE_MAIL,
  CREATE_ROUND,
  DELETE,
  DELETE_MAIL,
  DELETE_ROUND,
  GET,
  INSTRUCTIONS,
  LIST,
  MAILS,
  PUBLIC_LIST,
  PUBLIC_PROGRAM,
  REORDER,
  UPDATE,
  UPDATE_MAIL,
  UPDATE_ROUND,
  buildApplication,
  buildCriterion,
  buildForm,
  caller,
  code,
  fields,
  ok,
  type Call,
} from './test-support.ts';

let server: TestServer;
let call: Call;

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
});
afterAll(() => server.stop());

async function scene(plan: 'starter' | 'growth' | 'enterprise' = 'enterprise') {
  const on = await buildTenant(server, { plan });
  const staff = await buildSignedInUser(on, { roleType: 'staff' });
  const coach = await buildSignedInUser(on, { roleType: 'coach' });
  const evaluator = await buildSignedInUser(on, { roleType: 'evaluator' });
  const admin = await buildSignedInUser(on, { roleType: 'admin' });
  return { on, staff, coach, evaluator, admin };
}

async function funnelOf(on: Tenant, token: string, name = 'Spring 2027') {
  return (await ok(call(CREATE, { name }, token, on))).createFunnel;
}

describe('funnel permissions', () => {
  it('staff create; the creator administers; coaches list but may not edit; evaluators reach nothing', async () => {
    const s = await scene();
    const funnel = await funnelOf(s.on, s.staff.token);
    expect(funnel.status).toBe('draft');
    expect(funnel.administrators.map((u: { _id: string }) => u._id)).toEqual([s.staff.user.id]);
    expect(funnel.rounds).toHaveLength(1);
    expect(funnel.rounds[0].name).toBe('Application');
    expect(funnel.viewerCan).toEqual({ edit: true, delete: true });

    expect(code(await call(CREATE, { name: 'Coach funnel' }, s.coach.token, s.on))).toBe('FORBIDDEN');
    const listed = await ok(call(LIST, {}, s.coach.token, s.on));
    expect(listed.funnels.results.map((f: { _id: string }) => f._id)).toContain(funnel._id);
    expect(code(await call(UPDATE, { id: funnel._id, data: { name: 'X' } }, s.coach.token, s.on))).toBe('FORBIDDEN');

    expect((await ok(call(LIST, {}, s.evaluator.token, s.on))).funnels.totalCount).toBe(0);
    expect(code(await call(GET, { id: funnel._id }, s.evaluator.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(UPDATE, { id: funnel._id, data: { name: 'X' } }, s.evaluator.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(DELETE, { id: funnel._id }, s.evaluator.token, s.on))).toBe('NOT_FOUND');
    expect(code(await call(CREATE, { name: 'X' }, undefined, s.on))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('a funnel administrator without FUNNEL:EDIT edits and deletes their own funnel only', async () => {
    const s = await scene();
    const mine = await funnelOf(s.on, s.staff.token, 'Mine');
    const other = await funnelOf(s.on, s.staff.token, 'Other');
    await ok(call(UPDATE, { id: mine._id, data: { administratorIds: [s.staff.user.id, s.evaluator.user.id] } }, s.staff.token, s.on));
    const renamed = await ok(call(UPDATE, { id: mine._id, data: { name: 'Renamed by evaluator' } }, s.evaluator.token, s.on));
    expect(renamed.updateFunnel.name).toBe('Renamed by evaluator');
    const listed = await ok(call(LIST, {}, s.evaluator.token, s.on));
    expect(listed.funnels.results.map((f: { _id: string }) => f._id)).toEqual([mine._id]);
    expect(code(await call(GET, { id: other._id }, s.evaluator.token, s.on))).toBe('NOT_FOUND');
    // Staff edit any funnel (FUNNEL:EDIT) but delete only those they administer (FUNNEL:DELETE is the admins').
    const colleague = await buildSignedInUser(s.on, { roleType: 'staff' });
    await ok(call(UPDATE, { id: other._id, data: { summary: 'Edited' } }, colleague.token, s.on));
    expect(code(await call(DELETE, { id: other._id }, colleague.token, s.on))).toBe('FORBIDDEN');
    expect((await ok(call(DELETE, { id: other._id }, s.admin.token, s.on))).deleteFunnel).toBe(true);
    expect((await ok(call(DELETE, { id: mine._id }, s.evaluator.token, s.on))).deleteFunnel).toBe(true);
  });

  it("another tenant's funnel, round or mail is NOT_FOUND, and a malformed id too", async () => {
    const s = await scene();
    const theirs = await scene();
    const funnel = await funnelOf(theirs.on, theirs.staff.token);
    const mail = (await ok(call(CREATE_MAIL, { data: { funnelId: funnel._id, name: 'No', subject: 'Sorry', body: '<p>No</p>' } }, theirs.staff.token, theirs.on)))
      .createRejectionMail;
    for (const [query, variables] of [
      [GET, { id: funnel._id }],
      [GET, { id: 'not-an-id' }],
      [UPDATE, { id: funnel._id, data: { name: 'Mine now' } }],
      [DELETE, { id: funnel._id }],
      [CLONE, { id: funnel._id, name: 'Copy' }],
      [CREATE_ROUND, { funnelId: funnel._id, name: 'R' }],
      [UPDATE_ROUND, { roundId: funnel.rounds[0]._id, data: { name: 'R' } }],
      [DELETE_ROUND, { roundId: funnel.rounds[0]._id }],
      [INSTRUCTIONS, { funnelId: funnel._id }],
      [MAILS, { funnelId: funnel._id }],
      [UPDATE_MAIL, { id: mail._id, data: { name: 'Mine' } }],
      [DELETE_MAIL, { id: mail._id }],
    ] as const) {
      expect(code(await call(query, variables, s.admin.token, s.on)), query.slice(0, 40)).toBe('NOT_FOUND');
    }
    // Someone else's people, programmes and forms are refused as input.
    const mine = await funnelOf(s.on, s.staff.token);
    const answer = await call(UPDATE, { id: mine._id, data: { administratorIds: [theirs.staff.user.id] } }, s.staff.token, s.on);
    expect(code(answer)).toBe('VALIDATION_ERROR');
    expect(fields(answer)).toEqual([{ field: 'administratorIds.0', message: 'This person is not a member of the organisation' }]);
  });
});

describe('funnel settings', () => {
  it('makes a unique slug from the name and checks the slug given', async () => {
    const s = await scene();
    const first = await funnelOf(s.on, s.staff.token, 'Spring 2027');
    const second = await funnelOf(s.on, s.staff.token, 'Spring 2027');
    const third = await funnelOf(s.on, s.staff.token, 'Élan — Été!');
    expect([first.slug, second.slug, third.slug]).toEqual(['spring-2027', 'spring-2027-2', 'elan-ete']);

    const bad = await call(UPDATE, { id: second._id, data: { slug: 'Bad slug!' } }, s.staff.token, s.on);
    expect(fields(bad)?.[0]).toMatchObject({ field: 'slug' });
    expect(fields(bad)?.[0].message).toContain('lower-case letters');
    const taken = await call(UPDATE, { id: second._id, data: { slug: 'spring-2027' } }, s.staff.token, s.on);
    expect(fields(taken)).toEqual([{ field: 'slug', message: 'Another funnel already uses this page address' }]);
    const fr = await call(UPDATE, { id: second._id, data: { slug: 'spring-2027' } }, s.staff.token, s.on, 'fr');
    expect(fields(fr)?.[0].message).toBe('Un autre parcours utilise déjà cette adresse');
    const renamed = await ok(call(UPDATE, { id: second._id, data: { slug: 'Autumn-2027' } }, s.staff.token, s.on));
    expect(renamed.updateFunnel.slug).toBe('autumn-2027');
    const empty = await call(UPDATE, { id: second._id, data: { name: '  ', administratorIds: [] } }, s.staff.token, s.on);
    expect(fields(empty)).toEqual([
      { field: 'name', message: 'Name is a required field' },
      { field: 'administratorIds', message: 'A funnel needs at least one administrator' },
    ]);
  });

  it('sanitises the page, checks each block and refuses images of other records', async () => {
    const s = await scene();
    const funnel = await funnelOf(s.on, s.staff.token);
    const page = [
      { id: 'a', type: 'text', html: '<p onclick="x()">Hello <script>alert(1)</script><strong>world</strong></p>' },
      { id: 'b', type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Pitch' },
      { id: 'c', type: 'accordion', items: [{ title: 'FAQ', html: '<p>Yes</p><img src=x onerror=y>' }] },
      { id: 'd', type: 'columns', columns: ['<p>One</p>', '<p>Two</p>'] },
      { id: 'e', type: 'funnel' },
    ];
    const saved = (await ok(call(UPDATE, { id: funnel._id, data: { page, acceptanceMail: { subject: 'Welcome', body: '<p>In!</p><script>x</script>' } } }, s.staff.token, s.on)))
      .updateFunnel;
    expect(saved.page[0].html).toBe('<p>Hello <strong>world</strong></p>');
    expect(saved.page[1].embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(saved.page[2].items).toEqual([{ title: 'FAQ', html: '<p>Yes</p>' }]);
    expect(saved.page[3].columns).toEqual(['<p>One</p>', '<p>Two</p>']);
    expect(saved.acceptanceMail).toEqual({ subject: 'Welcome', body: '<p>In!</p>' });

    const video = await call(UPDATE, { id: funnel._id, data: { page: [{ id: 'v', type: 'video', url: 'https://evil.example/x' }] } }, s.staff.token, s.on);
    expect(fields(video)).toEqual([{ field: 'page.0.url', message: 'Give a YouTube or Vimeo link' }]);
    const image = await call(UPDATE, { id: funnel._id, data: { page: [{ id: 'i', type: 'image', attachmentId: funnel._id }] } }, s.staff.token, s.on);
    expect(fields(image)).toEqual([{ field: 'page.0.attachmentId', message: 'Upload the image to this funnel first' }]);
    const long = Array.from({ length: 51 }, (_, i) => ({ id: `t${i}`, type: 'text', html: '<p>x</p>' }));
    expect(fields(await call(UPDATE, { id: funnel._id, data: { page: long } }, s.staff.token, s.on))?.[0]).toMatchObject({ field: 'page' });
    expect((await ok(call(GET, { id: funnel._id }, s.staff.token, s.on))).funnel.page).toHaveLength(5);
  });

  it('blind review needs its plan feature; programmes must be the organisation’s', async () => {
    const s = await scene('starter');
    const funnel = await funnelOf(s.on, s.staff.token);
    const answer = await call(UPDATE, { id: funnel._id, data: { anonymous: true } }, s.staff.token, s.on);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FEATURE_DISABLED', flag: 'anonymityApplications' });
    const program = await call(UPDATE, { id: funnel._id, data: { programId: funnel._id } }, s.staff.token, s.on);
    expect(fields(program)).toEqual([{ field: 'programId', message: 'Choose one of the organisation’s programmes' }]);
  });

  it('lists by keyset with search, status and archived filters', async () => {
    const s = await scene();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await funnelOf(s.on, s.staff.token, `Cohort ${i}`))._id);
    await ok(call(UPDATE, { id: ids[0], data: { status: 'open' } }, s.staff.token, s.on));
    await ok(call(UPDATE, { id: ids[1], data: { archived: true } }, s.staff.token, s.on));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { funnels: { results: Array<{ _id: string }>; next: string | null; totalCount: number } } = await ok(call(LIST, { limit: 2, cursor }, s.staff.token, s.on));
      expect(page.funnels.totalCount).toBe(4);
      seen.push(...page.funnels.results.map((f) => f._id));
      cursor = page.funnels.next;
    } while (cursor);
    expect(seen).toEqual([ids[0], ids[4], ids[3], ids[2]]);
    expect((await ok(call(LIST, { filter: { status: 'open' } }, s.staff.token, s.on))).funnels.results.map((f: { _id: string }) => f._id)).toEqual([ids[0]]);
    expect((await ok(call(LIST, { filter: { archived: true } }, s.staff.token, s.on))).funnels.results.map((f: { _id: string }) => f._id)).toEqual([ids[1]]);
    expect((await ok(call(LIST, { filter: { search: 'ohort 3' } }, s.staff.token, s.on))).funnels.results.map((f: { _id: string }) => f._id)).toEqual([ids[3]]);
    expect(code(await call(LIST, { cursor: 'garbage' }, s.staff.token, s.on))).toBe('VALIDATION_ERROR');
  });
});

describe('rounds', () => {
  it('checks forms, dates, numbers, criteria and evaluators, and writes nothing when refused', async () => {
    const s = await scene();
    const theirs = await buildTenant(server);
    const funnel = await funnelOf(s.on, s.staff.token);
    const roundId = funnel.rounds[0]._id;
    const intake = await buildForm(s.on, 'intake');
    const evaluation = await buildForm(s.on, 'evaluation');
    const draft = await buildForm(s.on, 'intake', { published: false });
    const archived = await buildForm(s.on, 'intake', { archived: true });
    const foreign = await buildForm(theirs, 'intake');
    const refused = async (data: Record<string, unknown>) => fields(await call(UPDATE_ROUND, { roundId, data }, s.staff.token, s.on));
    expect(await refused({ formId: foreign })).toEqual([{ field: 'formId', message: 'Choose one of the organisation’s forms' }]);
    expect((await refused({ formId: evaluation }))?.[0].field).toBe('formId');
    expect(await refused({ evaluationFormId: intake })).toEqual([{ field: 'evaluationFormId', message: 'Evaluators fill evaluation forms: choose a form of that kind' }]);
    expect(await refused({ formId: draft })).toEqual([{ field: 'formId', message: 'Publish this form before using it in a round' }]);
    expect(await refused({ formId: archived })).toEqual([{ field: 'formId', message: 'This form is archived' }]);
    expect(await refused({ opensAt: '2027-03-10T00:00:00Z', closesAt: '2027-03-01T00:00:00Z' })).toEqual([{ field: 'closesAt', message: 'The round must close after it opens' }]);
    expect((await refused({ evaluatorsPerApplication: 0 }))?.[0].field).toBe('evaluatorsPerApplication');
    expect((await refused({ requiredEvaluations: 21 }))?.[0].field).toBe('requiredEvaluations');
    const topic = await buildCriterion(s.on, 'Team');
    const industry = await buildCriterion(s.on, 'Fintech', 'Industry');
    expect(await refused({ criteria: [{ tagId: industry, weight: 2 }] })).toEqual([{ field: 'criteria.0.tagId', message: 'Choose one of the evaluation criteria' }]);
    expect((await refused({ criteria: [{ tagId: topic, weight: 11 }] }))?.[0].field).toBe('criteria.0.weight');
    expect(await refused({ name: 'Kept?', evaluatorIds: [s.evaluator.user.id, funnel._id] })).toEqual([
      { field: 'evaluatorIds.1', message: 'This person is not a member of the organisation' },
    ]);
    expect((await ok(call(GET, { id: funnel._id }, s.staff.token, s.on))).funnel.rounds[0].name).toBe('Application');

    const saved = (
      await ok(
        call(
          UPDATE_ROUND,
          {
            roundId,
            data: {
              formId: intake,
              evaluationFormId: evaluation,
              opensAt: '2020-01-01T00:00:00Z',
              assignment: 'random',
              evaluatorsPerApplication: 3,
              requiredEvaluations: 2,
              selfAssignment: true,
              criteria: [{ tagId: topic, weight: 3 }],
              evaluatorIds: [s.evaluator.user.id, s.coach.user.id],
              hiddenQuestions: [{ questionId: 'q1', roleTypes: ['evaluator'] }],
              evaluationsVisibleTo: ['staff'],
            },
          },
          s.staff.token,
          s.on,
        ),
      )
    ).updateFunnelRound;
    expect(saved).toMatchObject({ formId: intake, evaluationFormId: evaluation, assignment: 'random', evaluatorsPerApplication: 3, selfAssignment: true, isOpen: false });
    expect(saved.criteria).toEqual([{ tag: { _id: topic, name: 'Team' }, weight: 3 }]);
    expect(saved.evaluators).toHaveLength(2);
    expect(saved.visibility).toEqual({ hiddenQuestions: [{ questionId: 'q1', roleTypes: ['evaluator'] }], evaluationsVisibleTo: ['staff'] });
    // Only the closing date is sent: it is compared with the stored opening.
    expect(await refused({ closesAt: '2019-01-01T00:00:00Z' })).toEqual([{ field: 'closesAt', message: 'The round must close after it opens' }]);
  });

  it('visibility settings need their plan features', async () => {
    const s = await scene('starter');
    const funnel = await funnelOf(s.on, s.staff.token);
    const answer = await call(UPDATE_ROUND, { roundId: funnel.rounds[0]._id, data: { hiddenQuestions: [] } }, s.staff.token, s.on);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FEATURE_DISABLED', flag: 'questionVisibility' });
  });

  it('adds, reorders and deletes rounds; never the last one nor one holding applications', async () => {
    const s = await scene();
    const funnel = await funnelOf(s.on, s.staff.token);
    const first = funnel.rounds[0]._id;
    const second = (await ok(call(CREATE_ROUND, { funnelId: funnel._id, name: 'Interview' }, s.staff.token, s.on))).createFunnelRound;
    const third = (await ok(call(CREATE_ROUND, { funnelId: funnel._id, name: 'Final' }, s.staff.token, s.on))).createFunnelRound;
    expect([second.position, third.position]).toEqual([1, 2]);
    expect(code(await call(REORDER, { funnelId: funnel._id, roundIds: [third._id, first] }, s.staff.token, s.on))).toBe('VALIDATION_ERROR');
    const order = (await ok(call(REORDER, { funnelId: funnel._id, roundIds: [third._id, first, second._id] }, s.staff.token, s.on))).reorderFunnelRounds;
    expect(order.map((r: { _id: string }) => r._id)).toEqual([third._id, first, second._id]);

    const applicant = await buildUser(s.on, { roleType: 'applicant' });
    await buildApplication(s.on, funnel._id, second._id, applicant.user.id);
    const inUse = await call(DELETE_ROUND, { roundId: second._id }, s.staff.token, s.on);
    expect(inUse.errors?.[0]).toMatchObject({ extensions: { code: 'ROUND_IN_USE' }, message: 'Applications are in this round or were decided in it: it cannot be deleted' });
    expect((await ok(call(DELETE_ROUND, { roundId: third._id }, s.staff.token, s.on))).deleteFunnelRound).toBe(true);
    const lonely = await funnelOf(s.on, s.staff.token, 'Lonely');
    expect((await call(DELETE_ROUND, { roundId: lonely.rounds[0]._id }, s.staff.token, s.on)).errors?.[0].message).toBe('A funnel keeps at least one round');
    expect(code(await call(CREATE_ROUND, { funnelId: funnel._id, name: ' ' }, s.staff.token, s.on))).toBe('VALIDATION_ERROR');
  });

  it('writes the instructions mail from the translated default once, in the organisation’s language', async () => {
    const on = await buildTenant(server, { defaultLanguage: 'fr' });
    const staff = await buildSignedInUser(on, { roleType: 'staff' });
    const funnel = await funnelOf(on, staff.token, 'Printemps');
    const mail = (await ok(call(INSTRUCTIONS, { funnelId: funnel._id }, staff.token, on))).findOrCreateFunnelInstructionEmail;
    expect(mail.subject).toBe('Printemps : Candidature');
    expect(mail.body).toContain('Printemps');
    await ok(call(UPDATE_ROUND, { roundId: funnel.rounds[0]._id, data: { instructionsMail: { subject: 'Next step', body: '<p>Fill it</p>' } } }, staff.token, on));
    const again = (await ok(call(INSTRUCTIONS, { funnelId: funnel._id, roundId: funnel.rounds[0]._id }, staff.token, on))).findOrCreateFunnelInstructionEmail;
    expect(again).toEqual({ subject: 'Next step', body: '<p>Fill it</p>' });
  });
});

describe('clone and delete', () => {
  it('clones settings, rounds, evaluators and administrators into a new draft without applications', async () => {
    const s = await scene();
    const source = await funnelOf(s.on, s.staff.token, 'Source');
    const intake = await buildForm(s.on, 'intake');
    await ok(
      call(
        UPDATE,
        { id: source._id, data: { status: 'open', summary: 'About', page: [{ id: 'f', type: 'funnel' }], administratorIds: [s.staff.user.id, s.coach.user.id] } },
        s.staff.token,
        s.on,
      ),
    );
    await ok(call(UPDATE_ROUND, { roundId: source.rounds[0]._id, data: { formId: intake, evaluatorIds: [s.evaluator.user.id], requiredEvaluations: 1 } }, s.staff.token, s.on));
    await ok(call(CREATE_ROUND, { funnelId: source._id, name: 'Interview' }, s.staff.token, s.on));
    await ok(call(CREATE_MAIL, { data: { funnelId: source._id, name: 'Own', subject: 'No', body: '<p>No</p>' } }, s.staff.token, s.on));
    const applicant = await buildUser(s.on, { roleType: 'applicant' });
    await buildApplication(s.on, source._id, source.rounds[0]._id, applicant.user.id);

    const other = await buildSignedInUser(s.on, { roleType: 'staff' });
    const clone = (await ok(call(CLONE, { id: source._id, name: 'Source (copy)' }, other.token, s.on))).cloneFunnel;
    expect(clone).toMatchObject({ name: 'Source (copy)', slug: 'source-copy', status: 'draft', summary: 'About', applicationCount: 0 });
    expect(clone.page).toEqual([expect.objectContaining({ id: 'f', type: 'funnel' })]);
    expect(clone.administrators.map((u: { _id: string }) => u._id).sort()).toEqual([s.staff.user.id, s.coach.user.id, other.user.id].sort());
    expect(clone.rounds.map((r: { name: string }) => r.name)).toEqual(['Application', 'Interview']);
    expect(clone.rounds[0]).toMatchObject({ formId: intake, requiredEvaluations: 1, evaluators: [{ _id: s.evaluator.user.id }], applicationCount: 0 });
    expect(clone.rounds[0]._id).not.toBe(source.rounds[0]._id);
    const mails = (await ok(call(MAILS, { funnelId: clone._id }, other.token, s.on))).rejectionMails;
    expect(mails.map((m: { name: string; funnelId: string }) => [m.name, m.funnelId])).toEqual([['Own', clone._id]]);
    expect(code(await call(CLONE, { id: source._id, name: 'By coach' }, s.coach.token, s.on))).toBe('FORBIDDEN');
  });

  it('refuses to delete a funnel with submitted applications until it is archived', async () => {
    const s = await scene();
    const funnel = await funnelOf(s.on, s.staff.token);
    const applicant = await buildUser(s.on, { roleType: 'applicant' });
    await buildApplication(s.on, funnel._id, funnel.rounds[0]._id, applicant.user.id, 'under_review');
    const refused = await call(DELETE, { id: funnel._id }, s.staff.token, s.on);
    expect(refused.errors?.[0].extensions?.code).toBe('FUNNEL_IN_USE');
    expect(refused.errors?.[0].message).toContain('1 application');
    expect((await ok(call(GET, { id: funnel._id }, s.staff.token, s.on))).funnel.applicationCount).toBe(1);
    await ok(call(UPDATE, { id: funnel._id, data: { archived: true } }, s.staff.token, s.on));
    expect((await ok(call(DELETE, { id: funnel._id }, s.staff.token, s.on))).deleteFunnel).toBe(true);
    expect(code(await call(GET, { id: funnel._id }, s.staff.token, s.on))).toBe('NOT_FOUND');

    const drafts = await funnelOf(s.on, s.staff.token, 'Drafts only');
    await buildApplication(s.on, drafts._id, drafts.rounds[0]._id, applicant.user.id, 'draft');
    expect((await ok(call(DELETE, { id: drafts._id }, s.staff.token, s.on))).deleteFunnel).toBe(true);
  });
});

describe('rejection mails', () => {
  it('lists the funnel’s and the shared ones; creators and EMAIL_REJECTION:EDIT edit; reasons are checked', async () => {
    const s = await scene();
    const funnel = await funnelOf(s.on, s.staff.token);
    const shared = (await ok(call(CREATE_MAIL, { data: { name: 'Generic', subject: 'Thanks', body: '<p>Sorry</p>', reasons: ['Too early'] } }, s.staff.token, s.on)))
      .createRejectionMail;
    const own = (
      await ok(call(CREATE_MAIL, { data: { funnelId: funnel._id, name: 'Own', subject: 'No', body: '<p>No<script>x</script></p>', reasons: ['Fit', 'Fit'] } }, s.admin.token, s.on))
    ).createRejectionMail;
    expect(own).toMatchObject({ shared: false, body: '<p>No</p>', reasons: ['Fit'] });
    const listed = (await ok(call(MAILS, { funnelId: funnel._id }, s.staff.token, s.on))).rejectionMails;
    expect(listed.map((m: { _id: string }) => m._id)).toEqual([own._id, shared._id]);
    expect((await ok(call(MAILS, {}, s.staff.token, s.on))).rejectionMails.map((m: { _id: string }) => m._id)).toEqual([shared._id]);

    const tooMany = await call(CREATE_MAIL, { data: { name: 'X', subject: 'S', body: '', reasons: Array.from({ length: 21 }, (_, i) => `r${i}`) } }, s.staff.token, s.on);
    expect(fields(tooMany)?.[0].field).toBe('reasons');
    const tooLong = await call(CREATE_MAIL, { data: { name: 'X', subject: 'S', body: '', reasons: ['x'.repeat(201)] } }, s.staff.token, s.on);
    expect(fields(tooLong)?.[0].field).toBe('reasons.0');
    expect(code(await call(CREATE_MAIL, { data: { name: 'X', subject: 'S', body: '' } }, s.coach.token, s.on))).toBe('FORBIDDEN');
    expect(code(await call(MAILS, { funnelId: funnel._id }, s.evaluator.token, s.on))).toBe('NOT_FOUND');

    const edited = (await ok(call(UPDATE_MAIL, { id: own._id, data: { reasons: ['Market'] } }, s.staff.token, s.on))).updateRejectionMail;
    expect(edited.reasons).toEqual(['Market']);
    expect((await ok(call(DELETE_MAIL, { id: shared._id }, s.staff.token, s.on))).deleteRejectionMail).toBe(true);
  });
});

describe('public programme pages', () => {
  it('show open and closed funnels without private fields; drafts and unknown slugs are NOT_FOUND', async () => {
    const s = await scene();
    const draft = await funnelOf(s.on, s.staff.token, 'Hidden draft');
    const open = await funnelOf(s.on, s.staff.token, 'Open call');
    const closed = await funnelOf(s.on, s.staff.token, 'Closed call');
    const intake = await buildForm(s.on, 'intake');
    await ok(call(UPDATE_ROUND, { roundId: open.rounds[0]._id, data: { formId: intake } }, s.staff.token, s.on));
    await ok(call(UPDATE, { id: open._id, data: { status: 'open', summary: 'Apply now', page: [{ id: 't', type: 'text', html: '<p>Hi</p>' }] } }, s.staff.token, s.on));
    await ok(call(UPDATE, { id: closed._id, data: { status: 'closed' } }, s.staff.token, s.on));

    const list = (await ok(call(PUBLIC_LIST, {}, undefined, s.on))).publicFunnels;
    expect(list.map((f: { name: string }) => f.name)).toEqual(['Open call']);
    expect(list[0]).toMatchObject({ summary: 'Apply now', isOpen: true, applyBlocker: null, hasPage: true, rounds: [{ name: 'Application', isOpen: true }] });

    const page = (await ok(call(PUBLIC_PROGRAM, { slug: open.slug }, undefined, s.on))).publicProgram;
    expect(page.page).toEqual([{ id: 't', type: 'text', html: '<p>Hi</p>', imageUrl: null, embedUrl: null }]);
    const shut = (await ok(call(PUBLIC_PROGRAM, { slug: closed.slug }, undefined, s.on))).publicProgram;
    expect(shut).toMatchObject({ isOpen: false, applyBlocker: 'closed' });
    expect(code(await call(PUBLIC_PROGRAM, { slug: draft.slug }, undefined, s.on))).toBe('NOT_FOUND');
    expect(code(await call(PUBLIC_PROGRAM, { slug: 'nothing-here' }, undefined, s.on))).toBe('NOT_FOUND');
    const leak = await call(`query { publicProgram(slug: "${open.slug}") { administrators { _id } } }`, {}, undefined, s.on);
    expect(leak.errors?.[0].message).toContain('administrators');
    const roundLeak = await call(`query { publicFunnels { rounds { formId evaluators { _id } } } }`, {}, undefined, s.on);
    expect(roundLeak.errors).toBeDefined();
  });

  it('programPage off hides programme pages with a clear message', async () => {
    const s = await scene();
    const funnel = await funnelOf(s.on, s.staff.token);
    await ok(call(UPDATE, { id: funnel._id, data: { status: 'open' } }, s.staff.token, s.on));
    await changeAsOwner(server, `UPDATE incubators SET feature_flags = feature_flags || '{"programPage": false}'::jsonb WHERE id = $1`, [s.on.incubator.id]);
    const answer = await call(PUBLIC_PROGRAM, { slug: funnel.slug }, undefined, s.on);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' }, message: 'Programme pages are not part of this organisation’s plan' });
    expect((await ok(call(PUBLIC_LIST, {}, undefined, s.on))).publicFunnels[0]).toMatchObject({ hasPage: false, applyBlocker: 'unavailable' });
  });
});
