import { replyPageUrl, replyUrl } from '../../community/types.ts';
import { readersAmong } from '../../community/visibility.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';

/**
 * `community.postCreated` for a reply: the author of what it answers hears of it (newNoteReply),
 * the thread's post's author too when the reply answers someone else in it, and those who replied
 * in the thread before (siblingNoteReply). People the reply names are told by the mention's own
 * notification (community-mentions.ts), not twice; the replier never; everyone told may read the
 * thread now. newNoteReply leads to the reply in its thread (the bell reads the post and the reply
 * from the url); the others open the thread's page at the reply.
 */
export const communityReplied = notificationProducer({
  eventKind: 'community.postCreated',
  async produce(event, ctx, db) {
    const { rootId, parentId, parent, root, readers, excerpt } = event.data;
    const replyId = event.subjectId;
    if (!rootId || !replyId) return [];
    const mentioned = new Set(idsIn(event.data.mentionIds));
    const told = new Set<string>(event.actorId ? [event.actorId] : []);
    const among = async (ids: Array<string | null | undefined>) => {
      const fresh = ids.filter((id): id is string => typeof id === 'string' && !told.has(id) && !mentioned.has(id));
      const readersNow = await readersAmong(ctx, db, fresh, readers);
      for (const id of readersNow) told.add(id);
      return readersNow;
    };
    const base = { senderId: event.actorId, params: { post: root?.excerpt ?? '', reply: excerpt, parent: parent?.excerpt ?? '' } };
    const answered = await among([parent?.authorId]);
    const threadOwner = await among([root?.authorId]);
    const siblings = await among(idsIn(event.data.replierIds));
    const drafts: NotificationDraft[] = [
      {
        ...base,
        type: 'newNoteReply',
        messageKey: parentId === rootId ? 'communityPost.reply' : 'communityPost.replyToReply',
        recipients: answered,
        url: replyUrl(rootId, replyId),
      },
      { ...base, type: 'newNoteReply', messageKey: 'communityPost.replyInThread', recipients: threadOwner, url: replyUrl(rootId, replyId) },
      { ...base, type: 'siblingNoteReply', messageKey: 'communityPost.siblingReply', recipients: siblings, url: replyPageUrl(rootId, replyId) },
    ];
    return drafts.filter((draft) => draft.recipients.length);
  },
});
