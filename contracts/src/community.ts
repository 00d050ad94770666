/**
 * The community (spec 1 §2.2, spec 3 §2–§3): the people directory, the news feed with its posts,
 * reactions and replies, outside RSS feeds, messages between people, and the resource library with
 * its articles. Input schemas (zod) are in community-input.ts.
 */

/** Spec 3 §3 reactions: one of each per person on a post or reply. */
export const REACTIONS = ['LIKE', 'HEART', 'HOORAY', 'FIRE', 'ROCKET', 'CHECK'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** Where a post of the feed comes from. */
export const POST_KINDS = ['POST', 'RSS', 'ARTICLE', 'EVENT'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** Who reads a post: everyone who reads the feed, the people of chosen programmes, or chosen roles. */
export const POST_VISIBILITIES = ['EVERYONE', 'PROGRAM', 'ROLES'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

/** The directory lists people or startups. */
export const COMMUNITY_SEARCH_KINDS = ['PEOPLE', 'STARTUPS'] as const;
export type CommunitySearchKind = (typeof COMMUNITY_SEARCH_KINDS)[number];

/** Spec 3 §3 entity kind resourceLink is the LINK resource. */
export const RESOURCE_KINDS = ['INTERNAL', 'LINK', 'FILE'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const CONVERSATION_KINDS = ['DIRECT', 'GROUP'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Whom a person may start a conversation with (CHAT:USER_ACCESS:EDIT). */
export const CHAT_LIMIT_MODES = ['EVERYONE', 'ROLES', 'PEOPLE', 'NOBODY'] as const;
export type ChatLimitMode = (typeof CHAT_LIMIT_MODES)[number];

export const FEED_PAGE_SIZE = 20;
export const REPLIES_PAGE_SIZE = 20;
export const DIRECTORY_PAGE_SIZE = 24;
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 40;
export const ARTICLES_PAGE_SIZE = 25;

// Limits.
export const POST_CONTENT_MAX = 20_000;
export const POST_ATTACHMENTS_MAX = 10;
export const PINNED_POSTS_MAX = 5;
export const MESSAGE_BODY_MAX = 5_000;
export const MESSAGE_ATTACHMENTS_MAX = 5;
export const GROUP_TITLE_MAX = 120;
export const GROUP_MEMBERS_MAX = 100;
export const RSS_FEEDS_MAX = 50;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_CONTENT_MAX = 200_000;
export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 2_000;
export const RESOURCE_SECTIONS_MAX = 100;
export const RESOURCES_PER_SECTION_MAX = 500;
