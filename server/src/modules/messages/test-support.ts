import { expect } from 'vitest';
import { gql, type GqlAnswer, type TestServer } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';

export const MESSAGE_FIELDS = '_id conversationId body editedAt deletedAt createdAt author { _id } attachments { _id name url size fileType } viewerCan { edit delete }';
export const CONVERSATION_FIELDS = `_id kind title lastMessageAt unreadCount members { _id } lastMessage { _id body } viewerCan { send rename addMembers leave }`;

export const START = `mutation Start($userIds: [ID!]!, $title: String) { startConversation(userIds: $userIds, title: $title) { ${CONVERSATION_FIELDS} } }`;
export const SEND = `mutation Send($conversationId: ID!, $body: String!, $attachmentIds: [ID!]) {
  sendMessage(conversationId: $conversationId, body: $body, attachmentIds: $attachmentIds) { ${MESSAGE_FIELDS} } }`;
export const EDIT = `mutation Edit($messageId: ID!, $body: String!) { editMessage(messageId: $messageId, body: $body) { ${MESSAGE_FIELDS} } }`;
export const DELETE = `mutation Delete($messageId: ID!) { deleteMessage(messageId: $messageId) { ${MESSAGE_FIELDS} } }`;
export const READ = `mutation Read($conversationId: ID!) { markConversationRead(conversationId: $conversationId) { _id unreadCount } }`;
export const RENAME = `mutation Rename($conversationId: ID!, $title: String!) { renameConversation(conversationId: $conversationId, title: $title) { _id title } }`;
export const ADD = `mutation Add($conversationId: ID!, $userIds: [ID!]!) { addConversationMembers(conversationId: $conversationId, userIds: $userIds) { _id members { _id } } }`;
export const LEAVE = 'mutation Leave($conversationId: ID!) { leaveConversation(conversationId: $conversationId) }';
export const SET_LIMIT = `mutation Limit($userId: ID!, $mode: ChatLimitMode!, $roleTypes: [String!], $userIds: [ID!]) {
  setChatLimit(userId: $userId, mode: $mode, roleTypes: $roleTypes, userIds: $userIds) { userId mode roleTypes users { _id } updatedAt } }`;

export const INBOX = `query Inbox($filter: ConversationFilter, $cursor: String, $limit: Int) {
  conversations(filter: $filter, cursor: $cursor, limit: $limit) { results { ${CONVERSATION_FIELDS} } next } }`;
export const CONVERSATION = `query One($id: ID!) { conversation(id: $id) { ${CONVERSATION_FIELDS} } }`;
export const HISTORY = `query History($conversationId: ID!, $cursor: String, $limit: Int) {
  conversationMessages(conversationId: $conversationId, cursor: $cursor, limit: $limit) { results { ${MESSAGE_FIELDS} } next } }`;
export const SEARCH = `query Search($text: String!, $cursor: String, $limit: Int) {
  searchMessages(text: $text, cursor: $cursor, limit: $limit) { results { message { _id body } conversation { _id } } next } }`;
export const UNREAD = '{ unreadMessagesCount }';
export const LIMIT = 'query Limit($userId: ID!) { chatLimit(userId: $userId) { userId mode roleTypes users { _id } } }';
export const MESSAGEABLE = 'query People($search: String, $limit: Int) { messageableUsers(search: $search, limit: $limit) { _id fullName } }';
export const LIVE = `subscription { messagesUpdated { type conversationId unreadCount message { _id body } conversation { _id unreadCount } } }`;

export type Call = (query: string, variables: Record<string, unknown>, token: string | undefined, on: Tenant) => Promise<GqlAnswer>;

export function caller(server: TestServer): Call {
  return (query, variables, token, on) => gql(server, query, variables, { tenant: on.slug, token });
}

/** The answer's data, failing the test on any error. */
export async function ok<T = any>(answer: Promise<GqlAnswer<T>>): Promise<T> {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

/** The first error's code. */
export async function codeOf(answer: Promise<GqlAnswer>): Promise<string | undefined> {
  const { errors } = await answer;
  return errors?.[0]?.extensions?.code;
}
