import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { mayEditFunnel, maySeeFunnel } from './access.ts';
import { findFunnel } from './repo.ts';

/**
 * A funnel's page images: its managers list and upload them; the public page shows them through
 * their URLs' access keys, which need no sign-in.
 */
export const funnelFileAccess: AttachmentReferenceAccess = {
  canView: async (ctx, id) => Boolean(await findFunnel(await ctx.tx.db(), ctx.incubator.id, id)) && maySeeFunnel(ctx, id),
  canEdit: async (ctx, id) => Boolean(await findFunnel(await ctx.tx.db(), ctx.incubator.id, id)) && mayEditFunnel(ctx, id),
};
