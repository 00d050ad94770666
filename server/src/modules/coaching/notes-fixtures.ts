import { and, eq } from 'drizzle-orm';
import type { Question } from '@seedbed/contracts/forms';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { withTenant } from '../../core/transaction.ts';
import type { CoachingSessionRow } from './repo.ts';

/**
 * A session written as rows, with its people: the notes and evaluation tests need a session to
 * work on, not the session service.
 */
export async function insertSession(
  on: Tenant,
  options: {
    startupId?: string | null;
    coachIds?: string[];
    attendeeIds?: string[];
    createdBy?: string | null;
    startsAt?: Date;
    duration?: number;
    endedAt?: Date | null;
    evaluationFormId?: string | null;
    name?: string;
  },
): Promise<CoachingSessionRow> {
  const tenant = on.incubator.id;
  const startsAt = options.startsAt ?? new Date(Date.now() + 86_400_000);
  return withTenant(on.server.services.pool, tenant, async (db) => {
    const [session] = await db
      .insert(schema.coachingSessions)
      .values({
        incubatorId: tenant,
        id: newId(),
        name: options.name ?? 'Weekly check-in',
        startupId: options.startupId ?? null,
        startsAt,
        expectedDuration: options.duration ?? 60,
        endedAt: options.endedAt ?? null,
        evaluationFormId: options.evaluationFormId ?? null,
        createdBy: options.createdBy ?? options.coachIds?.[0] ?? null,
      })
      .returning();
    const people = [...(options.coachIds ?? []).map((userId) => ({ userId, role: 'coach' })), ...(options.attendeeIds ?? []).map((userId) => ({ userId, role: 'attendee' }))];
    if (people.length) await db.insert(schema.coachingSessionPeople).values(people.map((p) => ({ incubatorId: tenant, sessionId: session.id, startsAt, ...p })));
    return session;
  });
}

const label = (value: string) => [{ language: 'en' as const, value }];

/** The questions of the evaluation form the tests fill: a rating, a choice with numbers, a comment. */
export const EVALUATION_QUESTIONS: Question[] = [
  {
    _id: 'rating',
    questionType: 'number',
    behavesAs: 'question',
    label: label('How useful was it?'),
    description: [],
    validations: { required: true, min: 1, max: 5 },
    options: [],
  },
  {
    _id: 'again',
    questionType: 'select_radio',
    behavesAs: 'question',
    label: label('Would you meet again?'),
    description: [],
    validations: {},
    options: [
      { value: 'yes', labels: label('Yes'), numericalValue: 1 },
      { value: 'no', labels: label('No'), numericalValue: 0 },
    ],
  },
  { _id: 'comment', questionType: 'text_long', behavesAs: 'question', label: label('Comment'), description: [], validations: {}, options: [] },
];

/** A published evaluation form with EVALUATION_QUESTIONS. */
export async function insertEvaluationForm(on: Tenant): Promise<string> {
  const tenant = on.incubator.id;
  const id = newId();
  const versionId = newId();
  const title = label('Session evaluation');
  await withTenant(on.server.services.pool, tenant, async (db) => {
    await db.insert(schema.forms).values({ incubatorId: tenant, id, kind: 'evaluation', title, questions: EVALUATION_QUESTIONS });
    await db.insert(schema.formVersions).values({ incubatorId: tenant, id: versionId, formId: id, number: 1, title, description: [], questions: EVALUATION_QUESTIONS });
    await db
      .update(schema.forms)
      .set({ versionId, publishedRevision: 0 })
      .where(and(eq(schema.forms.incubatorId, tenant), eq(schema.forms.id, id)));
  });
  return id;
}
