import { and, asc, count, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { Question } from '@seedbed/contracts/forms';
import type { FormRow, FormSubmissionRow, FormVersionRow } from '../../db/schema/index.ts';

export const fm = schema.forms;
export const fv = schema.formVersions;
export const fs = schema.formSubmissions;
export type { FormRow, FormSubmissionRow, FormVersionRow };

export async function findForm(db: Db, incubatorId: string, id: string): Promise<FormRow | null> {
  const [row] = await db
    .select()
    .from(fm)
    .where(and(eq(fm.incubatorId, incubatorId), eq(fm.id, id)));
  return row ?? null;
}

export async function findSharedForm(db: Db, incubatorId: string, shareId: string): Promise<FormRow | null> {
  const [row] = await db
    .select()
    .from(fm)
    .where(and(eq(fm.incubatorId, incubatorId), eq(fm.shareId, shareId)));
  return row ?? null;
}

export async function findVersion(db: Db, incubatorId: string, id: string): Promise<FormVersionRow | null> {
  const [row] = await db
    .select()
    .from(fv)
    .where(and(eq(fv.incubatorId, incubatorId), eq(fv.id, id)));
  return row ?? null;
}

/** A form's versions, first published first (form_versions_number_idx). */
export async function versionsOf(db: Db, incubatorId: string, formId: string): Promise<FormVersionRow[]> {
  return db
    .select()
    .from(fv)
    .where(and(eq(fv.incubatorId, incubatorId), eq(fv.formId, formId)))
    .orderBy(asc(fv.number));
}

export async function submittedCount(db: Db, incubatorId: string, formId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(fs)
    .where(and(eq(fs.incubatorId, incubatorId), eq(fs.formId, formId), eq(fs.status, 'submitted')));
  return Number(total);
}

/** The viewer's draft of a form, if they left one. */
export async function draftOf(db: Db, incubatorId: string, formId: string, respondentId: string): Promise<FormSubmissionRow | null> {
  const [row] = await db
    .select()
    .from(fs)
    .where(and(eq(fs.incubatorId, incubatorId), eq(fs.formId, formId), eq(fs.respondentId, respondentId), eq(fs.status, 'draft')))
    .limit(1);
  return row ?? null;
}

/** Bumps the draft's revision: every change of the builder goes through it. */
export const nextRevision = sql`${fm.revision} + 1`;

/**
 * The organisation's custom fields, by id: the questions of its profile forms' latest versions.
 * A form's custom_field question is checked and drawn as the field it names.
 */
export async function customFieldMap(db: Db, incubatorId: string): Promise<Map<string, Question>> {
  const rows = await db
    .select({ questions: fv.questions })
    .from(fm)
    .innerJoin(fv, and(eq(fv.incubatorId, fm.incubatorId), eq(fv.id, fm.versionId)))
    .where(and(eq(fm.incubatorId, incubatorId), eq(fm.profile, true)));
  return new Map(rows.flatMap((row) => row.questions.map((q) => [q._id, q] as const)));
}
