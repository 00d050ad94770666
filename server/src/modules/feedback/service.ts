import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Answers } from '@seedbed/contracts/forms';
import { feedbackRequestChangesSchema, feedbackRequestInputSchema } from '@seedbed/contracts/feedback';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { answersInput, recordAnswers } from '../forms/answers.ts';
import { findForm, findVersion, fs, type FormRow } from '../forms/repo.ts';
import { canSeeStartup } from '../timeline/access.ts';
import { completeAutomaticTasks, withdrawAutomaticTasks } from '../tasks/automatic.ts';
import { mayCreateRequests, mayManageRequest, requireFeedback, visibleRequest } from './access.ts';
import { findRecipient, fr, rc, surveyUrl, type FeedbackRequestRow } from './repo.ts';
import { giveSurveyTasks, retimeSurveyTasks } from './tasks.ts';

const u = schema.users;
const members = schema.startupMembers;

const titled = (request: Pick<FeedbackRequestRow, 'id' | 'title'>) => ({ requestId: request.id, title: request.title });

/** The form a request sends: one of the organisation's feedback forms, published and not archived. */
async function sendableForm(ctx: Context, formId: string): Promise<FormRow> {
  const form = await findForm(await ctx.tx.db(), ctx.incubator.id, formId);
  if (form?.kind !== 'feedback' || !form.versionId || form.archived) throw validationError([{ field: 'formId', key: 'feedback.formNotPublished' }]);
  return form;
}

/** What a request is about must exist and, for a startup, be one the viewer sees. */
async function checkSubject(ctx: Context, kind: string | null | undefined, id: string | null | undefined): Promise<void> {
  if (!kind || !id) return;
  const known =
    kind === 'startup'
      ? await canSeeStartup(ctx, id)
      : (
          await (
            await ctx.tx.db()
          )
            .select({ id: u.id })
            .from(u)
            .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, id), ne(u.status, 'deleted')))
        ).length > 0;
  if (!known) throw validationError([{ field: 'subjectId', key: 'feedback.subjectUnknown' }]);
}

/**
 * The people asked: those chosen (each an active account of the organisation) and the founders of
 * the startups chosen (each one the viewer sees). Anything unknown is refused, naming its field.
 */
async function peopleAsked(ctx: Context, recipientIds: readonly string[], startupIds: readonly string[]): Promise<string[]> {
  const db = await ctx.tx.db();
  if (recipientIds.length) {
    const found = await db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...recipientIds]), ne(u.status, 'deleted')));
    if (found.length !== recipientIds.length) throw validationError([{ field: 'recipientIds', key: 'feedback.unknownPerson' }]);
  }
  for (const startupId of startupIds) {
    if (!(await canSeeStartup(ctx, startupId))) throw validationError([{ field: 'startupIds', key: 'feedback.unknownStartup' }]);
  }
  const founders = startupIds.length
    ? await db
        .select({ id: members.userId })
        .from(members)
        .innerJoin(u, and(eq(u.incubatorId, members.incubatorId), eq(u.id, members.userId)))
        .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.kind, 'founder'), inArray(members.startupId, [...startupIds]), ne(u.status, 'deleted')))
    : [];
  const people = [...new Set([...recipientIds, ...founders.map((f) => f.id)])];
  if (!people.length) throw validationError([{ field: 'startupIds', key: 'feedback.noFounders' }]);
  return people;
}

/** Adds people to a request (those already on it stay as they are) and gives each new one their task. Answers who was added. */
async function addRecipients(ctx: Context, db: Db, request: FeedbackRequestRow, userIds: readonly string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const added = await db
    .insert(rc)
    .values(userIds.map((userId) => ({ incubatorId: ctx.incubator.id, requestId: request.id, userId })))
    .onConflictDoNothing()
    .returning({ userId: rc.userId });
  const ids = added.map((row) => row.userId);
  await giveSurveyTasks(ctx, db, request, ids);
  return ids;
}

export const createFeedbackRequest = defineChange({
  input: (ctx) => feedbackRequestInputSchema({ timeZone: ctx.incubator.timezone }),
  async authorize(ctx, input) {
    requireViewer(ctx);
    requireFeedback(ctx);
    if (!(await mayCreateRequests(ctx))) throw forbidden();
    const form = await sendableForm(ctx, input.formId);
    await checkSubject(ctx, input.subjectKind, input.subjectId);
    return { form, people: await peopleAsked(ctx, input.recipientIds, input.startupIds) };
  },
  async write(ctx, db, input, { form, people }) {
    const [request] = await db
      .insert(fr)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        formId: form.id,
        title: input.title,
        message: input.message,
        subjectKind: input.subjectKind ?? null,
        subjectId: input.subjectId ?? null,
        dueDate: input.dueDate,
        createdBy: requireViewer(ctx).user.id,
      })
      .returning();
    const recipientIds = await addRecipients(ctx, db, request, people);
    return {
      result: request,
      events: [
        {
          kind: 'feedback.requested',
          subjectKind: 'feedbackRequest',
          subjectId: request.id,
          data: { ...titled(request), formId: form.id, recipientIds, subjectKind: request.subjectKind, subjectId: request.subjectId },
        },
      ],
    };
  },
});

