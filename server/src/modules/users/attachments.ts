import { requireViewer, type Context } from '../../core/context.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { userLoaders } from './loaders.ts';
import { canSeeUser } from './visibility.ts';

async function canSee(ctx: Context, id: string): Promise<boolean> {
  const loaders = userLoaders(ctx);
  const user = await loaders.user.load(id);
  if (!user) return false;
  return canSeeUser(ctx, user, user.roleId ? await loaders.role.load(user.roleId) : null);
}

/**
 * A person's files (their pictures among them) are seen by whoever may see the person; the person
 * changes their own, and USER:EDIT lets others change them as it lets them edit the profile.
 */
export const userFileAccess: AttachmentReferenceAccess = {
  canView: canSee,
  async canEdit(ctx, id) {
    if (requireViewer(ctx).user.id === id) return true;
    return (await canSee(ctx, id)) && isAuthorized(ctx, 'USER:EDIT', [id]);
  },
};
