import { and, count, desc, eq, exists, isNotNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FEEDBACK_SUBJECT_KINDS } from '@seedbed/contracts/feedback';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { findForm, findVersion, fm, fs, type FormRow, type FormSubmissionRow, type FormVersionRow } from '../forms/repo.ts';
import type { Page } from '../forms/queries.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { mayCreateRequests, mayEditAnyRequest, mayViewAllRequests, requireFeedback } from './access.ts';
import { findRecipient, fr, rc, type FeedbackRecipientRow, type FeedbackRequestRow } from './repo.ts';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'validation.invalid');

const filterSchema = z
  .object({
    subjectKind: z.enum(FEEDBACK_SUBJECT_KINDS).nullish(),
    subjectId: uuid.nullish(),
    /** Requests sent to this person. */
    recipientId: uuid.nullish(),
    formId: uuid.nullish(),
    search: z.string().max(200).nullish(),
    mine: z.boolean().nullish(),
  })
  .nullish();

/**
 * The requests the viewer manages, newest first, keyset-paged on (created_at, id) along
 * feedback_requests_list_idx (feedback_requests_subject_idx for one subject). FEEDBACK_REQUEST:VIEW
 * or :EDIT sees all; a creator their own; anyone else is refused.
 */
export async function listRequests(ctx: Context, rawFilter: unknown, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<FeedbackRequestRow>> {
  const viewer = requireViewer(ctx);
  requireFeedback(ctx);
  const all = (await mayViewAllRequests(ctx)) || (await mayEditAnyRequest(ctx));
  if (!all && !(await mayCreateRequests(ctx))) throw forbidden();
  const filter = parseInput(filterSchema, rawFilter);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const conditions: Array<SQL | undefined> = [eq(fr.incubatorId, ctx.incubator.id)];
  if (!all || filter?.mine) conditions.push(eq(fr.createdBy, viewer.user.id));
  if (filter?.subjectKind && filter.subjectId) conditions.push(eq(fr.subjectKind, filter.subjectKind), eq(fr.subjectId, filter.subjectId));
  if (filter?.formId) conditions.push(eq(fr.formId, filter.formId));
  if (filter?.recipientId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(rc)
          .where(and(eq(rc.incubatorId, fr.incubatorId), eq(rc.requestId, fr.id), eq(rc.userId, filter.recipientId))),
      ),
    );
  }
  const pattern = containsPattern(filter?.search);
  if (pattern) conditions.push(sql`lower(${fr.title}) LIKE lower(${pattern})`);
  const [{ total }] = await db
    .select({ total: count() })
    .from(fr)
    .where(and(...conditions));
  let keyset: SQL | undefined;
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${fr.createdAt}, ${fr.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ request: fr, key: exactTime(fr.createdAt) })
    .from(fr)
    .where(and(...conditions, keyset))
    .orderBy(desc(fr.createdAt), desc(fr.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { results: page.map((r) => r.request), totalCount: Number(total), next: rows.length > size && last ? encodeCursor([last.key, last.request.id]) : null };
}

/** A request as one of its recipients reads it: the request, and their own place on it. */
export interface AskedRequest {
  request: FeedbackRequestRow;
  recipient: FeedbackRecipientRow;
}

/**
 * What the viewer is asked: those still to answer first (newest first), then the answered ones
 * (last answered first), keyset-paged along feedback_recipients_user_idx.
 */
export async function myRequests(ctx: Context, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<AskedRequest>> {
  const viewer = requireViewer(ctx);
  requireFeedback(ctx);
  const db = await ctx.tx.db();
  const size = pageSize(limit, 25, 100);
  const mine = and(eq(rc.incubatorId, ctx.incubator.id), eq(rc.userId, viewer.user.id));
  const open = sql<boolean>`(${rc.answeredAt} IS NULL)`;
  const at = sql`coalesce(${rc.answeredAt}, ${rc.createdAt})`;
  const [{ total }] = await db.select({ total: count() }).from(rc).where(mine);
  let keyset: SQL | undefined;
  if (cursor) {
    const [isOpen, time, id] = decodeCursor(cursor, [cursorPart.oneOf('open', 'answered'), cursorPart.exactTime, cursorPart.id]);
    keyset = sql`(${open}, ${at}, ${rc.requestId}) < (${isOpen === 'open'}, ${time}::timestamptz, ${id}::uuid)`;
  }
  const rows = await db
    .select({ recipient: rc, request: fr, open, key: sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(rc)
    .innerJoin(fr, and(eq(fr.incubatorId, rc.incubatorId), eq(fr.id, rc.requestId)))
    .where(and(mine, keyset))
    .orderBy(desc(open), desc(at), desc(rc.requestId))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    results: page.map(({ recipient, request }) => ({ recipient, request })),
    totalCount: Number(total),
    next: rows.length > size && last ? encodeCursor([last.open ? 'open' : 'answered', last.key, last.request.id]) : null,
  };
}

/** A survey as its recipient fills it: the version to answer (or the one they answered) and their draft or answers. */
export interface Survey extends AskedRequest {
  version: FormVersionRow;
  submission: FormSubmissionRow | null;
}

export async function surveyFor(ctx: Context, requestId: string): Promise<Survey> {
  const viewer = requireViewer(ctx);
  requireFeedback(ctx);
  if (!isId(requestId)) throw notFound();
  const db = await ctx.tx.db();
  const recipient = await findRecipient(db, ctx.incubator.id, requestId, viewer.user.id);
  if (!recipient) throw notFound();
  const [request] = await db
    .select()
    .from(fr)
    .where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.id, requestId)));
  const [submission] = recipient.submissionId
    ? await db
        .select()
        .from(fs)
        .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.id, recipient.submissionId)))
    : [];
  const form = await findForm(db, ctx.incubator.id, request.formId);
  // An answered survey shows the version it was answered on; one still open, the form's current one.
  const versionId = recipient.answeredAt && submission ? submission.versionId : form?.versionId;
  const version = versionId ? await findVersion(db, ctx.incubator.id, versionId) : null;
  if (!version) throw notFound();
  return { request, recipient, version, submission: submission ?? null };
}

/** Forms a request may send, newest first along forms_kind_idx: published feedback forms, not archived. */
export async function sendableForms(ctx: Context): Promise<FormRow[]> {
  requireViewer(ctx);
  requireFeedback(ctx);
  if (!(await mayCreateRequests(ctx)) && !(await mayEditAnyRequest(ctx))) throw forbidden();
  return (await ctx.tx.db())
    .select()
    .from(fm)
    .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.archived, false), eq(fm.kind, 'feedback'), isNotNull(fm.versionId)))
    .orderBy(desc(fm.updatedAt), desc(fm.id))
    .limit(200);
}
