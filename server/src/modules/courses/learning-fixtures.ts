import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { HandInMode, LessonType } from '@seedbed/contracts/courses';
import type { Question } from '@seedbed/contracts/forms';
import { gql, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';

/** Fixtures of the learning tests: courses, lessons, cohorts and enrolments written as the builder and enrolment would leave them. */

export const DAY = 86_400_000;

export interface LessonSpec {
  key: string;
  type: LessonType;
  title?: string;
  content?: string;
  releaseDays?: number;
  formId?: string;
  passMark?: number;
  attemptsAllowed?: number | null;
  handIn?: HandInMode;
  videoUrl?: string;
}

export interface CourseFixture {
  courseId: string;
  cohortId: string;
  units: Record<string, string>;
}

/** A published course of one chapter holding `lessons`, with one cohort starting at `startsAt`. */
export async function insertCourse(
  on: Tenant,
  options: { startsAt: Date; lessons: LessonSpec[]; certificate?: boolean; title?: string; isPublic?: boolean },
): Promise<CourseFixture> {
  const tenant = on.incubator.id;
  const courseId = newId();
  const chapterId = newId();
  const cohortId = newId();
  const units: Record<string, string> = {};
  await withTenant(on.server.services.pool, tenant, async (db) => {
    await db.insert(schema.courses).values({
      incubatorId: tenant,
      id: courseId,
      title: options.title ?? 'Founder Bootcamp',
      status: 'PUBLISHED',
      publishedAt: new Date(),
      certificate: options.certificate ?? true,
      isPublic: options.isPublic ?? false,
      unitCount: options.lessons.length,
    });
    await db.insert(schema.courseOutlineUnits).values({ incubatorId: tenant, id: chapterId, courseId, title: 'Basics', position: 0 });
    await db.insert(schema.courseCohorts).values({ incubatorId: tenant, id: cohortId, courseId, name: 'Spring', startsAt: options.startsAt });
    for (const [position, lesson] of options.lessons.entries()) {
      units[lesson.key] = newId();
      await db.insert(schema.courseUnits).values({
        incubatorId: tenant,
        id: units[lesson.key],
        courseId,
        outlineUnitId: chapterId,
        type: lesson.type,
        title: lesson.title ?? lesson.key,
        position,
        content: lesson.content ?? `<p>About ${lesson.key}</p>`,
        releaseDays: lesson.releaseDays ?? 0,
        formId: lesson.formId ?? null,
        passMark: lesson.passMark ?? 70,
        attemptsAllowed: lesson.attemptsAllowed ?? null,
        handIn: lesson.handIn ?? 'PERSON',
        videoUrl: lesson.videoUrl ?? null,
      });
    }
  });
  return { courseId, cohortId, units };
}

/** Enrols a person in the fixture's cohort (for a startup when given), counting them as enrolment does. */
export async function enrol(on: Tenant, course: CourseFixture, userId: string, startupId: string | null = null): Promise<string> {
  const tenant = on.incubator.id;
  const id = newId();
  await withTenant(on.server.services.pool, tenant, async (db) => {
    await db.insert(schema.courseEnrolments).values({ incubatorId: tenant, id, courseId: course.courseId, cohortId: course.cohortId, userId, startupId });
    await db
      .update(schema.courseCohorts)
      .set({ learnerCount: sql`${schema.courseCohorts.learnerCount} + 1` })
      .where(and(eq(schema.courseCohorts.incubatorId, tenant), eq(schema.courseCohorts.id, course.cohortId)));
  });
  return id;
}

const label = (value: string) => [{ language: 'en' as const, value }];

/** A quiz: one single-choice and one multi-choice question with their answer key and feedback, and an ungraded text question. */
export const QUIZ_QUESTIONS: Question[] = [
  {
    _id: 'capital',
    questionType: 'select_radio',
    behavesAs: 'question',
    label: label('Capital of France?'),
    description: [],
    validations: { required: true },
    options: [
      { value: 'paris', labels: label('Paris'), isCorrect: true, feedback: [...label('Right: Paris.'), { language: 'fr', value: 'Oui : Paris.' }] },
      { value: 'lyon', labels: label('Lyon'), feedback: [...label('Lyon is the third city.'), { language: 'fr', value: 'Lyon est la troisième ville.' }] },
    ],
  },
  {
    _id: 'primes',
    questionType: 'select_checkbox',
    behavesAs: 'question',
    label: label('Which are prime?'),
    description: [],
    validations: {},
    options: [
      { value: '2', labels: label('2'), isCorrect: true },
      { value: '3', labels: label('3'), isCorrect: true },
      { value: '4', labels: label('4'), feedback: label('4 = 2 × 2.') },
    ],
  },
  { _id: 'why', questionType: 'text', behavesAs: 'question', label: label('Why take this course?'), description: [], validations: {}, options: [] },
];

export const SUBMISSION_QUESTIONS: Question[] = [
  { _id: 'pitch', questionType: 'text_long', behavesAs: 'question', label: label('Your pitch'), description: [], validations: { required: true }, options: [] },
  { _id: 'deck', questionType: 'file', behavesAs: 'question', label: label('Your deck'), description: [], validations: { max: 1 }, options: [] },
];

/** A published form of a kind with its questions. */
export async function insertForm(on: Tenant, kind: 'quiz' | 'submission', questions: Question[]): Promise<string> {
  const tenant = on.incubator.id;
  const id = newId();
  const versionId = newId();
  const title = label(kind === 'quiz' ? 'Check-in quiz' : 'Pitch');
  await withTenant(on.server.services.pool, tenant, async (db) => {
    await db.insert(schema.forms).values({ incubatorId: tenant, id, kind, title, questions });
    await db.insert(schema.formVersions).values({ incubatorId: tenant, id: versionId, formId: id, number: 1, title, description: [], questions });
    await db
      .update(schema.forms)
      .set({ versionId, publishedRevision: 0 })
      .where(and(eq(schema.forms.incubatorId, tenant), eq(schema.forms.id, id)));
  });
  return id;
}

/** Rows of a table of the tenant, read through its own transaction. */
export const rowsOf = <T>(on: Tenant, read: (db: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) => withTenant(on.server.services.pool, on.incubator.id, read);

export function caller(server: TestServer, on: Tenant) {
  return (person: { token: string }, query: string, variables: Record<string, unknown> = {}, language?: string) =>
    gql(server, query, variables, { tenant: on.slug, token: person.token, language });
}

/** The answer's data, failing the test on any error. */
export async function ok(answer: Promise<{ data?: any; errors?: unknown[] }>) {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data;
}

export const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, any> }> }) => answer.errors?.[0]?.extensions?.code;
