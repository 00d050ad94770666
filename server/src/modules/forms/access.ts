import { requireViewer, type Context } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import type { FormRow } from '../../db/schema/index.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';

/**
 * Who may do what with forms (spec 3 §6): FORM:CREATE makes forms and lets their creators edit
 * and delete their own; FORM:EDIT edits any. Whoever may edit a form reads its answers.
 */
export const mayEditAnyForm = (ctx: Context) => isAuthorized(ctx, 'FORM:EDIT');
export const mayCreateForms = (ctx: Context) => isAuthorized(ctx, 'FORM:CREATE');

export async function mayEditForm(ctx: Context, form: Pick<FormRow, 'createdBy' | 'profile'>): Promise<boolean> {
  const viewer = requireViewer(ctx);
  // The organisation's profile forms (custom fields) are edited only where the plan offers their builders.
  if (form.profile && !incubatorFlags(ctx.incubator).customFieldsEdit) return false;
  if (await mayEditAnyForm(ctx)) return true;
  return form.createdBy === viewer.user.id && (await mayCreateForms(ctx));
}

/** Opens the forms management: one of the two keys. */
export async function requireFormsManagement(ctx: Context): Promise<{ any: boolean }> {
  requireViewer(ctx);
  const any = await mayEditAnyForm(ctx);
  if (!any && !(await mayCreateForms(ctx))) throw forbidden();
  return { any };
}
