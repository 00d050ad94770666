import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAND_IN_BODY_MAX } from '@seedbed/contracts/courses';
import { rest, startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildStartup, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { samplePdf } from '../attachments/sample-files.ts';
import { wholeFeed, caller as timelineCaller } from '../timeline/test-support.ts';
import { caller, codeOf, DAY, enrol, insertCourse, insertForm, ok, rowsOf, SUBMISSION_QUESTIONS } from './learning-fixtures.ts';

const HAND_IN = `mutation($id: ID!, $body: String, $files: [ID!], $answers: String) {
  handInCourseUnit(unitId: $id, body: $body, attachmentIds: $files, answers: $answers) {
    _id status body answers submittedAt user { _id } startup { _id } files { _id name url size } unit { _id } } }`;
const MINE = 'query($id: ID!) { courseUnit(unitId: $id) { viewerSubmission { _id status body reviewComment user { _id } files { _id } } } }';

let server: TestServer;
let storageDir: string;
let on: Tenant;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
let staff: Person;
let as: ReturnType<typeof caller>;
let submissionFormId: string;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-hand-in-'));
  server = await startTestServer({ STORAGE_DIR: storageDir });
  on = await buildTenant(server);
  staff = await buildSignedInUser(on, { roleType: 'staff' });
  as = caller(server, on);
  submissionFormId = await insertForm(on, 'submission', SUBMISSION_QUESTIONS);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

const founder = () => buildSignedInUser(on, { roleType: 'founder' });

/** A file the person uploaded, attached to nothing yet. */
async function upload(person: Person, name = 'plan.pdf'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), name);
  const response = await fetch(`${server.url}/api/attachment/upload`, { method: 'POST', headers: { 'x-incubator': on.slug, authorization: `Bearer ${person.token}` }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { _id: string })._id;
}

const readFile = (person: Person, id: string) => rest(server, 'GET', `/api/attachments/${id}`, undefined, { tenant: on.slug, token: person.token });

const submissionsOf = (unitId: string) => rowsOf(on, (db) => db.select().from(schema.courseSubmissions).where(eq(schema.courseSubmissions.unitId, unitId)));

async function setStatus(submissionId: string, status: string) {
  await rowsOf(on, (db) =>
    db
      .update(schema.courseSubmissions)
      .set({ status, reviewComment: status === 'CHANGES_REQUESTED' ? 'Add numbers' : null })
      .where(and(eq(schema.courseSubmissions.incubatorId, on.incubator.id), eq(schema.courseSubmissions.id, submissionId))),
  );
}

async function course(handIn: 'PERSON' | 'STARTUP') {
  return insertCourse(on, {
    startsAt: new Date(Date.now() - DAY),
    lessons: [
      { key: 'essay', type: 'ASSIGNMENT', handIn },
      { key: 'pitch', type: 'SUBMISSION', handIn, formId: submissionFormId },
    ],
  });
}

