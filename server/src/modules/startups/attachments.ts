import { and, eq } from 'drizzle-orm';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { assignedScope, isAuthorized } from '../permissions/scope.ts';

async function startupExists(ctx: Context, id: string): Promise<boolean> {
  const s = schema.startups;
  const [row] = await (await ctx.tx.db())
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.id, id)));
  return Boolean(row);
}

/** Its founders and assigned coaches: the people of the startup. */
const isMember = async (ctx: Context, id: string) => (await assignedScope(ctx)).startupIds.has(id);

/**
 * A startup's files are part of its file: its own people see and add them, and so does whoever
 * holds STARTUP_FILE:VIEW for it; of those, only the programme's side (staff-like roles) changes them.
 */
export const startupFileAccess: AttachmentReferenceAccess = {
  async canView(ctx, id) {
    if (!(await startupExists(ctx, id))) return false;
    return (await isMember(ctx, id)) || isAuthorized(ctx, 'STARTUP_FILE:VIEW', [id]);
  },
  async canEdit(ctx, id) {
    if (!(await startupExists(ctx, id))) return false;
    if (await isMember(ctx, id)) return true;
    return isInGroup(requireViewer(ctx).role?.type, STAFF_LIKE) && isAuthorized(ctx, 'STARTUP_FILE:VIEW', [id]);
  },
};
