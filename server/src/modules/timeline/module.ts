import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { timelineFileAccess } from './attachments.ts';
import { timelineEvents } from './events.ts';
import { timelineLiveReactions } from './live.ts';

/** Startups' activity timelines: the registry of item kinds, notes and their threads, live pushes. */
export const timelineModule: ServerModule = {
  name: 'timeline',
  schema: [schema],
  fileAccess: { timeline: timelineFileAccess },
  events: timelineEvents,
  reactions: timelineLiveReactions,
  delivers: {
    permissions: ['TIMELINE/CREATE_PRIVATE_COMMENT:VIEW', 'NOTE_SINGLE:DELETE', 'NOTE_THREAD:DELETE'],
    // Sent by the notification producers of its events (notifications/producers/timeline-*.ts).
    notificationTypes: ['newCommentStartup', 'newCommentStartupStaff', 'newNoteReply', 'siblingNoteReply', 'alikePeopleNoteCreated'],
  },
};
