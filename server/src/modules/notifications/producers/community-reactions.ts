import { readersAmong } from '../../community/visibility.ts';
import { postUrl } from '../../community/types.ts';
import { notificationProducer } from '../producer.ts';

/**
 * `community.reacted`: a post's or reply's author hears of a reaction (newReaction), once per person
 * who reacts however often they take reactions back and give them again, never of their own, and
 * only while they still read the thread. It opens the thread's post.
 */
export const communityReacted = notificationProducer({
  eventKind: 'community.reacted',
  async produce(event, ctx, db) {
    const { added, firstByPerson, authorId, rootId, postId, readers, excerpt, reaction } = event.data;
    if (!added || !firstByPerson || !authorId || authorId === event.actorId) return [];
    const recipients = await readersAmong(ctx, db, [authorId], readers);
    if (!recipients.length) return [];
    return [
      {
        type: 'newReaction',
        messageKey: rootId ? 'communityPost.reactionToReply' : 'communityPost.reaction',
        recipients,
        params: { post: excerpt, reaction },
        url: postUrl(rootId ?? postId),
        senderId: event.actorId,
      },
    ];
  },
});
