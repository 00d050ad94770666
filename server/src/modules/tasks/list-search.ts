/** A search typed by a person, as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(search: string | null | undefined): string | null {
  const words = search?.trim();
  if (!words) return null;
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const pageSize = (limit: number | null | undefined, fallback = 20, max = 100) => Math.min(Math.max(limit ?? fallback, 1), max);
