import { EMAIL_COMPOSERS } from '@seedbed/contracts/emails';
import { isInGroup } from '@seedbed/contracts/roles';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';

/**
 * Who works on the organisation's mails (spec 1 §2.8 "Emails").
 *
 * Designs and content templates are for those who compose campaigns (EMAIL_COMPOSERS: staff and
 * the organisation's administrators), and only while the plan has emailTemplates. The wording of
 * the product's own mails (blueprints) follows EMAIL_BLUEPRINT:MANAGE, whatever the plan: the
 * product always sends these mails, so an organisation may always reword them.
 */
export const hasEmailTemplates = (ctx: Context): boolean => Boolean(incubatorFlags(ctx.incubator).emailTemplates);

export const mayUseTemplates = (ctx: Context): boolean => hasEmailTemplates(ctx) && isInGroup(ctx.viewer?.role?.type, EMAIL_COMPOSERS);

/** Designs and content templates: a composer, in a plan with the feature. */
export function requireTemplates(ctx: Context): void {
  const viewer = requireViewer(ctx);
  if (!isInGroup(viewer.role?.type, EMAIL_COMPOSERS)) throw forbidden();
  if (!hasEmailTemplates(ctx)) throw new AppError('FEATURE_DISABLED', 'emailTemplates.planRequired', {}, { flag: 'emailTemplates' });
}

export const mayManageBlueprints = (ctx: Context): Promise<boolean> =>
  memo(ctx, 'emailTemplates:blueprints', async () => Boolean(ctx.viewer) && (await isAuthorized(ctx, 'EMAIL_BLUEPRINT:MANAGE')));

export async function requireBlueprints(ctx: Context): Promise<void> {
  requireViewer(ctx);
  if (!(await mayManageBlueprints(ctx))) throw forbidden();
}
