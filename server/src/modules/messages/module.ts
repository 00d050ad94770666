import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { messageFileAccess } from './attachments.ts';
import { messageEvents } from './events.ts';
import { messagesLiveReactions } from './live.ts';
import { MESSAGE_REFERENCE } from './repo.ts';

/**
 * Messages (plan flags liveChat and groupChat): one-to-one and group conversations, live over the
 * websocket, with unread counts, attachments, searchable history and per-person limits on whom one
 * may write to.
 */
export const messagesModule: ServerModule = {
  name: 'messages',
  schema: [schema],
  events: messageEvents,
  reactions: messagesLiveReactions,
  // Files of a message (reference kind 'message'): read by the conversation's members, changed by the author.
  fileAccess: { [MESSAGE_REFERENCE]: messageFileAccess },
  // Messages ring no bell: the unread badge of the top bar is their signal.
  delivers: { flags: ['liveChat', 'groupChat'], permissions: ['CHAT:LIMIT:READ', 'CHAT:USER_ACCESS:EDIT'] },
};
