/**
 * Input schemas of messages (zod), checked by the server's changes and the web's forms alike. A
 * message is plain text with line breaks: what a person types is what others read, never markup,
 * so nothing in it can act on a reader's page.
 */
import { CHAT_LIMIT_MODES, GROUP_MEMBERS_MAX, GROUP_TITLE_MAX, MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX } from './community.ts';
import { ROLE_TYPES } from './roles.ts';
import { recordId } from './schemas.ts';
import { z } from './zod.ts';

/** The longest search text of the inbox, the history search and the people picker. */
export const MESSAGE_SEARCH_MAX = 200;
/** The most people a chat limit names. */
export const CHAT_LIMIT_PEOPLE_MAX = 500;

/**
 * Directional overrides (U+202A–U+202E) and isolates (U+2066–U+2069) can make a text read as
 * something else ("txt.exe" shown as "exe.txt"); the letters' own direction needs none of them.
 */
const DIRECTION_OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * A message body as it is stored: line breaks as \n, no direction overrides, no spaces at the
 * ends of lines, at most one empty line in a row, nothing around the whole.
 */
export function cleanMessageBody(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(DIRECTION_OVERRIDES, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The body as typed, cleaned, within MESSAGE_BODY_MAX; empty is allowed here (a message of files only). */
export const messageBody = () => z.string('validation.invalid').transform(cleanMessageBody).pipe(z.string().max(MESSAGE_BODY_MAX, 'messages.bodyTooLong'));

/** Several ids without repeats, at most `max`, each message naming its own limit. */
const idList = (max: number, tooMany: string) =>
  z
    .array(recordId(), 'validation.invalid')
    .max(max, tooMany)
    .transform((list) => [...new Set(list)]);

/** Files of a message: the sender's own uploads. */
const attachmentIds = () => idList(MESSAGE_ATTACHMENTS_MAX, 'messages.tooManyFiles').nullish();

/** A message needs words or files. */
const withContent = <T extends { body: string; attachmentIds?: string[] | null }>(value: T) => value.body.length > 0 || (value.attachmentIds?.length ?? 0) > 0;

export const sendMessageSchema = () => z.object({ body: messageBody(), attachmentIds: attachmentIds() }).refine(withContent, { path: ['body'], message: 'messages.bodyRequired' });
export type SendMessageInput = z.input<ReturnType<typeof sendMessageSchema>>;

/** An edit changes the text; an edit that leaves no text is refused unless the message keeps files (checked by the server). */
export const editMessageSchema = () => z.object({ body: messageBody() });

/** A group's title. */
export const conversationTitle = () => z.string('validation.invalid').trim().min(1, 'messages.titleRequired').max(GROUP_TITLE_MAX, 'messages.titleTooLong');

/**
 * Starting a conversation: one other person makes a direct conversation, several a group, which
 * needs a title. The starter is never among `userIds` (they join as its first member).
 */
export const startConversationSchema = () =>
  z
    .object({
      userIds: idList(GROUP_MEMBERS_MAX - 1, 'messages.tooManyPeople').refine((ids) => ids.length > 0, 'messages.peopleRequired'),
      title: z.string('validation.invalid').trim().max(GROUP_TITLE_MAX, 'messages.titleTooLong').nullish(),
    })
    .refine((value) => value.userIds.length < 2 || Boolean(value.title), { path: ['title'], message: 'messages.titleRequired' });
export type StartConversationInput = z.input<ReturnType<typeof startConversationSchema>>;

export const renameConversationSchema = () => z.object({ title: conversationTitle() });

export const addConversationMembersSchema = () =>
  z.object({ userIds: idList(GROUP_MEMBERS_MAX, 'messages.tooManyPeople').refine((ids) => ids.length > 0, 'messages.peopleRequired') });

/** Whom a person may start conversations with: ROLES needs at least one role type, PEOPLE at least one person. */
export const chatLimitSchema = () =>
  z
    .object({
      mode: z.enum(CHAT_LIMIT_MODES, 'validation.invalid'),
      roleTypes: z
        .array(z.enum(ROLE_TYPES, 'validation.invalid'))
        .max(ROLE_TYPES.length)
        .transform((list) => [...new Set(list)])
        .nullish(),
      userIds: idList(CHAT_LIMIT_PEOPLE_MAX, 'messages.tooManyPeople').nullish(),
    })
    .refine((value) => value.mode !== 'ROLES' || (value.roleTypes?.length ?? 0) > 0, { path: ['roleTypes'], message: 'messages.rolesRequired' })
    .refine((value) => value.mode !== 'PEOPLE' || (value.userIds?.length ?? 0) > 0, { path: ['userIds'], message: 'messages.peopleRequired' });
export type ChatLimitInput = z.input<ReturnType<typeof chatLimitSchema>>;

/** The inbox's filter. */
export const conversationFilterSchema = () =>
  z.object({
    search: z.string('validation.invalid').trim().max(MESSAGE_SEARCH_MAX).nullish(),
    unreadOnly: z.boolean('validation.invalid').nullish(),
  });

/** Searching the history: words, at least one letter or digit among them. */
export const messageSearchSchema = () =>
  z.object({
    text: z
      .string('validation.invalid')
      .trim()
      .min(1, 'messages.searchRequired')
      .max(MESSAGE_SEARCH_MAX)
      .refine((text) => searchWords(text).length > 0, 'messages.searchRequired'),
  });

/** The words a history search looks for (letters and digits of any script), at most eight. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** The people picker's search. */
export const messageableSearchSchema = () => z.object({ search: z.string('validation.invalid').trim().max(MESSAGE_SEARCH_MAX).nullish() });

/** A conversation or message id; anything else is 'validation.invalid'. */
export const messageRecordId = recordId;