describe('handing in an assignment', () => {
  it('keeps one hand-in per person: text sanitised, files attached, handed in again after changes were requested, refused once approved', async () => {
    const c = await course('PERSON');
    const [learner, other] = [await founder(), await founder()];
    const startup = await buildStartup(on, { founders: [learner.user] });
    const otherStartup = await buildStartup(on, { founders: [other.user] });
    await enrol(on, c, learner.user.id, startup.id);
    await enrol(on, c, other.user.id, otherStartup.id);
    const file = await upload(learner);

    const first = (await ok(as(learner, HAND_IN, { id: c.units.essay, body: '<p>My plan<script>alert(1)</script></p>', files: [file] }))).handInCourseUnit;
    expect(first).toMatchObject({
      status: 'SUBMITTED',
      body: '<p>My plan</p>',
      answers: null,
      user: { _id: learner.user.id },
      startup: null,
      files: [{ _id: file, name: 'plan.pdf' }],
    });
    expect((await ok(as(learner, MINE, { id: c.units.essay }))).courseUnit.viewerSubmission).toMatchObject({ _id: first._id, files: [{ _id: file }] });
    // Another founder has their own, still empty.
    expect((await ok(as(other, MINE, { id: c.units.essay }))).courseUnit.viewerSubmission).toBeNull();

    // The files are read by the author and the course staff, not by another founder.
    expect((await readFile(learner, file)).status).toBe(200);
    expect((await readFile(staff, file)).status).toBe(200);
    expect((await readFile(other, file)).status).toBe(404);
    const listed = await rest(server, 'GET', `/api/attachments/reference/courseSubmission/${first._id}`, undefined, { tenant: on.slug, token: staff.token });
    expect(listed.status).toBe(200);

    await setStatus(first._id, 'CHANGES_REQUESTED');
    expect((await ok(as(learner, MINE, { id: c.units.essay }))).courseUnit.viewerSubmission).toMatchObject({ status: 'CHANGES_REQUESTED', reviewComment: 'Add numbers' });
    const second = await upload(learner, 'numbers.pdf');
    const again = (await ok(as(learner, HAND_IN, { id: c.units.essay, body: '<p>With numbers</p>', files: [second] }))).handInCourseUnit;
    expect(again).toMatchObject({ _id: first._id, status: 'SUBMITTED', body: '<p>With numbers</p>', files: [{ _id: second }] });
    // The file left out is the learner's own again, attached to nothing.
    const [dropped] = await rowsOf(on, (db) => db.select().from(schema.attachments).where(eq(schema.attachments.id, file)));
    expect(dropped).toMatchObject({ referenceKind: null, referenceId: null, ownerId: learner.user.id });
    expect(await submissionsOf(c.units.essay)).toHaveLength(1);

    await setStatus(first._id, 'APPROVED');
    const refused = await as(learner, HAND_IN, { id: c.units.essay, body: '<p>Third</p>' });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('This work was approved: it can no longer be handed in again.');
    // An approved hand-in's files are no longer its author's to change.
    expect((await rest(server, 'PUT', `/api/attachments/${second}`, { name: 'renamed.pdf' }, { tenant: on.slug, token: learner.token })).status).toBe(403);

    // Each hand-in is posted once on the learner's startup timeline.
    const feed = await wholeFeed(timelineCaller(server), learner.token, on, startup.id, { type: 'CourseHandInPost' });
    expect(feed.items).toEqual([expect.objectContaining({ __typename: 'CourseHandInPost', createdBy: { _id: learner.user.id } })]);
  });

  it('keeps one hand-in per startup, which any of its founders hands in again', async () => {
    const c = await course('STARTUP');
    const [a, b] = [await founder(), await founder()];
    const startup = await buildStartup(on, { founders: [a.user, b.user] });
    await enrol(on, c, a.user.id, startup.id);
    await enrol(on, c, b.user.id, startup.id);
    const file = await upload(a);

    const first = (await ok(as(a, HAND_IN, { id: c.units.essay, body: '<p>Draft by A</p>', files: [file] }))).handInCourseUnit;
    expect(first).toMatchObject({ startup: { _id: startup.id }, user: { _id: a.user.id } });
    expect((await ok(as(b, MINE, { id: c.units.essay }))).courseUnit.viewerSubmission).toMatchObject({ _id: first._id, body: '<p>Draft by A</p>' });
    // The co-founder reads the startup's files.
    expect((await readFile(b, file)).status).toBe(200);

    // B keeps A's file and hands in again: the same row, now B's.
    const second = (await ok(as(b, HAND_IN, { id: c.units.essay, body: '<p>Final by B</p>', files: [file] }))).handInCourseUnit;
    expect(second).toMatchObject({ _id: first._id, user: { _id: b.user.id }, body: '<p>Final by B</p>', files: [{ _id: file }] });
    const rows = await submissionsOf(c.units.essay);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ startupId: startup.id, userId: b.user.id, status: 'SUBMITTED' });

    const feed = await wholeFeed(timelineCaller(server), a.token, on, startup.id, { type: 'CourseHandInPost' });
    expect(feed.items).toHaveLength(1);
  });

  it('refuses a startup hand-in from a learner who takes the course for no startup', async () => {
    const c = await course('STARTUP');
    const loner = await founder();
    await enrol(on, c, loner.user.id);
    const answer = await as(loner, HAND_IN, { id: c.units.essay, body: '<p>Mine</p>' });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(await submissionsOf(c.units.essay)).toEqual([]);
  });

  it('refuses bad input with VALIDATION_ERROR and writes nothing', async () => {
    const c = await course('PERSON');
    const [learner, other] = [await founder(), await founder()];
    await enrol(on, c, learner.user.id);
    const theirs = await upload(other);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ body: '<p> </p>' }, 'body'],
      [{ body: 'x'.repeat(HAND_IN_BODY_MAX + 1) }, 'body'],
      [{ body: '<p>Hi</p>', files: [theirs] }, 'attachmentIds'],
      [{ body: '<p>Hi</p>', files: ['nope'] }, 'attachmentIds.0'],
      [{ body: '<p>Hi</p>', files: Array.from({ length: 11 }, () => theirs) }, 'attachmentIds'],
    ];
    for (const [variables, field] of cases) {
      const answer = await as(learner, HAND_IN, { id: c.units.essay, ...variables });
      expect(codeOf(answer), field).toBe('VALIDATION_ERROR');
      expect(answer.errors?.[0].extensions?.fields?.[0].field, field).toBe(field);
    }
    expect(await submissionsOf(c.units.essay)).toEqual([]);
    const [file] = await rowsOf(on, (db) => db.select().from(schema.attachments).where(eq(schema.attachments.id, theirs)));
    expect(file.referenceKind).toBeNull();
  });
});

