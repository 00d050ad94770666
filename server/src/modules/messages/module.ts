import type { ServerModule } from '../server-module.ts';

/**
 * Messages (plan flags liveChat and groupChat): one-to-one and group conversations, live over the
 * websocket, with unread counts, attachments, searchable history and per-person limits on whom one
 * may write to.
 */
export const messagesModule: ServerModule = {
  name: 'messages',
  schema: [],
};
