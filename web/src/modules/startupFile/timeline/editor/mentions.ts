export interface MentionPerson {
  _id: string;
  fullName: string;
  avatar?: string | null;
}

/** At most this many people are offered at once. */
export const MENTION_SUGGESTIONS = 8;

/** The people whose name has a word starting with what was typed after '@' (any case, any accent). */
export function mentionMatches(people: readonly MentionPerson[], query: string): MentionPerson[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(query.trim());
  const unique = [...new Map(people.map((person) => [person._id, person])).values()];
  const found = wanted
    ? unique.filter(
        (person) =>
          fold(person.fullName)
            .split(/\s+/)
            .some((word) => word.startsWith(wanted)) || fold(person.fullName).startsWith(wanted),
      )
    : unique;
  return found.slice(0, MENTION_SUGGESTIONS);
}
