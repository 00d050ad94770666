import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FORM_KINDS } from '@seedbed/contracts/forms';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { requireFormsManagement } from './access.ts';
import { sharedFormAndVersion } from './answers.ts';
import { draftOf, findForm, findVersion, fm, fs, versionsOf, type FormRow, type FormSubmissionRow, type FormVersionRow } from './repo.ts';
import { editableForm } from './service.ts';

export interface Page<T> {
  results: T[];
  totalCount: number;
  next: string | null;
}

const filterSchema = z
  .object({
    kind: z.enum(FORM_KINDS).nullish(),
    search: z.string().max(200).nullish(),
    archived: z.boolean().nullish(),
    mine: z.boolean().nullish(),
  })
  .nullish();

/**
 * The forms of the management list, most recently changed first, keyset-paged on (updated_at, id)
 * within one range of forms_list_idx or forms_kind_idx. Whoever may only create forms sees their own.
 */
export async function listForms(ctx: Context, rawFilter: unknown, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<FormRow>> {
  const viewer = requireViewer(ctx);
  const { any } = await requireFormsManagement(ctx);
  const filter = parseInput(filterSchema, rawFilter);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const conditions: Array<SQL | undefined> = [eq(fm.incubatorId, ctx.incubator.id), eq(fm.archived, filter?.archived ?? false)];
  if (filter?.kind) conditions.push(eq(fm.kind, filter.kind));
  if (!any || filter?.mine) conditions.push(eq(fm.createdBy, viewer.user.id));
  const pattern = containsPattern(filter?.search);
  // Any language of the title matches.
  if (pattern) conditions.push(sql`lower(${fm.title}::text) LIKE lower(${pattern})`);
  const [{ total }] = await db
    .select({ total: count() })
    .from(fm)
    .where(and(...conditions));
  let keyset: SQL | undefined;
  if (cursor) {
    const [updatedAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${fm.updatedAt}, ${fm.id}) < (${updatedAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ form: fm, key: exactTime(fm.updatedAt) })
    .from(fm)
    .where(and(...conditions, keyset))
    .orderBy(desc(fm.updatedAt), desc(fm.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.form), totalCount: Number(total), next: rows.length > size && last ? encodeCursor([last.key, last.form.id]) : null };
}

export const formForEditor = (ctx: Context, id: string) => editableForm(ctx, id);

export async function formVersionsFor(ctx: Context, formId: string): Promise<FormVersionRow[]> {
  const form = await editableForm(ctx, formId);
  return versionsOf(await ctx.tx.db(), ctx.incubator.id, form.id);
}

/** One version of a form, to whoever may edit the form (the compare page reads two). */
export async function formVersionFor(ctx: Context, versionId: string): Promise<FormVersionRow> {
  requireViewer(ctx);
  if (!isId(versionId)) throw notFound();
  const version = await findVersion(await ctx.tx.db(), ctx.incubator.id, versionId);
  if (!version) throw notFound();
  await editableForm(ctx, version.formId);
  return version;
}

export interface SharedForm {
  form: FormRow;
  version: FormVersionRow;
  draft: FormSubmissionRow | null;
}

/** A shared form as its public link shows it: the published version, and the viewer's own draft if signed in. */
export async function sharedForm(ctx: Context, shareId: string): Promise<SharedForm> {
  const { form, version } = await sharedFormAndVersion(ctx, shareId);
  const draft = ctx.viewer ? await draftOf(await ctx.tx.db(), ctx.incubator.id, form.id, ctx.viewer.user.id) : null;
  return { form, version, draft };
}

/** The answers given to a form, newest first (form_submissions_list_idx), to whoever may edit it. */
export async function listSubmissions(ctx: Context, formId: string, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<FormSubmissionRow>> {
  const form = await editableForm(ctx, formId);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 200);
  const conditions = [eq(fs.incubatorId, ctx.incubator.id), eq(fs.formId, form.id), eq(fs.status, 'submitted')];
  const [{ total }] = await db
    .select({ total: count() })
    .from(fs)
    .where(and(...conditions));
  let keyset: SQL | undefined;
  if (cursor) {
    const [submittedAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${fs.submittedAt}, ${fs.id}) < (${submittedAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ submission: fs, key: exactTime(fs.submittedAt) })
    .from(fs)
    .where(and(...conditions, keyset))
    .orderBy(desc(fs.submittedAt), desc(fs.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.submission), totalCount: Number(total), next: rows.length > size && last ? encodeCursor([last.key, last.submission.id]) : null };
}

export async function submissionFor(ctx: Context, submissionId: string): Promise<FormSubmissionRow> {
  requireViewer(ctx);
  if (!isId(submissionId)) throw notFound();
  const db = await ctx.tx.db();
  const [row] = await db
    .select()
    .from(fs)
    .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.id, submissionId), eq(fs.status, 'submitted')));
  if (!row) throw notFound();
  await editableForm(ctx, row.formId);
  return row;
}

export async function findFormOrNull(ctx: Context, formId: string): Promise<FormRow | null> {
  return findForm(await ctx.tx.db(), ctx.incubator.id, formId);
}
