interface Named {
  _id: string;
  fullName: string;
}

interface NamedConversation {
  kind: string;
  title: string | null;
  members: readonly Named[];
}

/** Those in the conversation besides the viewer. */
export const othersIn = <P extends Named>(conversation: { members: readonly P[] }, viewerId: string): P[] => conversation.members.filter((m) => m._id !== viewerId);

/**
 * How a conversation is called: a group by its title; a direct one after the other person; one
 * whose others are all gone after nobody (the caller words that).
 */
export function conversationName(conversation: NamedConversation, viewerId: string, language: string): string | null {
  if (conversation.kind === 'GROUP' && conversation.title) return conversation.title;
  const others = othersIn(conversation, viewerId).map((m) => m.fullName);
  if (!others.length) return null;
  return new Intl.ListFormat(language, { type: 'conjunction', style: 'short' }).format(others);
}

/** The first line of a message, shortened for the inbox. */
export function excerpt(body: string, max = 80): string {
  const line = body.split('\n').find((l) => l.trim()) ?? '';
  const text = line.trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
