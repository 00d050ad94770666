export const MESSAGES_PATH = '/messages';

/** A conversation's own address. */
export const conversationPath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}`;
