type Texts = ReadonlyArray<{ language: string; value: string }> | null | undefined;

/** The text of one language in a per-language list ('' when absent). */
export const textIn = (texts: Texts, language: string) => texts?.find((t) => t.language === language)?.value ?? '';

/** The list with one language's text replaced; an emptied text leaves the list. */
export function withText(texts: Texts, language: string, value: string): Array<{ language: string; value: string }> {
  const others = (texts ?? []).filter((t) => t.language !== language).map(({ language: l, value: v }) => ({ language: l, value: v }));
  return value.trim() ? [...others, { language, value }] : others;
}
