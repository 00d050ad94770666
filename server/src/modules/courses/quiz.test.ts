import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { caller, codeOf, DAY, enrol, insertCourse, insertForm, ok, QUIZ_QUESTIONS, rowsOf } from './learning-fixtures.ts';

const UNIT = `query($id: ID!) { courseUnit(unitId: $id) {
  viewerProgress { state } attemptsLeft form { _id title questions }
  viewerAttempts { attempt score passed results { questionId correct chosen correctValues feedback } } } }`;
const SUBMIT = `mutation($id: ID!, $answers: String!) { submitQuiz(unitId: $id, answers: $answers) {
  _id attempt score passed createdAt results { questionId correct chosen correctValues feedback } } }`;

let server: TestServer;
let on: Tenant;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let as: ReturnType<typeof caller>;
let formId: string;

beforeAll(async () => {
  server = await startTestServer();
  on = await buildTenant(server);
  staff = await buildSignedInUser(on, { roleType: 'staff' });
  as = caller(server, on);
  formId = await insertForm(on, 'quiz', QUIZ_QUESTIONS);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** A released quiz with a learner enrolled in it. */
async function quiz(options: { passMark?: number; attemptsAllowed?: number | null } = {}, language?: string) {
  const course = await insertCourse(on, {
    startsAt: new Date(Date.now() - DAY),
    lessons: [
      { key: 'quiz', type: 'QUIZ', formId, passMark: options.passMark ?? 100, attemptsAllowed: options.attemptsAllowed ?? null },
      { key: 'next', type: 'ARTICLE' },
    ],
  });
  const learner = await buildSignedInUser(on, { roleType: 'founder', language });
  await enrol(on, course, learner.user.id);
  return { course, learner, id: course.units.quiz };
}

const answers = (value: Record<string, unknown>) => JSON.stringify(value);
const WRONG = answers({ capital: 'lyon', primes: ['2', '4'] });
const HALF = answers({ capital: 'paris', primes: ['2'] });
const RIGHT = answers({ capital: 'paris', primes: ['3', '2'], why: 'To learn' });

describe('quizzes', () => {
  it('gives a learner the form without its answer key, and the course staff the whole of it', async () => {
    const { learner, id } = await quiz();
    const form = (await ok(as(learner, UNIT, { id }))).courseUnit.form;
    expect(form).toMatchObject({ _id: formId, title: 'Check-in quiz' });
    expect(form.questions).not.toMatch(/isCorrect|feedback|Right: Paris/);
    expect(JSON.parse(form.questions).map((q: { _id: string }) => q._id)).toEqual(['capital', 'primes', 'why']);
    const whole = JSON.parse((await ok(as(staff, UNIT, { id }))).courseUnit.form.questions);
    expect(whole[0].options[0]).toMatchObject({ value: 'paris', isCorrect: true });
  });

  it('grades single and multiple choice, shows the chosen feedback in the learner’s language, and hides the right answers until passed', async () => {
    const { course, learner, id } = await quiz({ passMark: 100 }, 'fr');
    const first = (await ok(as(learner, SUBMIT, { id, answers: HALF }))).submitQuiz;
    expect(first).toMatchObject({ attempt: 1, score: 50, passed: false });
    expect(first.results).toEqual([
      { questionId: 'capital', correct: true, chosen: ['paris'], correctValues: [], feedback: ['Oui : Paris.'] },
      { questionId: 'primes', correct: false, chosen: ['2'], correctValues: [], feedback: [] },
    ]);
    expect((await ok(as(learner, UNIT, { id }))).courseUnit).toMatchObject({ viewerProgress: { state: 'AVAILABLE' }, attemptsLeft: null });

    const second = (await ok(as(learner, SUBMIT, { id, answers: WRONG }))).submitQuiz;
    expect(second).toMatchObject({ attempt: 2, score: 0, passed: false });
    expect(second.results[1]).toEqual({ questionId: 'primes', correct: false, chosen: ['2', '4'], correctValues: [], feedback: ['4 = 2 × 2.'] });

    const third = (await ok(as(learner, SUBMIT, { id, answers: RIGHT }))).submitQuiz;
    expect(third).toMatchObject({ attempt: 3, score: 100, passed: true });
    expect(third.results.map((r: { correctValues: string[] }) => r.correctValues)).toEqual([['paris'], ['2', '3']]);

    const unit = (await ok(as(learner, UNIT, { id }))).courseUnit;
    expect(unit).toMatchObject({ viewerProgress: { state: 'COMPLETED' }, attemptsLeft: 0 });
    // Once passed, every attempt tells the right answers.
    expect(unit.viewerAttempts.map((a: { attempt: number; results: Array<{ correctValues: string[] }> }) => [a.attempt, a.results[0].correctValues])).toEqual([
      [1, ['paris']],
      [2, ['paris']],
      [3, ['paris']],
    ]);
    const [enrolment] = await rowsOf(on, (db) =>
      db
        .select()
        .from(schema.courseEnrolments)
        .where(and(eq(schema.courseEnrolments.courseId, course.courseId), eq(schema.courseEnrolments.userId, learner.user.id))),
    );
    expect(enrolment).toMatchObject({ completedUnits: 1, lastUnitId: id });

    const again = await as(learner, SUBMIT, { id, answers: RIGHT });
    expect(codeOf(again)).toBe('FORBIDDEN');
  });

  it('counts attempts, reveals the answers once none is left, then refuses', async () => {
    const { learner, id } = await quiz({ passMark: 100, attemptsAllowed: 2 });
    expect((await ok(as(learner, UNIT, { id }))).courseUnit.attemptsLeft).toBe(2);
    expect((await ok(as(learner, SUBMIT, { id, answers: WRONG }))).submitQuiz.results[0].correctValues).toEqual([]);
    expect((await ok(as(learner, UNIT, { id }))).courseUnit.attemptsLeft).toBe(1);
    const last = (await ok(as(learner, SUBMIT, { id, answers: HALF }))).submitQuiz;
    expect(last.results.map((r: { correctValues: string[] }) => r.correctValues)).toEqual([['paris'], ['2', '3']]);
    const unit = (await ok(as(learner, UNIT, { id }))).courseUnit;
    expect(unit).toMatchObject({ attemptsLeft: 0, viewerProgress: { state: 'AVAILABLE' } });

    const refused = await as(learner, SUBMIT, { id, answers: RIGHT });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('You have no attempts left at this quiz.');
    const attempts = await rowsOf(on, (db) => db.select().from(schema.courseQuizAttempts).where(eq(schema.courseQuizAttempts.unitId, id)));
    expect(attempts).toHaveLength(2);
  });

  it('passes at the pass mark', async () => {
    const { learner, id } = await quiz({ passMark: 50 });
    expect((await ok(as(learner, SUBMIT, { id, answers: HALF }))).submitQuiz).toMatchObject({ score: 50, passed: true });
  });

  it('refuses answers that do not fit the form with VALIDATION_ERROR, and writes nothing', async () => {
    const { learner, id } = await quiz();
    for (const bad of [answers({ primes: ['2'] }), answers({ capital: 'marseille' }), '{not json', answers({ capital: ['paris', 'lyon'] })]) {
      const answer = await as(learner, SUBMIT, { id, answers: bad });
      expect(codeOf(answer), bad).toBe('VALIDATION_ERROR');
    }
    const stored = await rowsOf(on, (db) =>
      db
        .select()
        .from(schema.formSubmissions)
        .where(and(eq(schema.formSubmissions.subjectKind, 'courseUnit'), eq(schema.formSubmissions.subjectId, id))),
    );
    expect(stored).toEqual([]);
    const attempts = await rowsOf(on, (db) => db.select().from(schema.courseQuizAttempts).where(eq(schema.courseQuizAttempts.unitId, id)));
    expect(attempts).toEqual([]);
  });

  it('takes answers only on a quiz, from an enrolled learner', async () => {
    const { course, id } = await quiz();
    const outsider = await buildSignedInUser(on, { roleType: 'founder' });
    expect(codeOf(await as(outsider, SUBMIT, { id, answers: RIGHT }))).toBe('NOT_FOUND');
    expect(codeOf(await as(staff, SUBMIT, { id, answers: RIGHT }))).toBe('FORBIDDEN');
    const learner = await buildSignedInUser(on, { roleType: 'founder' });
    await enrol(on, course, learner.user.id);
    expect(codeOf(await as(learner, SUBMIT, { id: course.units.next, answers: RIGHT }))).toBe('FORBIDDEN');
  });
});