describe('handing in a submission form', () => {
  it('stores the answers through the forms engine, and replaces them when handed in again', async () => {
    const c = await course('PERSON');
    const learner = await founder();
    await enrol(on, c, learner.user.id);

    const missing = await as(learner, HAND_IN, { id: c.units.pitch, answers: JSON.stringify({}) });
    expect(codeOf(missing)).toBe('VALIDATION_ERROR');
    expect(await submissionsOf(c.units.pitch)).toEqual([]);

    const first = (await ok(as(learner, HAND_IN, { id: c.units.pitch, answers: JSON.stringify({ pitch: 'We sell seeds' }) }))).handInCourseUnit;
    expect(JSON.parse(first.answers)).toEqual({ pitch: 'We sell seeds' });
    await setStatus(first._id, 'CHANGES_REQUESTED');
    const again = (await ok(as(learner, HAND_IN, { id: c.units.pitch, answers: JSON.stringify({ pitch: 'We sell better seeds' }) }))).handInCourseUnit;
    expect(again).toMatchObject({ _id: first._id, status: 'SUBMITTED' });
    expect(JSON.parse(again.answers)).toEqual({ pitch: 'We sell better seeds' });
    const [row] = await submissionsOf(c.units.pitch);
    const forms = await rowsOf(on, (db) => db.select().from(schema.formSubmissions).where(eq(schema.formSubmissions.formId, submissionFormId)));
    expect(forms.filter((f) => f.respondentId === learner.user.id).map((f) => f.id)).toEqual([row.formSubmissionId]);
  });

  it('keeps a hand-in to its number of files, whichever way they are attached', async () => {
    const c = await course('PERSON');
    const learner = await founder();
    await enrol(on, c, learner.user.id);
    const first = (await ok(as(learner, HAND_IN, { id: c.units.essay, body: '<p>Plan</p>', files: [await upload(learner)] }))).handInCourseUnit;
    const attach = async () => {
      const form = new FormData();
      form.append('referenceKind', 'courseSubmission');
      form.append('referenceId', first._id);
      form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'more.pdf');
      const response = await fetch(`${server.url}/api/attachment/upload`, {
        method: 'POST',
        headers: { 'x-incubator': on.slug, authorization: `Bearer ${learner.token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    for (let n = 1; n < 10; n++) expect((await attach()).status).toBe(200);
    const refused = await attach();
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(await rowsOf(on, (db) => db.select().from(schema.attachments).where(eq(schema.attachments.referenceId, first._id)))).toHaveLength(10);
  });

  it('lets the course staff read the files given in a submission form’s answers, and no other founder', async () => {
    const c = await course('PERSON');
    const [learner, other] = [await founder(), await founder()];
    await enrol(on, c, learner.user.id);
    const deck = await upload(learner, 'deck.pdf');
    await ok(as(learner, HAND_IN, { id: c.units.pitch, answers: JSON.stringify({ pitch: 'Our deck', deck: [deck] }) }));
    expect((await readFile(learner, deck)).status).toBe(200);
    expect((await readFile(staff, deck)).status).toBe(200);
    expect((await readFile(other, deck)).status).toBe(404);
  });
});
