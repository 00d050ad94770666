import { and, desc, eq, sql } from 'drizzle-orm';
import type { Question } from '@seedbed/contracts/forms';
import type { Db } from '../../core/db/pool.ts';
import { fm, fs, type FormRow, type FormSubmissionRow } from '../forms/repo.ts';

/** The two kinds of record that have custom fields, as GraphQL names them. */
export const ENTITIES = ['STARTUP', 'USER'] as const;
export type Entity = (typeof ENTITIES)[number];

/** Each entity's profile form kind, and the subject kind its values are stored under. */
export const PROFILE_KIND = { STARTUP: 'startup_profile', USER: 'user_profile' } as const satisfies Record<Entity, string>;
export const SUBJECT_KIND = { STARTUP: 'startup', USER: 'user' } as const satisfies Record<Entity, string>;

/** THE organisation's profile form of a kind (forms_profile_idx keeps it unique). */
export async function findProfileForm(db: Db, incubatorId: string, entity: Entity): Promise<FormRow | null> {
  const [row] = await db
    .select()
    .from(fm)
    .where(and(eq(fm.incubatorId, incubatorId), eq(fm.kind, PROFILE_KIND[entity]), eq(fm.profile, true)));
  return row ?? null;
}

/** One record's values: its submission to the profile form (form_submissions_subject_idx), the latest if ever two. */
export async function findValues(db: Db, incubatorId: string, form: FormRow, entity: Entity, subjectId: string): Promise<FormSubmissionRow | null> {
  const [row] = await db
    .select()
    .from(fs)
    .where(and(eq(fs.incubatorId, incubatorId), eq(fs.subjectKind, SUBJECT_KIND[entity]), eq(fs.subjectId, subjectId), eq(fs.formId, form.id), eq(fs.status, 'submitted')))
    .orderBy(desc(fs.submittedAt))
    .limit(1);
  return row ?? null;
}

/** What all records' values say of each field: how many filled it, numbers' spread, choices' counts. */
export interface FieldStats {
  questionId: string;
  filled: number;
  average: number | null;
  min: number | null;
  max: number | null;
  choices: Array<{ value: string; count: number }>;
}

/** Types whose answers are counted per option: one value (a string) or several (a list). */
const COUNTED = new Set(['select_radio', 'select_dropdown', 'tree_single', 'select_checkbox', 'select_multi_dropdown', 'tree_multi', 'consent']);

/**
 * Every field's statistics over the submitted values of one profile form, in one query: the
 * answers' entries (jsonb_each) grouped by question, with choice counts only for choice fields.
 */
export async function fieldStats(db: Db, incubatorId: string, formId: string, questions: readonly Question[], { choices = true } = {}): Promise<FieldStats[]> {
  const counted = choices ? questions.filter((q) => COUNTED.has(q.questionType)).map((q) => q._id) : [];
  const countedKeys = counted.length
    ? sql`key IN (${sql.join(
        counted.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  const rows = await db.execute<{ key: string; filled: number; average: string | null; min: string | null; max: string | null; choices: Record<string, number> | null }>(sql`
    WITH entries AS (
      SELECT e.key, e.value
      FROM ${fs} s CROSS JOIN LATERAL jsonb_each(s.answers) e
      WHERE s.incubator_id = ${incubatorId} AND s.form_id = ${formId} AND s.status = 'submitted'
        AND e.value NOT IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb)
    ),
    counts AS (
      SELECT key, choice, count(*)::int AS n
      FROM entries CROSS JOIN LATERAL jsonb_array_elements_text(
        CASE jsonb_typeof(value) WHEN 'array' THEN value WHEN 'string' THEN jsonb_build_array(value) WHEN 'boolean' THEN jsonb_build_array(value::text) ELSE '[]'::jsonb END
      ) AS choice
      WHERE ${countedKeys}
      GROUP BY key, choice
    )
    SELECT stats.key, stats.filled, stats.average, stats.min, stats.max,
      (SELECT jsonb_object_agg(c.choice, c.n) FROM counts c WHERE c.key = stats.key) AS choices
    FROM (
      SELECT key, count(*)::int AS filled,
        avg(CASE WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::numeric END) AS average,
        min(CASE WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::numeric END) AS min,
        max(CASE WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::numeric END) AS max
      FROM entries GROUP BY key
    ) stats
  `);
  const byId = new Map(rows.rows.map((row) => [row.key, row]));
  const num = (value: string | null | undefined) => (value == null ? null : Number(value));
  return questions.map((q) => {
    const row = byId.get(q._id);
    return {
      questionId: q._id,
      filled: Number(row?.filled ?? 0),
      average: num(row?.average),
      min: num(row?.min),
      max: num(row?.max),
      choices: Object.entries(row?.choices ?? {}).map(([value, count]) => ({ value, count: Number(count) })),
    };
  });
}
