import type { Context } from '../../core/context.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { canSeeStartup, isMemberOf, onStaffSide } from './access.ts';
import { findStartup } from './repo.ts';

const exists = async (ctx: Context, id: string) => Boolean(await findStartup(ctx, await ctx.tx.db(), id));

/**
 * A startup's documents are part of its file: whoever sees the startup (access.ts) sees and reads
 * them; its own people and the programme's side (staff-like roles with STARTUP_FILE:VIEW for it)
 * add, rename, move and delete them. Documents are a plan feature (startupDocuments).
 */
export const startupFileAccess: AttachmentReferenceAccess = {
  feature: { flag: 'startupDocuments', messageKey: 'startups.documentsPlanRequired' },
  async canView(ctx, id) {
    return (await exists(ctx, id)) && canSeeStartup(ctx, id);
  },
  async canEdit(ctx, id) {
    if (!(await exists(ctx, id)) || !(await canSeeStartup(ctx, id))) return false;
    return (await isMemberOf(ctx, id)) || onStaffSide(ctx, id);
  },
};
