import type { RecordedEvent } from '../../../core/events.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';
import { timelineUrl } from './timeline-notes.ts';

/**
 * People named with @ hear of it (alikePeopleNoteCreated): those a note names when it is
 * written, and those an edit names anew. The service keeps only people who may read the note.
 */
function mentioned(event: RecordedEvent<'timeline.noteCreated' | 'timeline.noteUpdated'>): NotificationDraft[] {
  const recipients = idsIn(event.data.mentionIds);
  if (!recipients.length) return [];
  const parent = 'parent' in event.data ? event.data.parent : null;
  return [
    {
      type: 'alikePeopleNoteCreated',
      recipients,
      params: { startup: event.data.startupName, note: event.data.excerpt, ...(parent ? { parentNote: parent.excerpt } : {}) },
      url: timelineUrl(event.data.startupId),
      senderId: event.actorId,
    },
  ];
}

export const timelineNoteMentions = notificationProducer({ eventKind: 'timeline.noteCreated', produce: async (event) => mentioned(event) });

export const timelineEditMentions = notificationProducer({ eventKind: 'timeline.noteUpdated', produce: async (event) => mentioned(event) });
