import { memo, requireViewer, type Context } from '../../core/context.ts';
import { isId } from '../../core/ids.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { canReadItem } from './access.ts';
import type { TimelineRow } from './kinds.ts';
import { NOTE_KIND } from './note-kind.ts';
import { findItem } from './repo.ts';

function loadItem(ctx: Context, id: string): Promise<TimelineRow | null> {
  return memo(ctx, `attachmentTimelineItem:${id}`, async () => (isId(id) ? findItem(await ctx.tx.db(), ctx.incubator.id, id) : null));
}

/**
 * A timeline item's files are read exactly by those who may read the item (a private note's
 * files only by those who read private notes); the author of a note changes them.
 */
export const timelineFileAccess: AttachmentReferenceAccess = {
  async canView(ctx, id) {
    const item = await loadItem(ctx, id);
    return item ? canReadItem(ctx, item) : false;
  },
  async canEdit(ctx, id) {
    const item = await loadItem(ctx, id);
    if (!item || item.kind !== NOTE_KIND || item.createdBy !== requireViewer(ctx).user.id) return false;
    return canReadItem(ctx, item);
  },
};