/** The request behind a change, which the viewer may manage: invisible is NOT_FOUND, visible but not theirs FORBIDDEN. */
async function managedRequest(ctx: Context, id: string): Promise<FeedbackRequestRow> {
  const request = await visibleRequest(ctx, id);
  if (!(await mayManageRequest(ctx, request))) throw forbidden();
  return request;
}

/** Title, message, due date: only the fields sent change; people and startups sent are asked too. */
export const updateFeedbackRequest = defineChange({
  input: (ctx) => feedbackRequestChangesSchema({ timeZone: ctx.incubator.timezone }),
  async authorize(ctx, input, id: string) {
    const request = await managedRequest(ctx, id);
    const adding = Boolean(input.recipientIds?.length || input.startupIds?.length);
    return { request, people: adding ? await peopleAsked(ctx, input.recipientIds ?? [], input.startupIds ?? []) : [] };
  },
  async write(ctx, db, input, { request, people }) {
    const { recipientIds: _r, startupIds: _s, ...fields } = input;
    const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const [updated] = Object.keys(changed).length
      ? await db
          .update(fr)
          .set({ ...changed, updatedAt: new Date() })
          .where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.id, request.id)))
          .returning()
      : [request];
    if (changed.title !== undefined || changed.dueDate !== undefined) await retimeSurveyTasks(ctx, db, updated);
    const added = await addRecipients(ctx, db, updated, people);
    const names = [...Object.keys(changed), ...(added.length ? ['recipients'] : [])];
    if (!names.length) return { result: updated, events: [] };
    return {
      result: updated,
      events: [{ kind: 'feedback.updated', subjectKind: 'feedbackRequest', subjectId: request.id, data: { ...titled(updated), fields: names, recipientIds: added } }],
    };
  },
});

/** The request and its recipients go, and with them the tasks still open for it; answers given stay with the form. */
export const deleteFeedbackRequest = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => managedRequest(ctx, id),
  async write(ctx, db, _input, request) {
    await withdrawAutomaticTasks(ctx, db, { type: 'formSubmissionRequest', url: surveyUrl(request.id) });
    await db.delete(fr).where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.id, request.id)));
    return { result: true, events: [{ kind: 'feedback.deleted', subjectKind: 'feedbackRequest', subjectId: request.id, data: titled(request) }] };
  },
});

/** Reminds everyone who has not answered yet, and stamps when. Answers how many were reminded. */
export const remindFeedbackRecipients = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => managedRequest(ctx, id),
  async write(ctx, db, _input, request) {
    const reminded = await db
      .update(rc)
      .set({ remindedAt: new Date() })
      .where(and(eq(rc.incubatorId, ctx.incubator.id), eq(rc.requestId, request.id), isNull(rc.answeredAt)))
      .returning({ userId: rc.userId });
    const recipientIds = reminded.map((row) => row.userId);
    return {
      result: recipientIds.length,
      events: recipientIds.length ? [{ kind: 'feedback.reminded', subjectKind: 'feedbackRequest', subjectId: request.id, data: { ...titled(request), recipientIds } }] : [],
    };
  },
});

/**
 * A recipient's answers: only a person asked answers, once. A draft is kept as they type (their
 * own row, linked to their place on the request); the answers are checked against the form's
 * current version by the forms engine, about the request's subject, and complete their task.
 */
export const submitFeedback = defineChange({
  input: () => z.object({ answers: answersInput, draft: z.boolean().default(false) }),
  async authorize(ctx, _input, requestId: string) {
    const viewer = requireViewer(ctx);
    requireFeedback(ctx);
    if (!isId(requestId)) throw notFound();
    const db = await ctx.tx.db();
    const recipient = await findRecipient(db, ctx.incubator.id, requestId, viewer.user.id);
    if (!recipient) throw notFound();
    if (recipient.answeredAt) throw validationError([{ field: 'answers', key: 'feedback.alreadyAnswered' }]);
    const [request] = await db
      .select()
      .from(fr)
      .where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.id, requestId)));
    const form = await findForm(db, ctx.incubator.id, request.formId);
    const version = form?.versionId ? await findVersion(db, ctx.incubator.id, form.versionId) : null;
    if (!form || !version) throw new AppError('FORM_NOT_PUBLISHED', 'forms.notPublished');
    const [existing] = recipient.submissionId
      ? await db
          .select()
          .from(fs)
          .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.id, recipient.submissionId)))
      : [];
    return { request, form, version, existing: existing ?? null };
  },
  async write(ctx, db, { answers, draft }, { request, form, version, existing }) {
    const userId = requireViewer(ctx).user.id;
    const subject = request.subjectKind && request.subjectId ? { kind: request.subjectKind, id: request.subjectId } : null;
    const row = await recordAnswers(ctx, db, { form, version, respondentId: userId, source: 'signed_in', subject, existing }, answers as Answers, { draft });
    await db
      .update(rc)
      .set({ submissionId: row.id, answeredAt: draft ? null : row.submittedAt })
      .where(and(eq(rc.incubatorId, ctx.incubator.id), eq(rc.requestId, request.id), eq(rc.userId, userId)));
    if (draft) return { result: row, events: [] };
    await completeAutomaticTasks(ctx, db, { type: 'formSubmissionRequest', userId, url: surveyUrl(request.id) });
    return {
      result: row,
      events: [{ kind: 'feedback.answered', subjectKind: 'feedbackRequest', subjectId: request.id, data: { ...titled(request), formId: form.id, submissionId: row.id } }],
    };
  },
});
