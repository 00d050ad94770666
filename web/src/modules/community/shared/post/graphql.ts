import { graphql, type ResultOf } from '../../../../app/apollo/graphql';

/** A post's author as its card shows them. */
export const POST_AUTHOR_FIELDS = graphql(`
  fragment PostAuthorFields on User {
    _id
    fullName
    avatar
    roleLabel
  }
`);

/**
 * Everything a post's card shows, for posts and replies alike. Every list reads it, and every change
 * answers with it, so that the card (reading it from the cache) follows each change in place.
 */
export const POST_CARD_FIELDS = graphql(
  `
  fragment PostCardFields on Post {
    _id
    kind
    content
    visibility
    programIds
    roleTypes
    isPinned
    pinnedAt
    author {
      ...PostAuthorFields
    }
    linkPreview {
      url
      title
      description
      image
      siteName
    }
    reactions {
      reaction
      count
      viewerReacted
    }
    replyCount
    rootId
    parentId
    attachments {
      _id
      name
      url
      size
      fileType
    }
    subjectId
    data
    editedAt
    createdAt
    viewerCan {
      edit
      delete
      pin
      reply
      react
      deleteItem
    }
  }
`,
  [POST_AUTHOR_FIELDS],
);

export type PostCardData = ResultOf<typeof POST_CARD_FIELDS>;
export type PostReactionCount = PostCardData['reactions'][number];
export type PostAttachment = PostCardData['attachments'][number];

/** One post (or reply: the server answers the reply itself) opened whole. */
export const COMMUNITY_POST = graphql(
  `
  query CommunityPost($id: ID!) {
    post(id: $id) {
      ...PostCardFields
    }
  }
`,
  [POST_CARD_FIELDS],
);

/** A post's thread, oldest first, page by page. */
export const POST_REPLIES = graphql(
  `
  query PostReplies($id: ID!, $cursor: String, $limit: Int) {
    post(id: $id) {
      _id
      replyCount
      replies(cursor: $cursor, limit: $limit) {
        results {
          ...PostCardFields
        }
        next
      }
    }
  }
`,
  [POST_CARD_FIELDS],
);

export const CREATE_POST = graphql(
  `
  mutation CreatePost($data: PostInput!) {
    createPost(data: $data) {
      ...PostCardFields
    }
  }
`,
  [POST_CARD_FIELDS],
);

export const UPDATE_POST = graphql(
  `
  mutation UpdatePost($postId: ID!, $data: PostInput!) {
    updatePost(postId: $postId, data: $data) {
      ...PostCardFields
    }
  }
`,
  [POST_CARD_FIELDS],
);

export const REPLY_TO_POST = graphql(
  `
  mutation ReplyToPost($postId: ID!, $parentId: ID, $content: String!, $attachmentIds: [ID!]) {
    replyToPost(postId: $postId, parentId: $parentId, content: $content, attachmentIds: $attachmentIds) {
      ...PostCardFields
    }
  }
`,
  [POST_CARD_FIELDS],
);

export const DELETE_POST = graphql(`
  mutation DeletePost($postId: ID!) {
    deletePost(postId: $postId)
  }
`);

export const PIN_POST = graphql(
  `
  mutation PinPost($postId: ID!, $pinned: Boolean!) {
    pinPost(postId: $postId, pinned: $pinned) {
      ...PostCardFields
    }
  }
`,
  [POST_CARD_FIELDS],
);

// Reactions answer only what they change, so that the optimistic answer is the whole answer.
export const REACT_TO_POST = graphql(`
  mutation ReactToPost($postId: ID!, $reaction: PostReaction!) {
    reactToPost(postId: $postId, reaction: $reaction) {
      _id
      reactions {
        reaction
        count
        viewerReacted
      }
    }
  }
`);

export const REMOVE_REACTION = graphql(`
  mutation RemoveReaction($postId: ID!, $reaction: PostReaction!) {
    removeReaction(postId: $postId, reaction: $reaction) {
      _id
      reactions {
        reaction
        count
        viewerReacted
      }
    }
  }
`);

/** An RSS item taken out of the feed for good (`itemId` is the RSS post's subjectId). */
export const DELETE_RSS_FEED_ITEM = graphql(`
  mutation DeleteRssFeedItem($itemId: ID!) {
    deleteRssFeedItem(itemId: $itemId)
  }
`);

/** People offered after '@': those the viewer may see, by name. */
export const MENTION_PEOPLE = graphql(`
  query PostMentionPeople($search: String) {
    users(filter: { search: $search, statuses: ["active"] }, sort: NAME, limit: 8) {
      results {
        _id
        fullName
        avatar
      }
    }
  }
`);

/** The programmes a post may be for (the viewer's own; every one for staff), and the names its badge shows. */
export const POST_PROGRAM_CHOICES = graphql(`
  query PostProgramChoices {
    programs {
      _id
      name
    }
  }
`);

/** Whether the cache holds a post (and so a card may show its count of replies). */
export const POST_REPLY_COUNT = graphql(`
  fragment PostReplyCount on Post {
    _id
    replyCount
  }
`);
