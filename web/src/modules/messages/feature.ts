import type { Feature } from '../../app/features/types';

/** Conversations between people, one to one and in groups (plan flags liveChat and groupChat). */
export const messagesFeature: Feature = {
  id: 'messages',
  namespace: 'messages',
};
