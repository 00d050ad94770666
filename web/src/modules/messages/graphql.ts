import { graphql, type ResultOf, type VariablesOf } from '../../app/apollo/graphql';

export const PERSON_FIELDS = graphql(`
  fragment MessagePersonFields on User {
    _id
    fullName
    avatar
    headline
  }
`);

export const MESSAGE_FIELDS = graphql(
  `
  fragment MessageFields on Message {
    _id
    conversationId
    body
    createdAt
    editedAt
    deletedAt
    author { ...MessagePersonFields }
    attachments { _id name url size fileType }
    viewerCan { edit delete }
  }
`,
  [PERSON_FIELDS],
);

export const CONVERSATION_FIELDS = graphql(
  `
  fragment ConversationFields on Conversation {
    _id
    kind
    title
    lastMessageAt
    createdAt
    unreadCount
    members { ...MessagePersonFields }
    lastMessage { _id body createdAt deletedAt author { _id } attachments { _id } }
    viewerCan { send rename addMembers leave }
  }
`,
  [PERSON_FIELDS],
);

export const CONVERSATIONS = graphql(
  `
  query Conversations($filter: ConversationFilter, $cursor: String, $limit: Int) {
    conversations(filter: $filter, cursor: $cursor, limit: $limit) {
      results { ...ConversationFields }
      next
    }
  }
`,
  [CONVERSATION_FIELDS],
);

export const CONVERSATION = graphql(
  `
  query Conversation($id: ID!) {
    conversation(id: $id) { ...ConversationFields }
  }
`,
  [CONVERSATION_FIELDS],
);

export const CONVERSATION_MESSAGES = graphql(
  `
  query ConversationMessages($conversationId: ID!, $cursor: String, $limit: Int) {
    conversationMessages(conversationId: $conversationId, cursor: $cursor, limit: $limit) {
      results { ...MessageFields }
      next
    }
  }
`,
  [MESSAGE_FIELDS],
);

export const SEARCH_MESSAGES = graphql(
  `
  query SearchMessages($text: String!, $cursor: String, $limit: Int) {
    searchMessages(text: $text, cursor: $cursor, limit: $limit) {
      results {
        message { ...MessageFields }
        conversation { ...ConversationFields }
      }
      next
    }
  }
`,
  [MESSAGE_FIELDS, CONVERSATION_FIELDS],
);

export const UNREAD_MESSAGES = graphql(`
  query UnreadMessages {
    unreadMessagesCount
  }
`);

export const MESSAGEABLE_USERS = graphql(
  `
  query MessageableUsers($search: String, $limit: Int) {
    messageableUsers(search: $search, limit: $limit) { ...MessagePersonFields }
  }
`,
  [PERSON_FIELDS],
);

/** People of the organisation the viewer sees, for a limit's chosen people. */
export const LIMIT_PEOPLE = graphql(
  `
  query ChatLimitPeople($search: String) {
    users(filter: { search: $search, statuses: ["active"] }, sort: NAME, limit: 20) {
      results { ...MessagePersonFields }
    }
  }
`,
  [PERSON_FIELDS],
);

export const CHAT_LIMIT = graphql(
  `
  query ChatLimit($userId: ID!) {
    chatLimit(userId: $userId) {
      userId
      mode
      roleTypes
      users { ...MessagePersonFields }
      updatedAt
    }
  }
`,
  [PERSON_FIELDS],
);

export const START_CONVERSATION = graphql(
  `
  mutation StartConversation($userIds: [ID!]!, $title: String) {
    startConversation(userIds: $userIds, title: $title) { ...ConversationFields }
  }
`,
  [CONVERSATION_FIELDS],
);

export const SEND_MESSAGE = graphql(
  `
  mutation SendMessage($conversationId: ID!, $body: String!, $attachmentIds: [ID!]) {
    sendMessage(conversationId: $conversationId, body: $body, attachmentIds: $attachmentIds) { ...MessageFields }
  }
`,
  [MESSAGE_FIELDS],
);

export const EDIT_MESSAGE = graphql(
  `
  mutation EditMessage($messageId: ID!, $body: String!) {
    editMessage(messageId: $messageId, body: $body) { ...MessageFields }
  }
`,
  [MESSAGE_FIELDS],
);

export const DELETE_MESSAGE = graphql(
  `
  mutation DeleteMessage($messageId: ID!) {
    deleteMessage(messageId: $messageId) { ...MessageFields }
  }
`,
  [MESSAGE_FIELDS],
);

export const MARK_READ = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) { _id unreadCount }
  }
`);

export const RENAME_CONVERSATION = graphql(`
  mutation RenameConversation($conversationId: ID!, $title: String!) {
    renameConversation(conversationId: $conversationId, title: $title) { _id title }
  }
`);

export const ADD_MEMBERS = graphql(
  `
  mutation AddConversationMembers($conversationId: ID!, $userIds: [ID!]!) {
    addConversationMembers(conversationId: $conversationId, userIds: $userIds) { ...ConversationFields }
  }
`,
  [CONVERSATION_FIELDS],
);

export const LEAVE_CONVERSATION = graphql(`
  mutation LeaveConversation($conversationId: ID!) {
    leaveConversation(conversationId: $conversationId)
  }
`);

export const SET_CHAT_LIMIT = graphql(
  `
  mutation SetChatLimit($userId: ID!, $mode: ChatLimitMode!, $roleTypes: [String!], $userIds: [ID!]) {
    setChatLimit(userId: $userId, mode: $mode, roleTypes: $roleTypes, userIds: $userIds) {
      userId
      mode
      roleTypes
      users { ...MessagePersonFields }
      updatedAt
    }
  }
`,
  [PERSON_FIELDS],
);

export const MESSAGES_UPDATED = graphql(
  `
  subscription MessagesUpdated {
    messagesUpdated {
      type
      conversationId
      unreadCount
      message { ...MessageFields }
      conversation { ...ConversationFields }
    }
  }
`,
  [MESSAGE_FIELDS, CONVERSATION_FIELDS],
);

export type Person = ResultOf<typeof PERSON_FIELDS>;
export type Message = ResultOf<typeof MESSAGE_FIELDS>;
export type Conversation = ResultOf<typeof CONVERSATION_FIELDS>;
export type MessagesUpdate = ResultOf<typeof MESSAGES_UPDATED>['messagesUpdated'];
export type ChatLimit = ResultOf<typeof CHAT_LIMIT>['chatLimit'];
export type ChatLimitMode = VariablesOf<typeof SET_CHAT_LIMIT>['mode'];
