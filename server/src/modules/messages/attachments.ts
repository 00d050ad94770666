import { MESSAGE_ATTACHMENTS_MAX } from '@seedbed/contracts/community';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { isId } from '../../core/ids.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { hasGroupChat } from './access.ts';
import { activeMembership, findConversation, findMessage, type MessageRow } from './repo.ts';

/** The message and whether the viewer is in its conversation now (a group's only with groupChat). */
function load(ctx: Context, id: string): Promise<{ message: MessageRow; member: boolean } | null> {
  return memo(ctx, `attachmentMessage:${id}`, async () => {
    if (!isId(id)) return null;
    const db = await ctx.tx.db();
    const message = await findMessage(ctx, db, id);
    if (!message || message.deletedAt) return null;
    const membership = await activeMembership(ctx, db, message.conversationId, requireViewer(ctx).user.id);
    const conversation = membership ? await findConversation(ctx, db, message.conversationId) : null;
    return { message, member: Boolean(conversation && (conversation.kind === 'DIRECT' || hasGroupChat(ctx))) };
  });
}

/** A message's files are for the conversation's members; its author changes them. */
export const messageFileAccess: AttachmentReferenceAccess = {
  feature: { flag: 'liveChat', messageKey: 'messages.liveChatRequired' },
  maxFiles: MESSAGE_ATTACHMENTS_MAX,
  async canView(ctx, id) {
    return (await load(ctx, id))?.member ?? false;
  },
  async canEdit(ctx, id) {
    const found = await load(ctx, id);
    return Boolean(found?.member && found.message.authorId === requireViewer(ctx).user.id);
  },
};
