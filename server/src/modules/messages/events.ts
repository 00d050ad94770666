import { declareEvent, sentences, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/**
 * Who is in the conversation when it changed: the live pushes (live.ts) go to them, from the event
 * alone. No event carries what anyone wrote: the organisation's activity feed is no place for
 * private correspondence, and every conversation event stays out of it (quiet) — messages would
 * bury everything else, and who writes to whom is the correspondents' own business.
 */
interface InConversation {
  conversationId: string;
  memberIds: string[];
}

/** "… changed whom Ana may message": the person whose limit it is. */
const limitOf: FeedSentence = { params: async (e, n) => ({ person: await n.user(sentences.person(e)) }) };

export const messageEvents = {
  'messages.conversationStarted': declareEvent<InConversation & { kind: 'DIRECT' | 'GROUP' }>(sentences.plain, { quiet: true }),
  'messages.sent': declareEvent<InConversation & { attachmentIds: string[] }>(sentences.plain, { quiet: true }),
  'messages.edited': declareEvent<InConversation>(sentences.plain, { quiet: true }),
  'messages.deleted': declareEvent<InConversation>(sentences.plain, { quiet: true }),
  /** `userId` read the conversation up to now; their other windows' badges follow. */
  'messages.read': declareEvent<{ conversationId: string; userId: string }>(sentences.plain, { quiet: true }),
  'messages.conversationRenamed': declareEvent<InConversation>(sentences.plain, { quiet: true }),
  /** `memberIds` includes those `addedIds` brought in. */
  'messages.membersAdded': declareEvent<InConversation & { addedIds: string[] }>(sentences.plain, { quiet: true }),
  /** `memberIds` are those who stay; `userId` left. */
  'messages.memberLeft': declareEvent<InConversation & { userId: string }>(sentences.plain, { quiet: true }),
  /** An administrator changed whom `userId` may start conversations with. */
  'messages.chatLimitSet': declareEvent<{ userId: string; mode: string }>(limitOf),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof messageEvents> {}
}
