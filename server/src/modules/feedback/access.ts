import { memo, requireViewer, type Context } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { mayEditForm } from '../forms/access.ts';
import { findForm } from '../forms/repo.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { findRequest, type FeedbackRequestRow } from './repo.ts';

/** Feedback requests are a feature of the plan (feedbackForms): without it nothing of them is read or written. */
export function requireFeedback(ctx: Context): void {
  if (!incubatorFlags(ctx.incubator).feedbackForms) throw new AppError('FEATURE_DISABLED', 'feedback.disabled', {}, { flag: 'feedbackForms' });
}

export const mayCreateRequests = (ctx: Context) => isAuthorized(ctx, 'FEEDBACK_REQUEST:CREATE');
export const mayViewAllRequests = (ctx: Context) => isAuthorized(ctx, 'FEEDBACK_REQUEST:VIEW');
export const mayEditAnyRequest = (ctx: Context) => isAuthorized(ctx, 'FEEDBACK_REQUEST:EDIT');
export const mayViewAnswers = (ctx: Context) => isAuthorized(ctx, 'FEEDBACK_ANSWER:VIEW');

/**
 * Spec 3 §6: FEEDBACK_REQUEST:VIEW sees every request, :EDIT changes any; a creator (who holds
 * :CREATE) sees, edits and deletes their own. Recipients reach a request only as their survey.
 */
export async function mayManageRequest(ctx: Context, request: Pick<FeedbackRequestRow, 'createdBy'>): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (await mayEditAnyRequest(ctx)) return true;
  return request.createdBy === viewer.user.id && (await mayCreateRequests(ctx));
}

export async function maySeeRequest(ctx: Context, request: Pick<FeedbackRequestRow, 'createdBy'>): Promise<boolean> {
  return (await mayViewAllRequests(ctx)) || (await mayManageRequest(ctx, request));
}

/** Who reads the answers to a form: FEEDBACK_ANSWER:VIEW, or whoever may edit the form itself. */
export function mayReadAnswersOf(ctx: Context, formId: string): Promise<boolean> {
  return memo(ctx, `feedback:answers:${formId}`, async () => {
    if (await mayViewAnswers(ctx)) return true;
    const form = await findForm(await ctx.tx.db(), ctx.incubator.id, formId);
    return form ? mayEditForm(ctx, form) : false;
  });
}

/** A request the viewer may see; a malformed id, another tenant's or an invisible one is NOT_FOUND. */
export async function visibleRequest(ctx: Context, id: string): Promise<FeedbackRequestRow> {
  requireViewer(ctx);
  requireFeedback(ctx);
  if (!isId(id)) throw notFound();
  const request = await findRequest(await ctx.tx.db(), ctx.incubator.id, id);
  if (!request || !(await maySeeRequest(ctx, request))) throw notFound();
  return request;
}
