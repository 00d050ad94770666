interface Dated {
  _id: string;
  createdAt: string;
}

/** A thread's replies once more arrive (a page, one's own reply, a live one): each once, oldest first. */
export function mergeReplies<T extends Dated>(shown: readonly T[], arrived: readonly T[]): T[] {
  const byId = new Map(shown.map((reply) => [reply._id, reply]));
  for (const reply of arrived) byId.set(reply._id, reply);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}
