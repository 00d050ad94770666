import type { RecordedEvent } from '../../../core/events.ts';
import { postUrl, replyPageUrl } from '../../community/types.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';

/**
 * People named with @ in a post or reply hear of it once (alikePeopleNoteCreated): those named when
 * it is written, and those an edit names anew. The service keeps only people who may read it.
 */
function mentioned(event: RecordedEvent<'community.postCreated' | 'community.postUpdated'>): NotificationDraft[] {
  const recipients = idsIn(event.data.mentionIds);
  const postId = event.subjectId;
  if (!recipients.length || !postId) return [];
  const { rootId, excerpt } = event.data;
  return [
    {
      type: 'alikePeopleNoteCreated',
      messageKey: rootId ? 'communityPost.mentionInReply' : 'communityPost.mention',
      recipients,
      params: { post: excerpt },
      url: rootId ? replyPageUrl(rootId, postId) : postUrl(postId),
      senderId: event.actorId,
    },
  ];
}

export const communityPostMentions = notificationProducer({ eventKind: 'community.postCreated', produce: async (event) => mentioned(event) });

export const communityEditMentions = notificationProducer({ eventKind: 'community.postUpdated', produce: async (event) => mentioned(event) });
