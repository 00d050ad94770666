import { incubatorFlags } from '../setup/schema.ts';
import { requireViewer, type Context, type Viewer } from '../../core/context.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { AppError, forbidden } from '../../core/errors.ts';

/** Tokens are made and used only with the plan's public API. */
export function requirePublicApi(ctx: Context): Viewer {
  const viewer = requireViewer(ctx);
  if (!incubatorFlags(ctx.incubator).publicApi) throw new AppError('FEATURE_DISABLED', 'apiAccess.errors.planRequired', {}, { flag: 'publicApi' });
  return viewer;
}

/** A token never makes another: what it can reach stays what a person chose in the settings. */
export function refuseFromToken(ctx: Context): void {
  if (ctx.viewer?.api) throw forbidden();
}

/** Webhooks belong to the organisation admins, with the public API or the Zapier integration in the plan. */
export function requireWebhooks(ctx: Context): Viewer {
  const viewer = requireOrganisationAdmin(ctx);
  const flags = incubatorFlags(ctx.incubator);
  if (!flags.publicApi && !flags.zapierIntegration) throw new AppError('FEATURE_DISABLED', 'apiAccess.errors.webhooksPlanRequired', {}, { flag: 'publicApi' });
  return viewer;
}

export const webhooksOffered = (ctx: Pick<Context, 'incubator'>) => {
  const flags = incubatorFlags(ctx.incubator);
  return Boolean(flags.publicApi || flags.zapierIntegration);
};
