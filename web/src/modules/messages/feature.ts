import { IconMessages } from '@tabler/icons-react';
import type { Feature } from '../../app/features/types';
import { lazyComponent } from '../../ui/lazyComponent';
import { MESSAGES_PATH } from './paths';

const page = async () => ({ Component: (await import('./page/MessagesPage')).MessagesPage });

/** Conversations between people, one to one and in groups (plan flags liveChat and groupChat). */
export const messagesFeature: Feature = {
  id: 'messages',
  namespace: 'messages',
  routes: [
    { path: 'messages', titleKey: 'messages:titles.inbox', access: { flag: 'liveChat' }, page },
    { path: 'messages/:conversationId', titleKey: 'messages:titles.conversation', access: { flag: 'liveChat' }, page },
  ],
  menu: [{ name: 'messages', labelKey: 'messages:nav.messages', icon: IconMessages, path: MESSAGES_PATH }],
  search: [{ menuName: 'messages', path: MESSAGES_PATH, labelKey: 'messages:search.label', descriptionKey: 'messages:search.description' }],
  // Beside the bell, for everyone with the plan's liveChat (founders and applicants too): the unread badge, live.
  topBarActions: [{ id: 'messages', order: 35, Component: lazyComponent(async () => (await import('./topbar/MessagesButton')).MessagesButton) }],
};
